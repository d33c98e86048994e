import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estimate, EstimateEvent, EstimatePage } from '../../../shared/estimate-responses.ts';
import type { Job } from '../../../shared/job-responses.ts';
import type { Lead } from '../../../shared/lead-responses.ts';
import { estimateEvents } from '../../db/schema/estimates.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

const line = (fields: Record<string, unknown> = {}) => ({
  kind: 'material',
  description: 'Oak plank',
  quantity: '3',
  unit: 'each',
  unitPrice: '33.33',
  ...fields,
});

async function newEstimate(who: TestClient, fields: Record<string, unknown> = {}): Promise<Estimate> {
  const res = await who.post('/api/v1/estimates', {
    title: 'Kitchen floor',
    clientName: 'Ana Souza',
    clientEmail: 'ana@example.com',
    options: [{ name: 'Estimate', lines: [line()] }],
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Estimate>(res);
}
const put = (who: TestClient, id: string, body: unknown) => who.request('PUT', `/api/v1/estimates/${id}`, { body });
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
/** The body a PUT sends back: the estimate's editable fields as the editor holds them. */
function bodyOf(e: Estimate) {
  return {
    title: e.title,
    clientName: e.clientName,
    clientEmail: e.clientEmail,
    validUntil: e.validUntil,
    notes: e.notes,
    terms: e.terms,
    taxRate: e.taxRate,
    taxAppliesTo: e.taxAppliesTo,
    discount:
      e.discount.kind === 'none'
        ? { kind: 'none' }
        : e.discount.kind === 'amount'
          ? { kind: 'amount', cents: e.discount.cents }
          : { kind: 'percent', percent: e.discount.percent },
    deposit: { kind: 'none' },
    options: e.options.map((o) => ({
      name: o.name,
      lines: o.lines.map((l) => ({
        kind: l.kind,
        productId: l.productId,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        unitCost: l.unitCost,
        optional: l.optional,
        taxable: l.taxable,
      })),
    })),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Estimates Floors');
  other = await t.newCompany('Birch Estimates Floors');
});
afterAll(() => t.close());

describe('the money on an estimate', () => {
  it('3 × $33.33 with a 10 % discount and 7 % tax: 99.99 − 10.00 + 6.30 = 96.29, computed by the server', async () => {
    const e = await newEstimate(owner, { discount: { kind: 'percent', percent: '10' }, taxRate: '7' });
    expect(e.options[0]!.totals).toMatchObject({
      subtotalCents: 9999,
      discountCents: 1000,
      taxCents: 630,
      totalCents: 9629,
    });
    expect(e.totalCents).toBe(9629);
    expect(e.options[0]!.lines[0]!.amountCents).toBe(9999);
  });

  it('taxes materials only by default, labor too when asked; keeps costs and margins for members who price', async () => {
    const lines = [
      line({ description: 'LVP', quantity: '10', unit: 'box', unitPrice: '50', unitCost: '30' }),
      line({
        kind: 'labor',
        description: 'Install',
        quantity: '200',
        unit: 'sq_ft',
        unitPrice: '2.5',
        unitCost: '1.5',
      }),
    ];
    const materials = await newEstimate(owner, { taxRate: '8', options: [{ name: 'Estimate', lines }] });
    expect(materials.options[0]!.totals).toMatchObject({ subtotalCents: 100000, taxCents: 4000, totalCents: 104000 });
    expect(materials.options[0]!.totals).toMatchObject({ costCents: 60000, marginCents: 40000 });
    const both = await newEstimate(owner, {
      taxRate: '8',
      taxAppliesTo: 'both',
      options: [{ name: 'Estimate', lines }],
    });
    expect(both.options[0]!.totals).toMatchObject({ taxCents: 8000, totalCents: 108000 });
  });

  it('gives each option its own totals, with and without its optional items, and a deposit', async () => {
    const e = await newEstimate(owner, {
      deposit: { kind: 'percent', percent: '30' },
      options: [
        { name: 'Good', lines: [line({ quantity: '1', unitPrice: '1000' })] },
        {
          name: 'Better',
          lines: [
            line({ quantity: '1', unitPrice: '1500' }),
            line({ description: 'Stair nosing', quantity: '1', unitPrice: '200', optional: true }),
          ],
        },
      ],
    });
    expect(e.options.map((o) => [o.name, o.totals.totalCents, o.totalsWithOptional.totalCents])).toEqual([
      ['Good', 100000, 100000],
      ['Better', 150000, 170000],
    ]);
    expect(e.options[1]!.totals.depositCents).toBe(45000);
    expect(e.totalCents).toBe(100000);
  });

  it('refuses figures that break the rules, per field, and writes nothing', async () => {
    const before = (await json<EstimatePage>(await owner.get('/api/v1/estimates'))).total;
    const tooMuch = await owner.post('/api/v1/estimates', {
      title: 'Too generous',
      discount: { kind: 'amount', cents: 20000 },
      options: [{ name: 'Estimate', lines: [line()] }],
    });
    expect(tooMuch.status).toBe(400);
    expect(await errorsOf(tooMuch)).toEqual({ discount: 'The discount cannot be more than the subtotal' });
    const bad = await owner.post('/api/v1/estimates', {
      title: ' ',
      taxRate: '101',
      options: [{ name: 'Estimate', lines: [line({ quantity: '-1', unitPrice: '1.23456' })] }],
    });
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toMatchObject({
      title: 'This field is required',
      taxRate: 'Please enter at most 100 %',
      'options.0.lines.0.quantity': 'Please enter a number of 0 or more with at most 3 decimal places',
      'options.0.lines.0.unitPrice': 'Please enter a number of 0 or more with at most 4 decimal places',
    });
    const twins = await owner.post('/api/v1/estimates', {
      title: 'Twins',
      options: [
        { name: 'Good', lines: [] },
        { name: 'good', lines: [] },
      ],
    });
    expect(await errorsOf(twins)).toEqual({ options: 'Each option needs its own name.' });
    expect((await json<EstimatePage>(await owner.get('/api/v1/estimates'))).total).toBe(before);
  });
});

describe('numbering', () => {
  it('gives 50 concurrent creates 50 consecutive numbers: no gap, no duplicate', async () => {
    const company = await t.newCompany('Concurrent Floors');
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) => company.post('/api/v1/estimates', { title: `Room ${i}` })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(50).fill(201));
    const made = await Promise.all(created.map((r) => json<Estimate>(r)));
    expect(made.map((e) => e.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(made.find((e) => e.number === 7)!.displayNumber).toBe('EST-0007');
    // A refused create gives its number back.
    await company.post('/api/v1/estimates', { title: 'x', discount: { kind: 'amount', cents: 1 } });
    expect((await newEstimate(company)).displayNumber).toBe('EST-0051');
  });

  it("starts a new estimate with the company's terms and tax (settings), which the form may override", async () => {
    const company = await t.newCompany('Defaults Floors');
    const settings = await company.request('PATCH', '/api/v1/company', {
      body: { estimateTerms: '50 % deposit, balance on completion.', taxRate: '6.25', taxAppliesTo: 'both' },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const e = await newEstimate(company);
    expect(e).toMatchObject({ terms: '50 % deposit, balance on completion.', taxRate: '6.250', taxAppliesTo: 'both' });
    expect(e.options[0]!.totals.taxCents).toBe(625);
    const own = await newEstimate(company, { terms: 'Cash only', taxRate: '0' });
    expect(own).toMatchObject({ terms: 'Cash only', taxRate: '0.000' });
  });

  it('numbers each company on its own', async () => {
    const company = await t.newCompany('Fresh Floors');
    expect((await newEstimate(company)).displayNumber).toBe('EST-0001');
  });
});

describe('an estimate’s life', () => {
  it('is valid for 30 days by default, editable as a draft, and says so', async () => {
    const e = await newEstimate(owner);
    // The company's day (its time zone is New York by default), not the server's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(e.createdAt));
    const days = (Date.parse(e.validUntil) - Date.parse(today)) / 86_400_000;
    expect(days).toBe(30);
    expect(e).toMatchObject({ status: 'draft', editable: true, revision: 1, supersededById: null });
    const saved = await put(owner, e.id, {
      ...bodyOf(e),
      title: 'Kitchen and hall',
      notes: 'Moving furniture included',
    });
    expect(saved.status).toBe(200);
    expect(await json<Estimate>(saved)).toMatchObject({
      title: 'Kitchen and hall',
      notes: 'Moving furniture included',
    });
  });

  it('sends with the PDF attached: status sent, lead proposal_sent, and then only a new revision changes it', async () => {
    const lead = await json<Lead>(
      await owner.post('/api/v1/leads', { name: 'João Araújo', email: 'joao@example.com' }),
    );
    const e = await newEstimate(owner, {
      leadId: lead.id,
      clientName: undefined,
      clientEmail: undefined,
      title: 'Sala de estar',
      terms: 'Pagamento em 30 dias. Garantia de instalação.',
    });
    expect(e).toMatchObject({ clientName: 'João Araújo', clientEmail: 'joao@example.com', leadId: lead.id });

    const sent = await owner.post(`/api/v1/estimates/${e.id}/send`, {});
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await json<Estimate>(sent)).toMatchObject({ status: 'sent', editable: false });
    const [mail] = await t.outbox('joao@example.com');
    expect(mail!.subject).toBe(`Estimate ${e.displayNumber} from Oak Estimates Floors`);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: `${e.displayNumber}.pdf`, contentType: 'application/pdf' }),
    ]);
    const text = pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64'));
    expect(text).toContain(e.displayNumber);
    expect(text).toContain('$99.99');
    expect(text).toContain('Pagamento em 30 dias. Garantia de instalação.');
    expect(text).toContain('João Araújo');

    expect((await json<Lead>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('proposal_sent');

    const edit = await put(owner, e.id, bodyOf(e));
    expect(edit.status).toBe(409);
    expect((await json<{ message: string }>(edit)).message).toBe(
      'Only a draft can be edited. Create a new revision to change a sent estimate.',
    );
    expect((await owner.request('DELETE', `/api/v1/estimates/${e.id}`)).status).toBe(409);

    const revised = await owner.post(`/api/v1/estimates/${e.id}/revisions`, {});
    expect(revised.status).toBe(201);
    const r2 = await json<Estimate>(revised);
    expect(r2).toMatchObject({
      number: e.number,
      revision: 2,
      displayNumber: `${e.displayNumber}-R2`,
      status: 'draft',
    });
    expect(r2.options[0]!.lines).toHaveLength(1);
    const old = await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`));
    expect(old).toMatchObject({ status: 'sent', supersededById: r2.id, editable: false });
    expect(old.revisions.map((r) => [r.revision, r.status])).toEqual([
      [1, 'sent'],
      [2, 'draft'],
    ]);
    expect((await owner.post(`/api/v1/estimates/${e.id}/revisions`, {})).status).toBe(409);

    const events = (await json<{ items: EstimateEvent[] }>(await owner.get(`/api/v1/estimates/${e.id}/events`))).items;
    expect(events.map((ev) => ev.type)).toEqual(['created', 'sent', 'revised']);
    expect(events[1]!.userName).toBe('Oak Estimates Floors owner');
  });

  it('refuses to send without a client e-mail or without lines', async () => {
    const noMail = await newEstimate(owner, { clientEmail: undefined });
    const res = await owner.post(`/api/v1/estimates/${noMail.id}/send`, {});
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual({ to: "Add the client's e-mail before sending." });
    const empty = await newEstimate(owner, { options: [{ name: 'Estimate', lines: [] }] });
    expect(await errorsOf(await owner.post(`/api/v1/estimates/${empty.id}/send`, {}))).toEqual({
      options: 'Add at least one line before sending.',
    });
    expect((await json<Estimate>(await owner.get(`/api/v1/estimates/${empty.id}`))).status).toBe('draft');
  });

  it('records an answer only on a sent estimate, with the option chosen', async () => {
    const e = await newEstimate(owner, {
      options: [
        { name: 'Good', lines: [line()] },
        { name: 'Best', lines: [line({ unitPrice: '50' })] },
      ],
    });
    expect((await owner.post(`/api/v1/estimates/${e.id}/answer`, { status: 'accepted' })).status).toBe(409);
    await owner.post(`/api/v1/estimates/${e.id}/send`, {});
    const accepted = await owner.post(`/api/v1/estimates/${e.id}/answer`, {
      status: 'accepted',
      optionId: e.options[1]!.id,
    });
    expect(accepted.status).toBe(200);
    expect(await json<Estimate>(accepted)).toMatchObject({ status: 'accepted', selectedOptionId: e.options[1]!.id });
    expect((await owner.post(`/api/v1/estimates/${e.id}/answer`, { status: 'declined' })).status).toBe(409);
  });

  it('duplicates into a new number as a draft, and deletes only drafts', async () => {
    const e = await newEstimate(owner);
    const copy = await json<Estimate>(await owner.post(`/api/v1/estimates/${e.id}/duplicate`, {}));
    expect(copy.number).toBeGreaterThan(e.number);
    expect(copy).toMatchObject({ status: 'draft', title: e.title, totalCents: e.totalCents });
    expect((await owner.request('DELETE', `/api/v1/estimates/${copy.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/estimates/${copy.id}`)).status).toBe(404);
  });

  it('lists newest first with search by number, title or client, and a status filter', async () => {
    const e = await newEstimate(owner, { title: 'Basement carpet zz', clientName: 'Zélia' });
    const byNumber = await json<EstimatePage>(await owner.get(`/api/v1/estimates?q=${e.displayNumber}`));
    expect(byNumber.items.map((i) => i.id)).toContain(e.id);
    const byTitle = await json<EstimatePage>(await owner.get('/api/v1/estimates?q=carpet%20zz'));
    expect(byTitle.items.map((i) => i.id)).toEqual([e.id]);
    const drafts = await json<EstimatePage>(await owner.get('/api/v1/estimates?status=draft&limit=2'));
    expect(drafts.items).toHaveLength(2);
    expect(drafts.items.every((i) => i.status === 'draft')).toBe(true);
    const next = await json<EstimatePage>(
      await owner.get(`/api/v1/estimates?status=draft&limit=2&cursor=${drafts.nextCursor}`),
    );
    expect(next.total).toBeNull();
    expect(next.items.map((i) => i.id)).not.toContain(drafts.items[0]!.id);
  });
});

describe('who sees an estimate', () => {
  it('keeps other companies out (404) and their products off the lines', async () => {
    const e = await newEstimate(owner);
    expect((await other.get(`/api/v1/estimates/${e.id}`)).status).toBe(404);
    expect((await put(other, e.id, bodyOf(e))).status).toBe(404);
    expect((await other.post(`/api/v1/estimates/${e.id}/send`, {})).status).toBe(404);
    expect((await other.get(`/api/v1/estimates/${e.id}/pdf`)).status).toBe(404);
    const list = await json<EstimatePage>(await other.get('/api/v1/estimates'));
    expect(list.items.map((i) => i.id)).not.toContain(e.id);
    const res = await other.post('/api/v1/estimates', {
      title: 'Stolen lead',
      leadId: (await json<Lead>(await owner.post('/api/v1/leads', { name: 'Theirs' }))).id,
    });
    expect(await errorsOf(res)).toEqual({ leadId: 'Lead not found' });
  });

  it('lets a crew read the estimates of their jobs, without costs, and write nothing', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Crew job', crewIds: [crew.userId] }));
    const theirs = await newEstimate(owner, {
      jobId: job.id,
      options: [{ name: 'Estimate', lines: [line({ unitCost: '20' })] }],
    });
    const notTheirs = await newEstimate(owner);
    const seen = await json<Estimate>(await crew.get(`/api/v1/estimates/${theirs.id}`));
    expect(seen.options[0]!.lines[0]).toMatchObject({ unitCost: null, costCents: null, marginCents: null });
    expect(seen.options[0]!.totals.costCents).toBeNull();
    expect(seen.editable).toBe(false);
    expect((await crew.get(`/api/v1/estimates/${notTheirs.id}`)).status).toBe(404);
    expect((await crew.post('/api/v1/estimates', { title: 'Mine' })).status).toBe(403);
    expect((await put(crew, theirs.id, bodyOf(theirs))).status).toBe(403);
  });

  it('shows a client only what was sent to them; a partner nothing', async () => {
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Client job', clientId: client.userId }));
    const e = await newEstimate(owner, {
      jobId: job.id,
      options: [{ name: 'Estimate', lines: [line({ unitCost: '20' })] }],
    });
    expect((await client.get(`/api/v1/estimates/${e.id}`)).status).toBe(404);
    await owner.post(`/api/v1/estimates/${e.id}/send`, {});
    const seen = await json<Estimate>(await client.get(`/api/v1/estimates/${e.id}`));
    expect(seen.options[0]!.totals).toMatchObject({ totalCents: 9999, costCents: null, marginCents: null });
    const listed = await json<EstimatePage>(await client.get('/api/v1/estimates'));
    expect(listed.items.map((i) => i.id)).toEqual([e.id]);
    expect((await client.post(`/api/v1/estimates/${e.id}/answer`, { status: 'accepted' })).status).toBe(403);
    const partner = await t.addMember(owner.companyId, 'partner');
    expect((await partner.get('/api/v1/estimates')).status).toBe(403);
  });

  it('lets a service provider write and delete; the owner too', async () => {
    const provider = await t.addMember(owner.companyId, 'service_provider');
    const e = await newEstimate(provider);
    expect((await provider.request('DELETE', `/api/v1/estimates/${e.id}`)).status).toBe(204);
  });
});

describe('the PDF', () => {
  it('carries the number, lines and totals, in the caller’s language, and never the costs', async () => {
    const e = await newEstimate(owner, {
      discount: { kind: 'percent', percent: '10' },
      taxRate: '7',
      notes: 'Inclui remoção do piso antigo',
      options: [{ name: 'Estimate', lines: [line({ unitCost: '12.34' })] }],
    });
    const res = await owner.get(`/api/v1/estimates/${e.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const figure of [
      e.displayNumber,
      'Oak plank',
      '$99.99',
      '$10.00',
      '$6.30',
      '$96.29',
      'Inclui remoção do piso antigo',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).not.toContain('12.34');
    expect(text).not.toContain('$37.02');
  });
});

describe('what a crew or a client reads of an estimate’s history (issue #37)', () => {
  it("shows them what happened and when, without the staff's names, addresses, draft totals or the signer's device", async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', { title: 'History job', clientId: client.userId, crewIds: [crew.userId] }),
    );
    const e = await newEstimate(owner, { jobId: job.id });
    const raised = { ...bodyOf(e), jobId: job.id, options: [{ name: 'Estimate', lines: [line({ unitPrice: '40' })] }] };
    const saved = await put(owner, e.id, raised);
    expect(saved.status).toBe(200);
    const sent = await owner.post(`/api/v1/estimates/${e.id}/send`, { to: 'books@client-co.example' });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const answer = { status: 'accepted', optionId: (await json<Estimate>(saved)).options[0]!.id };
    expect((await owner.post(`/api/v1/estimates/${e.id}/answer`, answer)).status).toBe(200);
    // An acceptance that kept where and with what the client signed in its event.
    await t.database.db
      .update(estimateEvents)
      .set({ metadata: { signerName: 'Ana Souza', ip: '198.51.100.61', userAgent: 'Mozilla/5.0 (Test phone)' } })
      .where(and(eq(estimateEvents.estimateId, e.id), eq(estimateEvents.type, 'accepted')));
    const eventsOf = async (who: TestClient) => {
      const res = await who.get(`/api/v1/estimates/${e.id}/events`);
      expect(res.status).toBe(200);
      return (await json<{ items: EstimateEvent[] }>(res)).items;
    };

    // The staff keep the whole history: who, where it went, the draft's totals, the signer's device.
    const ownerEvents = await eventsOf(owner);
    expect(ownerEvents.map((ev) => ev.type)).toEqual(['created', 'updated', 'sent', 'accepted']);
    expect(ownerEvents.every((ev) => ev.userName === 'Oak Estimates Floors owner')).toBe(true);
    expect(ownerEvents.find((ev) => ev.type === 'sent')!.metadata).toEqual({ to: 'books@client-co.example' });
    expect(ownerEvents.find((ev) => ev.type === 'updated')!.metadata).toEqual({ totalCents: 12000 });
    expect(ownerEvents.find((ev) => ev.type === 'accepted')!.metadata).toMatchObject({
      ip: '198.51.100.61',
      userAgent: 'Mozilla/5.0 (Test phone)',
    });

    // A crew and the client read the same events, when they happened, and who signed; nothing else.
    for (const who of [crew, client]) {
      const seen = await eventsOf(who);
      expect(seen.map((ev) => [ev.id, ev.type, ev.createdAt])).toEqual(
        ownerEvents.map((ev) => [ev.id, ev.type, ev.createdAt]),
      );
      expect(seen.every((ev) => ev.userName === null)).toBe(true);
      expect(seen.find((ev) => ev.type === 'sent')!.metadata).toEqual({});
      expect(seen.find((ev) => ev.type === 'updated')!.metadata).toEqual({});
      expect(seen.find((ev) => ev.type === 'accepted')!.metadata).toEqual({ signerName: 'Ana Souza' });
      const text = JSON.stringify(seen);
      for (const hidden of ['Oak Estimates Floors owner', 'books@client-co.example', '198.51.100.61', 'Test phone']) {
        expect(text).not.toContain(hidden);
      }
    }
  });
});
