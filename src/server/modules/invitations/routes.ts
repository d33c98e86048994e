import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ROLES } from '../../../shared/roles.ts';
import { INVITATION_STATUSES, TEAM_ROLES, invitationTokenInput, inviteInput } from '../../../shared/team.ts';
import { guarded, requireCaller, signedIn, type AppDeps, type AppEnv } from '../../platform/context.ts';
import { json, jsonBody, problemResponses } from '../../platform/openapi.ts';
import { pageOf, pageQuery } from '../../platform/pagination.ts';
import {
  acceptInvitation,
  createInvitation,
  getInvitation,
  listInvitations,
  lookupInvitation,
  resendInvitation,
  revokeInvitation,
} from './service.ts';

const invitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(INVITATION_STATUSES),
    invitedBy: z.string().nullable(),
    expiresAt: z.date(),
    acceptedAt: z.date().nullable(),
    acceptedBy: z.string().nullable(),
    revokedAt: z.date().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .openapi('Invitation');

const lookup = z
  .object({
    company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    role: z.enum(TEAM_ROLES),
    email: z.string(),
    status: z.enum(INVITATION_STATUSES),
  })
  .openapi('InvitationLookup');

const idParam = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const tokenExample = { token: 'Vb1zQ0c3m0FvJ9yQx2mX8k4hT6sW1pL5nR7aD3eG9uI' };
const tokenBody = jsonBody(invitationTokenInput, tokenExample);

export const invitationRoutes = (deps: AppDeps) =>
  new OpenAPIHono<AppEnv>()
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
          201: json(invitation, 'The invitation (sent)'),
          ...problemResponses(400, 401, 403, 409),
        },
      }),
      async (c) => {
        const caller = requireCaller(c);
        return c.json(await createInvitation(deps, c.get('tenant'), caller.name, c.req.valid('json')), 201);
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
        responses: { 200: json(pageOf(invitation), 'A page of invitations'), ...problemResponses(400, 401, 403) },
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
        responses: { 200: json(lookup, 'The invitation'), ...problemResponses(400, 404) },
      }),
      async (c) => c.json(await lookupInvitation(c.get('db'), c.req.valid('json').token), 200),
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
          200: json(z.object({ companyId: z.uuid(), role: z.enum(ROLES) }), 'Joined'),
          ...problemResponses(400, 401, 403, 404, 409, 410),
        },
      }),
      async (c) => c.json(await acceptInvitation(c.get('db'), requireCaller(c), c.req.valid('json').token), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/invitations/{id}',
        tags: ['team'],
        summary: 'One invitation, in any state',
        ...guarded('team', 'read'),
        request: { params: idParam },
        responses: { 200: json(invitation, 'The invitation'), ...problemResponses(400, 401, 403, 404) },
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
        responses: { 200: json(invitation, 'The invitation (sent)'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => {
        const caller = requireCaller(c);
        return c.json(await resendInvitation(deps, c.get('tenant'), caller.name, c.req.valid('param').id), 200);
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
        responses: { 200: json(invitation, 'The invitation (revoked)'), ...problemResponses(400, 401, 403, 404, 409) },
      }),
      async (c) => c.json(await revokeInvitation(c.get('tenant'), c.req.valid('param').id), 200),
    );
