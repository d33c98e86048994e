// Dates people type are bounded by what they are (ADR 0040), on every input that takes one: a day
// something happened is within the last 10 years and not after tomorrow; a day planned or agreed is
// within 10 years back and 5 years ahead. Each call below was accepted before, and skewed the books.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../shared/invoice-responses.ts';
import { DATE_MESSAGES } from '../shared/validation.ts';
import { json, startTestApp, type TestApp, type TestClient } from './test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let jobId: string;

const OLD = '1900-01-01';
const FAR = '2999-01-01';
const today = () => new Date().toISOString().slice(0, 10);

/** A 400 with `message` on `field`. */
async function refused(res: Response, field: string, message: string) {
  expect(res.status, `${field}: ${await res.clone().text()}`).toBe(400);
  const { errors } = await json<{ errors: Record<string, string> }>(res);
  expect(errors[field], field).toBe(message);
}

async function created<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(201);
  return json<T>(res);
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Calendar Sense Floors');
  jobId = (await created<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Oak floor' }))).id;
});
afterAll(() => t.close());

describe('a day something happened', () => {
  it('a manual payment dated 1900-01-01 or 2999-01-01 is refused; today is recorded', async () => {
    const invoice = await created<Invoice>(
      await owner.post('/api/v1/invoices', {
        from: 'blank',
        title: 'Hardwood install',
        clientName: 'Ana Souza',
        clientEmail: 'ana@example.com',
        lines: [{ kind: 'other', description: 'Install', quantity: '1', unit: '', unitPrice: '500.00' }],
      }),
    );
    expect((await owner.post(`/api/v1/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const pay = (receivedOn: string) =>
      owner.post(`/api/v1/invoices/${invoice.id}/payments`, { method: 'check', amountCents: 10_000, receivedOn });

    await refused(await pay(OLD), 'receivedOn', DATE_MESSAGES.dateTooOld);
    await refused(await pay(FAR), 'receivedOn', DATE_MESSAGES.dateInFuture);
    expect((await json<Invoice>(await owner.get(`/api/v1/invoices/${invoice.id}`))).totals.paidCents).toBe(0);
    expect((await pay(today())).status).toBe(201);
  });

  it("a bill's date, a bill payment, a receipt, an invoice's issue date, a shift and a pay date", async () => {
    const bill = { from: 'manual', vendorName: 'Floor Depot', amountCents: 5_000, dueDate: today() };
    await refused(
      await owner.post('/api/v1/bills', { ...bill, billDate: FAR }),
      'billDate',
      DATE_MESSAGES.dateInFuture,
    );
    await refused(await owner.post('/api/v1/bills', { ...bill, billDate: OLD }), 'billDate', DATE_MESSAGES.dateTooOld);
    const { id: billId } = await created<{ id: string }>(
      await owner.post('/api/v1/bills', { ...bill, billDate: today() }),
    );
    await refused(
      await owner.post(`/api/v1/bills/${billId}/payments`, { amountCents: 1_000, method: 'check', paidOn: OLD }),
      'paidOn',
      DATE_MESSAGES.dateTooOld,
    );

    const receipt = new FormData();
    for (const [key, value] of Object.entries({
      vendorName: 'Shell',
      amountCents: '6450',
      category: 'fuel',
      paymentMethod: 'card',
      receiptDate: OLD,
    })) {
      receipt.set(key, value);
    }
    await refused(
      await owner.request('POST', '/api/v1/receipts', { body: receipt }),
      'receiptDate',
      DATE_MESSAGES.dateTooOld,
    );

    await refused(
      await owner.post('/api/v1/invoices', { from: 'blank', title: 'Later', issueDate: FAR }),
      'issueDate',
      DATE_MESSAGES.dateInFuture,
    );
    await refused(
      await owner.post('/api/v1/work-logs', {
        jobId,
        startedAt: `${OLD}T08:00:00Z`,
        endedAt: `${OLD}T12:00:00Z`,
      }),
      'startedAt',
      DATE_MESSAGES.dateTooOld,
    );
    await refused(
      await owner.post('/api/v1/payroll/pay', { start: '2026-01-04', frequency: 'weekly', paidOn: FAR }),
      'paidOn',
      DATE_MESSAGES.dateInFuture,
    );
  });
});

describe('a day planned or agreed', () => {
  it('due dates, schedules, follow-ups, validity, deliveries and raises stay within 5 years ahead', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        '/api/v1/bills',
        'dueDate',
        { from: 'manual', vendorName: 'Depot', amountCents: 100, billDate: today(), dueDate: FAR },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      [
        '/api/v1/invoices',
        'dueDate',
        { from: 'blank', title: 'Due', dueTerms: 'custom', dueDate: FAR },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      ['/api/v1/jobs', 'startDate', { title: 'Old job', startDate: OLD }, DATE_MESSAGES.dateTooOld],
      [
        '/api/v1/jobs',
        'scheduledStart',
        { title: 'Far job', scheduledStart: `${FAR}T13:00:00Z`, scheduledEnd: `${FAR}T15:00:00Z` },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      ['/api/v1/leads', 'nextFollowUpOn', { name: 'Ana Souza', nextFollowUpOn: FAR }, DATE_MESSAGES.dateTooFarAhead],
      [
        '/api/v1/estimates',
        'validUntil',
        {
          title: 'Kitchen floor',
          validUntil: FAR,
          options: [
            { name: 'Estimate', lines: [{ kind: 'material', description: 'Oak', quantity: '1', unitPrice: '10' }] },
          ],
        },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      ['/api/v1/orders', 'expectedOn', { jobId, expectedOn: FAR }, DATE_MESSAGES.dateTooFarAhead],
      [
        '/api/v1/calendar/tasks',
        'startsAt',
        { title: 'Visit', startsAt: `${FAR}T10:00:00Z`, endsAt: `${FAR}T11:00:00Z` },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      [
        `/api/v1/jobs/${jobId}/timeline`,
        'scheduledFor',
        { title: 'Sanding', scheduledFor: `${FAR}T10:00:00Z` },
        DATE_MESSAGES.dateTooFarAhead,
      ],
      [
        '/api/v1/employee-rates',
        'effectiveFrom',
        { userId: owner.userId, effectiveFrom: FAR, payRateCents: 2_000 },
        DATE_MESSAGES.dateTooFarAhead,
      ],
    ];
    for (const [path, field, body, message] of cases) await refused(await owner.post(path, body), field, message);

    // Next year is fine for all of them.
    const nextYear = `${new Date().getUTCFullYear() + 1}-03-02`;
    await created(await owner.post('/api/v1/leads', { name: 'Bo Lima', nextFollowUpOn: nextYear }));
    await created(
      await owner.post('/api/v1/jobs', {
        title: 'Next year',
        startDate: nextYear,
        scheduledStart: `${nextYear}T13:00:00Z`,
        scheduledEnd: `${nextYear}T15:00:00Z`,
      }),
    );
  });
});
