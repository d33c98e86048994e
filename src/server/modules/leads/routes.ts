import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { BUDGET_RANGE_KEYS, FLOORING_TYPES, LEAD_SORTS, LEAD_SOURCES, LEAD_STATUSES } from '../../../shared/leads.ts';
import {
  addLeadActivityInput,
  bulkDeleteLeadsInput,
  bulkLeadStatusInput,
  changeLeadStatusInput,
  createLeadInput,
  importLeadsInput,
  updateLeadInput,
} from '../../../shared/lead-inputs.ts';
import {
  assigneesSchema,
  bulkDeleteLeadsResultSchema,
  bulkLeadStatusResultSchema,
  duplicateLeadsSchema,
  importLeadsResultSchema,
  leadActivityPageSchema,
  leadActivitySchema,
  leadBoardSchema,
  leadPageSchema,
  leadSchema,
  referralStatsSchema,
} from '../../../shared/lead-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { leadsCsv } from './csv.ts';
import {
  addActivity,
  assignees,
  bulkChangeStatus,
  bulkDeleteLeads,
  changeLeadStatus,
  createLead,
  deleteLead,
  findDuplicates,
  getLead,
  leadStatements,
  importLeads,
  leadsForExport,
  listActivities,
  listLeads,
  pipelineBoard,
  referralStats,
  updateLead,
  type JobOfLead,
} from './service.ts';

/** `a,b,c` → a list of allowed values (lists of filters travel as one comma-separated parameter). */
const csvOf = <T extends readonly [string, ...string[]]>(values: T, example: string) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.enum(values)).optional())
    .openapi({ type: 'string', description: `Comma-separated: ${values.join(', ')}`, example });

const filterQuery = z.object({
  q: z.string().trim().max(100).optional().openapi({ description: 'Name, e-mail or phone contains' }),
  source: csvOf(LEAD_SOURCES, 'quiz,referral'),
  flooringType: csvOf(FLOORING_TYPES, 'hardwood'),
  budgetRange: csvOf(BUDGET_RANGE_KEYS as [string, ...string[]], '10k_25k'),
  assignedTo: z.string().max(100).optional().openapi({ description: 'A member id, or `none` for unassigned' }),
  referrerId: z.string().max(100).optional(),
});
const listQuery = filterQuery.extend({
  status: csvOf(LEAD_STATUSES, 'new_lead,contacted'),
  sort: z.enum(LEAD_SORTS).default('newest'),
});
type ListQuery = z.output<typeof listQuery>;
/** Narrows the parsed query to the shared filter type (the enums were checked by the schema). */
const filters = (q: ListQuery) => q as Parameters<typeof listLeads>[1];

const exampleLead = {
  name: 'Maria Silva',
  email: 'maria@example.com',
  phone: '+1 555 0100',
  flooringType: 'hardwood' as const,
  budgetRange: '10k_25k' as const,
  squareFeet: 800,
};

/** What leads asks of jobs, which depends on it: app.ts passes it in. */
export interface LeadHooks {
  jobOfLead: JobOfLead;
}

