import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './errors.ts';
import { createLogger } from './logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

/** A request whose query fails on its parameter, answered by the app's error handler. */
async function failingRequest(query: ReturnType<typeof sql>) {
  const { logger, lines } = capturedLogger();
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('log', logger.child({ requestId: 'r1' }));
    await next();
  });
  app.onError(handleError);
  app.get('/', async () => {
    await t.database.db.execute(query);
    return new Response('unreachable');
  });
  const res = await app.request('/');
  return { res, lines };
}

it('logs a failed query with its SQL and the shapes of its parameters, never their values', async () => {
  const secret = `secret-${randomBytes(16).toString('hex')}`.padEnd(1024 * 1024, 'x');
  const { res, lines } = await failingRequest(sql`select ${secret}::uuid as id, ${42} as n, ${null} as z`);
  expect(res.status).toBe(500);
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  expect(line).not.toContain(secret.slice(0, 20));
  expect(line.length).toBeLessThan(8000);
  const entry = JSON.parse(line) as { msg: string; err: Record<string, unknown> & { cause: Record<string, unknown> } };
  expect(entry.msg).toBe('unhandled error');
  expect(entry.err.type).toBe('DrizzleQueryError');
  expect(entry.err.query).toBe('select $1::uuid as id, $2 as n, $3 as z');
  expect(entry.err.params).toEqual(['string(1048576)', 'number', 'null']);
  expect(entry.err.message).toBe('Failed query: select $1::uuid as id, $2 as n, $3 as z');
  // The database's own message quotes the value: it is there as its shape.
  expect(entry.err.cause.message).toBe('invalid input syntax for type uuid: "‹string(1048576)›"');
  expect(entry.err.cause.code).toBe('22P02');
  expect(entry.err.stack).toMatch(/^\s+at /);
});

it('a short value the database quotes back is replaced by its shape too', async () => {
  const { lines } = await failingRequest(sql`select ${'hunter2-password'}::int`);
  expect(lines.join('')).not.toContain('hunter2');
  const entry = JSON.parse(lines[0]!) as { err: { params: string[]; cause: { message: string } } };
  expect(entry.err.params).toEqual(['string(16)']);
  expect(entry.err.cause.message).toBe('invalid input syntax for type integer: "‹string(16)›"');
});

it("covers errors anywhere in a logged object (better-auth's args) and an error logged without a message", async () => {
  const err = await t.database.db.execute(sql`select ${'alice@example.com'}::int`).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  const { logger, lines } = capturedLogger();
  // How auth.ts passes better-auth's log calls through.
  logger.child({ module: 'better-auth' }).error({ args: [{ error: err }, 'detail'] }, 'Failed to update user');
  logger.error(err);
  logger.error({ err });
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    expect(line).not.toContain('alice@example.com');
    expect(line).toContain('string(17)');
  }
  expect((JSON.parse(lines[1]!) as { msg: string }).msg).toBe('Failed query: select $1::int');
});

it('answers a transaction the database ended for a concurrent one (a deadlock) with a 503 to try again', async () => {
  const { res, lines } = await failingRequest(
    sql.raw(`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`),
  );
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ code: 'DATABASE_ERROR', message: 'Server error. Please try again later.' });
  expect(lines.map((l) => (JSON.parse(l) as { msg: string; level: number }).msg)).toEqual([
    'transaction ended by a concurrent one',
  ]);
});
