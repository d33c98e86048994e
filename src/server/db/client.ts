import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startCluster } from './embedded.ts';
import { importPgliteFolder } from './pglite-import.ts';
import { secureDatabase } from './security.ts';

/** What the server and tests hold: a PostgreSQL database through a pool. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /** The server's own PostgreSQL in DATA_DIR (embedded.ts), or the operator's in DATABASE_URL. */
  kind: 'embedded' | 'server';
  /** Applies pending migrations, then the roles, rights and row-level security policies (security.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The embedded cluster's database and the login role requests use (migrations run as its superuser). */
const EMBEDDED_DATABASE = 'floorpro';
const EMBEDDED_LOGIN = 'floorpro';

/**
 * The embedded PostgreSQL in `<dataDir>/postgres` when no URL is given, otherwise a PostgreSQL
 * server: requests on `databaseUrl`, migrations on `databaseOwnerUrl` (the same by default) so that
 * the role requests use may own nothing (ADR 0009). `onDatabaseExit` hears of an embedded database
 * that stopped under the server; `onNotice` of a data folder from before ADR 0046 copied into it.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  databaseOwnerUrl?: string;
  dataDir: string;
  embeddedSettings?: Record<string, string>;
  onDatabaseExit?: (detail: string) => void;
  onNotice?: (message: string) => void;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    return { ...(await openPostgres(opts.databaseUrl, opts.databaseOwnerUrl ?? opts.databaseUrl)), kind: 'server' };
  }
  const embedded = await startEmbeddedDatabase(opts);
  const handle = await openPostgres(embedded.loginUrl, embedded.ownerUrl);
  return {
    ...handle,
    kind: 'embedded',
    async migrate() {
      await handle.migrate();
      await importPglite(opts.dataDir, embedded.ownerUrl, opts.onNotice);
    },
    async close() {
      await handle.close();
      await embedded.stop();
    },
  };
}

/**
 * The embedded cluster of `<dataDir>/postgres` started, with the app's database and login role:
 * requests connect on `loginUrl`, migrations on `ownerUrl` (the cluster's superuser).
 */
export async function startEmbeddedDatabase(opts: {
  dataDir: string;
  embeddedSettings?: Record<string, string>;
  onDatabaseExit?: (detail: string) => void;
}) {
  const cluster = await startCluster({
    dir: join(opts.dataDir, 'postgres'),
    settings: opts.embeddedSettings,
    onExit: opts.onDatabaseExit,
  });
  try {
    await createLoginDatabase(cluster.url('postgres'));
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return {
    loginUrl: cluster.url(EMBEDDED_DATABASE, EMBEDDED_LOGIN),
    ownerUrl: cluster.url(EMBEDDED_DATABASE),
    stop: () => cluster.stop(),
  };
}

/**
 * The PGlite folder of a server from before ADR 0046 (`<dataDir>/pg`), copied into the new cluster
 * while it holds no account yet, then renamed for the operator to delete. Never over data of its own.
 */
async function importPglite(dataDir: string, ownerUrl: string, notice = (_message: string) => {}) {
  const folder = join(dataDir, 'pg');
  if (!existsSync(join(folder, 'PG_VERSION'))) return;
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const { rowCount } = await client.query('select 1 from "user" limit 1').finally(() => client.end());
  if (rowCount) {
    notice(`${folder} (PGlite, from before ADR 0046) was not imported: the embedded database already holds accounts`);
    return;
  }
  const started = performance.now();
  const copied = await importPgliteFolder(folder, ownerUrl, migrationsFolder);
  renameSync(folder, `${folder}.imported`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  notice(
    `${copied.rows} rows of ${copied.tables} tables imported from ${folder} in ${seconds} s; it is now ${folder}.imported`,
  );
}

/** The embedded cluster's database and login role (no superuser, no bypass of row-level security), once. */
async function createLoginDatabase(superuserUrl: string) {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) await client.query(`create database ${EMBEDDED_DATABASE}`);
    await client.query(`do $$ begin
      create role ${EMBEDDED_LOGIN} login noinherit nosuperuser nocreatedb nocreaterole;
    exception when duplicate_object then null; end $$`);
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, ownerUrl: string): Promise<Omit<DatabaseHandle, 'kind'>> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dead idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    db,
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
