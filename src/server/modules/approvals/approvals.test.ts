import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AcceptanceRecord,
  ClientDocuments,
  DocumentLink,
  PublicEstimate,
} from '../../../shared/approval-responses.ts';
import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import type { Estimate, EstimateEvent } from '../../../shared/estimate-responses.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import type { Job } from '../../../shared/job-responses.ts';
import type { Lead } from '../../../shared/lead-responses.ts';
import { estimateAcceptances } from '../../db/schema/approvals.ts';
import { profiles } from '../../db/schema/companies.ts';
import { documentLinks } from '../../db/schema/document-links.ts';
import { estimates } from '../../db/schema/estimates.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let signature: string;
let signaturePng: Buffer;

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Written here from the ADR's rule, not imported: sorted keys at every depth, no spaces. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const line = (fields: Record<string, unknown> = {}) => ({
  kind: 'material',
  description: 'Oak plank',
  quantity: '1',
  unit: 'each',
  unitPrice: '1000',
  ...fields,
});

let mailCounter = 0;
const freshEmail = () => `client${++mailCounter}-${randomBytes(3).toString('hex')}@example.com`;

async function newEstimate(fields: Record<string, unknown> = {}, who: TestClient = owner): Promise<Estimate> {
  const res = await who.post('/api/v1/estimates', {
    title: 'Living room floor',
    clientName: 'Maria Silva',
    clientEmail: freshEmail(),
    options: [{ name: 'Estimate', lines: [line()] }],
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Estimate>(res);
}

/** Sends the estimate and returns the token of the link its e-mail carries. */
async function sendForToken(e: Estimate, who: TestClient = owner): Promise<string> {
  const res = await who.post(`/api/v1/estimates/${e.id}/send`, {});
  expect(res.status, await res.clone().text()).toBe(200);
  const [mail] = await t.outbox(e.clientEmail!);
  const url = mail!.links.find((l) => l.includes('/estimate/'))!;
  expect(url).toMatch(/^http:\/\/localhost:3000\/estimate\/[A-Za-z0-9_-]{43}$/);
  return url.slice(url.lastIndexOf('/') + 1);
}

/** A request to the client's link, as their phone sends it. */
function link(
  token: string,
  suffix = '',
  opts: { method?: string; body?: unknown; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.request(`/api/v1/estimate-links/${token}${suffix}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: t.config.appUrl,
      'user-agent': UA,
      [TEST_IP_HEADER]: opts.ip ?? '203.0.113.7',
      ...(opts.body !== undefined && { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
}
const accept = (token: string, body: Record<string, unknown>, ip?: string) =>
  link(token, '/accept', { body: { signerName: 'Maria Silva', signature, optionalLineIds: [], ...body }, ip });
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;
const messageOf = async (res: Response) => (await json<{ message: string }>(res)).message;

async function acceptanceRow(estimateId: string) {
  const [row] = await t.database.db
    .select()
    .from(estimateAcceptances)
    .where(eq(estimateAcceptances.estimateId, estimateId));
  return row;
}

/**
 * Runs `requests` while the test holds the estimates' rows, and lets go once `waiting` transactions
 * wait on them: those then run side by side, as on a busy server (in one process, each signed PDF
 * drawn in turn spaces the requests out).
 */
async function heldUntilWaiting<T>(estimateIds: string[], waiting: number, requests: () => Promise<T>): Promise<T> {
  let running!: Promise<T>;
  await t.database.db.transaction(async (tx) => {
    await tx.select({ id: estimates.id }).from(estimates).where(inArray(estimates.id, estimateIds)).for('update');
    running = requests();
    running.catch(() => {});
    for (let i = 0; i < 500; i++) {
      const { rows } = (await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n >= waiting) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${waiting} transactions came to wait on the estimates`);
  });
  return running;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Maple Approvals Floors');
  other = await t.newCompany('Cedar Approvals Floors');
  signaturePng = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 70 C 60 10, 120 90, 180 30 S 260 60, 290 40" stroke="black" stroke-width="3" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${signaturePng.toString('base64')}`;
});
afterAll(() => t.close());

