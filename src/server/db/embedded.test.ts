import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, sqlRows } from './client.ts';
import { isRunning } from '../platform/data-dir-lock.ts';
import { tempDataFolder } from '../test/data-folder.ts';
import { EmbeddedSetupError, startCluster } from './embedded.ts';

// The embedded PostgreSQL (ADR 0046) as `npm start` runs it, each test in a data folder of its own.
const folders: string[] = [];
function dataFolder() {
  const folder = tempDataFolder('floorpro-embedded');
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded database', () => {
  it('is made on the first start, keeps what was committed across restarts, and serves requests as a role under row-level security', async () => {
    const dataDir = dataFolder();
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'olá, piso', 'u1@example.com')`);
    await first.close();

    const again = await openDatabase({ dataDir, embeddedSettings: { shared_buffers: '16MB' } });
    await again.migrate();
    const [state] = await sqlRows<Record<string, unknown>>(
      again.db,
      sql`select (select name from "user" where id = 'u1') as note, r.rolsuper, r.rolbypassrls,
            pg_encoding_to_char(d.encoding) as encoding, current_setting('listen_addresses') as listen,
            current_setting('shared_buffers') as shared_buffers, current_setting('max_connections') as connections
          from pg_roles r, pg_database d where r.rolname = current_user and d.datname = current_database()`,
    );
    expect(state).toEqual({
      note: 'olá, piso',
      rolsuper: false,
      rolbypassrls: false,
      encoding: 'UTF8',
      listen: '', // a socket in the folder, no TCP port
      shared_buffers: '16MB', // EMBEDDED_DB_SETTINGS over the small-server default
      connections: '20',
    });
    const pid = postmasterPid(dataDir);
    await again.close();
    expect(isRunning(pid)).toBe(false);
  });

  it('takes over the postmaster a killed server left running, with what it had committed', async () => {
    const dataDir = dataFolder();
    const holder = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/embedded-holder.ts', dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder stopped (${code})`)));
    });
    const orphan = postmasterPid(dataDir);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(isRunning(orphan)).toBe(true);

    const next = await openDatabase({ dataDir });
    expect(isRunning(orphan)).toBe(false);
    const rows = await sqlRows<{ name: string }>(next.db, sql`select name from "user"`);
    expect(rows).toEqual([{ name: 'committed before the kill' }]);
    await next.close();
  });

  it('refuses a setting value PostgreSQL refuses as a setting problem, naming it', async () => {
    const dir = join(dataFolder(), 'cluster');
    const start = startCluster({ dir, throwaway: true, settings: { shared_buffers: 'lots' } });
    await expect(start).rejects.toThrow(EmbeddedSetupError);
    await expect(start).rejects.toThrow(/EMBEDDED_DB_SETTINGS: .*shared_buffers/);
  });

  it('tells the server when its database stops under it', async () => {
    const dir = join(dataFolder(), 'cluster');
    let heard = '';
    const cluster = await startCluster({ dir, throwaway: true, onExit: (detail) => (heard = detail) });
    process.kill(Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT');
    for (let i = 0; i < 200 && !heard; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(heard).toMatch(/^the embedded database stopped/);
    await cluster.stop();
  });

  it('copies a PGlite folder from before ADR 0046 on the first start, then renames it', async () => {
    const dataDir = dataFolder();
    const old = new PGlite(join(dataDir, 'pg'));
    await migratePglite(drizzlePglite({ client: old }), {
      migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
    });
    await old.query(`insert into "user" (id, name, email) values ('u1', 'Dona Zélia', 'zelia@example.com')`);
    await old.close();

    const notices: string[] = [];
    const database = await openDatabase({ dataDir, onNotice: (message) => notices.push(message) });
    await database.migrate();
    const rows = await sqlRows<{ name: string }>(database.db, sql`select name from "user"`);
    expect(rows).toEqual([{ name: 'Dona Zélia' }]);
    expect(existsSync(join(dataDir, 'pg'))).toBe(false);
    expect(existsSync(join(dataDir, 'pg.imported', 'PG_VERSION'))).toBe(true);
    expect(notices).toEqual([expect.stringMatching(/^\d+ rows of \d+ tables imported from .*pg in [\d.]+ s/)]);
    await database.close();
  });
});
