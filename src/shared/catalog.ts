/** Issue #16: what a catalog item is (products, and labor as a service). */
export const CATALOG_CATEGORIES = [
  'hardwood',
  'engineered',
  'laminate',
  'vinyl_lvp',
  'tile',
  'carpet',
  'underlayment',
  'trim_transition',
  'adhesive_supplies',
  'labor',
  'other',
] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
export const isCatalogCategory = (s: string): s is CatalogCategory =>
  (CATALOG_CATEGORIES as readonly string[]).includes(s);

/**
 * The unit a product is priced and sold in: the takeoff gives its quantities in it (linear_yd and
 * sq_yd: broadloom carpet off the roll; piece: a tile or a tread; roll: pad, underlayment).
 */
export const CATALOG_UNITS = [
  'sq_ft',
  'box',
  'linear_ft',
  'linear_yd',
  'sq_yd',
  'piece',
  'each',
  'roll',
  'hour',
] as const;
export type CatalogUnit = (typeof CATALOG_UNITS)[number];

/** Decimal scales (fraction digits) of the catalog's numbers; the columns are numeric(12, scale). */
export const CATALOG_SCALES = {
  /** price, cost and laborRatePerSqFt: unit prices carry 4 decimals (architecture: money rules). */
  money: 4,
  /** coveragePerBox (sq ft), pieceLength (ft), defaultWastePercent. */
  measure: 2,
} as const;

export const CATALOG_LIMITS = {
  name: 200,
  sku: 64,
  supplierName: 200,
  contactName: 120,
  phone: 40,
  accountNumber: 64,
  search: 100,
  /** Integer digits of numeric(12,4) and numeric(12,2) columns. */
  moneyDigits: 8,
  measureDigits: 10,
  /** A waste allowance above 100 % is a typo. */
  wastePercentMax: 100,
  /** Roll width, eighths of an inch: 1 to 30 ft (a narrower roll would lay thousands of drops). */
  rollWidthMin: 96,
  rollWidthMax: 30 * 96,
  /** A tile's side, eighths: up to 10 ft (a slab). */
  tileSideMax: 10 * 96,
  /** Grout joint, thirty-seconds of an inch: up to 1". */
  groutJointMax: 32,
  tilesPerBoxMax: 10_000,
  /** Rows in one CSV import (the whole file is one call: all or nothing). */
  importRows: 2000,
} as const;

export const CATALOG_SORTS = ['name', 'newest'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** The columns of the product CSV, import and export, in order (supplier by name). */
export const CATALOG_CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'unit',
  'supplier',
  'coveragePerBox',
  'pieceLength',
  'rollWidth',
  'tileLength',
  'tileWidth',
  'groutJoint',
  'tilesPerBox',
  'price',
  'cost',
  'defaultWastePercent',
  'laborRatePerSqFt',
  'archived',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** The server's texts (the web shows its own translations of the same rules). */
export const CATALOG_MESSAGES = {
  invalidAmount: 'Enter an amount like 12.50 (up to 4 decimals)',
  invalidMeasure: 'Enter a number like 22.5 (up to 2 decimals)',
  wasteTooHigh: 'Waste must be 100% or less',
  invalidRollWidth: "Enter a roll width like 12' or 13' 2\" or 4 m, from 1 to 30 ft",
  invalidTileSize: 'Enter a tile side like 12" or 600 mm, up to 10 ft',
  invalidGroutJoint: 'Enter a grout joint like 1/16" or 2 mm, up to 1"',
  invalidTilesPerBox: 'Enter a whole number of tiles from 1 to 10,000',
  invalidCategory: 'Choose a category',
  invalidUnit: 'Choose a unit',
  skuTaken: 'Another active product already has this SKU',
  supplierNotFound: 'Choose a supplier of your company',
  supplierUnknown: 'No supplier with this name',
  duplicateSkuInFile: 'This SKU appears twice in the file',
  importEmpty: 'The file has no rows',
  importTooManyRows: 'Import at most 2,000 rows at a time',
  invalidArchived: 'Write yes or no',
  missingColumn: (column: string) => `The file has no ${column} column`,
  unreadableLine: 'This line could not be read (check its quotes)',
} as const;

/** Which products or suppliers a list shows: the active ones (the default), the archived ones, or both. */
export const CATALOG_STATUSES = ['active', 'archived', 'all'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** The product list's filters, as query parameters. */
export interface CatalogProductFilters {
  /** Name or SKU contains. */
  q?: string;
  category?: CatalogCategory;
  supplierId?: string;
  status?: CatalogStatus;
  sort?: CatalogSort;
}
export interface SupplierFilters {
  q?: string;
  status?: CatalogStatus;
}
