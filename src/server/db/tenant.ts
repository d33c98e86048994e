import type { Role } from '../../shared/roles.ts';
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
  ) {}

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