describe('the link in the e-mail', () => {
  it('is minted when the estimate is sent and written into the e-mail, in English and in Portuguese', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    const [mail] = await t.outbox(e.clientEmail!);
    expect(mail!.text).toContain(`Review and sign online: http://localhost:3000/estimate/${token}`);
    expect(mail!.html).toContain(`http://localhost:3000/estimate/${token}`);

    const provider = await t.addMember(owner.companyId, 'service_provider');
    await t.database.db.update(profiles).set({ language: 'pt' }).where(eq(profiles.userId, provider.userId));
    const pt = await newEstimate({}, provider);
    const ptToken = await sendForToken(pt, provider);
    const [ptMail] = await t.outbox(pt.clientEmail!);
    expect(ptMail!.text).toContain(`Revise e assine online: http://localhost:3000/estimate/${ptToken}`);

    // Kept only as its hash, valid for 30 days.
    const [stored] = await t.database.db
      .select()
      .from(documentLinks)
      .where(eq(documentLinks.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ kind: 'estimate', documentId: e.id, revokedAt: null });
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('opening the link', () => {
  it('shows the estimate without costs; the first visit marks it viewed, once; each visit is counted', async () => {
    const e = await newEstimate({
      notes: 'Furniture moved by the crew',
      terms: '50 % on completion',
      options: [{ name: 'Estimate', lines: [line({ unitCost: '612.34' })] }],
    });
    const token = await sendForToken(e);
    const first = await link(token);
    expect(first.status, await first.clone().text()).toBe(200);
    const text = await first.clone().text();
    expect(text).not.toContain('612.34');
    expect(text).not.toContain('61234');
    const body = await json<PublicEstimate>(first);
    expect(body).toMatchObject({
      company: { name: 'Maple Approvals Floors' },
      estimate: {
        id: e.id,
        displayNumber: e.displayNumber,
        status: 'viewed',
        notes: 'Furniture moved by the crew',
        terms: '50 % on completion',
      },
      acceptance: null,
      depositInvoice: null,
      pdfUrl: `/api/v1/estimate-links/${token}/pdf`,
    });
    expect(body.estimate.options[0]!.lines[0]).toMatchObject({ unitCost: null, costCents: null, marginCents: null });
    expect(body.estimate.options[0]!.totals).toMatchObject({ totalCents: 100000, costCents: null, marginCents: null });
    expect(body.estimate).not.toHaveProperty('clientEmail');
    expect(body.estimate).not.toHaveProperty('revisions');

    const viewedAt = (await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`))).viewedAt;
    expect(viewedAt).not.toBeNull();
    expect((await link(token)).status).toBe(200);
    expect((await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`))).viewedAt).toBe(viewedAt);
    const events = (await json<{ items: EstimateEvent[] }>(await owner.get(`/api/v1/estimates/${e.id}/events`))).items;
    expect(events.map((ev) => ev.type)).toEqual(['created', 'sent', 'viewed']);
    const [stored] = await t.database.db
      .select({ openCount: documentLinks.openCount })
      .from(documentLinks)
      .where(eq(documentLinks.tokenHash, sha256(token)));
    expect(stored!.openCount).toBe(2);
  });

  it('gives the PDF of the estimate as sent before it is accepted, in the page’s language', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    const en = await link(token, '/pdf');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await en.arrayBuffer()));
    expect(text).toContain(e.displayNumber);
    expect(text).toContain('Estimate');
    const pt = await link(token, '/pdf', { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(pdfText(Buffer.from(await pt.arrayBuffer()))).toContain('Orçamento');
  });

  it('refuses a malformed, unknown, other-kind or revoked token (404) and an expired one (410)', async () => {
    expect(await messageOf(await link('not-a-token'))).toBe(APPROVAL_MESSAGES.invalidLink);
    const unknown = await link(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe(APPROVAL_MESSAGES.invalidLink);

    const e = await newEstimate();
    const token = await sendForToken(e);
    // A token of an invoice link, naming this estimate's id: not an estimate link.
    const invoiceToken = randomBytes(32).toString('base64url');
    await t.database.db.insert(documentLinks).values({
      companyId: owner.companyId,
      kind: 'invoice',
      documentId: e.id,
      tokenHash: sha256(invoiceToken),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const wrongKind = await link(invoiceToken);
    expect(wrongKind.status).toBe(404);
    expect(await messageOf(wrongKind)).toBe(APPROVAL_MESSAGES.invalidLink);

    await t.database.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.tokenHash, sha256(token)));
    const expired = await link(token);
    expect(expired.status).toBe(410);
    expect(await messageOf(expired)).toBe(APPROVAL_MESSAGES.expiredLink);
    expect((await accept(token, { optionId: e.options[0]!.id })).status).toBe(410);

    // A member's fresh link works; revoking the estimate's links ends it and every other.
    const fresh = await owner.post(`/api/v1/estimates/${e.id}/links`, {});
    expect(fresh.status).toBe(201);
    const minted = await json<DocumentLink>(fresh);
    const freshToken = minted.url.slice(minted.url.lastIndexOf('/') + 1);
    expect((await link(freshToken)).status).toBe(200);
    const revoke = await owner.post(`/api/v1/estimates/${e.id}/links/revoke`, {});
    // The expired one and the fresh one.
    expect(await json(revoke)).toEqual({ revoked: 2 });
    const revoked = await link(freshToken);
    expect(revoked.status).toBe(404);
    expect(await messageOf(revoked)).toBe(APPROVAL_MESSAGES.invalidLink);
    expect((await accept(freshToken, { optionId: e.options[0]!.id })).status).toBe(404);
  });

  it('mints member links only for a sent estimate of the company', async () => {
    const draft = await newEstimate();
    expect((await owner.post(`/api/v1/estimates/${draft.id}/links`, {})).status).toBe(409);
    await sendForToken(draft);
    expect((await other.post(`/api/v1/estimates/${draft.id}/links`, {})).status).toBe(404);
    expect((await other.post(`/api/v1/estimates/${draft.id}/links/revoke`, {})).status).toBe(404);
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await crew.post(`/api/v1/estimates/${draft.id}/links`, {})).status).toBe(403);
  });
});

