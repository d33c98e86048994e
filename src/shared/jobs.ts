import { z } from 'zod';
import { leadEmail, leadPhone, FLOORING_TYPES } from './leads.ts';
import type { Role } from './roles.ts';
import { blankToNull, isoDate, isoInstant, optionalText, requiredText, wholeNumber } from './validation.ts';

/** Spec section 4: job statuses, with their badge styles. Labels live in i18n (Pendente, Em Progresso, …). */
export const JOB_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Each status has its own Badge variant of the same name (spec section 9: "plus lead and job statuses"). */
export const JOB_STATUS_BADGE = {
  pending: 'pending',
  in_progress: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies Record<JobStatus, string>;
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
  /** Dollars; amounts have two decimals. */
  amount: 100_000_000,
  crew: 50,
  /** Cards per board column before "show more". */
  boardColumn: 50,
} as const;

/** Money in dollars with at most two decimals ("1,250.50" from a form is accepted). */
const amount = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : v),
  z
    .number()
    .min(0)
    .max(JOB_LIMITS.amount)
    .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'Use at most two decimals')
    .nullable()
    .optional(),
);
/** An instant (ISO 8601 with offset); blank clears it. */
const instant = z.preprocess(blankToNull, isoInstant.nullable().optional());
const memberIds = z.array(z.string().min(1).max(100)).max(JOB_LIMITS.crew);

/** The fields of a job a manager edits. The client is a member with role client, or just a contact. */
const jobFields = {
  title: requiredText(JOB_LIMITS.title),
  description: optionalText(JOB_LIMITS.description),
  address: optionalText(JOB_LIMITS.address),
  serviceType: z.preprocess(blankToNull, z.enum(JOB_SERVICE_TYPES).nullable().optional()),
  clientId: z.preprocess(blankToNull, z.string().min(1).max(100).nullable().optional()),
  clientName: optionalText(JOB_LIMITS.clientName),
  clientEmail: leadEmail,
  clientPhone: leadPhone,
  totalAmount: amount,
  materialsCost: amount,
  laborCost: amount,
  squareFeet: wholeNumber(JOB_LIMITS.squareFeet),
  startDate: isoDate,
  endDate: isoDate,
  scheduledStart: instant,
  scheduledEnd: instant,
  notes: optionalText(JOB_LIMITS.notes),
  crewIds: memberIds.optional(),
};

type Bounds = {
  startDate?: string | null;
  endDate?: string | null;
  scheduledStart?: string | null;
  scheduledEnd?: string | null;
};
/** End after start, for the dates and for the scheduled times, each reported on its own end field. */
function ordered(v: Bounds, ctx: z.RefinementCtx) {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.endBeforeStart, path: ['endDate'] });
  }
  if (v.scheduledStart && v.scheduledEnd && Date.parse(v.scheduledEnd) <= Date.parse(v.scheduledStart)) {
    ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.endBeforeStart, path: ['scheduledEnd'] });
  }
}

/** Creating a job by hand (status pending, stage project_start, progress 0). */
export const createJobInput = z.object(jobFields).superRefine(ordered);
export type CreateJobInput = z.infer<typeof createJobInput>;

/** Editing a job's details and schedule (dragging it on the calendar sends only the times). */
export const updateJobInput = z.object(jobFields).partial().superRefine(ordered);
export type UpdateJobInput = z.infer<typeof updateJobInput>;

export const changeJobStatusInput = z.object({ status: z.enum(JOB_STATUSES) });
export type ChangeJobStatusInput = z.infer<typeof changeJobStatusInput>;

/** Spec section 4: any stage, with an optional progress (else the stage's own). */
export const changeJobStageInput = z.object({
  stage: z.enum(JOB_STAGES),
  progress: z.number().int().min(0).max(100).optional(),
});
export type ChangeJobStageInput = z.infer<typeof changeJobStageInput>;

export const addJobUpdateInput = z.object({
  title: optionalText(JOB_LIMITS.title),
  description: requiredText(JOB_LIMITS.update),
});
export type AddJobUpdateInput = z.infer<typeof addJobUpdateInput>;

/** Converting a lead: the job takes the lead's data; the title and schedule may be given. */
export const convertLeadInput = z
  .object({
    title: optionalText(JOB_LIMITS.title),
    scheduledStart: instant,
    scheduledEnd: instant,
    crewIds: memberIds.optional(),
  })
  .superRefine(ordered);
export type ConvertLeadInput = z.infer<typeof convertLeadInput>;

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
  sort?: JobSort | undefined;
}

/** Field crews see the work, not the money (the amounts come back null for them). */
export function canSeeJobAmounts(role: Role | null | undefined, isOwner = false): boolean {
  return isOwner || (role != null && role !== 'field_team');
}

/** Whether the caller manages jobs (creates, edits details, crew, deletes), beyond working on assigned ones. */
export function managesJobs(role: Role | null | undefined, isOwner = false): boolean {
  return isOwner || role === 'admin' || role === 'service_provider';
}
