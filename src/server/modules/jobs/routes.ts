import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { SQL } from 'drizzle-orm';
import { JOB_SORTS, JOB_STAGES, JOB_STATUSES, type JobFilters } from '../../../shared/jobs.ts';
import {
  addJobUpdateInput,
  changeJobStageInput,
  changeJobStatusInput,
  convertLeadInput,
  createJobInput,
  updateJobInput,
} from '../../../shared/job-inputs.ts';
import {
  jobBoardSchema,
  jobPageSchema,
  jobPeopleSchema,
  jobSchema,
  jobUpdatePageSchema,
  jobUpdateSchema,
} from '../../../shared/job-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import {
  addJobUpdate,
  changeJobStage,
  changeJobStatus,
  completeJob,
  convertLead,
  createJob,
  deleteJob,
  listJobUpdates,
  updateJob,
} from './service.ts';
import { jobBoard, jobListStatements, jobPeople, listJobs } from './lists.ts';
import { getJob } from './present.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';

/** `a,b,c` → a list of allowed values (lists of filters travel as one comma-separated parameter). */
const csvOf = <T extends readonly [string, ...string[]]>(values: T, example: string) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.enum(values)).optional())
    .openapi({ type: 'string', description: `Comma-separated: ${values.join(', ')}`, example });

const day = (description: string) =>
  z.iso
    .date()
    .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Please enter a date between 1900 and 2999')
    .optional()
    .openapi({ description, example: '2026-12-01' });

const filterQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .openapi({ description: "Title, address, or the client's name or e-mail contains" }),
  status: csvOf(JOB_STATUSES, 'pending,in_progress'),
  crewId: z.string().max(100).optional().openapi({ description: 'Jobs this member is on the crew of' }),
  from: day("Scheduled to start on or after this day (the company's time zone)"),
  to: day("Scheduled to start on or before this day (the company's time zone)"),
  toInvoice: z
    .enum(['true'])
    .optional()
    .transform((v) => (v ? true : undefined))
    .openapi({
      type: 'string',
      description:
        "Only completed jobs left to invoice: no invoice, or invoices (not void) billing less than the price (the accepted estimate's total, else the job's). For members who write invoices",
      example: 'true',
    }),
});
const listQuery = filterQuery.extend({
  stage: csvOf(JOB_STAGES, 'project_start,installation'),
  sort: z
    .enum(JOB_SORTS)
    .default('newest')
    .openapi({ description: 'newest first, or soonest scheduled first (unscheduled last)' }),
});
/** Narrows the parsed query to the shared filter type (the enums were checked by the schema). */
const filters = (q: object) => q as JobFilters;

/**
 * What jobs asks of the modules that depend on it: app.ts passes it in. `releaseJobFiles` (photos)
 * moves the job's files aside inside the delete's transaction and returns the step that deletes them
 * once it has committed; `toInvoice` (financials) is the condition of a job left to invoice, which
 * the list filters by.
 */
export interface JobHooks {
  releaseJobFiles(tx: Tx, t: TenantDb, jobId: string): Promise<() => Promise<void>>;
  toInvoice: SQL<boolean>;
}

