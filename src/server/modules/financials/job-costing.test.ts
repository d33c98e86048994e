import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Estimate } from '../../../shared/estimate-responses.ts';
import type {
  JobCostingDetail,
  JobCostingList,
  JobCostingRow,
  JobCostKindFigures,
} from '../../../shared/financial-responses.ts';
import { JOB_COSTING_LOW_MARGIN_PERCENT } from '../../../shared/financials.ts';
import { addDays, dayInZone } from '../../../shared/days.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import type { Order } from '../../../shared/order-responses.ts';
import type { Bill } from '../../../shared/payable-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Job costing (issue #18, ADR 0035: accrual basis), through the real app and database: a job with an
// accepted estimate and every kind of cost, each figure worked out here by hand to the cent.

const ZONE = 'America/Sao_Paulo';
const companyDay = () => dayInZone(new Date(), ZONE);

type Company = TestClient & { companyId: string };

let t: TestApp;
let today: string;
let signature: string;
let mails = 0;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};

async function newCompany(name: string): Promise<Company> {
  const owner = await t.newCompany(name);
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  return owner;
}

const newJob = async (who: TestClient, title: string, crewIds: string[] = []) =>
  body<{ id: string }>(await who.post('/api/v1/jobs', { title, crewIds }), 201);

/** An estimate on the job, sent, and accepted by its client through the e-mailed link (option 1, with `optional` items). */
async function acceptedEstimate(
  who: TestClient,
  jobId: string,
  options: { name: string; lines: Record<string, unknown>[] }[],
  chooseOptional: (lines: Estimate['options'][number]['lines']) => string[] = () => [],
): Promise<Estimate> {
  const clientEmail = `costing-client-${++mails}@example.com`;
  const estimate = await body<Estimate>(
    await who.post('/api/v1/estimates', {
      title: 'Oak floor',
      jobId,
      clientName: 'Ana Souza',
      clientEmail,
      taxRate: '10',
      taxAppliesTo: 'materials',
      options,
    }),
    201,
  );
  await body(await who.post(`/api/v1/estimates/${estimate.id}/send`, {}), 200);
  const [mail] = await t.outbox(clientEmail);
  const url = mail!.links.find((l) => l.includes('/estimate/'))!;
  const token = url.slice(url.lastIndexOf('/') + 1);
  const option = estimate.options[0]!;
  const accepted = await t.app.request(`/api/v1/estimate-links/${token}/accept`, {
    method: 'POST',
    headers: { origin: t.config.appUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      optionId: option.id,
      optionalLineIds: chooseOptional(option.lines),
      signerName: 'Ana Souza',
      signature,
    }),
  });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return estimate;
}

const manualBill = async (who: TestClient, fields: Record<string, unknown>) =>
  body<Bill>(
    await who.post('/api/v1/bills', {
      from: 'manual',
      billDate: addDays(today, -1),
      dueDate: addDays(today, 30),
      ...fields,
    }),
    201,
  );

/** A material order of one item, placed and received today; its total is quantity × unit cost. */
async function receivedOrder(who: TestClient, jobId: string, quantity: string, unitCost: string): Promise<Order> {
  const order = await body<Order>(
    await who.post('/api/v1/orders', { jobId, items: [{ description: 'Oak plank', quantity, unit: 'box', unitCost }] }),
    201,
  );
  await body(await who.post(`/api/v1/orders/${order.id}/send`, { to: 'orders@supply.example' }), 200);
  return body<Order>(
    await who.post(`/api/v1/orders/${order.id}/receipts`, { items: [{ itemId: order.items[0]!.id, quantity }] }),
    200,
  );
}

async function receipt(who: TestClient, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ paymentMethod: 'card', receiptDate: today, ...fields })) {
    form.set(key, value);
  }
  return body<{ id: string }>(await who.request('POST', '/api/v1/receipts', { body: form }), 201);
}

