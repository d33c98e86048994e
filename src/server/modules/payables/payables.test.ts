import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/days.ts';
import type { Order } from '../../../shared/order-responses.ts';
import type { Bill, BillPage, Payables } from '../../../shared/payable-responses.ts';
import { BILL_MESSAGES } from '../../../shared/payables.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Accounts payable (issue #18, ADR 0034): bills typed in or from received orders, paid in parts,
// voided never deleted, summed in SQL on the company's day.
const ZONE = 'Pacific/Kiritimati';
const companyDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

let t: TestApp;
let owner: TestClient & { companyId: string };
let today: string;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const messageOf = async (res: Response) => (await json<{ message: string }>(res)).message;
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

async function bill(fields: Record<string, unknown> = {}): Promise<Bill> {
  return body<Bill>(
    await owner.post('/api/v1/bills', {
      from: 'manual',
      vendorName: 'Floor Supply Co.',
      billDate: addDays(today, -40),
      dueDate: addDays(today, 10),
      amountCents: 10000,
      ...fields,
    }),
    201,
  );
}
const pay = (id: string, amountCents: number, extra: Record<string, unknown> = {}) =>
  owner.post(`/api/v1/bills/${id}/payments`, { amountCents, method: 'check', ...extra });

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Payables Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  today = companyDay();
});
afterAll(() => t.close());

