import Papa from 'papaparse';
import type { z } from 'zod';
import { unprotectCsvText } from '../../../../shared/csv.ts';
import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_CSV_COLUMNS,
  LEAD_LIMITS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  type LeadCsvColumn,
} from '../../../../shared/leads.ts';
import type { ImportRowError } from '../../../../shared/lead-responses.ts';
import { createLeadInput } from '../../../../shared/lead-inputs.ts';
import enOptions from '../../../locales/en/leads/leadOptions.json';
import ptOptions from '../../../locales/pt-BR/leads/leadOptions.json';

/** The biggest file the import reads (the browser parses it in memory). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** How many rows the preview shows. */
export const PREVIEW_ROWS = 5;

/**
 * Texts the import's own checks produce, in the shared validators' style (English, translated by the
 * page). `wholeNumber` carries the field's maximum.
 */
export const IMPORT_MESSAGES = {
  invalidOption: 'Not one of the allowed values',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  unreadable: 'This line could not be read (check its quotes)',
  wholeNumber: (max: number) => `Please enter a whole number from 0 to ${max}`,
} as const;
export const WHOLE_NUMBER_PATTERN = /^Please enter a whole number from 0 to (\d+)$/;

/** One data row of the file: its line in the file (the header is line 1) and its cells by header. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface ParsedCsv {
  headers: string[];
  rows: CsvRow[];
  /** Lines the parser could not read (broken quotes); they are reported and not imported. */
  errors: ImportRowError[];
}

/** What each header of the file goes to, in the file's header order (null: ignored). */
export type ColumnMapping = (LeadCsvColumn | null)[];

/** A row ready to send: its line and the mapped, normalised cells (blank cells left out). */
export interface ImportRow {
  line: number;
  fields: Partial<Record<LeadCsvColumn, string>>;
}

const newlines = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

/**
 * Reads a CSV file's text: the first line names the columns, blank lines are skipped, the delimiter
 * (comma, semicolon, tab) is detected. Each row keeps the line it starts on, counting lines as a text
 * editor does (a quoted cell may span several).
 */
export function parseCsv(input: string): ParsedCsv {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  const errors: ImportRowError[] = [];
  let headers: string[] = [];
  // The parser reports where each row ends; counting the line breaks up to there gives the line
  // after the row, and the breaks inside its quoted cells say how far back it started.
  let position = 0;
  let lineAfter = 1;
  Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    worker: false,
    transformHeader: (header) => header.trim(),
    step: (result) => {
      headers = result.meta.fields ?? headers;
      const end = result.meta.cursor;
      const consumed = text.slice(position, end);
      const trailingBreak = /(\r\n|\r|\n)$/.test(consumed) ? 1 : 0;
      const endLine = lineAfter + newlines(consumed) - trailingBreak;
      const values: Record<string, string> = {};
      let breaksInside = 0;
      for (const header of headers) {
        const value = result.data[header];
        if (typeof value !== 'string') continue;
        values[header] = value;
        breaksInside += newlines(value);
      }
      // (An unclosed quote swallows the line break that ends the file: the row cannot start before lineAfter.)
      const line = Math.max(lineAfter, endLine - breaksInside);
      lineAfter = endLine + trailingBreak;
      position = end;
      if (result.errors.some((e) => e.type === 'Quotes')) {
        errors.push({ line, field: '', message: IMPORT_MESSAGES.unreadable });
      } else {
        rows.push({ line, values });
      }
    },
  });
  return { headers, rows, errors };
}

