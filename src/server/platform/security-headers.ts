import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const policy = {
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
const common: SecureHeadersOptions = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: { camera: ['self'], geolocation: ['self'], microphone: [] },
};

const strict = secureHeaders({ contentSecurityPolicy: policy, ...common });
/** The public quiz pages, which contractors embed in their own sites (an iframe snippet). */
const embeddable = secureHeaders({
  contentSecurityPolicy: { ...policy, frameAncestors: ['*'] },
  xFrameOptions: false,
  crossOriginResourcePolicy: 'cross-origin',
  ...common,
});
export const EMBEDDABLE_PAGE = /^\/(?:quiz(?:\/[^/]*)?|service-quiz)\/?$/;

/** Strict headers on every response; the CSP allows no inline script and nothing from elsewhere. Only the quiz pages may be framed. */
export const securityHeaders = createMiddleware((c, next) =>
  (EMBEDDABLE_PAGE.test(c.req.path) ? embeddable : strict)(c, next),
);
