import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { secureDatabase } from './security.ts';

/** What the server and tests hold: PGlite embedded, or a PostgreSQL server through a pool. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations, then the roles, rights and row-level security policies (security.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite in `<dataDir>/pg` when no URL is given (or in memory with dataDir `memory://`),
 * otherwise a PostgreSQL server: requests on `databaseUrl`, migrations on `databaseOwnerUrl`
 * (the same by default) so that the role requests use may own nothing (ADR 0009).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  databaseOwnerUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databaseOwnerUrl ?? opts.databaseUrl);
  return openPglite(opts.dataDir);
}

/**
 * PGlite runs each statement synchronously on the event loop, so a busy server could answer every
 * waiting request in one turn of the loop while Node accepts one new connection per turn: new
 * connections then waited seconds. Here each statement or transaction holds the lock on a turn of
 * its own, so connections are accepted and requests read between them, and all wait in the lock's
 * first-come queue (ADR 0012).
 */
class FairPGlite extends PGlite {
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pg');
    mkdirSync(location, { recursive: true });
  }
  const client = new FairPGlite(location);
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await secureDatabase(db);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, ownerUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dead idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const owner = ownerUrl === url ? pool : new pg.Pool({ connectionString: ownerUrl, max: 1 });
      owner.on('error', () => {});
      const client = await owner.connect();
      try {
        const [login] = (await pool.query<Identity>(IDENTITY)).rows;
        const [migrator] = (await client.query<Identity>(IDENTITY)).rows;
        if (login!.database !== migrator!.database) {
          throw new Error(
            `DATABASE_OWNER_URL names database ${migrator!.database}, DATABASE_URL ${login!.database}: they must be the same`,
          );
        }
        // Several instances may start at once: one migrates, the others wait for it.
        await client.query('select pg_advisory_lock(7201001)');
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await secureDatabase(drizzlePg({ client }) as unknown as Database, { loginRole: login!.role });
      } finally {
        await client.query('select pg_advisory_unlock(7201001)').catch(() => {});
        client.release();
        if (owner !== pool) await owner.end();
      }
    },
    close: () => pool.end(),
  };
}

interface Identity {
  role: string;
  database: string;
}
const IDENTITY = 'select current_user as role, current_database() as database';

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function sqlRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The database's own error in `err` or its causes, whichever driver (and Drizzle's wrapping) reports it. */
function databaseError(err: unknown): { code: string; constraint?: unknown; message?: unknown } | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string };
  }
  return undefined;
}

/** Postgres' unique_violation on `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pgError = databaseError(err);
  if (pgError?.code !== '23505') return false;
  return pgError.constraint === constraint || String(pgError.message).includes(constraint);
}

/**
 * Postgres ended the transaction because of others running at the same moment (a deadlock, or a
 * serialization failure): nothing was changed, and the same request may well succeed again.
 */
export function isConcurrencyFailure(err: unknown): boolean {
  const code = databaseError(err)?.code;
  return code === '40P01' || code === '40001';
}
