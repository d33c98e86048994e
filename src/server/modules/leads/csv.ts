import { LEAD_CSV_COLUMNS } from '../../../shared/leads.ts';
import type { leads } from '../../db/schema/leads.ts';

type LeadRow = typeof leads.$inferSelect;

const COLUMNS = [...LEAD_CSV_COLUMNS, 'createdAt'] as const;

/**
 * One CSV field (RFC 4180 quoting). A value a spreadsheet would run as a formula (=, @, or + and -
 * before something other than a number) is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s(.])/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: unknown[]) => values.map(csvField).join(',') + '\r\n';

/** The export: a header with the import's column names (a file exported can be imported again), then the rows. */
export async function* leadsCsv(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield '\uFEFF' + csvLine([...COLUMNS]);
  for await (const rows of batches) yield rows.map((row) => csvLine(COLUMNS.map((c) => row[c]))).join('');
}
