import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { acceptEstimateInput, declineEstimateInput } from '../../../shared/approval-inputs.ts';
import {
  acceptanceRecordSchema,
  clientDocumentsSchema,
  documentLinkSchema,
  publicEstimateSchema,
} from '../../../shared/approval-responses.ts';
import { clientIp } from '../../platform/client-ip.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageLanguage } from '../../platform/page-head.ts';
import { pdfResponse, sendPdf } from '../../platform/pdf/http.ts';
import { linkToken } from '../share-links/routes.ts';
import {
  acceptanceFile,
  acceptEstimateLink,
  clientDocuments,
  clientEstimateLink,
  clientInvoiceLink,
  createEstimateLink,
  declineEstimateLink,
  estimateLinkPdf,
  getAcceptance,
  openEstimateLink,
  revokeEstimateLinks,
  type AnswerContext,
} from './service.ts';

const tokenParam = z.object({ token: linkToken });
const USER_AGENT_MAX = 500;

/** The page's language (its stored choice, else the browser's), where the request came from, and on what. */
function answerContext(c: Context<AppEnv>): AnswerContext {
  return {
    ip: clientIp(c, c.get('services').config.trustedIpHeader) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null,
    language: pageLanguage(c.req.header('cookie'), c.req.header('accept-language')),
  };
}

const pngResponse = {
  description: 'The signature as drawn (PNG)',
  content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
};

const example = {
  optionId: '00000000-0000-4000-8000-000000000000',
  optionalLineIds: [],
  signerName: 'Maria Silva',
  signature:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgYGD4j4ZRBQB7pgf5k9thBAAAAABJRU5ErkJggg==',
};

/**
 * A client's answer to an estimate (issue #17, ADR 0030): by its private link (public, the token is
 * the key), the company's view of the acceptance and its links, and the signed-in client's documents.
 */
export const approvalRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimate-links/{token}',
      tags: ['public'],
      summary:
        "The estimate a client's private link opens (never its costs), its acceptance and deposit invoice; counts the visit, the first marks it viewed",
      'x-permission': 'public',
      request: { params: tokenParam },
      responses: { 200: json(publicEstimateSchema, 'The estimate'), ...problemResponses(400, 404, 409, 410) },
    }),
    async (c) => {
      const body = await openEstimateLink(c.get('services'), c.req.valid('param').token);
      c.header('Cache-Control', 'no-store');
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimate-links/{token}/accept',
      tags: ['public'],
      summary:
        'Accept the estimate: the option, the optional items, the typed name and drawn signature; recorded once with its snapshot, hashes and signed PDF',
      'x-permission': 'public',
      request: { params: tokenParam, body: jsonBody(acceptEstimateInput, example) },
      responses: {
        200: json(publicEstimateSchema, 'The accepted estimate'),
        ...problemResponses(400, 404, 409, 410, 429),
      },
    }),
    async (c) =>
      c.json(
        await acceptEstimateLink(c.get('services'), c.req.valid('param').token, c.req.valid('json'), answerContext(c)),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimate-links/{token}/decline',
      tags: ['public'],
      summary: 'Decline the estimate, with an optional reason; the company is told',
      'x-permission': 'public',
      request: {
        params: tokenParam,
        body: jsonBody(declineEstimateInput, { reason: 'We decided to wait until spring.' }),
      },
      responses: {
        200: json(publicEstimateSchema, 'The declined estimate'),
        ...problemResponses(400, 404, 409, 410, 429),
      },
    }),
    async (c) =>
      c.json(await declineEstimateLink(c.get('services'), c.req.valid('param').token, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimate-links/{token}/pdf',
      tags: ['public'],
      summary: 'The estimate as a PDF: the signed one with its certificate page once accepted',
      'x-permission': 'public',
      request: { params: tokenParam },
      responses: { 200: pdfResponse('PDF file'), ...problemResponses(400, 404, 409, 410) },
    }),
    async (c) =>
      sendPdf(c, await estimateLinkPdf(c.get('services'), c.req.valid('param').token, answerContext(c).language)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}/acceptance',
      tags: ['estimates'],
      summary: "The client's acceptance: who signed, when, from where, and whether its hashes still match",
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: {
        200: json(acceptanceRecordSchema, 'The acceptance, verified now'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await getAcceptance(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}/acceptance/pdf',
      tags: ['estimates'],
      summary: 'The signed PDF, with the signature and the certificate page, as stored',
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: { 200: pdfResponse('PDF file'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => sendPdf(c, await acceptanceFile(c.get('tenant'), c.req.valid('param').id, 'pdf')),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estimates/{id}/acceptance/signature',
      tags: ['estimates'],
      summary: 'The signature as the client drew it',
      ...guarded('estimates', 'read'),
      request: { params: idParam },
      responses: { 200: pngResponse, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const file = await acceptanceFile(c.get('tenant'), c.req.valid('param').id, 'signature');
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': 'image/png',
        'Content-Disposition': `inline; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/links',
      tags: ['estimates'],
      summary: "A fresh private link to a sent estimate, to copy to the client (the link's token is shown once)",
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: { 201: json(documentLinkSchema, 'The link'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await createEstimateLink(c.get('tenant'), c.req.valid('param').id), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estimates/{id}/links/revoke',
      tags: ['estimates'],
      summary: 'Revoke every private link to the estimate: they answer 404 from now on',
      ...guarded('estimates', 'write'),
      request: { params: idParam },
      responses: {
        200: json(z.object({ revoked: z.number().int() }), 'How many links were revoked'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await revokeEstimateLinks(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/client-portal/documents',
      tags: ['client-portal'],
      summary: "The caller's own estimates and invoices (sent or later), newest first, with each invoice's balance",
      ...guarded('client_portal', 'read'),
      responses: { 200: json(clientDocumentsSchema, 'Estimates and invoices'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await clientDocuments(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/client-portal/estimates/{id}/link',
      tags: ['client-portal'],
      summary: 'A private link to one of the caller’s estimates, to read and sign it',
      ...guarded('client_portal', 'read'),
      request: { params: idParam },
      responses: { 201: json(documentLinkSchema, 'The link'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await clientEstimateLink(c.get('tenant'), c.req.valid('param').id), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/client-portal/invoices/{id}/link',
      tags: ['client-portal'],
      summary: 'A private link to one of the caller’s invoices, to read and pay it (409 for a void one)',
      ...guarded('client_portal', 'read'),
      request: { params: idParam },
      responses: { 201: json(documentLinkSchema, 'The link'), ...problemResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await clientInvoiceLink(c.get('tenant'), c.req.valid('param').id), 201),
  );
