import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '../../../shared/days.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type {
  EstimateBilling,
  Invoice,
  InvoiceEvent,
  InvoicePage,
  PublicInvoice,
} from '../../../shared/invoice-responses.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import type { Job } from '../../../shared/job-responses.ts';
import { estimateAcceptances } from '../../db/schema/approvals.ts';
import { documentLinks } from '../../db/schema/document-links.ts';
import { profiles } from '../../db/schema/companies.ts';
import { forgetCaller } from '../../platform/caller.ts';
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
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
const messageOf = async (res: Response) => (await json<{ message: string }>(res)).message;

async function expectConflict(res: Response, message: string) {
  expect(res.status, await res.clone().text()).toBe(409);
  expect(await messageOf(res)).toBe(message);
}

async function newInvoice(who: TestClient, fields: Record<string, unknown> = {}): Promise<Invoice> {
  const res = await who.post('/api/v1/invoices', {
    from: 'blank',
    title: 'Kitchen floor',
    clientName: 'Ana Souza',
    clientEmail: 'ana@example.com',
    lines: [line()],
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Invoice>(res);
}

async function sent(who: TestClient, fields: Record<string, unknown> = {}): Promise<Invoice> {
  const invoice = await newInvoice(who, fields);
  const res = await who.post(`/api/v1/invoices/${invoice.id}/send`, {});
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Invoice>(res);
}

const pay = (who: TestClient, id: string, body: Record<string, unknown>) =>
  who.post(`/api/v1/invoices/${id}/payments`, { method: 'cash', ...body });

/** The body a PUT sends back: the invoice's editable fields as the editor holds them. */
function bodyOf(i: Invoice) {
  return {
    title: i.title,
    clientName: i.clientName,
    clientEmail: i.clientEmail,
    issueDate: i.issueDate,
    dueTerms: i.dueTerms,
    dueDate: i.dueDate,
    taxRate: i.taxRate,
    taxAppliesTo: i.taxAppliesTo,
    lines: i.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxable: l.taxable,
    })),
  };
}

/** An estimate of $1,000.00 (one option, no tax) with a deposit, sent and accepted by hand. */
async function acceptedEstimate(who: TestClient, fields: Record<string, unknown> = {}): Promise<Estimate> {
  const created = await who.post('/api/v1/estimates', {
    title: 'Whole house',
    clientName: 'Beatriz Lima',
    clientEmail: 'beatriz@example.com',
    siteAddress: '12 Oak St',
    deposit: { kind: 'percent', percent: '30' },
    options: [
      { name: 'Good', lines: [line({ quantity: '1', unitPrice: '800' })] },
      {
        name: 'Better',
        lines: [
          line({ quantity: '1', unitPrice: '1000' }),
          line({ description: 'Stair nosing', quantity: '1', unitPrice: '200', optional: true }),
        ],
      },
    ],
    ...fields,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const estimate = await json<Estimate>(created);
  expect((await who.post(`/api/v1/estimates/${estimate.id}/send`, {})).status).toBe(200);
  const answered = await who.post(`/api/v1/estimates/${estimate.id}/answer`, {
    status: 'accepted',
    optionId: estimate.options[1]!.id,
  });
  expect(answered.status).toBe(200);
  return json<Estimate>(answered);
}

const fromEstimate = (who: TestClient, estimateId: string, kind: string, extra: Record<string, unknown> = {}) =>
  who.post('/api/v1/invoices', { from: 'estimate', estimateId, kind, ...extra });

const billing = async (who: TestClient, estimateId: string) =>
  json<EstimateBilling>(await who.get(`/api/v1/estimates/${estimateId}/billing`));

/** The token of the newest pay link e-mailed to `to`. */
async function payLink(to: string): Promise<string> {
  const [mail] = await t.outbox(to);
  const url = mail!.links.find((l) => l.includes('/invoice/'))!;
  return url.slice(url.lastIndexOf('/') + 1);
}

const companyDay = (zone = 'America/New_York') => dayInZone(new Date(), zone);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Invoices Floors');
  other = await t.newCompany('Birch Invoices Floors');
});
afterAll(() => t.close());

