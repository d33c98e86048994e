// Migration 0017 (issue #38) turns jobs' dollar amounts (numeric) into integer cents on existing
// rows, as the role that owns the tables, with row-level security forced on them as every start
// leaves it: the conversion must reach every row, and leave security forced.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAsOwner, migrateRest, migrationsUpTo, openSession, type Session } from '../test/migration-session.ts';

let db: Session & { owner: string };
let before: string;
const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const job = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;
const invoice = (n: number) => `30000000-0000-4000-8000-00000000000${n}`;

/** Tables a start leaves with row-level security enabled and forced (db/security.ts). */
const FORCED = ['companies', 'jobs', 'invoices', 'invoice_lines'];

beforeAll(async () => {
  db = await openSession();
  before = migrationsUpTo(16);
  // The tables belong to a plain role, as in a least-privilege install; the superuser only seeds.
  await migrateAsOwner(db, before, FORCED);

  await db.query(`insert into companies (id, name) values ('${COMPANY}', 'Cents Floors'), ('${OTHER}', 'Other')`);
  // Dollars as numeric(12, 2) held them: cents that a float would get wrong (0.29 × 100, 1234.56 × 100),
  // none, zero, the largest the column held, and another company's job.
  await db.query(`insert into jobs (id, company_id, title, total_amount, materials_cost, labor_cost) values
    ('${job(1)}', '${COMPANY}', 'Oak floor', 1234.56, 0.10, null),
    ('${job(2)}', '${COMPANY}', 'Tile', 0.29, 0.29, 1.15),
    ('${job(3)}', '${COMPANY}', 'Nothing yet', null, null, null),
    ('${job(4)}', '${COMPANY}', 'Free', 0, 0, 0),
    ('${job(5)}', '${COMPANY}', 'Largest', 9999999999.99, 8400.50, 100000000),
    ('${job(6)}', '${OTHER}', 'Elsewhere', 77.07, 10, 20.02)`);

  // Invoices as they were: (1) 3 × $33.33 material + $50.00 labor, 10 % off, 7 % on materials;
  // (2) the same without a discount, tax on both; (3) no tax rate; (4) a sent invoice of 0, (5) a
  // viewed one, (6) a draft of 0, (7) a paid one.
  await db.query(`insert into invoices (id, company_id, number, title, issue_date, due_date, status,
      discount_kind, discount_percent, tax_rate, tax_applies_to, subtotal_cents, tax_cents, total_cents, sent_at) values
    ('${invoice(1)}', '${COMPANY}', 1, 'Discounted', '2026-01-05', '2026-01-05', 'sent', 'percent', 10, 7, 'materials', 14999, 630, 14129, now()),
    ('${invoice(2)}', '${COMPANY}', 2, 'Both', '2026-01-05', '2026-01-05', 'sent', 'none', null, 7, 'both', 14999, 1050, 16049, now()),
    ('${invoice(3)}', '${COMPANY}', 3, 'Untaxed', '2026-01-05', '2026-01-05', 'sent', 'none', null, 0, 'materials', 14999, 0, 14999, now()),
    ('${invoice(4)}', '${COMPANY}', 4, 'Zero sent', '2026-01-05', '2026-01-05', 'sent', 'percent', 100, 0, 'materials', 5000, 0, 0, '2026-01-05T15:00:00Z'),
    ('${invoice(5)}', '${COMPANY}', 5, 'Zero viewed', '2026-01-05', '2026-01-05', 'viewed', 'percent', 100, 0, 'materials', 5000, 0, 0, now()),
    ('${invoice(6)}', '${COMPANY}', 6, 'Zero draft', '2026-01-05', '2026-01-05', 'draft', 'percent', 100, 0, 'materials', 5000, 0, 0, null),
    ('${invoice(7)}', '${COMPANY}', 7, 'Paid', '2026-01-05', '2026-01-05', 'paid', 'none', null, 0, 'materials', 5000, 0, 5000, now())`);
  for (const n of [1, 2, 3]) {
    await db.query(`insert into invoice_lines (company_id, invoice_id, position, kind, description, quantity, unit_price) values
      ('${COMPANY}', '${invoice(n)}', 0, 'material', 'Oak', 3, 33.33),
      ('${COMPANY}', '${invoice(n)}', 1, 'labor', 'Install', 1, 50)`);
  }

  await migrateRest(db);
});

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await db?.close();
});

describe('migration 0017 on existing jobs', () => {
  it("converts every job's amounts to whole cents, exactly, keeping none as none", async () => {
    const rows = await db.query(
      `select id, total_cents::text as total, materials_cost_cents::text as materials, labor_cost_cents::text as labor
       from jobs order by id`,
    );
    expect(rows).toEqual([
      { id: job(1), total: '123456', materials: '10', labor: null },
      { id: job(2), total: '29', materials: '29', labor: '115' },
      { id: job(3), total: null, materials: null, labor: null },
      { id: job(4), total: '0', materials: '0', labor: '0' },
      { id: job(5), total: '999999999999', materials: '840050', labor: '10000000000' },
      { id: job(6), total: '7707', materials: '1000', labor: '2002' },
    ]);
  });

  it('drops the dollar columns, and the cents columns are whole numbers', async () => {
    const rows = await db.query(
      `select column_name as name, data_type as type from information_schema.columns
       where table_name = 'jobs' and column_name ~ '(amount|cost|total)' order by column_name`,
    );
    expect(rows).toEqual([
      { name: 'labor_cost_cents', type: 'bigint' },
      { name: 'materials_cost_cents', type: 'bigint' },
      { name: 'total_cents', type: 'bigint' },
    ]);
  });

  it('still refuses a negative amount', async () => {
    await expect(db.query(`update jobs set labor_cost_cents = -1 where id = '${job(1)}'`)).rejects.toThrow(
      /jobs_amounts_positive/,
    );
  });
});

describe('migration 0017 on existing invoices', () => {
  it('stores each invoice its taxable base, as the money rules give it', async () => {
    const rows = await db.query(
      `select number, taxable_cents::int as taxable from invoices where number <= 3 order by number`,
    );
    // (1) 10 % of 149.99 = 15.00 spread 10.00 / 5.00 by largest remainder: 99.99 − 10.00 = 89.99.
    expect(rows).toEqual([
      { number: 1, taxable: 8999 },
      { number: 2, taxable: 14999 },
      { number: 3, taxable: 0 },
    ]);
  });

  it('marks a sent or viewed invoice of 0 paid (on the day it was sent); drafts and others stay', async () => {
    const rows = await db.query(
      `select number, status, paid_at is not null as paid, paid_at = sent_at as on_send from invoices where number >= 4 order by number`,
    );
    expect(rows).toEqual([
      { number: 4, status: 'paid', paid: true, on_send: true },
      { number: 5, status: 'paid', paid: true, on_send: true },
      { number: 6, status: 'draft', paid: false, on_send: null },
      { number: 7, status: 'paid', paid: false, on_send: null },
    ]);
  });
});

describe('migration 0017 and row-level security', () => {
  it('leaves row-level security enabled and forced on the tables it touched', async () => {
    const rows = await db.query(
      `select relname, relrowsecurity as enabled, relforcerowsecurity as forced from pg_class
       where relname in ('jobs', 'invoices', 'invoice_lines') order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'invoice_lines', enabled: true, forced: true },
      { relname: 'invoices', enabled: true, forced: true },
      { relname: 'jobs', enabled: true, forced: true },
    ]);
  });
});
