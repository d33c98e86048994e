import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Expenses,
  FinancialOverview,
  ProfitAndLoss,
  ProfitAndLossFigures,
  SalesTax,
} from '../../../shared/financial-responses.ts';
import { COST_CATEGORIES, REPORT_MESSAGES, type CostCategory } from '../../../shared/financials.ts';
import type { Invoice } from '../../../shared/invoice-responses.ts';
import { addDays, dayInZone } from '../../../shared/days.ts';
import { computeTotals } from '../../../shared/money.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// The financial reports and the overview (issue #18, ADR 0035), through the real app and database:
// a small ledger built through the APIs over three months, and every cell of every report checked
// against it by hand. The company keeps Kiritimati's time (UTC+14): a shift that starts at 01:00 on
// the 1st of a month there is still the month before in UTC, and counts in the company's month.
const ZONE = 'Pacific/Kiritimati';
const companyDay = () => dayInZone(new Date(), ZONE);

/** The first day of the month `back` months before `day`'s. */
function monthStart(day: string, back = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 10);
}

let t: TestApp;
let owner: TestClient & { companyId: string };
let today: string;
/** This month, last month and the month before (their first days), and their YYYY-MM keys. */
let m0: string, m1: string, m2: string;
let k0: string, k1: string, k2: string;
let hardwoodJob: string, tileJob: string;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

/** A sent invoice (issued: neither draft nor void). */
async function issued(fields: Record<string, unknown>, who: TestClient = owner): Promise<Invoice> {
  const invoice = await body<Invoice>(
    await who.post('/api/v1/invoices', {
      from: 'blank',
      title: 'Floors',
      clientName: 'Ana Souza',
      clientEmail: 'ana@example.com',
      ...fields,
    }),
    201,
  );
  return body<Invoice>(await who.post(`/api/v1/invoices/${invoice.id}/send`, {}), 200);
}

async function bill(fields: Record<string, unknown>, who: TestClient = owner): Promise<{ id: string }> {
  return body(
    await who.post('/api/v1/bills', { from: 'manual', vendorName: 'Floor Depot', vendorKind: 'supplier', ...fields }),
    201,
  );
}

/** A material order with one costed item, sent and received in full (today, on the company's day). */
async function receivedOrder(jobId: string, unitCost: string): Promise<{ id: string }> {
  const order = await body<{ id: string; items: { id: string }[] }>(
    await owner.post('/api/v1/orders', {
      jobId,
      items: [{ description: 'Oak plank', quantity: '1', unit: 'box', unitCost }],
    }),
    201,
  );
  await body(await owner.post(`/api/v1/orders/${order.id}/send`, { to: 'rep@supplier.example' }), 200);
  const received = await body<{ status: string }>(
    await owner.post(`/api/v1/orders/${order.id}/receipts`, { items: [{ itemId: order.items[0]!.id, quantity: '1' }] }),
    200,
  );
  expect(received.status).toBe('received');
  return order;
}

/** A shift the owner enters (approved as entered), in Kiritimati's wall-clock time. */
async function shift(userId: string, jobId: string, day: string, from: string, to: string, breakMinutes = 0) {
  await body(
    await owner.post('/api/v1/work-logs', {
      userId,
      jobId,
      startedAt: `${day}T${from}:00+14:00`,
      endedAt: `${day}T${to}:00+14:00`,
      breakMinutes,
    }),
    201,
  );
}

const costs = (given: Partial<Record<CostCategory, number>>) =>
  Object.fromEntries(COST_CATEGORIES.map((c) => [c, given[c] ?? 0])) as Record<CostCategory, number>;

function figures(revenueCents: number, given: Partial<Record<CostCategory, number>>): ProfitAndLossFigures {
  const totalCostCents = Object.values(given).reduce((a, b) => a + b, 0);
  const profitCents = revenueCents - totalCostCents;
  return {
    revenueCents,
    costs: costs(given),
    totalCostCents,
    profitCents,
    marginPercent: revenueCents ? Math.round((profitCents * 1000) / revenueCents) / 10 : null,
  };
}

