import { LABOR_MESSAGES } from '../../../shared/labor.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage, validationErrors } from '../../lib/validation-messages.ts';

const KNOWN: (readonly [string, string])[] = Object.entries(LABOR_MESSAGES).map(
  ([key, text]) => [text, `labor.messages.${key}`] as const,
);
const DECIMALS = /^Please enter a number of 0 or more with at most (\d+) decimal places$/;

/**
 * The server's and the shared rules' labor texts (shared/labor.ts speaks English) in the user's
 * language; unknown texts pass through, generic ones via localizeMessage.
 */
export function localizeLaborMessage(message: string): string {
  const key = KNOWN.find(([text]) => text === message)?.[1];
  if (key) return translate(key);
  const decimals = DECIMALS.exec(message)?.[1];
  if (decimals) return translate('labor.messages.decimals', { count: decimals });
  return localizeMessage(message);
}

/** A failed call's per-field messages in the user's language; undefined when it has none (a toast says it then). */
export function laborFieldErrors(error: unknown): Record<string, string> | undefined {
  const fields = validationErrors(error);
  return fields && Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, localizeLaborMessage(text)]));
}
