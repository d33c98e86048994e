import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashFlow, CashFlowPeriod } from '../../../shared/financial-responses.ts';
import { CASH_FLOW_MESSAGES } from '../../../shared/financials.ts';
import { addDays, dayInZone } from '../../../shared/days.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import type { PayPeriod } from '../../../shared/labor-responses.ts';
import type { Bill } from '../../../shared/payable-responses.ts';
import { BILL_MESSAGES } from '../../../shared/payables.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Cash flow (issue #18, ADR 0035: cash basis), through the real app and database. The company sits
// at UTC+14, so for most of each day its date is not UTC's: money recorded "today" lands on the
// company's day, and weeks (Sunday to Saturday) and months are cut on its calendar.
const ZONE = 'Pacific/Kiritimati';
const companyDay = () => dayInZone(new Date(), ZONE);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

let t: TestApp;
let today: string;

type Company = TestClient & { companyId: string };

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

async function newCompany(name: string): Promise<Company> {
  const owner = await t.newCompany(name);
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  return owner;
}

const cashFlow = async (who: TestClient, query = '') =>
  body<CashFlow>(await who.get(`/api/v1/financials/cash-flow${query}`), 200);

/** A sent invoice of `cents`, due on `dueDate` (issued on it, or 30 days before when that is not later). */
async function invoice(who: TestClient, cents: number, dueDate: string, { send = true } = {}): Promise<Invoice> {
  const created = await who.post('/api/v1/invoices', {
    from: 'blank',
    title: `Due ${dueDate}`,
    clientName: 'Ana Souza',
    clientEmail: 'ana@example.com',
    issueDate: addDays(dueDate < today ? dueDate : today, -30),
    dueTerms: 'custom',
    dueDate,
    lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: String(cents / 100) }],
  });
  const made = await body<Invoice>(created, 201);
  expect(made.totalCents).toBe(cents);
  if (send) await body(await who.post(`/api/v1/invoices/${made.id}/send`, {}), 200);
  return made;
}

const payInvoice = async (who: TestClient, id: string, amountCents: number, receivedOn?: string, kind = 'payment') =>
  body<Invoice>(
    await who.post(`/api/v1/invoices/${id}/payments`, {
      kind,
      method: 'check',
      amountCents,
      ...(receivedOn && { receivedOn }),
    }),
    201,
  );

async function bill(who: TestClient, amountCents: number, dueDate: string): Promise<Bill> {
  return body<Bill>(
    await who.post('/api/v1/bills', {
      from: 'manual',
      vendorName: 'Floor Supply Co.',
      billDate: addDays(dueDate < today ? dueDate : today, -20),
      dueDate,
      amountCents,
    }),
    201,
  );
}

const payBill = async (who: TestClient, id: string, amountCents: number, paidOn?: string) =>
  body<Bill>(
    await who.post(`/api/v1/bills/${id}/payments`, { amountCents, method: 'check', ...(paidOn && { paidOn }) }),
    201,
  );

/** Receipts have no API yet: written straight into their table, as the app would. */
async function receipt(companyId: string, amountCents: number, receiptDate: string) {
  await t.database.db.insert(receipts).values({
    companyId,
    vendorName: 'Gas station',
    amountCents,
    receiptDate,
    category: 'fuel',
    paymentMethod: 'card',
  });
}

/** A pay run of one 8-hour shift at $20.00 an hour, worked in the week from `sunday` and paid on `paidOn`. */
async function payRun(owner: Company, sunday: string, paidOn: string): Promise<number> {
  const crew = await t.addMember(owner.companyId, 'field_team');
  const job = await body<{ id: string }>(
    await owner.post('/api/v1/jobs', { title: 'Oak floor', crewIds: [crew.userId] }),
    201,
  );
  await body(
    await owner.post('/api/v1/employee-rates', { userId: crew.userId, effectiveFrom: sunday, payRateCents: 2000 }),
    201,
  );
  const monday = addDays(sunday, 1);
  await body(
    await owner.post('/api/v1/work-logs', {
      userId: crew.userId,
      jobId: job.id,
      startedAt: `${monday}T08:00:00+14:00`,
      endedAt: `${monday}T16:00:00+14:00`,
    }),
    201,
  );
  await body(await owner.post('/api/v1/payroll/pay', { start: sunday, frequency: 'weekly', paidOn }), 200);
  const run = await body<PayPeriod>(await owner.get(`/api/v1/payroll?start=${sunday}&frequency=weekly`), 200);
  expect([run.status, run.paidOn, run.grossCents]).toEqual(['paid', paidOn, 16000]);
  return run.grossCents;
}

