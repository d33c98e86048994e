import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const MESSAGE = 'Text cannot contain the NUL character (\\u0000)';

/**
 * PostgreSQL text cannot hold NUL, so a value with one would fail in the database (a 500). Any
 * query or JSON body that carries one is refused at the door, before a route reads it.
 */
export const refuseNulText = createMiddleware(async (c, next) => {
  if (/%00/i.test(c.req.url)) throw new AppError('VALIDATION_ERROR', undefined, { _: MESSAGE });
  if (c.req.header('content-type')?.includes('application/json') && /\\u0000/i.test(await c.req.text())) {
    throw new AppError('VALIDATION_ERROR', undefined, { _: MESSAGE });
  }
  return next();
});
