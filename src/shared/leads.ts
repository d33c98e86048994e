import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidPhone } from './accounts.ts';
import { blankToNull, isoDate, optionalText, requiredText, wholeNumber } from './validation.ts';

/** Spec section 4: every lead status, in pipeline order (temperatures after the first stage). */
export const LEAD_STATUSES = [
  'new_lead',
  'cold_lead',
  'warm_lead',
  'contacted',
  'qualified',
  'estimate_requested',
  'estimate_scheduled',
  'proposal_sent',
  'proposal_accepted',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (s: string): s is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(s);

/** The board's columns, left to right. Cold and warm leads sit in the first column with a temperature tag. */
export const PIPELINE_STAGES = [
  'new_lead',
  'contacted',
  'qualified',
  'estimate_requested',
  'estimate_scheduled',
  'proposal_sent',
  'proposal_accepted',
  'lost',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const TEMPERATURE_STATUSES = ['cold_lead', 'warm_lead'] as const satisfies readonly LeadStatus[];

/** The column a lead of this status appears in. */
export function stageOf(status: LeadStatus): PipelineStage {
  return status === 'cold_lead' || status === 'warm_lead' ? 'new_lead' : status;
}
/** The statuses a column holds. */
export function statusesOfStage(stage: PipelineStage): LeadStatus[] {
  return stage === 'new_lead' ? ['new_lead', ...TEMPERATURE_STATUSES] : [stage];
}

/** Spec section 4's badge styles (Badge variants), by status. */
export const LEAD_STATUS_BADGE = {
  new_lead: 'new-lead',
  cold_lead: 'cold-lead',
  warm_lead: 'warning',
  contacted: 'secondary',
  qualified: 'qualified',
  estimate_requested: 'qualified',
  estimate_scheduled: 'qualified',
  proposal_sent: 'proposal',
  proposal_accepted: 'won',
  lost: 'lost',
} as const satisfies Record<LeadStatus, string>;

/** Spec section 9: hot leads, and what counts as converted. */
export const HOT_LEAD_STATUSES = [
  'estimate_requested',
  'estimate_scheduled',
  'proposal_sent',
  'qualified',
  'contacted',
] as const satisfies readonly LeadStatus[];
export const CONVERTED_STATUS = 'proposal_accepted' satisfies LeadStatus;

export const LEAD_SOURCES = [
  'manual',
  'quiz',
  'referral',
  'website',
  'phone',
  'social_media',
  'import',
  'other',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const FLOORING_TYPES = [
  'hardwood',
  'laminate',
  'vinyl',
  'tile',
  'carpet',
  'refinishing',
  'repair',
  'other',
] as const;
export type FlooringType = (typeof FLOORING_TYPES)[number];

/** Budget ranges in US dollars; `estimate` is what the board adds up for a column's budget total. */
export const BUDGET_RANGES = {
  under_5k: { min: 0, max: 5000, estimate: 2500 },
  '5k_10k': { min: 5000, max: 10000, estimate: 7500 },
  '10k_25k': { min: 10000, max: 25000, estimate: 17500 },
  '25k_50k': { min: 25000, max: 50000, estimate: 37500 },
  over_50k: { min: 50000, max: null, estimate: 50000 },
} as const;
export type BudgetRange = keyof typeof BUDGET_RANGES;
export const BUDGET_RANGE_KEYS = Object.keys(BUDGET_RANGES) as BudgetRange[];

/** When the client wants the work done (asked by the public quiz). */
export const LEAD_TIMELINES = ['asap', 'within_1_month', '1_3_months', '3_6_months', 'exploring'] as const;
export type LeadTimeline = (typeof LEAD_TIMELINES)[number];

/** What a member may log by hand on a lead's timeline; the server logs `created`, `status_change` and `import`. */
export const MANUAL_ACTIVITY_TYPES = ['note', 'call', 'email'] as const;
export const ACTIVITY_TYPES = ['created', 'status_change', 'import', ...MANUAL_ACTIVITY_TYPES] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const LEAD_SORTS = ['newest', 'oldest', 'name', 'updated', 'follow_up'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Spec section 4's activity texts. */
export const LEAD_ACTIVITY_TEXT = {
  created: 'Lead created',
  statusChanged: (status: LeadStatus) => `Status changed to ${status}`,
} as const;

/** Spec section 8's texts, plus ours for rules the spec does not show. */
export const LEAD_MESSAGES = {
  loadFailed: 'Falha ao carregar leads',
  loadFailedToast: 'Erro ao carregar leads',
  createFailed: 'Failed to create lead',
  updateStatusFailed: 'Failed to update lead status',
  addActivityFailed: 'Failed to add lead activity',
  deleteFailed: 'Failed to delete leads',
  assigneeNotMember: 'Choose a member of your company',
  consentRequired: 'Please accept to be contacted',
} as const;

export const LEAD_LIMITS = {
  name: 120,
  phone: 40,
  address: 300,
  notes: 4000,
  activity: 2000,
  squareFeet: 1_000_000,
  rooms: 100,
  /** Ids in one bulk call. */
  bulk: 500,
  /** Rows in one import call; the web sends bigger files in chunks of this size. */
  importChunk: 200,
  /** Cards per board column before "show more". */
  boardColumn: 50,
} as const;

export const leadEmail = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()).nullable().optional(),
);
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
  email: leadEmail,
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
  nextFollowUpOn: isoDate,
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
export interface ImportRowError {
  line: number;
  field: string;
  message: string;
}

/** The columns of an import a user may map a CSV column to, and the export's columns, in order. */
export const LEAD_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'address',
  'status',
  'source',
  'flooringType',
  'budgetRange',
  'squareFeet',
  'rooms',
  'timeline',
  'notes',
  'nextFollowUpOn',
] as const;
export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number];

/** The list's filters, as query parameters (lists are comma-separated). */
export interface LeadFilters {
  q?: string;
  status?: LeadStatus[];
  source?: LeadSource[];
  flooringType?: FlooringType[];
  budgetRange?: BudgetRange[];
  assignedTo?: string;
  referrerId?: string;
  sort?: LeadSort;
}

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
export const QUIZ_RATE_LIMIT = { max: 5, windowSeconds: 600 };
