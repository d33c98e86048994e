// Issue #38: invoices made from an accepted estimate carry their share of its sales tax, the final one
// is itemised with the invoices before it as credits, a revision accepted again bills only what is
// left, and an invoice of 0 is paid when sent. Figures worked by hand in ADR 0042.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../../shared/days.ts';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type { ProfitAndLoss, SalesTax } from '../../../shared/financial-responses.ts';
import type { EstimateBilling, Invoice, InvoicePage } from '../../../shared/invoice-responses.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestApp;

/**
 * Oak $487.00 (material, taxed at 8 %: $38.96) and install $600.00 (labor, untaxed), deposit 30 %:
 * subtotal 1,087.00, taxable 487.00, total 1,125.96, deposit 337.79. Sent and accepted by hand.
 */
const estimateBody = (oakPrice = '487') => ({
  title: 'Bedroom oak',
  clientName: 'Beatriz Lima',
  clientEmail: 'beatriz@example.com',
  siteAddress: '12 Oak St',
  taxRate: '8',
  taxAppliesTo: 'materials',
  deposit: { kind: 'percent', percent: '30' },
  options: [
    {
      name: 'Oak',
      lines: [
        { kind: 'material', description: 'Oak plank', quantity: '1', unit: 'each', unitPrice: oakPrice },
        { kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: '600' },
      ],
    },
  ],
});

async function acceptedEstimate(who: TestClient, fields: Record<string, unknown> = {}): Promise<Estimate> {
  const created = await who.post('/api/v1/estimates', { ...estimateBody(), ...fields });
  expect(created.status, await created.clone().text()).toBe(201);
  return accept(who, await json<Estimate>(created));
}

