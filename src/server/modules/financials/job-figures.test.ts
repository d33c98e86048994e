import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JobCostingDetail, JobCostingList, JobCostingRow } from '../../../shared/financial-responses.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// The per-job sums the database keeps (job_figures, ADR 0048): the job costing list reads them, the
// job's page adds up the ledger's records (ledger.ts) as before. Records are written and changed here
// straight in SQL, as any writer may (the triggers see them all), and after every step each job's
// figures on the list must be those of its page, and another company's records never count.
type Company = TestClient & { companyId: string };

let t: TestApp;
let a: Company;
let b: Company;
let crewId: string;
let jobs: string[];
let otherJob: string;
let invoiceNumber = 0;
let orderNumber = 0;

const body = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const run = async (statement: SQL) =>
  (await t.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };

/** What the list and the page both show of a job's ledger. */
const figures = (r: JobCostingRow) => ({
  jobId: r.jobId,
  invoicedCents: r.invoicedCents,
  invoiceCount: r.invoiceCount,
  costs: r.costs,
  costCents: r.costCents,
  revenueCents: r.revenueCents,
  revenueBasis: r.revenueBasis,
  costBasis: r.costBasis,
  marginCents: r.marginCents,
  marginPercent: r.marginPercent,
  unratedLabor: r.unratedLabor,
  overBudgetKinds: r.overBudgetKinds,
  flags: r.flags,
});

/** Each job's figures on the list (kept) against its page (summed from the records), for both companies. */
async function expectKeptFiguresMatch() {
  for (const who of [a, b]) {
    const list = await body<JobCostingList>(await who.get('/api/v1/financials/job-costing?limit=100'));
    const pages = await Promise.all(
      list.items.map(async (row) =>
        figures(await body<JobCostingDetail>(await who.get(`/api/v1/financials/job-costing/${row.jobId}`))),
      ),
    );
    expect(list.items.map(figures)).toEqual(pages);
  }
  // Only each company's own jobs have kept figures, under that company.
  const { rows } = await run(sql`select count(*)::int as n from job_figures f
    join jobs j on j.id = f.job_id where j.company_id <> f.company_id`);
  expect(rows[0]).toEqual({ n: 0 });
}

async function listed(who: Company, jobId: string): Promise<JobCostingRow> {
  const list = await body<JobCostingList>(await who.get('/api/v1/financials/job-costing?limit=100'));
  return list.items.find((r) => r.jobId === jobId)!;
}

const invoice = async (companyId: string, jobId: string | null, status: string, total: number, tax: number) => {
  const number = ++invoiceNumber;
  const { rows } = await run(sql`insert into invoices (company_id, number, job_id, title, status, issue_date, due_date,
      tax_rate, subtotal_cents, tax_cents, total_cents, paid_cents)
    values (${companyId}, ${number}, ${jobId}, 'Invoice', ${status}, current_date - 3, current_date + 27, 10,
      ${total - tax}, ${tax}, ${total}, ${status === 'paid' ? total : 0}) returning id`);
  return (rows[0] as { id: string }).id;
};
const bill = async (companyId: string, jobId: string | null, category: string, cents: number, orderId?: string) => {
  const { rows } = await run(sql`insert into bills (company_id, vendor_name, vendor_kind, category, job_id, order_id,
      bill_date, due_date, amount_cents, paid_cents, status)
    values (${companyId}, 'Supplier', 'supplier', ${category}, ${jobId}, ${orderId ?? null}, current_date - 2,
      current_date + 28, ${cents}, 0, 'open') returning id`);
  return (rows[0] as { id: string }).id;
};
const receipt = async (companyId: string, jobId: string | null, category: string, cents: number) => {
  const { rows } = await run(sql`insert into receipts (company_id, vendor_name, amount_cents, receipt_date, category,
      payment_method, job_id)
    values (${companyId}, 'Store', ${cents}, current_date - 2, ${category}, 'card', ${jobId}) returning id`);
  return (rows[0] as { id: string }).id;
};
const order = async (companyId: string, jobId: string | null, status: string, cents: number | null) => {
  const number = ++orderNumber;
  const { rows } =
    await run(sql`insert into material_orders (company_id, number, job_id, status, total_cents, received_at)
    values (${companyId}, ${number}, ${jobId}, ${status}, ${cents}, now() - interval '1 day') returning id`);
  return (rows[0] as { id: string }).id;
};
/** A shift of `minutes` (less a 7-minute break) some days ago. */
const shift = async (companyId: string, userId: string, jobId: string | null, status: string, minutes: number) => {
  const { rows } =
    await run(sql`insert into work_logs (company_id, user_id, job_id, started_at, ended_at, break_minutes,
      source, status)
    values (${companyId}, ${userId}, ${jobId}, date_trunc('day', now()) - interval '5 days 10 hours',
      date_trunc('day', now()) - interval '5 days 10 hours' + make_interval(mins => ${minutes}), 7, 'manual', ${status})
    returning id`);
  return (rows[0] as { id: string }).id;
};

