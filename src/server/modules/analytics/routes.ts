import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ANALYTICS_EVENT_FETCH_LIMIT, trackEventInput } from '../../../shared/analytics.ts';
import { analyticsEventPageSchema, analyticsEventSchema } from '../../../shared/analytics-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import { getEvent, listEvents, trackEvent } from './service.ts';

export const analyticsRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/events',
      tags: ['analytics'],
      summary: "The company's events, newest first",
      ...guarded('analytics', 'read'),
      request: {
        query: pageQuery(ANALYTICS_EVENT_FETCH_LIMIT).extend({
          eventType: z.string().max(64).optional().openapi({ example: 'lead_created' }),
        }),
      },
      responses: { 200: json(analyticsEventPageSchema, 'A page of events'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listEvents(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/analytics/events/{id}',
      tags: ['analytics'],
      summary: 'One event',
      ...guarded('analytics', 'read'),
      request: { params: idParam },
      responses: { 200: json(analyticsEventSchema, 'The event'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getEvent(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/analytics/events',
      tags: ['analytics'],
      summary: 'Track a user-interface event (any member; domain events are written by the server)',
      ...guarded('member'),
      request: {
        body: jsonBody(trackEventInput, { eventType: 'ui_estimate_opened', eventData: { source: 'dashboard' } }),
      },
      responses: { 201: json(analyticsEventSchema, 'The recorded event'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await trackEvent(c.get('tenant'), c.req.valid('json')), 201),
  );
