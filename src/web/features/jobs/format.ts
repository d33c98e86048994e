import {
  JOB_AMOUNT_FIELDS,
  JOB_MESSAGES,
  JOB_STAGES,
  JOB_STATUSES,
  JOB_UPDATE_TEXT,
  type JobStage,
  type JobStatus,
} from '../../../shared/jobs.ts';
import { translate } from '../../lib/i18n.ts';
import type { JobUpdate } from './api.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

export const isJobStage = (value: unknown): value is JobStage =>
  typeof value === 'string' && (JOB_STAGES as readonly string[]).includes(value);
export const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);

/** Google Maps' search for an address (opens the app on phones). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

export type UpdateHeading =
  | { key: 'jobs.updates.created' | 'jobs.updates.completed' | 'jobs.updates.note' }
  | { key: 'jobs.updates.stageChanged'; stage: JobStage }
  | { key: 'jobs.updates.statusChanged'; status: JobStatus }
  | { text: string };

/**
 * How to title an update in the user's language: the server stores spec section 4's English titles
 * ('Project Created', 'Stage changed to installation'); stage and status changes take the label of
 * `metadata.to`. Anything else (a posted update's own title) shows as written.
 */
export function updateHeading(update: Pick<JobUpdate, 'updateType' | 'title' | 'metadata'>): UpdateHeading {
  const to = update.metadata?.to;
  if (update.updateType === 'stage_change' && isJobStage(to)) return { key: 'jobs.updates.stageChanged', stage: to };
  if (update.updateType === 'status_change' && isJobStatus(to))
    return { key: 'jobs.updates.statusChanged', status: to };
  if (update.updateType === 'created' && (!update.title || update.title === JOB_UPDATE_TEXT.created)) {
    return { key: 'jobs.updates.created' };
  }
  if (update.updateType === 'completed' && (!update.title || update.title === JOB_UPDATE_TEXT.completed)) {
    return { key: 'jobs.updates.completed' };
  }
  if (update.updateType === 'note' && (!update.title?.trim() || update.title === JOB_UPDATE_TEXT.note)) {
    return { key: 'jobs.updates.note' };
  }
  return update.title?.trim() ? { text: update.title } : { key: 'jobs.updates.note' };
}

/** The heading's text in the current language. */
export function updateHeadingText(heading: UpdateHeading): string {
  if ('text' in heading) return heading.text;
  if (heading.key === 'jobs.updates.stageChanged') {
    return translate(heading.key, { stage: translate(`jobOptions.stage.${heading.stage}`) });
  }
  if (heading.key === 'jobs.updates.statusChanged') {
    return translate(heading.key, { status: translate(`jobOptions.status.${heading.status}`) });
  }
  return translate(heading.key);
}

/** The `jobs.messages.*` key of a job rule's text (the shared module's English), if it is one. */
export function jobMessageKey(message: string): string | undefined {
  const key = (Object.keys(JOB_MESSAGES) as (keyof typeof JOB_MESSAGES)[]).find((k) => JOB_MESSAGES[k] === message);
  return key && `jobs.messages.${key}`;
}

/** A message from the shared job schemas or the server, in the user's language. */
export function localizeJobMessage(message: string): string {
  const key = jobMessageKey(message);
  return key ? translate(key) : localizeMessage(message);
}

const AMOUNT_FIELDS = new Set<string>(JOB_AMOUNT_FIELDS);
const INSTANT_FIELDS = new Set(['scheduledStart', 'scheduledEnd']);
const DATE_RANGE = 'Please enter a date between 1900 and 2999';

/**
 * A job form field's validation message in the user's language. The shared rules' own texts are
 * translated; zod's generic ones for amounts and instants ("Invalid input: expected number, received
 * string", or a limit in cents) become a plain request for what the field takes, in dollars.
 */
export function jobFieldMessage(field: string, message: string): string {
  if (jobMessageKey(message)) return localizeJobMessage(message);
  if (message === DATE_RANGE) return translate('jobs.validation.dateRange');
  const localized = localizeMessage(message);
  if (localized !== message) return localized;
  if (AMOUNT_FIELDS.has(field)) return translate('jobs.validation.amount');
  if (field === 'squareFeet') return translate('jobs.validation.squareFeet');
  if (INSTANT_FIELDS.has(field)) return translate('jobs.validation.dateTime');
  return message;
}
