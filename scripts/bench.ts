// npm run bench: seeds a database, starts the real server as its own process, loads it with
// autocannon and prints req/s, p50 and p99, the server process's CPU time per request, the cold
// start, and the built JS per entry route against the budgets of docs/architecture.md. A benchmark,
// not a test: it never fails CI.
// Its yardstick is scripts/bench-baseline.ts, a bare node:http server answering the same leads page
// with the same SQL: the `ratio` column is the app's req/s over the bare server's.
//
// BENCH_ROUTES=leads,health: only the routes whose path holds one of these words (a quicker run
// while working on one route; seeding is the same).
//
// BENCH_RATIO_ROUNDS=N (default 3; 0 skips): afterwards, the leads page on the app and on the bare
// server in turn, N times, and the median of the N ratios: on a shared 2-core machine one run's
// ratio moves by ±0.1.
//
// BENCH_PAGES_RUNS=N (default 3; 0 skips): the public pages (/landing, /login, a quiz, a gallery and
// a showcase of 30 photos, seeded by scripts/public-pages.ts): each one's bytes on the wire for a first
// load and Lighthouse 12's mobile scores, the median of N runs (scripts/page-metrics.ts). BENCH_ROUTES
// runs them only when it holds `pages`. Not a gate: on 2 shared cores the scores move by a few points.
//
// Before the public pages, the API's JSON compression: the leads page compressed at a few brotli and
// gzip levels, the CPU time each costs per response (the level the server uses is in
// src/server/platform/compression.ts), and the leads page loaded once more asking for brotli.
//
// BENCH_PROFILE=<dir>: afterwards, loads the leads page and the board once more on the app, and the leads on the bare server,
// each started with `node --cpu-prof --cpu-prof-dir=<dir>`, and prints their top functions by self time (the .cpuprofile
// stays in <dir> for Chrome DevTools or speedscope).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import getPort from 'get-port';
import { createApp } from '../src/server/app.ts';
import { loadConfig, resolveAuthSecret } from '../src/server/config.ts';
import { openDatabase, sqlRows, startEmbeddedDatabase } from '../src/server/db/client.ts';
import { createAuth } from '../src/server/platform/auth.ts';
import { createStorage } from '../src/server/platform/storage.ts';
import { createLogger } from '../src/server/platform/logger.ts';
import { createMailer } from '../src/server/platform/mail.ts';
import { tempDataFolder } from '../src/server/test/data-folder.ts';
import { embeddedDatabasePids, embeddedDatabasePssMiB, memoryMiB } from '../src/server/test/process-memory.ts';
import { createScratchDatabase } from '../src/server/test/scratch-database.ts';
import { jsSizes } from './js-sizes.ts';
import { bytesOnTheWire, lighthouseScores } from './page-metrics.ts';
import { seedPublicPages } from './public-pages.ts';
import { BROTLI_LEVEL, GZIP_LEVEL } from '../src/server/platform/compression.ts';
import { accountHooks } from '../src/server/modules/accounts/service.ts';

const COMPANIES = 100;
const EVENTS_PER_COMPANY = 1000;
const LEADS_PER_COMPANY = 1000;
// The benchmarked company runs 5,000 jobs (issue #5's dashboard figure); the others 500 each (the architecture's budget).
const JOBS_BENCH_COMPANY = 5000;
const JOBS_PER_COMPANY = 500;
// Issue #18's financials for the benchmarked company.
const INVOICES = 20_000;
const WORK_LOGS = 50_000;
const BILLS = 5_000;
const RECEIPTS = 5_000;
const CREW = 25;
/** The server as `npm start` runs it: npm run build makes it. */
const APP_SERVER = 'dist/server/main.js';
const CONNECTIONS = 50;
const LEADS_PAGE = '/api/v1/leads?limit=50';
const DURATION_S = 10;
const WARM_UP_S = 2;
const credentials = { email: 'bench@example.com', password: 'Str0ng!Passw0rd', name: 'Bench Owner' };
const signUpBody = {
  ...credentials,
  confirmPassword: credentials.password,
  role: 'service_provider',
  companyName: 'Bench Floors',
  acceptTerms: true,
  language: 'en',
};

