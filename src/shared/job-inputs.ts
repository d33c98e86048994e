import { z } from 'zod';
import { JOB_LIMITS, JOB_MESSAGES, JOB_SERVICE_TYPES, JOB_STAGES, JOB_STATUSES } from './jobs.ts';
import { leadPhone } from './lead-inputs.ts';
import {
  blankToNull,
  optionalEmail,
  optionalPlannedDay,
  optionalText,
  plannedInstant,
  requiredText,
  wholeNumber,
} from './validation.ts';

// The job forms' and calls' schemas, apart from jobs.ts so that pages which only show jobs
// (badges, labels, the dashboard home) do not load zod.

/**
 * Money in whole cents, like every amount of the API (ADR 0024); blank clears it. The web's form
 * turns the dollars typed ("1,250.50") into cents exactly before this.
 */
const cents = z.preprocess(blankToNull, z.number().int().min(0).max(JOB_LIMITS.amountCents).nullable().optional());
/** A planned instant (ISO 8601 with offset); blank clears it. */
const instant = z.preprocess(blankToNull, plannedInstant.nullable().optional());
const memberIds = z.array(z.string().min(1).max(100)).max(JOB_LIMITS.crew);

/** The fields of a job a manager edits. The client is a member with role client, or just a contact. */
const jobFields = {
  title: requiredText(JOB_LIMITS.title),
  description: optionalText(JOB_LIMITS.description),
  address: optionalText(JOB_LIMITS.address),
  serviceType: z.preprocess(blankToNull, z.enum(JOB_SERVICE_TYPES).nullable().optional()),
  clientId: z.preprocess(blankToNull, z.string().min(1).max(100).nullable().optional()),
  clientName: optionalText(JOB_LIMITS.clientName),
  clientEmail: optionalEmail,
  clientPhone: leadPhone,
  totalCents: cents,
  materialsCostCents: cents,
  laborCostCents: cents,
  squareFeet: wholeNumber(JOB_LIMITS.squareFeet),
  startDate: optionalPlannedDay,
  endDate: optionalPlannedDay,
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
