import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  answerEstimateInput,
  createEstimateInput,
  estimateFiltersInput,
  saveEstimateInput,
  sendEstimateInput,
} from '../../../shared/estimate-inputs.ts';
import { estimateEventsSchema, estimatePageSchema, estimateSchema } from '../../../shared/estimate-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/http.ts';
import { estimatePdf, sendEstimate } from './sending.ts';
import {
  answerEstimate,
  createEstimate,
  deleteEstimate,
  duplicateEstimate,
  getEstimate,
  listEstimateEvents,
  listEstimates,
  reviseEstimate,
  saveEstimate,
} from './service.ts';

const exampleEstimate = {
  title: 'Living room hardwood',
  clientName: 'Maria Silva',
  clientEmail: 'maria@example.com',
  taxRate: '7',
  taxAppliesTo: 'materials' as const,
  discount: { kind: 'percent' as const, percent: '10' },
  options: [
    {
      name: 'Estimate',
      lines: [
        {
          kind: 'material' as const,
          description: 'White oak, 5" plank',
          quantity: '12',
          unit: 'box',
          unitPrice: '89.50',
        },
        { kind: 'labor' as const, description: 'Install', quantity: '240', unit: 'sq_ft', unitPrice: '3.25' },
      ],
    },
  ],
};

export const estimateRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates',
      tags: ['estimates'],
      summary: 'Estimates, newest first, a page at a time (a client sees the ones sent to them)',
      ...guarded('estimates', 'read'),
      request: { query: pageQuery(50).extend(estimateFiltersInput.shape) },
      responses: { 200: json(estimatePageSchema, 'A page of estimates'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listEstimates(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates',
      tags: ['estimates'],
      summary: 'Create an estimate: the next EST number, valid for 30 days unless given',
      ...guarded('estimates', 'write'),
      request: { body: jsonBody(createEstimateInput, exampleEstimate) },
      responses: { 201: json(estimateSchema, 'The new estimate'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createEstimate(c.get('tenant'), c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}',
      tags: ['estimates'],
      summary: 'An estimate with its options, lines, totals and revisions',
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: { 200: json(estimateSchema, 'The estimate'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getEstimate(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/estimates/{id}',
      tags: ['estimates'],
      summary: 'Save a draft: the whole document at once; the server computes every total',
      ...guarded('estimates', 'write'),
      request: { params: idParam, body: jsonBody(saveEstimateInput, exampleEstimate) },
      responses: { 200: json(estimateSchema, 'The saved estimate'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await saveEstimate(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/estimates/{id}',
      tags: ['estimates'],
      summary: 'Delete a draft (a sent estimate is kept: revise it instead)',
      ...guarded('estimates', 'delete'),
      request: { params: idParam },
      responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await deleteEstimate(c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/duplicate',
      tags: ['estimates'],
      summary: 'Copy an estimate into a new draft with its own number',
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: { 201: json(estimateSchema, 'The copy'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await duplicateEstimate(c.get('tenant'), c.req.valid('param').id), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/revisions',
      tags: ['estimates'],
      summary: 'Start the next revision of a sent estimate (the sent one stays readable)',
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: {
        201: json(estimateSchema, 'The new revision, a draft'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await reviseEstimate(c.get('tenant'), c.req.valid('param').id), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/answer',
      tags: ['estimates'],
      summary: "Record the client's answer (accepted with the option chosen, or declined with a reason)",
      ...guarded('estimates', 'write'),
      request: { params: idParam, body: jsonBody(answerEstimateInput, { status: 'accepted' }) },
      responses: { 200: json(estimateSchema, 'The answered estimate'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await answerEstimate(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/send',
      tags: ['estimates'],
      summary: 'E-mail the estimate with its PDF; it becomes sent and its lead proposal_sent',
      ...guarded('estimates', 'write'),
      request: { params: idParam, body: jsonBody(sendEstimateInput, { to: 'maria@example.com' }) },
      responses: { 200: json(estimateSchema, 'The sent estimate'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await sendEstimate(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}/events',
      tags: ['estimates'],
      summary: "The estimate's history",
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: { 200: json(estimateEventsSchema, 'Oldest first'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await listEstimateEvents(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}/pdf',
      tags: ['estimates'],
      summary: 'The estimate as a PDF, in the caller’s language (what the client receives)',
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: {
        200: pdfResponse('PDF file'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => sendPdf(c, await estimatePdf(c.get('tenant'), c.req.valid('param').id)),
  );
