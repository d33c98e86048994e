import { FLOORING_TYPES } from './leads.ts';
import type { Role } from './roles.ts';

/** Spec section 4: job statuses. Labels live in i18n (Pendente, Em Progresso, …), badge styles in the web's jobs. */
export const JOB_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The statuses a crew member who does not manage jobs may set: they start and finish the work. */
export const CREW_STATUSES = ['in_progress', 'completed'] as const satisfies readonly JobStatus[];
/** Jobs still to be done: their amounts are what the company has yet to invoice. */
export const OPEN_JOB_STATUSES = ['pending', 'in_progress'] as const satisfies readonly JobStatus[];

/** The project's stages in order, each with the progress it stands for when set without one. */
export const JOB_STAGE_PROGRESS = {
  project_start: 0,
  site_measured: 10,
  materials_ordered: 20,
  materials_delivered: 30,
  removal_and_prep: 45,
  subfloor_ready: 55,
  installation: 70,
  finishing: 85,
  final_walkthrough: 95,
  project_complete: 100,
} as const;
export type JobStage = keyof typeof JOB_STAGE_PROGRESS;

/**
 * A job's progress, the one figure every card shows (job cards, the Project Progress card, the
 * gallery, the dashboard; ADR 0021): the progress its stage was last set to, 100 once completed,
 * as a whole number from 0 to 100. Milestones are counted beside it, never turned into a second one.
 */
export function jobProgress(job: { status: string; progressPercentage: number | null }): number {
  if (job.status === 'completed') return 100;
  const value = job.progressPercentage;
  if (value === null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
export const JOB_STAGES = Object.keys(JOB_STAGE_PROGRESS) as [JobStage, ...JobStage[]];
export const FIRST_STAGE: JobStage = 'project_start';
export const LAST_STAGE: JobStage = 'project_complete';

/** The service a job is for: the flooring it installs (a lead's flooring type carries over). */
export const JOB_SERVICE_TYPES = FLOORING_TYPES;
export type JobServiceType = (typeof JOB_SERVICE_TYPES)[number];

/** job_updates.update_type. */
export const JOB_UPDATE_TYPES = ['created', 'status_change', 'stage_change', 'completed', 'note'] as const;
export type JobUpdateType = (typeof JOB_UPDATE_TYPES)[number];

/** Spec section 4's update titles; the stage and status are stored as keys, the web shows their labels. */
export const JOB_UPDATE_TEXT = {
  created: 'Project Created',
  completed: 'Project Completed',
  /** A posted update without a title of its own. */
  note: 'Note',
  stageChanged: (stage: JobStage) => `Stage changed to ${stage}`,
  statusChanged: (status: JobStatus) => `Status changed to ${status}`,
} as const;

/** Domain events (analytics_events.event_type) a job emits. */
export const JOB_EVENTS = {
  created: 'job_created',
  completed: 'job_completed',
  stage: (stage: JobStage) => `job_stage_${stage}`,
  status: (status: JobStatus) => `job_${status}`,
} as const;

/** Spec section 8's texts (the web shows them as toasts), plus ours for rules the spec does not show. */
export const JOB_MESSAGES = {
  createFailed: 'Failed to create job',
  updateStatusFailed: 'Failed to update job status',
  updateStageFailed: 'Failed to update job stage',
  addUpdateFailed: 'Failed to add job update',
  fetchUpdatesFailed: 'Failed to fetch job updates',
  completeFailed: 'Failed to complete job',
  convertFailed: 'Failed to convert lead to job',
  crewNotMember: 'Choose members of your company',
  clientNotClient: 'Choose a member with the client role',
  endBeforeStart: 'The end must be after the start',
  alreadyConverted: 'This lead already has a job',
} as const;

export const JOB_LIMITS = {
  title: 160,
  description: 4000,
  address: 300,
  notes: 4000,
  clientName: 120,
  update: 2000,
  squareFeet: 1_000_000,
  /** A job's price or cost, in cents: up to $100,000,000.00. */
  amountCents: 10_000_000_000,
  crew: 50,
  /** Cards per board column before "show more". */
  boardColumn: 50,
} as const;

export const JOB_SORTS = ['newest', 'scheduled'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** The list's filters, as query parameters. `from`/`to` bound the scheduled start (YYYY-MM-DD, inclusive). */
export interface JobFilters {
  q?: string | undefined;
  status?: JobStatus[] | undefined;
  stage?: JobStage[] | undefined;
  crewId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Completed jobs left to invoice (the dashboard home's first card links here); for those who write invoices. */
  toInvoice?: boolean | undefined;
  sort?: JobSort | undefined;
}

/**
 * The job fields that only some roles see. The rest of a job is the work itself (what, where, when,
 * who, how far along), which everyone who may read the job sees.
 */
export const JOB_PRIVATE_FIELDS = ['totalCents', 'materialsCostCents', 'laborCostCents', 'notes'] as const;
export type JobPrivateField = (typeof JOB_PRIVATE_FIELDS)[number];
/** The private fields that are money: the price, and the costs the margin is reckoned from. */
export const JOB_AMOUNT_FIELDS = [
  'totalCents',
  'materialsCostCents',
  'laborCostCents',
] as const satisfies readonly JobPrivateField[];

/**
 * Which private fields each role sees of the jobs it may read: the one place the API's answers
 * (hidden fields come back null and are listed in `hiddenFields`) and the web's screens take it
 * from. The margin is the total less the costs, so whoever lacks the costs lacks the margin.
 */
export const JOB_FIELD_ACCESS: Readonly<Record<Role, readonly JobPrivateField[]>> = {
  admin: JOB_PRIVATE_FIELDS,
  service_provider: JOB_PRIVATE_FIELDS,
  // Crews see the work, not the money; the notes carry what they need on site (gate codes, access).
  field_team: ['notes'],
  // The price they pay; never what the job costs the company, nor the company's own notes.
  client: ['totalCents'],
  // The contract value, which a referral fee is reckoned on (and which a partner's analytics read
  // already shows in the job_completed events); costs and notes are none of a referrer's business.
  partner: ['totalCents'],
};

/** The private fields this member sees: their role's, or all of them for the company owner. */
export function visibleJobFields(role: Role | null | undefined, isOwner = false): readonly JobPrivateField[] {
  if (isOwner) return JOB_PRIVATE_FIELDS;
  return role ? JOB_FIELD_ACCESS[role] : [];
}

/** The private fields this member does not see. */
export function hiddenJobFields(role: Role | null | undefined, isOwner = false): JobPrivateField[] {
  const seen = visibleJobFields(role, isOwner);
  return JOB_PRIVATE_FIELDS.filter((field) => !seen.includes(field));
}

/** Whether the caller manages jobs (creates, edits details, crew, deletes), beyond working on assigned ones. */
export function managesJobs(role: Role | null | undefined, isOwner = false): boolean {
  return isOwner || role === 'admin' || role === 'service_provider';
}
