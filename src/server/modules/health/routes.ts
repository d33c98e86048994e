import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { databaseAnswers } from '../../db/client.ts';
import type { AppEnv } from '../../platform/context.ts';
import { problemResponse } from '../../platform/errors.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['platform'],
  summary: 'Whether the server and its database answer',
  'x-permission': 'public',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } } },
    503: { description: 'The database does not answer' },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(healthRoute, async (c) => {
  if (!(await databaseAnswers(c.get('services').db))) {
    return problemResponse(c, 503, 'DATABASE_ERROR', 'The database does not answer.');
  }
  return c.json({ status: 'ok' as const }, 200);
});
