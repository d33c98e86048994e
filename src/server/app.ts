import '../shared/validation.ts';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { callerMiddleware, type AppDeps, type AppEnv } from './platform/context.ts';
import { AppError, handleError, problemResponse, validationProblem } from './platform/errors.ts';
import { idempotency } from './platform/idempotency.ts';
import { inputGuard, inputGuardOnCopy } from './platform/input-guard.ts';
import { clientIp, CLIENT_IP_HEADER } from './platform/client-ip.ts';
import { apiNoStore, securityHeaders } from './platform/security-headers.ts';
import { originCheck } from './platform/origin-check.ts';
import { closeAfterTooLarge } from './platform/payload-too-large.ts';
import { apiDocs } from './platform/api-docs.ts';
import { builtInlineHashes, staticSite } from './platform/static-site.ts';
import { compression } from './platform/compression.ts';
import { crawlerRoutes, noindexUnless } from './platform/crawlers.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { companyLogoRoutes, companyRoutes } from './modules/companies/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { estimateRoutes } from './modules/estimates/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { financialRoutes } from './modules/financials/routes.ts';
import { laborRoutes } from './modules/labor/routes.ts';
import { payableRoutes } from './modules/payables/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { measurementRoutes } from './modules/measurements/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { quizRoutes } from './modules/quiz/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { jobOfLead } from './modules/jobs/scope.ts';
import { jobPhotoIds, releaseJobPhotoFiles } from './modules/photos/service.ts';
import { toInvoice } from './modules/financials/billing.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { photoRoutes } from './modules/photos/routes.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { galleryRoutes } from './modules/gallery/routes.ts';
import { showcaseRoutes } from './modules/showcase/routes.ts';
import { clientPortalRoutes } from './modules/client-portal/routes.ts';
import { approvalRoutes } from './modules/approvals/routes.ts';
import { acceptedChoice } from './modules/approvals/service.ts';
import { publicShowcasePaths, showcaseIsPublic } from './modules/showcase/service.ts';
import { publicQuizPaths } from './modules/quiz/service.ts';
import { showcasePageHead } from './modules/showcase/page.ts';
import { galleryPageHead } from './modules/gallery/page.ts';
import { quizPageHead } from './modules/quiz/page.ts';

