import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { MONEY_ERROR_MESSAGES } from '../../../shared/money.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

const KNOWN: (readonly [string, string])[] = [
  ...Object.entries(INVOICE_MESSAGES).map(([key, text]) => [text, `invoices.messages.${key}`] as const),
  ...Object.entries(MONEY_ERROR_MESSAGES).map(([code, text]) => [text, `invoices.money.${code}`] as const),
  ['Please enter at most 100 %', 'invoices.messages.percentMax'],
];
const DECIMALS = /^Please enter a number of 0 or more with at most (\d+) decimal places$/;

/**
 * The server's and the shared rules' invoice texts in the user's language (the shared schemas and
 * the money rules speak English; unknown texts pass through, generic ones via localizeMessage).
 */
export function localizeInvoiceMessage(message: string): string {
  const key = KNOWN.find(([text]) => text === message)?.[1];
  if (key) return translate(key);
  const decimals = DECIMALS.exec(message)?.[1];
  if (decimals) return translate('invoices.messages.decimals', { count: decimals });
  return localizeMessage(message);
}
