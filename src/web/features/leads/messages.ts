import { isLeadStatus, LEAD_ACTIVITY_TEXT, LEAD_MESSAGES, type LeadStatus } from '../../../shared/leads.ts';
import { translate } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';

/** LEAD_MESSAGES texts the server may answer per field, by their key under `leads.messages`. */
const FIELD_MESSAGES = ['assigneeNotMember', 'consentRequired'] as const;

/** The `leads.messages.*` key of a lead rule's text (shared module, English), if it is one. */
export function leadMessageKey(message: string): string | undefined {
  const key = FIELD_MESSAGES.find((k) => LEAD_MESSAGES[k] === message);
  return key && `leads.messages.${key}`;
}

/** A validation message from the shared schemas or the server, in the user's language. */
export function localizeLeadMessage(message: string): string {
  const key = leadMessageKey(message);
  return key ? translate(key) : localizeMessage(message);
}

/**
 * How to show an activity's stored text (spec section 4's English texts, written by the server):
 * 'Lead created' and 'Status changed to {status}' in the user's language with the status's label;
 * anything else (notes, calls) as written.
 */
export function activityMessage(
  description: string,
): { key: 'leads.activity.created' } | { key: 'leads.activity.statusChanged'; status: LeadStatus } | undefined {
  if (description === LEAD_ACTIVITY_TEXT.created) return { key: 'leads.activity.created' };
  const status = /^Status changed to (\w+)$/.exec(description)?.[1];
  if (status && isLeadStatus(status)) return { key: 'leads.activity.statusChanged', status };
  return undefined;
}