const dataDir = tempDataFolder('floorpro-bench');
// With DATABASE_URL the run uses a scratch database on that server (dropped afterwards), else the
// embedded PostgreSQL the server starts in DATA_DIR.
const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'floorpro_bench')
  : undefined;
const port = await getPort();
const base = `http://localhost:${port}`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function seed() {
  const started = performance.now();
  // Seeding writes every company's rows: as the database's owner (the embedded cluster's superuser).
  const embedded = scratch ? undefined : await startEmbeddedDatabase({ dataDir });
  const ownerUrl = scratch?.url ?? embedded!.ownerUrl;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', DATABASE_URL: ownerUrl });
  const database = await openDatabase(config);
  await database.migrate();
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, config, logger });
  const auth = createAuth({
    db: database.db,
    config,
    secret: resolveAuthSecret(config),
    mailer,
    logger,
    accounts: accountHooks,
  });
  const app = createApp({ db: database.db, auth, config, logger, mailer, storage: createStorage(config) });
  // A Business Owner's sign-up creates the company; the address is confirmed in SQL, not by the link.
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(signUpBody),
  });
  await database.db.execute(sql`update "user" set email_verified = true where email = ${credentials.email}`);
  // The other companies and every company's events, in SQL (seeding runs as the database owner).
  await database.db.execute(
    sql`insert into companies (name) select 'Company ' || g from generate_series(2, ${COMPANIES}) g`,
  );
  await database.db.execute(sql`
    insert into analytics_events (company_id, event_type, event_data, created_at)
    select c.id, (array['lead_created','job_created','job_completed','lead_contacted'])[1 + g % 4],
           jsonb_build_object('n', g), now() - make_interval(mins => g)
    from companies c cross join generate_series(1, ${EVENTS_PER_COMPANY}) g`);
  // Leads spread over every status, source and flooring type, created over the last ~3 years.
  await database.db.execute(sql`
    insert into leads (company_id, name, email, phone, phone_digits, status, source, flooring_type, budget_range,
                       square_feet, created_at, updated_at)
    select c.id, 'Lead ' || g, 'lead' || g || '@example.com', '+1 555 ' || lpad(g::text, 4, '0'),
           '1555' || lpad(g::text, 4, '0'),
           (array['new_lead','cold_lead','warm_lead','contacted','qualified','estimate_requested',
                  'estimate_scheduled','proposal_sent','proposal_accepted','lost'])[1 + g % 10],
           (array['manual','quiz','referral','website','phone'])[1 + g % 5],
           (array['hardwood','laminate','vinyl','tile','carpet'])[1 + g % 5],
           (array['under_5k','5k_10k','10k_25k','25k_50k','over_50k'])[1 + g % 5],
           200 + g, now() - make_interval(hours => g), now() - make_interval(hours => g)
    from companies c cross join generate_series(1, ${LEADS_PER_COMPANY}) g`);
  // Jobs over every status and stage, scheduled from six months back to six months ahead (some today).
  await database.db.execute(sql`
    insert into jobs (company_id, title, address, status, project_stage, progress_percentage, total_cents,
                      square_feet, scheduled_start, scheduled_end, created_at, updated_at)
    select c.id, 'Job ' || g, g || ' Main St',
           (array['pending','in_progress','completed','cancelled'])[1 + g % 4],
           (array['project_start','site_measured','materials_ordered','materials_delivered','removal_and_prep',
                  'subfloor_ready','installation','finishing','final_walkthrough','project_complete'])[1 + g % 10],
           (g % 10) * 10, (1000 + g) * 100, 100 + g % 900,
           date_trunc('hour', now()) + make_interval(hours => (g * 7) % 8760 - 4380),
           date_trunc('hour', now()) + make_interval(hours => (g * 7) % 8760 - 4378),
           now() - make_interval(hours => g), now() - make_interval(hours => g)
    from companies c
    cross join lateral generate_series(1, case when c.name = ${signUpBody.companyName}
                                          then ${JOBS_BENCH_COMPANY}::int else ${JOBS_PER_COMPANY}::int end) g`);
  await seedFinancials(database);
  await database.db.execute(sql`analyze`);
  await database.close();
  await embedded?.stop();
  return performance.now() - started;
}

