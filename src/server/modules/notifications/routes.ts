import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  notificationPageSchema,
  notificationSchema,
  notificationsReadSchema,
  type Notification,
} from '../../../shared/notification-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { getNotification, listNotifications, markAllRead, markRead } from './service.ts';

/** The fields of a notification that the API sends (the row has more). */
const view = <N extends Record<keyof Notification, unknown>>(n: N): Pick<N, keyof Notification> => {
  const { id, type, params, title, body, link, readAt, createdAt } = n;
  return { id, type, params, title, body, link, readAt, createdAt };
};

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
        200: json(notificationPageSchema, 'A page of notifications'),
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
        200: json(notificationsReadSchema, 'How many were unread'),
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
      responses: { 200: json(notificationSchema, 'The notification'), ...problemResponses(400, 401, 403, 404) },
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
      responses: { 200: json(notificationSchema, 'The notification'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(view(await markRead(c.get('tenant'), c.req.valid('param').id)), 200),
  );
