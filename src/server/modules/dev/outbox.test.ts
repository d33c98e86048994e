// GET /api/dev/outbox over real sockets: only a local, unproxied reader outside production sees the mail
// (ADR 0008); and the links reach the server log instead.
import { serve } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createAuth } from '../../platform/auth.ts';
import type { Logger } from '../../platform/logger.ts';
import { createLogger } from '../../platform/logger.ts';
import { createMailer, type MailMessage } from '../../platform/mail.ts';
import { memoryStorage } from '../../platform/storage.ts';
import { startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';
import { accountHooks } from '../accounts/service.ts';

let t: TestApp;
let first: TestClient;
let second: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  first = await t.signUp('First Mail');
  second = await t.signUp('Second Mail');
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
}

/** Serves an app on a real socket for the duration of `use`. */
async function onSocket<T>(
  app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> },
  hostname: string,
  use: (port: number) => Promise<T>,
): Promise<T> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname }, () => resolve(s));
  });
  try {
    return await use((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A GET through node:http, which sends the Host header it is given (fetch would not). */
function get(target: { host: string; port: number }, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: target.host,
        port: target.port,
        path,
        agent: false,
        headers: { host: `localhost:${target.port}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const expectHidden = (answer: Answer) => {
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.body)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  expect(answer.body).not.toContain('@example.com');
};

describe('GET /api/dev/outbox over a socket', () => {
  it('a loopback reader with no proxy header gets the messages, newest first, with their links', async () => {
    await onSocket(t.app, '127.0.0.1', async (port) => {
      const answer = await get({ host: '127.0.0.1', port }, '/api/dev/outbox');
      expect(answer.status).toBe(200);
      const all = JSON.parse(answer.body) as Record<string, unknown>[];
      const mine = all.filter((m) => m.to === first.email || m.to === second.email);
      expect(mine.map((m) => m.to)).toEqual([second.email, first.email]);
      expect(Object.keys(mine[0]!).sort()).toEqual([
        'attachments',
        'createdAt',
        'html',
        'id',
        'links',
        'subject',
        'text',
        'to',
      ]);
      // A sign-up e-mail carries no file; what a file would show is its name, type and size, not its bytes.
      expect(mine[0]!.attachments).toEqual([]);
      expect(mine[0]!.links).toEqual([expect.stringContaining('/api/auth/verify-email?token=')]);

      const one = await get({ host: '127.0.0.1', port }, `/api/dev/outbox?to=${encodeURIComponent(first.email)}`);
      expect((JSON.parse(one.body) as { to: string }[]).map((m) => m.to)).toEqual([first.email]);
    });
  });

  it('a request relayed by a proxy (any proxy header, or the trusted IP header) gets a 404', async () => {
    await onSocket(t.app, '127.0.0.1', async (port) => {
      for (const headers of <Record<string, string>[]>[
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=203.0.113.9;host=localhost' },
        { 'x-real-ip': '127.0.0.1' },
        { via: '1.1 proxy' },
        { [TEST_IP_HEADER]: '127.0.0.1' },
      ]) {
        expectHidden(await get({ host: '127.0.0.1', port }, '/api/dev/outbox', headers));
      }
    });
  });

  it('a page under another host name (DNS rebinding) gets a 404', async () => {
    await onSocket(t.app, '127.0.0.1', async (port) => {
      expectHidden(await get({ host: '127.0.0.1', port }, '/api/dev/outbox', { host: 'evil.example' }));
      expectHidden(await get({ host: '127.0.0.1', port }, '/api/dev/outbox', { host: `evil.example:${port}` }));
    });
  });

  it('a peer on another address gets a 404, even naming localhost', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
    if (!address) throw new Error('this test needs a non-loopback IPv4 address on the machine');
    await onSocket(t.app, '0.0.0.0', async (port) => {
      expectHidden(await get({ host: address, port }, '/api/dev/outbox'));
      // The same server, read over loopback, does answer: the peer's address made the difference.
      expect((await get({ host: '127.0.0.1', port }, '/api/dev/outbox')).status).toBe(200);
    });
  });

  it('an in-process request (no socket: nothing proves it local) gets a 404', async () => {
    const res = await t.app.request('/api/dev/outbox', { headers: { host: 'localhost:3000' } });
    expectHidden({ status: res.status, body: await res.text() });
  });

  it('production gets a 404, even over loopback', async () => {
    const config = { ...t.config, env: 'production' as const, isProduction: true };
    const mailer = { send: async () => {} };
    const { db } = t.database;
    const logger = createLogger('silent');
    const auth = createAuth({
      db,
      config,
      secret: 'test-secret-test-secret-test-secret!',
      mailer,
      logger,
      accounts: accountHooks,
    });
    const production = createApp({ db, auth, config, logger, mailer, storage: memoryStorage() });
    await onSocket(production, '127.0.0.1', async (port) => {
      expectHidden(await get({ host: '127.0.0.1', port }, '/api/dev/outbox'));
    });
  });
});

describe('the outbox mailer', () => {
  const message: MailMessage = {
    to: 'logged@example.com',
    subject: 'Reset your password',
    text: 'Follow the link',
    html: '<p>Follow the link</p>',
    links: ['http://localhost:3000/api/auth/reset-password/tok3n'],
  };
  const logged = async (production: boolean) => {
    const lines: Record<string, unknown>[] = [];
    const logger = { info: (fields: Record<string, unknown>) => lines.push(fields) } as unknown as Logger;
    const config = { ...t.config, isProduction: production };
    await createMailer({ db: t.database.db, config, logger }).send(message);
    return lines;
  };

  it('prints each stored message’s recipient and links to the log, for the developer at the terminal', async () => {
    expect(await logged(false)).toEqual([{ subject: message.subject, to: message.to, links: message.links }]);
  });

  it('keeps the links out of production logs', async () => {
    expect(await logged(true)).toEqual([{ subject: message.subject }]);
  });

  it('keeps an attached file, and the outbox lists it by name, type and size, not its bytes', async () => {
    const logger = { info: () => {} } as unknown as Logger;
    const pdf = Buffer.from('%PDF-1.3 a small file');
    await createMailer({ db: t.database.db, config: t.config, logger }).send({
      ...message,
      to: 'attached@example.com',
      attachments: [{ filename: 'EST-0001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const [stored] = await t.outbox('attached@example.com');
    expect(Buffer.from(stored!.attachments[0]!.contentBase64, 'base64').equals(pdf)).toBe(true);
    await onSocket(t.app, '127.0.0.1', async (port) => {
      const answer = await get({ host: '127.0.0.1', port }, '/api/dev/outbox?to=attached@example.com');
      expect((JSON.parse(answer.body) as { attachments: unknown }[])[0]!.attachments).toEqual([
        { filename: 'EST-0001.pdf', contentType: 'application/pdf', size: pdf.length },
      ]);
    });
  });
});
