import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  billFiltersInput,
  billPaymentInput,
  createBillInput,
  saveBillInput,
  voidBillInput,
} from '../../../shared/payable-inputs.ts';
import { billPageSchema, billSchema, payablesSchema } from '../../../shared/payable-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { createBill, getBill, listBills, payables, payBill, saveBill, voidBill } from './service.ts';

const exampleBill = {
  vendorName: 'Floor Supply Co.',
  vendorKind: 'supplier' as const,
  category: 'materials' as const,
  description: 'White oak, 42 boxes',
  reference: 'FS-20931',
  billDate: '2026-11-20',
  dueDate: '2026-12-20',
  amountCents: 318_750,
};

/** Accounts payable: the company's bills and what it pays on them (financials). */
export const payableRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/financials/payables',
      tags: ['financials'],
      summary:
        'Accounts payable: the open balance, what is overdue and due in 7 and 30 days, by category, and the next bills due',
      ...guarded('financials', 'read'),
      responses: { 200: json(payablesSchema, 'What the company owes'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await payables(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bills',
      tags: ['financials'],
      summary: 'Bills, newest first, a page at a time, with the sums of every match',
      ...guarded('financials', 'read'),
      request: { query: pageQuery(50).extend(billFiltersInput.shape) },
      responses: { 200: json(billPageSchema, 'A page of bills'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listBills(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bills',
      tags: ['financials'],
      summary: 'A bill typed in, or made from a received material order (once per order)',
      ...guarded('financials', 'write'),
      request: { body: jsonBody(createBillInput, { from: 'manual' as const, ...exampleBill }) },
      responses: { 201: json(billSchema, 'The bill'), ...problemResponses(400, 401, 403, 409) },
    }),
    async (c) => c.json(await createBill(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bills/{id}',
      tags: ['financials'],
      summary: 'A bill with its payments',
      ...guarded('financials', 'read'),
      request: { params: idParam },
      responses: { 200: json(billSchema, 'The bill'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getBill(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/bills/{id}',
      tags: ['financials'],
      summary: 'Change a bill, whole, while nothing is paid on it',
      ...guarded('financials', 'write'),
      request: { params: idParam, body: jsonBody(saveBillInput, exampleBill) },
      responses: { 200: json(billSchema, 'The bill'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await saveBill(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bills/{id}/payments',
      tags: ['financials'],
      summary: 'Record a payment on a bill, in part or in full (never more than its balance)',
      ...guarded('financials', 'write'),
      request: {
        params: idParam,
        body: jsonBody(billPaymentInput, { amountCents: 100_000, method: 'bank_transfer', paidOn: '2026-11-27' }),
      },
      responses: { 201: json(billSchema, 'The bill after it'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await payBill(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bills/{id}/void',
      tags: ['financials'],
      summary: 'Void a bill entered by mistake (kept with its reason; not once paid on)',
      ...guarded('financials', 'write'),
      request: { params: idParam, body: jsonBody(voidBillInput, { reason: 'Entered twice' }) },
      responses: { 200: json(billSchema, 'The void bill'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await voidBill(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  );