/** Lower case, no accents, words separated by one space ("Endereço de E-mail" → "endereco de e mail"). */
export function normaliseHeader(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The names, in English and Portuguese, a column of each kind may have, already normalised.
 * Listed in the order headers are matched, so "e-mail address" is an e-mail and not an address.
 */
const HEADER_NAMES: [LeadCsvColumn, string[]][] = [
  [
    'email',
    ['email', 'e mail', 'mail', 'email address', 'endereco de email', 'endereco de e mail', 'correio eletronico'],
  ],
  [
    'phone',
    [
      'phone',
      'phone number',
      'telephone',
      'telefone',
      'celular',
      'mobile',
      'cell',
      'cell phone',
      'tel',
      'fone',
      'whatsapp',
    ],
  ],
  [
    'nextFollowUpOn',
    [
      'follow up',
      'followup',
      'next follow up',
      'next follow up on',
      'follow up date',
      'retorno',
      'proximo contato',
      'proximo retorno',
      'data de retorno',
    ],
  ],
  ['squareFeet', ['sqft', 'sq ft', 'square feet', 'square footage', 'sq feet', 'area', 'pes quadrados']],
  ['flooringType', ['flooring', 'flooring type', 'floor type', 'floor', 'piso', 'tipo de piso']],
  ['budgetRange', ['budget', 'budget range', 'orcamento', 'faixa de orcamento', 'verba']],
  ['rooms', ['rooms', 'room', 'number of rooms', 'comodos', 'comodo', 'ambientes', 'numero de comodos']],
  ['timeline', ['timeline', 'prazo', 'when to start', 'quando']],
  ['notes', ['notes', 'note', 'observacoes', 'observacao', 'obs', 'comments', 'comentarios', 'anotacoes']],
  ['status', ['status', 'lead status', 'situacao', 'stage', 'etapa']],
  ['source', ['source', 'lead source', 'origem', 'fonte']],
  ['address', ['address', 'street address', 'endereco', 'morada']],
  [
    'name',
    ['name', 'nome', 'full name', 'nome completo', 'client', 'cliente', 'customer', 'contact', 'contato', 'lead'],
  ],
];

/** The column a header most likely holds: an exact name first, else a name among its words. */
export function guessColumn(header: string): LeadCsvColumn | null {
  const normal = normaliseHeader(header);
  if (!normal) return null;
  for (const [column, names] of HEADER_NAMES) if (names.includes(normal)) return column;
  const padded = ` ${normal} `;
  for (const [column, names] of HEADER_NAMES) if (names.some((name) => padded.includes(` ${name} `))) return column;
  return null;
}

/** A first mapping for the file's headers: each column at most once, to the first header that names it. */
export function guessMapping(headers: string[]): ColumnMapping {
  const taken = new Set<LeadCsvColumn>();
  return headers.map((header) => {
    const column = guessColumn(header);
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/** Maps header `index` to `column`; another header that had that column is set to ignored. */
export function setMapping(mapping: ColumnMapping, index: number, column: LeadCsvColumn | null): ColumnMapping {
  return mapping.map((current, i) => (i === index ? column : column && current === column ? null : current));
}

export const isNameMapped = (mapping: ColumnMapping) => mapping.includes('name');

type OptionField = 'status' | 'source' | 'flooringType' | 'budgetRange' | 'timeline';
const OPTION_KEYS: Record<OptionField, readonly string[]> = {
  status: LEAD_STATUSES,
  source: LEAD_SOURCES,
  flooringType: FLOORING_TYPES,
  budgetRange: BUDGET_RANGE_KEYS,
  timeline: LEAD_TIMELINES,
};
/** Letters and digits only, lower case and without accents: "Vinyl / LVP" → "vinyllvp". */
const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const labelOf = (options: object, field: OptionField, key: string): string | undefined =>
  (options as Record<string, Record<string, string> | undefined>)[field]?.[key];

/** For each option field, the squashed key and its English and Portuguese labels → the key. */
const OPTION_LOOKUP = Object.fromEntries(
  (Object.keys(OPTION_KEYS) as OptionField[]).map((field) => {
    const lookup = new Map<string, string>();
    for (const key of OPTION_KEYS[field]) {
      for (const text of [key, labelOf(enOptions, field, key), labelOf(ptOptions, field, key)]) {
        if (text && !lookup.has(squash(text))) lookup.set(squash(text), key);
      }
    }
    return [field, lookup];
  }),
) as Record<OptionField, Map<string, string>>;

/**
 * A cell of an option column as the key the schema expects: the key itself in any case or spacing
 * ("New Lead", "new-lead"), or its English or Portuguese label ("Proposal accepted", "Perdido").
 * Anything else is returned as it is, for validation to report.
 */
export function normaliseOption(field: OptionField, value: string): string {
  return OPTION_LOOKUP[field].get(squash(value)) ?? value;
}

const isOptionField = (column: string): column is OptionField => column in OPTION_KEYS;

/** The keys an option column accepts (for the message that lists them), or undefined for other columns. */
export function optionKeysOf(field: string): { field: OptionField; keys: readonly string[] } | undefined {
  return isOptionField(field) ? { field, keys: OPTION_KEYS[field] } : undefined;
}

/** A date cell as YYYY-MM-DD: an ISO date-time keeps its date; anything else stays as it is. */
export function normaliseDate(value: string): string {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  return iso ? iso[1]! : value;
}

/**
 * One row through the mapping: mapped, trimmed, non-blank cells, with options and dates normalised,
 * and the apostrophe our export puts before a cell a spreadsheet could run taken off ("'+1 555…").
 */
export function mapRow(row: CsvRow, headers: string[], mapping: ColumnMapping): ImportRow {
  const fields: Partial<Record<LeadCsvColumn, string>> = {};
  headers.forEach((header, index) => {
    const column = mapping[index];
    const cell = row.values[header]?.trim();
    const value = cell && unprotectCsvText(cell);
    if (!column || !value) return;
    if (isOptionField(column)) fields[column] = normaliseOption(column, value);
    else if (column === 'nextFollowUpOn') fields[column] = normaliseDate(value);
    else fields[column] = value;
  });
  return { line: row.line, fields };
}

const NUMBER_COLUMNS: Partial<Record<LeadCsvColumn, number>> = {
  squareFeet: LEAD_LIMITS.squareFeet,
  rooms: LEAD_LIMITS.rooms,
};

/** A schema issue as the message shown to people: the spec's texts pass through, the rest are ours. */
function messageOf(field: string, issue: z.core.$ZodIssue): string {
  const max = NUMBER_COLUMNS[field as LeadCsvColumn];
  if (max !== undefined) return IMPORT_MESSAGES.wholeNumber(max);
  if (issue.code === 'invalid_value') return IMPORT_MESSAGES.invalidOption;
  if (issue.code === 'invalid_format' && issue.format === 'date') return IMPORT_MESSAGES.invalidDate;
  return issue.message;
}

/** A row checked with the schema the server uses: one error per failing field. */
export function validateRow(row: ImportRow): ImportRowError[] {
  const result = createLeadInput.safeParse(row.fields);
  if (result.success) return [];
  const errors: ImportRowError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ line: row.line, field, message: messageOf(field, issue) });
  }
  return errors;
}

export interface CheckedRows {
  /** The rows that pass, to be sent. */
  valid: ImportRow[];
  /** The errors of the rows that fail (and of unreadable lines), by line. */
  errors: ImportRowError[];
  total: number;
}

/** Maps and checks every row of the file. */
export function checkRows(csv: ParsedCsv, mapping: ColumnMapping): CheckedRows {
  const valid: ImportRow[] = [];
  const errors: ImportRowError[] = [...csv.errors];
  for (const row of csv.rows) {
    const mapped = mapRow(row, csv.headers, mapping);
    const rowErrors = validateRow(mapped);
    if (rowErrors.length) errors.push(...rowErrors);
    else valid.push(mapped);
  }
  return { valid, errors: mergeErrors(errors), total: csv.rows.length + csv.errors.length };
}

/** How many different lines the errors are on. */
export const linesWithErrors = (errors: ImportRowError[]) => new Set(errors.map((e) => e.line)).size;

export interface ImportChunk {
  /** Sent as Idempotency-Key, the same on a retry of this chunk. */
  key: string;
  rows: ImportRow[];
}

/** The rows in calls of at most `size` (the server's limit), each with its own idempotency key. */
export function planChunks(
  rows: ImportRow[],
  size: number = LEAD_LIMITS.importChunk,
  newKey: () => string = () => crypto.randomUUID(),
): ImportChunk[] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: ImportChunk[] = [];
  for (let start = 0; start < rows.length; start += size) {
    chunks.push({ key: newKey(), rows: rows.slice(start, start + size) });
  }
  return chunks;
}

/** Errors from every source, by line then field, each (line, field) once: the first reported wins. */
export function mergeErrors(...lists: ImportRowError[][]): ImportRowError[] {
  const seen = new Set<string>();
  const merged: ImportRowError[] = [];
  for (const error of lists.flat()) {
    const id = `${error.line}\u0000${error.field}`;
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(error);
  }
  return merged.sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}

/** The columns the preview shows: the mapped ones, in the lead's column order. */
export const previewColumns = (mapping: ColumnMapping): LeadCsvColumn[] =>
  LEAD_CSV_COLUMNS.filter((column) => mapping.includes(column));
