// The old embedded database (a PGlite folder) copied into the embedded PostgreSQL (ADR 0046): every
// row and sequence as it was, all or nothing.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type EmbeddedCluster } from './embedded.ts';
import { importPgliteFolder } from './pglite-import.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const COMPANY = '00000000-0000-4000-8000-000000000001';
const JOB = '20000000-0000-4000-8000-000000000001';
const LEADS = 5_000;

// Types the schema has no column of yet (bytea, a sequence, a generated column, JSON null apart
// from SQL NULL, floats, intervals), in a table made on both sides.
const PROBE = `create table probe (
  id serial primary key, raw bytea, doc jsonb, maybe jsonb, words text[], amount numeric, ratio float8,
  span interval, at timestamptz, day date, local timestamp, doubled int generated always as (id * 2) stored);
  create sequence untouched`;

/** Every table's rows as JSON text (sorted), the sequences, and which probe values are JSON null. */
async function snapshot(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  await query(`set timezone = 'UTC'`);
  const tables = await query(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by 1`);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    rows[name] = (await query(`select row_to_json(t)::text as row from public."${name}" t`)).map(
      (r) => r.row as string,
    );
    rows[name].sort();
  }
  const sequences = await query(`select 'probe' as name, last_value::text, is_called from probe_id_seq
    union all select 'untouched', last_value::text, is_called from untouched`);
  const nulls = await query(`select id, maybe is null as sql_null, jsonb_typeof(maybe) as type from probe order by id`);
  return { rows, sequences, nulls };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** A migrated PGlite folder with the probe table, seeded by `seed` as its superuser. */
async function pgliteFolder(dir: string, seed: (db: PGlite) => Promise<unknown>) {
  const db = await PGlite.create(dir);
  await migratePglite(drizzlePglite({ client: db }), { migrationsFolder });
  await db.exec(PROBE);
  await seed(db);
  await db.close();
}

async function pgliteSnapshot(dir: string) {
  const db = await PGlite.create(dir);
  try {
    return await snapshot(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

let folder: string;
let cluster: EmbeddedCluster;
let target: pg.Client;
let source: string;
let before: Snapshot;
const targetSnapshot = () => snapshot(async (sql) => (await target.query<Record<string, unknown>>(sql)).rows);

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'floorpro-import-'));
  chmodSync(folder, 0o755); // under root the cluster runs as another user, who must reach it
  cluster = await startCluster({ dir: join(folder, 'cluster'), throwaway: true });
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database imported');
  await admin.end();
  target = new pg.Client({ connectionString: cluster.url('imported') });
  await target.connect();
  await migratePg(drizzlePg({ client: target }), { migrationsFolder });
  await target.query(PROBE);

  source = join(folder, 'pg');
  await pgliteFolder(source, (db) =>
    db.exec(`
      insert into "user" (id, name, email, created_at) values
        ('u1', 'Zoë Ñúñez 🪵 "the floor" o''brien \\ back', 'zoe@example.com', '2025-03-01 08:30:00.123456'),
        ('u2', 'Partner', 'partner@example.com', now());
      insert into companies (id, name, owner_id, tax_rate, setup_completed_at, estimate_terms) values
        ('${COMPANY}', 'Pisos Ñandú', 'u1', 8.875, '2025-03-01 09:00:00.123+00', e'Net 30\\nline two\\ttab');
      insert into profiles (user_id, company_id, role, joined_at) values ('u1', '${COMPANY}', 'admin', now()),
        ('u2', '${COMPANY}', 'partner', null);
      insert into leads (company_id, user_id, name, status, budget_range, next_follow_up_on, square_feet, referrer_id)
        select '${COMPANY}', 'u1', 'Lead ' || i || ' café', (array['new_lead', 'cold_lead', 'warm_lead'])[i % 3 + 1],
          case when i % 4 = 0 then null else '5k_10k' end, date '2026-01-01' + i % 90, i, case when i % 7 = 0 then 'u2' end
        from generate_series(1, ${LEADS}) i;
      insert into lead_activities (company_id, lead_id, activity_type, description, metadata)
        select company_id, id, 'status_change', 'moved', jsonb_build_object('from', 'new_lead', 'to', status, 'n', 1.50)
        from leads limit 100;
      insert into jobs (id, company_id, title, total_cents, start_date) values ('${JOB}', '${COMPANY}', 'Oak — 3 rooms', 123456789, '2026-02-01');
      insert into project_timeline_events (company_id, job_id, event_type, title, photo_ids, metadata) values
        ('${COMPANY}', '${JOB}', 'photo_added', 'Photos', '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11,b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12}', '{"nested": {"a": [1, null, "x"]}}');
      insert into idempotency_keys (scope, key, request_hash, response_headers) values ('s', 'k1', 'h', 'null'), ('s', 'k2', 'h', null);
      insert into probe (raw, doc, maybe, words, amount, ratio, span, at, day, local) values
        ('\\x00ff10', '{"a": "é"}', 'null', '{"a,b",NULL,"c\\"d",""}', 'NaN', 0.1, '1 year 2 mons 3 days 04:05:06.789', 'infinity', '2024-02-29', '2024-02-29 23:59:59.999999'),
        (null, '[]', null, '{}', 1.23456789012345678901234567890, '-Infinity', null, '2024-02-29 23:59:59.999999+05:30', '0044-03-15 BC', null),
        ('', '"text"', '{}', null, -0.0001, 1e300, '-1 days', null, null, null);
      select nextval('probe_id_seq');`),
  );
  before = await pgliteSnapshot(source);
}, 180_000);

afterAll(async () => {
  await target?.end();
  await cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('importPgliteFolder', () => {
  it('copies every table, the counters the triggers kept, and the sequences; again gives the same', async () => {
    // The lead counts the trigger kept in the source, ready to be copied rather than counted again.
    expect(before.rows.lead_counts!.map((r) => JSON.parse(r) as { n: number }).reduce((s, r) => s + r.n, 0)).toBe(
      LEADS,
    );
    expect(before.rows.leads).toHaveLength(LEADS);

    const counts = await importPgliteFolder(source, cluster.url('imported'), migrationsFolder);
    const total = Object.values(before.rows).reduce((s, rows) => s + rows.length, 0);
    expect(counts).toEqual({ tables: Object.keys(before.rows).length, rows: total });

    const after = await targetSnapshot();
    expect(after).toEqual(before);
    expect(after.sequences).toEqual([
      { name: 'probe', last_value: '4', is_called: true },
      { name: 'untouched', last_value: '1', is_called: false },
    ]);
    expect(after.nulls).toEqual([
      { id: 1, sql_null: false, type: 'null' },
      { id: 2, sql_null: true, type: null },
      { id: 3, sql_null: false, type: 'object' },
    ]);
    const [headers] = (
      await target.query(`select jsonb_typeof(response_headers) as type from idempotency_keys where key = 'k1'`)
    ).rows;
    expect(headers).toEqual({ type: 'null' });

    // The truncation first: a second import leaves the same rows, not twice as many.
    await importPgliteFolder(source, cluster.url('imported'), migrationsFolder);
    expect(await targetSnapshot()).toEqual(before);
  }, 120_000);

  it('rejects a folder that holds no PGlite database, naming it, and leaves the target as it was', async () => {
    const junk = join(folder, 'junk');
    mkdirSync(junk);
    writeFileSync(join(junk, 'notes.txt'), 'not a database');
    const was = await targetSnapshot();
    await expect(importPgliteFolder(junk, cluster.url('imported'), migrationsFolder)).rejects.toThrow(
      `importing the PGlite folder ${junk} failed at opening it: it holds no database`,
    );
    expect(await targetSnapshot()).toEqual(was);
  });

  it('rolls everything back when a table fails, naming the table', async () => {
    // A source that holds a row the target's constraints refuse: the failure comes after the truncation.
    const bad = join(folder, 'bad');
    await pgliteFolder(bad, (db) =>
      db.exec(`alter table leads drop constraint leads_name_not_blank;
        insert into companies (id, name) values ('${COMPANY}', 'Other');
        insert into leads (company_id, name) values ('${COMPANY}', ' ')`),
    );
    const was = await targetSnapshot();
    expect(was.rows.leads).toHaveLength(LEADS);
    await expect(importPgliteFolder(bad, cluster.url('imported'), migrationsFolder)).rejects.toThrow(
      /^importing the PGlite folder .*\/bad failed at table leads: .*leads_name_not_blank/,
    );
    expect(await targetSnapshot()).toEqual(was);
  }, 120_000);
});
