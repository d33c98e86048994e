import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { JOB_STATUSES } from '../../../shared/jobs.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { homeSummary } from './service.ts';

const homeJob = z
  .object({
    id: z.uuid(),
    title: z.string(),
    address: z.string().nullable(),
    scheduledStart: z.date().nullable(),
    status: z.enum(JOB_STATUSES),
    squareFeet: z.number().int().nullable(),
    totalAmount: z.number().nullable().openapi({ description: 'Null when unknown or hidden from the caller' }),
    progressPercentage: z.number().int(),
  })
  .openapi('HomeJob');

const homeSummarySchema = z
  .object({
    timeZone: z.string().openapi({ example: 'America/New_York' }),
    today: z.string().openapi({ example: '2026-03-05', description: "YYYY-MM-DD in the company's time zone" }),
    todayCount: z.number().int(),
    todayJobs: z.array(homeJob),
    openAmount: z
      .number()
      .nullable()
      .openapi({ description: 'Total of pending and in-progress jobs; null when hidden' }),
    completedCount: z.number().int(),
    weekCount: z.number().int().openapi({ description: 'Jobs scheduled this week, Sunday to Saturday' }),
    weekAfterToday: z.number().int(),
    newLeads: z.number().int().nullable().openapi({ description: 'Null when the caller cannot read leads' }),
    newLeadsToday: z.number().int().nullable(),
  })
  .openapi('HomeSummary');

export const homeRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/dashboard/home',
    tags: ['dashboard'],
    summary:
      "The dashboard home's figures for the caller's visible jobs and leads, in the company's time zone, and today's jobs",
    ...guarded('member'),
    responses: { 200: json(homeSummarySchema, 'The figures'), ...problemResponses(401, 403) },
  }),
  async (c) => c.json(await homeSummary(c.get('tenant')), 200),
);