describe('accepting', () => {
  it('records exactly what was accepted: snapshot, its SHA-256, the signed PDF and its SHA-256', async () => {
    const e = await newEstimate({
      taxRate: '10',
      notes: 'Baseboards kept',
      terms: 'Warranty: 2 years',
      options: [
        { name: 'Good', lines: [line({ description: 'Laminate', unitPrice: '800' })] },
        {
          name: 'Better',
          lines: [
            line({ description: 'White oak', unitPrice: '1500', unitCost: '900' }),
            line({ description: 'Stair nosing', unitPrice: '200', optional: true }),
            line({ description: 'Floor heating', unitPrice: '3000', optional: true }),
          ],
        },
      ],
    });
    const token = await sendForToken(e);
    const better = e.options[1]!;
    const nosing = better.lines[1]!;
    const res = await accept(
      token,
      { optionId: better.id, optionalLineIds: [nosing.id], signerName: '  Maria da Silva  ' },
      '198.51.100.23',
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json<PublicEstimate>(res);
    // 1500 + 200 = 1700; tax 10 % on materials = 170; total 1870.
    expect(body.estimate).toMatchObject({ status: 'accepted', selectedOptionId: better.id });
    expect(body.acceptance).toMatchObject({
      signerName: 'Maria da Silva',
      optionId: better.id,
      optionalLineIds: [nosing.id],
      totalCents: 187000,
      depositCents: 0,
    });

    const row = (await acceptanceRow(e.id))!;
    expect(row.snapshotSha256).toBe(sha256(canonical(row.snapshot)));
    expect(body.acceptance!.snapshotSha256).toBe(row.snapshotSha256);
    const snapshot = row.snapshot as {
      estimate: Record<string, unknown>;
      company: Record<string, unknown>;
      option: Record<string, unknown>;
      lines: { description: string; amountCents: number }[];
      totals: Record<string, number>;
      signer: Record<string, unknown>;
      acceptedAt: string;
      ip: string;
      userAgent: string;
    };
    expect(snapshot.company).toMatchObject({ name: 'Maple Approvals Floors' });
    expect(snapshot.estimate).toMatchObject({
      number: e.displayNumber,
      title: 'Living room floor',
      clientName: 'Maria Silva',
      notes: 'Baseboards kept',
      terms: 'Warranty: 2 years',
      validUntil: e.validUntil,
    });
    expect(snapshot.option).toEqual({ id: better.id, name: 'Better' });
    expect(snapshot.lines.map((l) => [l.description, l.amountCents])).toEqual([
      ['White oak', 150000],
      ['Stair nosing', 20000],
    ]);
    expect(snapshot.totals).toEqual({
      subtotalCents: 170000,
      discountCents: 0,
      taxCents: 17000,
      totalCents: 187000,
      depositCents: 0,
    });
    expect(snapshot.signer).toEqual({
      name: 'Maria da Silva',
      signatureSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(snapshot).toMatchObject({ ip: '198.51.100.23', userAgent: UA, acceptedAt: row.acceptedAt.toISOString() });
    // No cost in what the client signed: neither the field nor its value, as text or in cents (a
    // random id may well hold the digits 900).
    expect(JSON.stringify(snapshot)).not.toMatch(/unitCost|"900(\.0+)?"|\b90000\b/);
    expect(row).toMatchObject({ ip: '198.51.100.23', userAgent: UA, totalCents: 187000 });

    // The signed PDF: what was taken, nothing else, the signature and the certificate.
    const pdfRes = await link(token, '/pdf');
    expect(pdfRes.status).toBe(200);
    const pdf = Buffer.from(await pdfRes.arrayBuffer());
    expect(sha256(pdf)).toBe(row.pdfSha256);
    const text = pdfText(pdf);
    for (const expected of [
      'Maria da Silva',
      row.snapshotSha256,
      'Certificate of acceptance',
      e.displayNumber,
      'White oak',
      'Stair nosing',
      '$1,870.00',
      '198.51.100.23',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Laminate');
    expect(text).not.toContain('Floor heating');

    // The company's view, verified now, and the files as stored.
    const record = await json<AcceptanceRecord>(await owner.get(`/api/v1/estimates/${e.id}/acceptance`));
    expect(record).toMatchObject({
      signerName: 'Maria da Silva',
      ip: '198.51.100.23',
      userAgent: UA,
      verified: { snapshot: true, pdf: true },
      pdfUrl: `/api/v1/estimates/${e.id}/acceptance/pdf`,
      signatureUrl: `/api/v1/estimates/${e.id}/acceptance/signature`,
    });
    const stored = await owner.get(record.pdfUrl);
    expect(sha256(Buffer.from(await stored.arrayBuffer()))).toBe(row.pdfSha256);
    const sig = await owner.get(record.signatureUrl);
    expect(sig.headers.get('content-type')).toBe('image/png');
    // The signature as sharp drew it again (issue #37): 8-bit RGB on white, its size kept, its stroke
    // there, and the very bytes the snapshot's hash names.
    const drawn = Buffer.from(await sig.arrayBuffer());
    expect(sha256(drawn)).toBe(snapshot.signer.signatureSha256);
    expect(await sharp(drawn).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 100,
      channels: 3,
      depth: 'uchar',
    });
    const { channels } = await sharp(drawn).stats();
    expect(channels[0]!.min).toBeLessThan(40);
    expect(channels[0]!.max).toBe(255);
    expect(signaturePng.equals(drawn)).toBe(false);

    // The estimate: accepted, with its event; the company told in the app and by e-mail; the client's copy.
    const events = (await json<{ items: EstimateEvent[] }>(await owner.get(`/api/v1/estimates/${e.id}/events`))).items;
    expect(events.map((ev) => ev.type)).toEqual(['created', 'sent', 'accepted']);
    const notes = await json<{ items: { type: string; title: string }[] }>(await owner.get('/api/v1/notifications'));
    expect(notes.items[0]).toMatchObject({
      type: 'estimate_accepted',
      title: `Maria da Silva accepted estimate ${e.displayNumber}`,
    });
    const [ownerMail] = await t.outbox(owner.email);
    expect(ownerMail!.subject).toBe(`${e.displayNumber} accepted by Maria da Silva`);
    expect(ownerMail!.text).toContain(`http://localhost:3000/dashboard/estimates/${e.id}`);
    const [copy] = await t.outbox(e.clientEmail!);
    expect(copy!.subject).toBe(`Your signed estimate ${e.displayNumber} from Maple Approvals Floors`);
    expect(copy!.attachments).toEqual([
      expect.objectContaining({ filename: `${e.displayNumber}-signed.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(sha256(Buffer.from(copy!.attachments[0]!.contentBase64, 'base64'))).toBe(row.pdfSha256);
  });

  it('writes the signed PDF in the page’s language', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    const res = await link(token, '/accept', {
      body: { optionId: e.options[0]!.id, signerName: 'João Araújo', signature },
      headers: { cookie: 'floorpro.language=pt' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const text = pdfText(Buffer.from(await (await link(token, '/pdf')).arrayBuffer()));
    expect(text).toContain('Certificado de aceite');
    expect(text).toContain('João Araújo');
    const [copy] = await t.outbox(e.clientEmail!);
    expect(copy!.subject).toBe(`Seu orçamento assinado ${e.displayNumber} de Maple Approvals Floors`);
  });

  it('detects tampering: the database refuses a change, and a change made anyway or a replaced PDF fails verification', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    expect((await accept(token, { optionId: e.options[0]!.id })).status).toBe(200);
    const row = (await acceptanceRow(e.id))!;

    // Even the database's owner cannot change an acceptance: the trigger refuses it.
    await expect(
      t.database.db.execute(sql`update estimate_acceptances set signer_name = 'Someone else' where id = ${row.id}`),
    ).rejects.toThrow();
    expect((await acceptanceRow(e.id))!.signerName).toBe('Maria Silva');

    // With the trigger out of the way, an altered snapshot no longer matches its hash.
    await t.database.db.execute(sql`alter table estimate_acceptances disable trigger estimate_acceptances_no_update`);
    try {
      await t.database.db.execute(
        sql`update estimate_acceptances set snapshot = jsonb_set(snapshot, '{totals,totalCents}', '1') where id = ${row.id}`,
      );
    } finally {
      await t.database.db.execute(sql`alter table estimate_acceptances enable trigger estimate_acceptances_no_update`);
    }
    const altered = await json<AcceptanceRecord>(await owner.get(`/api/v1/estimates/${e.id}/acceptance`));
    expect(altered.verified).toEqual({ snapshot: false, pdf: true });

    // A replaced PDF in storage no longer matches its hash.
    const pdf = (await t.storage.get(row.pdfKey))!;
    await t.storage.put(row.pdfKey, Buffer.concat([Buffer.from(pdf.data), Buffer.from('%%EOF\n')]), 'application/pdf');
    const replaced = await json<AcceptanceRecord>(await owner.get(`/api/v1/estimates/${e.id}/acceptance`));
    expect(replaced.verified).toEqual({ snapshot: false, pdf: false });
  });

  it('checks the option and the optional items, and every field, per field', async () => {
    const e = await newEstimate({
      options: [
        { name: 'Good', lines: [line(), line({ description: 'Trim', unitPrice: '50', optional: true })] },
        { name: 'Better', lines: [line({ unitPrice: '1500' }), line({ description: 'Rug', optional: true })] },
      ],
    });
    const token = await sendForToken(e);
    const [good, better] = e.options as [Estimate['options'][0], Estimate['options'][0]];
    const elsewhere = (await newEstimate()).options[0]!.id;

    const wrongOption = await accept(token, { optionId: elsewhere });
    expect(wrongOption.status).toBe(400);
    expect(await errorsOf(wrongOption)).toEqual({ optionId: APPROVAL_MESSAGES.optionRequired });
    // Another option's optional item, and a line that is not optional at all.
    const wrongItems = await accept(token, {
      optionId: good.id,
      optionalLineIds: [good.lines[1]!.id, better.lines[1]!.id, good.lines[0]!.id],
    });
    expect(await errorsOf(wrongItems)).toEqual({
      'optionalLineIds.1': APPROVAL_MESSAGES.optionalItemInvalid,
      'optionalLineIds.2': APPROVAL_MESSAGES.optionalItemInvalid,
    });
    expect(await errorsOf(await accept(token, { optionId: good.id, signerName: '   ' }))).toEqual({
      signerName: APPROVAL_MESSAGES.nameRequired,
    });
    expect(await errorsOf(await accept(token, { optionId: good.id, signature: '' }))).toEqual({
      signature: APPROVAL_MESSAGES.signatureRequired,
    });
    expect(
      await errorsOf(await accept(token, { optionId: good.id, signature: 'data:image/jpeg;base64,AAAA' })),
    ).toEqual({ signature: APPROVAL_MESSAGES.signatureInvalid });
    const notPng = `data:image/png;base64,${Buffer.from('this is no image at all, only words').toString('base64')}`;
    expect(await errorsOf(await accept(token, { optionId: good.id, signature: notPng }))).toEqual({
      signature: APPROVAL_MESSAGES.signatureInvalid,
    });
    expect(Object.keys(await errorsOf(await accept(token, { optionId: 'nope' })))).toEqual(['optionId']);
    // None of it was recorded.
    expect(await acceptanceRow(e.id)).toBeUndefined();
    expect((await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`))).status).toBe('sent');
  });

  it('accepts once: a second acceptance, one after the other or at the same moment, gets 409', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    expect((await accept(token, { optionId: e.options[0]!.id })).status).toBe(200);
    const again = await accept(token, { optionId: e.options[0]!.id });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(APPROVAL_MESSAGES.alreadyAnswered);
    const decline = await link(token, '/decline', { body: {} });
    expect(decline.status).toBe(409);

    const both = await newEstimate();
    const bothToken = await sendForToken(both);
    const results = await Promise.all([
      accept(bothToken, { optionId: both.options[0]!.id, signerName: 'First' }),
      accept(bothToken, { optionId: both.options[0]!.id, signerName: 'Second' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select({ id: estimateAcceptances.id })
      .from(estimateAcceptances)
      .where(eq(estimateAcceptances.estimateId, both.id));
    expect(rows).toHaveLength(1);
    // The loser's files were removed with it: only the winner's remain.
    const files = await t.storage.list(`acceptances/${owner.companyId}/${both.id}/`);
    expect(files).toHaveLength(2);
  });

  it('refuses an expired estimate and a replaced revision', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    await t.database.db.update(estimates).set({ validUntil: '2020-01-01' }).where(eq(estimates.id, e.id));
    const view = await json<PublicEstimate>(await link(token));
    expect(view.estimate.status).toBe('expired');
    const expired = await accept(token, { optionId: e.options[0]!.id });
    expect(expired.status).toBe(409);
    expect(await messageOf(expired)).toBe(APPROVAL_MESSAGES.expired);

    const s = await newEstimate();
    const sToken = await sendForToken(s);
    expect((await owner.post(`/api/v1/estimates/${s.id}/revisions`, {})).status).toBe(201);
    // The revision revoked the old revision's links…
    const revoked = await link(sToken);
    expect(revoked.status).toBe(404);
    // …and one used in the moment between (revoked after it was opened) meets the replaced estimate.
    await t.database.db
      .update(documentLinks)
      .set({ revokedAt: null })
      .where(eq(documentLinks.tokenHash, sha256(sToken)));
    const superseded = await link(sToken);
    expect(superseded.status).toBe(409);
    expect(await messageOf(superseded)).toBe(APPROVAL_MESSAGES.superseded);
    const late = await accept(sToken, { optionId: s.options[0]!.id });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(APPROVAL_MESSAGES.superseded);
  });

  it('wins the lead: proposal_accepted, and a job made by the conversion with the accepted total', async () => {
    const email = freshEmail();
    const lead = await json<Lead>(await owner.post('/api/v1/leads', { name: 'Carla Mendes', email }));
    const e = await newEstimate({
      leadId: lead.id,
      clientName: undefined,
      clientEmail: undefined,
      title: 'Basement LVP',
      options: [{ name: 'Estimate', lines: [line({ unitPrice: '2499.99' })] }],
    });
    const token = await sendForToken(e);
    expect((await json<Lead>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('proposal_sent');
    expect((await accept(token, { optionId: e.options[0]!.id, signerName: 'Carla Mendes' })).status).toBe(200);

    expect((await json<Lead>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('proposal_accepted');
    const accepted = await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`));
    expect(accepted.jobId).not.toBeNull();
    const job = await json<Job>(await owner.get(`/api/v1/jobs/${accepted.jobId}`));
    expect(job).toMatchObject({ leadId: lead.id, title: 'Basement LVP', clientEmail: email, totalCents: 249_999 });
    const feed = await json<{ items: { title: string }[] }>(await owner.get(`/api/v1/jobs/${job.id}/updates`));
    expect(feed.items.map((u) => u.title)).toContain(`Estimate ${e.displayNumber} accepted`);
    // The member's own conversion now finds the job made.
    expect((await owner.post(`/api/v1/leads/${lead.id}/convert`, {})).status).toBe(409);
  });

  it('converts the lead once when several of its estimates are accepted at the same moment, and answers each 200', async () => {
    const lead = await json<Lead>(await owner.post('/api/v1/leads', { name: 'Rita Nunes', email: freshEmail() }));
    const rooms: Estimate[] = [];
    const tokens: string[] = [];
    for (const title of ['Kitchen', 'Hallway', 'Bedroom']) {
      const e = await newEstimate({ leadId: lead.id, clientName: undefined, clientEmail: undefined, title });
      rooms.push(e);
      tokens.push(await sendForToken(e));
    }
    // Each record transaction meets the others' before any has converted the lead: the conversion must queue them, not refuse two.
    const results = await heldUntilWaiting(
      rooms.map((e) => e.id),
      rooms.length,
      () => Promise.all(tokens.map((token, i) => accept(token, { optionId: rooms[i]!.options[0]!.id }))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const made = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.leadId, lead.id));
    expect(made).toHaveLength(1);
    for (const e of rooms) {
      expect((await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`))).jobId).toBe(made[0]!.id);
    }
    expect((await json<Lead>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('proposal_accepted');
  });

  it("updates the estimate's job: its amount becomes the accepted total, and its feed says so", async () => {
    const created = await owner.post('/api/v1/jobs', { title: 'Hallway tile', totalCents: 10_000 });
    expect(created.status, await created.clone().text()).toBe(201);
    const job = await json<Job>(created);
    const e = await newEstimate({ jobId: job.id, clientEmail: freshEmail() });
    const token = await sendForToken(e);
    expect((await accept(token, { optionId: e.options[0]!.id })).status).toBe(200);
    const updated = await json<Job>(await owner.get(`/api/v1/jobs/${job.id}`));
    expect(updated.totalCents).toBe(100_000);
    const feed = await json<{ items: { title: string }[] }>(await owner.get(`/api/v1/jobs/${job.id}/updates`));
    expect(feed.items[0]!.title).toBe(`Estimate ${e.displayNumber} accepted`);
    // No second job: the estimate keeps the one it had.
    const same = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, owner.companyId), eq(jobs.title, 'Hallway tile')));
    expect(same).toEqual([{ id: job.id }]);
    expect((await json<Estimate>(await owner.get(`/api/v1/estimates/${e.id}`))).jobId).toBe(job.id);
  });

  it('issues the deposit invoice when the estimate asks for one, and shows it to pay', async () => {
    const e = await newEstimate({ deposit: { kind: 'percent', percent: '30' } });
    const token = await sendForToken(e);
    const res = await accept(token, { optionId: e.options[0]!.id });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json<PublicEstimate>(res);
    expect(body.acceptance).toMatchObject({ totalCents: 100000, depositCents: 30000 });
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.estimateId, e.id), eq(invoices.kind, 'deposit')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ totalCents: 30000, clientEmail: e.clientEmail });
    expect(body.depositInvoice).toMatchObject({ totalCents: 30000, balanceCents: 30000 });
    expect(body.depositInvoice!.url).toMatch(/^http:\/\/localhost:3000\/invoice\/[A-Za-z0-9_-]{43}$/);
    const mails = await t.outbox(e.clientEmail!);
    expect(mails.some((m) => m.links.some((l) => l.includes('/invoice/')))).toBe(true);
  });

  it('without online payment, the page carries how to pay the company for its deposit (issue #38)', async () => {
    const instructions = 'Checks payable to Maple Approvals Floors\nor a transfer: routing 011000015, account 1234';
    const saved = await owner.request('PATCH', '/api/v1/company', {
      body: { phone: '+1 555 0123', email: 'billing@maple.example.com', paymentInstructions: instructions },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const e = await newEstimate({ deposit: { kind: 'percent', percent: '30' } });
    const token = await sendForToken(e);
    // This server has no Stripe: before and after accepting, the answer says so.
    expect((await json<PublicEstimate>(await link(token))).onlinePayment).toBe(false);
    const accepted = await json<PublicEstimate>(await accept(token, { optionId: e.options[0]!.id }));

    expect(accepted.onlinePayment).toBe(false);
    expect(accepted.depositInvoice).toMatchObject({ balanceCents: 30000 });
    expect(accepted.company).toMatchObject({
      name: 'Maple Approvals Floors',
      phone: '+1 555 0123',
      email: 'billing@maple.example.com',
      paymentInstructions: instructions,
    });
    // Another company's instructions never show on this company's page.
    await other.request('PATCH', '/api/v1/company', { body: { paymentInstructions: 'Pay Cedar instead' } });
    expect((await json<PublicEstimate>(await link(token))).company.paymentInstructions).toBe(instructions);
  });
});

describe('the deposit’s pay link on the estimate’s page', () => {
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const invoiceLink = (token: string, suffix = '', method = 'GET') =>
    t.app.request(`/api/v1/invoice-links/${token}${suffix}`, {
      method,
      headers: { origin: t.config.appUrl, [TEST_IP_HEADER]: t.freshIp() },
    });
  const linkRow = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(documentLinks)
        .where(eq(documentLinks.tokenHash, sha256(token)))
    )[0]!;

  /** An estimate with a 30 % deposit, accepted through its e-mailed link: the page's pay link and the deposit. */
  async function acceptedWithDeposit() {
    const e = await newEstimate({ deposit: { kind: 'percent', percent: '30' } });
    const token = await sendForToken(e);
    const res = await accept(token, { optionId: e.options[0]!.id });
    expect(res.status, await res.clone().text()).toBe(200);
    const payToken = tokenOf((await json<PublicEstimate>(res)).depositInvoice!.url);
    const [deposit] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.estimateId, e.id), eq(invoices.kind, 'deposit')));
    return { e, token, payToken, depositId: deposit!.id };
  }

  it('is one link, the same at every load: loading the page writes no link', async () => {
    const { token, payToken, depositId } = await acceptedWithDeposit();
    const links = () =>
      t.database.db
        .select({ id: documentLinks.id })
        .from(documentLinks)
        .where(and(eq(documentLinks.kind, 'invoice'), eq(documentLinks.documentId, depositId)));
    const before = await links();
    const shown = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const page = await link(token);
      expect(page.status).toBe(200);
      shown.add(tokenOf((await json<PublicEstimate>(page)).depositInvoice!.url));
    }
    expect([...shown]).toEqual([payToken]);
    expect(await links()).toHaveLength(before.length);
    const opened = await invoiceLink(payToken);
    expect(opened.status, await opened.clone().text()).toBe(200);
  });

  it('is hidden when it no longer opens (keyed under another secret), and sending the deposit again re-keys it', async () => {
    const { token, payToken, depositId } = await acceptedWithDeposit();
    await t.database.db
      .update(documentLinks)
      .set({ tokenHash: sha256(randomBytes(32).toString('base64url')) })
      .where(eq(documentLinks.tokenHash, sha256(payToken)));
    expect((await json<PublicEstimate>(await link(token))).depositInvoice).toBeNull();
    expect((await owner.post(`/api/v1/invoices/${depositId}/send`, {})).status).toBe(200);
    const shown = (await json<PublicEstimate>(await link(token))).depositInvoice!;
    expect(tokenOf(shown.url)).toBe(payToken);
    expect((await invoiceLink(payToken)).status).toBe(200);
  });

  it('ends with the estimate’s link: revoked with it, and never valid past it', async () => {
    const { e, token, payToken } = await acceptedWithDeposit();
    expect((await invoiceLink(payToken)).status).toBe(200);
    expect((await linkRow(payToken)).expiresAt.getTime()).toBeLessThanOrEqual(
      (await linkRow(token)).expiresAt.getTime(),
    );

    // The estimate's own link is counted; what was derived from it goes with it.
    expect(await json(await owner.post(`/api/v1/estimates/${e.id}/links/revoke`, {}))).toEqual({ revoked: 1 });
    for (const [suffix, method] of [
      ['', 'GET'],
      ['/pdf', 'GET'],
      ['/checkout', 'POST'],
    ] as const) {
      const refused = await invoiceLink(payToken, suffix, method);
      expect(refused.status, `${method} ${suffix}`).toBe(404);
    }
    // The deposit's own e-mail carried a link of its own: the client's copy, not the page's.
    const mailed = (await t.outbox(e.clientEmail!)).flatMap((m) => m.links).find((l) => l.includes('/invoice/'))!;
    expect((await invoiceLink(tokenOf(mailed))).status).toBe(200);

    // The estimate's link expiring ends the page's pay link too, even if the child's own row said otherwise.
    const later = await acceptedWithDeposit();
    await t.database.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.tokenHash, sha256(later.token)));
    await t.database.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(documentLinks.tokenHash, sha256(later.payToken)));
    expect((await invoiceLink(later.payToken)).status).toBe(410);
  });
});

