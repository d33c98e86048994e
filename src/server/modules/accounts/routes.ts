import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { updatePreferencesInput } from '../../../shared/account-inputs.ts';
import { LANGUAGES, THEMES } from '../../../shared/accounts.ts';
import { ROLES } from '../../../shared/roles.ts';
import { requireCaller, signedIn, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { getMe, updatePreferences } from './service.ts';

const me = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    membership: z.object({ companyId: z.uuid().nullable(), role: z.enum(ROLES), isOwner: z.boolean() }).nullable(),
    preferences: z.object({ language: z.enum(LANGUAGES), theme: z.enum(THEMES) }),
    company: z
      .object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable(), setupCompleted: z.boolean() })
      .nullable(),
    subscription: z.object({
      subscribed: z.boolean(),
      tier: z.string().nullable(),
      end: z.string().nullable().openapi({ description: 'ISO date-time the paid period ends' }),
    }),
  })
  .openapi('Me');

export const accountRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags: ['account'],
      summary: 'The signed-in user: membership, preferences, company and subscription',
      ...signedIn(),
      responses: { 200: json(me, 'The caller'), ...problemResponses(401) },
    }),
    async (c) => c.json(await getMe(c.get('db'), requireCaller(c)), 200),
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
      responses: { 200: json(me, 'The caller, updated'), ...problemResponses(400, 401, 404) },
    }),
    async (c) => c.json(await updatePreferences(c.get('db'), requireCaller(c), c.req.valid('json')), 200),
  );