/** An issued (sent) invoice on the job, without tax, of `cents`. */
async function invoice(who: TestClient, jobId: string, cents: number, { send = true } = {}): Promise<Invoice> {
  const made = await body<Invoice>(
    await who.post('/api/v1/invoices', {
      from: 'blank',
      jobId,
      title: 'Floor',
      clientName: 'Ana Souza',
      clientEmail: 'ana.invoices@example.com',
      lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: String(cents / 100) }],
    }),
    201,
  );
  expect([made.totals.totalCents, made.totals.taxCents]).toEqual([cents, 0]);
  if (send) await body(await who.post(`/api/v1/invoices/${made.id}/send`, {}), 200);
  return made;
}

/** A shift of `minutes` on the company's day `day`, from 08:00 (UTC−3), with a break. */
const shift = (day: string, minutes: number, breakMinutes = 0) => {
  const start = new Date(`${day}T08:00:00-03:00`);
  return {
    startedAt: start.toISOString(),
    endedAt: new Date(start.getTime() + (minutes + breakMinutes) * 60_000).toISOString(),
    breakMinutes,
  };
};

const detail = async (who: TestClient, jobId: string) =>
  body<JobCostingDetail>(await who.get(`/api/v1/financials/job-costing/${jobId}`), 200);
const list = async (who: TestClient, query = '') =>
  body<JobCostingList>(await who.get(`/api/v1/financials/job-costing${query}`), 200);
const kindRows = (d: JobCostingDetail) =>
  d.kinds.map((k: JobCostKindFigures) => [k.kind, k.estimatedCents, k.notCostedLines, k.actualCents, k.overBudget]);