/**
 * Issue #18's company: 20,000 issued invoices on its 5,000 jobs over two years, each paid (20,000
 * payments), 50,000 approved shifts by 25 crew members with a rate each and a raise a year ago, and
 * 5,000 bills (half paid) and 5,000 receipts.
 */
/** This year to date: the reports page's default range. */
function yearRange(): string {
  const today = new Date().toISOString().slice(0, 10);
  return `from=${today.slice(0, 4)}-01-01&to=${today}`;
}

async function seedFinancials(database: Awaited<ReturnType<typeof openDatabase>>) {
  const db = database.db;
  const [{ id: company } = { id: '' }] = await sqlRows<{ id: string }>(
    db,
    sql`select id from companies where name = ${signUpBody.companyName}`,
  );
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-crew-' || g, 'Crew ' || g, 'crew' || g || '@example.com', true from generate_series(1, ${CREW}) g`);
  await db.execute(sql`
    insert into profiles (user_id, company_id, role)
    select 'bench-crew-' || g, ${company}::uuid, 'field_team' from generate_series(1, ${CREW}) g`);
  await db.execute(sql`
    insert into employee_rates (company_id, user_id, effective_from, pay_rate_cents, burden_percent)
    select ${company}::uuid, 'bench-crew-' || g, current_date - y * 365, 2500 + g * 50 + (1 - y) * 200, 18.5
    from generate_series(1, ${CREW}) g cross join generate_series(1, 2) y`);
  await db.execute(sql`
    with job as (select id, row_number() over (order by id) as n from jobs where company_id = ${company}::uuid)
    insert into invoices (company_id, number, job_id, title, status, issue_date, due_date, tax_rate,
                          subtotal_cents, tax_cents, total_cents, paid_cents)
    select ${company}::uuid, g, job.id, 'Invoice ' || g, 'paid', current_date - g % 730, current_date - g % 730 + 30,
           7, 100000 + g, 7000 + g % 100, 107000 + g + g % 100, 107000 + g + g % 100
    from generate_series(1, ${INVOICES}) g join job on job.n = 1 + g % ${JOBS_BENCH_COMPANY}`);
  await db.execute(sql`
    insert into payments (company_id, invoice_id, method, amount_cents, received_on)
    select company_id, id, 'check', total_cents, issue_date + 10 from invoices where company_id = ${company}::uuid`);
  await db.execute(sql`
    with job as (select id, row_number() over (order by id) as n from jobs where company_id = ${company}::uuid)
    insert into work_logs (company_id, user_id, job_id, started_at, ended_at, break_minutes, source, status)
    select ${company}::uuid, 'bench-crew-' || (1 + g % ${CREW}), job.id,
           date_trunc('day', now()) - make_interval(days => 1 + g % 700, hours => 10),
           date_trunc('day', now()) - make_interval(days => 1 + g % 700, hours => 2), 30, 'manual', 'approved'
    from generate_series(1, ${WORK_LOGS}) g join job on job.n = 1 + g % ${JOBS_BENCH_COMPANY}`);
  await db.execute(sql`
    with job as (select id, row_number() over (order by id) as n from jobs where company_id = ${company}::uuid)
    insert into bills (company_id, vendor_name, vendor_kind, category, job_id, bill_date, due_date, amount_cents,
                       paid_cents, status)
    select ${company}::uuid, 'Supplier ' || g % 40, 'supplier',
           (array['materials','subcontractors','equipment','fuel','other'])[1 + g % 5],
           job.id, current_date - g % 700, current_date - g % 700 + 30, 50000 + g,
           case when g % 2 = 0 then 50000 + g else 0 end, case when g % 2 = 0 then 'paid' else 'open' end
    from generate_series(1, ${BILLS}) g join job on job.n = 1 + g % ${JOBS_BENCH_COMPANY}`);
  await db.execute(sql`
    insert into bill_payments (company_id, bill_id, amount_cents, paid_on, method)
    select company_id, id, amount_cents, bill_date + 20, 'bank_transfer'
    from bills where company_id = ${company}::uuid and status = 'paid'`);
  await db.execute(sql`
    with job as (select id, row_number() over (order by id) as n from jobs where company_id = ${company}::uuid)
    insert into receipts (company_id, vendor_name, amount_cents, receipt_date, category, payment_method, job_id)
    select ${company}::uuid, 'Store ' || g % 30, 2000 + g, current_date - g % 700,
           (array['materials','fuel','equipment','office'])[1 + g % 4], 'card', job.id
    from generate_series(1, ${RECEIPTS}) g join job on job.n = 1 + g % ${JOBS_BENCH_COMPANY}`);
}

