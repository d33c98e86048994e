import type { BetterAuthPlugin } from 'better-auth';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config.ts';
import { problemBody } from './errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one answer to a page whose origin is not trusted, from either check: 403 ORIGIN_NOT_ALLOWED
 * naming APP_URL, the address that works (the SPA translates it from the code and `appUrl`).
 */
export function originRefusal(appUrl: string, requestId?: string): Response {
  const message = `The server does not accept this page's address. Open ${appUrl} and try again.`;
  const body = problemBody(403, 'ORIGIN_NOT_ALLOWED', message, { appUrl, ...(requestId && { requestId }) });
  return new Response(JSON.stringify(body), {
    status: 403,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * SameSite=Lax still sends the session cookie with writes from same-site pages (another port or
 * subdomain), and a form or text/plain POST needs no CORS preflight. Browsers name the page that sent
 * a write: Origin, or Sec-Fetch-Site where an older browser omits Origin. A write from an untrusted
 * page is refused; a request no browser sent (neither header: curl, servers) carries no ambient
 * cookie to abuse, so it passes.
 */
export function originCheck(config: Pick<Config, 'trustedOrigins' | 'appUrl'>) {
  return createMiddleware(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const trusted =
        origin === undefined ? site !== 'cross-site' && site !== 'same-site' : config.trustedOrigins.includes(origin);
      if (!trusted) return originRefusal(config.appUrl, c.get('requestId'));
    }
    return next();
  });
}

// better-auth's own check (same list: auth.ts passes config.trustedOrigins) answers these codes.
const BETTER_AUTH_ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/**
 * better-auth refuses an untrusted page's sign-in or sign-up with its own English "Invalid origin";
 * this plugin turns that into the same refusal as originCheck's, so the SPA can say where to go.
 */
export function originRefusalPlugin(appUrl: string): BetterAuthPlugin {
  return {
    id: 'origin-refusal',
    onResponse: async (res) => {
      if (res.status !== 403) return;
      const body = (await res
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (BETTER_AUTH_ORIGIN_CODES.has(body?.code as string)) return { response: originRefusal(appUrl) };
    },
  };
}
