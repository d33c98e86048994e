import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTACT_MESSAGE_MAX } from '../../../shared/client-portal.ts';
import {
  clientNotificationPageSchema,
  clientNotificationSchema,
  contactSentSchema,
} from '../../../shared/client-portal-responses.ts';
import { requiredText } from '../../../shared/validation.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { contactContractor, listClientNotifications, markClientNotificationRead } from './service.ts';

const contactInput = z
  .object({
    jobId: z.uuid(),
    message: requiredText(CONTACT_MESSAGE_MAX),
  })
  .strict();

/** Spec section 2's client portal: the client's updates and 'Contact Contractor'. */
export const clientPortalRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/client-portal/notifications',
      tags: ['client-portal'],
      summary: "The caller's project updates (new photos, completed milestones), newest first",
      ...guarded('client_portal', 'read'),
      request: { query: pageQuery(20) },
      responses: {
        200: json(clientNotificationPageSchema, 'A page of client notifications'),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listClientNotifications(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/client-portal/notifications/{id}/read',
      tags: ['client-portal'],
      summary: "Mark one of the caller's project updates read",
      ...guarded('client_portal', 'read'),
      request: { params: idParam },
      responses: {
        200: json(clientNotificationSchema, 'The notification'),
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await markClientNotificationRead(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/client-portal/contact',
      tags: ['client-portal'],
      summary: "'Contact Contractor': tells the owner and job managers (in-app) and e-mails the owner; 10 an hour",
      ...guarded('client_portal', 'write'),
      request: {
        body: jsonBody(contactInput, {
          jobId: '00000000-0000-4000-8000-000000000000',
          message: 'Could the crew start at 9 tomorrow?',
        }),
      },
      responses: {
        201: json(contactSentSchema, 'The message was sent'),
        ...problemResponses(400, 401, 403, 404, 429),
      },
    }),
    async (c) => c.json(await contactContractor(c.get('tenant'), c.req.valid('json')), 201),
  );
