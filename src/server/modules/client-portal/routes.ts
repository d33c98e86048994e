import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CLIENT_NOTIFICATION_TYPE_VALUES } from '../../db/schema/timeline.ts';
import { CONTACT_MESSAGE_MAX } from '../../../shared/client-portal.ts';
import { PHOTO_TYPES } from '../../../shared/photos.ts';
import { requiredText } from '../../../shared/validation.ts';
import { guarded, type AppDeps, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageOf, pageQuery } from '../../platform/pagination.ts';
import { contactContractor, listClientNotifications, markClientNotificationRead } from './service.ts';

const contactInput = z
  .object({
    jobId: z.uuid(),
    message: requiredText(CONTACT_MESSAGE_MAX),
  })
  .strict();

const clientNotification = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    clientId: z.string().nullable(),
    notificationType: z.enum(CLIENT_NOTIFICATION_TYPE_VALUES),
    title: z.string().openapi({ description: 'In English; shown when the web cannot write it from the params' }),
    message: z.string().openapi({ description: 'In English, like the title' }),
    params: z
      .object({
        jobTitle: z.string(),
        photoType: z.enum(PHOTO_TYPES).nullable().openapi({ description: "photo_added: the photo's type" }),
        milestoneTitle: z
          .string()
          .nullable()
          .openapi({ description: "milestone_completed: the milestone's title when it was completed" }),
      })
      .openapi({ description: 'What the web needs to write the title and message in the reader’s language' }),
    photoId: z.uuid().nullable(),
    timelineEventId: z.uuid().nullable(),
    readAt: z.date().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .openapi('ClientNotification');

const idParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

/** Spec section 2's client portal: the client's updates and 'Contact Contractor'. */
export function clientPortalRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/client-portal/notifications',
        tags: ['client-portal'],
        summary: "The caller's project updates (new photos, completed milestones), newest first",
        ...guarded('client_portal', 'read'),
        request: { query: pageQuery(20) },
        responses: {
          200: json(pageOf(clientNotification), 'A page of client notifications'),
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
          200: json(clientNotification, 'The notification'),
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
          201: json(z.object({ sent: z.literal(true) }), 'The message was sent'),
          ...problemResponses(400, 401, 403, 404, 429),
        },
      }),
      async (c) => c.json(await contactContractor(deps, c.get('tenant'), c.get('log'), c.req.valid('json')), 201),
    );
}
