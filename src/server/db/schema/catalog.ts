import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATALOG_CATEGORIES, CATALOG_UNITS } from '../../../shared/catalog.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';

// Exact decimals, read and written as texts (shared/decimal.ts): unit prices carry 4 decimals,
// measurements 2. Never a float (architecture: money rules).
const money = (name: string) => numeric(name, { precision: 12, scale: 4 });
const measure = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Who a company buys from. Archived, never deleted: products keep pointing at it. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    accountNumber: text('account_number'),
    archivedAt: instant('archived_at'),
    ...timestamps,
  },
  (t) => [
    // Products reference (company_id, id), which keeps them inside the supplier's company.
    unique('suppliers_company_id_id_key').on(t.companyId, t.id),
    // Lists sort by name whatever its case.
    index('suppliers_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    check('suppliers_name_not_blank', sql`length(btrim(${t.name})) > 0`),
  ],
);

/** A product or a service (labor) a company quotes: what estimates' lines are priced from. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    category: text('category', { enum: CATALOG_CATEGORIES }).notNull(),
    sku: text('sku'),
    supplierId: uuid('supplier_id'),
    unit: text('unit', { enum: CATALOG_UNITS }).notNull(),
    /** Sq ft one box covers. */
    coveragePerBox: measure('coverage_per_box'),
    /** Feet per piece, for trim and transitions sold by the piece (a roll's length for products sold by the roll). */
    pieceLength: measure('piece_length'),
    /** Broadloom or sheet roll width, eighths of an inch (ADR 0023): laid in drops off the roll. */
    rollWidth: integer('roll_width'),
    /** Tile face size, eighths of an inch. */
    tileLength: integer('tile_length'),
    tileWidth: integer('tile_width'),
    /** Grout joint, thirty-seconds of an inch (1/16" is no whole eighth). */
    groutJoint: integer('grout_joint'),
    tilesPerBox: integer('tiles_per_box'),
    /** Per unit, in dollars. */
    price: money('price').notNull(),
    /** Per unit, in dollars: what the company pays (never shown to clients). */
    cost: money('cost').notNull(),
    defaultWastePercent: measure('default_waste_percent'),
    /** Dollars per sq ft to install it. */
    laborRatePerSqFt: money('labor_rate_per_sq_ft'),
    /** Archived products stay for the estimates that use them; lists hide them. */
    archivedAt: instant('archived_at'),
    ...timestamps,
  },
  (t) => [
    unique('catalog_products_company_id_id_key').on(t.companyId, t.id),
    foreignKey({
      columns: [t.companyId, t.supplierId],
      foreignColumns: [suppliers.companyId, suppliers.id],
    }),
    index('catalog_products_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('catalog_products_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('catalog_products_company_supplier_idx')
      .on(t.companyId, t.supplierId)
      .where(sql`${t.supplierId} is not null`),
    // An import updates by SKU, so an active SKU names one product.
    uniqueIndex('catalog_products_company_sku_active_key')
      .on(t.companyId, t.sku)
      .where(sql`${t.sku} is not null and ${t.archivedAt} is null`),
    check('catalog_products_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('catalog_products_category_valid', oneOf('category', CATALOG_CATEGORIES)),
    check('catalog_products_unit_valid', oneOf('unit', CATALOG_UNITS)),
    check(
      'catalog_products_amounts_not_negative',
      sql`${t.price} >= 0 and ${t.cost} >= 0 and coalesce(${t.laborRatePerSqFt}, 0) >= 0`,
    ),
    check(
      'catalog_products_measures_positive',
      sql`coalesce(${t.coveragePerBox}, 1) > 0 and coalesce(${t.pieceLength}, 1) > 0`,
    ),
    check(
      'catalog_products_sizes_positive',
      sql`coalesce(${t.rollWidth}, 96) >= 96 and coalesce(${t.tileLength}, 1) > 0 and coalesce(${t.tileWidth}, 1) > 0 and coalesce(${t.groutJoint}, 0) >= 0 and coalesce(${t.tilesPerBox}, 1) > 0`,
    ),
    check(
      'catalog_products_waste_range',
      sql`${t.defaultWastePercent} is null or ${t.defaultWastePercent} between 0 and 100`,
    ),
  ],
);
