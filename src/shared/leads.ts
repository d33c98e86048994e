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
  loadFailed: 'Failed to load leads',
  loadFailedToast: 'Error loading leads',
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

export const QUIZ_RATE_LIMIT = { max: 5, windowSeconds: 600 };
