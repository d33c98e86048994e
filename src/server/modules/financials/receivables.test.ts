import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receivables } from '../../../shared/financial-responses.ts';
import { addDays } from '../../../shared/days.ts';
import type { Invoice, InvoicePage } from '../../../shared/invoice-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Accounts receivable (issue #18): open balances aged by days past due on the company's own day.
// The company sits at UTC+14, so for most of each day its date is not UTC's: a query on the UTC date
// puts every boundary invoice one bucket off.
const ZONE = 'Pacific/Kiritimati';
const companyDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

let t: TestApp;
let owner: TestClient & { companyId: string };
let today: string;

/** A sent invoice of `dollars` for one client, due `daysPastDue` days before the company's today. */
async function owed(dollars: number, daysPastDue: number, client: { name?: string; email?: string | null } = {}) {
  const created = await owner.post('/api/v1/invoices', {
    from: 'blank',
    title: `Due ${daysPastDue} days ago`,
    clientName: client.name ?? 'Ana Souza',
    clientEmail: client.email === undefined ? 'ana@example.com' : client.email,
    issueDate: addDays(today, -120),
    dueTerms: 'custom',
    dueDate: addDays(today, -daysPastDue),
    lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: String(dollars) }],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const invoice = await json<Invoice>(created);
  // An invoice without the client's e-mail is sent to whoever takes it to them.
  const sent = await owner.post(
    `/api/v1/invoices/${invoice.id}/send`,
    client.email === null ? { to: 'desk@example.com' } : {},
  );
  expect(sent.status, await sent.clone().text()).toBe(200);
  return invoice;
}

const report = async (who: TestClient) => {
  const res = await who.get('/api/v1/financials/receivables');
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Receivables>(res);
};
const bucketsOf = (r: Receivables) => Object.fromEntries(r.aging.map((b) => [b.bucket, [b.balanceCents, b.count]]));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Aging Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  today = companyDay();
});
afterAll(() => t.close());

describe('accounts receivable', () => {
  it('starts empty, every bucket present, on the company day', async () => {
    const empty = await report(owner);
    expect(empty).toEqual({
      today,
      balanceCents: 0,
      count: 0,
      overdueCents: 0,
      overdueCount: 0,
      aging: ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'].map((bucket) => ({
        bucket,
        balanceCents: 0,
        count: 0,
      })),
      clients: [],
      clientCount: 0,
    });
  });

  describe('with invoices on each side of every boundary', () => {
    const ids: Record<number, string> = {};
    beforeAll(async () => {
      // Distinct powers of two: any invoice in the wrong bucket shows in the sums.
      const cases: [number, number][] = [
        [-5, 1],
        [0, 2],
        [1, 4],
        [30, 8],
        [31, 16],
        [60, 32],
        [61, 64],
        [90, 128],
        [91, 256],
      ];
      for (const [days, dollars] of cases) ids[days] = (await owed(dollars, days)).id;

      // Not owed: a draft, a void invoice and a paid one. Owed in part: $512 less $500 paid.
      await owner.post('/api/v1/invoices', { from: 'blank', title: 'Draft', lines: [] });
      const voided = await owed(1000, 10);
      expect((await owner.post(`/api/v1/invoices/${voided.id}/void`, { reason: 'typo' })).status).toBe(200);
      const paid = await owed(2000, 10);
      expect(
        (await owner.post(`/api/v1/invoices/${paid.id}/payments`, { method: 'cash', amountCents: 200000 })).status,
      ).toBe(201);
      const part = await owed(512, 45, { name: 'Bruno Dias', email: 'Bruno@Example.com' });
      expect(
        (await owner.post(`/api/v1/invoices/${part.id}/payments`, { method: 'check', amountCents: 50000 })).status,
      ).toBe(201);
    });

    it('ages each open balance by whole days past due: 0 is current, 1 and 30 are 1–30, 31 starts 31–60', async () => {
      const r = await report(owner);
      expect(bucketsOf(r)).toEqual({
        current: [100 + 200, 2],
        days_1_30: [400 + 800, 2],
        days_31_60: [1600 + 3200 + 1200, 3],
        days_61_90: [6400 + 12800, 2],
        days_over_90: [25600, 1],
      });
      expect(r.balanceCents).toBe(51100 + 1200);
      expect(r.count).toBe(10);
      expect(r.overdueCents).toBe(51100 + 1200 - 300);
      expect(r.overdueCount).toBe(8);
    });

    it('groups by client (an e-mail in any case, or a name), largest balance first', async () => {
      await owed(70, 3, { name: 'Bruno Dias', email: 'bruno@example.com' });
      await owed(30, -1, { name: 'Walk-in Carla', email: null });
      const r = await report(owner);
      expect(r.clientCount).toBe(3);
      expect(r.clients.map((c) => [c.name, c.email, c.count, c.balanceCents, c.overdueCents])).toEqual([
        ['Ana Souza', 'ana@example.com', 9, 51100, 50800],
        ['Bruno Dias', 'bruno@example.com', 2, 1200 + 7000, 8200],
        ['Walk-in Carla', null, 1, 3000, 0],
      ]);
      const [ana, bruno, carla] = r.clients;
      expect([ana!.oldestDueDate, ana!.daysPastDue]).toEqual([addDays(today, -91), 91]);
      expect([bruno!.oldestDueDate, bruno!.daysPastDue]).toEqual([addDays(today, -45), 45]);
      expect([carla!.oldestDueDate, carla!.daysPastDue]).toEqual([addDays(today, 1), 0]);
      expect(bucketsOf({ ...r, aging: bruno!.aging })).toMatchObject({ days_1_30: [7000, 1], days_31_60: [1200, 1] });
    });

    it('filters the invoice list by aging bucket, open invoices only', async () => {
      const res = await owner.get('/api/v1/invoices?aging=days_61_90');
      expect(res.status).toBe(200);
      const page = await json<InvoicePage>(res);
      expect(page.items.map((i) => i.id).sort()).toEqual([ids[61], ids[90]].sort());
      expect(page.sums.balanceCents).toBe(6400 + 12800);
      const current = await json<InvoicePage>(await owner.get('/api/v1/invoices?aging=current'));
      expect(current.items.map((i) => i.id)).toEqual(expect.arrayContaining([ids[-5], ids[0]]));
      expect(current.items.every((i) => i.dueDate >= today)).toBe(true);

      const bad = await owner.get('/api/v1/invoices?aging=days_1_45');
      expect(bad.status).toBe(400);
      expect((await json<{ errors: Record<string, string> }>(bad)).errors).toHaveProperty('aging');
    });

    it('another company sees none of it', async () => {
      const other = await t.newCompany('Other Floors');
      const r = await report(other);
      expect([r.balanceCents, r.count, r.clientCount, r.clients]).toEqual([0, 0, 0, []]);
      const page = await json<InvoicePage>(await other.get('/api/v1/invoices?aging=days_over_90'));
      expect(page.items).toEqual([]);
    });
  });

  it('is for those who read financials: managers yes; crew, clients and partners no', async () => {
    const admin = await t.addMember(owner.companyId, 'admin');
    const provider = await t.addMember(owner.companyId, 'service_provider');
    expect((await report(admin)).today).toBe(today);
    expect((await report(provider)).today).toBe(today);
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      const res = await member.get('/api/v1/financials/receivables');
      expect(res.status, role).toBe(403);
      expect(await res.text(), role).not.toContain('ana@example.com');
    }
    expect((await t.app.request('/api/v1/financials/receivables')).status).toBe(401);
  });
});