// The ledger, by hand. Invoice 1 (hardwood job, two months ago): $1,000.00 of materials taxed at 7 %
// and $500.00 of labor. Invoice 2 (tile job, on the 1st of last month): $99.99 of materials, $500.00
// of labor and a $50.00 taxable delivery, 10 % off, taxed at 8.875 % on materials. Invoice 3
// (hardwood job, last month): $200.00 of labor, no tax.
const INVOICE_2_TAXABLE = 8999 + 4500; // each taxed line less its share of the $65.00 discount
const INVOICE_2_TAX = 1198; // 8.875 % of $134.99, half up
const INVOICE_2_REVENUE = 64999 - 6500;
// Labor at $20.00 an hour plus 12.5 % burden: $22.50 an hour, 37.5 cents a minute.
const LOADED_CENTS_PER_MINUTE = 37.5;
const BY_MONTH_JOB = () => ({
  [k2]: {
    hardwood: { revenue: 150000, costs: { materials: 30000, labor: 450 * LOADED_CENTS_PER_MINUTE } },
  },
  [k1]: {
    hardwood: { revenue: 20000, costs: {} },
    // 127 minutes (4,762.5 cents) and 1 minute (37.5 cents): 4,800 cents when rounded once.
    tile: { revenue: INVOICE_2_REVENUE, costs: { subcontractors: 45000, fuel: 4567, labor: 4800 } },
    none: { revenue: 0, costs: { rent: 100000 } },
  },
  [k0]: {
    hardwood: { revenue: 0, costs: { materials: 8025 } },
    tile: { revenue: 0, costs: { materials: 4000 } },
  },
});
type Cell = { revenue: number; costs: Partial<Record<CostCategory, number>> };
function sum(cells: Cell[]): ProfitAndLossFigures {
  const total: Partial<Record<CostCategory, number>> = {};
  for (const cell of cells) {
    for (const [c, v] of Object.entries(cell.costs) as [CostCategory, number][]) total[c] = (total[c] ?? 0) + v;
  }
  return figures(
    cells.reduce((a, c) => a + c.revenue, 0),
    total,
  );
}
const cellsWhere = (keep: (month: string, group: string) => boolean) =>
  Object.entries(BY_MONTH_JOB()).flatMap(([month, groups]) =>
    Object.entries(groups as Record<string, Cell>)
      .filter(([group]) => keep(month, group))
      .map(([, cell]) => cell),
  );

