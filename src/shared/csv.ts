// Spreadsheet formulas in CSV files (OWASP "CSV injection"): an export puts an apostrophe before a
// text cell a spreadsheet could run as a formula, and an import of such a file takes it off again.

/** Text a spreadsheet could run: it starts with =, +, -, @, a tab or a carriage return (after any apostrophes). */
const RUNNABLE = /^'*[=+\-@\t\r]/;

/**
 * A text cell as an export writes it: one apostrophe more before text a spreadsheet could run
 * ("-2+3+cmd|' /C notepad'!A0", "=HYPERLINK(…)", but also a typed "+1 555…"). Text already starting
 * with apostrophes before such a character gets one more, so that reading it back is exact.
 */
export const protectCsvText = (text: string): string => (RUNNABLE.test(text) ? `'${text}` : text);

/** A cell read back from a file: the apostrophe an export put there taken off, and nothing else. */
export const unprotectCsvText = (text: string): string =>
  text.startsWith("'") && RUNNABLE.test(text) ? text.slice(1) : text;
