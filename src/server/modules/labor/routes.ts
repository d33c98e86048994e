import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  clockInInput,
  clockOutInput,
  employeeRateInput,
  payPeriodInput,
  payPeriodPaymentInput,
  reviewWorkLogInput,
  workLogFiltersInput,
  workLogInput,
} from '../../../shared/labor-inputs.ts';
import {
  clockSchema,
  employeeRateSchema,
  memberRatesSchema,
  payPeriodSchema,
  workLogPageSchema,
  workLogSchema,
} from '../../../shared/labor-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { createRate, listRates, payPayPeriod, payPeriod, payPeriodCsv } from './payroll.ts';
import { clock, clockIn, clockOut, createWorkLog, listWorkLogs, reviewWorkLog, updateWorkLog } from './service.ts';

const exampleShift = {
  jobId: '0b7f5d4e-8a1c-4c7e-9a55-2f1d3c4b5a69',
  startedAt: '2026-11-23T07:30:00-05:00',
  endedAt: '2026-11-23T16:00:00-05:00',
  breakMinutes: 30,
  notes: 'Subfloor prep',
};
const examplePeriod = { start: '2026-11-15', frequency: 'biweekly' as const };

/** A crew's hours (work_logs), and the pay rates and payroll that turn them into money (financials). */
export const laborRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/work-logs/clock',
      tags: ['labor'],
      summary: "The caller's clock: the shift they are on, and their minutes today and this workweek",
      ...guarded('work_logs', 'read'),
      responses: { 200: json(clockSchema, 'The clock'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await clock(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/work-logs/clock-in',
      tags: ['labor'],
      summary: 'Clock in on a job the caller works on, with where the phone is when it says',
      ...guarded('work_logs', 'write'),
      request: {
        body: jsonBody(clockInInput, {
          jobId: exampleShift.jobId,
          location: { latitude: 40.7128, longitude: -74.006 },
        }),
      },
      responses: { 201: json(workLogSchema, 'The open shift'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await clockIn(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/work-logs/clock-out',
      tags: ['labor'],
      summary: "Clock out: the caller's open shift ends now and waits for a manager",
      ...guarded('work_logs', 'write'),
      request: { body: jsonBody(clockOutInput, { breakMinutes: 30 }) },
      responses: { 200: json(workLogSchema, 'The ended shift'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await clockOut(c.get('tenant'), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/work-logs',
      tags: ['labor'],
      summary: "Shifts, newest first (a crew member's own; a manager's company), with the matches' count and minutes",
      ...guarded('work_logs', 'read'),
      request: { query: pageQuery(50).extend(workLogFiltersInput.shape) },
      responses: { 200: json(workLogPageSchema, 'A page of shifts'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listWorkLogs(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/work-logs',
      tags: ['labor'],
      summary: "Hours typed in: the caller's own (for review), or a manager's entry for a member (approved)",
      ...guarded('work_logs', 'write'),
      request: { body: jsonBody(workLogInput, exampleShift) },
      responses: { 201: json(workLogSchema, 'The shift'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createWorkLog(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/work-logs/{id}',
      tags: ['labor'],
      summary: "Correct a shift: one's own until approved, or any unpaid one for a manager",
      ...guarded('work_logs', 'write'),
      request: { params: idParam, body: jsonBody(workLogInput, exampleShift) },
      responses: { 200: json(workLogSchema, 'The shift'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await updateWorkLog(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/work-logs/{id}/review',
      tags: ['labor'],
      summary: 'A manager approves or rejects an ended, unpaid shift',
      ...guarded('work_logs', 'write', { managers: true }),
      request: { params: idParam, body: jsonBody(reviewWorkLogInput, { decision: 'approved' }) },
      responses: { 200: json(workLogSchema, 'The shift'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await reviewWorkLog(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/employee-rates',
      tags: ['labor'],
      summary: "Each member's pay rate in force today, burden and billable rate, with every earlier rate",
      ...guarded('financials', 'read'),
      responses: { 200: json(memberRatesSchema, 'The rates'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await listRates(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/employee-rates',
      tags: ['labor'],
      summary: "A member's new rate from a day on (earlier rates stay for the shifts before it)",
      ...guarded('financials', 'write'),
      request: {
        body: jsonBody(employeeRateInput, {
          userId: 'k3n9x2',
          effectiveFrom: '2026-11-01',
          payRateCents: 2800,
          burdenPercent: '18',
          billableRateCents: 6500,
        }),
      },
      responses: { 201: json(employeeRateSchema, 'The rate'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await createRate(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payroll',
      tags: ['labor'],
      summary:
        'A pay period from a Sunday: approved hours per member, overtime past 40 hours a workweek at 1.5×, gross pay',
      ...guarded('financials', 'read'),
      request: { query: payPeriodInput },
      responses: { 200: json(payPeriodSchema, 'The period'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await payPeriod(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/payroll/pay',
      tags: ['labor'],
      summary: 'Mark an ended pay period paid: its figures are recorded and its shifts no longer change',
      ...guarded('financials', 'write'),
      request: { body: jsonBody(payPeriodPaymentInput, { ...examplePeriod, paidOn: '2026-11-28' }) },
      responses: { 200: json(payPeriodSchema, 'The paid period'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await payPayPeriod(c.get('tenant'), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/payroll/csv',
      tags: ['labor'],
      summary: 'A pay period as CSV: one row per member, then the totals',
      ...guarded('financials', 'read'),
      request: { query: payPeriodInput },
      responses: {
        200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { filename, csv } = await payPeriodCsv(c.get('tenant'), c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${filename}"`);
      return c.body(csv, 200);
    },
  );