export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app: middleware, the API modules, the docs and the SPA. */
export function createApp(deps: AppDeps, opts: { webRoot?: string } = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : validationProblem(c, result.error)),
  });

  app.use(requestId());
  // The server's one secret, as better-auth resolved it: services key clients' reusable links with it (ADR 0039).
  const authContext = deps.auth.$context;
  app.use(async (c, next) => {
    const started = performance.now();
    const log = deps.logger.child({ requestId: c.get('requestId') });
    c.set('log', log);
    const { secret } = await authContext;
    c.set('services', { db: deps.db, config: deps.config, mailer: deps.mailer, storage: deps.storage, log, secret });
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  // The built page's inline theme script and critical stylesheet are allowed by hash (ADR 0019).
  app.use(securityHeaders(deps.config, builtInlineHashes(opts.webRoot)));
  // Outside everything that answers: API JSON, pages and files leave compressed (ADR 0018).
  app.use(compression);
  app.onError(handleError);
  app.use('/api/*', apiNoStore);
  app.use('/api/*', closeAfterTooLarge);
  // Before any body is read: a refused cross-site write gets no further.
  app.use('/api/v1/*', originCheck(deps.config));

  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // Uploads set their own, larger limit on their route. GET and HEAD carry no body: asking for it
  // would only make @hono/node-server build a full Request.
  const UPLOADS = [/^\/api\/v1\/company\/logo$/, /^\/api\/v1\/jobs\/[^/]+\/photos$/, /^\/api\/v1\/receipts$/];
  const FILE_REPLACEMENTS = [/^\/api\/v1\/receipts\/[^/]+\/file$/];
  const isUpload = (method: string, path: string) =>
    (method === 'POST' && UPLOADS.some((re) => re.test(path))) ||
    (method === 'PUT' && FILE_REPLACEMENTS.some((re) => re.test(path)));
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('/api/*', (c, next) =>
    bodiless(c.req.method) || isUpload(c.req.method, c.req.path) ? next() : apiBodyLimit(c, next),
  );
  // Within the limit, before better-auth and the API read anything (uploads: on their route, after their limit).
  // better-auth (what '/api/auth/*' below matches) reads the raw Request, so its guard reads a copy;
  // the API's routes read the body through c.req, so theirs reads it once, into c.req's cache.
  const AUTH = /^\/api\/auth(?:\/|$)/;
  app.use('/api/*', (c, next) => {
    if (isUpload(c.req.method, c.req.path)) return next();
    return (AUTH.test(c.req.path) ? inputGuardOnCopy : inputGuard)(c, next);
  });

  // better-auth answers /api/auth/*; it rate-limits by the address we hand it.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.config.trustedIpHeader);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });

  // An upload's Idempotency-Key is handled on its route, after its size limit and permission.
  app.use('/api/v1/*', callerMiddleware(deps), (c, next) =>
    isUpload(c.req.method, c.req.path) ? next() : idempotency(c, next),
  );
  app.route('/api', healthRoutes);
  app.route('/api/v1', companyRoutes);
  app.route('/api/v1', analyticsRoutes);
  app.route('/api/v1', accountRoutes);
  app.route('/api/v1', newsletterRoutes);
  app.route('/api/dev', devRoutes);
  app.route('/api/v1', invitationRoutes);
  app.route('/api/v1', memberRoutes);
  app.route('/api/v1', notificationRoutes);
  app.route('/api/v1', leadRoutes({ jobOfLead }));
  app.route('/api/v1', catalogRoutes);
  app.route('/api/v1', quizRoutes);
  app.route('/api/v1', jobRoutes({ releaseJobFiles: releaseJobPhotoFiles, toInvoice }));
  app.route('/api/v1', calendarRoutes);
  app.route('/api/v1', homeRoutes);
  app.route('/api/v1', photoRoutes);
  app.route('/api/v1', timelineRoutes({ jobPhotoIds }));
  app.route('/api/v1', galleryRoutes);
  app.route('/api/v1', showcaseRoutes);
  app.route('/api/v1', clientPortalRoutes);
  app.route('/api/v1', approvalRoutes);
  app.route('/api/v1', financialRoutes);
  app.route('/api/v1', laborRoutes);
  app.route('/api/v1', payableRoutes);
  app.route('/api/v1', receiptRoutes);
  app.route('/api/v1', estimateRoutes);
  app.route('/api/v1', invoiceRoutes({ acceptedChoice }));
  app.route('/api/v1', paymentRoutes);
  app.route('/api/v1', orderRoutes);
  app.route('/api/v1', measurementRoutes);
  app.route('/api/v1', companyLogoRoutes);
  app.route('/api', fileRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by POST /api/auth/sign-in/email',
  });
  app.doc31('/api/v1/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Floor Pro API', version: '1', description: 'Errors are application/problem+json (RFC 9457).' },
  });
  app.route('/api/docs', apiDocs);

  app.all('/api/*', (c) => problemResponse(c, 404, 'NOT_FOUND'));
  // Search engines: robots.txt, the sitemap of what companies made public, noindex on private links (ADR 0018).
  app.route(
    '/',
    crawlerRoutes(deps.config.appUrl, async () => [
      '/landing',
      '/login',
      ...(await publicQuizPaths(deps.db)),
      ...(await publicShowcasePaths(deps.db)),
    ]),
  );
  app.use(
    '/gallery/*',
    noindexUnless(() => false),
  );
  // A client's estimate or invoice link is private, whatever it holds.
  app.use(
    '/estimate/*',
    noindexUnless(() => false),
  );
  app.use(
    '/invoice/*',
    noindexUnless(() => false),
  );
  app.use(
    '/showcase/*',
    noindexUnless((path) => showcaseIsPublic(deps.db, path.slice('/showcase/'.length))),
  );
  // Each module's public pages are sent with their head and first view (ADR 0019).
  const pageHeads = [showcasePageHead(deps.db, deps.config.appUrl), galleryPageHead(deps.db), quizPageHead(deps.db)];
  app.route('/', staticSite(opts.webRoot, pageHeads));
  return app;
}

export type App = ReturnType<typeof createApp>;