async function accept(who: TestClient, estimate: Estimate): Promise<Estimate> {
  expect((await who.post(`/api/v1/estimates/${estimate.id}/send`, {})).status).toBe(200);
  const answered = await who.post(`/api/v1/estimates/${estimate.id}/answer`, {
    status: 'accepted',
    optionId: estimate.options[0]!.id,
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
  return json<Estimate>(answered);
}

async function bill(who: TestClient, estimateId: string, kind: string, extra: Record<string, unknown> = {}) {
  const res = await who.post('/api/v1/invoices', { from: 'estimate', estimateId, kind, ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  const invoice = await json<Invoice>(res);
  const sent = await who.post(`/api/v1/invoices/${invoice.id}/send`, {});
  expect(sent.status, await sent.clone().text()).toBe(200);
  return json<Invoice>(sent);
}

const billing = async (who: TestClient, estimateId: string) =>
  json<EstimateBilling>(await who.get(`/api/v1/estimates/${estimateId}/billing`));

const sum = (
  invoices: Invoice[],
  figure: 'subtotalCents' | 'discountCents' | 'taxableCents' | 'taxCents' | 'totalCents',
) => invoices.reduce((n, i) => n + i.totals[figure], 0);

const today = () => dayInZone(new Date(), 'America/New_York');
const range = () => `from=${today().slice(0, 8)}01&to=${today()}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('invoices from a taxed estimate', () => {
  it('billed once or as deposit + two progress + final, give the same sums and the same sales tax report', async () => {
    const once = await t.newCompany('Once Floors');
    const split = await t.newCompany('Split Floors');

    const a = await acceptedEstimate(once);
    const whole = await bill(once, a.id, 'final');
    expect(whole.totals).toMatchObject({
      subtotalCents: 108700,
      discountCents: 0,
      taxableCents: 48700,
      taxCents: 3896,
      totalCents: 112596,
    });

    const b = await acceptedEstimate(split);
    const deposit = await bill(split, b.id, 'deposit');
    // 30 % of 1,125.96 = 337.79, of which tax 38.96 × 337.79 ÷ 1,125.96 = 11.69 on 146.10 of oak.
    expect(deposit.totals).toMatchObject({
      subtotalCents: 32610,
      taxableCents: 14610,
      taxCents: 1169,
      totalCents: 33779,
    });
    expect(deposit.lines).toHaveLength(1);
    expect(deposit.lines[0]).toMatchObject({ kind: 'other', unitPrice: '326.1000', taxable: true, amountCents: 32610 });
    const first = await bill(split, b.id, 'progress', { percent: '25', milestone: 'Subfloor' });
    // Progress invoices say which share they bill, and how much is billed to date (30 + 25 %).
    expect(first.lines[0]!.description).toBe('Subfloor: 25 % of EST-0001 Bedroom oak (55 % billed to date)');
    expect(first.totals.totalCents).toBe(28149); // 25 % of 1,125.96 = 281.49
    const second = await bill(split, b.id, 'progress', { percent: '25' });
    const final = await bill(split, b.id, 'final');
    const invoices = [deposit, first, second, final];
    for (const figure of ['subtotalCents', 'discountCents', 'taxableCents', 'taxCents', 'totalCents'] as const) {
      expect(sum(invoices, figure), figure).toBe(whole.totals[figure]);
    }
    for (const i of invoices) {
      expect(i.totals.totalCents).toBe(i.totals.subtotalCents - i.totals.discountCents + i.totals.taxCents);
    }

    // The final lists the accepted lines with the estimate's tax, and credits the three before it.
    expect(final.lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ['material', 'Oak plank', 48700],
      ['labor', 'Install', 60000],
    ]);
    expect(final.accepted).toEqual({
      subtotalCents: 108700,
      discountCents: 0,
      taxableCents: 48700,
      taxCents: 3896,
      totalCents: 112596,
    });
    expect(final.credits.map((c) => [c.displayNumber, c.kind, c.totalCents])).toEqual([
      [deposit.displayNumber, 'deposit', deposit.totals.totalCents],
      [first.displayNumber, 'progress', first.totals.totalCents],
      [second.displayNumber, 'progress', second.totals.totalCents],
    ]);
    expect(final.totals.totalCents).toBe(112596 - sum([deposit, first, second], 'totalCents'));
    expect(whole.credits).toEqual([]);

    // The sales tax report and the P&L read the one invoice and the four the same way.
    const tax = async (who: TestClient) =>
      (await json<SalesTax>(await who.get(`/api/v1/financials/reports/sales-tax?${range()}`))).totals;
    expect(await tax(once)).toEqual({ invoiceCount: 1, salesCents: 108700, taxableSalesCents: 48700, taxCents: 3896 });
    expect(await tax(split)).toEqual({ invoiceCount: 4, salesCents: 108700, taxableSalesCents: 48700, taxCents: 3896 });
    const revenue = async (who: TestClient) =>
      (await json<ProfitAndLoss>(await who.get(`/api/v1/financials/reports/profit-and-loss?${range()}`))).totals
        .revenueCents;
    expect(await revenue(once)).toBe(108700);
    expect(await revenue(split)).toBe(108700);
  });

  it('spreads a discount over the invoices too; the PDF of a final prints the credits and how to pay', async () => {
    const who = await t.newCompany('Discount Floors');
    const e = await acceptedEstimate(who, { discount: { kind: 'percent', percent: '10' } });
    // 10 % of 1,087.00 = 108.70 off, spread: oak 48.70, install 60.00; tax 8 % of 438.30 = 35.06.
    const deposit = await bill(who, e.id, 'deposit');
    const final = await bill(who, e.id, 'final');
    expect(final.accepted).toEqual({
      subtotalCents: 108700,
      discountCents: 10870,
      taxableCents: 43830,
      taxCents: 3506,
      totalCents: 101336,
    });
    expect(sum([deposit, final], 'discountCents')).toBe(10870);
    expect(sum([deposit, final], 'taxCents')).toBe(3506);
    expect(sum([deposit, final], 'totalCents')).toBe(101336);
    expect(deposit.discount).toEqual({ kind: 'amount', cents: deposit.totals.discountCents, percent: null });

    const instructions = 'Checks to Discount Floors LLC\nZelle: pay@discount.example';
    const saved = await who.request('PATCH', '/api/v1/company', { body: { paymentInstructions: instructions } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const pdf = await who.get(`/api/v1/invoices/${final.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Accepted total');
    expect(text).toContain(`Less ${deposit.displayNumber} (deposit)`);
    expect(text).toContain('This invoice');
    // A balance is due: the PDF says how to pay the company, as its settings say.
    expect(text).toContain('How to pay');
    expect(text).toContain('Zelle: pay@discount.example');
  });
});

describe('a revised estimate', () => {
  it('accepted again bills only what is left over all its revisions; the superseded one bills nothing', async () => {
    const who = await t.newCompany('Revision Floors');
    const first = await acceptedEstimate(who);
    await bill(who, first.id, 'deposit');
    await bill(who, first.id, 'final');
    expect((await billing(who, first.id)).remainingCents).toBe(0);

    const revised = await json<Estimate>(await who.post(`/api/v1/estimates/${first.id}/revisions`, {}));
    // A revision in the works: the first one may no longer be billed, and the revision not yet.
    const blocked = await who.post('/api/v1/invoices', { from: 'estimate', estimateId: first.id, kind: 'final' });
    expect(blocked.status).toBe(409);
    expect((await json<{ message: string }>(blocked)).message).toBe(INVOICE_MESSAGES.estimateSuperseded);
    expect(await billing(who, first.id)).toMatchObject({ acceptedTotalCents: 0, remainingCents: 0 });

    const second = await accept(who, revised);
    expect(second.displayNumber).toBe('EST-0001-R2');
    // Both revisions asked for a deposit and the whole: the second sees what the first billed.
    expect(await billing(who, second.id)).toMatchObject({
      acceptedTotalCents: 112596,
      invoicedCents: 112596,
      remainingCents: 0,
      hasDepositInvoice: true,
    });
    for (const kind of ['deposit', 'final']) {
      const res = await who.post('/api/v1/invoices', { from: 'estimate', estimateId: second.id, kind });
      expect(res.status).toBe(409);
    }
    const listed = await json<InvoicePage>(await who.get('/api/v1/invoices'));
    expect(listed.sums.totalCents).toBe(112596);
  });

  it('raised on revision bills the difference only, with the tax that goes with it', async () => {
    const who = await t.newCompany('Raised Floors');
    const first = await acceptedEstimate(who);
    const deposit = await bill(who, first.id, 'deposit');
    const draft = await json<Estimate>(await who.post(`/api/v1/estimates/${first.id}/revisions`, {}));
    // The revision adds $100.00 of oak: 1,187.00 + 8 % of 587.00 (46.96) = 1,233.96.
    const saved = await who.request('PUT', `/api/v1/estimates/${draft.id}`, { body: estimateBody('587') });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const second = await accept(who, await json<Estimate>(saved));
    const final = await bill(who, second.id, 'final');
    expect(final.totals.totalCents).toBe(123396 - deposit.totals.totalCents);
    expect(final.totals.taxCents).toBe(4696 - deposit.totals.taxCents);
    expect(final.credits.map((c) => c.displayNumber)).toEqual([deposit.displayNumber]);
  });
});

describe('an invoice of 0', () => {
  it('is paid when sent and never overdue', async () => {
    const who = await t.newCompany('Zero Floors');
    const created = await who.post('/api/v1/invoices', {
      from: 'blank',
      title: 'Warranty visit',
      clientName: 'Ana Souza',
      clientEmail: 'ana@example.com',
      issueDate: '2026-01-05',
      dueTerms: 'net_15',
      discount: { kind: 'percent', percent: '100' },
      lines: [{ kind: 'labor', description: 'Visit', quantity: '1', unit: 'each', unitPrice: '120' }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const invoice = await json<Invoice>(created);
    expect(invoice.totals.totalCents).toBe(0);
    const sent = await json<Invoice>(await who.post(`/api/v1/invoices/${invoice.id}/send`, {}));
    expect(sent.status).toBe('paid');
    expect(sent.paidAt).not.toBeNull();
    const overdue = await json<InvoicePage>(await who.get('/api/v1/invoices?status=overdue'));
    expect(overdue.total).toBe(0);
    const paid = await json<InvoicePage>(await who.get('/api/v1/invoices?status=paid'));
    expect(paid.items.map((i) => i.id)).toEqual([invoice.id]);
  });
});
