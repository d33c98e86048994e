import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import type { AppEnv } from './context.ts';
import { AppError, invalidInput } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;

/**
 * `Idempotency-Key` on writes: the first request's response is stored for 24 hours per caller;
 * the same key with the same request gets that response again (header `Idempotent-Replayed: true`)
 * without a second write; the same key with another request, or while the first is still running,
 * gets 409. Server errors are not stored, so the client may retry them.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
  if (!KEY_PATTERN.test(key)) {
    throw invalidInput({
      'Idempotency-Key': 'Must be 1 to 255 visible ASCII characters',
    });
  }
  const { db } = c.get('services');
  const caller = c.get('caller');
  const scope = caller ? `user:${caller.userId}` : 'anonymous';
  // The bytes, not their text: decoding turns every byte that is not UTF-8 into the same character,
  // so two different files would hash alike.
  const body = new Uint8Array(await c.req.arrayBuffer());
  const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n`).update(body).digest('hex');

  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
      ),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!stored) throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed.');
    if (stored.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
    }
    if (stored.statusCode === null) {
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed.');
    }
    // An empty body replays as none: a 204 may not carry one, not even an empty one.
    return new Response(stored.responseBody || null, {
      status: stored.statusCode,
      headers: { ...stored.responseHeaders, 'Idempotent-Replayed': 'true' },
    });
  }

  await next();

  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  // Server errors may be retried; a response marked no-store (a secret shown once) is never kept.
  if (c.res.status >= 500 || c.res.headers.get('cache-control')?.includes('no-store')) {
    await db.delete(idempotencyKeys).where(where);
    return;
  }
  const contentType = c.res.headers.get('content-type');
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: c.res.status,
      responseHeaders: contentType ? { 'Content-Type': contentType } : {},
      responseBody: await c.res.clone().text(),
    })
    .where(where);
});
