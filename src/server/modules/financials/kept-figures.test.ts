import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CashFlow, ProfitAndLoss } from '../../../shared/financial-responses.ts';
import type { PayPeriod } from '../../../shared/labor-responses.ts';
import { addDays } from '../../../shared/days.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Figures the database keeps (ADR 0036): a shift's company day, worked minutes and labor cost on its
// row, each day's labor (labor_days) and each day's money moved (cash_days). Whatever changes
// afterwards (a rate added or raised, a shift corrected, the company's time zone, a receipt edited
// or deleted) must show in the reports at once, as if each were computed on every read.
let t: TestApp;
let owner: TestClient & { companyId: string };
let crew: { userId: string };
let jobId: string;
/** A day weeks ago, far from any month's or week's edge in the assertions below. */
let day: string;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};

/**
 * The P&L of one company day: its labor cost, and the approved hours without a rate. By job its rows
 * add up the shifts; by month, the day's sums (labor_days): the two must agree after every change.
 */
async function laborOn(d: string) {
  const [byJob, byMonth] = await Promise.all(
    ['job', 'month'].map(async (groupBy) =>
      body<ProfitAndLoss>(
        await owner.get(`/api/v1/financials/reports/profit-and-loss?from=${d}&to=${d}&groupBy=${groupBy}`),
        200,
      ),
    ),
  );
  expect(byMonth!.totals).toEqual(byJob!.totals);
  const labor = byMonth!.totals.costs.labor;
  expect(byJob!.rows.reduce((sum, row) => sum + row.costs.labor, 0)).toBe(labor);
  return { labor, unrated: byJob!.unratedLabor };
}

const rate = (effectiveFrom: string, payRateCents: number) =>
  owner.post('/api/v1/employee-rates', { userId: crew.userId, effectiveFrom, payRateCents, burdenPercent: '0' });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Shift Cost Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: 'America/Sao_Paulo' } })).status).toBe(
    200,
  );
  crew = await t.addMember(owner.companyId, 'field_team');
  jobId = (await body<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Oak floor' }), 201)).id;
  day = addDays(new Date().toISOString().slice(0, 10), -40);
});
afterAll(() => t.close());

it("follows the member's rates, the shift's corrections and the company's time zone", async () => {
  // 22:00–23:30 in São Paulo (UTC−3): the company's `day`, already the next day in UTC.
  const shift = await body<{ id: string }>(
    await owner.post('/api/v1/work-logs', {
      userId: crew.userId,
      jobId,
      startedAt: `${day}T22:00:00-03:00`,
      endedAt: `${day}T23:30:00-03:00`,
    }),
    201,
  );
  expect(await laborOn(day)).toEqual({ labor: 0, unrated: { shifts: 1, minutes: 90 } });

  // A rate added afterwards, from before the shift: 90 minutes at $20.00 an hour.
  await body(await rate(addDays(day, -10), 2000), 201);
  expect(await laborOn(day)).toEqual({ labor: 3000, unrated: { shifts: 0, minutes: 0 } });

  // A raise from the shift's own day on; one from the day after changes nothing.
  await body(await rate(day, 3000), 201);
  expect((await laborOn(day)).labor).toBe(4500);
  await body(await rate(addDays(day, 1), 9900), 201);
  expect((await laborOn(day)).labor).toBe(4500);

  // Corrected to 60 minutes less a 20-minute break: 40 minutes at $30.00.
  await body(
    await owner.request('PUT', `/api/v1/work-logs/${shift.id}`, {
      body: {
        userId: crew.userId,
        jobId,
        startedAt: `${day}T22:00:00-03:00`,
        endedAt: `${day}T23:00:00-03:00`,
        breakMinutes: 20,
      },
    }),
    200,
  );
  expect(await laborOn(day)).toEqual({ labor: 2000, unrated: { shifts: 0, minutes: 0 } });
  const sunday = addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
  const period = await body<PayPeriod>(await owner.get(`/api/v1/payroll?frequency=weekly&start=${sunday}`), 200);
  expect(period.lines.map((l) => [l.userId, l.regularMinutes, l.grossCents])).toEqual([[crew.userId, 40, 2000]]);

  // In UTC the shift started on the next day, whose rate is $99.00: 40 minutes cost $66.00.
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: 'UTC' } })).status).toBe(200);
  expect(await laborOn(day)).toEqual({ labor: 0, unrated: { shifts: 0, minutes: 0 } });
  expect(await laborOn(addDays(day, 1))).toEqual({ labor: 6600, unrated: { shifts: 0, minutes: 0 } });
});

it("follows a receipt's edits and its deletion in the cash flow", async () => {
  const receiptsOn = async (d: string) =>
    (await body<CashFlow>(await owner.get(`/api/v1/financials/cash-flow?interval=week&from=${d}&to=${d}`), 200)).totals
      .receiptsCents;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    vendorName: 'Shell',
    amountCents: '1000',
    receiptDate: day,
    category: 'fuel',
    paymentMethod: 'card',
  })) {
    form.set(k, v);
  }
  const receipt = await body<{ id: string }>(await owner.request('POST', '/api/v1/receipts', { body: form }), 201);
  expect(await receiptsOn(day)).toBe(1000);

  const fields = { vendorName: 'Shell', receiptDate: day, category: 'fuel', paymentMethod: 'card' };
  await body(
    await owner.request('PUT', `/api/v1/receipts/${receipt.id}`, { body: { ...fields, amountCents: 1500 } }),
    200,
  );
  expect(await receiptsOn(day)).toBe(1500);
  const next = addDays(day, 1);
  await body(
    await owner.request('PUT', `/api/v1/receipts/${receipt.id}`, {
      body: { ...fields, receiptDate: next, amountCents: 1500 },
    }),
    200,
  );
  expect([await receiptsOn(day), await receiptsOn(next)]).toEqual([0, 1500]);

  const admin = await t.addMember(owner.companyId, 'admin');
  expect((await admin.request('DELETE', `/api/v1/receipts/${receipt.id}`)).status).toBe(204);
  expect(await receiptsOn(next)).toBe(0);
});
