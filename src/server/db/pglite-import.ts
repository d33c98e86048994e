// The embedded database before ADR 0046 was PGlite in `<DATA_DIR>/pg`. On the first start of the
// embedded PostgreSQL, its rows are read through PGlite and written into the new cluster in one
// transaction; the caller then renames the old folder for the operator to delete.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Rows per statement: a few MB of JSON at most, and few round trips. */
const BATCH_ROWS = 2_000;

/** A name as a SQL identifier (literal() of round-trip.ts is its counterpart for strings). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Table {
  name: string;
  /** The columns a row is written with (generated ones are computed again); `json`: of type json or jsonb. */
  columns: { name: string; json: boolean }[];
}

/** The tables of schema public with their columns, by name, the same query on both sides. */
const TABLES = `select c.relname as name,
    json_agg(json_build_object('name', a.attname, 'json', a.atttypid in ('json'::regtype, 'jsonb'::regtype))
      order by a.attname) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  where n.nspname = 'public' and c.relkind = 'r'
  group by c.relname order by c.relname`;
const SEQUENCES = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'S' order by 1`;

/**
 * Copies the data of the PGlite folder `folder` (the old embedded database) into the freshly
 * migrated database at `ownerUrl` (a superuser connection URL of the new cluster). All or nothing:
 * on failure the target is as it was, and the error names the step or table.
 */
export async function importPgliteFolder(
  folder: string,
  ownerUrl: string,
  migrationsFolder: string,
): Promise<{ tables: number; rows: number }> {
  let step = 'opening it';
  let source: PGlite | undefined;
  const target = new pg.Client({ connectionString: ownerUrl });
  let begun = false;
  try {
    // PGlite would create a new database in a folder that holds none, and import nothing.
    if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error('it holds no database (no PG_VERSION file)');
    // Loaded only here: a server without an old folder never loads PGlite's wasm.
    const { PGlite } = await import('@electric-sql/pglite');
    source = await PGlite.create(folder);

    // The same migrations on both sides, so both have the same tables and columns.
    step = 'migrating it';
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle({ client: source }), { migrationsFolder });

    step = 'connecting to the new database';
    await target.connect();
    step = 'comparing its tables with the new database';
    const { rows: tables } = await target.query<Table>(TABLES);
    const { rows: sourceTables } = await source.query<Table>(TABLES);
    const differs = (a: Table[], b: Table[]) =>
      a.find((t) => JSON.stringify(t) !== JSON.stringify(b.find((s) => s.name === t.name)))?.name;
    const odd = differs(tables, sourceTables) ?? differs(sourceTables, tables);
    if (odd) throw new Error(`table ${odd} is not the same on both sides after migrations`);

    await target.query('begin');
    begun = true;
    // No triggers and no foreign key checks: the source was consistent, and the counters triggers
    // keep (lead_counts, ADR 0045) are copied as rows. Migrations may have seeded rows: emptied first.
    await target.query('set local session_replication_role = replica');
    if (tables.length) await target.query(`truncate ${tables.map((t) => `public.${ident(t.name)}`).join(', ')}`);

    let rows = 0;
    const { rows: sequences } = await target.query<{ name: string }>(SEQUENCES);
    // One snapshot of the source for every table and sequence.
    await source.transaction(async (tx) => {
      await tx.exec('set transaction isolation level repeatable read, read only');
      for (const table of tables) {
        step = `table ${table.name}`;
        rows += await copyTable(tx, target, table);
      }
      for (const { name } of sequences) {
        step = `sequence ${name}`;
        const { rows: at } = await tx.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from public.${ident(name)}`,
        );
        await target.query('select setval($1::regclass, $2::bigint, $3)', [
          `public.${ident(name)}`,
          at[0]!.last_value,
          at[0]!.is_called,
        ]);
      }
    });

    step = 'committing';
    await target.query('commit');
    return { tables: tables.length, rows };
  } catch (err) {
    if (begun) await target.query('rollback').catch(() => {});
    throw new Error(`importing the PGlite folder ${folder} failed at ${step}: ${(err as Error).message}`, {
      cause: err,
    });
  } finally {
    await target.end().catch(() => {});
    await source?.close().catch(() => {});
  }
}

/**
 * A table's rows as JSON, a batch at a time through a cursor, each batch written by one statement.
 * A json or jsonb value travels wrapped in an array: bare, JSON null and SQL NULL would both be null.
 */
async function copyTable(tx: Transaction, target: pg.Client, table: Table): Promise<number> {
  const name = `public.${ident(table.name)}`;
  const columns = table.columns.map((c) => ident(c.name));
  const read = table.columns.map(({ json }, i) =>
    json
      ? `case when ${columns[i]} is null then null else json_build_array(${columns[i]}) end as ${columns[i]}`
      : columns[i],
  );
  const write = table.columns.map(({ json }, i) => (json ? `${columns[i]} -> 0` : columns[i]));
  await tx.exec(
    `declare import_rows no scroll cursor for select row_to_json(r)::text as row from (select ${read.join(', ')} from ${name}) r`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await tx.query<{ row: string }>(`fetch ${BATCH_ROWS} from import_rows`);
    if (!rows.length) break;
    await target.query(
      `insert into ${name} (${columns.join(', ')}) select ${write.join(', ')} from json_populate_recordset(null::${name}, $1::json)`,
      [`[${rows.map((r) => r.row).join(',')}]`],
    );
    count += rows.length;
  }
  await tx.exec('close import_rows');
  return count;
}
