// A migration's test on existing data: a database migrated to just before it, seeded as a superuser,
// then migrated the rest of the way as a plain role that owns the tables (as in a least-privilege
// install), on a scratch database of the suite's PostgreSQL server (test/database-server.ts).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseServerUrl } from './database-server.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** The project's migrations folder. */
export const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A copy of the migrations folder as it was up to migration `last` (its index), to migrate a database to then. */
export function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'floorpro-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(migrations, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

export interface Session {
  query(statement: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** One connection as a superuser, on a scratch database of the suite's server. */
export async function openSession(): Promise<Session & { owner: string }> {
  const serverUrl = databaseServerUrl();
  const scratch = await createScratchDatabase(serverUrl);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  const owner = `${new URL(scratch.url).pathname.slice(1)}_owner`;
  return {
    owner,
    query: async (statement) => (await client.query(statement)).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migratePg(drizzlePg({ client }), { migrationsFolder }),
    close: async () => {
      await client.end();
      await scratch.drop();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop role if exists ${owner}`);
      await admin.end();
    },
  };
}

/**
 * Makes the session's owner role (a plain role that owns the tables, as in a least-privilege
 * install), migrates to `folder` as it and forces row-level security on `forced` as every start
 * leaves it. The superuser seeds after; `migrateRest` runs the rest of the migrations as the owner.
 */
export async function migrateAsOwner(db: Session & { owner: string }, folder: string, forced: readonly string[]) {
  await db.query(`create role ${db.owner} nologin`);
  await db.query(
    `do $$ begin execute format('grant create on database %I to ${db.owner}', current_database()); end $$`,
  );
  await db.query(`grant all on schema public to ${db.owner}`);
  await asOwner(db, async () => {
    await db.migrate(folder);
    for (const table of forced) {
      await db.query(`alter table ${table} enable row level security`);
      await db.query(`alter table ${table} force row level security`);
    }
  });
}

/** The rest of the migrations, as the owner role. */
export const migrateRest = (db: Session & { owner: string }) => asOwner(db, () => db.migrate(migrations));

async function asOwner(db: Session & { owner: string }, work: () => Promise<void>) {
  await db.query(`set role ${db.owner}`);
  await work();
  await db.query('reset role');
}