describe('declining', () => {
  it('records the reason and the event, tells the company, and closes the estimate to answers', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    const res = await link(token, '/decline', { body: { reason: 'We decided to wait until spring.' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<PublicEstimate>(res)).estimate).toMatchObject({
      status: 'declined',
      declineReason: 'We decided to wait until spring.',
    });
    const events = (await json<{ items: EstimateEvent[] }>(await owner.get(`/api/v1/estimates/${e.id}/events`))).items;
    expect(events.at(-1)).toMatchObject({ type: 'declined', metadata: { reason: 'We decided to wait until spring.' } });
    const notes = await json<{ items: { type: string; title: string }[] }>(await owner.get('/api/v1/notifications'));
    expect(notes.items[0]).toMatchObject({
      type: 'estimate_declined',
      title: `Maria Silva declined estimate ${e.displayNumber}`,
    });
    const late = await accept(token, { optionId: e.options[0]!.id });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(APPROVAL_MESSAGES.alreadyAnswered);
    const tooLong = await link(token, '/decline', { body: { reason: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(await errorsOf(tooLong))).toEqual(['reason']);
  });

  it('limits answers per link', async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    const elsewhere = (await newEstimate()).options[0]!.id;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await accept(token, { optionId: elsewhere })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await link(token, '/decline', { body: {} })).status).toBe(429);
  });
});