beforeAll(async () => {
  t = await startTestApp();
  today = companyDay();
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#fff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 70 L290 30" stroke="black" stroke-width="3"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(() => t.close());

describe('one job: its accepted estimate against every kind of cost', () => {
  let owner: Company;
  let jobId: string;
  let crewA: TestClient;
  let crewB: TestClient;
  let crewC: TestClient;
  let orderBilled: Order;
  let orderUnbilled: Order;
  let other: Company;
  let otherJobId: string;

  beforeAll(async () => {
    owner = await newCompany('Costing Floors');
    crewA = await t.addMember(owner.companyId, 'field_team');
    crewB = await t.addMember(owner.companyId, 'field_team');
    crewC = await t.addMember(owner.companyId, 'field_team');
    jobId = (await newJob(owner, 'Maple Street kitchen', [crewA.userId, crewB.userId, crewC.userId])).id;
    const elsewhere = (await newJob(owner, 'Another job')).id;

    // The estimate: option 1 (accepted) with costed and uncosted lines, one optional item chosen and
    // one not; option 2 is never counted.
    await acceptedEstimate(
      owner,
      jobId,
      [
        {
          name: 'Oak',
          lines: [
            {
              kind: 'material',
              description: 'Oak plank',
              quantity: '120.5',
              unit: 'sq ft',
              unitPrice: '6.50',
              unitCost: '3.333',
            },
            {
              kind: 'material',
              description: 'Underlayment',
              quantity: '3',
              unit: 'roll',
              unitPrice: '0',
              unitCost: '10.005',
            },
            { kind: 'material', description: 'Transition strips', quantity: '2', unit: 'each', unitPrice: '15' },
            {
              kind: 'labor',
              description: 'Install',
              quantity: '120.5',
              unit: 'sq ft',
              unitPrice: '3',
              unitCost: '1.25',
            },
            { kind: 'other', description: 'Disposal', quantity: '1', unit: 'each', unitPrice: '80', unitCost: '40' },
            {
              kind: 'material',
              description: 'Stair nosing',
              quantity: '4',
              unit: 'each',
              unitPrice: '20',
              unitCost: '9.5',
              optional: true,
            },
            {
              kind: 'material',
              description: 'Baseboard',
              quantity: '10',
              unit: 'each',
              unitPrice: '5',
              unitCost: '2',
              optional: true,
            },
          ],
        },
        {
          name: 'Walnut',
          lines: [
            { kind: 'material', description: 'Walnut', quantity: '10', unit: 'box', unitPrice: '300', unitCost: '100' },
          ],
        },
      ],
      (lines) => lines.filter((l) => l.description === 'Stair nosing').map((l) => l.id),
    );

    // Bills: materials and subcontractors count; a void one and another job's do not.
    await manualBill(owner, {
      vendorName: 'Floor Supply Co.',
      category: 'materials',
      jobId,
      amountCents: 52000,
      billDate: addDays(today, -20),
    });
    await manualBill(owner, {
      vendorName: 'Trim Crew LLC',
      vendorKind: 'subcontractor',
      category: 'subcontractors',
      jobId,
      amountCents: 25000,
      billDate: addDays(today, -15),
    });
    const voided = await manualBill(owner, {
      vendorName: 'Typo Supply',
      category: 'materials',
      jobId,
      amountCents: 99999,
    });
    await body(await owner.post(`/api/v1/bills/${voided.id}/void`, { reason: 'Entered twice' }), 200);
    await manualBill(owner, {
      vendorName: 'Floor Supply Co.',
      category: 'materials',
      jobId: elsewhere,
      amountCents: 70000,
    });

    // A fuel receipt (other).
    await receipt(owner, {
      vendorName: 'Shell',
      amountCents: '4550',
      category: 'fuel',
      jobId,
      receiptDate: addDays(today, -2),
    });

    // Received orders: one without a bill counts as its total; one with a bill counts once, as the bill.
    orderUnbilled = await receivedOrder(owner, jobId, '10', '12.34');
    orderBilled = await receivedOrder(owner, jobId, '5', '20');
    await body(
      await owner.post('/api/v1/bills', { from: 'order', orderId: orderBilled.id, dueDate: addDays(today, 30) }),
      201,
    );

    // Rates: A's raise from day −10 (each shift at the rate of its day, loaded with its burden); B one rate; C none.
    const rate = (userId: string, effectiveFrom: string, payRateCents: number, burdenPercent: string) =>
      owner
        .post('/api/v1/employee-rates', { userId, effectiveFrom, payRateCents, burdenPercent })
        .then((r) => body(r, 201));
    await rate(crewA.userId, addDays(today, -30), 2000, '25'); // loaded $25.00
    await rate(crewA.userId, addDays(today, -10), 2400, '12.5'); // loaded $27.00
    await rate(crewB.userId, addDays(today, -30), 1901, '0'); // loaded $19.01

    const log = (who: TestClient, fields: Record<string, unknown>, status = 201) =>
      who.post('/api/v1/work-logs', { jobId, ...fields }).then((r) => body<{ id: string; status: string }>(r, status));
    // Approved by the manager who enters them.
    await log(owner, { userId: crewA.userId, ...shift(addDays(today, -12), 480, 30) }); // 8 h × $25.00 = 20000
    await log(owner, { userId: crewA.userId, ...shift(addDays(today, -5), 247) }); // 247 min × $27.00 = 11115
    await log(owner, { userId: crewB.userId, ...shift(addDays(today, -5), 20) }); // 20 min × $19.01 = 633.67
    await log(owner, { userId: crewB.userId, ...shift(addDays(today, -4), 20) }); // 633.67 again: 1267 summed once
    await log(owner, { userId: crewC.userId, ...shift(addDays(today, -3), 60) }); // no rate: unrated
    // The crew's own entries wait for approval (pending), and a rejected one never counts.
    const pending = await log(crewA, shift(addDays(today, -7), 300));
    expect(pending.status).toBe('submitted');
    const rejected = await log(crewA, shift(addDays(today, -8), 300));
    await body(await owner.post(`/api/v1/work-logs/${rejected.id}/review`, { decision: 'rejected' }), 200);

    other = await newCompany('Other Costing');
    otherJobId = (await newJob(other, 'Their job')).id;
    await manualBill(other, { vendorName: 'Their Supply', jobId: otherJobId, amountCents: 12345 });
  });

  it('compares the estimate with the actual cost of each kind, to the cent', async () => {
    const d = await detail(owner, jobId);
    expect(d.title).toBe('Maple Street kitchen');
    // Revenue without tax: 783.25 + 30 + 361.50 + 80 + 80 (the chosen nosing) = 1,334.75.
    expect(d.estimate).toMatchObject({ displayNumber: 'EST-0001', revenueCents: 133475, notCostedLines: 1 });
    // Materials: 120.5 × 3.333 + 3 × 10.005 + 4 × 9.5 = 469.6415 → 46964 (rounded once for the kind,
    // not 40163 + 3002 + 3800 by line); labor: 120.5 × 1.25 = 150.625 → 15063; other: 40.
    // Actual materials: the bill 52000 + the unbilled order 12340 + the billed order's bill 10000.
    // Labor: 20000 + 11115 + 1267.33 → 32382. Subcontractors are never estimated.
    expect(kindRows(d)).toEqual([
      ['materials', 46964, 1, 74340, true],
      ['labor', 15063, 0, 32382, true],
      ['subcontractors', null, 0, 25000, false],
      ['other', 4000, 0, 4550, true],
    ]);
    expect(d.kinds.map((k) => k.varianceCents)).toEqual([74340 - 46964, 32382 - 15063, null, 550]);
    expect(d.estimate!.costCents).toBe(46964 + 15063 + 4000);
    expect(d.costs).toEqual({ materials: 74340, labor: 32382, subcontractors: 25000, other: 4550 });
    expect(d.costCents).toBe(136272);
    expect(d.estimatedMarginCents).toBe(133475 - 66027);
    expect(d.estimatedMarginPercent).toBe(50.5);

    // Nothing invoiced: the margin is against the estimate's revenue.
    expect([d.invoicedCents, d.invoiceCount, d.revenueBasis, d.revenueCents]).toEqual([0, 0, 'estimate', 133475]);
    expect([d.marginCents, d.marginPercent]).toEqual([133475 - 136272, -2.1]);
    expect(d.unratedLabor).toEqual({ shifts: 1, minutes: 60 });
    expect(d.overBudgetKinds).toEqual(['materials', 'labor', 'other']);
    expect(d.flags).toEqual(['over_budget', 'overrun', 'low_margin', 'unrated_labor']);
  });

  it('lists the cost records newest first: each bill, receipt and order, and each member’s hours', async () => {
    const d = await detail(owner, jobId);
    const members = new Map([
      [crewA.userId, 'A'],
      [crewB.userId, 'B'],
    ]);
    expect(d.recordCount).toBe(7);
    expect(
      d.records.map((r) => [
        r.source,
        r.day,
        r.kind,
        r.source === 'labor' ? members.get(r.id) : r.name,
        r.amountCents,
        r.shifts,
        r.minutes,
      ]),
    ).toEqual([
      ['bill', today, 'materials', orderBilled.displayNumber, 10000, null, null],
      ['order', today, 'materials', orderUnbilled.displayNumber, 12340, null, null],
      ['receipt', addDays(today, -2), 'other', 'Shell', 4550, null, null],
      ['labor', addDays(today, -4), 'labor', 'B', 1267, 2, 40],
      ['labor', addDays(today, -5), 'labor', 'A', 31115, 2, 727],
      ['bill', addDays(today, -15), 'subcontractors', 'Trim Crew LLC', 25000, null, null],
      ['bill', addDays(today, -20), 'materials', 'Floor Supply Co.', 52000, null, null],
    ]);
    expect(d.records.find((r) => r.source === 'receipt')!.category).toBe('fuel');
  });

  it('uses invoiced revenue once there is any, and adding a bill moves the margin', async () => {
    await invoice(owner, jobId, 90000, { send: false }); // a draft is not revenue
    await invoice(owner, jobId, 200000);
    let d = await detail(owner, jobId);
    expect([d.invoicedCents, d.invoiceCount, d.revenueBasis, d.revenueCents]).toEqual([200000, 1, 'invoiced', 200000]);
    expect([d.marginCents, d.marginPercent]).toEqual([200000 - 136272, 31.9]);
    expect(d.flags).toEqual(['over_budget', 'overrun', 'unrated_labor']);

    await manualBill(owner, { vendorName: 'Late Supply', category: 'equipment', jobId, amountCents: 30000 });
    d = await detail(owner, jobId);
    expect(d.costs.other).toBe(34550);
    expect([d.costCents, d.marginCents, d.marginPercent]).toEqual([166272, 33728, 16.9]);
    expect(16.9).toBeLessThan(JOB_COSTING_LOW_MARGIN_PERCENT);
    expect(d.flags).toEqual(['over_budget', 'overrun', 'low_margin', 'unrated_labor']);
    expect(d.recordCount).toBe(8);
  });

  it('shows a job without an accepted estimate, and one whose lines have no unit cost', async () => {
    const bare = (await newJob(owner, 'No estimate yet')).id;
    await manualBill(owner, { vendorName: 'Floor Supply Co.', jobId: bare, amountCents: 1000 });
    let d = await detail(owner, bare);
    expect([d.estimate, d.estimatedMarginCents, d.revenueBasis, d.revenueCents, d.marginPercent]).toEqual([
      null,
      null,
      null,
      0,
      null,
    ]);
    expect(kindRows(d)).toEqual([
      ['materials', null, 0, 1000, false],
      ['labor', null, 0, 0, false],
      ['subcontractors', null, 0, 0, false],
      ['other', null, 0, 0, false],
    ]);
    expect([d.marginCents, d.flags]).toEqual([-1000, []]);

    // A kind whose accepted lines have no unit cost is not estimated: it is not over budget, nor the job overrun.
    const uncosted = (await newJob(owner, 'Uncosted estimate')).id;
    await acceptedEstimate(owner, uncosted, [
      {
        name: 'Plain',
        lines: [{ kind: 'material', description: 'Tile', quantity: '10', unit: 'box', unitPrice: '50' }],
      },
    ]);
    await receipt(owner, { vendorName: 'Tile Depot', amountCents: '1000', category: 'materials', jobId: uncosted });
    d = await detail(owner, uncosted);
    expect(d.estimate).toMatchObject({
      displayNumber: 'EST-0002',
      revenueCents: 50000,
      costCents: 0,
      notCostedLines: 1,
    });
    expect(kindRows(d)).toEqual([
      ['materials', null, 1, 1000, false],
      ['labor', 0, 0, 0, false],
      ['subcontractors', null, 0, 0, false],
      ['other', 0, 0, 0, false],
    ]);
    expect([d.revenueBasis, d.marginCents, d.marginPercent, d.flags]).toEqual(['estimate', 49000, 98, []]);
  });

  it("answers 404 for another company's job and an unknown one, 400 for a malformed id", async () => {
    expect((await owner.get(`/api/v1/financials/job-costing/${otherJobId}`)).status).toBe(404);
    expect((await other.get(`/api/v1/financials/job-costing/${jobId}`)).status).toBe(404);
    expect((await owner.get('/api/v1/financials/job-costing/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await owner.get('/api/v1/financials/job-costing/not-a-job')).status).toBe(400);
    // Their list holds their job only, with their bill.
    const theirs = await list(other);
    expect(theirs.items.map((r) => [r.jobId, r.costCents])).toEqual([[otherJobId, 12345]]);
  });

  it('is for readers of financials only', async () => {
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await member.get('/api/v1/financials/job-costing')).status, role).toBe(403);
      expect((await member.get(`/api/v1/financials/job-costing/${jobId}`)).status, role).toBe(403);
    }
    const provider = await t.addMember(owner.companyId, 'service_provider');
    expect((await provider.get(`/api/v1/financials/job-costing/${jobId}`)).status).toBe(200);
    expect((await crewA.get(`/api/v1/financials/job-costing/${jobId}`)).status).toBe(403);
  });

  it('lists the job with the same figures as its page', async () => {
    const { items } = await list(owner, '?q=maple');
    const d = await detail(owner, jobId);
    const { kinds: _k, records: _r, recordCount: _c, estimatedMarginCents: _m, estimatedMarginPercent: _p, ...row } = d;
    expect(items).toEqual([row satisfies JobCostingRow]);
  });
});

describe('the list', () => {
  let owner: Company;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await newCompany('Listing Floors');
    const make = async (title: string, revenue: number, cost: number) => {
      const id = (await newJob(owner, title)).id;
      ids[title] = id;
      if (revenue) await invoice(owner, id, revenue);
      if (cost) await manualBill(owner, { vendorName: 'Supply', jobId: id, amountCents: cost });
    };
    await make('Alpha kitchen', 100000, 50000); // 50 %
    await make('Beta hall', 100000, 90000); // 10 %: low margin
    await make('Gamma stairs', 0, 1000); // no revenue: no margin
    await make('Delta basement', 50000, 20000); // 60 %
    await make('Epsilon porch', 0, 0);
    await body(await owner.post(`/api/v1/jobs/${ids['Delta basement']}/status`, { status: 'completed' }), 200);
  });

  const titles = (l: JobCostingList) => l.items.map((r) => r.title);

  it('sorts by margin (lowest first, none last) and pages in the database, with totals over every match', async () => {
    const first = await list(owner, '?limit=2');
    expect(first.total).toBe(5);
    expect(titles(first)).toEqual(['Beta hall', 'Alpha kitchen']);
    const second = await list(owner, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(owner, `?limit=2&cursor=${second.nextCursor}`);
    // The two jobs without revenue have no margin: last, in the order of their ids.
    expect(titles(second)[0]).toBe('Delta basement');
    expect([...titles(second).slice(1), ...titles(third)].sort()).toEqual(['Epsilon porch', 'Gamma stairs']);
    // The count and the sums come with the first page; the last page has no next.
    expect([second.total, second.totals, third.items.length, third.nextCursor]).toEqual([null, null, 1, null]);
    expect(first.totals).toEqual({
      estimatedRevenueCents: 0,
      estimatedCostCents: 0,
      invoicedCents: 250000,
      costCents: 161000,
      revenueCents: 250000,
      marginCents: 89000,
      marginPercent: 35.6,
      flaggedCount: 1,
    });
    expect(first.items[0]).toMatchObject({
      revenueBasis: 'invoiced',
      marginCents: 10000,
      marginPercent: 10,
      flags: ['low_margin'],
      estimate: null,
    });
  });

  it('sorts by newest, cost and title', async () => {
    expect(titles(await list(owner, '?sort=newest'))).toEqual([
      'Epsilon porch',
      'Delta basement',
      'Gamma stairs',
      'Beta hall',
      'Alpha kitchen',
    ]);
    expect(titles(await list(owner, '?sort=cost'))).toEqual([
      'Beta hall',
      'Alpha kitchen',
      'Delta basement',
      'Gamma stairs',
      'Epsilon porch',
    ]);
    expect(titles(await list(owner, '?sort=title'))).toEqual([
      'Alpha kitchen',
      'Beta hall',
      'Delta basement',
      'Epsilon porch',
      'Gamma stairs',
    ]);
  });

  it('filters by status, title and flags; the totals follow the filters', async () => {
    const done = await list(owner, '?status=completed');
    expect([titles(done), done.total, done.totals?.costCents]).toEqual([['Delta basement'], 1, 20000]);
    expect(titles(await list(owner, '?q=HALL'))).toEqual(['Beta hall']);
    expect((await list(owner, `?q=${encodeURIComponent('%')}`)).total).toBe(0);
    const flagged = await list(owner, '?flagged=true');
    expect([titles(flagged), flagged.totals?.flaggedCount]).toEqual([['Beta hall'], 1]);
    expect((await list(owner, '?flagged=false')).total).toBe(4);
  });

  it('pages through equal sort values without repeating or skipping a job', async () => {
    const same = await newCompany('Even Floors');
    const made: string[] = [];
    for (const title of ['Same one', 'Same two', 'Same three', 'Same four', 'Same five']) {
      const id = (await newJob(same, title)).id;
      await manualBill(same, { vendorName: 'Supply', jobId: id, amountCents: 7000 });
      made.push(id);
    }
    for (const sort of ['cost', 'margin'] as const) {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: JobCostingList = await list(same, `?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((r) => r.jobId));
        cursor = page.nextCursor;
      }
      expect(seen.toSorted(), sort).toEqual(made.toSorted());
    }
    const forged = Buffer.from(JSON.stringify(['cost', 'drop table', made[0]])).toString('base64url');
    expect((await same.get(`/api/v1/financials/job-costing?sort=cost&cursor=${forged}`)).status).toBe(400);
  });

  it('refuses a bad cursor, size or sort with a 400', async () => {
    for (const query of ['?cursor=forged', '?limit=101', '?sort=profit', '?status=done', '?flagged=yes']) {
      const res = await owner.get(`/api/v1/financials/job-costing${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<{ code: string }>(res)).code, query).toBe('VALIDATION_ERROR');
    }
  });
});
