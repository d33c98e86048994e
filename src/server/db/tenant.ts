import type { Role } from '../../shared/roles.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail.ts';
import type { Storage } from '../platform/storage.ts';
import type { Database } from './client.ts';
import { literal, transactionWith } from './round-trip.ts';
import { APP_ROLE } from './security.ts';

/** Who is asking, resolved once per request from the session. */
export interface TenantContext {
  userId: string;
  companyId: string;
  role: Role;
  isOwner: boolean;
}

/**
 * What a request's work uses beside a company's rows; its log carries the request's id. Routes
 * read it from the request (`c.get('services')`), services from their tenant handle (`t.services`).
 */
export interface Services {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  /**
   * The server's secret (AUTH_SECRET, or the one generated into DATA_DIR): it signs sessions, and
   * keys the document links the server shows again without storing them (ADR 0039).
   */
  secret: string;
}

/** A transaction handle, as Drizzle gives it inside `db.transaction`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The one way to tenant data. `run` opens a transaction that sets `app.company_id` and switches to
 * the non-superuser APP_ROLE, so row-level security hides other companies' rows even from a query
 * that forgets its `company_id` filter. Queries still filter by `ctx.companyId` themselves: the
 * policy is the second wall, not the first.
 */
export class TenantDb {
  constructor(
    /**
     * The server's connection outside the tenant scope, for what is not a company's rows: accounts
     * (names, e-mails, sign-ins), a user's own rows (lookUp) and stored rate limits.
     */
    readonly db: Database,
    readonly ctx: TenantContext,
    private readonly request?: Services,
  ) {}

  /** A request's handle: a guarded route's (platform/context.ts), or a public page's for its company. */
  static forRequest(services: Services, ctx: TenantContext): TenantDb {
    return new TenantDb(services.db, ctx, services);
  }

  /** The request's mailer, storage, config and log. A handle opened outside a request has none. */
  get services(): Services {
    if (!this.request) throw new Error('This tenant handle was opened outside a request: it has no services.');
    return this.request;
  }

  /**
   * Work the server does for a company without a signed-in member (a public form): no user, and
   * the tenant scope still applies.
   */
  static forCompany(db: Database, companyId: string): TenantDb {
    return new TenantDb(db, { userId: '', companyId, role: 'admin', isOwner: false });
  }

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    // set_config(..., true) is transaction-local, so a pooled connection never keeps a tenant. It
    // travels with BEGIN (round-trip.ts), so the scope costs no round trip of its own.
    const scope = `select set_config('app.company_id', ${literal(this.ctx.companyId)}, true),
      set_config('app.user_id', ${literal(this.ctx.userId)}, true), set_config('role', '${APP_ROLE}', true)`;
    return transactionWith(this.db, scope, work);
  }
}
