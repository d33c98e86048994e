import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { managesJobs } from '../../shared/jobs.ts';
import { can, deleteScope, type Action, type Entity } from '../../shared/permissions.ts';
import type { Role } from '../../shared/roles.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { lookUp } from '../db/lookup.ts';
import { companies, profiles } from '../db/schema/companies.ts';
import { TenantDb, type TenantContext } from '../db/tenant.ts';
import type { Auth } from './auth.ts';
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

/** The signed-in caller: the user, and their company membership when they have one. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  membership: { companyId: string | null; role: Role; isOwner: boolean } | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    db: Database;
    storage: Storage;
    caller: Caller | null;
    tenant: TenantDb;
  };
}

/** Resolves the session cookie into the caller once per request. */
export function callerMiddleware(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('db', deps.db);
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      c.set('caller', null);
      return next();
    }
    // Membership lookup crosses tenants by nature (which company is this user in?), so it runs
    // outside the tenant scope, by the user's id.
    const [membership] = await lookUp(deps.db, { userId: session.user.id }, (tx) =>
      tx
        .select({ companyId: profiles.companyId, role: profiles.role, ownerId: companies.ownerId })
        .from(profiles)
        .leftJoin(companies, eq(companies.id, profiles.companyId))
        .where(eq(profiles.userId, session.user.id)),
    );
    c.set('caller', {
      userId: session.user.id,
      email: session.user.email,
      name: session.user.name,
      membership: membership
        ? { companyId: membership.companyId, role: membership.role, isOwner: membership.ownerId === session.user.id }
        : null,
    });
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
    c.set('tenant', new TenantDb(c.get('db'), ctx));
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
