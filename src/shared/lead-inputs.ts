import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidPhone } from './accounts.ts';
import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
  MANUAL_ACTIVITY_TYPES,
  type BudgetRange,
} from './leads.ts';
import {
  blankToNull,
  optionalEmail,
  optionalPlannedDay,
  optionalText,
  requiredText,
  wholeNumber,
} from './validation.ts';

// The lead forms' and calls' schemas, apart from leads.ts so that pages which only show leads
// (badges, labels) do not load zod.

export const leadPhone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(LEAD_LIMITS.phone)
    .refine(isValidPhone, 'Please enter a valid phone number')
    .nullable()
    .optional(),
);
/** The fields of a lead a member edits. */
const leadFields = {
  name: requiredText(LEAD_LIMITS.name),
  email: optionalEmail,
  phone: leadPhone,
  address: optionalText(LEAD_LIMITS.address),
  source: z.enum(LEAD_SOURCES).optional(),
  flooringType: z.preprocess(blankToNull, z.enum(FLOORING_TYPES).nullable().optional()),
  budgetRange: z.preprocess(
    blankToNull,
    z
      .enum(BUDGET_RANGE_KEYS as [BudgetRange, ...BudgetRange[]])
      .nullable()
      .optional(),
  ),
  squareFeet: wholeNumber(LEAD_LIMITS.squareFeet),
  rooms: wholeNumber(LEAD_LIMITS.rooms),
  timeline: z.preprocess(blankToNull, z.enum(LEAD_TIMELINES).nullable().optional()),
  notes: optionalText(LEAD_LIMITS.notes),
  nextFollowUpOn: optionalPlannedDay,
  assignedTo: z.preprocess(blankToNull, z.string().min(1).max(100).nullable().optional()),
};

/** Creating a lead (the form and each imported row); a status other than new_lead may be given. */
export const createLeadInput = z.object({ ...leadFields, status: z.enum(LEAD_STATUSES).optional() });
export type CreateLeadInput = z.infer<typeof createLeadInput>;

/** Editing a lead's details; the status changes only through its own call, which logs it. */
export const updateLeadInput = z.object(leadFields).partial();
export type UpdateLeadInput = z.infer<typeof updateLeadInput>;

export const changeLeadStatusInput = z.object({
  status: z.enum(LEAD_STATUSES),
  note: optionalText(LEAD_LIMITS.activity),
});
export type ChangeLeadStatusInput = z.infer<typeof changeLeadStatusInput>;

export const addLeadActivityInput = z.object({
  activityType: z.enum(MANUAL_ACTIVITY_TYPES),
  description: requiredText(LEAD_LIMITS.activity),
});
export type AddLeadActivityInput = z.infer<typeof addLeadActivityInput>;

const leadIds = z.array(z.uuid()).max(LEAD_LIMITS.bulk);
/** Spec section 5: deleting with an empty list does nothing. */
export const bulkDeleteLeadsInput = z.object({ ids: leadIds });
export const bulkLeadStatusInput = z.object({ ids: leadIds, status: z.enum(LEAD_STATUSES) });

/** One imported row: its line in the file (for error reports) and the mapped fields. */
export const importLeadsInput = z.object({
  rows: z
    .array(z.object({ line: z.number().int().min(1), fields: z.record(z.string(), z.unknown()) }))
    .min(1)
    .max(LEAD_LIMITS.importChunk),
});
export type ImportLeadsInput = z.infer<typeof importLeadsInput>;
/** The public quiz's answers: a mobile-first questionnaire, so a short set of choices and contact details. */
export const quizSubmissionInput = z.object({
  flooringType: z.enum(FLOORING_TYPES),
  squareFeet: wholeNumber(LEAD_LIMITS.squareFeet),
  rooms: wholeNumber(LEAD_LIMITS.rooms),
  budgetRange: z.enum(BUDGET_RANGE_KEYS as [BudgetRange, ...BudgetRange[]]),
  timeline: z.enum(LEAD_TIMELINES),
  name: requiredText(LEAD_LIMITS.name),
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()),
  phone: leadPhone,
  address: optionalText(LEAD_LIMITS.address),
  notes: optionalText(LEAD_LIMITS.notes),
  consent: z.literal(true, LEAD_MESSAGES.consentRequired),
  language: z.enum(['en', 'pt']).default('en'),
  /** Honeypot: hidden from people; a bot that fills it is answered as if it succeeded. */
  website: z.string().max(500).optional(),
});
export type QuizSubmissionInput = z.infer<typeof quizSubmissionInput>;
