import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  TEAM_MESSAGES,
  invitationStatus,
  type InvitationStatus,
  type InviteInput,
} from '../../../shared/team.ts';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { TenantDb, type Tx } from '../../db/tenant.ts';
import { forgetCaller } from '../../platform/caller.ts';
import type { Caller } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { withinRateLimit } from '../../platform/rate-limit.ts';
import { companyCard, getCompany } from '../companies/service.ts';
import {
  canManageAdmins,
  isMember,
  joinCompany,
  languageByEmail,
  memberLanguage,
  userIdByEmail,
} from '../members/service.ts';
import { notify } from '../notifications/service.ts';
import { invitationAcceptedNotice, invitationEmail } from './email.ts';

const newest = newestFirst(invitations.createdAt, invitations.id);

type Row = typeof invitations.$inferSelect;

/** What the API shows of an invitation: never the token or its hash. */
export function invitationView(row: Row, now = new Date()) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatus(row, now),
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
    acceptedBy: row.acceptedBy,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type Invitation = ReturnType<typeof invitationView>;

/** 256 random bits, base64url: the only copy leaves in the e-mail. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiry = () => sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})`;

const pending = () =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));

const inCompany = (t: TenantDb, id: string) => and(eq(invitations.companyId, t.ctx.companyId), eq(invitations.id, id));

/**
 * Invitation e-mails (new or resent) an hour. A company inviting its whole crew and its clients
 * in one sitting stays well within them; a member (or a stolen session) cannot send more than 20,
 * and a company with many managers no more than 50, so the product cannot be used to mail anyone.
 */
export const INVITATION_RATE_LIMITS = {
  member: { max: 20, windowSeconds: 60 * 60 },
  company: { max: 50, windowSeconds: 60 * 60 },
};

/** Counts one invitation e-mail against the member and the company (stored, so every instance agrees). */
async function assertWithinInvitationLimits({ db, ctx }: TenantDb) {
  const { member, company } = INVITATION_RATE_LIMITS;
  if (
    !(await withinRateLimit(db, `invitations|member|${ctx.userId}`, member)) ||
    !(await withinRateLimit(db, `invitations|company|${ctx.companyId}`, company))
  ) {
    throw new AppError('RATE_LIMITED');
  }
}

/** The database's guarantee of one open invitation per company and address (see the schema). */
const OPEN_INVITATION_KEY = 'invitations_company_email_open_key';

export async function createInvitation(t: TenantDb, inviterName: string, input: InviteInput): Promise<Invitation> {
  if (input.role === 'admin' && !canManageAdmins(t.ctx)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminOnly);
  await assertWithinInvitationLimits(t);
  const token = newToken();
  const existingUser = await userIdByEmail(t.db, input.email);
  const sameAddress = and(eq(invitations.companyId, t.ctx.companyId), eq(invitations.email, input.email));
  const row = await t
    .run(async (tx) => {
      if (existingUser && (await isMember(tx, t, existingUser))) {
        throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
      }
      // An expired invitation (its link already dead) gives way to the new one: it is closed as
      // revoked, since the database keeps one open invitation per address.
      await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            sameAddress,
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            lte(invitations.expiresAt, sql`now()`),
          ),
        );
      const [existing] = await tx.select({ id: invitations.id }).from(invitations).where(and(sameAddress, pending()));
      if (existing) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited);
      const [created] = await tx
        .insert(invitations)
        .values({
          companyId: t.ctx.companyId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: t.ctx.userId,
          expiresAt: expiry(),
        })
        .returning();
      return created!;
    })
    .catch((err: unknown) => {
      // Another request invited the same address at the same moment, and committed first.
      if (isUniqueViolation(err, OPEN_INVITATION_KEY)) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited);
      throw err;
    });
  await sendInvitation(t, inviterName, row, token);
  return invitationView(row);
}

/** After the transaction: the outbox writes on its own connection, and a failed send leaves a resendable invitation. */
async function sendInvitation(t: TenantDb, inviterName: string, row: Row, token: string) {
  const { db, mailer, config } = t.services;
  const company = await getCompany(t);
  const language =
    (await languageByEmail(db, row.email)) ?? (await t.run((tx) => memberLanguage(tx, t, t.ctx.userId))) ?? 'en';
  const absolute = (path: string | null) => (path?.startsWith('/') ? `${config.appUrl}${path}` : path);
  await mailer.send(
    invitationEmail({
      to: row.email,
      language,
      inviterName,
      company: { name: company.name, logoUrl: absolute(company.logoUrl) },
      role: row.role,
      url: `${config.appUrl}/invite/${token}`,
    }),
  );
}

/** Pending invitations (not accepted, revoked or expired), newest first. */
export function listInvitations(t: TenantDb, q: { limit: number; cursor?: string | undefined }) {
  return t.run(async (tx) => {
    const rows = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.companyId, t.ctx.companyId), pending(), newest.where(q.cursor)))
      .orderBy(...newest.by)
      .limit(q.limit + 1);
    const page = newest.page(rows, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
    return { items: page.items.map((r) => invitationView(r)), nextCursor: page.nextCursor };
  });
}

