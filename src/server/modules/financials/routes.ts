import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  cashFlowInput,
  jobCostingFiltersInput,
  profitAndLossInput,
  reportRangeInput,
} from '../../../shared/financial-inputs.ts';
import {
  cashFlowSchema,
  expensesSchema,
  financialOverviewSchema,
  jobCostingDetailSchema,
  jobCostingListSchema,
  profitAndLossSchema,
  receivablesSchema,
  salesTaxSchema,
} from '../../../shared/financial-responses.ts';
import { JOB_COSTING_LIMITS, PNL_JOB_PAGE_SIZE } from '../../../shared/financials.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/http.ts';
import {
  expenses,
  expensesCsv,
  financialOverview,
  profitAndLoss,
  profitAndLossCsv,
  profitAndLossPdf,
  salesTax,
  salesTaxCsv,
  type ReportFile,
} from './reports.ts';
import { cashFlow } from './cash-flow.ts';
import { jobCostingDetail, jobCostingList } from './job-costing.ts';
import { receivables } from './service.ts';

const CSV = { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } };

/** A report as a spreadsheet download, named with its range; never cached (a company's figures). */
function sendCsv(c: Context, file: ReportFile) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(file.body, 200);
}

/** Financials (issue #18): what is owed to the company and by whom. */
export const financialRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
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
  )
  // Cash flow (cash-flow.ts, ADR 0035: cash basis).
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/cash-flow',
      tags: ['financials'],
      summary:
        "Cash flow (cash basis) by week or month on the company's days: money in (invoice payments less refunds) and out (bill payments, pay runs, receipts), the running balance, today's balance and the next 90 days of open invoices and bills. Default: the last 12 periods to today",
      ...guarded('financials', 'read'),
      request: { query: cashFlowInput },
      responses: { 200: json(cashFlowSchema, 'The cash flow'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await cashFlow(c.get('tenant'), c.req.valid('query')), 200),
  )
  // Issue #18's reports and overview (reports.ts, ADR 0035: accrual basis).
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/overview',
      tags: ['financials'],
      summary:
        "The financials at a glance on the company's day: this month's and year's revenue, costs and profit (accrual basis), the last 12 months, receivables, payables due, the cash position and hours without a rate",
      ...guarded('financials', 'read'),
      responses: { 200: json(financialOverviewSchema, 'The overview'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await financialOverview(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/profit-and-loss',
      tags: ['financials'],
      summary:
        'Profit and loss (accrual basis) by month, job or service type: revenue, costs by category, profit and margin, and the totals. By job a page at a time, highest revenue first (limit, cursor). Default: this year to date',
      ...guarded('financials', 'read'),
      request: { query: pageQuery(PNL_JOB_PAGE_SIZE).extend(profitAndLossInput.shape) },
      responses: { 200: json(profitAndLossSchema, 'The profit and loss'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await profitAndLoss(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/profit-and-loss.csv',
      tags: ['financials'],
      summary: 'The profit and loss as CSV: one row per month, job or service type, then the totals',
      ...guarded('financials', 'read'),
      request: { query: profitAndLossInput },
      responses: { 200: CSV, ...problemResponses(400, 401, 403) },
    }),
    async (c) => sendCsv(c, await profitAndLossCsv(c.get('tenant'), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/profit-and-loss.pdf',
      tags: ['financials'],
      summary: "The profit and loss as a PDF, headed by the company's name and the range",
      ...guarded('financials', 'read'),
      request: { query: profitAndLossInput },
      responses: { 200: pdfResponse('PDF file'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => sendPdf(c, await profitAndLossPdf(c.get('tenant'), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/sales-tax',
      tags: ['financials'],
      summary: 'Sales tax by month of issue: invoices issued, sales without tax, the taxable part and the tax charged',
      ...guarded('financials', 'read'),
      request: { query: reportRangeInput },
      responses: { 200: json(salesTaxSchema, 'The sales tax report'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await salesTax(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/sales-tax.csv',
      tags: ['financials'],
      summary: 'The sales tax report as CSV',
      ...guarded('financials', 'read'),
      request: { query: reportRangeInput },
      responses: { 200: CSV, ...problemResponses(400, 401, 403) },
    }),
    async (c) => sendCsv(c, await salesTaxCsv(c.get('tenant'), c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/expenses',
      tags: ['financials'],
      summary:
        'Costs (accrual basis) by category and by source: bills, receipts, labor, material orders without a bill',
      ...guarded('financials', 'read'),
      request: { query: reportRangeInput },
      responses: { 200: json(expensesSchema, 'The expenses report'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await expenses(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/reports/expenses.csv',
      tags: ['financials'],
      summary: 'The expenses report as CSV: by category, then by source',
      ...guarded('financials', 'read'),
      request: { query: reportRangeInput },
      responses: { 200: CSV, ...problemResponses(400, 401, 403) },
    }),
    async (c) => sendCsv(c, await expensesCsv(c.get('tenant'), c.req.valid('query'))),
  )
  // Job costing (job-costing.ts, ADR 0035: accrual basis).
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/job-costing',
      tags: ['financials'],
      summary:
        "Job costing: each job's accepted estimate against its actual costs by kind, its revenue (invoiced, else estimated), margin and flags; filtered, sorted and a page at a time, with totals over every match",
      ...guarded('financials', 'read'),
      request: { query: pageQuery(JOB_COSTING_LIMITS.pageSize).extend(jobCostingFiltersInput.shape) },
      responses: { 200: json(jobCostingListSchema, 'A page of jobs'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await jobCostingList(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/job-costing/{jobId}',
      tags: ['financials'],
      summary:
        "One job's costs: estimate against actual for each kind, margin, flags, and its cost records newest first (bills, receipts, orders without a bill, each member's approved hours)",
      ...guarded('financials', 'read'),
      request: { params: z.object({ jobId: z.uuid().openapi({ param: { name: 'jobId', in: 'path' } }) }) },
      responses: { 200: json(jobCostingDetailSchema, "The job's costs"), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await jobCostingDetail(c.get('tenant'), c.req.valid('param').jobId), 200),
  );
