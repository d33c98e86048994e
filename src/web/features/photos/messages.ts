import { PHOTO_MESSAGES } from '../../../shared/photos.ts';
import { EXPIRY_IN_PAST_MESSAGE, REVOKED_LINK_MESSAGE } from '../../../shared/share-inputs.ts';
import { TIMELINE_MESSAGES } from '../../../shared/timeline.ts';
import { ApiError } from '../../lib/api.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

const find = <T extends Record<string, string>>(texts: T, message: string) =>
  (Object.keys(texts) as (keyof T & string)[]).find((k) => texts[k] === message);

/**
 * A message of the photo, timeline or sharing rules (the shared modules' English, as the server answers
 * it) in the user's language; other texts go through the common validation messages.
 */
export function localizePhotoMessage(message: string): string {
  const photo = find(PHOTO_MESSAGES, message);
  if (photo) return translate(`photos.server.${photo}`);
  const timeline = find(TIMELINE_MESSAGES, message);
  if (timeline) return translate(`photos.timelineServer.${timeline}`);
  if (message === EXPIRY_IN_PAST_MESSAGE) return translate('photos.share.expiryInPast');
  if (message === REVOKED_LINK_MESSAGE) return translate('photos.share.revokedLink');
  return localizeMessage(message);
}

/**
 * An API failure as one line: the first per-field message of a validation error, else the problem's
 * message (nothing for a network failure: the toast's title says enough).
 */
export function apiErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const field = Object.values(error.errors)[0];
  const text = field ?? error.message;
  return text ? localizePhotoMessage(text) : undefined;
}

/** For a toast's second line. */
export const errorDetail = (error: unknown): { description?: string } => {
  const description = apiErrorText(error);
  return description ? { description } : {};
};