describe('numbering', () => {
  it('gives 10 concurrent creates INV-0001 to INV-0010: no gap, no duplicate; each company its own', async () => {
    const company = await t.newCompany('Concurrent Invoices');
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => company.post('/api/v1/invoices', { from: 'blank', title: `Room ${i}` })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    const made = await Promise.all(created.map((r) => json<Invoice>(r)));
    expect(made.map((i) => i.displayNumber).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`),
    );
    // A refused create gives its number back.
    const refused = await company.post('/api/v1/invoices', {
      from: 'blank',
      title: 'x',
      lines: [line()],
      discount: { kind: 'amount', cents: 100000 },
    });
    expect(refused.status).toBe(400);
    expect((await newInvoice(company)).displayNumber).toBe('INV-0011');
    const fresh = await t.newCompany('Fresh Invoices');
    expect((await newInvoice(fresh)).displayNumber).toBe('INV-0001');
  });
});

describe('a draft', () => {
  it('computes its totals on the server: 3 × $33.33 − 10 % + 7 % tax = $96.29, due on receipt today', async () => {
    const i = await newInvoice(owner, { discount: { kind: 'percent', percent: '10' }, taxRate: '7' });
    expect(i.totals).toEqual({
      subtotalCents: 9999,
      discountCents: 1000,
      taxableCents: 8999,
      taxCents: 630,
      totalCents: 9629,
      paidCents: 0,
      balanceCents: 9629,
    });
    expect(i.lines[0]!.amountCents).toBe(9999);
    expect(i).toMatchObject({ status: 'draft', kind: 'standard', editable: true, dueTerms: 'on_receipt' });
    expect(i.issueDate).toBe(companyDay());
    expect(i.dueDate).toBe(i.issueDate);
  });

  it('takes its due date from the terms (net 15, net 30, custom)', async () => {
    const net15 = await newInvoice(owner, { issueDate: '2026-01-10', dueTerms: 'net_15' });
    expect(net15.dueDate).toBe('2026-01-25');
    const net30 = await newInvoice(owner, { issueDate: '2026-01-10', dueTerms: 'net_30', dueDate: '2026-01-11' });
    expect(net30.dueDate).toBe('2026-02-09');
    const custom = await newInvoice(owner, { issueDate: '2026-01-10', dueTerms: 'custom', dueDate: '2026-03-01' });
    expect(custom.dueDate).toBe('2026-03-01');
  });

  it('refuses what breaks the rules, field by field, and writes nothing', async () => {
    const before = (await json<InvoicePage>(await owner.get('/api/v1/invoices'))).total;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ discount: { kind: 'amount', cents: 20000 } }, { discount: INVOICE_MESSAGES.discountTooBig }],
      [
        { issueDate: '2026-01-10', dueTerms: 'custom', dueDate: '2026-01-09' },
        { dueDate: INVOICE_MESSAGES.dueBeforeIssue },
      ],
      [
        { issueDate: '2026-01-10', dueTerms: 'custom', dueDate: '2027-01-11' },
        { dueDate: INVOICE_MESSAGES.dueTooLate },
      ],
      [{ jobId: '00000000-0000-4000-8000-000000000000' }, { jobId: INVOICE_MESSAGES.jobNotFound }],
      [
        { lines: [line({ productId: '00000000-0000-4000-8000-000000000000' })] },
        { 'lines.0.productId': 'This catalog product does not exist or is archived.' },
      ],
      [{ lines: Array.from({ length: 401 }, () => line()) }, { lines: INVOICE_MESSAGES.tooManyLines }],
      [{ title: ' ' }, { title: 'This field is required' }],
      [{ taxRate: '101' }, { taxRate: 'Please enter at most 100 %' }],
    ];
    for (const [fields, errors] of cases) {
      const res = await owner.post('/api/v1/invoices', {
        from: 'blank',
        title: 'Refused',
        lines: [line()],
        ...fields,
      });
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(await errorsOf(res)).toMatchObject(errors);
    }
    expect((await json<InvoicePage>(await owner.get('/api/v1/invoices'))).total).toBe(before);
  });

  it('is saved whole (totals recomputed) and deleted while a draft, never after sending', async () => {
    const i = await newInvoice(owner);
    const saved = await owner.request('PUT', `/api/v1/invoices/${i.id}`, {
      body: {
        ...bodyOf(i),
        title: 'Kitchen and hall',
        lines: [...bodyOf(i).lines, line({ kind: 'labor', quantity: '2', unitPrice: '50' })],
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const s = await json<Invoice>(saved);
    expect(s).toMatchObject({ title: 'Kitchen and hall', totalCents: 19999 });
    expect(s.lines).toHaveLength(2);

    const out = await sent(owner);
    await expectConflict(
      await owner.request('PUT', `/api/v1/invoices/${out.id}`, { body: bodyOf(out) }),
      INVOICE_MESSAGES.notDraft,
    );
    await expectConflict(await owner.request('DELETE', `/api/v1/invoices/${out.id}`), INVOICE_MESSAGES.notDeletable);
    expect((await owner.request('DELETE', `/api/v1/invoices/${i.id}`)).status).toBe(204);
    expect((await owner.get(`/api/v1/invoices/${i.id}`)).status).toBe(404);
  });

  it('from a job: its client, address, title and amount as one line', async () => {
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', {
        title: 'Basement LVP',
        address: '9 Pine Rd',
        clientName: 'Carla Dias',
        clientEmail: 'carla@example.com',
        totalCents: 432_150,
      }),
    );
    const res = await owner.post('/api/v1/invoices', { from: 'job', jobId: job.id });
    expect(res.status, await res.clone().text()).toBe(201);
    const i = await json<Invoice>(res);
    expect(i).toMatchObject({
      title: 'Basement LVP',
      jobId: job.id,
      clientName: 'Carla Dias',
      clientEmail: 'carla@example.com',
      billingAddress: '9 Pine Rd',
      totalCents: 432150,
    });
    expect(i.lines).toEqual([
      expect.objectContaining({ description: 'Basement LVP', quantity: '1.000', amountCents: 432150 }),
    ]);
    const missing = await owner.post('/api/v1/invoices', {
      from: 'job',
      jobId: '00000000-0000-4000-8000-000000000000',
    });
    expect(await errorsOf(missing)).toEqual({ jobId: INVOICE_MESSAGES.jobNotFound });
  });
});

describe('from an accepted estimate', () => {
  it('bills the deposit, progress shares and the final rest, never more than the accepted total', async () => {
    const e = await acceptedEstimate(owner);
    // The chosen option without its optional item: $1,000.00, deposit 30 %.
    expect(await billing(owner, e.id)).toEqual({
      estimateId: e.id,
      acceptedTotalCents: 100000,
      depositCents: 30000,
      invoicedCents: 0,
      remainingCents: 100000,
      hasDepositInvoice: false,
    });
    const deposit = await json<Invoice>(await fromEstimate(owner, e.id, 'deposit'));
    expect(deposit).toMatchObject({
      kind: 'deposit',
      status: 'draft',
      estimateId: e.id,
      estimateNumber: e.displayNumber,
      clientName: 'Beatriz Lima',
      clientEmail: 'beatriz@example.com',
      billingAddress: '12 Oak St',
      totalCents: 30000,
    });
    await expectConflict(await fromEstimate(owner, e.id, 'deposit'), INVOICE_MESSAGES.depositExists);

    const noPercent = await fromEstimate(owner, e.id, 'progress');
    expect(await errorsOf(noPercent)).toEqual({ percent: INVOICE_MESSAGES.percentRequired });
    expect(await errorsOf(await fromEstimate(owner, e.id, 'progress', { percent: '0' }))).toEqual({
      percent: INVOICE_MESSAGES.percentRequired,
    });
    const progress = await json<Invoice>(
      await fromEstimate(owner, e.id, 'progress', { percent: '50', milestone: 'Subfloor done' }),
    );
    expect(progress).toMatchObject({ kind: 'progress', percent: '50.000', totalCents: 50000 });
    expect(progress.title).toBe('Whole house — Subfloor done');
    await expectConflict(await fromEstimate(owner, e.id, 'progress', { percent: '25' }), INVOICE_MESSAGES.overInvoiced);
    // A draft from the estimate bills its share: its money is not edited (past the accepted total or
    // not); the rest of it is.
    await expectConflict(
      await owner.request('PUT', `/api/v1/invoices/${progress.id}`, {
        body: { ...bodyOf(progress), lines: [line({ kind: 'other', quantity: '1', unitPrice: '700.01' })] },
      }),
      INVOICE_MESSAGES.estimateMoneyFixed,
    );
    await expectConflict(
      await owner.request('PUT', `/api/v1/invoices/${progress.id}`, { body: { ...bodyOf(progress), taxRate: '5' } }),
      INVOICE_MESSAGES.estimateMoneyFixed,
    );
    const renamed = await json<Invoice>(
      await owner.request('PUT', `/api/v1/invoices/${progress.id}`, {
        body: { ...bodyOf(progress), title: 'Subfloor', dueTerms: 'net_15' },
      }),
    );
    expect(renamed).toMatchObject({ title: 'Subfloor', dueTerms: 'net_15', totalCents: 50000 });
    expect(renamed.lines).toEqual(progress.lines.map((l) => ({ ...l, id: expect.any(String) })));
    const final = await json<Invoice>(await fromEstimate(owner, e.id, 'final'));
    expect(final).toMatchObject({ kind: 'final', totalCents: 20000 });
    await expectConflict(await fromEstimate(owner, e.id, 'final'), INVOICE_MESSAGES.nothingLeft);
    expect(await billing(owner, e.id)).toMatchObject({
      invoicedCents: 100000,
      remainingCents: 0,
      hasDepositInvoice: true,
    });

    // A void invoice gives its share back.
    await owner.post(`/api/v1/invoices/${final.id}/send`, {});
    expect((await owner.post(`/api/v1/invoices/${final.id}/void`, { reason: 'Wrong date' })).status).toBe(200);
    expect((await billing(owner, e.id)).remainingCents).toBe(20000);
    expect((await fromEstimate(owner, e.id, 'final')).status).toBe(201);

    const listed = await json<InvoicePage>(await owner.get(`/api/v1/invoices?estimateId=${e.id}`));
    expect(listed.total).toBe(4);
    expect(listed.sums.totalCents).toBe(100000);
  });

  it('never invoices more than the accepted total under concurrent creates', async () => {
    const e = await acceptedEstimate(owner);
    const progress = await Promise.all(
      Array.from({ length: 3 }, () => fromEstimate(owner, e.id, 'progress', { percent: '40' })),
    );
    expect(progress.map((r) => r.status).sort()).toEqual([201, 201, 409]);
    const finals = await Promise.all(Array.from({ length: 4 }, () => fromEstimate(owner, e.id, 'final')));
    expect(finals.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const deposits = await Promise.all(Array.from({ length: 3 }, () => fromEstimate(owner, e.id, 'deposit')));
    expect(deposits.every((r) => r.status === 409)).toBe(true);
    const b = await billing(owner, e.id);
    expect(b).toMatchObject({ invoicedCents: 100000, remainingCents: 0 });
  });

  it('reads the client’s acceptance when one exists, and refuses estimates that are not accepted', async () => {
    const e = await acceptedEstimate(owner);
    await t.database.db.insert(estimateAcceptances).values({
      companyId: owner.companyId,
      estimateId: e.id,
      optionId: e.options[1]!.id,
      optionalLineIds: [e.options[1]!.lines[1]!.id],
      snapshot: {},
      snapshotSha256: 'a'.repeat(64),
      pdfKey: 'x.pdf',
      pdfSha256: 'b'.repeat(64),
      signatureKey: 'x.png',
      signerName: 'Beatriz Lima',
      totalCents: 120000,
      depositCents: 36000,
      acceptedAt: new Date(),
    });
    expect(await billing(owner, e.id)).toMatchObject({ acceptedTotalCents: 120000, depositCents: 36000 });
    expect((await json<Invoice>(await fromEstimate(owner, e.id, 'deposit'))).totalCents).toBe(36000);
    expect((await json<Invoice>(await fromEstimate(owner, e.id, 'final'))).totalCents).toBe(84000);

    const noDeposit = await acceptedEstimate(owner, { deposit: { kind: 'none' } });
    await expectConflict(await fromEstimate(owner, noDeposit.id, 'deposit'), INVOICE_MESSAGES.noDeposit);

    const draft = await json<Estimate>(await owner.post('/api/v1/estimates', { title: 'Not yet' }));
    await expectConflict(await fromEstimate(owner, draft.id, 'final'), INVOICE_MESSAGES.estimateNotAccepted);
    expect(await billing(owner, draft.id)).toMatchObject({ acceptedTotalCents: 0, remainingCents: 0 });
    const missing = await fromEstimate(owner, '00000000-0000-4000-8000-000000000000', 'final');
    expect(await errorsOf(missing)).toEqual({ estimateId: INVOICE_MESSAGES.estimateNotFound });
    const theirs = await fromEstimate(other, e.id, 'final');
    expect(await errorsOf(theirs)).toEqual({ estimateId: INVOICE_MESSAGES.estimateNotFound });
  });
});

describe('payments', () => {
  it('partial payments and refunds move the balance and the status; each client gets a receipt', async () => {
    const i = await sent(owner, {
      clientEmail: 'payer@example.com',
      lines: [line({ quantity: '1', unitPrice: '100' })],
    });
    expect(i).toMatchObject({ status: 'sent', totalCents: 10000, balanceCents: 10000 });

    const first = await pay(owner, i.id, { amountCents: 4000, method: 'check', reference: 'Check 1042' });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await json<Invoice>(first)).toMatchObject({ status: 'partially_paid', paidCents: 4000, balanceCents: 6000 });
    const [receipt] = await t.outbox('payer@example.com');
    expect(receipt!.subject).toBe(`Payment received for invoice ${i.displayNumber} — Oak Invoices Floors`);
    expect(receipt!.text).toContain('$40.00');
    expect(receipt!.text).toContain('Balance due: $60.00.');

    const over = await pay(owner, i.id, { amountCents: 6001 });
    expect(over.status).toBe(400);
    expect(await errorsOf(over)).toEqual({ amountCents: INVOICE_MESSAGES.overpayment });

    const rest = await json<Invoice>(await pay(owner, i.id, { amountCents: 6000, method: 'bank_transfer' }));
    expect(rest).toMatchObject({ status: 'paid', paidCents: 10000, balanceCents: 0 });
    expect(rest.paidAt).not.toBeNull();
    expect(rest.payments.map((p) => [p.kind, p.method, p.amountCents, p.userName])).toEqual([
      ['payment', 'check', 4000, 'Oak Invoices Floors owner'],
      ['payment', 'bank_transfer', 6000, 'Oak Invoices Floors owner'],
    ]);
    await expectConflict(await pay(owner, i.id, { amountCents: 1 }), INVOICE_MESSAGES.nothingDue);

    const tooMuch = await pay(owner, i.id, { kind: 'refund', amountCents: 10001 });
    expect(await errorsOf(tooMuch)).toEqual({ amountCents: INVOICE_MESSAGES.overRefund });
    const refunded = await json<Invoice>(await pay(owner, i.id, { kind: 'refund', amountCents: 2500 }));
    expect(refunded).toMatchObject({ status: 'partially_paid', paidCents: 7500, balanceCents: 2500, paidAt: null });
    const [refundMail] = await t.outbox('payer@example.com');
    expect(refundMail!.subject).toBe(`Refund for invoice ${i.displayNumber} — Oak Invoices Floors`);
    const back = await json<Invoice>(await pay(owner, i.id, { kind: 'refund', amountCents: 7500 }));
    expect(back).toMatchObject({ status: 'sent', paidCents: 0 });
    expect(back.payments).toHaveLength(4);

    const events = (await json<{ items: InvoiceEvent[] }>(await owner.get(`/api/v1/invoices/${i.id}/events`))).items;
    expect(events.map((e) => e.type)).toEqual(['created', 'sent', 'payment', 'payment', 'refund', 'refund']);
    expect(events[2]!.metadata).toMatchObject({ amountCents: 4000, method: 'check', status: 'partially_paid' });
  });

  it('never takes more than the balance from concurrent payments (the invoice row is locked)', async () => {
    const i = await sent(owner, {
      clientEmail: 'concurrent@example.com',
      lines: [line({ quantity: '1', unitPrice: '100' })],
    });
    const results = await Promise.all(Array.from({ length: 3 }, () => pay(owner, i.id, { amountCents: 4000 })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400]);
    const after = await json<Invoice>(await owner.get(`/api/v1/invoices/${i.id}`));
    expect(after).toMatchObject({ status: 'partially_paid', paidCents: 8000, balanceCents: 2000 });
    expect(after.payments).toHaveLength(2);
  });

  it('takes no payment on a draft or a void invoice, and only positive whole cents by hand', async () => {
    const draft = await newInvoice(owner);
    await expectConflict(await pay(owner, draft.id, { amountCents: 100 }), INVOICE_MESSAGES.isDraft);
    const out = await sent(owner);
    expect((await owner.post(`/api/v1/invoices/${out.id}/void`, {})).status).toBe(200);
    await expectConflict(await pay(owner, out.id, { amountCents: 100 }), INVOICE_MESSAGES.isVoid);
    const open = await sent(owner);
    for (const body of [{ amountCents: 0 }, { amountCents: 1.5 }, { amountCents: 100, method: 'online' }]) {
      expect((await pay(owner, open.id, body)).status).toBe(400);
    }
  });
});

describe('void', () => {
  it('voids only a sent invoice holding no money, and revokes its links', async () => {
    const draft = await newInvoice(owner);
    await expectConflict(await owner.post(`/api/v1/invoices/${draft.id}/void`, {}), INVOICE_MESSAGES.draftNotVoidable);

    const i = await sent(owner, { clientEmail: 'voided@example.com' });
    const token = await payLink('voided@example.com');
    expect((await t.app.request(`/api/v1/invoice-links/${token}`)).status).toBe(200);
    await pay(owner, i.id, { amountCents: 1000 });
    await expectConflict(await owner.post(`/api/v1/invoices/${i.id}/void`, {}), INVOICE_MESSAGES.voidWithPayments);
    await pay(owner, i.id, { kind: 'refund', amountCents: 1000 });
    const voided = await owner.post(`/api/v1/invoices/${i.id}/void`, { reason: 'Billed twice' });
    expect(voided.status).toBe(200);
    expect(await json<Invoice>(voided)).toMatchObject({ status: 'void', voidReason: 'Billed twice' });
    await expectConflict(await owner.post(`/api/v1/invoices/${i.id}/void`, {}), INVOICE_MESSAGES.isVoid);
    await expectConflict(await owner.post(`/api/v1/invoices/${i.id}/send`, {}), INVOICE_MESSAGES.isVoid);
    const gone = await t.app.request(`/api/v1/invoice-links/${token}`);
    expect(gone.status).toBe(404);
    expect(await messageOf(gone)).toBe(INVOICE_MESSAGES.invalidLink);
    await expectConflict(await owner.request('DELETE', `/api/v1/invoices/${i.id}`), INVOICE_MESSAGES.notDeletable);
  });
});

describe('sending and the private link', () => {
  it('e-mails the PDF and a pay link; the first open marks it viewed once', async () => {
    const i = await newInvoice(owner, { clientEmail: 'linked@example.com', notes: 'Obrigado pela preferência' });
    const empty = await newInvoice(owner, { lines: [] });
    expect(await errorsOf(await owner.post(`/api/v1/invoices/${empty.id}/send`, {}))).toEqual({
      lines: INVOICE_MESSAGES.noLines,
    });
    const noMail = await newInvoice(owner, { clientEmail: null });
    expect(await errorsOf(await owner.post(`/api/v1/invoices/${noMail.id}/send`, {}))).toEqual({
      to: INVOICE_MESSAGES.noClientEmail,
    });
    expect((await json<Invoice>(await owner.get(`/api/v1/invoices/${noMail.id}`))).status).toBe('draft');

    const res = await owner.post(`/api/v1/invoices/${i.id}/send`, { message: 'Thanks for your business' });
    expect(res.status).toBe(200);
    expect(await json<Invoice>(res)).toMatchObject({ status: 'sent', editable: false });
    const [mail] = await t.outbox('linked@example.com');
    expect(mail!.subject).toBe(`Invoice ${i.displayNumber} from Oak Invoices Floors`);
    expect(mail!.text).toContain('Thanks for your business');
    expect(mail!.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/invoice\/[A-Za-z0-9_-]{43}$/)]);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: `${i.displayNumber}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64'))).toContain(i.displayNumber);

    const token = await payLink('linked@example.com');
    const opened = await t.app.request(`/api/v1/invoice-links/${token}`);
    expect(opened.status).toBe(200);
    const seen = await json<PublicInvoice>(opened);
    expect(seen).toMatchObject({
      company: { name: 'Oak Invoices Floors' },
      invoice: { id: i.id, status: 'viewed', totalCents: 9999, notes: 'Obrigado pela preferência' },
      onlinePayment: false,
      pdfUrl: `/api/v1/invoice-links/${token}/pdf`,
    });
    expect(seen.invoice).not.toHaveProperty('editable');
    const firstView = seen.invoice.viewedAt;
    expect(firstView).not.toBeNull();
    const again = await json<PublicInvoice>(await t.app.request(`/api/v1/invoice-links/${token}`));
    expect(again.invoice.viewedAt).toBe(firstView);
    const events = (await json<{ items: InvoiceEvent[] }>(await owner.get(`/api/v1/invoices/${i.id}/events`))).items;
    expect(events.filter((e) => e.type === 'viewed')).toHaveLength(1);
    const [link] = await t.database.db
      .select({ openCount: documentLinks.openCount })
      .from(documentLinks)
      .where(and(eq(documentLinks.companyId, owner.companyId), eq(documentLinks.documentId, i.id)));
    expect(link!.openCount).toBe(2);

    // Paid back down to nothing, a viewed invoice is viewed again, not sent.
    await pay(owner, i.id, { amountCents: 100 });
    const back = await json<Invoice>(await pay(owner, i.id, { kind: 'refund', amountCents: 100 }));
    expect(back.status).toBe('viewed');

    const pdf = await t.app.request(`/api/v1/invoice-links/${token}/pdf?lang=pt`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Fatura');
    expect(text).toContain('Pagamentos');
  });

  it('answers 404 for an unknown or malformed token and 410 once expired', async () => {
    const bad = await t.app.request('/api/v1/invoice-links/not-a-token');
    expect(bad.status).toBe(404);
    expect(await messageOf(bad)).toBe(INVOICE_MESSAGES.invalidLink);
    const unknown = await t.app.request(`/api/v1/invoice-links/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);

    await sent(owner, { clientEmail: 'expired@example.com' });
    const token = await payLink('expired@example.com');
    await t.database.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.companyId, owner.companyId));
    const expired = await t.app.request(`/api/v1/invoice-links/${token}`);
    expect(expired.status).toBe(410);
    expect(await messageOf(expired)).toBe(INVOICE_MESSAGES.expiredLink);
    expect((await t.app.request(`/api/v1/invoice-links/${token}/pdf`)).status).toBe(410);
  });
});

describe('overdue and the list', () => {
  it('derives overdue from the due date in the company day; filters and sums over the whole filter', async () => {
    const company = await t.newCompany('Overdue Floors');
    const today = companyDay();
    const late = await sent(company, {
      title: 'Late one',
      issueDate: addDays(today, -40),
      dueTerms: 'net_30',
      lines: [line({ quantity: '1', unitPrice: '100' })],
    });
    expect(late.status).toBe('overdue');
    const current = await sent(company, {
      title: 'Current one',
      dueTerms: 'net_15',
      lines: [line({ quantity: '1', unitPrice: '50' })],
    });
    expect(current.status).toBe('sent');
    await pay(company, late.id, { amountCents: 2500 });
    const draft = await newInvoice(company, { title: 'Draft one', lines: [line({ quantity: '1', unitPrice: '10' })] });

    const all = await json<InvoicePage>(await company.get('/api/v1/invoices'));
    expect(all.total).toBe(3);
    expect(all.sums).toEqual({ totalCents: 16000, paidCents: 2500, balanceCents: 12500, overdueCents: 7500 });
    const overdue = await json<InvoicePage>(await company.get('/api/v1/invoices?status=overdue'));
    expect(overdue.items.map((i) => [i.id, i.status])).toEqual([[late.id, 'overdue']]);
    expect(overdue.sums.overdueCents).toBe(7500);
    const sentOnes = await json<InvoicePage>(await company.get('/api/v1/invoices?status=sent'));
    expect(sentOnes.items.map((i) => i.id)).toEqual([current.id]);
    const drafts = await json<InvoicePage>(await company.get('/api/v1/invoices?status=draft'));
    expect(drafts.items.map((i) => i.id)).toEqual([draft.id]);
    expect(drafts.sums.balanceCents).toBe(0);

    const byNumber = await json<InvoicePage>(await company.get(`/api/v1/invoices?q=${late.displayNumber}`));
    expect(byNumber.items.map((i) => i.id)).toEqual([late.id]);
    const byTitle = await json<InvoicePage>(await company.get('/api/v1/invoices?q=current'));
    expect(byTitle.items.map((i) => i.id)).toEqual([current.id]);

    const page1 = await json<InvoicePage>(await company.get('/api/v1/invoices?limit=2'));
    expect(page1.items.map((i) => i.id)).toEqual([draft.id, current.id]);
    const page2 = await json<InvoicePage>(await company.get(`/api/v1/invoices?limit=2&cursor=${page1.nextCursor}`));
    expect(page2.items.map((i) => i.id)).toEqual([late.id]);
    expect(page2.total).toBeNull();
    expect(page2.nextCursor).toBeNull();
    expect(page2.sums.totalCents).toBe(16000);

    const job = await json<Job>(await company.post('/api/v1/jobs', { title: 'Filter job', totalCents: 1_000 }));
    const ofJob = await json<Invoice>(await company.post('/api/v1/invoices', { from: 'job', jobId: job.id }));
    const byJob = await json<InvoicePage>(await company.get(`/api/v1/invoices?jobId=${job.id}`));
    expect(byJob.items.map((i) => i.id)).toEqual([ofJob.id]);
  });
});

describe('who sees and does what', () => {
  it('keeps other companies out: 404 on every route, nothing in their list', async () => {
    const i = await sent(owner);
    for (const res of [
      await other.get(`/api/v1/invoices/${i.id}`),
      await other.request('PUT', `/api/v1/invoices/${i.id}`, { body: bodyOf(i) }),
      await other.request('DELETE', `/api/v1/invoices/${i.id}`),
      await other.post(`/api/v1/invoices/${i.id}/send`, {}),
      await other.post(`/api/v1/invoices/${i.id}/void`, {}),
      await pay(other, i.id, { amountCents: 100 }),
      await other.get(`/api/v1/invoices/${i.id}/pdf`),
      await other.get(`/api/v1/invoices/${i.id}/events`),
    ]) {
      expect(res.status).toBe(404);
    }
    const e = await acceptedEstimate(owner);
    expect((await other.get(`/api/v1/estimates/${e.id}/billing`)).status).toBe(404);
    const list = await json<InvoicePage>(await other.get('/api/v1/invoices'));
    expect(list.items.map((x) => x.id)).not.toContain(i.id);
    expect((await json<Invoice>(await owner.get(`/api/v1/invoices/${i.id}`))).status).toBe('sent');
  });

  it('shows a client only the invoices billed to them once sent; they write nothing', async () => {
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', { title: 'Client job', clientId: client.userId, totalCents: 50_000 }),
    );
    const theirs = await json<Invoice>(await owner.post('/api/v1/invoices', { from: 'job', jobId: job.id }));
    const notTheirs = await sent(owner);
    expect((await client.get(`/api/v1/invoices/${theirs.id}`)).status).toBe(404);
    await owner.request('PUT', `/api/v1/invoices/${theirs.id}`, {
      body: { ...bodyOf(theirs), clientEmail: 'client-job@example.com', jobId: job.id },
    });
    expect((await owner.post(`/api/v1/invoices/${theirs.id}/send`, {})).status).toBe(200);
    const seen = await json<Invoice>(await client.get(`/api/v1/invoices/${theirs.id}`));
    expect(seen).toMatchObject({ id: theirs.id, totalCents: 50000, editable: false });
    expect((await client.get(`/api/v1/invoices/${theirs.id}/pdf`)).status).toBe(200);
    expect((await json<InvoicePage>(await client.get('/api/v1/invoices'))).items.map((i) => i.id)).toEqual([theirs.id]);
    expect((await client.get(`/api/v1/invoices/${notTheirs.id}`)).status).toBe(404);
    expect((await client.post('/api/v1/invoices', { from: 'blank', title: 'Mine' })).status).toBe(403);
    expect((await pay(client, theirs.id, { amountCents: 100 })).status).toBe(403);
    expect((await client.post(`/api/v1/invoices/${theirs.id}/void`, {})).status).toBe(403);
    for (const role of ['field_team', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await member.get('/api/v1/invoices')).status).toBe(403);
      expect((await member.get(`/api/v1/invoices/${theirs.id}`)).status).toBe(403);
    }
  });

  it('lets a service provider delete a draft; the owner may not delete invoices (spec section 6)', async () => {
    const provider = await t.addMember(owner.companyId, 'service_provider');
    const mine = await newInvoice(provider);
    expect((await provider.request('DELETE', `/api/v1/invoices/${mine.id}`)).status).toBe(204);

    // An owner whose role grants invoices read only: the owner's extra deletes leave invoices out.
    const company = await t.newCompany('Owner Rule Floors');
    const draft = await newInvoice(company);
    const estimate = await json<Estimate>(await company.post('/api/v1/estimates', { title: 'Deletable' }));
    await t.database.db.update(profiles).set({ role: 'client' }).where(eq(profiles.userId, company.userId));
    forgetCaller({ userId: company.userId });
    expect((await company.get(`/api/v1/invoices/${draft.id}`)).status).toBe(200);
    expect((await company.request('DELETE', `/api/v1/invoices/${draft.id}`)).status).toBe(403);
    expect((await company.get(`/api/v1/invoices/${draft.id}`)).status).toBe(200);
    // …while the same owner may delete an estimate (the owner's rule, not the role's).
    expect((await company.request('DELETE', `/api/v1/estimates/${estimate.id}`)).status).toBe(204);
  });
});

describe('the PDF', () => {
  it('carries the number, lines, totals and payments, and a paid or void mark, in the caller’s language', async () => {
    const i = await sent(owner, {
      discount: { kind: 'percent', percent: '10' },
      taxRate: '7',
      terms: 'Pagamento em 15 dias',
    });
    await pay(owner, i.id, { amountCents: 9629, method: 'check', reference: 'Check 77' });
    const res = await owner.get(`/api/v1/invoices/${i.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const figure of [
      'Invoice',
      i.displayNumber,
      'Oak plank',
      '$99.99',
      '$10.00',
      '$6.30',
      '$96.29',
      'PAID',
      'Check 77',
      'Balance due',
      'Pagamento em 15 dias',
    ]) {
      expect(text).toContain(figure);
    }

    const v = await sent(owner);
    await owner.post(`/api/v1/invoices/${v.id}/void`, { reason: 'Duplicado' });
    await owner.request('PATCH', '/api/v1/me', { body: { language: 'pt' } });
    try {
      const pt = pdfText(Buffer.from(await (await owner.get(`/api/v1/invoices/${v.id}/pdf`)).arrayBuffer()));
      for (const figure of ['Fatura', 'CANCELADA', 'Motivo: Duplicado', 'US$']) expect(pt).toContain(figure);
    } finally {
      await owner.request('PATCH', '/api/v1/me', { body: { language: 'en' } });
    }
  });
});

describe('what a client reads (issue #37)', () => {
  it("shows the client their invoice, its payments and history without the staff's bookkeeping", async () => {
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(await owner.post('/api/v1/jobs', { title: 'Audience job', clientId: client.userId }));
    const paid = await newInvoice(owner, { jobId: job.id, lines: [line({ quantity: '1', unitPrice: '120' })] });
    const lowered = { ...bodyOf(paid), jobId: job.id, lines: [line({ quantity: '1', unitPrice: '100' })] };
    expect((await owner.request('PUT', `/api/v1/invoices/${paid.id}`, { body: lowered })).status).toBe(200);
    const send = await owner.post(`/api/v1/invoices/${paid.id}/send`, { to: 'books@client-co.example' });
    expect(send.status).toBe(200);
    const payment = { amountCents: 4000, method: 'check', reference: 'Check 1042', note: 'Left under the mat' };
    expect((await pay(owner, paid.id, payment)).status).toBe(201);
    const voided = await sent(owner, { jobId: job.id });
    const voiding = await owner.post(`/api/v1/invoices/${voided.id}/void`, { reason: 'Client disputes the stairs' });
    expect(voiding.status).toBe(200);
    const eventsOf = async (who: TestClient, id: string) =>
      (await json<{ items: InvoiceEvent[] }>(await who.get(`/api/v1/invoices/${id}/events`))).items;
    const detail = (who: TestClient, id: string) => who.get(`/api/v1/invoices/${id}`).then((r) => json<Invoice>(r));

    // The owner keeps the books: the note, who recorded it, where it went, why it was voided.
    expect((await detail(owner, paid.id)).payments[0]).toMatchObject({
      reference: 'Check 1042',
      note: 'Left under the mat',
      userName: 'Oak Invoices Floors owner',
    });
    expect((await detail(owner, voided.id)).voidReason).toBe('Client disputes the stairs');
    const ownerEvents = await eventsOf(owner, paid.id);
    expect(ownerEvents.find((e) => e.type === 'sent')).toMatchObject({
      userName: 'Oak Invoices Floors owner',
      metadata: { to: 'books@client-co.example' },
    });
    expect((await eventsOf(owner, voided.id)).find((e) => e.type === 'voided')!.metadata).toMatchObject({
      reason: 'Client disputes the stairs',
    });

    // The client reads the invoice and what the money did, not the staff's notes, names or addresses.
    const seen = await detail(client, paid.id);
    expect(seen.payments).toEqual([
      expect.objectContaining({
        amountCents: 4000,
        method: 'check',
        reference: null,
        note: null,
        userName: null,
      }),
    ]);
    expect((await detail(client, voided.id)).voidReason).toBeNull();
    const clientEvents = await eventsOf(client, paid.id);
    expect(clientEvents.map((e) => e.type)).toEqual(ownerEvents.map((e) => e.type));
    expect(clientEvents.every((e) => e.userName === null)).toBe(true);
    expect(clientEvents.find((e) => e.type === 'sent')!.metadata).toEqual({});
    // A draft's totals before it was sent are the contractor's work in progress.
    expect(ownerEvents.find((e) => e.type === 'updated')!.metadata).toEqual({ totalCents: 10000 });
    expect(clientEvents.find((e) => e.type === 'updated')!.metadata).toEqual({});
    expect(clientEvents.find((e) => e.type === 'payment')!.metadata).toMatchObject({
      amountCents: 4000,
      method: 'check',
    });
    const clientVoid = (await eventsOf(client, voided.id)).find((e) => e.type === 'voided')!;
    expect(clientVoid.metadata).toEqual({});
    expect(JSON.stringify(await eventsOf(client, voided.id))).not.toContain('Client disputes the stairs');

    // The PDF too, as each reads it; and the private link reads the invoice as its client does.
    const pdfOf = async (who: TestClient) =>
      pdfText(Buffer.from(await (await who.get(`/api/v1/invoices/${voided.id}/pdf`)).arrayBuffer()));
    expect(await pdfOf(owner)).toContain('Client disputes the stairs');
    expect(await pdfOf(client)).not.toContain('Client disputes the stairs');
    const token = await payLink('books@client-co.example');
    const linked = await json<PublicInvoice>(await t.app.request(`/api/v1/invoice-links/${token}`));
    expect(linked.invoice.payments).toEqual([
      expect.objectContaining({ amountCents: 4000, reference: null, note: null, userName: null }),
    ]);
    expect(JSON.stringify(linked)).not.toContain('Check 1042');
    const paidPdf = async (who: TestClient) =>
      pdfText(Buffer.from(await (await who.get(`/api/v1/invoices/${paid.id}/pdf`)).arrayBuffer()));
    expect(await paidPdf(owner)).toContain('Check 1042');
    expect(await paidPdf(client)).not.toContain('Check 1042');
  });
});
