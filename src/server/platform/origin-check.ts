import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * SameSite=Lax still sends the session cookie with writes from same-site pages (another port or
 * subdomain), and a form or text/plain POST needs no CORS preflight. Browsers name the page that sent
 * a write: Origin, or Sec-Fetch-Site where an older browser omits Origin. A write from an untrusted
 * page is refused; a request no browser sent (neither header: curl, servers) carries no ambient
 * cookie to abuse, so it passes.
 */
export function originCheck(trustedOrigins: readonly string[]) {
  return createMiddleware(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const trusted =
        origin === undefined ? site !== 'cross-site' && site !== 'same-site' : trustedOrigins.includes(origin);
      if (!trusted) throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
    return next();
  });
}
