import { z } from 'zod';
import { CATALOG_CATEGORIES, CATALOG_UNITS } from './catalog.ts';
import { instant, pageSchema } from './responses.ts';

// The catalog API's answers (/api/v1/catalog/…): defined once, here (see responses.ts). The web
// imports their types only. Decimals are texts as PostgreSQL's numeric writes them ("3.4900").

export const catalogProductSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    category: z.enum(CATALOG_CATEGORIES),
    sku: z.string().nullable(),
    supplierId: z.uuid().nullable(),
    supplierName: z.string().nullable(),
    unit: z.enum(CATALOG_UNITS),
    /** Sq ft per box, scale 2. */
    coveragePerBox: z.string().nullable().meta({ example: '22.50' }),
    /** Feet per piece, scale 2 (trim and transitions). */
    pieceLength: z.string().nullable().meta({ example: '8.00' }),
    /** Roll width, eighths of an inch (12 ft = 1152). */
    rollWidth: z.number().int().nullable().meta({ example: 1264 }),
    /** Tile face, eighths of an inch. */
    tileLength: z.number().int().nullable().meta({ example: 96 }),
    tileWidth: z.number().int().nullable().meta({ example: 96 }),
    /** Grout joint, thirty-seconds of an inch (1/16" = 2). */
    groutJoint: z.number().int().nullable().meta({ example: 2 }),
    tilesPerBox: z.number().int().nullable().meta({ example: 11 }),
    /** Dollars per unit, scale 4. */
    price: z.string().meta({ example: '3.4900' }),
    /** Dollars per unit, scale 4: only for callers who may edit the catalog (null for the others). */
    cost: z.string().nullable().meta({ example: '2.1000' }),
    defaultWastePercent: z.string().nullable().meta({ example: '10.00' }),
    /** Dollars per sq ft, scale 4. */
    laborRatePerSqFt: z.string().nullable().meta({ example: '2.5000' }),
    archivedAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'CatalogProduct' });
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const catalogProductPageSchema = pageSchema(catalogProductSchema).extend({
  /** How many products match the filters: on the first page only (null on the pages after it). */
  total: z.number().int().nullable(),
});
export type CatalogProductPage = z.infer<typeof catalogProductPageSchema>;

export const supplierSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The contact and the company's account number are for callers who may edit the catalog (null for the others). */
    contactName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    accountNumber: z.string().nullable(),
    archivedAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierPageSchema = pageSchema(supplierSchema);
export type SupplierPage = z.infer<typeof supplierPageSchema>;

export const catalogImportErrorSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type CatalogImportError = z.infer<typeof catalogImportErrorSchema>;

/** What an import did: all of it, or nothing at all when any row has errors. */
export const catalogImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(catalogImportErrorSchema),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
