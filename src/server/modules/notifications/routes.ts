import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, problemResponses } from '../../platform/openapi.ts';
import { pageOf, pageQuery } from '../../platform/pagination.ts';
import { getNotification, listNotifications, markAllRead, markRead } from './service.ts';

const notification = z
  .object({
    id: z.uuid(),
    type: z.string().openapi({ example: 'invitation_accepted' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .openapi({ description: 'What the web needs to write the text in the reader’s language' }),
    title: z.string().openapi({ description: "In the recipient's language when it was created" }),
    body: z.string(),
    link: z.string().nullable().openapi({ description: 'An app path', example: '/dashboard/users' }),
    readAt: z.date().nullable(),
    createdAt: z.date(),
  })
  .openapi('Notification');

const idParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

const view = ({ id, type, params, title, body, link, readAt, createdAt }: z.infer<typeof notification>) => ({
  id,
  type,
  params,
  title,
  body,
  link,
  readAt,
  createdAt,
});

// Any member, and only ever the caller's own notifications (scoped in the queries).
export const notificationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      tags: ['notifications'],
      summary: "The caller's notifications, newest first, with the unread count",
      ...guarded('member'),
      request: { query: pageQuery(20) },
      responses: {
        200: json(pageOf(notification).extend({ unreadCount: z.number().int() }), 'A page of notifications'),
        ...problemResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const page = await listNotifications(c.get('tenant'), c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(view) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/read-all',
      tags: ['notifications'],
      summary: "Mark all the caller's notifications read",
      ...guarded('member'),
      responses: {
        200: json(z.object({ updated: z.number().int() }), 'How many were unread'),
        ...problemResponses(401, 403),
      },
    }),
    async (c) => c.json(await markAllRead(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications/{id}',
      tags: ['notifications'],
      summary: 'One of the caller’s notifications',
      ...guarded('member'),
      request: { params: idParam },
      responses: { 200: json(notification, 'The notification'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(view(await getNotification(c.get('tenant'), c.req.valid('param').id)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/{id}/read',
      tags: ['notifications'],
      summary: 'Mark one of the caller’s notifications read',
      ...guarded('member'),
      request: { params: idParam },
      responses: { 200: json(notification, 'The notification'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(view(await markRead(c.get('tenant'), c.req.valid('param').id)), 200),
  );
