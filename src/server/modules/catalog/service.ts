import { and, eq, getTableColumns, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  type CatalogProductFilters,
  type CatalogSort,
  type CatalogStatus,
  type SupplierFilters,
} from '../../../shared/catalog.ts';
import type {
  CreateCatalogProductInput,
  CreateSupplierInput,
  UpdateCatalogProductInput,
  UpdateSupplierInput,
} from '../../../shared/catalog-inputs.ts';
import type { CatalogImportError, CatalogProduct } from '../../../shared/catalog-responses.ts';
import { can } from '../../../shared/permissions.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { catalogProducts, suppliers } from '../../db/schema/catalog.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { cursorPart, keyset, type KeysetSort } from '../../platform/pagination.ts';
import { planImport, readCsv, type ImportPlan } from './csv.ts';

type ProductRow = typeof catalogProducts.$inferSelect;
type SupplierRow = typeof suppliers.$inferSelect;
/** A product as the service returns it: dates as Date (the route's schema writes them as ISO texts). */
export type ProductOut = Omit<CatalogProduct, 'archivedAt' | 'createdAt' | 'updatedAt'> & {
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
export type SupplierOut = Omit<SupplierRow, 'companyId'>;

const SKU_INDEX = 'catalog_products_company_sku_active_key';

/**
 * How the company buys (a product's cost, a supplier's contact and the company's account with them):
 * only those who may edit the catalog see it (never clients, never crews).
 */
export const seesPurchasing = (t: TenantDb) => can(t.ctx.role, 'catalog', 'write', t.ctx.isOwner);

/** `%text%` for ILIKE, with LIKE's own characters taken literally. */

const archivedIs = (column: typeof catalogProducts.archivedAt | typeof suppliers.archivedAt, status: CatalogStatus) =>
  status === 'active' ? isNull(column) : status === 'archived' ? isNotNull(column) : undefined;

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const PRODUCT_SORTS: Record<CatalogSort, KeysetSort> = {
  name: { key: sql`lower(${catalogProducts.name})`, type: 'text', dir: 'asc', check: cursorPart.text },
  newest: { key: sql`${catalogProducts.createdAt}`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant },
};
const productOrder = (sort: CatalogSort) => keyset(sort, PRODUCT_SORTS[sort], catalogProducts.id);

const { companyId: _companyId, ...productColumns } = getTableColumns(catalogProducts);
/** The API's product: the row without its tenant, with its supplier's name. */
const presentedProduct = { ...productColumns, supplierName: suppliers.name };

function selectProducts(tx: Tx) {
  return tx
    .select({ product: presentedProduct })
    .from(catalogProducts)
    .leftJoin(
      suppliers,
      and(eq(suppliers.companyId, catalogProducts.companyId), eq(suppliers.id, catalogProducts.supplierId)),
    );
}

/** Hides the cost from those who may not see it. */
function present(t: TenantDb, product: ProductOut): ProductOut {
  return seesPurchasing(t) ? product : { ...product, cost: null };
}

function productsMatching(t: TenantDb, f: CatalogProductFilters): SQL {
  const q = f.q?.trim();
  return and(
    eq(catalogProducts.companyId, t.ctx.companyId),
    q ? or(ilike(catalogProducts.name, containing(q)), ilike(catalogProducts.sku, containing(q))) : undefined,
    f.category ? eq(catalogProducts.category, f.category) : undefined,
    f.supplierId ? eq(catalogProducts.supplierId, f.supplierId) : undefined,
    archivedIs(catalogProducts.archivedAt, f.status ?? 'active'),
  )!;
}

export async function listProducts(
  t: TenantDb,
  q: CatalogProductFilters & { limit: number; cursor?: string | undefined },
): Promise<{ items: ProductOut[]; nextCursor: string | null; total: number | null }> {
  const order = productOrder(q.sort ?? 'name');
  const where = productsMatching(t, q);
  const after = order.where(q.cursor);
  return t.run(async (tx) => {
    // One statement (ADR 0011): the page with its suppliers' names, and on the first page the count
    // of every match as a scalar subquery (the web keeps it).
    const rows = await tx
      .select({
        product: presentedProduct,
        sortKey: order.key,
        total: q.cursor ? sql<null>`null` : sql<number>`(select count(*)::int from ${catalogProducts} where ${where})`,
      })
      .from(catalogProducts)
      .leftJoin(
        suppliers,
        and(eq(suppliers.companyId, catalogProducts.companyId), eq(suppliers.id, catalogProducts.supplierId)),
      )
      .where(and(where, after))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const page = order.page(rows, q.limit, (r) => [r.sortKey, r.product.id]);
    return {
      items: page.items.map((r) => present(t, r.product)),
      nextCursor: page.nextCursor,
      // An empty first page counted nothing: there is nothing to count.
      total: q.cursor ? null : (rows[0]?.total ?? 0),
    };
  });
}

async function presentedById(tx: Tx, t: TenantDb, id: string): Promise<ProductOut> {
  const [row] = await selectProducts(tx).where(
    and(eq(catalogProducts.companyId, t.ctx.companyId), eq(catalogProducts.id, id)),
  );
  if (!row) throw notFound();
  return present(t, row.product);
}

export function getProduct(t: TenantDb, id: string): Promise<ProductOut> {
  return t.run((tx) => presentedById(tx, t, id));
}

async function findProduct(tx: Tx, t: TenantDb, id: string): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(catalogProducts)
    .where(and(eq(catalogProducts.companyId, t.ctx.companyId), eq(catalogProducts.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function checkSupplier(tx: Tx, t: TenantDb, supplierId: string | null | undefined): Promise<void> {
  if (!supplierId) return;
  const [row] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.companyId, t.ctx.companyId), eq(suppliers.id, supplierId)));
  if (!row) throw invalidInput({ supplierId: CATALOG_MESSAGES.supplierNotFound });
}

/** An active product other than `exceptId` with this SKU refuses it: an import updates by SKU. */
async function checkSku(tx: Tx, t: TenantDb, sku: string | null | undefined, exceptId?: string): Promise<void> {
  if (!sku) return;
  const [row] = await tx
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(
      and(
        eq(catalogProducts.companyId, t.ctx.companyId),
        eq(catalogProducts.sku, sku),
        isNull(catalogProducts.archivedAt),
        exceptId ? ne(catalogProducts.id, exceptId) : undefined,
      ),
    );
  if (row) throw invalidInput({ sku: CATALOG_MESSAGES.skuTaken });
}

/** Two writers racing for one SKU: the index decides, and the loser hears why. */
async function skuGuarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (isUniqueViolation(err, SKU_INDEX)) throw invalidInput({ sku: CATALOG_MESSAGES.skuTaken });
    throw err;
  }
}

