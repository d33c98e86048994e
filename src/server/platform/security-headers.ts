import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const basePolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
/** CSP source expressions (`'sha256-…'`) of the inline scripts and stylesheets a page may carry. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The hashes of the executable inline `<script>`s and the `<style>`s of an HTML page (not JSON data blocks). */
export function inlineHashes(html: string): InlineHashes {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => hash(match[1]!));
  return {
    scripts: bodies(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

export const EMBEDDABLE_PAGE = /^\/(?:quiz(?:\/[^/]*)?|service-quiz)\/?$/;

/**
 * Strict headers on every response; the CSP allows no inline script or style but those `inline`
 * names by hash (the built index.html's, ADR 0019), and nothing from elsewhere.
 * One frame rule: the public quiz pages (which contractors embed in their own sites with an iframe
 * snippet) may be framed by anyone, every other page by no one, not even by us. CSP frame-ancestors
 * states it; X-Frame-Options repeats it for browsers without CSP 2: DENY where frame-ancestors is
 * 'none', and absent on the quiz pages, as it has no value for "any site".
 * HSTS only when APP_URL is https: it pins the host to https, which a plain-http install cannot serve.
 */
export function securityHeaders(config: Pick<Config, 'appUrl'>, inline: InlineHashes = { scripts: [], styles: [] }) {
  // The inline script and stylesheet of the built HTML, by their hashes (ADR 0019): nothing else inline runs.
  const policy = { ...basePolicy, scriptSrc: ["'self'", ...inline.scripts], styleSrc: ["'self'", ...inline.styles] };
  const common: SecureHeadersOptions = {
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
    strictTransportSecurity: new URL(config.appUrl).protocol === 'https:',
  };
  const strict = secureHeaders({ contentSecurityPolicy: policy, xFrameOptions: 'DENY', ...common });
  const embeddable = secureHeaders({
    contentSecurityPolicy: { ...policy, frameAncestors: ['*'] },
    xFrameOptions: false,
    crossOriginResourcePolicy: 'cross-origin',
    ...common,
  });
  return createMiddleware((c, next) => (EMBEDDABLE_PAGE.test(c.req.path) ? embeddable : strict)(c, next));
}

/**
 * API answers depend on the session (and some carry secrets shown once): no cache may keep them.
 * Routes that allow caching (public files, photos, feeds) set their own Cache-Control, which stays.
 * Set after the route ran, so idempotency still sees only the route's own header. Set on the
 * response's own headers, as secureHeaders does: c.header() on a finished response would copy it
 * into a new one, which @hono/node-server then writes through the slow, streamed path.
 */
export const apiNoStore = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
});
