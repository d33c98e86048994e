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

/** A CSV row, as exports write them (CRLF, as spreadsheets expect). */
export const csvLine = (values: unknown[]) => values.map(csvField).join(',') + '\r\n';