/** The columns a validated input sets (undefined: not given, left as it is). */
function productValues(input: UpdateCatalogProductInput): Partial<typeof catalogProducts.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value;
  return values;
}

export function createProduct(t: TenantDb, input: CreateCatalogProductInput): Promise<ProductOut> {
  return skuGuarded(
    t.run(async (tx) => {
      await checkSupplier(tx, t, input.supplierId);
      await checkSku(tx, t, input.sku);
      const [row] = await tx
        .insert(catalogProducts)
        .values({
          ...productValues(input),
          name: input.name,
          category: input.category,
          unit: input.unit,
          price: input.price,
          cost: input.cost ?? '0',
          companyId: t.ctx.companyId,
        })
        .returning({ id: catalogProducts.id });
      return presentedById(tx, t, row!.id);
    }),
  );
}

export function updateProduct(t: TenantDb, id: string, input: UpdateCatalogProductInput): Promise<ProductOut> {
  return skuGuarded(
    t.run(async (tx) => {
      const current = await findProduct(tx, t, id);
      await checkSupplier(tx, t, input.supplierId);
      if (!current.archivedAt && input.sku !== undefined) await checkSku(tx, t, input.sku, id);
      const values = productValues(input);
      if (Object.keys(values).length > 0) {
        await tx
          .update(catalogProducts)
          .set(values)
          .where(and(eq(catalogProducts.companyId, t.ctx.companyId), eq(catalogProducts.id, id)));
      }
      return presentedById(tx, t, id);
    }),
  );
}

