/** Issue #16: an estimate's life (ADR 0026). Expired is read off valid_until, never stored. */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
/** What a member records by hand (a client who said yes on the phone); #17 adds the client's own answer. */
export const ANSWER_STATUSES = ['accepted', 'declined'] as const satisfies readonly EstimateStatus[];
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];
/** Statuses waiting on the client: these expire once valid_until has passed. */
export const AWAITING_STATUSES = ['sent', 'viewed'] as const satisfies readonly EstimateStatus[];

export { LINE_KINDS, TAX_APPLIES_TO, type LineKind, type TaxAppliesTo } from './money.ts';
export const DISCOUNT_KINDS = ['none', 'amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The history an estimate keeps (estimate_events.type). */
export const ESTIMATE_EVENT_TYPES = [
  'created',
  'updated',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'revised',
  'duplicated',
] as const;
export type EstimateEventType = (typeof ESTIMATE_EVENT_TYPES)[number];

export const ESTIMATE_LIMITS = {
  title: 120,
  optionName: 60,
  options: 3,
  /** Lines across all options: a whole-house job with every room itemised stays well inside. */
  lines: 400,
  description: 500,
  unit: 20,
  notes: 5000,
  terms: 10000,
  clientName: 200,
  address: 500,
  phone: 40,
  declineReason: 1000,
  /** valid until, in days after today, by default. */
  validDays: 30,
  search: 100,
} as const;

/** EST-0001; a revision after the first reads EST-0001-R2. */
export function estimateNumber(number: number, revision = 1): string {
  const base = `EST-${String(number).padStart(4, '0')}`;
  return revision > 1 ? `${base}-R${revision}` : base;
}

/** The status an estimate shows: one awaiting the client past its valid-until day has expired. */
export function effectiveStatus(status: EstimateStatus, validUntil: string, today: string): EstimateStatus {
  return (AWAITING_STATUSES as readonly string[]).includes(status) && validUntil < today ? 'expired' : status;
}

export const ESTIMATE_MESSAGES = {
  notDraft: 'Only a draft can be edited. Create a new revision to change a sent estimate.',
  notSendable: 'This estimate has already been sent. Create a new revision to send a changed one.',
  notAnswerable: 'Only a sent estimate can be accepted or declined.',
  superseded: 'A newer revision of this estimate exists.',
  noLines: 'Add at least one line before sending.',
  noClientEmail: "Add the client's e-mail before sending.",
  leadNotFound: 'Lead not found',
  jobNotFound: 'Job not found',
  productNotFound: 'This catalog product does not exist or is archived.',
  discountTooBig: 'The discount cannot be more than the subtotal.',
  depositTooBig: 'The deposit cannot be more than the total.',
  validUntilPast: 'Valid until cannot be before today.',
  optionNames: 'Each option needs its own name.',
  tooManyLines: `An estimate holds at most ${ESTIMATE_LIMITS.lines} lines.`,
} as const;
