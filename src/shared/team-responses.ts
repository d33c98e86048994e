import { z } from 'zod';
import { instant, pageSchema } from './responses.ts';
import { ROLES } from './roles.ts';
import { INVITATION_STATUSES, TEAM_ROLES } from './team.ts';

// The team's answers (/api/v1/members…, /api/v1/invitations…): defined once, here (see
// responses.ts). The web imports their types only.

export const memberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    isOwner: z.boolean(),
    status: z.enum(['active']),
    lastSignInAt: instant().nullable().meta({ description: 'When their latest session began' }),
    joinedAt: instant(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

/** The company's members: the owner first, then by name. */
export const memberListSchema = z.object({ items: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    status: z.enum(INVITATION_STATUSES),
    invitedBy: z.string().nullable(),
    expiresAt: instant(),
    acceptedAt: instant().nullable(),
    acceptedBy: z.string().nullable(),
    revokedAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPageSchema = pageSchema(invitationSchema);
export type InvitationPage = z.infer<typeof invitationPageSchema>;

/** What the invitation page shows before it is accepted (POST /invitations/lookup). */
export const invitationLookupSchema = z
  .object({
    company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    role: z.enum(TEAM_ROLES),
    email: z.string(),
    status: z.enum(INVITATION_STATUSES),
  })
  .meta({ id: 'InvitationLookup' });
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** The company joined by accepting an invitation, and the role there. */
export const acceptedInvitationSchema = z.object({ companyId: z.uuid(), role: z.enum(ROLES) });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
