import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { catalogProducts, suppliers } from '../../db/schema/catalog.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';

// How other modules read the catalog (ADR 0015): documents and measurements name its products and
// suppliers. Archived ones are read too: a document keeps what it was made with.

export type ProductRow = typeof catalogProducts.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

/** The company's products among `ids`; an id that is not one of them is left out. */
export async function productsByIds(tx: Tx, t: TenantDb, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.companyId, t.ctx.companyId), inArray(catalogProducts.id, [...ids])));
}

/** The company's suppliers among `ids`; an id that is not one of them is left out. */
export async function suppliersByIds(tx: Tx, t: TenantDb, ids: readonly string[]): Promise<SupplierRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.companyId, t.ctx.companyId), inArray(suppliers.id, [...ids])));
}

/** A supplier's name inside a query on another table (null without one): a search or a report names it. */
export const supplierName = (companyId: unknown, supplierId: unknown): SQL =>
  sql`(select ${suppliers.name} from ${suppliers} where ${suppliers.companyId} = ${companyId} and ${suppliers.id} = ${supplierId})`;