export async function getInvitation(t: TenantDb, id: string): Promise<Invitation> {
  const [row] = await t.run((tx) => tx.select().from(invitations).where(inCompany(t, id)));
  if (!row) throw notFound();
  return invitationView(row);
}

/** A new token and a new 7-day expiry (the old link stops working), e-mailed again. */
export async function resendInvitation(t: TenantDb, inviterName: string, id: string): Promise<Invitation> {
  await assertWithinInvitationLimits(t);
  const token = newToken();
  const row = await t.run(async (tx) => {
    const existing = await existingOrNotFound(tx, t, id);
    if (existing.role === 'admin' && !canManageAdmins(t.ctx)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminOnly);
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiry(), invitedBy: t.ctx.userId })
      .where(and(inCompany(t, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', TEAM_MESSAGES.notPending);
    return updated;
  });
  await sendInvitation(t, inviterName, row, token);
  return invitationView(row);
}

async function existingOrNotFound(tx: Tx, t: TenantDb, id: string): Promise<Row> {
  const [row] = await tx.select().from(invitations).where(inCompany(t, id));
  if (!row) throw notFound();
  return row;
}

/** Revokes a pending or expired invitation; revoking twice is harmless; an accepted one cannot be. */
export async function revokeInvitation(t: TenantDb, id: string): Promise<Invitation> {
  return t.run(async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(inCompany(t, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning();
    if (revoked) return invitationView(revoked);
    const row = await existingOrNotFound(tx, t, id);
    if (row.acceptedAt) throw new AppError('CONFLICT', TEAM_MESSAGES.invitationUsed);
    return invitationView(row);
  });
}

export interface InvitationLookup {
  company: { name: string; logoUrl: string | null };
  role: Row['role'];
  email: string;
  status: InvitationStatus;
}

/**
 * What the invitation page shows before anyone signs in. The token is the only key, so this read
 * crosses tenants by nature and runs outside the tenant scope, by the token's unique hash.
 */
export async function lookupInvitation(db: Database, token: string): Promise<InvitationLookup> {
  const tokenHash = hashToken(token);
  const [invitation] = await lookUp(db, { token: tokenHash }, (tx) =>
    tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)),
  );
  if (!invitation) throw notFound('This invitation does not exist.');
  return {
    company: await companyCard(db, invitation.companyId),
    role: invitation.role,
    email: invitation.email,
    status: invitationStatus(invitation),
  };
}

const GONE_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: TEAM_MESSAGES.invitationUsed,
  revoked: TEAM_MESSAGES.invitationRevoked,
  expired: TEAM_MESSAGES.invitationExpired,
};

/**
 * Joins the invitation's own company (never another) with its role. The claim is one atomic
 * UPDATE … RETURNING, so a token works once even when two requests race; joining, claiming and
 * notifying the inviter commit together or not at all.
 */
export async function acceptInvitation(
  db: Database,
  caller: Caller,
  token: string,
): Promise<{ companyId: string; role: Row['role'] }> {
  const tokenHash = hashToken(token);
  // Which company the token belongs to is what decides the tenant scope: read by the unique hash.
  const [found] = await lookUp(db, { token: tokenHash }, (tx) =>
    tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)),
  );
  if (!found) throw notFound('This invitation does not exist.');
  const status = invitationStatus(found);
  if (status !== 'pending') throw new AppError('GONE', GONE_MESSAGES[status]);
  if (found.email !== caller.email.toLowerCase()) throw new AppError('FORBIDDEN', TEAM_MESSAGES.emailMismatch);
  if (caller.membership?.companyId) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInCompany);

  const t = new TenantDb(db, { userId: caller.userId, companyId: found.companyId, role: found.role, isOwner: false });
  const joined = await t.run(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: caller.userId })
      .where(
        and(
          eq(invitations.companyId, found.companyId),
          eq(invitations.tokenHash, tokenHash),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!claimed) {
      const [now] = await tx.select().from(invitations).where(eq(invitations.id, found.id));
      const lost = now ? invitationStatus(now) : 'revoked';
      throw new AppError('GONE', GONE_MESSAGES[lost === 'pending' ? 'accepted' : lost]);
    }
    if (!(await joinCompany(tx, t, caller.userId, claimed.role))) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInCompany);
    }

    if (claimed.invitedBy) await notifyInviter(tx, t, claimed, caller);
    return { companyId: claimed.companyId, role: claimed.role };
  });
  forgetCaller({ userId: caller.userId }); // their next request is the company's member's
  return joined;
}

/** The inviter hears of it, in their language, if they are still in the company. */
async function notifyInviter(tx: Tx, t: TenantDb, inv: Row, caller: Caller) {
  const language = await memberLanguage(tx, t, inv.invitedBy!);
  if (!language) return;
  const params = { name: caller.name, email: inv.email, role: inv.role };
  await notify(tx, t, {
    recipientId: inv.invitedBy!,
    type: 'invitation_accepted',
    params,
    ...invitationAcceptedNotice(language, params),
    link: '/dashboard/users',
  });
}
