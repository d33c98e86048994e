import { ORDER_MESSAGES } from '../../../shared/orders.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

const KNOWN: (readonly [string, string])[] = [
  ...Object.entries(ORDER_MESSAGES).map(([key, text]) => [text, `orders.messages.${key}`] as const),
  ['Please enter a quantity above 0', 'orders.messages.quantityAboveZero'],
];
const DECIMALS = /^Please enter a number of 0 or more with at most (\d+) decimal places$/;

/** The server's order texts in the user's language (unknown texts pass through, generic ones via localizeMessage). */
export function localizeOrderMessage(message: string): string {
  const key = KNOWN.find(([text]) => text === message)?.[1];
  if (key) return translate(key);
  const decimals = DECIMALS.exec(message)?.[1];
  if (decimals) return translate('orders.messages.decimals', { count: decimals });
  return localizeMessage(message);
}
