import { createMiddleware } from 'hono/factory';
import { managesJobs } from '../../shared/jobs.ts';
import { can, deleteScope, type Action, type Entity } from '../../shared/permissions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { TenantDb, type Services, type TenantContext } from '../db/tenant.ts';
import type { Auth } from './auth.ts';
import { resolveCaller, sessionToken, type Caller } from './caller.ts';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Storage } from './storage.ts';
import type { Mailer } from './mail.ts';

/** What the app is built from; tests build it with their own database. */
export interface AppDeps {
  db: Database;
  auth: Auth;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
}

export type { Caller } from './caller.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    services: Services;
    caller: Caller | null;
    tenant: TenantDb;
  };
}

/**
 * Resolves better-auth's session cookie into the caller once per request: from the caller cache,
 * or in one round trip (caller.ts, ADR 0010).
 */
export function callerMiddleware(deps: AppDeps) {
  const authContext = deps.auth.$context;
  return createMiddleware<AppEnv>(async (c, next) => {
    const { secret, authCookies } = await authContext;
    const token = sessionToken(c.req.header('cookie'), authCookies.sessionToken.name, secret);
    c.set('caller', token ? await resolveCaller(deps.db, token) : null);
    return next();
  });
}

export function requireCaller(c: { get(key: 'caller'): Caller | null }): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('AUTH_ERROR');
  return caller;
}

function tenantContext(caller: Caller): TenantContext {
  const m = caller.membership;
  if (!m?.companyId) throw new AppError('FORBIDDEN', 'User not authenticated or company not found');
  return { userId: caller.userId, companyId: m.companyId, role: m.role, isOwner: m.isOwner };
}

/**
 * Guards a route with spec section 6's table and opens the tenant scope for it.
 * `member` admits any member of a company (for calls the table does not govern). `managers`
 * narrows the grant to those who manage the work (spec section 6's second reading: owner, admin,
 * Business Owner), for the writes a field crew's `jobs:write` does not cover. `own` widens a delete
 * to those who may delete only the records they made (shared/permissions.ts's deleteScope); the
 * service then limits the delete to them.
 */
export function requirePermission(
  entity: Entity | 'member',
  action: Action = 'read',
  { managers = false, own = false } = {},
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ctx = tenantContext(requireCaller(c));
    const allowed =
      entity === 'member' ||
      (own ? deleteScope(ctx.role, entity, ctx.isOwner) !== null : can(ctx.role, entity, action, ctx.isOwner));
    if (!allowed) throw new AppError('FORBIDDEN');
    if (managers && !managesJobs(ctx.role, ctx.isOwner)) throw new AppError('FORBIDDEN');
    c.set('tenant', TenantDb.forRequest(c.get('services'), ctx));
    return next();
  });
}

/**
 * Spread into `createRoute`: the guard, plus its description in the OpenAPI document
 * (`x-permission`: `entity:action`, with `+managers` when narrowed, `+own` when widened to one's own
 * records), which the route-walk tests read.
 */
export function guarded(
  entity: Entity | 'member',
  action: Action = 'read',
  opts: { managers?: boolean; own?: boolean } = {},
) {
  const suffix = opts.managers ? '+managers' : opts.own ? '+own' : '';
  return {
    middleware: requirePermission(entity, action, opts),
    security: [{ session: [] }],
    'x-permission': entity === 'member' ? 'member' : `${entity}:${action}${suffix}`,
  };
}

/** For routes that need a signed-in user but no company yet (creating one). */
export function signedIn() {
  return {
    middleware: createMiddleware<AppEnv>(async (c, next) => {
      requireCaller(c);
      return next();
    }),
    security: [{ session: [] }],
    'x-permission': 'signed-in',
  };
}
