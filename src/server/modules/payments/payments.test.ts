// Online payment through Stripe Checkout (ADR 0031), against the local stand-in that speaks Stripe's
// API and signs its events with the official library's test helper.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { paymentEvents, payments } from '../../db/schema/invoices.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';
import {
  STAND_IN_WEBHOOK_PATH,
  startStripeStandIn,
  type SignedEvent,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';

let t: TestApp;
let standIn: StripeStandIn;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let clientCounter = 0;

/** What Stripe sends: the exact bytes, their signature, no browser headers. */
const postWebhook = (payload: string, headers: Record<string, string> = {}) =>
  t.app.request(STAND_IN_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0', ...headers },
    body: payload,
  });

beforeAll(async () => {
  standIn = await startStripeStandIn({
    send: async (payload, signature) => postWebhook(payload, { 'stripe-signature': signature }),
  });
  t = await startTestApp({
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  });
  owner = await t.newCompany('Payments A');
  other = await t.newCompany('Payments B');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

interface SentInvoice {
  id: string;
  token: string;
  clientEmail: string;
}

/** A sent invoice for `cents`, and the token of the pay link its e-mail carries. */
async function sentInvoice(who: TestClient, cents: number, app: TestApp = t): Promise<SentInvoice> {
  const clientEmail = `payer${++clientCounter}@example.com`;
  const created = await who.post('/api/v1/invoices', {
    from: 'blank',
    title: 'Hardwood install',
    clientName: 'Ana Souza',
    clientEmail,
    lines: [{ kind: 'other', description: 'Install', quantity: '1', unit: '', unitPrice: (cents / 100).toFixed(2) }],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id, totals } = await json<Invoice>(created);
  expect(totals.totalCents).toBe(cents);
  const sent = await who.post(`/api/v1/invoices/${id}/send`, {});
  expect(sent.status, await sent.clone().text()).toBe(200);
  const [mail] = await app.outbox(clientEmail);
  const link = mail?.links.find((l) => l.includes('/invoice/'));
  if (!link) throw new Error(`no pay link e-mailed to ${clientEmail}`);
  return { id, token: link.split('/invoice/')[1]!, clientEmail };
}

/** The client's Pay button on the invoice page: an anonymous POST from the app's own page. */
const checkout = (token: string, app: TestApp = t) =>
  app.app.request(`/api/v1/invoice-links/${token}/checkout`, {
    method: 'POST',
    headers: { origin: app.config.appUrl, [TEST_IP_HEADER]: app.freshIp() },
  });

async function openSession(inv: SentInvoice): Promise<string> {
  const res = await checkout(inv.token);
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = await json<{ url: string }>(res);
  expect(url.startsWith(`${standIn.url}/c/pay/`)).toBe(true);
  return url.split('/').pop()!;
}

const invoiceOf = async (who: TestClient, id: string) => json<Invoice>(await who.get(`/api/v1/invoices/${id}`));
const paymentRows = (invoiceId: string) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const eventRows = (eventId: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
const outcome = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ outcome: string }>(res)).outcome;
};
const deliver = async (event: SignedEvent) => {
  const d = await standIn.deliver(event);
  expect(d.status, d.body).toBe(200);
  return (JSON.parse(d.body) as { outcome: string }).outcome;
};

describe('checkout', () => {
  it('opens a Checkout Session at Stripe for the balance due, with the invoice in its metadata', async () => {
    const inv = await sentInvoice(owner, 123_456);
    const manual = await owner.post(`/api/v1/invoices/${inv.id}/payments`, {
      method: 'check',
      amountCents: 23_456,
    });
    expect(manual.status, await manual.clone().text()).toBe(201);
    const before = standIn.calls.length;

    const sessionId = await openSession(inv);

    const session = standIn.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 100_000,
      currency: 'usd',
      metadata: { companyId: owner.companyId, invoiceId: inv.id },
      client_reference_id: inv.id,
      customer_email: inv.clientEmail,
      success_url: `${t.config.appUrl}/invoice/${inv.token}?paid=1`,
      cancel_url: `${t.config.appUrl}/invoice/${inv.token}`,
    });
    expect(session.line_items).toEqual([
      {
        name: expect.stringMatching(/^INV-\d{4}: Hardwood install$/),
        unit_amount: 100_000,
        quantity: 1,
        currency: 'usd',
      },
    ]);
    const call = standIn.calls.at(-1)!;
    expect(standIn.calls.length).toBe(before + 1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call.authorization).toBe(`Bearer ${standIn.secretKey}`);
    // Opening a session records nothing: only Stripe's event does.
    expect((await invoiceOf(owner, inv.id)).totals.paidCents).toBe(23_456);
  });

  it('refuses an unknown or revoked link, and an invoice with nothing due', async () => {
    expect((await checkout('x'.repeat(43))).status).toBe(404);

    const paid = await sentInvoice(owner, 5_000);
    await owner.post(`/api/v1/invoices/${paid.id}/payments`, { method: 'cash', amountCents: 5_000 });
    const res = await checkout(paid.token);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(INVOICE_MESSAGES.nothingDue);

    const voided = await sentInvoice(owner, 5_000);
    expect((await owner.post(`/api/v1/invoices/${voided.id}/void`, {})).status).toBe(200);
    const gone = await checkout(voided.token);
    expect(gone.status).toBe(404);
    expect((await json<{ message: string }>(gone)).message).toBe(INVOICE_MESSAGES.invalidLink);
  });

  it('says so when Stripe fails, or answers no checkout URL, and nothing is recorded', async () => {
    const inv = await sentInvoice(owner, 9_900);
    standIn.failNextCreate(500);
    const failed = await checkout(inv.token);
    expect(failed.status).toBe(502);
    expect(await json(failed)).toMatchObject({ code: 'APP_ERROR', message: INVOICE_MESSAGES.checkoutFailed });

    standIn.failNextCreate(400);
    const refused = await checkout(inv.token);
    expect(refused.status).toBe(502);
    expect((await json<{ message: string }>(refused)).message).toBe(INVOICE_MESSAGES.checkoutFailed);

    standIn.omitNextUrl();
    const noUrl = await checkout(inv.token);
    expect(noUrl.status).toBe(502);
    expect((await json<{ message: string }>(noUrl)).message).toBe(INVOICE_MESSAGES.checkoutNoUrl);
    expect(await paymentRows(inv.id)).toEqual([]);
  });

  it('the invoice link offers online payment; the company card carries its payment instructions, none here', async () => {
    const inv = await sentInvoice(owner, 4_200);
    const page = await t.app.request(`/api/v1/invoice-links/${inv.token}`, {
      headers: { [TEST_IP_HEADER]: t.freshIp() },
    });
    expect(page.status, await page.clone().text()).toBe(200);
    const body = await json<{ onlinePayment: boolean; company: Record<string, unknown> }>(page);
    expect(body.onlinePayment).toBe(true);
    expect(body.company).toMatchObject({ name: 'Payments A', paymentInstructions: null });
  });

  it('limits the sessions one link may open', async () => {
    const inv = await sentInvoice(owner, 2_500);
    for (let i = 0; i < 10; i++) expect((await checkout(inv.token)).status).toBe(200);
    const res = await checkout(inv.token);
    expect(res.status).toBe(429);
    // Another link is counted on its own.
    expect((await checkout((await sentInvoice(owner, 2_500)).token)).status).toBe(200);
  });
});