describe('bills', () => {
  it('checks a bill per field and changes nothing', async () => {
    const other = await t.newCompany('Other Payables');
    const theirJob = await body<{ id: string }>(await other.post('/api/v1/jobs', { title: 'Theirs' }), 201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dueDate: addDays(today, -41) }, 'dueDate', BILL_MESSAGES.dueBeforeIssue],
      [{ jobId: theirJob.id }, 'jobId', BILL_MESSAGES.jobNotFound],
      [{ amountCents: 0 }, 'amountCents', ''],
      [{ vendorName: '  ' }, 'vendorName', 'This field is required'],
      [{ category: 'yachts' }, 'category', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await owner.post('/api/v1/bills', {
        from: 'manual',
        vendorName: 'X',
        billDate: today,
        dueDate: today,
        amountCents: 100,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const errors = await errorsOf(res);
      expect(errors).toHaveProperty(field);
      if (message) expect(errors[field]).toBe(message);
    }
    expect((await body<BillPage>(await owner.get('/api/v1/bills'), 200)).total).toBe(0);
  });

  it('is paid in parts, never past its balance, then can neither change nor be voided', async () => {
    const b = await bill({ amountCents: 12345, category: 'subcontractors', vendorKind: 'subcontractor' });
    expect([b.status, b.balanceCents, b.overdue]).toEqual(['open', 12345, false]);
    const part = await body<Bill>(await pay(b.id, 2345, { paidOn: today, reference: '#1001' }), 201);
    expect([part.status, part.paidCents, part.balanceCents]).toEqual(['partially_paid', 2345, 10000]);
    const over = await pay(b.id, 10001);
    expect(over.status).toBe(400);
    expect((await errorsOf(over)).amountCents).toBe(BILL_MESSAGES.overpayment);
    // Two payments of the rest at once: the row lock lets one through.
    const both = await Promise.all([pay(b.id, 10000), pay(b.id, 10000)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const paid = await body<Bill>(await owner.get(`/api/v1/bills/${b.id}`), 200);
    expect([paid.status, paid.paidCents, paid.payments.map((p) => p.amountCents)]).toEqual([
      'paid',
      12345,
      [2345, 10000],
    ]);
    for (const res of [
      await owner.request('PUT', `/api/v1/bills/${b.id}`, {
        body: { vendorName: 'X', billDate: today, dueDate: today, amountCents: 1 },
      }),
      await owner.post(`/api/v1/bills/${b.id}/void`, {}),
    ]) {
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe(BILL_MESSAGES.hasPayments);
    }
  });

  it('is voided, kept with its reason, and takes no payment after', async () => {
    const b = await bill({ amountCents: 5000 });
    const voided = await body<Bill>(await owner.post(`/api/v1/bills/${b.id}/void`, { reason: 'Entered twice' }), 200);
    expect([voided.status, voided.voidReason, voided.balanceCents]).toEqual(['void', 'Entered twice', 0]);
    const res = await pay(b.id, 100);
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe(BILL_MESSAGES.isVoid);
    expect((await owner.request('DELETE', `/api/v1/bills/${b.id}`)).status).toBe(404);
  });

  it('comes from a received material order once, with its supplier, job and total', async () => {
    const job = await body<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Elm St' }), 201);
    const order = await body<Order>(
      await owner.post('/api/v1/orders', {
        jobId: job.id,
        items: [{ description: 'Oak plank', quantity: '10', unit: 'box', unitCost: '86.24' }],
      }),
      201,
    );
    const early = await owner.post('/api/v1/bills', { from: 'order', orderId: order.id, dueDate: addDays(today, 30) });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(BILL_MESSAGES.orderNotReceived);
    await body<Order>(await owner.post(`/api/v1/orders/${order.id}/send`, { to: 'orders@supply.example' }), 200);
    await body<Order>(
      await owner.post(`/api/v1/orders/${order.id}/receipts`, {
        items: [{ itemId: order.items[0]!.id, quantity: '10' }],
      }),
      200,
    );
    const made = await body<Bill>(
      await owner.post('/api/v1/bills', { from: 'order', orderId: order.id, dueDate: addDays(today, 30) }),
      201,
    );
    expect(made).toMatchObject({
      vendorName: order.displayNumber,
      category: 'materials',
      jobId: job.id,
      jobTitle: 'Elm St',
      orderId: order.id,
      amountCents: 86240,
      billDate: today,
    });
    const ofOrder = await body<BillPage>(await owner.get(`/api/v1/bills?orderId=${order.id}`), 200);
    expect([ofOrder.total, ofOrder.items.map((b) => b.id)]).toEqual([1, [made.id]]);
    const twice = await owner.post('/api/v1/bills', { from: 'order', orderId: order.id, dueDate: addDays(today, 30) });
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe(BILL_MESSAGES.orderBilled);
    const unknown = await owner.post('/api/v1/bills', {
      from: 'order',
      orderId: '00000000-0000-4000-8000-000000000000',
      dueDate: today,
    });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).orderId).toBe(BILL_MESSAGES.orderNotFound);
  });
});

describe('what the company owes', () => {
  it('sums open balances by due date on the company day, and by category', async () => {
    const fresh = await t.newCompany('Owing Floors');
    expect((await fresh.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
    const add = async (dueIn: number, amountCents: number, category = 'materials') =>
      body<Bill>(
        await fresh.post('/api/v1/bills', {
          from: 'manual',
          vendorName: `Due in ${dueIn}`,
          category,
          billDate: addDays(today, -60),
          dueDate: addDays(today, dueIn),
          amountCents,
        }),
        201,
      );
    await add(-1, 1); // overdue
    await add(0, 2); // due today: not late, within 7 days
    await add(7, 4); // the 7th day: within 7
    await add(8, 8, 'fuel'); // within 30 only
    await add(30, 16, 'fuel');
    await add(31, 32, 'rent'); // beyond 30
    const paid = await add(5, 64);
    await fresh.post(`/api/v1/bills/${paid.id}/payments`, { amountCents: 64, method: 'cash' });
    const voided = await add(-3, 128);
    await fresh.post(`/api/v1/bills/${voided.id}/void`, {});

    const p = await body<Payables>(await fresh.get('/api/v1/financials/payables'), 200);
    expect(p).toMatchObject({
      today,
      balanceCents: 63,
      count: 6,
      overdueCents: 1,
      overdueCount: 1,
      dueNext7DaysCents: 2 + 4,
      dueNext30DaysCents: 2 + 4 + 8 + 16,
    });
    expect(p.byCategory).toEqual([
      { category: 'materials', balanceCents: 7, count: 3 },
      { category: 'fuel', balanceCents: 24, count: 2 },
      { category: 'rent', balanceCents: 32, count: 1 },
    ]);
    expect(p.dueSoon.map((b) => b.vendorName)).toEqual([
      'Due in -1',
      'Due in 0',
      'Due in 7',
      'Due in 8',
      'Due in 30',
      'Due in 31',
    ]);
    expect(p.dueSoon[0]!.overdue).toBe(true);

    const overdue = await body<BillPage>(await fresh.get('/api/v1/bills?due=overdue'), 200);
    expect(overdue.items.map((b) => b.vendorName)).toEqual(['Due in -1']);
    const week = await body<BillPage>(await fresh.get('/api/v1/bills?due=next_7_days'), 200);
    expect(week.sums.balanceCents).toBe(6);
    const all = await body<BillPage>(await fresh.get('/api/v1/bills?limit=3'), 200);
    expect([all.total, all.items.length, all.sums]).toEqual([
      8,
      3,
      { amountCents: 127, paidCents: 64, balanceCents: 63 },
    ]);
    const next = await body<BillPage>(await fresh.get(`/api/v1/bills?limit=3&cursor=${all.nextCursor}`), 200);
    expect(next.items.map((b) => b.id)).not.toContain(all.items[0]!.id);
    expect((await fresh.get('/api/v1/bills?due=someday')).status).toBe(400);
  });

  it('is for those who read financials; another company sees none of it', async () => {
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await member.get('/api/v1/financials/payables')).status, role).toBe(403);
      expect((await member.get('/api/v1/bills')).status, role).toBe(403);
      expect((await member.post('/api/v1/bills', { from: 'manual' })).status, role).toBe(403);
    }
    const provider = await t.addMember(owner.companyId, 'service_provider');
    expect((await provider.get('/api/v1/bills')).status).toBe(200);
    const other = await t.newCompany('Nosy Floors');
    expect((await body<BillPage>(await other.get('/api/v1/bills'), 200)).items).toEqual([]);
    const mine = (await body<BillPage>(await owner.get('/api/v1/bills?limit=1'), 200)).items[0]!;
    expect((await other.get(`/api/v1/bills/${mine.id}`)).status).toBe(404);
    expect((await other.post(`/api/v1/bills/${mine.id}/payments`, { amountCents: 1, method: 'cash' })).status).toBe(
      404,
    );
  });
});