/** The calendar's month view: six weeks from the Sunday before the 1st. */
function monthRange(): string {
  const first = new Date();
  first.setDate(1);
  first.setHours(0, 0, 0, 0);
  const from = new Date(first.getTime() - first.getDay() * 86_400_000);
  const to = new Date(from.getTime() + 42 * 86_400_000);
  return new URLSearchParams({ from: from.toISOString(), to: to.toISOString() }).toString();
}

/** The server under load: its CPU time per request is the `cpu/req` column. */
let serverPid: number | undefined;
const CLOCK_TICKS_PER_S = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux; undefined elsewhere);
 * with `reaped`, also that of its children that have ended.
 */
function cpuMs(pid: number | string | undefined, reaped = false): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = fields.slice(11, reaped ? 15 : 13).reduce((sum, field) => sum + Number(field), 0);
    return (ticks * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

const mib = (n: number) => `${n.toFixed(0)} MiB`;

/**
 * The database's processes: the embedded cluster's (its postmaster and their children), else every
 * PostgreSQL process on this machine (the server behind DATABASE_URL).
 */
function databasePids(): { postmaster?: number; all: number[] } {
  if (!scratch) return embeddedDatabasePids(dataDir) ?? { all: [] };
  const postgres = readdirSync('/proc').filter((name) => {
    try {
      return /^\d+$/.test(name) && readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false; // the process ended between the listing and the read
    }
  });
  return { all: postgres.map(Number) };
}

/**
 * CPU time the database's processes have used so far, in ms: their own and, through the postmaster,
 * those of backends that have ended (a pool closes its idle connections).
 */
function databaseCpuMs(): number {
  const { postmaster, all } = databasePids();
  return all.reduce((total, pid) => total + (cpuMs(pid, scratch !== undefined || pid === postmaster) ?? 0), 0);
}

/**
 * Starts a server script on the bench's port and data, and waits until `healthPath` answers. One at
 * a time: each starts the embedded database of the data folder, which one process owns.
 */
async function startServer(script: string, healthPath: string, nodeFlags: string[] = []) {
  const started = performance.now();
  // The app as production runs it (built JavaScript); the bare baseline from its TypeScript.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, script], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: scratch?.url ?? '' },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      if ((await fetch(base + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${script} exited`);
    await new Promise((r) => setTimeout(r, 25));
  }
  serverPid = child.pid;
  return { child, coldStartMs: performance.now() - started };
}

/** SIGTERM, then the exit: the data folder is free again and a CPU profile is written. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  route: string;
  connections: number;
  'req/s': number;
  p50: string;
  p99: string;
  /** The server process's CPU time per answered request (its own threads, not the database server's). */
  'cpu/req': string;
  /** The database's CPU time per answered request (its processes', beside the server's own). */
  'db cpu/req': string;
  errors: number;
  ratio?: string;
}

const onlyRoutes = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const isLoaded = (row: Row | undefined): row is Row => row !== undefined;

