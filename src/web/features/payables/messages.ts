import { BILL_MESSAGES } from '../../../shared/payables.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage, validationErrors } from '../../lib/validation-messages.ts';

const KNOWN: (readonly [string, string])[] = Object.entries(BILL_MESSAGES).map(
  ([key, text]) => [text, `payables.messages.${key}`] as const,
);

/**
 * The server's payables texts (shared/payables.ts speaks English) in the user's language; unknown
 * texts pass through, the shared validators' generic ones via localizeMessage.
 */
export function localizePayableMessage(message: string): string {
  const key = KNOWN.find(([text]) => text === message)?.[1];
  return key ? translate(key) : localizeMessage(message);
}

/** A failed call's per-field messages in the user's language; undefined when it has none (a toast says it then). */
export function payableFieldErrors(error: unknown): Record<string, string> | undefined {
  const fields = validationErrors(error);
  return fields && Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, localizePayableMessage(text)]));
}
