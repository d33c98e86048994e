import { formatDecimal } from './decimal.ts';

// Amounts typed in forms (payments, bills, receipts, rates, a job's price, a discount or a deposit) as
// the API takes them: whole cents, read from the text by decimal digits, never through a float (ADR 0024).

/** A decimal mark and its one or two digits of cents, at the end: ".5", ",50". */
const AMOUNT = /^(.*?)(?:([.,])(\d{1,2}))?$/;

/**
 * A dollars amount typed in a form as whole cents, written the English way or the Brazilian way the
 * app shows money in each language: "25", "25.5", "$1,250.00", "1,250", or "25,50", "US$ 1.250,00".
 * The last mark followed by one or two digits is the decimal mark; the other marks group thousands.
 * Null when it is not such an amount, or when it could be read two ways: "1.250" is refused (1.25 or
 * 1250?) while "1,250" is 1250 (no Brazilian writes cents with a comma and three digits).
 */
export function dollarsToCents(text: string): number | null {
  const value = text.replace(/[$\s]/g, '').replace(/^US/i, '');
  const [, whole = '', mark, fraction = ''] = AMOUNT.exec(value) ?? [];
  if (!wholeDollars(whole, mark)) return null;
  const cents = Number(whole.replace(/\D/g, '') + fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Whether `whole` is whole dollars: plain digits, or thousands grouped by the one mark that is not the decimal `mark`. */
function wholeDollars(whole: string, mark: string | undefined): boolean {
  if (/^\d+$/.test(whole)) return true;
  const grouping = whole.match(/[.,]/)?.[0];
  if (!grouping || grouping === mark) return false;
  const groups = whole.split(grouping);
  if (!/^\d{1,3}$/.test(groups[0]!) || !groups.slice(1).every((group) => /^\d{3}$/.test(group))) return false;
  // "1.250" alone is an English decimal with too many digits as much as a Brazilian thousand.
  return grouping === ',' || !!mark || groups.length > 2;
}

/** Whole cents as the dollars text a form holds: 2550 → "25.50"; none → "". */
export const centsToDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatDecimal(BigInt(cents), 2);