const pnl = async (query: string, who: TestClient = owner) =>
  body<ProfitAndLoss>(await who.get(`/api/v1/financials/reports/profit-and-loss?${query}`), 200);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Ledger Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  today = companyDay();
  [m0, m1, m2] = [monthStart(today), monthStart(today, 1), monthStart(today, 2)];
  [k0, k1, k2] = [m0.slice(0, 7), m1.slice(0, 7), m2.slice(0, 7)];
  const crew = await t.addMember(owner.companyId, 'field_team');
  const unrated = await t.addMember(owner.companyId, 'field_team');

  hardwoodJob = (
    await body<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Oak floor', serviceType: 'hardwood' }), 201)
  ).id;
  tileJob = (
    await body<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Tile bath', serviceType: 'tile' }), 201)
  ).id;

  // Revenue, and what is not revenue: a void invoice and a draft.
  const one = await issued({
    jobId: hardwoodJob,
    issueDate: addDays(m2, 4),
    taxRate: '7',
    taxAppliesTo: 'materials',
    lines: [
      { kind: 'material', description: 'Oak', quantity: '10', unit: 'box', unitPrice: '100' },
      { kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: '500' },
    ],
  });
  expect([one.totals.taxCents, one.totals.totalCents]).toEqual([7000, 157000]);
  const twoLines = [
    { kind: 'material' as const, description: 'Grout', quantity: '3', unit: 'each', unitPrice: '33.33' },
    { kind: 'labor' as const, description: 'Install', quantity: '2', unit: 'each', unitPrice: '250' },
    { kind: 'other' as const, description: 'Delivery', quantity: '1', unit: '', unitPrice: '50', taxable: true },
  ];
  const two = await issued({
    jobId: tileJob,
    issueDate: m1,
    discount: { kind: 'percent', percent: '10' },
    taxRate: '8.875',
    taxAppliesTo: 'materials',
    lines: twoLines,
  });
  // The taxable base the report derives in SQL is the money rules' own.
  const rules = computeTotals({
    lines: twoLines.map((l, i) => ({ ...l, id: String(i) })),
    discount: { type: 'percent', percent: '10' },
    taxRates: [{ id: 'tax', percent: '8.875', appliesTo: 'materials' }],
  });
  expect([rules.taxes[0]!.base, rules.tax, two.totals.taxCents, two.totals.totalCents - two.totals.taxCents]).toEqual([
    INVOICE_2_TAXABLE,
    INVOICE_2_TAX,
    INVOICE_2_TAX,
    INVOICE_2_REVENUE,
  ]);
  await issued({
    jobId: hardwoodJob,
    issueDate: addDays(m1, 9),
    lines: [{ kind: 'labor', description: 'Sanding', quantity: '1', unit: 'each', unitPrice: '200' }],
  });
  const voided = await issued({
    jobId: hardwoodJob,
    issueDate: addDays(m1, 2),
    lines: [{ kind: 'labor', description: 'Typo', quantity: '1', unit: 'each', unitPrice: '999' }],
  });
  await body(await owner.post(`/api/v1/invoices/${voided.id}/void`, { reason: 'typo' }), 200);
  await body(
    await owner.post('/api/v1/invoices', {
      from: 'blank',
      title: 'Draft',
      jobId: tileJob,
      issueDate: addDays(m1, 3),
      lines: [{ kind: 'labor', description: 'Not yet', quantity: '1', unit: 'each', unitPrice: '777' }],
    }),
    201,
  );

  // Bills of two categories on the jobs, an overhead bill, and a void one.
  await bill({
    jobId: hardwoodJob,
    category: 'materials',
    billDate: addDays(m2, 9),
    dueDate: addDays(m2, 9),
    amountCents: 30000,
  });
  await bill({
    jobId: tileJob,
    category: 'subcontractors',
    billDate: addDays(m1, 14),
    dueDate: addDays(today, 10),
    amountCents: 45000,
  });
  const rent = await bill({ category: 'rent', billDate: m1, dueDate: addDays(today, 40), amountCents: 100000 });
  // Cash moves (today): $100.00 received on invoice 1, $50.00 paid on the rent. Neither is revenue or a cost.
  await body(await owner.post(`/api/v1/invoices/${one.id}/payments`, { method: 'cash', amountCents: 10000 }), 201);
  await body(await owner.post(`/api/v1/bills/${rent.id}/payments`, { method: 'check', amountCents: 5000 }), 201);
  const wrong = await bill({
    jobId: tileJob,
    category: 'equipment',
    billDate: addDays(m1, 5),
    dueDate: addDays(today, 5),
    amountCents: 12000,
  });
  await body(await owner.post(`/api/v1/bills/${wrong.id}/void`, { reason: 'duplicate' }), 200);

  // A receipt, through the receipts API (a form).
  const receipt = new FormData();
  for (const [k, v] of Object.entries({
    vendorName: 'Shell',
    amountCents: '4567',
    receiptDate: addDays(m1, 19),
    category: 'fuel',
    paymentMethod: 'card',
    jobId: tileJob,
  })) {
    receipt.set(k, v);
  }
  await body(await owner.request('POST', '/api/v1/receipts', { body: receipt }), 201);

  // Approved hours: the crew member has a rate, the other none (their hours are flagged, not costed).
  await body(
    await owner.post('/api/v1/employee-rates', {
      userId: crew.userId,
      effectiveFrom: addDays(m2, -30),
      payRateCents: 2000,
      burdenPercent: '12.5',
    }),
    201,
  );
  await shift(crew.userId, hardwoodJob, addDays(m2, 9), '08:00', '16:00', 30);
  await shift(crew.userId, tileJob, m1, '01:00', '03:07');
  await shift(crew.userId, tileJob, addDays(m1, 19), '10:00', '11:01', 60);
  await shift(unrated.userId, hardwoodJob, addDays(m1, 10), '09:00', '11:00');

  // Received orders: one without a bill (a cost on the day received), one billed (counted once, as its bill).
  await receivedOrder(hardwoodJob, '80.25');
  const billed = await receivedOrder(tileJob, '40');
  await body(await owner.post('/api/v1/bills', { from: 'order', orderId: billed.id, dueDate: today }), 201);

  // Another company's records, on the same days.
  const other = await t.newCompany('Other Ledger Floors');
  await body(
    await other.post('/api/v1/bills', {
      from: 'manual',
      vendorName: 'Elsewhere',
      category: 'rent',
      billDate: m1,
      dueDate: m1,
      amountCents: 77700,
    }),
    201,
  );
  const theirs = await body<Invoice>(
    await other.post('/api/v1/invoices', {
      from: 'blank',
      title: 'Theirs',
      clientName: 'Zed',
      clientEmail: 'zed@example.com',
      issueDate: m1,
      taxRate: '5',
      lines: [{ kind: 'material', description: 'Carpet', quantity: '1', unit: 'each', unitPrice: '888' }],
    }),
    201,
  );
  await body(await other.post(`/api/v1/invoices/${theirs.id}/send`, {}), 200);
});
afterAll(() => t.close());

const range = () => `from=${m2}&to=${today}`;

