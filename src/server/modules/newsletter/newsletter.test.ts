import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../db/client.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp } from '../../test/harness.ts';
import { NEWSLETTER_RATE_LIMIT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const subscribe = (body: unknown, ip = t.freshIp()) =>
  t.app.request('/api/v1/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_IP_HEADER]: ip },
    body: JSON.stringify(body),
  });

const rows = (email: string) =>
  sqlRows<{ email: string; language: string }>(
    t.database.db,
    sql`select email, language from newsletter_subscriptions where lower(email) = lower(${email})`,
  );

describe('POST /api/v1/newsletter', () => {
  it('subscribes anonymously: 201 the first time, 200 after, one row whatever the case', async () => {
    const first = await subscribe({ email: '  Reader@Example.com ', language: 'pt' });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ email: 'reader@example.com', language: 'pt' });
    const again = await subscribe({ email: 'READER@example.com', language: 'en' });
    expect(again.status).toBe(200);
    expect(await rows('reader@example.com')).toEqual([{ email: 'reader@example.com', language: 'pt' }]);
  });

  it('the language defaults to en', async () => {
    expect(await json(await subscribe({ email: 'plain@example.com' }))).toEqual({
      email: 'plain@example.com',
      language: 'en',
    });
  });

  it.each([
    [{}, 'email', 'This field is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    [{ email: 'ok@example.com', language: 'fr' }, 'language', /expected one of "en"\|"pt"/],
  ])('refuses %j with a per-field message and writes nothing', async (body, field, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    const problem = await json<{ code: string; errors: Record<string, string> }>(res);
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.errors[field]).toMatch(message);
    if ('email' in body && typeof body.email === 'string') expect(await rows(body.email)).toEqual([]);
  });

  it('is rate limited per client address → 429 RATE_LIMITED, other addresses unaffected', async () => {
    const ip = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
      statuses.push((await subscribe({ email: `burst${i}@example.com` }, ip)).status);
    }
    expect(statuses).toEqual([...Array(NEWSLETTER_RATE_LIMIT.max).fill(201), 429]);
    const limited = await subscribe({ email: 'late@example.com' }, ip);
    expect(await json(limited)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(await rows('late@example.com')).toEqual([]);
    expect((await subscribe({ email: 'late@example.com' })).status).toBe(201);
  });

  it('the limit restarts once the window has passed', async () => {
    const ip = t.freshIp();
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) await subscribe({ email: `win${i}@example.com` }, ip);
    expect((await subscribe({ email: 'win-late@example.com' }, ip)).status).toBe(429);
    await t.database.db.execute(
      sql`update rate_limit set last_request = last_request - ${NEWSLETTER_RATE_LIMIT.windowSeconds * 1000 + 1}
          where key = ${`newsletter|${ip}`}`,
    );
    expect((await subscribe({ email: 'win-late@example.com' }, ip)).status).toBe(201);
  });
});
