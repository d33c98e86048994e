// Issue #40: Floor Pro fits the smallest server a host sells (1 GB). The production server (the
// built JavaScript, as `npm start` runs it) on the embedded database of a fresh data folder, after
// one request of each kind, and again after a burst of concurrent page loads: its resident memory
// plus the embedded PostgreSQL's (PSS, so that shared buffers count once).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataFolder } from './test/data-folder.ts';
import { embeddedDatabasePssMiB, memoryMiB } from './test/process-memory.ts';

const IDLE_LIMIT_MIB = 350;
const LOADED_LIMIT_MIB = 500;
const SERVER = 'dist/server/main.js';

let dataDir: string;
let server: ChildProcess;
let base: string;
let cookie = '';

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, {
    ...init,
    redirect: 'manual',
    headers: { origin: base, cookie, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  await res.arrayBuffer();
  return res;
}
const post = (path: string, body: unknown) => call(path, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  if (process.platform !== 'linux') throw new Error('memory is read from /proc: this test runs on Linux');
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: npm run build makes it`);
  dataDir = tempDataFolder('floorpro-memory');
  const port = await getPort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, [SERVER], {
    // The embedded database whatever the suite runs on (an empty setting is an unset one).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    if (i > 1200) throw new Error('the server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  // A Business Owner signs up and confirms through the e-mailed link, which signs them in.
  const email = 'owner@memory.example';
  const signUp = await post('/api/auth/sign-up/email', {
    name: 'Memory Owner',
    email,
    password: 'Str0ng!Passw0rd',
    confirmPassword: 'Str0ng!Passw0rd',
    role: 'service_provider',
    companyName: 'Memory Floors',
    acceptTerms: true,
    language: 'en',
  });
  expect(signUp.status).toBe(200);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  const verify = outbox[0]!.links.find((l) => l.includes('verify-email'))!;
  const verified = await fetch(verify, { redirect: 'manual' });
  cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect((await call('/api/v1/me')).status).toBe(200);
}, 60_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the production server on the embedded database', () => {
  it(`holds at most ${IDLE_LIMIT_MIB} MiB idle, once each kind of request has been answered`, async () => {
    for (let i = 1; i <= 30; i++) {
      expect((await post('/api/v1/leads', { name: `Lead ${i}`, email: `lead${i}@example.com` })).status).toBe(201);
    }
    expect((await post('/api/v1/estimates', { title: 'Hall' })).status).toBe(201);
    const estimates = (await (await fetch(`${base}/api/v1/estimates?limit=1`, { headers: { cookie } })).json()) as {
      items: { id: string }[];
    };
    const kinds = [
      '/', // a public page rendered on the server
      '/dashboard', // the app's shell
      '/api/v1/openapi.json',
      '/api/v1/leads?limit=50',
      '/api/v1/leads/board',
      '/api/v1/jobs/board',
      '/api/v1/dashboard/home',
      `/api/v1/estimates/${estimates.items[0]!.id}/pdf`, // drawn in a contained worker
    ];
    for (const path of kinds) expect((await call(path)).status, path).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const serverMiB = memoryMiB(server.pid)!.rss;
    const total = serverMiB + embeddedDatabasePssMiB(dataDir);
    console.log(`idle: server RSS ${serverMiB.toFixed(0)} MiB + database PSS ${(total - serverMiB).toFixed(0)} MiB`);
    expect(total).toBeLessThanOrEqual(IDLE_LIMIT_MIB);
  });

  it(`stays within ${LOADED_LIMIT_MIB} MiB under 50 concurrent page loads`, async () => {
    const pages = ['/api/v1/leads?limit=50', '/api/v1/leads/board', '/api/v1/jobs/board', '/api/v1/dashboard/home'];
    const until = Date.now() + 4000;
    await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        for (let i = n; Date.now() < until; i++) expect((await call(pages[i % pages.length]!)).status).toBe(200);
      }),
    );
    const peakMiB = memoryMiB(server.pid)!.peak;
    const total = peakMiB + embeddedDatabasePssMiB(dataDir);
    console.log(`loaded: server peak RSS ${peakMiB.toFixed(0)} MiB + database PSS ${(total - peakMiB).toFixed(0)} MiB`);
    expect(total).toBeLessThanOrEqual(LOADED_LIMIT_MIB);
  });
});