describe('the webhook', () => {
  it('refuses a missing signature, a wrong secret, a tampered body and a stale signature, and changes nothing', async () => {
    const inv = await sentInvoice(owner, 40_000);
    const sessionId = await openSession(inv);
    const genuine = standIn.completedEvent(sessionId);

    const noHeader = await postWebhook(genuine.payload);
    expect(noHeader.status).toBe(400);
    expect((await json<{ code: string }>(noHeader)).code).toBe('VALIDATION_ERROR');

    const wrongSecret = standIn.completedEvent(sessionId, { secret: 'whsec_someone_else' });
    expect((await postWebhook(wrongSecret.payload, { 'stripe-signature': wrongSecret.signature })).status).toBe(400);

    const tampered = genuine.payload.replace('"amount_total": 40000', '"amount_total": 4000000');
    expect(tampered).not.toBe(genuine.payload);
    expect((await postWebhook(tampered, { 'stripe-signature': genuine.signature })).status).toBe(400);

    expect((await postWebhook(genuine.payload, { 'stripe-signature': 'garbage' })).status).toBe(400);

    // A genuine event captured and sent again after the library's 5-minute tolerance.
    const stale = standIn.completedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect((await postWebhook(stale.payload, { 'stripe-signature': stale.signature })).status).toBe(400);

    expect(await paymentRows(inv.id)).toEqual([]);
    expect(await eventRows(genuine.id)).toEqual([]);
    const after = await invoiceOf(owner, inv.id);
    expect(after.status).toBe('sent');
    expect(after.totals.paidCents).toBe(0);
  });

  it('records a paid session once: the invoice is paid, the client gets a receipt, the managers a notification', async () => {
    const inv = await sentInvoice(owner, 75_000);
    const sessionId = await openSession(inv);
    const event = standIn.completedEvent(sessionId);

    expect(await deliver(event)).toBe('recorded');

    const rows = await paymentRows(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'payment',
      method: 'online',
      amountCents: 75_000,
      externalId: sessionId,
      userId: null,
    });
    expect(rows[0]!.reference).toMatch(/^pi_test_/);
    const paid = await invoiceOf(owner, inv.id);
    expect(paid.status).toBe('paid');
    expect(paid.totals).toMatchObject({ paidCents: 75_000, balanceCents: 0 });
    expect(paid.paidAt).not.toBeNull();
    expect(await eventRows(event.id)).toHaveLength(1);

    const receipts = (await t.outbox(inv.clientEmail)).filter((m) => m.subject.startsWith('Payment received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('$750.00');

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.userId));
    const received = notes.filter((n) => n.type === 'payment_received' && n.link === `/dashboard/invoices/${inv.id}`);
    expect(received).toHaveLength(1);
    expect(received[0]!.title).toBe('Payment received');

    // Stripe's retry of the same event: acknowledged, nothing more.
    for (let i = 0; i < 3; i++) expect(await deliver(event)).toBe('duplicate');
    expect(await paymentRows(inv.id)).toHaveLength(1);
    expect((await invoiceOf(owner, inv.id)).totals.paidCents).toBe(75_000);
    expect((await t.outbox(inv.clientEmail)).filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('the same event three times at once records one payment', async () => {
    const inv = await sentInvoice(owner, 30_000);
    const event = standIn.completedEvent(await openSession(inv));

    const outcomes = await Promise.all([1, 2, 3].map(() => standIn.deliver(event)));

    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200]);
    expect(outcomes.map((o) => (JSON.parse(o.body) as { outcome: string }).outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'recorded',
    ]);
    expect(await paymentRows(inv.id)).toHaveLength(1);
    expect((await invoiceOf(owner, inv.id)).totals).toMatchObject({ paidCents: 30_000, balanceCents: 0 });
  });

  it('two different events about one session record one payment, one after the other or at once', async () => {
    const one = await sentInvoice(owner, 12_000);
    const sessionOne = await openSession(one);
    expect(await deliver(standIn.completedEvent(sessionOne))).toBe('recorded');
    expect(
      await deliver(standIn.completedEvent(sessionOne, { type: 'checkout.session.async_payment_succeeded' })),
    ).toBe('duplicate');
    expect(await paymentRows(one.id)).toHaveLength(1);

    const two = await sentInvoice(owner, 12_000);
    const sessionTwo = await openSession(two);
    const outcomes = await Promise.all(
      [standIn.completedEvent(sessionTwo), standIn.completedEvent(sessionTwo)].map(deliver),
    );
    expect(outcomes.sort()).toEqual(['duplicate', 'recorded']);
    expect(await paymentRows(two.id)).toHaveLength(1);
    expect((await invoiceOf(owner, two.id)).totals.paidCents).toBe(12_000);
  });

  it('a partial amount leaves the invoice partially paid', async () => {
    const inv = await sentInvoice(owner, 50_000);
    expect(await deliver(standIn.completedEvent(await openSession(inv), { amountTotal: 20_000 }))).toBe('recorded');
    const after = await invoiceOf(owner, inv.id);
    expect(after.status).toBe('partially_paid');
    expect(after.totals).toMatchObject({ paidCents: 20_000, balanceCents: 30_000 });
  });

  it("another company's invoice in the metadata is not found in the tenant's scope: nothing is paid", async () => {
    const inv = await sentInvoice(owner, 8_000);
    const sessionId = await openSession(inv);
    const forged = standIn.completedEvent(sessionId, {
      metadata: { companyId: other.companyId, invoiceId: inv.id },
    });

    const res = await postWebhook(forged.payload, { 'stripe-signature': forged.signature });

    expect(res.status).toBe(404);
    expect(await paymentRows(inv.id)).toEqual([]);
    expect(await eventRows(forged.id)).toEqual([]);
    expect((await invoiceOf(owner, inv.id)).status).toBe('sent');
    // A company that does not exist fares the same.
    const nowhere = standIn.completedEvent(sessionId, {
      metadata: { companyId: '00000000-0000-4000-8000-000000000000', invoiceId: inv.id },
    });
    expect((await postWebhook(nowhere.payload, { 'stripe-signature': nowhere.signature })).status).toBe(404);
    expect(await eventRows(nowhere.id)).toEqual([]);
  });

  it('acknowledges and ignores other events, unpaid sessions and sessions this app did not open', async () => {
    const inv = await sentInvoice(owner, 6_000);
    const sessionId = await openSession(inv);
    const other = standIn.completedEvent(sessionId, { type: 'payment_intent.created' });
    expect(await outcome(await postWebhook(other.payload, { 'stripe-signature': other.signature }))).toBe('ignored');
    const unpaid = standIn.completedEvent(sessionId, { paymentStatus: 'unpaid' });
    expect(await outcome(await postWebhook(unpaid.payload, { 'stripe-signature': unpaid.signature }))).toBe('ignored');
    const foreign = standIn.completedEvent(sessionId, { metadata: { plan: 'pro' } });
    expect(await outcome(await postWebhook(foreign.payload, { 'stripe-signature': foreign.signature }))).toBe(
      'ignored',
    );
    expect(await paymentRows(inv.id)).toEqual([]);
  });

  it('refuses a signature dated ahead of our clock beyond a minute of skew, and records nothing', async () => {
    const inv = await sentInvoice(owner, 41_000);
    const sessionId = await openSession(inv);
    const now = Math.floor(Date.now() / 1000);

    // Signed an hour ahead: the library checks only the age, so this stayed replayable for an hour.
    const ahead = standIn.completedEvent(sessionId, { timestamp: now + 3600 });
    const res = await postWebhook(ahead.payload, { 'stripe-signature': ahead.signature });
    expect(res.status).toBe(400);
    expect((await json<{ code: string }>(res)).code).toBe('VALIDATION_ERROR');
    expect(await eventRows(ahead.id)).toEqual([]);
    expect(await paymentRows(inv.id)).toEqual([]);

    // Half a minute ahead is clock skew between Stripe and us: accepted.
    expect(await deliver(standIn.completedEvent(sessionId, { timestamp: now + 30 }))).toBe('recorded');
  });

  it('acknowledges a signed event whose data or session is null or malformed, without a 500', async () => {
    const inv = await sentInvoice(owner, 7_000);
    const sessionId = await openSession(inv);
    const envelope = (data: unknown) => ({
      id: `evt_test_shape_${++clientCounter}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data,
    });
    for (const data of [
      null,
      { object: null },
      { object: 'cs_test' },
      { object: { id: sessionId, payment_status: 'paid', amount_total: '7000', currency: 'usd' } },
    ]) {
      const event = standIn.signEvent(envelope(data));
      const res = await postWebhook(event.payload, { 'stripe-signature': event.signature });
      expect(await outcome(res), JSON.stringify(data)).toBe('ignored');
      expect(await eventRows(event.id)).toEqual([]);
    }
    expect(await paymentRows(inv.id)).toEqual([]);
  });

  it('does not record a session paid in another currency: 700 yen are not $7.00', async () => {
    const inv = await sentInvoice(owner, 700);
    const event = standIn.completedEvent(await openSession(inv), { currency: 'jpy', amountTotal: 700 });

    expect(await deliver(event)).toBe('ignored');

    expect(await paymentRows(inv.id)).toEqual([]);
    expect(await eventRows(event.id)).toEqual([]);
    expect((await invoiceOf(owner, inv.id)).totals.paidCents).toBe(0);
  });

  it('records at most the balance: an amount of 2^53 − 1 cents pays the invoice, and the rest is flagged for a refund', async () => {
    const inv = await sentInvoice(owner, 50_000);
    const event = standIn.completedEvent(await openSession(inv), { amountTotal: Number.MAX_SAFE_INTEGER });

    expect(await deliver(event)).toBe('recorded');

    const rows = await paymentRows(inv.id);
    expect(rows.map((r) => [r.method, r.amountCents])).toEqual([['online', 50_000]]);
    const after = await invoiceOf(owner, inv.id);
    expect(after.status).toBe('paid');
    expect(after.totals).toMatchObject({ paidCents: 50_000, balanceCents: 0 });
    const notes = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.userId))
    ).filter((n) => n.link === `/dashboard/invoices/${inv.id}`);
    expect(notes.map((n) => n.type)).toEqual(['payment_overpaid']);
    expect(notes[0]!.params).toMatchObject({
      amountCents: Number.MAX_SAFE_INTEGER,
      recordedCents: 50_000,
      excessCents: Number.MAX_SAFE_INTEGER - 50_000,
    });
    expect(notes[0]!.body).toContain('refund');
  });

  it('a check and the card crossed: nothing is due, nothing is recorded, the whole amount is flagged', async () => {
    const inv = await sentInvoice(owner, 20_000);
    const sessionId = await openSession(inv);
    const check = await owner.post(`/api/v1/invoices/${inv.id}/payments`, { method: 'check', amountCents: 20_000 });
    expect(check.status, await check.clone().text()).toBe(201);
    const receipts = async () =>
      (await t.outbox(inv.clientEmail)).filter((m) => m.subject.startsWith('Payment received'));
    const checkReceipts = (await receipts()).length;
    const event = standIn.completedEvent(sessionId);

    expect(await deliver(event)).toBe('flagged');
    expect(await deliver(event)).toBe('duplicate');

    expect((await paymentRows(inv.id)).map((r) => r.method)).toEqual(['check']);
    expect((await invoiceOf(owner, inv.id)).totals).toMatchObject({ paidCents: 20_000, balanceCents: 0 });
    const notes = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, owner.userId))
    ).filter((n) => n.link === `/dashboard/invoices/${inv.id}`);
    expect(notes.map((n) => [n.type, n.params.recordedCents, n.params.excessCents])).toEqual([
      ['payment_overpaid', 0, 20_000],
    ]);
    // No receipt for money that was not recorded (the check had its own).
    expect(await receipts()).toHaveLength(checkReceipts);
  });

  it("the stand-in's hosted page pays like a client: the event reaches the webhook, the browser goes back", async () => {
    const inv = await sentInvoice(owner, 15_000);
    const sessionId = await openSession(inv);
    const page = await fetch(`${standIn.url}/c/pay/${sessionId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay $150.00');

    const pressed = await fetch(`${standIn.url}/c/pay/${sessionId}`, { method: 'POST', redirect: 'manual' });

    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`${t.config.appUrl}/invoice/${inv.token}?paid=1`);
    expect((await invoiceOf(owner, inv.id)).status).toBe('paid');
    expect(await paymentRows(inv.id)).toHaveLength(1);
  });
});

describe('without Stripe', () => {
  let bare: TestApp;
  let bareOwner: TestClient & { companyId: string };
  beforeAll(async () => {
    bare = await startTestApp();
    bareOwner = await bare.newCompany('No Stripe');
  }, 60_000);
  afterAll(() => bare?.close());

  it('the invoice link shows how to pay the company: its instructions, phone and e-mail, no online payment', async () => {
    const instructions = 'Checks payable to No Stripe LLC\n\nZelle: pay@nostripe.example.com';
    const saved = await bareOwner.request('PATCH', '/api/v1/company', {
      body: { phone: '+1 555 0142', email: 'office@nostripe.example.com', paymentInstructions: instructions },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const inv = await sentInvoice(bareOwner, 10_000, bare);

    const page = await bare.app.request(`/api/v1/invoice-links/${inv.token}`, {
      headers: { [TEST_IP_HEADER]: bare.freshIp() },
    });

    expect(page.status, await page.clone().text()).toBe(200);
    expect(await json(page)).toMatchObject({
      onlinePayment: false,
      company: {
        name: 'No Stripe',
        phone: '+1 555 0142',
        email: 'office@nostripe.example.com',
        paymentInstructions: instructions,
      },
      invoice: { totals: { balanceCents: 10_000 } },
    });
  });

  it('checkout is refused with how to pay the contractor, never "contact support"; manual payments still work', async () => {
    const inv = await sentInvoice(bareOwner, 10_000, bare);

    const res = await checkout(inv.token, bare);

    expect(res.status).toBe(409);
    const body = await json<{ code: string; message: string }>(res);
    expect(body).toMatchObject({ code: 'CONFLICT', message: INVOICE_MESSAGES.payCompanyDirectly });
    expect(body.message).not.toMatch(/support/i);
    // Nothing due says so first: there is nothing to pay the contractor either.
    const settled = await sentInvoice(bareOwner, 2_000, bare);
    await bareOwner.post(`/api/v1/invoices/${settled.id}/payments`, { method: 'cash', amountCents: 2_000 });
    expect((await json<{ message: string }>(await checkout(settled.token, bare))).message).toBe(
      INVOICE_MESSAGES.nothingDue,
    );
    const manual = await bareOwner.post(`/api/v1/invoices/${inv.id}/payments`, { method: 'cash', amountCents: 10_000 });
    expect(manual.status).toBe(201);
    expect((await invoiceOf(bareOwner, inv.id)).status).toBe('paid');
  });

  it('the webhook cannot verify anything: 503 with a signature, 400 without', async () => {
    const signed = await bare.app.request(STAND_IN_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      body: '{}',
    });
    expect(signed.status).toBe(503);
    expect((await json<{ message: string }>(signed)).message).toBe(INVOICE_MESSAGES.paymentsNotConfigured);
    const unsigned = await bare.app.request(STAND_IN_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
  });
});
