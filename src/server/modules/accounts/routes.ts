import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { updatePreferencesInput } from '../../../shared/account-inputs.ts';
import { meSchema, sessionSchema } from '../../../shared/account-responses.ts';
import { requireCaller, signedIn, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { getMe, updatePreferences } from './service.ts';

export const accountRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/session',
      tags: ['account'],
      summary:
        "The signed-in user as GET /me answers, or null for a visitor who is not signed in: the web app's first question, answered without an error",
      'x-permission': 'public',
      responses: { 200: json(sessionSchema, 'The caller, or null') },
    }),
    async (c) => {
      const caller = c.get('caller');
      return c.json({ me: caller ? await getMe(c.get('services').db, caller) : null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['account'],
      summary: 'The signed-in user: membership, preferences, company and subscription',
      ...signedIn(),
      responses: { 200: json(meSchema, 'The caller'), ...problemResponses(401) },
    }),
    async (c) => c.json(await getMe(c.get('services').db, requireCaller(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/me',
      tags: ['account'],
      summary: "Change the signed-in user's preferences (language, theme)",
      ...signedIn(),
      request: {
        body: jsonBody(updatePreferencesInput, { language: 'pt', theme: 'dark' }),
      },
      responses: { 200: json(meSchema, 'The caller, updated'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await updatePreferences(c.get('services').db, requireCaller(c), c.req.valid('json')), 200),
  );