describe('profit and loss', () => {
  it('by month: every month of the range, each cell to the cent, labor rounded once, on the company day', async () => {
    const report = await pnl(`${range()}&groupBy=month`);
    expect(report).toMatchObject({ from: m2, to: today, today, groupBy: 'month', nextCursor: null });
    expect(report.rows.map((r) => r.key)).toEqual([k2, k1, k0]);
    for (const [i, month] of [k2, k1, k0].entries()) {
      expect(report.rows[i], month).toEqual({ key: month, name: null, ...sum(cellsWhere((m) => m === month)) });
    }
    // Spelled out: last month's labor is 4,762.5 + 37.5 cents, not 4,763 + 38; the edge shift is not in k2.
    expect(report.rows[1]!.costs.labor).toBe(4800);
    expect(report.rows[0]!.costs.labor).toBe(16875);
    expect(report.totals).toEqual(sum(cellsWhere(() => true)));
    expect(report.totals).toMatchObject({
      revenueCents: 228499,
      totalCostCents: 213267,
      profitCents: 15232,
      marginPercent: 6.7,
    });
    expect(report.unratedLabor).toEqual({ shifts: 1, minutes: 120 });

    // Empty months are listed too.
    const wide = await pnl(`from=${addDays(m2, -70)}&to=${today}&groupBy=month`);
    expect(wide.rows).toHaveLength(6);
    expect(wide.rows[0]).toEqual({ key: monthStart(m2, 3).slice(0, 7), name: null, ...figures(0, {}) });
    expect(wide.totals).toEqual(report.totals);
  });

  it('by job: each job by name, then the records without one (overhead)', async () => {
    const report = await pnl(`${range()}&groupBy=job`);
    expect(report.nextCursor).toBeNull();
    expect(report.rows).toEqual([
      { key: hardwoodJob, name: 'Oak floor', ...sum(cellsWhere((_, g) => g === 'hardwood')) },
      { key: tileJob, name: 'Tile bath', ...sum(cellsWhere((_, g) => g === 'tile')) },
      { key: 'none', name: null, ...sum(cellsWhere((_, g) => g === 'none')) },
    ]);
    expect(report.rows.map((r) => [r.revenueCents, r.totalCostCents, r.profitCents, r.marginPercent])).toEqual([
      [170000, 54900, 115100, 67.7],
      [58499, 58367, 132, 0.2],
      [0, 100000, -100000, null],
    ]);
    expect(report.totals).toEqual(sum(cellsWhere(() => true)));
  });

  it("by service type: the job's type, none for overhead; a range narrows every source", async () => {
    const report = await pnl(`${range()}&groupBy=service_type`);
    expect(report.rows).toEqual([
      { key: 'hardwood', name: null, ...sum(cellsWhere((_, g) => g === 'hardwood')) },
      { key: 'tile', name: null, ...sum(cellsWhere((_, g) => g === 'tile')) },
      { key: 'none', name: null, ...sum(cellsWhere((_, g) => g === 'none')) },
    ]);
    // Last month alone: the edge shift on its 1st is in, the order received today is not.
    const last = await pnl(`from=${m1}&to=${addDays(m0, -1)}&groupBy=service_type`);
    expect(last.rows.map((r) => r.key)).toEqual(['hardwood', 'tile', 'none']);
    expect(last.totals).toEqual(sum(cellsWhere((m) => m === k1)));
    expect(last.unratedLabor).toEqual({ shifts: 1, minutes: 120 });
  });

  it('defaults to this year to date on the company day', async () => {
    const report = await pnl('');
    expect([report.from, report.to, report.groupBy]).toEqual([`${today.slice(0, 4)}-01-01`, today, 'month']);
    expect(report.rows.at(-1)!.key).toBe(k0);
    expect(report.totals).toEqual(sum(cellsWhere((m) => m >= today.slice(0, 4))));
  });

  it('as CSV: dollars with two decimals, the range in the file name', async () => {
    const res = await owner.get(`/api/v1/financials/reports/profit-and-loss.csv?${range()}&groupBy=job`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="profit-and-loss-by-job-${m2}-to-${today}.csv"`,
    );
    const zeros = (n: number) => Array<string>(n).fill('0.00');
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Job,Revenue,Materials,Subcontractors,Equipment,Fuel,Vehicles,Insurance,Rent,Utilities,Office,Marketing,Other,Labor,Total costs,Profit,Margin %',
      ['Oak floor', '1700.00', '380.25', ...zeros(10), '168.75', '549.00', '1151.00', '67.7'].join(','),
      ['Tile bath', '584.99', '40.00', '450.00', '0.00', '45.67', ...zeros(7), '48.00', '583.67', '1.32', '0.2'].join(
        ',',
      ),
      ['No job (overhead)', '0.00', ...zeros(6), '1000.00', ...zeros(5), '1000.00', '-1000.00', ''].join(','),
      [
        'Total',
        '2284.99',
        '420.25',
        '450.00',
        '0.00',
        '45.67',
        '0.00',
        '0.00',
        '1000.00',
        ...zeros(4),
        '216.75',
        '2132.67',
        '152.32',
        '6.7',
      ].join(','),
      '',
    ]);
  });

  it('as a PDF headed by the company and the range, with the totals', async () => {
    const res = await owner.get(`/api/v1/financials/reports/profit-and-loss.pdf?${range()}&groupBy=service_type`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(join(tmpdir(), 'pnl-'));
    try {
      const file = join(dir, 'report.pdf');
      writeFileSync(file, pdf);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Ledger Floors');
      expect(text).toContain('Profit and loss');
      const day = (d: string) =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
      expect(text).toContain(`${day(m2)} – ${day(today)}`);
      for (const amount of ['$2,284.99', '$2,132.67', '$152.32', '$1,700.00', '$216.75'])
        expect(text).toContain(amount);
      expect(text).toMatch(/Hardwood\s+\$1,700\.00\s+\$549\.00\s+\$1,151\.00\s+67\.7 %/);
      expect(text).toMatch(/No service type\s+\$0\.00\s+\$1,000\.00\s+-\$1,000\.00\s+—/);
      expect(text).toContain('not tax advice');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('profit and loss by job, a page at a time', () => {
  let paging: TestClient & { companyId: string };
  let neighbour: TestClient & { companyId: string };
  let day: string;
  /** Paging Floors' jobs in the pages' order, then no job. */
  let order: string[];
  let neighbourJob: string;

  const newJob = async (who: TestClient, title: string) =>
    (await body<{ id: string }>(await who.post('/api/v1/jobs', { title }), 201)).id;
  const labor = (unitPrice: string) => [
    { kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice },
  ];
  const byJob = (who: TestClient, query = '') => pnl(`from=${day}&to=${day}&groupBy=job${query}`, who);

  /** Every page of the P&L by job, `limit` rows each, following the cursors. */
  async function allPages(who: TestClient, limit: number) {
    const pages: ProfitAndLoss[] = [];
    let cursor: string | null = null;
    do {
      const page: ProfitAndLoss = await byJob(who, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
      if (pages.length > 10) throw new Error('the cursors never end');
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    paging = await t.newCompany('Paging Floors');
    neighbour = await t.newCompany('Neighbour Floors');
    ({ today: day } = await body<FinancialOverview>(await paging.get('/api/v1/financials/overview'), 200));
    // Two jobs with revenue, two with costs only, and a bill of no job; the neighbour's job earns
    // more than any of them on the same day.
    const big = await newJob(paging, 'Big floor');
    const small = await newJob(paging, 'Small floor');
    const costs = [await newJob(paging, 'Costly one'), await newJob(paging, 'Costly two')];
    await issued({ jobId: big, issueDate: day, lines: labor('3000') }, paging);
    await bill({ jobId: big, category: 'materials', billDate: day, dueDate: day, amountCents: 10000 }, paging);
    await issued({ jobId: small, issueDate: day, lines: labor('1000') }, paging);
    for (const [i, jobId] of costs.entries()) {
      await bill({ jobId, category: 'fuel', billDate: day, dueDate: day, amountCents: 5000 + i * 2000 }, paging);
    }
    await bill({ category: 'rent', billDate: day, dueDate: day, amountCents: 20000 }, paging);
    neighbourJob = await newJob(neighbour, 'Their floor');
    await issued({ jobId: neighbourJob, issueDate: day, lines: labor('9000') }, neighbour);
    await bill({ jobId: neighbourJob, category: 'fuel', billDate: day, dueDate: day, amountCents: 700 }, neighbour);
    // Highest revenue first; the jobs without revenue by id, descending; no job closes the last page.
    order = [big, small, ...costs.toSorted().toReversed(), 'none'];
  });

  it('pages by revenue, then the jobs with costs only, then no job; the last page has no cursor', async () => {
    for (const limit of [1, 2, 3, 4]) {
      const pages = await allPages(paging, limit);
      const sizes = Array.from({ length: Math.ceil(order.length / limit) }, (_, i) =>
        Math.min(limit, order.length - i * limit),
      );
      expect(
        pages.map((p) => p.rows.length),
        `limit ${limit}`,
      ).toEqual(sizes);
      expect(pages.flatMap((p) => p.rows.map((r) => r.key))).toEqual(order);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      for (const page of pages.slice(0, -1)) expect(page.nextCursor).toEqual(expect.any(String));
    }
    const [first, second] = await allPages(paging, 1);
    expect(first!.rows).toEqual([{ key: order[0], name: 'Big floor', ...figures(300000, { materials: 10000 }) }]);
    expect(second!.rows).toEqual([{ key: order[1], name: 'Small floor', ...figures(100000, {}) }]);
    // One page of the default size holds them all.
    const all = await byJob(paging);
    expect([all.rows.map((r) => r.key), all.nextCursor]).toEqual([order, null]);
    expect(all.rows.at(-1)).toEqual({ key: 'none', name: null, ...figures(0, { rent: 20000 }) });
  });

  it("answers the range's totals on every page: the sums of every page's rows, as by month", async () => {
    const pages = await allPages(paging, 2);
    const rows = pages.flatMap((p) => p.rows);
    const costs: Partial<Record<CostCategory, number>> = {};
    for (const row of rows) for (const c of COST_CATEGORIES) costs[c] = (costs[c] ?? 0) + row.costs[c];
    const summed = figures(
      rows.reduce((sum, r) => sum + r.revenueCents, 0),
      costs,
    );
    expect(summed).toEqual(figures(400000, { materials: 10000, fuel: 12000, rent: 20000 }));
    for (const page of pages) expect(page.totals).toEqual(summed);
    expect((await pnl(`from=${day}&to=${day}&groupBy=month`, paging)).totals).toEqual(summed);
  });

  it("shows another company's jobs never, and theirs only to them", async () => {
    for (const limit of [1, 50]) {
      const keys = (await allPages(paging, limit)).flatMap((p) => p.rows.map((r) => r.key));
      expect(keys).not.toContain(neighbourJob);
    }
    const theirs = await byJob(neighbour);
    expect(theirs.rows).toEqual([{ key: neighbourJob, name: 'Their floor', ...figures(900000, { fuel: 700 }) }]);
    expect(theirs.totals).toEqual(figures(900000, { fuel: 700 }));
  });

  it('refuses a cursor it did not write, and a bad page size, with a 400', async () => {
    const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const cursor of ['forged', cursorOf(['revenue', 'drop table', order[0]]), cursorOf(['cost', '1', order[0]])]) {
      const res = await paging.get(`/api/v1/financials/reports/profit-and-loss?groupBy=job&cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(await json<{ code: string; errors: Record<string, string> }>(res)).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: { cursor: 'Invalid cursor' },
      });
    }
    const big = await paging.get('/api/v1/financials/reports/profit-and-loss?groupBy=job&limit=101');
    expect([big.status, Object.keys(await errorsOf(big))]).toEqual([400, ['limit']]);
  });

  it("downloads every row, in the pages' order, whatever the page size", async () => {
    const res = await paging.get(
      `/api/v1/financials/reports/profit-and-loss.csv?from=${day}&to=${day}&groupBy=job&limit=1`,
    );
    const names = (await res.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(names).toEqual([
      'Big floor',
      'Small floor',
      ...(await byJob(paging)).rows.slice(2, 4).map((r) => r.name),
      'No job (overhead)',
      'Total',
    ]);
  });
});