export const jobRoutes = (hooks: JobHooks) => {
  const lists = jobListStatements(hooks.toInvoice);
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs',
        tags: ['jobs'],
        summary:
          'Jobs matching the filters, a page at a time (field crews see their jobs, clients and partners theirs)',
        ...guarded('jobs', 'read'),
        request: { query: pageQuery(50).extend(listQuery.shape) },
        responses: { 200: json(jobPageSchema, 'A page of jobs'), ...problemResponses(400, 401, 403) },
      }),
      async (c) => {
        const q = c.req.valid('query');
        return c.json(await listJobs(c.get('tenant'), { ...filters(q), limit: q.limit, cursor: q.cursor }, lists), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs',
        tags: ['jobs'],
        summary: "Create a job (managers): pending, first stage; logs 'Project Created', emits job_created",
        ...guarded('jobs', 'write', { managers: true }),
        request: {
          body: jsonBody(createJobInput, {
            title: 'Oak floor, living room',
            address: '12 Elm Street, Springfield',
            serviceType: 'hardwood',
            clientName: 'Maria Silva',
            clientEmail: 'maria@example.com',
            totalCents: 840000,
            squareFeet: 600,
            scheduledStart: '2026-12-01T08:00:00-05:00',
            scheduledEnd: '2026-12-01T17:00:00-05:00',
          }),
        },
        responses: { 201: json(jobSchema, 'The new job'), ...problemResponses(400, 401, 403) },
      }),
      async (c) => c.json(await createJob(c.get('tenant'), c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/board',
        tags: ['jobs'],
        summary: 'The stage board: per stage its count and newest jobs',
        ...guarded('jobs', 'read'),
        request: { query: filterQuery },
        responses: {
          200: json(jobBoardSchema, 'The board'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => c.json(await jobBoard(c.get('tenant'), filters(c.req.valid('query')), lists), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/people',
        tags: ['jobs'],
        summary:
          'Members who can be on a crew (not clients or partners), and members who can be a client (for those who work on jobs; clients and partners do not list the team)',
        ...guarded('jobs', 'write'),
        responses: {
          200: json(jobPeopleSchema, 'The people'),
          ...problemResponses(401, 403),
        },
      }),
      async (c) => c.json(await jobPeople(c.get('tenant')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/{id}',
        tags: ['jobs'],
        summary: 'One job',
        ...guarded('jobs', 'read'),
        request: { params: idParam },
        responses: { 200: json(jobSchema, 'The job'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await getJob(c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/jobs/{id}',
        tags: ['jobs'],
        summary: "Change a job's details, schedule or crew (managers); crewIds replaces the crew",
        ...guarded('jobs', 'write', { managers: true }),
        request: {
          params: idParam,
          body: jsonBody(updateJobInput, { notes: 'Gate code 4321', scheduledStart: '2026-12-02T08:00:00-05:00' }),
        },
        responses: { 200: json(jobSchema, 'The job, updated'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await updateJob(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/jobs/{id}',
        tags: ['jobs'],
        summary: 'Delete a job, its crew and its updates',
        ...guarded('jobs', 'delete'),
        request: { params: idParam },
        responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const t = c.get('tenant');
        await deleteJob(t, id, (tx) => hooks.releaseJobFiles(tx, t, id));
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{id}/status',
        tags: ['jobs'],
        summary: "Set a job's status: logs the change, emits job_{status}; completed completes the job",
        ...guarded('jobs', 'write'),
        request: { params: idParam, body: jsonBody(changeJobStatusInput, { status: 'in_progress' }) },
        responses: { 200: json(jobSchema, 'The job'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(await changeJobStatus(c.get('tenant'), c.req.valid('param').id, c.req.valid('json').status), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{id}/stage',
        tags: ['jobs'],
        summary: "Set a job's stage and progress (the stage's own unless given): logs it, emits job_stage_{stage}",
        ...guarded('jobs', 'write'),
        request: { params: idParam, body: jsonBody(changeJobStageInput, { stage: 'installation', progress: 65 }) },
        responses: { 200: json(jobSchema, 'The job'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await changeJobStage(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{id}/complete',
        tags: ['jobs'],
        summary:
          "Complete a job: completed, last stage, 100%, end date today; logs 'Project Completed', emits job_completed (once)",
        ...guarded('jobs', 'write'),
        request: { params: idParam },
        responses: { 200: json(jobSchema, 'The job'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await completeJob(c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/jobs/{id}/updates',
        tags: ['jobs'],
        summary: "A job's feed, newest first",
        ...guarded('jobs', 'read'),
        request: { params: idParam, query: pageQuery(50) },
        responses: { 200: json(jobUpdatePageSchema, 'A page of updates'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await listJobUpdates(c.get('tenant'), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/jobs/{id}/updates',
        tags: ['jobs'],
        summary: "Post a note on a job's feed (the crew on the jobs they are on)",
        ...guarded('jobs', 'write'),
        request: {
          params: idParam,
          body: jsonBody(addJobUpdateInput, { title: 'Subfloor', description: 'Leveled the kitchen subfloor' }),
        },
        responses: { 201: json(jobUpdateSchema, 'The update'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await addJobUpdate(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/{id}/convert',
        tags: ['jobs'],
        summary:
          'Convert a lead to a job (managers who may write leads): the lead becomes proposal_accepted, the job takes its data',
        ...guarded('jobs', 'write', { managers: true }),
        request: {
          params: idParam,
          body: jsonBody(convertLeadInput, {
            title: 'Hardwood, whole house',
            scheduledStart: '2026-12-07T08:00:00-05:00',
            scheduledEnd: '2026-12-09T17:00:00-05:00',
          }),
        },
        responses: { 201: json(jobSchema, 'The new job'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await convertLead(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
    );
};
