import { SIGN_UP_MESSAGES } from '../../shared/accounts.ts';
import { DATE_MESSAGES } from '../../shared/validation.ts';
import { ApiError } from './api.ts';
import { translate } from './i18n.ts';

const FIXED = Object.entries({ ...SIGN_UP_MESSAGES, ...DATE_MESSAGES }).flatMap(([key, text]) =>
  typeof text === 'string' ? [[key, text] as const] : [],
);
const COUNTED: [RegExp, string][] = [
  [/^Maximum (\d+) characters allowed$/, 'validation.max'],
  [/^Minimum (\d+) characters required$/, 'validation.min'],
];

/**
 * The shared validators (src/shared, used by the server too) speak the spec's English texts;
 * this shows them in the user's language. Unknown texts pass through unchanged.
 */
export function localizeMessage(message: string): string {
  const fixed = FIXED.find(([, text]) => text === message);
  if (fixed) return translate(`validation.${fixed[0]}`);
  for (const [pattern, key] of COUNTED) {
    const count = pattern.exec(message)?.[1];
    if (count) return translate(key, { count });
  }
  return message;
}

/** Per-field messages of a VALIDATION_ERROR, else undefined (the caller shows its own toast). */
export function validationErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return undefined;
  const entries = Object.entries(error.errors);
  return entries.length ? Object.fromEntries(entries) : undefined;
}
