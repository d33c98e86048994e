// A body over the limit, over a real socket: the 413 says the connection closes, and it closes cleanly
// (the client reads the whole answer, then the server's end, no reset), even while it still uploads.
import { serve } from '@hono/node-server';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../shared/company.ts';
import { API_BODY_LIMIT_BYTES } from '../app.ts';
import { cookiesOf, startTestApp, TEST_PASSWORD, type TestApp } from '../test/harness.ts';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Exchange {
  status: number;
  connection: string | undefined;
  body: string;
  /** 'open' (kept alive), 'clean' (the server closed after the whole answer) or the error the client saw. */
  ending: string;
}

/** One request on a new connection that the client would keep alive, watched until the server ends it. */
function exchange(method: string, path: string, opts: { body?: Buffer; headers?: Record<string, string> } = {}) {
  const agent = new Agent({ keepAlive: true });
  return new Promise<Exchange>((resolve, reject) => {
    let answer: Omit<Exchange, 'ending'> | undefined;
    let error: Error | undefined;
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: opts.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        answer = { status: res.statusCode!, connection: res.headers.connection, body: text };
        if (answer.connection !== 'close') resolve({ ...answer, ending: 'open' });
      });
    });
    req.on('error', (e) => (error = e));
    req.on('socket', (socket) =>
      socket.on('close', () => {
        if (!answer) return reject(error ?? new Error('closed before an answer'));
        resolve({ ...answer, ending: error ? error.message : 'clean' });
      }),
    );
    req.end(opts.body);
  }).finally(() => agent.destroy());
}

const json = (size: number) => ({
  body: Buffer.alloc(size, 'x'),
  headers: { 'content-type': 'application/json', 'content-length': String(size) },
});

describe('a body over the limit', () => {
  it('gets a 413 that says Connection: close, then a clean close; a new connection works', async () => {
    for (const size of [API_BODY_LIMIT_BYTES + 1, 8 * API_BODY_LIMIT_BYTES]) {
      const answer = await exchange('POST', '/api/v1/analytics/events', json(size));
      expect(answer, `${size} bytes`).toMatchObject({ status: 413, connection: 'close', ending: 'clean' });
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(await exchange('GET', '/api/health')).toMatchObject({ status: 200, ending: 'open' });
    }
  });

  it('the same on an upload route with its own limit', async () => {
    const owner = await t.newCompany('Big Logo Floors');
    const signIn = await t.auth('/sign-in/email', { body: { email: owner.email, password: TEST_PASSWORD } });
    const size = 3 * LOGO_MAX_BYTES;
    const answer = await exchange('POST', '/api/v1/company/logo', {
      body: Buffer.alloc(size, 'x'),
      headers: {
        cookie: cookiesOf(signIn),
        origin: t.config.appUrl,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(size),
      },
    });
    expect(answer).toMatchObject({ status: 413, connection: 'close', ending: 'clean' });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await exchange('GET', '/api/health')).toMatchObject({ status: 200, ending: 'open' });
  });
});
