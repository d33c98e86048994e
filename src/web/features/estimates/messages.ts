import { ESTIMATE_MESSAGES } from '../../../shared/estimates.ts';
import { MONEY_ERROR_MESSAGES } from '../../../shared/money.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

const KNOWN: (readonly [string, string])[] = [
  ...Object.entries(ESTIMATE_MESSAGES).map(([key, text]) => [text, `estimates.messages.${key}`] as const),
  ...Object.entries(MONEY_ERROR_MESSAGES).map(([code, text]) => [text, `estimates.money.${code}`] as const),
  ['Please enter at most 100 %', 'estimates.messages.percentMax'],
  ['Please choose one of the options', 'estimates.money.UNKNOWN_OPTION'],
];
const DECIMALS = /^Please enter a number of 0 or more with at most (\d+) decimal places$/;

/**
 * The server's and the shared rules' estimate texts in the user's language (the shared schemas and
 * the money rules speak English; unknown texts pass through, generic ones via localizeMessage).
 */
export function localizeEstimateMessage(message: string): string {
  const key = KNOWN.find(([text]) => text === message)?.[1];
  if (key) return translate(key);
  const decimals = DECIMALS.exec(message)?.[1];
  if (decimals) return translate('estimates.messages.decimals', { count: decimals });
  return localizeMessage(message);
}
