import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { homeSummarySchema } from '../../../shared/home-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { homeSummary } from './service.ts';

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
