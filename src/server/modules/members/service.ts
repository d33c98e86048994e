import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import type { Role } from '../../../shared/roles.ts';
import { TEAM_MESSAGES, type ChangeRoleInput } from '../../../shared/team.ts';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { session, user } from '../../db/schema/auth.ts';
import { companies, profiles } from '../../db/schema/companies.ts';
import type { TenantDb, TenantContext, Tx } from '../../db/tenant.ts';
import { forgetCaller } from '../../platform/caller.ts';
import { AppError, notFound } from '../../platform/errors.ts';

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: Role;
  isOwner: boolean;
  status: 'active';
  lastSignInAt: Date | null;
  joinedAt: Date;
}

interface Membership {
  userId: string;
  role: Role;
  joinedAt: Date;
  isOwner: boolean;
}

/** Who belongs to the company: decided inside the tenant scope, behind row-level security. */
async function memberships(tx: Tx, t: TenantDb, userId?: string): Promise<Membership[]> {
  const rows = await tx
    .select({
      userId: profiles.userId,
      role: profiles.role,
      joinedAt: profiles.joinedAt,
      createdAt: profiles.createdAt,
      ownerId: companies.ownerId,
    })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, profiles.companyId))
    .where(and(eq(profiles.companyId, t.ctx.companyId), userId ? eq(profiles.userId, userId) : undefined));
  return rows.map((r) => ({
    userId: r.userId,
    role: r.role,
    joinedAt: r.joinedAt ?? r.createdAt,
    isOwner: r.ownerId === r.userId,
  }));
}

/**
 * Names, addresses and last sign-ins of users already known to be members. Accounts are not
 * tenant data (a user may change companies), so they are read by id outside the tenant scope.
 */
async function withAccounts({ db }: TenantDb, list: Membership[]): Promise<Member[]> {
  if (list.length === 0) return [];
  const ids = list.map((m) => m.userId);
  const accounts = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
  const signIns = await db
    .select({ userId: session.userId, at: max(session.createdAt) })
    .from(session)
    .where(inArray(session.userId, ids))
    .groupBy(session.userId);
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  const signInById = new Map(signIns.map((s) => [s.userId, s.at]));
  return list.flatMap((m) => {
    const account = accountById.get(m.userId);
    if (!account) return [];
    return [
      {
        userId: m.userId,
        name: account.name,
        email: account.email,
        role: m.role,
        isOwner: m.isOwner,
        status: 'active' as const,
        lastSignInAt: signInById.get(m.userId) ?? null,
        joinedAt: m.joinedAt,
      },
    ];
  });
}

/** The whole team (a company has tens of members, not thousands): the owner first, then by name. */
export async function listMembers(t: TenantDb): Promise<{ items: Member[] }> {
  const list = await t.run((tx) => memberships(tx, t));
  const items = await withAccounts(t, list);
  items.sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name));
  return { items };
}

export async function getMember(t: TenantDb, userId: string): Promise<Member> {
  const list = await t.run((tx) => memberships(tx, t, userId));
  const [member] = await withAccounts(t, list);
  if (!member) throw notFound();
  return member;
}

/** Only the owner and admins may make someone an admin or change an admin's role. */
export function canManageAdmins(ctx: TenantContext): boolean {
  return ctx.isOwner || ctx.role === 'admin';
}

async function target(tx: Tx, t: TenantDb, userId: string): Promise<Membership> {
  const [member] = await memberships(tx, t, userId);
  if (!member) throw notFound();
  return member;
}

export async function changeRole(t: TenantDb, userId: string, input: ChangeRoleInput): Promise<Member> {
  await t.run(async (tx) => {
    const member = await target(tx, t, userId);
    if (member.isOwner) throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerRole);
    if (userId === t.ctx.userId) throw new AppError('FORBIDDEN', TEAM_MESSAGES.selfRole);
    if ((member.role === 'admin' || input.role === 'admin') && !canManageAdmins(t.ctx)) {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminOnly);
    }
    await tx
      .update(profiles)
      .set({ role: input.role })
      .where(and(eq(profiles.companyId, t.ctx.companyId), eq(profiles.userId, userId)));
  });
  forgetCaller({ userId }); // their next request has the new role
  return getMember(t, userId);
}

/** The user keeps their account and sessions but leaves the company (and loses its data at once). */
export async function removeMember(t: TenantDb, userId: string): Promise<void> {
  await t.run(async (tx) => {
    const member = await target(tx, t, userId);
    if (member.isOwner) throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerRemoval);
    if (userId === t.ctx.userId) throw new AppError('FORBIDDEN', TEAM_MESSAGES.selfRemoval);
    if (member.role === 'admin' && !canManageAdmins(t.ctx)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminOnly);
  });
  // The tenant policy only lets rows into the tenant, never out of it (company_id null), so the
  // checked member leaves through a lookup of their own profile, by a statement that still names
  // the company.
  await lookUp(t.db, { userId }, (tx) =>
    tx
      .update(profiles)
      .set({ companyId: null, joinedAt: null })
      .where(and(eq(profiles.companyId, t.ctx.companyId), eq(profiles.userId, userId))),
  );
  forgetCaller({ userId }); // their next request is no longer the company's
}

/** The account with this e-mail, if any (accounts are not tenant data: read outside any transaction). */
export async function userIdByEmail(db: Database, email: string): Promise<string | null> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return account?.id ?? null;
}

/** Whether this user belongs to the caller's company. */
export async function isMember(tx: Tx, t: TenantDb, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), eq(profiles.userId, userId)));
  return rows.length > 0;
}

/** A member's language (null when the user is not in the company). */
export async function memberLanguage(tx: Tx, t: TenantDb, userId: string): Promise<Language | null> {
  const [row] = await tx
    .select({ language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.companyId, t.ctx.companyId), eq(profiles.userId, userId)));
  return row?.language ?? null;
}

/** The caller's language, for the documents and e-mails they ask for; English without a caller. */
export async function callerLanguage(tx: Tx, t: TenantDb): Promise<Language> {
  return (t.ctx.userId ? await memberLanguage(tx, t, t.ctx.userId) : null) ?? 'en';
}

/** The language of whoever has an account with this e-mail, if anyone (outside any tenant). */
export async function languageByEmail(db: Database, email: string): Promise<Language | null> {
  const userId = await userIdByEmail(db, email);
  if (!userId) return null;
  const [row] = await lookUp(db, { userId }, (tx) =>
    tx.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId)),
  );
  return row?.language ?? null;
}

/**
 * Puts a user in no company into the tenant's company with a role. The "in no company" condition
 * sits in the same statement as the change; false when the user already belongs to one.
 */
export async function joinCompany(tx: Tx, t: TenantDb, userId: string, role: Role): Promise<boolean> {
  const joinedAt = new Date();
  const rows = await tx
    .insert(profiles)
    .values({ userId, companyId: t.ctx.companyId, role, joinedAt })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { companyId: t.ctx.companyId, role, joinedAt },
      setWhere: isNull(profiles.companyId),
    })
    .returning({ userId: profiles.userId });
  return rows.length > 0;
}

/** An account's name inside a query (null without one): a list's rows name their people in the same statement. */
export const userName = (id: unknown) =>
  sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${id})`;

/**
 * Names of accounts by id. Accounts are not tenant data, but a tenant transaction may read their
 * names (security.ts grants the tenant role "user"'s id and name), so this runs in either.
 */
export async function userNames(db: Database | Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
