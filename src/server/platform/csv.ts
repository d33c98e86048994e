import { protectCsvText } from '../../shared/csv.ts';

/**
 * A figure the server computed (an amount, hours, a percent) as decimal text, for a CSV cell: written
 * as it is, for a spreadsheet to read as a number ("-12.50"). Cells are told apart by type, not by
 * their text: a number, a bigint or a CsvNumber is a figure; any text is what someone typed, and is
 * protected from running as a formula (shared/csv.ts), whatever it looks like.
 */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** A computed figure for a CSV cell (a decimal text from the database, or hours already rounded); null stays blank. */
export const csvNumber = (value: string | number | null | undefined): CsvNumber | null =>
  value === null || value === undefined ? null : new CsvNumber(String(value));

/** Cents as dollars with two decimals ("-1234.50"), exactly (no float division), for a CSV cell. */
export function csvCents(cents: number): CsvNumber {
  const abs = Math.abs(cents);
  return new CsvNumber(`${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

// A figure whose text is not a plain decimal (NaN, 1e+21, a bug) is protected like text after all.
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** One CSV field (RFC 4180 quoting); figures as numbers, texts protected (OWASP CSV injection). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'bigint' || value instanceof CsvNumber) {
    const figure = value instanceof CsvNumber ? value.text : String(value);
    text = PLAIN_DECIMAL.test(figure) ? figure : protectCsvText(figure);
  } else {
    text = value instanceof Date ? value.toISOString() : protectCsvText(String(value));
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV row, as exports write them (CRLF, as spreadsheets expect). */
export const csvLine = (values: unknown[]) => values.map(csvField).join(',') + '\r\n';
