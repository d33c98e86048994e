import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { tempDataFolder } from '../src/server/test/data-folder.ts';

// Server-level journeys: one process per test, as `npm start` runs it (the desktop project only;
// running on a PostgreSQL server is checked by .ci/run, which has one).

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const listening = async () => {
    for (let i = 0; i < 300 && child.exitCode === null; i++) {
      if (output.includes('Floor Pro is running at')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start:\n${output}`);
  };
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { child, listening, stop, exited, output: () => output };
}

test('the embedded database survives a restart with its data intact', async ({ request }) => {
  // Two cold starts of a server process, the first migrating a new data folder: 15 s alone, and
  // more than the default 30 s beside another worker on a busy 2-core machine.
  test.setTimeout(60_000);
  const dataDir = tempDataFolder('floorpro-restart');
  const port = await getPort();
  const base = `http://localhost:${port}`;
  const headers = { origin: base, 'content-type': 'application/json' };
  const password = 'Str0ng!Passw0rd';
  const signUp = {
    email: 'restart@example.com',
    name: 'Restart Owner',
    password,
    confirmPassword: password,
    role: 'service_provider',
    companyName: 'Persistent Floors',
    acceptTerms: true,
    language: 'en',
    callbackURL: '/dashboard',
  };

  let server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await server.listening();
  expect(server.output()).toContain(`Floor Pro is running at http://localhost:${port}`);
  // A Business Owner's sign-up creates the company; the e-mailed link (read from the outbox) signs in.
  expect((await request.post(`${base}/api/auth/sign-up/email`, { headers, data: signUp })).status()).toBe(200);
  const outbox = (await (await request.get(`${base}/api/dev/outbox?to=${signUp.email}`)).json()) as {
    links: string[];
  }[];
  const confirmed = await request.get(outbox[0]!.links[0]!, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  expect((await request.get(`${base}/api/v1/company`)).status()).toBe(200);
  await server.stop();

  server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await server.listening();
  // the same cookie jar: the session must still be valid after the restart
  const company = await request.get(`${base}/api/v1/company`);
  expect(company.status()).toBe(200);
  expect(await company.json()).toMatchObject({ name: 'Persistent Floors' });
  await server.stop();
});

test('a second server on the same data folder refuses to start, naming the reason', async () => {
  const second = startServer({ PORT: String(await getPort()), DATA_DIR: process.env.E2E_DATA_DIR! });
  // EX_CONFIG: the supervisor of `npm start` does not start it again and again.
  expect(await second.exited).toBe(78);
  expect(second.output()).toContain('Another Floor Pro server');
});

test('a bad setting stops start-up with a message that names it', async () => {
  const bad = startServer({ PORT: 'not-a-port', DATA_DIR: tempDataFolder('floorpro-bad') });
  expect(await bad.exited).toBe(78);
  expect(bad.output()).toMatch(/Invalid configuration:\s+PORT:/);
});

test('npm start runs the server under a supervisor that starts it again when it dies, and stops with it', async ({
  request,
}) => {
  // Two cold starts of the server (see the restart test above).
  test.setTimeout(90_000);
  const port = await getPort();
  const supervisor = spawn(process.execPath, ['dist/server/supervisor.js'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: tempDataFolder('floorpro-supervised'),
    },
  });
  let output = '';
  supervisor.stdout.on('data', (d) => (output += d));
  supervisor.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', resolve));
  const serverPids = () => [...output.matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  const healthy = async () => {
    await expect
      .poll(async () => (await request.get(`http://localhost:${port}/api/health`).catch(() => null))?.status(), {
        timeout: 40_000,
      })
      .toBe(200);
  };

  await healthy();
  const [first] = serverPids();
  // The server dies as a crash would end it: the supervisor starts another, which answers.
  process.kill(first!, 'SIGKILL');
  await expect.poll(() => serverPids().length, { timeout: 10_000 }).toBe(2);
  expect(output).toContain('server stopped (SIGKILL); starting it again in 1 s');
  await healthy();
  const second = serverPids()[1]!;
  expect(second).not.toBe(first);

  // Stopping the supervisor stops its server cleanly, and it is not started again.
  supervisor.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(() => process.kill(second, 0)).toThrow();
  expect(serverPids()).toHaveLength(2);
});

test('the supervisor does not restart a server that a restart cannot help (a bad setting)', async () => {
  const supervisor = spawn(process.execPath, ['dist/server/supervisor.js'], {
    env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'test' },
  });
  let output = '';
  supervisor.stderr.on('data', (d) => (output += d));
  expect(await new Promise((resolve) => supervisor.on('exit', resolve))).toBe(78);
  expect(output).toContain('PORT');
  expect(output).not.toContain('starting it again');
});
