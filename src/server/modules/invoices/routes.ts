import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { LANGUAGES } from '../../../shared/accounts.ts';
import {
  createInvoiceInput,
  invoiceFiltersInput,
  recordPaymentInput,
  saveInvoiceInput,
  sendInvoiceInput,
  voidInvoiceInput,
} from '../../../shared/invoice-inputs.ts';
import {
  estimateBillingSchema,
  invoiceEventsSchema,
  invoicePageSchema,
  invoiceSchema,
  publicInvoiceSchema,
} from '../../../shared/invoice-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/http.ts';
import { linkToken } from '../share-links/routes.ts';
import { publicInvoice, publicInvoicePdf } from './public.ts';
import { invoicePdf, recordManualPayment, sendInvoice, voidInvoice } from './sending.ts';
import {
  createInvoice,
  deleteInvoice,
  estimateBilling,
  getInvoice,
  listInvoiceEvents,
  listInvoices,
  saveInvoice,
  type AcceptedChoiceOf,
} from './service.ts';

const tokenParam = z.object({ token: linkToken });
const exampleInvoice = {
  title: 'Living room hardwood',
  clientName: 'Maria Silva',
  clientEmail: 'maria@example.com',
  dueTerms: 'net_15' as const,
  taxRate: '7',
  lines: [
    { kind: 'material' as const, description: 'White oak, 5" plank', quantity: '12', unit: 'box', unitPrice: '89.50' },
    { kind: 'labor' as const, description: 'Install', quantity: '240', unit: 'sq_ft', unitPrice: '3.25' },
  ],
};

/**
 * What billing an estimate asks of the approvals module, which itself depends on invoices: app.ts
 * passes in `acceptedChoice`, the option and optional items of the estimate's acceptance.
 */
export interface InvoiceHooks {
  acceptedChoice: AcceptedChoiceOf;
}

export const invoiceRoutes = (hooks: InvoiceHooks) =>
  new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoices',
        tags: ['invoices'],
        summary:
          'Invoices, newest first, a page at a time, with the sums of all the filter matches (a client sees theirs)',
        ...guarded('invoices', 'read'),
        request: { query: pageQuery(50).extend(invoiceFiltersInput.shape) },
        responses: { 200: json(invoicePageSchema, 'A page of invoices'), ...problemResponses(400, 401, 403) },
      }),
      async (c) => c.json(await listInvoices(c.get('tenant'), c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/invoices',
        tags: ['invoices'],
        summary: 'Create a draft invoice (the next INV number): blank, from a job, or from an accepted estimate',
        ...guarded('invoices', 'write'),
        request: { body: jsonBody(createInvoiceInput, { from: 'blank' as const, ...exampleInvoice }) },
        responses: { 201: json(invoiceSchema, 'The new invoice'), ...problemResponses(400, 401, 403, 409) },
      }),
      async (c) => c.json(await createInvoice(c.get('tenant'), c.req.valid('json'), hooks.acceptedChoice), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoices/{id}',
        tags: ['invoices'],
        summary: 'An invoice with its lines, totals and payments',
        ...guarded('invoices', 'read'),
        request: { params: idParam },
        responses: { 200: json(invoiceSchema, 'The invoice'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await getInvoice(c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/invoices/{id}',
        tags: ['invoices'],
        summary: 'Save a draft: the whole document at once; the server computes every total',
        ...guarded('invoices', 'write'),
        request: { params: idParam, body: jsonBody(saveInvoiceInput, exampleInvoice) },
        responses: { 200: json(invoiceSchema, 'The saved invoice'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await saveInvoice(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/invoices/{id}',
        tags: ['invoices'],
        summary: 'Delete a draft (a sent invoice is voided instead)',
        ...guarded('invoices', 'delete'),
        request: { params: idParam },
        responses: { 204: { description: 'Deleted' }, ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        await deleteInvoice(c.get('tenant'), c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/invoices/{id}/send',
        tags: ['invoices'],
        summary: 'E-mail the invoice with its PDF and a private pay link; a draft becomes sent',
        ...guarded('invoices', 'write'),
        request: { params: idParam, body: jsonBody(sendInvoiceInput, { to: 'maria@example.com' }) },
        responses: { 200: json(invoiceSchema, 'The sent invoice'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await sendInvoice(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/invoices/{id}/void',
        tags: ['invoices'],
        summary: 'Void a sent invoice with nothing paid on it; its links stop working',
        ...guarded('invoices', 'write'),
        request: { params: idParam, body: jsonBody(voidInvoiceInput, { reason: 'Billed twice' }) },
        responses: { 200: json(invoiceSchema, 'The void invoice'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await voidInvoice(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/invoices/{id}/payments',
        tags: ['invoices'],
        summary: 'Record a manual payment or a refund; the balance and status follow, the client gets a receipt',
        ...guarded('invoices', 'write'),
        request: {
          params: idParam,
          body: jsonBody(recordPaymentInput, {
            kind: 'payment' as const,
            method: 'check' as const,
            amountCents: 50000,
          }),
        },
        responses: { 201: json(invoiceSchema, 'The invoice after it'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) =>
        c.json(await recordManualPayment(c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoices/{id}/events',
        tags: ['invoices'],
        summary: "The invoice's history",
        ...guarded('invoices', 'read'),
        request: { params: idParam },
        responses: { 200: json(invoiceEventsSchema, 'Oldest first'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await listInvoiceEvents(c.get('tenant'), c.req.valid('param').id), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoices/{id}/pdf',
        tags: ['invoices'],
        summary: 'The invoice as a PDF, in the caller’s language (what the client receives)',
        ...guarded('invoices', 'read'),
        request: { params: idParam },
        responses: { 200: pdfResponse('PDF file'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => sendPdf(c, await invoicePdf(c.get('tenant'), c.req.valid('param').id)),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/estimates/{id}/billing',
        tags: ['invoices'],
        summary: 'What an accepted estimate has been invoiced so far, and what is left',
        ...guarded('invoices', 'read'),
        request: { params: idParam },
        responses: { 200: json(estimateBillingSchema, 'The billing'), ...problemResponses(400, 401, 403, 404) },
      }),
      async (c) => c.json(await estimateBilling(c.get('tenant'), c.req.valid('param').id, hooks.acceptedChoice), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoice-links/{token}',
        tags: ['public'],
        summary: "The invoice a client's private link opens (counts the visit; the first marks it viewed)",
        'x-permission': 'public',
        request: { params: tokenParam },
        responses: { 200: json(publicInvoiceSchema, 'The invoice'), ...problemResponses(400, 404, 410) },
      }),
      async (c) => {
        const body = await publicInvoice(c.get('services'), c.req.valid('param').token);
        c.header('Cache-Control', 'no-store');
        return c.json(body, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invoice-links/{token}/pdf',
        tags: ['public'],
        summary: "The invoice's PDF behind a client's private link",
        'x-permission': 'public',
        request: {
          params: tokenParam,
          query: z.object({ lang: z.enum(LANGUAGES).default('en').openapi({ example: 'en' }) }),
        },
        responses: { 200: pdfResponse('PDF file'), ...problemResponses(400, 404, 410) },
      }),
      async (c) =>
        sendPdf(c, await publicInvoicePdf(c.get('services'), c.req.valid('param').token, c.req.valid('query').lang)),
    );