/** A period's figures in a compact, readable row. */
const figures = (p: CashFlowPeriod) => [
  p.start,
  p.end,
  p.paymentsCents,
  p.refundsCents,
  p.billPaymentsCents,
  p.payrollCents,
  p.receiptsCents,
  p.balanceCents,
];

beforeAll(async () => {
  t = await startTestApp();
  today = companyDay();
});
afterAll(() => t.close());

describe('cash flow', () => {
  it('starts at zero: the last 12 weeks (from a Sunday) or months to the company day, every period present', async () => {
    const owner = await newCompany('Empty Cash');
    const weeks = await cashFlow(owner);
    expect(weeks.today).toBe(today);
    expect(weeks.interval).toBe('week');
    expect(weeks.to).toBe(today);
    expect(weekday(weeks.from)).toBe(0);
    expect(weeks.from).toBe(addDays(today, -weekday(today) - 77));
    expect(weeks.periods).toHaveLength(12);
    expect(weeks.periods.map((p) => p.start)).toEqual(Array.from({ length: 12 }, (_, i) => addDays(weeks.from, i * 7)));
    expect(weeks.periods.at(-1)!.end).toBe(today);
    expect(weeks.periods.every((p) => p.inCents === 0 && p.outCents === 0 && p.balanceCents === 0)).toBe(true);
    expect([weeks.openingBalanceCents, weeks.closingBalanceCents, weeks.currentBalanceCents]).toEqual([0, 0, 0]);
    expect(weeks.totals).toEqual({
      paymentsCents: 0,
      refundsCents: 0,
      inCents: 0,
      billPaymentsCents: 0,
      payrollCents: 0,
      receiptsCents: 0,
      outCents: 0,
      netCents: 0,
    });

    const months = await cashFlow(owner, '?interval=month');
    expect(months.periods).toHaveLength(12);
    expect(months.periods.at(-1)).toMatchObject({ start: `${today.slice(0, 8)}01`, end: today });
    expect(months.periods.every((p) => p.start.endsWith('-01'))).toBe(true);
    const first = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 11);
    expect(months.from).toBe(first.toISOString().slice(0, 10));

    // The projection: week by week from today to 90 days ahead, nothing expected.
    const { projection } = weeks;
    expect([projection.from, projection.to]).toEqual([today, addDays(today, 90)]);
    expect(projection.weeks).toHaveLength(weekday(today) === 0 ? 13 : 14);
    expect(projection.weeks[0]!.start).toBe(today);
    expect(projection.weeks.slice(1).every((w) => weekday(w.start) === 0)).toBe(true);
    expect(projection.weeks.at(-1)!.end).toBe(addDays(today, 90));
    expect(projection.weeks.every((w) => w.expectedInCents === 0 && w.projectedBalanceCents === 0)).toBe(true);
  });

  describe('with money in and out on each side of week and month edges', () => {
    let owner: Company;
    let payroll: number;
    beforeAll(async () => {
      owner = await newCompany('Ledger Floors');
      // Another company's money, on the same days: never counted here.
      const other = await newCompany('Other Ledger');
      const theirs = await invoice(other, 900000, '2026-02-15');
      await payInvoice(other, theirs.id, 800000, '2026-03-08');
      await payBill(other, (await bill(other, 70000, '2026-03-01')).id, 70000, '2026-03-07');
      await receipt(other.companyId, 99900, '2026-03-21');

      // Invoice payments: one before both ranges (Saturday Jan 31), then Saturday Feb 28,
      // Saturday Mar 7 and Sunday Mar 8, and a refund on Saturday Mar 14.
      const sold = await invoice(owner, 500000, '2026-02-15');
      await payInvoice(owner, sold.id, 100000, '2026-01-31');
      await payInvoice(owner, sold.id, 2000, '2026-02-28');
      await payInvoice(owner, sold.id, 10000, '2026-03-07');
      await payInvoice(owner, sold.id, 20000, '2026-03-08');
      await payInvoice(owner, sold.id, 5000, '2026-03-14', 'refund');
      // Paid, refunded in full, then voided: the money still moved both ways.
      const undone = await invoice(owner, 30000, '2026-04-01');
      await payInvoice(owner, undone.id, 30000, '2026-04-06');
      await payInvoice(owner, undone.id, 30000, '2026-04-07', 'refund');
      await body(await owner.post(`/api/v1/invoices/${undone.id}/void`, { reason: 'Cancelled' }), 200);

      // Bill payments: Saturday Feb 28, Saturday Mar 7, Sunday Mar 8, Tuesday Mar 31.
      const owed = await bill(owner, 100000, '2026-01-20');
      await payBill(owner, owed.id, 1000, '2026-02-28');
      await payBill(owner, owed.id, 3000, '2026-03-07');
      await payBill(owner, owed.id, 4000, '2026-03-08');
      await payBill(owner, owed.id, 7000, '2026-03-31');

      // A pay run for the week of Mar 8, paid on Sunday Mar 15.
      payroll = await payRun(owner, '2026-03-08', '2026-03-15');

      // Receipts: Saturday Mar 21, Sunday Mar 22, Wednesday Apr 1, Sunday Apr 5.
      await receipt(owner.companyId, 1234, '2026-03-21');
      await receipt(owner.companyId, 567, '2026-03-22');
      await receipt(owner.companyId, 890, '2026-04-01');
      await receipt(owner.companyId, 45, '2026-04-05');
    });

    it('puts each kind in its week, Saturday in the week it ends and Sunday in the next, on a running balance', async () => {
      const r = await cashFlow(owner, '?interval=week&from=2026-03-01&to=2026-04-18');
      expect([r.from, r.to]).toEqual(['2026-03-01', '2026-04-18']);
      // Before Mar 1: $1,000.00 and $20.00 in, $10.00 out.
      expect(r.openingBalanceCents).toBe(100000 + 2000 - 1000);
      expect(r.periods.map(figures)).toEqual([
        ['2026-03-01', '2026-03-07', 10000, 0, 3000, 0, 0, 101000 + 10000 - 3000],
        ['2026-03-08', '2026-03-14', 20000, 5000, 4000, 0, 0, 108000 + 20000 - 5000 - 4000],
        ['2026-03-15', '2026-03-21', 0, 0, 0, payroll, 1234, 119000 - payroll - 1234],
        ['2026-03-22', '2026-03-28', 0, 0, 0, 0, 567, 101766 - 567],
        ['2026-03-29', '2026-04-04', 0, 0, 7000, 0, 890, 101199 - 7000 - 890],
        ['2026-04-05', '2026-04-11', 30000, 30000, 0, 0, 45, 93309 - 45],
        // An empty week is still a row.
        ['2026-04-12', '2026-04-18', 0, 0, 0, 0, 0, 93264],
      ]);
      const second = r.periods[1]!;
      expect([second.inCents, second.outCents, second.netCents]).toEqual([15000, 4000, 11000]);
      const third = r.periods[2]!;
      expect([third.inCents, third.outCents, third.netCents]).toEqual([0, payroll + 1234, -(payroll + 1234)]);
      expect(r.totals).toEqual({
        paymentsCents: 60000,
        refundsCents: 35000,
        inCents: 25000,
        billPaymentsCents: 14000,
        payrollCents: payroll,
        receiptsCents: 1234 + 567 + 890 + 45,
        outCents: 14000 + payroll + 2736,
        netCents: 25000 - 14000 - payroll - 2736,
      });
      expect(r.closingBalanceCents).toBe(93264);
      // Everything up to today, whatever the range shows.
      expect(r.currentBalanceCents).toBe(93264);
    });

    it('cuts the first and last weeks to the range, and counts only its days', async () => {
      const r = await cashFlow(owner, '?from=2026-03-08&to=2026-03-21');
      expect(r.openingBalanceCents).toBe(108000);
      expect(r.periods.map(figures)).toEqual([
        ['2026-03-08', '2026-03-14', 20000, 5000, 4000, 0, 0, 119000],
        ['2026-03-15', '2026-03-21', 0, 0, 0, payroll, 1234, 101766],
      ]);
      // Mid-week ends: Saturday Mar 7 is before, Sunday Mar 22 after.
      const cut = await cashFlow(owner, '?from=2026-03-07&to=2026-03-08');
      expect(cut.periods.map(figures)).toEqual([
        ['2026-03-07', '2026-03-07', 10000, 0, 3000, 0, 0, 101000 + 7000],
        ['2026-03-08', '2026-03-08', 20000, 0, 4000, 0, 0, 108000 + 16000],
      ]);
    });

    it('puts each kind in its month: Feb 28 in February, Mar 31 in March, Apr 1 in April; an empty month is a row', async () => {
      const r = await cashFlow(owner, '?interval=month&from=2026-02-01&to=2026-05-31');
      expect(r.openingBalanceCents).toBe(100000);
      expect(r.periods.map(figures)).toEqual([
        ['2026-02-01', '2026-02-28', 2000, 0, 1000, 0, 0, 101000],
        ['2026-03-01', '2026-03-31', 30000, 5000, 14000, payroll, 1234 + 567, 101000 + 25000 - 14000 - payroll - 1801],
        ['2026-04-01', '2026-04-30', 30000, 30000, 0, 0, 890 + 45, 93264],
        ['2026-05-01', '2026-05-31', 0, 0, 0, 0, 0, 93264],
      ]);
    });

    it('keeps a paid bill: once paid on, it can no longer be voided, so its payments always count', async () => {
      const paid = await bill(owner, 5000, '2026-04-20');
      await payBill(owner, paid.id, 2500, '2026-04-20');
      const voided = await owner.post(`/api/v1/bills/${paid.id}/void`, { reason: 'Oops' });
      expect(voided.status).toBe(409);
      expect((await json<{ message: string }>(voided)).message).toBe(BILL_MESSAGES.hasPayments);
      const r = await cashFlow(owner, '?from=2026-04-19&to=2026-04-25');
      expect(r.periods.map(figures)).toEqual([['2026-04-19', '2026-04-25', 0, 0, 2500, 0, 0, 93264 - 2500]]);
    });

    it("another company's cash flow has none of it", async () => {
      const stranger = await newCompany('Stranger Floors');
      const r = await cashFlow(stranger, '?interval=month&from=2026-01-01&to=2026-05-31');
      expect(r.periods.every((p) => p.paymentsCents === 0 && p.outCents === 0 && p.balanceCents === 0)).toBe(true);
      expect(r.currentBalanceCents).toBe(0);
    });
  });

  it("records money moved today on the company's day, not UTC's", async () => {
    const owner = await newCompany('Midnight Floors');
    // Taken today, with no day given: the server dates each on the company's calendar (UTC+14).
    const sold = await invoice(owner, 12300, addDays(today, 10));
    const paid = await payInvoice(owner, sold.id, 12300);
    expect(paid.status).toBe('paid');
    await payBill(owner, (await bill(owner, 4500, addDays(today, 5))).id, 4500);
    const r = await cashFlow(owner, `?from=${today}&to=${today}`);
    expect(r.periods.map(figures)).toEqual([[today, today, 12300, 0, 4500, 0, 0, 7800]]);
    expect(r.currentBalanceCents).toBe(7800);
    // The day before on the company's calendar saw nothing.
    const yesterday = addDays(today, -1);
    const before = await cashFlow(owner, `?from=${yesterday}&to=${yesterday}`);
    expect(before.periods.map(figures)).toEqual([[yesterday, yesterday, 0, 0, 0, 0, 0, 0]]);
    // By default the current week and month end today and hold it.
    expect((await cashFlow(owner)).periods.at(-1)).toMatchObject({ end: today, inCents: 12300, outCents: 4500 });
    expect((await cashFlow(owner, '?interval=month')).periods.at(-1)).toMatchObject({ end: today, netCents: 7800 });
  });

  it('projects the next 90 days from the balance today: open balances on their due dates, past due on today', async () => {
    const owner = await newCompany('Projection Floors');
    const weekOf = (r: CashFlow, day: string) => r.projection.weeks.find((w) => w.start <= day && day <= w.end)!;

    // Money in: 10 days past due ($100.00); due in 20 days, $500.00 with $200.00 paid today;
    // due on the 90th day ($7.00). Not counted: due in 100 days, a draft, a void one, a paid one.
    await invoice(owner, 10000, addDays(today, -10));
    const part = await invoice(owner, 50000, addDays(today, 20));
    await payInvoice(owner, part.id, 20000);
    await invoice(owner, 700, addDays(today, 90));
    await invoice(owner, 880000, addDays(today, 100));
    await invoice(owner, 440000, addDays(today, 5), { send: false });
    const voided = await invoice(owner, 220000, addDays(today, 5));
    await body(await owner.post(`/api/v1/invoices/${voided.id}/void`, {}), 200);
    const settled = await invoice(owner, 3300, addDays(today, 5));
    await payInvoice(owner, settled.id, 3300);

    // Money out: 5 days past due ($10.00); due in 30 days, $400.00 with $150.00 paid today.
    // Not counted: due in 91 days, a void one, a paid one.
    await bill(owner, 1000, addDays(today, -5));
    const owing = await bill(owner, 40000, addDays(today, 30));
    await payBill(owner, owing.id, 15000);
    await bill(owner, 660000, addDays(today, 91));
    const dropped = await bill(owner, 550000, addDays(today, 3));
    await body(await owner.post(`/api/v1/bills/${dropped.id}/void`, {}), 200);
    const cleared = await bill(owner, 2200, addDays(today, 3));
    await payBill(owner, cleared.id, 2200);

    const r = await cashFlow(owner);
    // In today: $200.00 + $33.00; out: $150.00 + $22.00.
    const current = 20000 + 3300 - 15000 - 2200;
    expect(r.currentBalanceCents).toBe(current);
    const { projection } = r;
    expect([projection.expectedInCents, projection.expectedOutCents]).toEqual([10000 + 30000 + 700, 1000 + 25000]);
    expect(projection.endBalanceCents).toBe(current + 40700 - 26000);

    const thisWeek = projection.weeks[0]!;
    expect([thisWeek.start, thisWeek.expectedInCents, thisWeek.expectedOutCents]).toEqual([today, 10000, 1000]);
    expect(thisWeek.projectedBalanceCents).toBe(current + 9000);
    expect(weekOf(r, addDays(today, 20)).expectedInCents).toBe(30000);
    expect(weekOf(r, addDays(today, 30)).expectedOutCents).toBe(25000);
    const lastWeek = projection.weeks.at(-1)!;
    expect(lastWeek.end).toBe(addDays(today, 90));
    expect(lastWeek.expectedInCents).toBe(700);
    // The balance runs week by week; weeks with nothing due carry it on.
    let balance = current;
    for (const week of projection.weeks) {
      balance += week.expectedInCents - week.expectedOutCents;
      expect(week.netCents).toBe(week.expectedInCents - week.expectedOutCents);
      expect(week.projectedBalanceCents).toBe(balance);
    }
    const inWeeks = projection.weeks.filter((w) => w.expectedInCents > 0).length;
    const outWeeks = projection.weeks.filter((w) => w.expectedOutCents > 0).length;
    expect([inWeeks, outWeeks]).toEqual([3, 2]);
  });

  it('refuses a reversed range, one too long for its interval, and an unknown interval, with what is wrong', async () => {
    const owner = await newCompany('Checked Cash');
    const cases: [string, string, string][] = [
      ['?from=2026-03-02&to=2026-03-01', 'from', CASH_FLOW_MESSAGES.rangeReversed],
      ['?from=2023-01-01&to=2026-01-01', 'to', CASH_FLOW_MESSAGES.weeksTooLong],
      ['?interval=month&from=2016-01-01&to=2026-01-01', 'to', CASH_FLOW_MESSAGES.monthsTooLong],
      ['?interval=day', 'interval', ''],
      ['?from=2026-13-01', 'from', ''],
      ['?to=yesterday', 'to', ''],
    ];
    for (const [query, field, message] of cases) {
      const res = await owner.get(`/api/v1/financials/cash-flow${query}`);
      expect(res.status, query).toBe(400);
      const errors = await errorsOf(res);
      expect(errors, query).toHaveProperty(field);
      if (message) expect(errors[field], query).toBe(message);
    }
    // Just inside the limits.
    const weeks = await cashFlow(owner, '?from=2023-01-02&to=2026-01-01');
    expect(weeks.periods[0]!.start).toBe('2023-01-02');
    expect(weeks.periods).toHaveLength(157);
    const months = await cashFlow(owner, '?interval=month&from=2016-01-02&to=2026-01-01');
    expect(months.periods).toHaveLength(121);
    // Only a start, after today (a browser already in the company's next month asking for "this
    // month"): the end follows it, and that day is the range.
    const early = await cashFlow(owner, `?interval=month&from=${addDays(today, 1)}`);
    expect([early.from, early.to, early.periods.length]).toEqual([addDays(today, 1), addDays(today, 1), 1]);
    // Only an end: the 12 periods before it.
    const ending = await cashFlow(owner, '?interval=month&to=2026-06-15');
    expect([ending.from, ending.to, ending.periods.length]).toEqual(['2025-07-01', '2026-06-15', 12]);
  });

  it('is for those who read financials: managers yes; crew, clients and partners no', async () => {
    const owner = await newCompany('Guarded Cash');
    await payInvoice(owner, (await invoice(owner, 7700, addDays(today, 1))).id, 7700);
    const admin = await t.addMember(owner.companyId, 'admin');
    expect((await cashFlow(admin)).currentBalanceCents).toBe(7700);
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      const res = await member.get('/api/v1/financials/cash-flow');
      expect(res.status, role).toBe(403);
      expect(await res.text(), role).not.toContain('7700');
    }
    expect((await t.app.request('/api/v1/financials/cash-flow')).status).toBe(401);
  });
});
