import type { Database } from './client.ts';
import { literal, transactionWith } from './round-trip.ts';
import { LOOKUP_ROLE, LOOKUP_SETTINGS } from './security.ts';
import type { Tx } from './tenant.ts';

/** What a cross-tenant lookup is made by: a user's id, a link's token (or its hash), a company's slug or id; or the sitemap's listing of what companies made public. */
export type LookupKey = { userId: string } | { token: string } | { companyRef: string } | { listing: 'public' };

/**
 * The one way to tenant rows before a tenant is known (whose membership is this, which company
 * does this link belong to). A transaction sets the key and switches to LOOKUP_ROLE, whose
 * policies show only the rows carrying that key: a query here finds its row and cannot list
 * anyone else's, even without a filter of its own. What follows runs in the tenant's TenantDb.
 */
export function lookUp<T>(db: Database, key: LookupKey, work: (tx: Tx) => Promise<T>): Promise<T> {
  const [kind, value] = Object.entries(key)[0] as [keyof typeof LOOKUP_SETTINGS, string];
  // Transaction-local, like TenantDb's: a pooled connection never keeps a key or the role.
  const scope = `select set_config('${LOOKUP_SETTINGS[kind]}', ${literal(value)}, true), set_config('role', '${LOOKUP_ROLE}', true)`;
  return transactionWith(db, scope, work);
}
