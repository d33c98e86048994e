import Papa from 'papaparse';
import {
  CATALOG_CATEGORIES,
  CATALOG_CSV_COLUMNS,
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATALOG_UNITS,
  type CatalogCsvColumn,
} from '../../../shared/catalog.ts';
import { createCatalogProductInput } from '../../../shared/catalog-inputs.ts';
import { unprotectCsvText } from '../../../shared/csv.ts';
import { formatGroutJoint, formatLength } from '../../../shared/takeoff.ts';
import type { CatalogImportError, CatalogProduct } from '../../../shared/catalog-responses.ts';
import type { catalogProducts } from '../../db/schema/catalog.ts';
import { invalidInput, fieldErrors } from '../../platform/errors.ts';
import { csvLine, csvNumber } from '../../platform/csv.ts';

// The product CSV: the export writes CATALOG_CSV_COLUMNS, and the import reads the same columns
// (any case and spacing), so a file exported can be edited in a spreadsheet and imported again.

/** A product as the export reads it: service.ts's ProductOut (the API's product with Date fields) will do. */
type ExportedProduct = Omit<CatalogProduct, 'archivedAt' | 'createdAt' | 'updatedAt'> & { archivedAt: Date | null };

/** The export: a header, then each product (suppliers by name, cost blank for those who may not see it). */
export async function* productsCsv(batches: AsyncIterable<ExportedProduct[]>): AsyncGenerator<string> {
  yield '\uFEFF' + csvLine([...CATALOG_CSV_COLUMNS]);
  for await (const rows of batches) {
    yield rows
      .map((p) =>
        csvLine([
          p.sku,
          p.name,
          p.category,
          p.unit,
          p.supplierName,
          // Decimal figures the database holds: numbers to a spreadsheet; the texts above are protected.
          csvNumber(p.coveragePerBox),
          csvNumber(p.pieceLength),
          // Sizes as people write them (`13' 2"`, `1/16"`): the import reads them back.
          p.rollWidth === null ? '' : formatLength(p.rollWidth),
          p.tileLength === null ? '' : formatLength(p.tileLength),
          p.tileWidth === null ? '' : formatLength(p.tileWidth),
          p.groutJoint === null ? '' : formatGroutJoint(p.groutJoint),
          p.tilesPerBox === null ? '' : String(p.tilesPerBox),
          csvNumber(p.price),
          csvNumber(p.cost),
          csvNumber(p.defaultWastePercent),
          csvNumber(p.laborRatePerSqFt),
          p.archivedAt ? 'yes' : 'no',
        ]),
      )
      .join('');
  }
}

/** One data row: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CatalogCsvColumn, string>>;
}

const newlines = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;
/** "Coverage per box", "coverage_per_box" and "coveragePerBox" name the same column. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_NAME = new Map(CATALOG_CSV_COLUMNS.map((c) => [squash(c), c]));
const REQUIRED_COLUMNS: CatalogCsvColumn[] = ['name', 'category', 'unit', 'price'];

/**
 * Reads the file's text: the first line names the columns, blank lines are skipped, the delimiter
 * (comma, semicolon, tab) is detected. Each row keeps the line it starts on, as a text editor counts
 * (a quoted cell may span several). A file without rows, with too many, or without a required
 * column is refused whole (400 on `csv`).
 */
export function readCsv(input: string): {
  columns: Set<CatalogCsvColumn>;
  rows: CsvRow[];
  errors: CatalogImportError[];
} {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  const errors: CatalogImportError[] = [];
  let headers: string[] = [];
  let position = 0;
  let lineAfter = 1;
  Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: (result) => {
      headers = result.meta.fields ?? headers;
      const end = result.meta.cursor;
      const consumed = text.slice(position, end);
      const trailingBreak = /(\r\n|\r|\n)$/.test(consumed) ? 1 : 0;
      const endLine = lineAfter + newlines(consumed) - trailingBreak;
      const cells: CsvRow['cells'] = {};
      let breaksInside = 0;
      for (const header of headers) {
        const value = result.data[header];
        if (typeof value !== 'string') continue;
        breaksInside += newlines(value);
        const column = COLUMN_BY_NAME.get(squash(header));
        if (column) cells[column] = value;
      }
      const line = Math.max(lineAfter, endLine - breaksInside);
      lineAfter = endLine + trailingBreak;
      position = end;
      if (result.errors.some((e) => e.type === 'Quotes')) {
        errors.push({ line, field: '', message: CATALOG_MESSAGES.unreadableLine });
      } else rows.push({ line, cells });
    },
  });
  const columns = new Set(headers.flatMap((h) => COLUMN_BY_NAME.get(squash(h)) ?? []));
  if (rows.length + errors.length === 0) throw invalidInput({ csv: CATALOG_MESSAGES.importEmpty });
  if (rows.length + errors.length > CATALOG_LIMITS.importRows) {
    throw invalidInput({ csv: CATALOG_MESSAGES.importTooManyRows });
  }
  const missing = REQUIRED_COLUMNS.find((c) => !columns.has(c));
  if (missing) throw invalidInput({ csv: CATALOG_MESSAGES.missingColumn(missing) });
  return { columns, rows, errors };
}

