import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoices.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * The server's texts these pages may show, by the key their translation has under approvals.errors.
 */
export const KNOWN_MESSAGES = {
  invalidLink: APPROVAL_MESSAGES.invalidLink,
  expiredLink: APPROVAL_MESSAGES.expiredLink,
  superseded: APPROVAL_MESSAGES.superseded,
  expired: APPROVAL_MESSAGES.expired,
  alreadyAnswered: APPROVAL_MESSAGES.alreadyAnswered,
  signatureRequired: APPROVAL_MESSAGES.signatureRequired,
  signatureInvalid: APPROVAL_MESSAGES.signatureInvalid,
  nameRequired: APPROVAL_MESSAGES.nameRequired,
  optionRequired: APPROVAL_MESSAGES.optionRequired,
  optionalItemInvalid: APPROVAL_MESSAGES.optionalItemInvalid,
  invoiceInvalidLink: INVOICE_MESSAGES.invalidLink,
  invoiceExpiredLink: INVOICE_MESSAGES.expiredLink,
  nothingDue: INVOICE_MESSAGES.nothingDue,
  isVoid: INVOICE_MESSAGES.isVoid,
  paymentsNotConfigured: INVOICE_MESSAGES.paymentsNotConfigured,
  checkoutFailed: INVOICE_MESSAGES.checkoutFailed,
  checkoutNoUrl: INVOICE_MESSAGES.checkoutNoUrl,
  checkoutUnknown: INVOICE_MESSAGES.checkoutUnknown,
  payCompanyDirectly: INVOICE_MESSAGES.payCompanyDirectly,
} as const;
export type KnownMessage = keyof typeof KNOWN_MESSAGES;

/** The key of a text the server sent, when it is one of ours. */
export function knownMessage(text: string): KnownMessage | null {
  const found = (Object.keys(KNOWN_MESSAGES) as KnownMessage[]).find((key) => KNOWN_MESSAGES[key] === text);
  return found ?? null;
}

/** Any failure as an ApiError (a thrown non-API error is a failed load). */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN_ERROR', '');

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * What to tell the client about a failure: our texts in the page's language, else the server's
 * detail as sent (a 4xx carries one meant for them), else a generic "could not load".
 * `key` is the translation key when it is one of ours (for `lang` on the Portuguese ones).
 */
export function errorText(
  error: ApiError,
  t: Translate,
  fallback = 'approvals.errors.failed',
): { text: string; key?: string } {
  const known = knownMessage(error.message);
  if (known) return { text: t(`approvals.errors.${known}`), key: `approvals.errors.${known}` };
  const field = Object.values(error.errors)[0];
  if (error.status === 400 && field)
    return { text: knownMessage(field) ? t(`approvals.errors.${knownMessage(field)}`) : field };
  if (error.status === 0 || error.status >= 500 || !error.message) return { text: t(fallback), key: fallback };
  return { text: error.message };
}

/** Why a link shows nothing: the heading of its page. */
export type LinkProblem = 'invalid' | 'expired' | 'superseded' | 'answered' | 'failed';

export function linkProblem(error: ApiError): LinkProblem {
  const known = knownMessage(error.message);
  if (known === 'superseded') return 'superseded';
  if (known === 'alreadyAnswered') return 'answered';
  if (known === 'expired' || known === 'expiredLink' || known === 'invoiceExpiredLink' || error.status === 410) {
    return 'expired';
  }
  if (error.status === 404 || known === 'invalidLink' || known === 'invoiceInvalidLink') return 'invalid';
  return 'failed';
}