describe('the company’s side', () => {
  it("keeps another company's ids out (404) and answers 404 before any acceptance", async () => {
    const e = await newEstimate();
    const token = await sendForToken(e);
    expect((await owner.get(`/api/v1/estimates/${e.id}/acceptance`)).status).toBe(404);
    expect((await accept(token, { optionId: e.options[0]!.id })).status).toBe(200);
    for (const path of ['acceptance', 'acceptance/pdf', 'acceptance/signature']) {
      expect((await other.get(`/api/v1/estimates/${e.id}/${path}`)).status).toBe(404);
      expect((await owner.get(`/api/v1/estimates/${e.id}/${path}`)).status).toBe(200);
    }
  });
});

describe('the client portal', () => {
  it("lists only the caller's own documents, and mints links to them only", async () => {
    const client = await t.addMember(owner.companyId, 'client');
    const someoneElse = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', { title: 'Client kitchen', clientId: client.userId, clientEmail: freshEmail() }),
    );
    const mine = await newEstimate({
      jobId: job.id,
      clientEmail: undefined,
      deposit: { kind: 'amount', cents: 25000 },
    });
    expect(mine.clientEmail).toBe(job.clientEmail);
    const draft = await newEstimate({ jobId: job.id, title: 'Draft for the client' });
    const notMine = await newEstimate();
    const token = await sendForToken(mine);
    await sendForToken(notMine);
    expect((await accept(token, { optionId: mine.options[0]!.id })).status).toBe(200);

    const docs = await json<ClientDocuments>(await client.get('/api/v1/client-portal/documents'));
    expect(docs.estimates.map((d) => d.id)).toEqual([mine.id]);
    expect(docs.estimates[0]).toMatchObject({
      status: 'accepted',
      totalCents: 100000,
      displayNumber: mine.displayNumber,
    });
    expect(docs.invoices).toHaveLength(1);
    expect(docs.invoices[0]).toMatchObject({ totalCents: 25000, balanceCents: 25000 });
    expect(['sent', 'viewed']).toContain(docs.invoices[0]!.status);
    expect(docs.estimates.map((d) => d.id)).not.toContain(draft.id);
    // Overdue is read off the due date, never stored.
    await t.database.db
      .update(invoices)
      .set({ issueDate: '2020-01-01', dueDate: '2020-01-15' })
      .where(eq(invoices.id, docs.invoices[0]!.id));
    const later = await json<ClientDocuments>(await client.get('/api/v1/client-portal/documents'));
    expect(later.invoices[0]).toMatchObject({ status: 'overdue', dueDate: '2020-01-15', balanceCents: 25000 });

    const theirs = await json<ClientDocuments>(await someoneElse.get('/api/v1/client-portal/documents'));
    expect(theirs).toEqual({ estimates: [], invoices: [] });

    const estimateLink = await client.post(`/api/v1/client-portal/estimates/${mine.id}/link`, {});
    expect(estimateLink.status).toBe(201);
    const minted = await json<DocumentLink>(estimateLink);
    const opened = await json<PublicEstimate>(await link(minted.url.slice(minted.url.lastIndexOf('/') + 1)));
    expect(opened.acceptance).not.toBeNull();
    const invoiceLink = await client.post(`/api/v1/client-portal/invoices/${docs.invoices[0]!.id}/link`, {});
    expect(invoiceLink.status).toBe(201);
    expect((await json<DocumentLink>(invoiceLink)).url).toMatch(/\/invoice\/[A-Za-z0-9_-]{43}$/);

    for (const path of [
      `/api/v1/client-portal/estimates/${notMine.id}/link`,
      `/api/v1/client-portal/estimates/${draft.id}/link`,
    ]) {
      expect((await client.post(path, {})).status).toBe(404);
    }
    expect((await someoneElse.post(`/api/v1/client-portal/estimates/${mine.id}/link`, {})).status).toBe(404);
    expect((await someoneElse.post(`/api/v1/client-portal/invoices/${docs.invoices[0]!.id}/link`, {})).status).toBe(
      404,
    );
    expect((await other.post(`/api/v1/client-portal/estimates/${mine.id}/link`, {})).status).toBe(404);
    const crew = await t.addMember(owner.companyId, 'field_team');
    expect((await crew.get('/api/v1/client-portal/documents')).status).toBe(403);
  });

  it('gives a signed-in client the same live link at each ask, and no link to a void invoice', async () => {
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', { title: 'Client porch', clientId: client.userId, clientEmail: freshEmail() }),
    );
    const e = await newEstimate({ jobId: job.id, clientEmail: undefined, deposit: { kind: 'amount', cents: 25000 } });
    expect((await accept(await sendForToken(e), { optionId: e.options[0]!.id })).status).toBe(200);
    const [invoice] = (await json<ClientDocuments>(await client.get('/api/v1/client-portal/documents'))).invoices;

    const urls: Record<string, string> = {};
    for (const [kind, id] of [
      ['estimate', e.id],
      ['invoice', invoice!.id],
    ] as const) {
      const asked = [];
      for (let i = 0; i < 3; i++) {
        const res = await client.post(`/api/v1/client-portal/${kind}s/${id}/link`, {});
        expect(res.status).toBe(201);
        asked.push((await json<DocumentLink>(res)).url);
      }
      expect(new Set(asked).size, kind).toBe(1);
      urls[kind] = asked[0]!;
      const rows = await t.database.db
        .select({ id: documentLinks.id })
        .from(documentLinks)
        .where(
          and(
            eq(documentLinks.documentId, id),
            eq(documentLinks.createdBy, client.userId),
            isNull(documentLinks.parentId),
          ),
        );
      expect(rows, kind).toHaveLength(1);
    }
    // The estimate's page through the portal's link offers the deposit to pay.
    const page = await json<PublicEstimate>(await link(urls.estimate!.slice(urls.estimate!.lastIndexOf('/') + 1)));
    expect(page.depositInvoice).toMatchObject({ balanceCents: 25000 });

    expect((await owner.post(`/api/v1/invoices/${invoice!.id}/void`, { reason: 'Wrong amount' })).status).toBe(200);
    const refused = await client.post(`/api/v1/client-portal/invoices/${invoice!.id}/link`, {});
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(INVOICE_MESSAGES.isVoid);
  });
});