/** "Vinyl/LVP" → vinyl_lvp, "sq ft" → sq_ft: a list value in the words a person writes it. */
function listValue<T extends string>(text: string, values: readonly T[]): string {
  const key = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return (values as readonly string[]).includes(key) ? key : text;
}

const YES = new Set(['yes', 'y', 'true', '1', 'sim', 's']);
const NO = new Set(['no', 'n', 'false', '0', 'nao', 'não']);

/** The company's side of an import (service.ts's importContext). */
export interface ImportContext {
  suppliers: { id: string; name: string; archivedAt: Date | null }[];
  products: { id: string; sku: string | null; archivedAt: Date | null }[];
}

/** What an import writes (service.ts's applyImport): new products, and changes to existing ones by id. */
export interface ImportPlan {
  creates: (typeof catalogProducts.$inferInsert)[];
  updates: { id: string; values: Partial<typeof catalogProducts.$inferInsert> }[];
}

/** The input's field → the file's column, for error reports. */
const COLUMN_OF_FIELD: Record<string, CatalogCsvColumn> = { supplierId: 'supplier' };

/**
 * Checks every row and plans the import: a row whose SKU names a product updates it (the active
 * one, else the last archived), any other row creates a product. Columns the file lacks are left as
 * they are; a blank cell clears an optional field, except cost, which a blank leaves alone (0 for a
 * new product). Suppliers are found by name, never created.
 */
export function planImport(
  { columns, rows, errors: readErrors }: ReturnType<typeof readCsv>,
  context: ImportContext,
): { plan: ImportPlan; errors: CatalogImportError[] } {
  const errors = [...readErrors];
  const plan: ImportPlan = { creates: [], updates: [] };
  const supplierByName = new Map<string, string>();
  // Active suppliers win over archived ones of the same name.
  for (const s of [...context.suppliers].sort((a, b) => Number(!!b.archivedAt) - Number(!!a.archivedAt))) {
    supplierByName.set(s.name.trim().toLowerCase(), s.id);
  }
  // A SKU names its active product, else its last archived one.
  const productBySku = new Map<string, { id: string; archivedAt: Date | null }>();
  const rank = (p: { archivedAt: Date | null }) => p.archivedAt?.getTime() ?? Infinity;
  for (const p of context.products) {
    const held = p.sku ? productBySku.get(p.sku) : undefined;
    if (p.sku && (!held || rank(p) > rank(held))) productBySku.set(p.sku, p);
  }
  const seenSkus = new Set<string>();

  for (const { line, cells } of rows) {
    const rowErrors: CatalogImportError[] = [];
    // The export's apostrophe before a text a spreadsheet could run comes off (shared/csv.ts).
    const cell = (c: CatalogCsvColumn) => (cells[c] === undefined ? undefined : unprotectCsvText(cells[c].trim()));
    const fields: Record<string, unknown> = {};
    for (const column of [
      'name',
      'sku',
      'coveragePerBox',
      'pieceLength',
      'rollWidth',
      'tileLength',
      'tileWidth',
      'groutJoint',
      'tilesPerBox',
      'price',
      'defaultWastePercent',
      'laborRatePerSqFt',
    ] as const) {
      if (columns.has(column)) fields[column] = cell(column) ?? '';
    }
    fields.category = listValue(cell('category') ?? '', CATALOG_CATEGORIES);
    fields.unit = listValue(cell('unit') ?? '', CATALOG_UNITS);
    const cost = cell('cost');
    if (cost) fields.cost = cost;
    if (columns.has('supplier')) {
      const name = cell('supplier') ?? '';
      const id = name ? supplierByName.get(name.toLowerCase()) : null;
      if (id === undefined) rowErrors.push({ line, field: 'supplier', message: CATALOG_MESSAGES.supplierUnknown });
      else fields.supplierId = id;
    }
    let archived: boolean | undefined;
    const archivedText = cell('archived')?.toLowerCase();
    if (archivedText) {
      if (YES.has(archivedText)) archived = true;
      else if (NO.has(archivedText)) archived = false;
      else rowErrors.push({ line, field: 'archived', message: CATALOG_MESSAGES.invalidArchived });
    }

    const parsed = createCatalogProductInput.safeParse(fields);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        rowErrors.push({ line, field: COLUMN_OF_FIELD[field] ?? field, message });
      }
    }
    const sku = parsed.success ? parsed.data.sku : undefined;
    if (sku) {
      if (seenSkus.has(sku)) rowErrors.push({ line, field: 'sku', message: CATALOG_MESSAGES.duplicateSkuInFile });
      seenSkus.add(sku);
    }
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      continue;
    }

    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) values[key] = value;
    const existing = sku ? productBySku.get(sku) : undefined;
    if (existing) {
      if (archived !== undefined && archived !== !!existing.archivedAt)
        values.archivedAt = archived ? new Date() : null;
      plan.updates.push({ id: existing.id, values });
    } else {
      plan.creates.push({
        ...(values as ImportPlan['creates'][number]),
        cost: parsed.data.cost ?? '0',
        archivedAt: archived ? new Date() : null,
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { plan, errors };
}