export const leadRoutes = (hooks: LeadHooks) => {
  const statements = leadStatements(hooks.jobOfLead);
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads',
        tags: ['leads'],
        summary: 'Leads matching the filters, a page at a time (a referral partner sees only their referrals)',
        ...guarded('leads', 'read'),
        request: { query: pageQuery(50).extend(listQuery.shape) },
        responses: {
          200: json(leadPageSchema, 'A page of leads'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => c.json(await listLeads(c.get('tenant'), filters(c.req.valid('query')), statements), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads',
        tags: ['leads'],
        summary: "Create a lead: logs 'Lead created' and emits lead_created",
        ...guarded('leads', 'write'),
        request: { body: jsonBody(createLeadInput, exampleLead) },
        responses: { 201: json(leadSchema, 'The new lead'), ...problemResponses(400, 401, 403) },
      }),
      async (c) => c.json(await createLead(c.get('tenant'), c.req.valid('json'), statements), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/board',
        tags: ['leads'],
        summary: 'The sales pipeline: per stage its count, budget total and newest cards',
        ...guarded('leads', 'read'),
        request: { query: filterQuery },
        responses: {
          200: json(leadBoardSchema, 'The board'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) =>
        c.json(await pipelineBoard(c.get('tenant'), filters(c.req.valid('query') as ListQuery), statements), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/duplicates',
        tags: ['leads'],
        summary: "Leads with this e-mail or phone (the form's duplicate warning)",
        ...guarded('leads', 'read'),
        request: {
          query: z.object({
            email: z.string().max(254).optional(),
            phone: z.string().max(40).optional(),
            excludeId: z.uuid().optional(),
          }),
        },
        responses: {
          200: json(duplicateLeadsSchema, 'Possible duplicates'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => c.json(await findDuplicates(c.get('tenant'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/export',
        tags: ['leads'],
        summary: 'The filtered list as CSV',
        ...guarded('leads', 'read'),
        request: { query: listQuery },
        responses: {
          200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...problemResponses(400, 401, 403),
        },
      }),
      (c) => {
        const batches = leadsForExport(c.get('tenant'), filters(c.req.valid('query')));
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
        return stream(c, async (out) => {
          for await (const chunk of leadsCsv(batches)) await out.write(chunk);
        });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/import',
        tags: ['leads'],
        summary: 'Import rows: valid rows are created (source import), invalid ones reported by line',
        ...guarded('leads', 'write'),
        request: {
          body: jsonBody(importLeadsInput, {
            rows: [
              { line: 2, fields: { name: 'Ana Costa', email: 'ana@example.com', status: 'contacted' } },
              { line: 3, fields: { name: '', email: 'not-an-email' } },
            ],
          }),
        },
        responses: {
          200: json(importLeadsResultSchema, 'What was imported, and the errors by line'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => c.json(await importLeads(c.get('tenant'), c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/bulk-delete',
        tags: ['leads'],
        summary: 'Delete leads by id (an empty list does nothing)',
        ...guarded('leads', 'delete'),
        request: { body: jsonBody(bulkDeleteLeadsInput, { ids: ['0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4a'] }) },
        responses: {
          200: json(bulkDeleteLeadsResultSchema, 'How many were deleted'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => c.json(await bulkDeleteLeads(c.get('tenant'), c.req.valid('json').ids), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/bulk-status',
        tags: ['leads'],
        summary: 'Set the status of several leads (each change is logged and emits lead_{status})',
        ...guarded('leads', 'write'),
        request: {
          body: jsonBody(bulkLeadStatusInput, { ids: ['0b8f5f6e-3f1c-4a53-9a43-6f1f3c1d2e4a'], status: 'contacted' }),
        },
        responses: {
          200: json(bulkLeadStatusResultSchema, 'How many changed'),
          ...problemResponses(400, 401, 403),
        },
      }),
      async (c) => {
        const { ids, status } = c.req.valid('json');
        return c.json(await bulkChangeStatus(c.get('tenant'), ids, status), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/referrals',
        tags: ['leads'],
        summary: 'Referral partners with their referred, open, converted and lost counts',
        ...guarded('leads', 'read'),
        responses: {
          200: json(referralStatsSchema, 'Per partner'),
          ...problemResponses(401, 403),
        },
      }),
      async (c) => c.json(await referralStats(c.get('tenant')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/assignees',
        tags: ['leads'],
        summary: 'Members a lead can be assigned to',
        ...guarded('leads', 'read'),
        responses: {
          200: json(assigneesSchema, 'The members'),
          ...problemResponses(401, 403),
        },
      }),
      async (c) => c.json(await assignees(c.get('tenant')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/{id}',
        tags: ['leads'],
        summary: 'One lead',
        ...guarded('leads', 'read'),
        request: { params: idParam },
        responses: { 200: json(leadSchema, 'The lead'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await getLead(c.get('tenant'), c.req.valid('param').id, statements), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/leads/{id}',
        tags: ['leads'],
        summary: "Change a lead's details (its status changes through /status)",
        ...guarded('leads', 'write'),
        request: {
          params: idParam,
          body: jsonBody(updateLeadInput, { phone: '+1 555 0199', notes: 'Prefers mornings' }),
        },
        responses: { 200: json(leadSchema, 'The lead, updated'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(await updateLead(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), statements), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/leads/{id}',
        tags: ['leads'],
        summary: 'Delete a lead and its activities',
        ...guarded('leads', 'delete'),
        request: { params: idParam },
        responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => {
        await deleteLead(c.get('tenant'), c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/{id}/status',
        tags: ['leads'],
        summary: "Set a lead's status (any status): logs the note or 'Status changed to {status}', emits lead_{status}",
        ...guarded('leads', 'write'),
        request: {
          params: idParam,
          body: jsonBody(changeLeadStatusInput, { status: 'qualified', note: 'Budget confirmed' }),
        },
        responses: { 200: json(leadSchema, 'The lead'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) =>
        c.json(await changeLeadStatus(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), statements), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/leads/{id}/activities',
        tags: ['leads'],
        summary: "A lead's timeline, newest first",
        ...guarded('leads', 'read'),
        request: { params: idParam, query: pageQuery(50) },
        responses: {
          200: json(leadActivityPageSchema, 'A page of activities'),
          ...problemResponses(400, 401, 403, 404),
        },
      }),
      async (c) => c.json(await listActivities(c.get('tenant'), c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/leads/{id}/activities',
        tags: ['leads'],
        summary: 'Add a note, a call or an e-mail to the timeline',
        ...guarded('leads', 'write'),
        request: {
          params: idParam,
          body: jsonBody(addLeadActivityInput, { activityType: 'call', description: 'Called, will send photos' }),
        },
        responses: { 201: json(leadActivitySchema, 'The activity'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await addActivity(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
    );
};