describe('what a crew or a client reads of an acceptance (issue #37)', () => {
  it('keeps where and with what the client signed for those who may write estimates', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const client = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', {
        title: 'Signed on site',
        clientId: client.userId,
        clientEmail: freshEmail(),
        crewIds: [crew.userId],
      }),
    );
    const e = await newEstimate({ jobId: job.id, clientEmail: undefined });
    const token = await sendForToken(e);
    expect((await accept(token, { optionId: e.options[0]!.id }, '198.51.100.41')).status).toBe(200);
    const record = async (who: TestClient) =>
      json<AcceptanceRecord>(await who.get(`/api/v1/estimates/${e.id}/acceptance`));

    expect(await record(owner)).toMatchObject({ signerName: 'Maria Silva', ip: '198.51.100.41', userAgent: UA });
    for (const who of [crew, client]) {
      const seen = await record(who);
      expect(seen).toMatchObject({ signerName: 'Maria Silva', ip: null, userAgent: null });
      expect(seen.verified).toEqual({ snapshot: true, pdf: true });
    }
  });
});

describe('who downloads the signed copy (issue #37)', () => {
  it('gives the signed PDF and the signature to the staff and to the estimate’s client, never to a crew', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const client = await t.addMember(owner.companyId, 'client');
    const anotherClient = await t.addMember(owner.companyId, 'client');
    const job = await json<Job>(
      await owner.post('/api/v1/jobs', {
        title: 'Signed copy',
        clientId: client.userId,
        clientEmail: freshEmail(),
        crewIds: [crew.userId],
      }),
    );
    const e = await newEstimate({ jobId: job.id, clientEmail: undefined });
    const token = await sendForToken(e);
    // Before the acceptance the crew is refused too: the files are not theirs, whether or not they exist.
    expect((await crew.get(`/api/v1/estimates/${e.id}/acceptance/pdf`)).status).toBe(403);
    expect((await accept(token, { optionId: e.options[0]!.id }, '198.51.100.52')).status).toBe(200);
    const row = (await acceptanceRow(e.id))!;
    const file = (who: TestClient, which: 'pdf' | 'signature') =>
      who.get(`/api/v1/estimates/${e.id}/acceptance/${which}`);

    // The company and the client who signed: their signed copy, as stored.
    for (const who of [owner, client]) {
      const pdf = await file(who, 'pdf');
      expect(pdf.status).toBe(200);
      expect(sha256(Buffer.from(await pdf.arrayBuffer()))).toBe(row.pdfSha256);
      const sig = await file(who, 'signature');
      expect(sig.status).toBe(200);
      expect(sig.headers.get('content-type')).toBe('image/png');
    }
    // The crew sees the estimate and who signed it, but not the certificate (the client's IP and device).
    expect((await crew.get(`/api/v1/estimates/${e.id}`)).status).toBe(200);
    expect((await crew.get(`/api/v1/estimates/${e.id}/acceptance`)).status).toBe(200);
    for (const which of ['pdf', 'signature'] as const) {
      const refused = await file(crew, which);
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('198.51.100.52');
      // Whoever does not see the estimate learns nothing of it (404).
      expect((await file(anotherClient, which)).status).toBe(404);
      expect((await file(other, which)).status).toBe(404);
    }
  });
});