beforeAll(async () => {
  t = await startTestApp();
  a = await t.newCompany('Kept Figures Floors');
  b = await t.newCompany('Other Kept Floors');
  crewId = (await t.addMember(a.companyId, 'field_team')).userId;
  jobs = [];
  for (const title of ['Oak', 'Maple', 'Walnut', 'Nothing yet']) {
    jobs.push((await body<{ id: string }>(await a.post('/api/v1/jobs', { title, totalCents: 500000 }), 201)).id);
  }
  otherJob = (await body<{ id: string }>(await b.post('/api/v1/jobs', { title: 'Elsewhere' }), 201)).id;
  // A rate for the crew member (cost to the fraction of a cent: 17.37 % burden); the owner has none.
  await run(sql`insert into employee_rates (company_id, user_id, effective_from, pay_rate_cents, burden_percent)
    values (${a.companyId}, ${crewId}, current_date - 400, 2345, 17.37)`);
});
afterAll(() => t.close());

it('keeps each job the figures its records add up to, through every write', async () => {
  const [oak, maple, walnut] = jobs as [string, string, string];
  await expectKeptFiguresMatch();

  // Invoices: issued ones count without their tax; a draft and a void do not, nor one of no job.
  const sent = await invoice(a.companyId, oak, 'sent', 110000, 10000);
  await invoice(a.companyId, oak, 'paid', 55000, 5000);
  const draft = await invoice(a.companyId, oak, 'draft', 99900, 0);
  await invoice(a.companyId, maple, 'void', 12345, 0);
  await invoice(a.companyId, null, 'sent', 777, 0);
  // Shifts: approved with a rate (labor), approved without one (unrated), submitted (nothing).
  const rated = await shift(a.companyId, crewId, oak, 'approved', 187);
  const unrated = await shift(a.companyId, a.userId, oak, 'approved', 95);
  const submitted = await shift(a.companyId, crewId, maple, 'submitted', 60);
  await shift(a.companyId, crewId, maple, 'approved', 61);
  // Bills by category (fuel counts as other), a void one; receipts; orders received, on their way.
  const materials = await bill(a.companyId, oak, 'materials', 43210);
  const subs = await bill(a.companyId, maple, 'subcontractors', 90000);
  await bill(a.companyId, walnut, 'fuel', 1234);
  const store = await receipt(a.companyId, oak, 'materials', 2599);
  const office = await receipt(a.companyId, walnut, 'office', 1001);
  const received = await order(a.companyId, walnut, 'received', 31415);
  const onItsWay = await order(a.companyId, maple, 'ordered', 27182);
  await order(a.companyId, oak, 'received', null);
  // The other company's records, on its own job.
  await invoice(b.companyId, otherJob, 'sent', 8000, 0);
  await bill(b.companyId, otherJob, 'materials', 3000);
  await expectKeptFiguresMatch();
  expect((await listed(a, oak)).invoicedCents).toBe(150000);
  expect((await listed(a, oak)).unratedLabor).toEqual({ shifts: 1, minutes: 88 });

  // Invoices issued, voided, re-totalled and moved to another job.
  await run(sql`update invoices set status = 'sent' where id = ${draft}`);
  await run(sql`update invoices set status = 'void' where id = ${draft}`);
  await run(
    sql`update invoices set total_cents = 120000, tax_cents = 11000, subtotal_cents = 109000 where id = ${sent}`,
  );
  await run(sql`update invoices set job_id = ${maple} where id = ${sent}`);
  await expectKeptFiguresMatch();

  // Shifts: corrected, rejected, approved, moved; the owner gets a rate (the unrated one is costed).
  await run(sql`update work_logs set ended_at = ended_at + interval '13 minutes' where id = ${rated}`);
  await run(sql`update work_logs set status = 'approved' where id = ${submitted}`);
  await run(sql`update work_logs set status = 'rejected' where id = ${rated}`);
  await run(sql`update work_logs set job_id = ${walnut} where id = ${submitted}`);
  await expectKeptFiguresMatch();
  await run(sql`insert into employee_rates (company_id, user_id, effective_from, pay_rate_cents, burden_percent)
    values (${a.companyId}, ${a.userId}, current_date - 30, 3333, 9.5)`);
  expect((await listed(a, oak)).unratedLabor).toEqual({ shifts: 0, minutes: 0 });
  await run(sql`update employee_rates set pay_rate_cents = 4111 where user_id = ${crewId}`);
  await expectKeptFiguresMatch();

  // Bills: re-categorised, re-amounted, moved, voided; a bill made from the received order takes its
  // place, and voiding that bill brings the order back.
  await run(sql`update bills set category = 'equipment', amount_cents = 43999 where id = ${materials}`);
  await run(sql`update bills set job_id = ${oak} where id = ${subs}`);
  await expectKeptFiguresMatch();
  const fromOrder = await bill(a.companyId, oak, 'materials', 33000, received);
  await expectKeptFiguresMatch();
  await run(sql`update bills set status = 'void' where id = ${fromOrder}`);
  await expectKeptFiguresMatch();
  const again = await bill(a.companyId, null, 'materials', 30000, received);
  await run(sql`update bills set order_id = null where id = ${again}`);
  await run(sql`update bills set order_id = ${received} where id = ${again}`);
  await expectKeptFiguresMatch();
  await run(sql`update bills set status = 'void' where id = ${subs}`);

  // Orders received, re-totalled, moved, taken off their job; receipts edited, moved and deleted.
  await run(sql`update material_orders set status = 'received' where id = ${onItsWay}`);
  await run(sql`update material_orders set total_cents = 27000 where id = ${onItsWay}`);
  await run(sql`update material_orders set job_id = ${walnut} where id = ${received}`);
  await expectKeptFiguresMatch();
  await run(sql`update material_orders set job_id = null where id = ${onItsWay}`);
  await run(sql`update receipts set category = 'subcontractors', amount_cents = 2600 where id = ${store}`);
  await run(sql`update receipts set job_id = ${maple} where id = ${office}`);
  await expectKeptFiguresMatch();

  // Deletes of every kind, then a job deleted with records on it (they keep no job).
  await run(sql`delete from receipts where id = ${store}`);
  await run(sql`delete from work_logs where id = ${unrated}`);
  await run(sql`delete from invoices where id = ${sent}`);
  await run(sql`delete from bills where id = ${again}`);
  await expectKeptFiguresMatch();
  await run(sql`delete from jobs where id = ${maple}`);
  await expectKeptFiguresMatch();
  const { rows } = await run(sql`select count(*)::int as n from job_figures where job_id = ${maple}`);
  expect(rows[0]).toEqual({ n: 0 });
});
