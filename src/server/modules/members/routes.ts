import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { changeRoleInput } from '../../../shared/team.ts';
import { memberListSchema, memberSchema } from '../../../shared/team-responses.ts';
import { guarded, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { changeRole, getMember, listMembers, removeMember } from './service.ts';

const userIdParam = z.object({
  userId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'userId', in: 'path' } }),
});

export const memberRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'get',
      path: '/members',
      tags: ['team'],
      summary: "The company's members: the owner first, then by name",
      ...guarded('team', 'read'),
      responses: { 200: json(memberListSchema, 'The members'), ...problemResponses(401, 403) },
    }),
    async (c) => c.json(await listMembers(c.get('tenant')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/members/{userId}',
      tags: ['team'],
      summary: 'One member',
      ...guarded('team', 'read'),
      request: { params: userIdParam },
      responses: { 200: json(memberSchema, 'The member'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getMember(c.get('tenant'), c.req.valid('param').userId), 200),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/members/{userId}',
      tags: ['team'],
      summary: "Change a member's role (never the owner's or one's own; admin only by the owner or an admin)",
      ...guarded('team', 'write'),
      request: {
        params: userIdParam,
        body: jsonBody(changeRoleInput, { role: 'field_team' }),
      },
      responses: { 200: json(memberSchema, 'The member, updated'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await changeRole(c.get('tenant'), c.req.valid('param').userId, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/members/{userId}',
      tags: ['team'],
      summary: 'Remove a member from the company (never the owner); the account stays',
      ...guarded('team', 'delete'),
      request: { params: userIdParam },
      responses: { 204: { description: 'Removed' }, ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      await removeMember(c.get('tenant'), c.req.valid('param').userId);
      return c.body(null, 204);
    },
  );