/** A route of the main table: measured unless BENCH_ROUTES leaves it out. */
async function load(path: string, headers: Record<string, string> = {}, connections = CONNECTIONS) {
  if (onlyRoutes && !onlyRoutes.some((word) => path.includes(word))) return undefined;
  return measure(path, headers, connections);
}

async function measure(
  path: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  write?: { method: 'PUT' | 'POST'; body: string },
): Promise<Row> {
  // One run on the same connections, recorded only after the warm-up: the figures are the steady
  // state, not the JIT's warm-up, a cold buffer cache or the first connections' accepts.
  const latencies: number[] = [];
  const recordFrom = performance.now() + WARM_UP_S * 1000;
  let cpuFrom: number | undefined;
  let dbCpuFrom: number | undefined;
  const cpuClock = setTimeout(() => {
    cpuFrom = cpuMs(serverPid);
    dbCpuFrom = databaseCpuMs();
  }, WARM_UP_S * 1000);
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const options = { url: base + path, connections, duration: WARM_UP_S + DURATION_S, headers, ...write };
    autocannon(options, (err, result) => (err ? fail(err) : done(result))).on(
      'response',
      (_client, _status, _bytes, latency: number) => {
        if (performance.now() >= recordFrom) latencies.push(latency);
      },
    );
  });
  clearTimeout(cpuClock);
  const cpuUsed = (cpuMs(serverPid) ?? NaN) - (cpuFrom ?? NaN);
  const dbCpuUsed = databaseCpuMs() - (dbCpuFrom ?? NaN);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    route: `${write?.method ?? 'GET'} ${path}${headers['accept-encoding'] ? ` (${headers['accept-encoding']})` : ''}`,
    connections,
    'req/s': Math.round(latencies.length / DURATION_S),
    p50: ms(percentile(0.5)),
    p99: ms(percentile(0.99)),
    'cpu/req': `${(cpuUsed / latencies.length).toFixed(2)} ms`,
    'db cpu/req': `${(dbCpuUsed / latencies.length).toFixed(2)} ms`,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Issue #16's figures: a 200-line estimate (two options of 100 lines) saved whole (PUT, the editor's
 * save) and drawn as a PDF, each at 1 connection: a member saves or downloads one at a time.
 */