describe('sales tax', () => {
  it('by month of issue: invoices, sales without tax, the taxable part and the tax; void and drafts left out', async () => {
    const report = await body<SalesTax>(await owner.get(`/api/v1/financials/reports/sales-tax?${range()}`), 200);
    expect(report.rows).toEqual([
      { month: k2, invoiceCount: 1, salesCents: 150000, taxableSalesCents: 100000, taxCents: 7000 },
      {
        month: k1,
        invoiceCount: 2,
        salesCents: INVOICE_2_REVENUE + 20000,
        taxableSalesCents: INVOICE_2_TAXABLE,
        taxCents: INVOICE_2_TAX,
      },
      { month: k0, invoiceCount: 0, salesCents: 0, taxableSalesCents: 0, taxCents: 0 },
    ]);
    expect(report.totals).toEqual({
      invoiceCount: 3,
      salesCents: 228499,
      taxableSalesCents: 100000 + INVOICE_2_TAXABLE,
      taxCents: 7000 + INVOICE_2_TAX,
    });

    const csv = await owner.get(`/api/v1/financials/reports/sales-tax.csv?${range()}`);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="sales-tax-${m2}-to-${today}.csv"`);
    expect((await csv.text()).replace(/^\uFEFF/, '')).toBe(
      [
        'Month,Invoices,Sales (without tax),Taxable sales,Tax collected',
        `${k2},1,1500.00,1000.00,70.00`,
        `${k1},2,784.99,134.99,11.98`,
        `${k0},0,0.00,0.00,0.00`,
        'Total,3,2284.99,1134.99,81.98',
        '',
      ].join('\r\n'),
    );
  });
});

describe('expenses', () => {
  it('by category and by source, every one listed; orders billed count once, as their bill', async () => {
    const report = await body<Expenses>(await owner.get(`/api/v1/financials/reports/expenses?${range()}`), 200);
    const byCategory = Object.fromEntries(report.byCategory.map((r) => [r.category, [r.count, r.totalCents]]));
    expect(byCategory).toEqual({
      ...Object.fromEntries(COST_CATEGORIES.map((c) => [c, [0, 0]])),
      materials: [3, 30000 + 8025 + 4000],
      subcontractors: [1, 45000],
      fuel: [1, 4567],
      rent: [1, 100000],
      labor: [3, 16875 + 4800],
    });
    expect(report.byCategory.map((r) => r.category)).toEqual([...COST_CATEGORIES]);
    expect(report.bySource).toEqual([
      { source: 'bill', count: 4, totalCents: 30000 + 45000 + 100000 + 4000 },
      { source: 'receipt', count: 1, totalCents: 4567 },
      { source: 'labor', count: 3, totalCents: 21675 },
      { source: 'order', count: 1, totalCents: 8025 },
    ]);
    expect(report.totals).toEqual({ count: 9, totalCents: 213267 });

    const csv = await owner.get(`/api/v1/financials/reports/expenses.csv?${range()}`);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    expect(text).toContain('Category,Records,Amount\r\nMaterials,3,420.25\r\nSubcontractors,1,450.00\r\n');
    expect(text).toContain('Labor,3,216.75\r\nTotal,9,2132.67\r\n\r\nSource,Records,Amount\r\nBills,4,1790.00\r\n');
    expect(text).toContain('Material orders without a bill,1,80.25\r\nTotal,9,2132.67\r\n');
  });
});

describe('the overview', () => {
  it("this month's and year's figures, 12 months, receivables, payables and the jobs, on the company day", async () => {
    const o = await body<FinancialOverview>(await owner.get('/api/v1/financials/overview'), 200);
    const year = `${today.slice(0, 4)}-01-01`;
    const month = sum(cellsWhere((m) => m === k0));
    const ytd = sum(cellsWhere((m) => m >= year.slice(0, 7)));
    expect(o.today).toBe(today);
    expect(o.thisMonth).toEqual({
      from: m0,
      to: today,
      revenueCents: month.revenueCents,
      costCents: month.totalCostCents,
      profitCents: month.profitCents,
    });
    expect(o.thisMonth).toMatchObject({ revenueCents: 0, costCents: 12025, profitCents: -12025 });
    expect(o.thisYear).toEqual({
      from: year,
      to: today,
      revenueCents: ytd.revenueCents,
      costCents: ytd.totalCostCents,
      profitCents: ytd.profitCents,
    });
    expect(o.months).toHaveLength(12);
    expect(o.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthStart(today, 11 - i).slice(0, 7)),
    );
    for (const key of [k2, k1, k0]) {
      const f = sum(cellsWhere((m) => m === key));
      expect(o.months.find((m) => m.month === key)).toEqual({
        month: key,
        revenueCents: f.revenueCents,
        costCents: f.totalCostCents,
        profitCents: f.profitCents,
      });
    }
    expect(o.months.slice(0, 9).every((m) => m.revenueCents === 0 && m.costCents === 0)).toBe(true);

    // Three invoices open (one paid in part), every one past its due date (due on issue); the void one is not owed.
    expect(o.receivables).toEqual({
      balanceCents: 157000 - 10000 + 59697 + 20000,
      count: 3,
      overdueCents: 226697,
      overdueCount: 3,
    });
    // Open bills: $300 overdue, $450 and the $40 order bill due within 30 days, the rent (less $50 paid) later.
    expect(o.payables).toEqual({
      balanceCents: 179000 - 5000,
      count: 4,
      overdueCents: 30000,
      overdueCount: 1,
      dueNext30DaysCents: 49000,
    });
    // The cash the records account for (cash basis): $100 in; $50 paid on the rent and the $45.67 receipt out.
    expect(o.cashCents).toBe(10000 - 5000 - 4567);
    const inYear = (m: string) => m >= year.slice(0, 7);
    expect(o.unratedLabor).toEqual(inYear(k1) ? { shifts: 1, minutes: 120 } : { shifts: 0, minutes: 0 });
  });
});

describe('validation and access', () => {
  it('refuses a reversed range, one over five years, and bad values with clear 400s', async () => {
    const reversed = await owner.get(`/api/v1/financials/reports/profit-and-loss?from=${today}&to=${m2}`);
    expect(reversed.status).toBe(400);
    expect(await errorsOf(reversed)).toEqual({ to: REPORT_MESSAGES.rangeReversed });
    const future = await owner.get(`/api/v1/financials/reports/sales-tax?from=${addDays(today, 1)}`);
    expect(future.status).toBe(400);
    expect(await errorsOf(future)).toEqual({ from: REPORT_MESSAGES.rangeReversed });
    const long = await owner.get('/api/v1/financials/reports/expenses?from=2020-01-01&to=2025-01-01');
    expect(long.status).toBe(400);
    expect(await errorsOf(long)).toEqual({ to: REPORT_MESSAGES.rangeTooLong });
    expect((await owner.get('/api/v1/financials/reports/expenses?from=2020-01-01&to=2024-12-31')).status).toBe(200);
    const bad = await owner.get('/api/v1/financials/reports/profit-and-loss?from=yesterday&groupBy=week');
    expect(bad.status).toBe(400);
    expect(Object.keys(await errorsOf(bad)).sort()).toEqual(['from', 'groupBy']);
    expect((await owner.get(`/api/v1/financials/reports/profit-and-loss.csv?from=${today}&to=${m2}`)).status).toBe(400);
    expect((await owner.get(`/api/v1/financials/reports/profit-and-loss.pdf?from=${today}&to=${m2}`)).status).toBe(400);
  });

  it('is for those who read financials; another company sees only its own records', async () => {
    const paths = [
      '/api/v1/financials/overview',
      `/api/v1/financials/reports/profit-and-loss?${range()}`,
      `/api/v1/financials/reports/profit-and-loss.csv?${range()}`,
      `/api/v1/financials/reports/profit-and-loss.pdf?${range()}`,
      `/api/v1/financials/reports/sales-tax?${range()}`,
      `/api/v1/financials/reports/sales-tax.csv?${range()}`,
      `/api/v1/financials/reports/expenses?${range()}`,
      `/api/v1/financials/reports/expenses.csv?${range()}`,
    ];
    const admin = await t.addMember(owner.companyId, 'admin');
    expect((await pnl(range(), admin)).totals.revenueCents).toBe(228499);
    for (const role of ['field_team', 'client', 'partner'] as const) {
      const member = await t.addMember(owner.companyId, role);
      for (const path of paths) expect((await member.get(path)).status, `${role} ${path}`).toBe(403);
    }
    for (const path of paths) expect((await t.app.request(path)).status, path).toBe(401);

    const other = await t.newCompany('Third Ledger Floors');
    const theirs = await pnl(range(), other);
    expect(theirs.totals).toEqual(figures(0, {}));
    const overview = await body<FinancialOverview>(await other.get('/api/v1/financials/overview'), 200);
    expect([overview.thisYear.revenueCents, overview.thisYear.costCents, overview.receivables.count]).toEqual([
      0, 0, 0,
    ]);
  });
});

describe('the CSV files', () => {
  it('protect a job title a spreadsheet would run, and keep the figures, negative ones too, as numbers', async () => {
    const company = await t.newCompany('Formula Ledger Floors');
    const title = "-2+3+cmd|' /C notepad'!A0";
    const job = await body<{ id: string }>(await company.post('/api/v1/jobs', { title }), 201);
    const { today: day } = await body<FinancialOverview>(await company.get('/api/v1/financials/overview'), 200);
    await body(
      await company.post('/api/v1/bills', {
        from: 'manual',
        vendorName: '=Floor Depot',
        category: 'materials',
        jobId: job.id,
        billDate: day,
        dueDate: day,
        amountCents: 1250,
      }),
      201,
    );

    const res = await company.get(`/api/v1/financials/reports/profit-and-loss.csv?from=${day}&to=${day}&groupBy=job`);

    const [, row, total] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    const zeros = (n: number) => Array<string>(n).fill('0.00');
    expect(row).toBe([`'${title}`, '0.00', '12.50', ...zeros(11), '12.50', '-12.50', ''].join(','));
    expect(total).toBe(['Total', '0.00', '12.50', ...zeros(11), '12.50', '-12.50', ''].join(','));
  });
});
