import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { invitationTokenInput, inviteInput } from '../../../shared/team.ts';
import {
  acceptedInvitationSchema,
  invitationLookupSchema,
  invitationPageSchema,
  invitationSchema,
} from '../../../shared/team-responses.ts';
import { guarded, requireCaller, signedIn, type AppEnv } from '../../platform/context.ts';
import { idParam, json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageQuery } from '../../platform/pagination.ts';
import {
  acceptInvitation,
  createInvitation,
  getInvitation,
  listInvitations,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
} from './service.ts';

const tokenExample = { token: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' };
const tokenBody = jsonBody(invitationTokenInput, tokenExample);

export const invitationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations',
      tags: ['team'],
      summary: 'Invite someone by e-mail with a role (the e-mail carries a 7-day link)',
      ...guarded('team', 'write'),
      request: {
        body: jsonBody(inviteInput, { email: 'new.crew@example.com', role: 'field_team' }),
      },
      responses: {
        201: json(invitationSchema, 'The invitation (sent)'),
        ...problemResponses(400, 401, 403, 409),
      },
    }),
    async (c) => {
      const caller = requireCaller(c);
      return c.json(await createInvitation(c.get('tenant'), caller.name, c.req.valid('json')), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitations',
      tags: ['team'],
      summary: 'Pending invitations, newest first',
      ...guarded('team', 'read'),
      request: { query: pageQuery(50) },
      responses: { 200: json(invitationPageSchema, 'A page of invitations'), ...problemResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listInvitations(c.get('tenant'), c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations/lookup',
      tags: ['team'],
      summary: 'What an invitation link shows before sign-in (the token travels in the body, out of URLs and logs)',
      'x-permission': 'public',
      request: { body: tokenBody },
      responses: { 200: json(invitationLookupSchema, 'The invitation'), ...problemResponses(400, 404) },
    }),
    async (c) => c.json(await lookupInvitation(c.get('services').db, c.req.valid('json').token), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations/accept',
      tags: ['team'],
      summary: "Join the invitation's company with its role (the signed-in user's e-mail must be the invited one)",
      ...signedIn(),
      request: { body: tokenBody },
      responses: {
        200: json(acceptedInvitationSchema, 'Joined'),
        ...problemResponses(400, 401, 403, 404, 409, 410),
      },
    }),
    async (c) => c.json(await acceptInvitation(c.get('services').db, requireCaller(c), c.req.valid('json').token), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitations/{id}',
      tags: ['team'],
      summary: 'One invitation, in any state',
      ...guarded('team', 'read'),
      request: { params: idParam },
      responses: { 200: json(invitationSchema, 'The invitation'), ...problemResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await getInvitation(c.get('tenant'), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations/{id}/resend',
      tags: ['team'],
      summary: 'E-mail the invitation again with a new link and a new 7-day expiry (the old link stops working)',
      ...guarded('team', 'write'),
      request: { params: idParam },
      responses: {
        200: json(invitationSchema, 'The invitation (sent)'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const caller = requireCaller(c);
      return c.json(await resendInvitation(c.get('tenant'), caller.name, c.req.valid('param').id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/invitations/{id}',
      tags: ['team'],
      summary: 'Revoke an invitation (its link stops working)',
      ...guarded('team', 'write'),
      request: { params: idParam },
      responses: {
        200: json(invitationSchema, 'The invitation (revoked)'),
        ...problemResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await revokeInvitation(c.get('tenant'), c.req.valid('param').id), 200),
  );