async function estimateRows(cookie: string): Promise<Row[]> {
  if (onlyRoutes && !onlyRoutes.some((word) => 'estimates'.includes(word))) return [];
  const lines = (option: string) =>
    Array.from({ length: 100 }, (_, i) => ({
      kind: i % 3 === 0 ? 'labor' : 'material',
      description: `${option} line ${i + 1}: white oak 5" plank, select grade`,
      quantity: `${(i % 40) + 1}.5`,
      unit: i % 3 === 0 ? 'sq_ft' : 'box',
      unitPrice: `${(i % 90) + 10}.4999`,
      unitCost: `${(i % 50) + 5}.25`,
    }));
  const body = JSON.stringify({
    title: 'Whole house, 200 lines',
    clientName: 'Bench Client',
    clientEmail: 'client@example.com',
    taxRate: '8.875',
    taxAppliesTo: 'both',
    discount: { kind: 'percent', percent: '5' },
    deposit: { kind: 'percent', percent: '30' },
    options: [
      { name: 'Good', lines: lines('Good') },
      { name: 'Best', lines: lines('Best') },
    ],
  });
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/v1/estimates`, { method: 'POST', headers, body });
  if (created.status !== 201) throw new Error(`estimate create: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  return [
    await measure(`/api/v1/estimates/${id}`, headers, 1, { method: 'PUT', body }),
    await measure(`/api/v1/estimates/${id}`, { cookie }, 1),
    await measure(`/api/v1/estimates/${id}/pdf`, { cookie }, 1),
  ];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds on the clock V8 stamps profiles with (both are the system's monotonic clock). */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The functions that spent the most samples on their own code between `fromUs` and `toUs` (the
 * load, not the start), as % of the samples the process was not idle.
 */
function topSelfTime(profile: CpuProfile, fromUs: number, toUs: number, top = 15) {
  const repo = new URL('../', import.meta.url).href;
  const frameOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const counts = new Map<string, number>();
  let at = profile.startTime;
  let idle = 0;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) return;
    const frame = frameOf.get(id)!;
    if (frame.functionName === '(idle)') {
      idle++;
      return;
    }
    busy++;
    const url = frame.url.replace(repo, '').replace(/^file:\/\/.*?\/node_modules\//, 'node_modules/');
    // With the column: tsx may compile a module onto one line.
    const where = url ? ` ${url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const rows = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, n]) => ({ 'self %': ((100 * n) / busy).toFixed(1), function: fn }));
  return { rows, busy, idle };
}

/** The leads page and the board on the app, the leads on the bare server, under `node --cpu-prof`; each profile's top entries. */
async function profileLeads(dir: string, cookie: string) {
  await profile(dir, cookie, 'the leads page', APP_SERVER, '/api/health', LEADS_PAGE);
  await profile(dir, cookie, 'the pipeline board', APP_SERVER, '/api/health', '/api/v1/leads/board');
  await profile(dir, cookie, 'the bare server', 'scripts/bench-baseline.ts', '/health', '/leads');
}

async function profile(dir: string, cookie: string, title: string, script: string, health: string, path: string) {
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  const { child } = await startServer(script, health, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const from = nowUs();
  const row = await measure(path, { cookie });
  const to = nowUs();
  await stopServer(child);
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main one (tsx's loader has its own).
  const file = readdirSync(dir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f) && !before.has(f));
  if (!file) throw new Error(`no new .cpuprofile in ${dir}: did the server exit cleanly?`);
  const { rows, busy, idle } = topSelfTime(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile, from, to);
  console.log(`\nProfile of ${title} (${row['req/s']} req/s under the profiler), ${join(dir, file)}:`);
  console.log(`${busy} busy samples, ${((100 * idle) / (idle + busy)).toFixed(0)}% idle; top self time:`);
  console.table(rows);
}

/**
 * CPU time per response to compress the leads page (as the API sends it) at each level, and the
 * bytes each sends: what the API's per-response level is chosen from.
 */
async function compressionLevels(cookie: string) {
  const body = Buffer.from(await (await fetch(base + LEADS_PAGE, { headers: { cookie } })).arrayBuffer());
  const levels: [string, (data: Buffer) => Buffer][] = [
    ...[1, 4, 5, 6, 11].map((q): [string, (data: Buffer) => Buffer] => [
      `brotli ${q}`,
      (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }),
    ]),
    ...[1, 6, 9].map((level): [string, (data: Buffer) => Buffer] => [
      `gzip ${level}`,
      (data) => gzipSync(data, { level }),
    ]),
  ];
  const rows = levels.map(([name, compress]) => {
    let size = 0;
    for (let i = 0; i < 20; i++) size = compress(body).length; // warm-up
    const runs = 200;
    const started = process.cpuUsage();
    for (let i = 0; i < runs; i++) compress(body);
    const used = process.cpuUsage(started);
    const chosen = name === `brotli ${BROTLI_LEVEL}` || name === `gzip ${GZIP_LEVEL}`;
    return {
      encoding: `${name}${chosen ? " (the server's)" : ''}`,
      bytes: size,
      ratio: (size / body.length).toFixed(3),
      'cpu/response': `${((used.user + used.system) / 1000 / runs).toFixed(3)} ms`,
    };
  });
  console.log(`\nThe leads page's JSON (${body.length} bytes) compressed per response, at each level:`);
  console.table(rows);
}

const pagesWanted = () => !onlyRoutes || onlyRoutes.includes('pages');

/** The public pages' first load on the wire and their Lighthouse mobile scores (median of `runs`). */
async function publicPages(runs: number) {
  const pages = await seedPublicPages(base);
  console.log('\nFirst load of each public page (fresh cache, phone screen, all requests as sent):');
  console.table(await bytesOnTheWire(base, pages));
  console.log(`\nLighthouse 12 mobile (Debian Chromium, default throttling), median of ${runs} runs:`);
  console.table(await lighthouseScores(base, pages, runs));
}

const leadsWanted = () => !onlyRoutes || onlyRoutes.some((word) => LEADS_PAGE.includes(word));

/** The leads page's ratio in `rounds` alternating rounds (app, then bare), at 50 and 1 connections. */
async function leadsRatioRounds(cookie: string, rounds: number) {
  const reqPerS = async (script: string, health: string, path: string) => {
    const { child } = await startServer(script, health);
    try {
      return [(await measure(path, { cookie }))['req/s'], (await measure(path, { cookie }, 1))['req/s']];
    } finally {
      await stopServer(child);
    }
  };
  const ratios: [number, number][] = [];
  for (let round = 0; round < rounds; round++) {
    const app = await reqPerS(APP_SERVER, '/api/health', LEADS_PAGE);
    const bare = await reqPerS('scripts/bench-baseline.ts', '/health', '/leads');
    ratios.push([app[0]! / bare[0]!, app[1]! / bare[1]!]);
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
  };
  const column = (i: 0 | 1) => ratios.map((r) => r[i]);
  console.log(`
The leads page's ratio in ${rounds} alternating rounds (app, then bare server):`);
  console.table(
    ([0, 1] as const).map((i) => ({
      connections: i === 0 ? CONNECTIONS : 1,
      rounds: column(i)
        .map((r) => r.toFixed(2))
        .join(' '),
      median: median(column(i)).toFixed(2),
    })),
  );
}

const BARE_ROUTE: Record<string, string> = {
  'GET /api/health': 'bare GET /health',
  [`GET ${LEADS_PAGE}`]: 'bare GET /leads',
};

/** The app's req/s over the bare baseline's, for the routes both answer, at the same connections. */
function withRatio(row: Row, bare: Row[]): Row {
  const match = bare.find((b) => b.route === BARE_ROUTE[row.route] && b.connections === row.connections);
  return match ? { ...row, ratio: (row['req/s'] / match['req/s']).toFixed(2) } : row;
}

try {
  console.log(`Database: ${scratch ? `PostgreSQL server (scratch database)` : 'embedded PostgreSQL'}`);
  console.log(
    `Seeding ${COMPANIES} companies × ${EVENTS_PER_COMPANY} analytics events, ${LEADS_PER_COMPANY} leads and ` +
      `${JOBS_PER_COMPANY} jobs (${JOBS_BENCH_COMPANY} for the benchmarked company)…`,
  );
  console.log(`seeded in ${ms(await seed())}`);
  const { child, coldStartMs } = await startServer(APP_SERVER, '/api/health');
  let cookie: string;
  let app: Row[];
  try {
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    console.log(`\ncold start to first answer (existing data folder): ${ms(coldStartMs)} (target 2000 ms)`);
    // Idle, once each kind of page has been read: what a small server holds between requests.
    for (const path of [LEADS_PAGE, '/api/v1/leads/board', '/api/v1/jobs/board', '/api/v1/dashboard/home']) {
      await (await fetch(base + path, { headers: { cookie } })).arrayBuffer();
    }
    const idle = memoryMiB(child.pid);
    if (idle) {
      const database = scratch ? 0 : embeddedDatabasePssMiB(dataDir);
      console.log(
        `server memory, idle after one request of each kind: RSS ${mib(idle.rss)}, PSS ${mib(idle.pss)}; ` +
          `embedded database PSS ${mib(database)}; server RSS + database ${mib(idle.rss + database)} (target 350 MiB)`,
      );
    }
    console.log(`\nautocannon, ${DURATION_S} s recorded after ${WARM_UP_S} s of the same load unrecorded…`);
    app = [
      await load('/api/health'),
      await load('/api/health', {}, 1),
      await load('/api/v1/analytics/events?limit=50', { cookie }),
      await load(LEADS_PAGE, { cookie }),
      await load(LEADS_PAGE, { cookie }, 1),
      await load('/api/v1/leads/board', { cookie }),
      await load('/api/v1/leads/board', { cookie }, 1),
      await load('/api/v1/dashboard/home', { cookie }),
      await load('/api/v1/dashboard/home', { cookie }, 1),
      await load('/api/v1/jobs?limit=50', { cookie }),
      await load('/api/v1/jobs?limit=50', { cookie }, 1),
      await load(`/api/v1/calendar?${monthRange()}`, { cookie }, 1),
      // The same page compressed (brotli at the server's level): its cpu/req against the row above's.
      await load(LEADS_PAGE, { cookie, 'accept-encoding': 'br' }),
      ...(await estimateRows(cookie)),
      // Issue #18: a manager opens the financial pages one at a time (target p99 < 50 ms).
      await load('/api/v1/financials/overview', { cookie }, 1),
      await load(`/api/v1/financials/reports/profit-and-loss?${yearRange()}&groupBy=month`, { cookie }, 1),
      await load(`/api/v1/financials/reports/profit-and-loss?${yearRange()}&groupBy=job`, { cookie }, 1),
      await load('/api/v1/financials/cash-flow?interval=week', { cookie }, 1),
      await load('/api/v1/financials/job-costing', { cookie }, 1),
    ].filter(isLoaded);
    const loaded = memoryMiB(child.pid);
    if (loaded) {
      const database = scratch ? 0 : embeddedDatabasePssMiB(dataDir);
      console.log(
        `server memory, peak under the load above: RSS ${mib(loaded.peak)}; embedded database PSS now ` +
          `${mib(database)}; together ${mib(loaded.peak + database)} (target 500 MiB)`,
      );
    }
    if (leadsWanted()) await compressionLevels(cookie);
    const pagesRuns = Number(process.env.BENCH_PAGES_RUNS ?? 3);
    if (pagesRuns > 0 && pagesWanted()) await publicPages(pagesRuns);
  } finally {
    await stopServer(child);
  }
  // The app's session stays in the database: the bare server reads the same cookie.
  const bareServer = await startServer('scripts/bench-baseline.ts', '/health');
  let bare: Row[];
  try {
    bare = [
      await load('/health'),
      await load('/health', {}, 1),
      await load('/leads', { cookie }),
      await load('/leads', { cookie }, 1),
    ]
      .filter(isLoaded)
      .map((row) => ({ ...row, route: `bare ${row.route}` }));
  } finally {
    await stopServer(bareServer.child);
  }
  console.table([...app.map((row) => withRatio(row, bare)), ...bare]);
  console.log("ratio: the app's req/s over the bare node:http + SQL server's (scripts/bench-baseline.ts).");
  console.log('Budget: GET /api/v1/leads (first page of 50) p99 under 25 ms at 50 connections.');
  console.log('Target (#16): a 200-line estimate saved (PUT) and its PDF drawn, p99 under 300 ms at 1 connection.');
  console.log(
    'Target (#18): the financial overview and the P&L, p99 under 50 ms at 1 connection (5,000 jobs, 20,000 invoices and payments, 50,000 work logs).',
  );
  console.log(
    'Target (#40): the pipeline board at 50 connections 183 req/s or more; P&L by job and job costing p99 under 50 ms; the leads page at 1 connection p50 under 3 ms with database CPU under 1.5 ms, and at least 0.67 of the bare server at 50.',
  );
  const ratioRounds = Number(process.env.BENCH_RATIO_ROUNDS ?? 3);
  if (ratioRounds > 0 && leadsWanted()) await leadsRatioRounds(cookie, ratioRounds);
  if (process.env.BENCH_PROFILE && !leadsWanted()) {
    console.log('\nBENCH_PROFILE profiles the leads page: add leads to BENCH_ROUTES.');
  } else if (process.env.BENCH_PROFILE) await profileLeads(resolve(process.env.BENCH_PROFILE), cookie);
  console.log("\nBuilt JavaScript per entry route, as sent (the build's brotli copies):");
  console.table(jsSizes());
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
