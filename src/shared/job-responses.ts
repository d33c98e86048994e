import { z } from 'zod';
import { JOB_PRIVATE_FIELDS, JOB_SERVICE_TYPES, JOB_STAGES, JOB_STATUSES, JOB_UPDATE_TYPES } from './jobs.ts';
import { instant, pageSchema } from './responses.ts';

// The job API's answers (GET/POST /api/v1/jobs…): defined once, here (see responses.ts). The web
// imports their types only.

/** A member on a job's crew (also a calendar item's crew and assignees). */
export const crewMemberSchema = z.object({ userId: z.string(), name: z.string() });
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const jobSchema = z
  .object({
    id: z.uuid(),
    userId: z.string().nullable(),
    leadId: z.uuid().nullable(),
    clientId: z.string().nullable(),
    /** The client member's name, else the contact name. */
    clientName: z.string().nullable().meta({ description: "The client member's name, else the contact name" }),
    clientEmail: z.string().nullable(),
    clientPhone: z.string().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    serviceType: z.enum(JOB_SERVICE_TYPES).nullable(),
    status: z.enum(JOB_STATUSES),
    projectStage: z.enum(JOB_STAGES),
    progressPercentage: z.number().int(),
    /** Whole cents; null when unknown or hidden from the member (hiddenFields). */
    totalCents: z.number().int().nullable().meta({ description: 'Cents: the price the client pays', example: 840000 }),
    materialsCostCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Cents: what the materials cost the company, as entered on the job' }),
    laborCostCents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Cents: what the labor costs the company, as entered on the job' }),
    /** The private fields the member's role does not see (shared/jobs.ts's JOB_FIELD_ACCESS); they come back null. */
    hiddenFields: z.array(z.enum(JOB_PRIVATE_FIELDS)).meta({
      description:
        "The fields the caller's role does not see (they come back null): costs and notes to clients and partners, amounts to field crews",
    }),
    squareFeet: z.number().int().nullable(),
    /** YYYY-MM-DD */
    startDate: z.string().nullable().meta({ example: '2026-12-01' }),
    /** YYYY-MM-DD */
    endDate: z.string().nullable().meta({ example: '2026-12-05' }),
    scheduledStart: instant().nullable(),
    scheduledEnd: instant().nullable(),
    notes: z.string().nullable().meta({ description: "The company's internal notes" }),
    crew: z.array(crewMemberSchema),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

export const jobPageSchema = pageSchema(jobSchema).extend({
  /** How many jobs match the filters: on the first page only (null on the pages after it). */
  total: z.number().int().nullable().meta({ description: 'Jobs matching the filters; first page only' }),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobUpdateSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    updateType: z.enum(JOB_UPDATE_TYPES),
    title: z.string(),
    description: z.string().nullable(),
    progressPercentage: z.number().int().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: instant(),
  })
  .meta({ id: 'JobUpdate' });
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobUpdatePageSchema = pageSchema(jobUpdateSchema);
export type JobUpdatePage = z.infer<typeof jobUpdatePageSchema>;

export const jobBoardColumnSchema = z.object({
  stage: z.enum(JOB_STAGES),
  count: z.number().int(),
  /** The newest jobs of the column (up to JOB_LIMITS.boardColumn); more through the list with its stage. */
  jobs: z.array(jobSchema),
  nextCursor: z.string().nullable().meta({ description: 'For GET /jobs?stage={stage}&cursor=' }),
});
export type JobBoardColumn = z.infer<typeof jobBoardColumnSchema>;

/** The stage board (GET /jobs/board). */
export const jobBoardSchema = z.object({ columns: z.array(jobBoardColumnSchema) });
export type JobBoard = z.infer<typeof jobBoardSchema>;

/** A member who can be put on a crew or be a job's client. */
export const jobPersonSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.string() });
export type JobPerson = z.infer<typeof jobPersonSchema>;

/** Members who can be crew (any role but client and partner) and clients (role client). */
export const jobPeopleSchema = z.object({ crew: z.array(jobPersonSchema), clients: z.array(jobPersonSchema) });
export type JobPeople = z.infer<typeof jobPeopleSchema>;
