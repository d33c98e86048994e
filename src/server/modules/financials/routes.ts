import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { receivablesSchema } from '../../../shared/financial-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { receivables } from './service.ts';

/** Financials (issue #18): what is owed to the company and by whom. */
export const financialRoutes = new OpenAPIHono<AppEnv>().openapi(
  createRoute({
    method: 'get',
    path: '/financials/receivables',
    tags: ['financials'],
    summary:
      "Accounts receivable: the balance of open invoices aged by days past due (current, 1–30, 31–60, 61–90, over 90) on the company's day, in total and for the clients owing most",
    ...guarded('financials', 'read'),
    responses: { 200: json(receivablesSchema, 'What clients owe'), ...problemResponses(401, 403) },
  }),
  async (c) => c.json(await receivables(c.get('tenant')), 200),
);
