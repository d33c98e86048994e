import { isEmail, isValidPhone } from '../../../shared/accounts.ts';
import type { LeadSource } from '../../../shared/leads.ts';
import { inputText, isFieldOf } from '../../lib/form-values.ts';
import type { Lead } from './api.ts';

/** The lead form's fields as the inputs hold them (text; '' for none). The shared schema parses them. */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  source: LeadSource;
  flooringType: string;
  budgetRange: string;
  squareFeet: string;
  rooms: string;
  timeline: string;
  notes: string;
  nextFollowUpOn: string;
  assignedTo: string;
}

export const LEAD_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'source',
  'flooringType',
  'budgetRange',
  'squareFeet',
  'rooms',
  'timeline',
  'notes',
  'nextFollowUpOn',
  'assignedTo',
] as const satisfies readonly (keyof LeadFormValues)[];

export const isLeadFormField = isFieldOf(LEAD_FORM_FIELDS);

/** The form's starting values: the lead's (edit) or empty ones (create, source "added by hand"). */
export function formValuesOf(lead?: Lead | null): LeadFormValues {
  return {
    name: inputText(lead?.name),
    email: inputText(lead?.email),
    phone: inputText(lead?.phone),
    address: inputText(lead?.address),
    source: lead?.source ?? 'manual',
    flooringType: inputText(lead?.flooringType),
    budgetRange: inputText(lead?.budgetRange),
    squareFeet: inputText(lead?.squareFeet),
    rooms: inputText(lead?.rooms),
    timeline: inputText(lead?.timeline),
    notes: inputText(lead?.notes),
    nextFollowUpOn: inputText(lead?.nextFollowUpOn),
    assignedTo: inputText(lead?.assignedTo),
  };
}

/** What to look duplicates up by: the e-mail and phone once they are complete, or null if neither is. */
export function duplicateQuery(email: string, phone: string): { email?: string; phone?: string } | null {
  const query: { email?: string; phone?: string } = {};
  const e = email.trim().toLowerCase();
  const p = phone.trim();
  if (e && isEmail(e)) query.email = e;
  if (p && isValidPhone(p)) query.phone = p;
  return query.email || query.phone ? query : null;
}