/**
 * Archiving is the only way a product leaves the catalog: estimates keep pointing at it. Restoring
 * one whose SKU an active product has taken since is refused (409).
 */
export function setProductArchived(t: TenantDb, id: string, archived: boolean): Promise<ProductOut> {
  return t.run(async (tx) => {
    const current = await findProduct(tx, t, id);
    if (archived === !!current.archivedAt) return presentedById(tx, t, id);
    if (!archived && current.sku) {
      try {
        await checkSku(tx, t, current.sku, id);
      } catch {
        throw new AppError('CONFLICT', CATALOG_MESSAGES.skuTaken);
      }
    }
    await tx
      .update(catalogProducts)
      .set({ archivedAt: archived ? sql`now()` : null })
      .where(and(eq(catalogProducts.companyId, t.ctx.companyId), eq(catalogProducts.id, id)));
    return presentedById(tx, t, id);
  });
}

/** Every product matching the filters, by name, in batches (the export streams them). */
export async function* productsForExport(
  t: TenantDb,
  f: CatalogProductFilters,
  batchSize = 500,
): AsyncGenerator<ProductOut[]> {
  const order = productOrder('name');
  const where = productsMatching(t, f);
  let cursor: string | undefined;
  for (;;) {
    const after = order.where(cursor);
    const rows = await t.run((tx) =>
      tx
        .select({ product: presentedProduct, sortKey: order.key })
        .from(catalogProducts)
        .leftJoin(
          suppliers,
          and(eq(suppliers.companyId, catalogProducts.companyId), eq(suppliers.id, catalogProducts.supplierId)),
        )
        .where(and(where, after))
        .orderBy(...order.by)
        .limit(batchSize),
    );
    if (rows.length === 0) return;
    yield rows.map((r) => present(t, r.product));
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = order.cursor(last.sortKey, last.product.id);
  }
}

/** Writes a checked import in one transaction: all of it or (on any error) nothing. */
function applyImport(t: TenantDb, plan: ImportPlan): Promise<{ created: number; updated: number }> {
  return skuGuarded(
    t.run(async (tx) => {
      // Archive and rename first, so that SKUs freed by this file are free when the new rows arrive.
      for (const { id, values } of plan.updates) {
        if (Object.keys(values).length === 0) continue;
        await tx
          .update(catalogProducts)
          .set(values)
          .where(and(eq(catalogProducts.companyId, t.ctx.companyId), eq(catalogProducts.id, id)));
      }
      if (plan.creates.length > 0) {
        await tx.insert(catalogProducts).values(plan.creates.map((row) => ({ ...row, companyId: t.ctx.companyId })));
      }
      return { created: plan.creates.length, updated: plan.updates.length };
    }),
  );
}

/**
 * Imports a CSV file of products (csv.ts says how rows read): every row is checked first, and the
 * file is written whole in one transaction, or, when any row has errors, not at all.
 */
export async function importProducts(
  t: TenantDb,
  csv: string,
): Promise<{ created: number; updated: number; errors: CatalogImportError[] }> {
  const file = readCsv(csv);
  const skus = [...new Set(file.rows.flatMap((r) => r.cells.sku?.trim() || []))];
  const { plan, errors } = planImport(file, await importContext(t, skus));
  if (errors.length > 0) return { created: 0, updated: 0, errors };
  return { ...(await applyImport(t, plan)), errors: [] };
}

