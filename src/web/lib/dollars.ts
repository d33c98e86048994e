import { formatDecimal, parseDecimal } from '../../shared/decimal.ts';

// Amounts typed in forms (rates, receipts, bills, a job's price and costs) as the API takes them:
// whole cents, read from the text by decimal digits, never through a float (ADR 0024).

/**
 * A dollars amount typed in a form as whole cents: "25", "25.5", "$25.50", "1,250.00", or with a
 * decimal comma as Brazilians write it ("25,50"). Null when it is not such an amount.
 */
export function dollarsToCents(text: string): number | null {
  let value = text.replace(/[$\s]/g, '').replace(/^US/, '');
  if (!value) return null;
  if (value.includes(',') && !value.includes('.') && /,\d{1,2}$/.test(value)) value = value.replace(',', '.');
  else value = value.replace(/,(?=\d{3}(\D|$))/g, '');
  const cents = parseDecimal(value, 2);
  if (cents === null) return null;
  const n = Number(cents);
  return Number.isSafeInteger(n) ? n : null;
}

/** Whole cents as the dollars text a form holds: 2550 → "25.50". */
export const centsToDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatDecimal(BigInt(cents), 2);
