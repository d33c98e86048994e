import { MEASUREMENT_RECORD_MESSAGES } from '../../../shared/measurements.ts';
import { MEASUREMENT_MESSAGES, formatLength, type ShapeIssue } from '../../../shared/takeoff.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

const KNOWN = Object.entries({ ...MEASUREMENT_MESSAGES, ...MEASUREMENT_RECORD_MESSAGES });

/** A message of the API or the shared validators (English) in the page's language. */
export function measurementMessage(message: string): string {
  const key = KNOWN.find(([, text]) => text === message)?.[0];
  return key ? translate(`measurements.messages.${key}`) : localizeMessage(message);
}

/** Why a room's shape is not a room, in words; a walk that does not close says by how much. */
export function issueText(issue: ShapeIssue): string {
  if (issue.code === 'not_closed')
    return translate('measurements.issues.not_closed', { gap: gapOf(issue.dx, issue.dy) });
  // The addition as the page numbers it (from 1).
  if ('addition' in issue) return translate(`measurements.issues.${issue.code}`, { n: issue.addition + 1 });
  return translate(`measurements.issues.${issue.code}`);
}

/** How far a wall walk ends from its start, to the nearest eighth: `5'`. */
export function gapOf(dx: number, dy: number): string {
  return formatLength(Math.round(Math.hypot(dx, dy)));
}

/** The API's field errors for room `index` (keys `rooms.<index>.…`), in the page's language, once each. */
export function roomErrors(errors: Record<string, string>, index: number): string[] {
  const prefix = `rooms.${index}.`;
  const messages = Object.entries(errors)
    .filter(([key]) => key.startsWith(prefix))
    .map(([, message]) => measurementMessage(message));
  return [...new Set(messages)];
}
