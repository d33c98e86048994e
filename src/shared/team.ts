import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './accounts.ts';

/** The roles an owner or admin can give by invitation or role change (the owner's own role is not one). */
export const TEAM_ROLES = ['admin', 'field_team', 'client', 'partner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Which of the four states an invitation is in; revocation and acceptance win over expiry. */
export function invitationStatus(
  inv: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now = new Date(),
): InvitationStatus {
  if (inv.acceptedAt) return 'accepted';
  if (inv.revokedAt) return 'revoked';
  return inv.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const inviteInput = z.object({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH).pipe(z.email()),
  role: z.enum(TEAM_ROLES),
});
export type InviteInput = z.infer<typeof inviteInput>;

/** The raw token from the e-mailed link: 256 bits in base64url are 43 characters. */
export const invitationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid invitation link');
export const invitationTokenInput = z.object({ token: invitationToken });

export const changeRoleInput = z.object({ role: z.enum(TEAM_ROLES) });
export type ChangeRoleInput = z.infer<typeof changeRoleInput>;

/** Server messages the web may show as they are (it translates by code where it has one). */
export const TEAM_MESSAGES = {
  alreadyInvited: 'This e-mail already has a pending invitation.',
  alreadyMember: 'This person is already a member of your company.',
  notPending: 'This invitation is no longer pending.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was revoked.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  emailMismatch: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  alreadyInCompany: 'You already belong to a company.',
  ownerRole: "The owner's role cannot be changed.",
  ownerRemoval: 'The owner cannot be removed from the company.',
  selfRole: 'You cannot change your own role.',
  selfRemoval: 'You cannot remove yourself from the company.',
  adminOnly: 'Only the owner or an administrator can give or take the administrator role.',
} as const;
