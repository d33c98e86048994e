/**
 * How documents write money, days and decimals (spec section 9), in one language: the same on the
 * pages and in the PDFs and e-mails the server sends. Display only: nothing is computed from a text.
 */
import type { Language } from './accounts.ts';
import { documentUnitPrice } from './money.ts';

const locale = (language: Language) => (language === 'pt' ? 'pt-BR' : 'en-US');

/** US dollars with two fraction digits. Cents become a float only here, to be shown, never summed. */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/**
 * A unit price as documents print it (estimate, invoice, order, the client's pages): 2 decimals, or up
 * to 4 for a per-area or per-length price that needs them ($0.125 per sq ft is not $0.13);
 * documentUnitPrice decides, from the exact decimal text.
 */
export function formatDocumentPrice(price: string, unit: string, language: Language): string {
  const text = documentUnitPrice(price, unit);
  const digits = text.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // The exact decimal text (Intl reads a numeric string without a float).
  }).format(text as Intl.StringNumericLiteral);
}

/** A decimal text as the language writes it, without trailing zeros ("12.500" → "12.5"; "12,5"). */
export function formatDecimalText(text: string, language: Language, minimumFractionDigits = 0): string {
  const [whole, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = new Intl.NumberFormat(locale(language)).format(BigInt(whole ?? '0'));
  return trimmed ? `${grouped}${language === 'pt' ? ',' : '.'}${trimmed}` : grouped;
}

/**
 * A calendar date (YYYY-MM-DD) as that same day wherever it is read ("Mar 9, 2025"), not shifted by a
 * time zone; any other text as it is.
 */
export function formatDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
  );
}