/** What an import needs to know of the company: its suppliers, and its products with the file's SKUs. */
async function importContext(t: TenantDb, skus: string[]) {
  return t.run(async (tx) => {
    const supplierRows = await tx
      .select({ id: suppliers.id, name: suppliers.name, archivedAt: suppliers.archivedAt })
      .from(suppliers)
      .where(eq(suppliers.companyId, t.ctx.companyId));
    const productRows =
      skus.length === 0
        ? []
        : await tx
            .select({ id: catalogProducts.id, sku: catalogProducts.sku, archivedAt: catalogProducts.archivedAt })
            .from(catalogProducts)
            .where(and(eq(catalogProducts.companyId, t.ctx.companyId), inArray(catalogProducts.sku, skus)));
    return { suppliers: supplierRows, products: productRows };
  });
}

// ---------------------------------------------------------------------------------------------
// Suppliers
// ---------------------------------------------------------------------------------------------

const supplierOrder = keyset(
  'name',
  { key: sql`lower(${suppliers.name})`, type: 'text', dir: 'asc', check: cursorPart.text },
  suppliers.id,
);
const { companyId: _supplierCompanyId, ...supplierColumns } = getTableColumns(suppliers);

/** A crew knows whom the materials come from; whom to call there and the company's account are the buyers'. */
function presentSupplier(t: TenantDb, supplier: SupplierOut): SupplierOut {
  return seesPurchasing(t)
    ? supplier
    : { ...supplier, contactName: null, email: null, phone: null, accountNumber: null };
}

export async function listSuppliers(
  t: TenantDb,
  q: SupplierFilters & { limit: number; cursor?: string | undefined },
): Promise<{ items: SupplierOut[]; nextCursor: string | null }> {
  const search = q.q?.trim();
  const rows = await t.run((tx) =>
    tx
      .select({ supplier: supplierColumns, sortKey: supplierOrder.key })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.companyId, t.ctx.companyId),
          search ? ilike(suppliers.name, containing(search)) : undefined,
          archivedIs(suppliers.archivedAt, q.status ?? 'active'),
          supplierOrder.where(q.cursor),
        ),
      )
      .orderBy(...supplierOrder.by)
      .limit(q.limit + 1),
  );
  const page = supplierOrder.page(rows, q.limit, (r) => [r.sortKey, r.supplier.id]);
  return { items: page.items.map((r) => presentSupplier(t, r.supplier)), nextCursor: page.nextCursor };
}

async function supplierById(tx: Tx, t: TenantDb, id: string): Promise<SupplierOut> {
  const [row] = await tx
    .select(supplierColumns)
    .from(suppliers)
    .where(and(eq(suppliers.companyId, t.ctx.companyId), eq(suppliers.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function getSupplier(t: TenantDb, id: string): Promise<SupplierOut> {
  return presentSupplier(t, await t.run((tx) => supplierById(tx, t, id)));
}

export function createSupplier(t: TenantDb, input: CreateSupplierInput): Promise<SupplierOut> {
  return t.run(async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ ...input, companyId: t.ctx.companyId })
      .returning(supplierColumns);
    return row!;
  });
}

function supplierValues(input: UpdateSupplierInput): Partial<typeof suppliers.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value;
  return values;
}

export function updateSupplier(t: TenantDb, id: string, input: UpdateSupplierInput): Promise<SupplierOut> {
  return t.run(async (tx) => {
    await supplierById(tx, t, id);
    const values = supplierValues(input);
    if (Object.keys(values).length > 0) {
      await tx
        .update(suppliers)
        .set(values)
        .where(and(eq(suppliers.companyId, t.ctx.companyId), eq(suppliers.id, id)));
    }
    return supplierById(tx, t, id);
  });
}

/** Suppliers are archived, never deleted: their products keep their name. */
export function setSupplierArchived(t: TenantDb, id: string, archived: boolean): Promise<SupplierOut> {
  return t.run(async (tx) => {
    const current = await supplierById(tx, t, id);
    if (archived !== !!current.archivedAt) {
      await tx
        .update(suppliers)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(and(eq(suppliers.companyId, t.ctx.companyId), eq(suppliers.id, id)));
    }
    return supplierById(tx, t, id);
  });
}
