import { JOB_AMOUNT_FIELDS } from '../../../shared/jobs.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import { inputText, isFieldOf } from '../../lib/form-values.ts';
import type { Job } from './api.ts';

/** The job form's fields as the inputs hold them (text; '' for none). The shared schema parses them. */
export interface JobFormValues {
  title: string;
  /** A member with the client role, or '' for a contact typed in (name, e-mail, phone). */
  clientId: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  address: string;
  serviceType: string;
  description: string;
  /** Dollars as typed ("1,250.50"); sent as whole cents. */
  totalCents: string;
  materialsCostCents: string;
  laborCostCents: string;
  squareFeet: string;
  startDate: string;
  endDate: string;
  /** datetime-local values (local wall time, no offset). */
  scheduledStart: string;
  scheduledEnd: string;
  notes: string;
  crewIds: string[];
}

export const JOB_FORM_FIELDS = [
  'title',
  'clientId',
  'clientName',
  'clientEmail',
  'clientPhone',
  'address',
  'serviceType',
  'description',
  'totalCents',
  'materialsCostCents',
  'laborCostCents',
  'squareFeet',
  'startDate',
  'endDate',
  'scheduledStart',
  'scheduledEnd',
  'notes',
  'crewIds',
] as const satisfies readonly (keyof JobFormValues)[];

export const isJobFormField = isFieldOf(JOB_FORM_FIELDS);

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the browser's wall time, "YYYY-MM-DDTHH:mm". */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO instant (UTC, which has an offset: "Z"); blank is null. A value the
 * browser cannot read is passed on as it is, so that the schema reports it instead of a crash.
 */
export function fromLocalInput(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The form's starting values: the job's (edit) or empty ones (create). */
export function jobFormValuesOf(job?: Job | null): JobFormValues {
  // A member client's name, e-mail and phone come from their account; the contact fields stay blank.
  const member = !!job?.clientId;
  return {
    title: inputText(job?.title),
    clientId: inputText(job?.clientId),
    clientName: member ? '' : inputText(job?.clientName),
    clientEmail: member ? '' : inputText(job?.clientEmail),
    clientPhone: member ? '' : inputText(job?.clientPhone),
    address: inputText(job?.address),
    serviceType: inputText(job?.serviceType),
    description: inputText(job?.description),
    totalCents: centsToDollars(job?.totalCents),
    materialsCostCents: centsToDollars(job?.materialsCostCents),
    laborCostCents: centsToDollars(job?.laborCostCents),
    squareFeet: inputText(job?.squareFeet),
    startDate: inputText(job?.startDate),
    endDate: inputText(job?.endDate),
    scheduledStart: toLocalInput(job?.scheduledStart),
    scheduledEnd: toLocalInput(job?.scheduledEnd),
    notes: inputText(job?.notes),
    crewIds: job?.crew.map((member) => member.userId) ?? [],
  };
}

/**
 * A typed amount as the API takes it: whole cents, read exactly from the text (no float maths);
 * blank is null. Text that is no amount is passed on as it is, for the schema to refuse.
 */
function amountInput(text: string): number | string | null {
  if (!text.trim()) return null;
  return dollarsToCents(text) ?? text;
}

/**
 * What the form sends to the shared schema: the amounts in cents, the scheduled times as instants,
 * the contact fields cleared when a client member is chosen, and no amounts from someone who may
 * not see them.
 */
export function jobInputOf(values: JobFormValues, { withAmounts }: { withAmounts: boolean }): Record<string, unknown> {
  const input: Record<string, unknown> = {
    ...values,
    ...Object.fromEntries(JOB_AMOUNT_FIELDS.map((field) => [field, amountInput(values[field])])),
    scheduledStart: fromLocalInput(values.scheduledStart),
    scheduledEnd: fromLocalInput(values.scheduledEnd),
  };
  if (values.clientId) {
    input.clientName = null;
    input.clientEmail = null;
    input.clientPhone = null;
  }
  if (!withAmounts) for (const field of JOB_AMOUNT_FIELDS) delete input[field];
  return input;
}
