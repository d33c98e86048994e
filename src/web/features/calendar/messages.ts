import { CALENDAR_MESSAGES } from '../../../shared/calendar.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { TASK_FORM_MESSAGES } from './task-form.ts';

const KNOWN: Record<string, string> = Object.fromEntries(
  Object.entries({ ...CALENDAR_MESSAGES, ...TASK_FORM_MESSAGES }).map(([key, text]) => [
    text,
    `calendar.messages.${key}`,
  ]),
);

/** A message of the calendar's rules (shared schema, server, task form) in the user's language. */
export function localizeCalendarMessage(message: string): string {
  const key = KNOWN[message];
  return key ? translate(key) : localizeMessage(message);
}
