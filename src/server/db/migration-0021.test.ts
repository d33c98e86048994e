// Migration 0021 (issue #40, ADR 0048) backfills job_figures from the records already there, as the
// role that owns the tables, with row-level security forced on them as every start leaves it: every
// company's records must count, each under its own job, by the ledger's definitions.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateAsOwner, migrateRest, migrationsUpTo, openSession, type Session } from '../test/migration-session.ts';

let db: Session & { owner: string };
let before: string;
const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const job = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;
const order = (n: number) => `40000000-0000-4000-8000-00000000000${n}`;

const FORCED = ['companies', 'jobs', 'invoices', 'bills', 'receipts', 'material_orders', 'work_logs'];

beforeAll(async () => {
  db = await openSession();
  before = migrationsUpTo(20);
  await migrateAsOwner(db, before, FORCED);
  await db.query(`insert into companies (id, name) values ('${COMPANY}', 'Kept Floors'), ('${OTHER}', 'Other')`);
  await db.query(`insert into jobs (id, company_id, title) values
    ('${job(1)}', '${COMPANY}', 'Oak'), ('${job(2)}', '${COMPANY}', 'Nothing'), ('${job(3)}', '${OTHER}', 'Elsewhere')`);
  // Issued invoices count without tax; a draft, a void and one of no job do not.
  await db.query(`insert into invoices (company_id, number, job_id, title, status, issue_date, due_date, subtotal_cents,
      tax_cents, total_cents) values
    ('${COMPANY}', 1, '${job(1)}', 'Sent', 'sent', '2026-01-05', '2026-01-05', 10000, 700, 10700),
    ('${COMPANY}', 2, '${job(1)}', 'Paid', 'paid', '2026-01-05', '2026-01-05', 5000, 0, 5000),
    ('${COMPANY}', 3, '${job(1)}', 'Draft', 'draft', '2026-01-05', '2026-01-05', 999, 0, 999),
    ('${COMPANY}', 4, '${job(1)}', 'Void', 'void', '2026-01-05', '2026-01-05', 888, 0, 888),
    ('${COMPANY}', 5, null, 'No job', 'sent', '2026-01-05', '2026-01-05', 777, 0, 777),
    ('${OTHER}', 1, '${job(3)}', 'Elsewhere', 'sent', '2026-01-05', '2026-01-05', 4000, 0, 4000)`);
  // Orders: one received and billed (the bill counts), one received without a bill, one on its way.
  await db.query(`insert into material_orders (id, company_id, number, job_id, status, total_cents) values
    ('${order(1)}', '${COMPANY}', 1, '${job(1)}', 'received', 30000),
    ('${order(2)}', '${COMPANY}', 2, '${job(1)}', 'received', 2500),
    ('${order(3)}', '${COMPANY}', 3, '${job(1)}', 'ordered', 9999)`);
  await db.query(`insert into bills (company_id, vendor_name, vendor_kind, category, job_id, order_id, bill_date,
      due_date, amount_cents, status) values
    ('${COMPANY}', 'Supply', 'supplier', 'materials', '${job(1)}', '${order(1)}', '2026-01-05', '2026-01-05', 31000, 'open'),
    ('${COMPANY}', 'Crew Co', 'other', 'subcontractors', '${job(1)}', null, '2026-01-05', '2026-01-05', 20000, 'open'),
    ('${COMPANY}', 'Gas', 'other', 'fuel', '${job(1)}', null, '2026-01-05', '2026-01-05', 1500, 'void'),
    ('${OTHER}', 'Supply', 'supplier', 'materials', '${job(3)}', null, '2026-01-05', '2026-01-05', 3000, 'open')`);
  await db.query(`insert into receipts (company_id, vendor_name, amount_cents, receipt_date, category, payment_method,
      job_id) values
    ('${COMPANY}', 'Store', 1234, '2026-01-05', 'office', 'card', '${job(1)}'),
    ('${COMPANY}', 'Store', 4321, '2026-01-05', 'materials', 'card', null)`);
  await migrateRest(db);
});

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await db?.close();
});

it("sums each job's records already there, under its own company", async () => {
  const rows = await db.query(
    `select company_id, job_id, invoices, invoiced_cents::text as invoiced, cost_records,
       materials_cents::text as materials, labor_cents::text as labor, subcontractors_cents::text as subcontractors,
       other_cents::text as other, unrated_shifts, unrated_minutes::int as unrated_minutes
     from job_figures order by job_id`,
  );
  expect(rows).toEqual([
    {
      company_id: COMPANY,
      job_id: job(1),
      invoices: 2,
      invoiced: '15000',
      cost_records: 4,
      materials: '33500',
      labor: '0',
      subcontractors: '20000',
      other: '1234',
      unrated_shifts: 0,
      unrated_minutes: 0,
    },
    {
      company_id: OTHER,
      job_id: job(3),
      invoices: 1,
      invoiced: '4000',
      cost_records: 1,
      materials: '3000',
      labor: '0',
      subcontractors: '0',
      other: '0',
      unrated_shifts: 0,
      unrated_minutes: 0,
    },
  ]);
});

it('leaves row-level security forced on the tables it read', async () => {
  const rows = await db.query(
    `select relname from pg_class where relname in (${FORCED.map((n) => `'${n}'`).join(', ')}) and relforcerowsecurity
       order by relname`,
  );
  expect(rows.map((r) => (r as { relname: string }).relname)).toEqual([...FORCED].sort());
});
