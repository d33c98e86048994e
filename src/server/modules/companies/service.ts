import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateCompanyInput } from '../../../shared/company.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/client.ts';
import { companies, companyBranding, profiles } from '../../db/schema/companies.ts';
import { TenantDb, type TenantContext } from '../../db/tenant.ts';
import type { Caller } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';

export type Company = typeof companies.$inferSelect;

/**
 * create_company_for_user: the caller becomes the owner of a new company. The work runs in the
 * new company's own tenant scope, so the same row-level security applies from the first row.
 */
export async function createCompanyForUser(db: Database, caller: Caller, input: CreateCompanyInput): Promise<Company> {
  if (caller.membership?.companyId) throw new AppError('CONFLICT', 'You already belong to a company.');
  const ctx: TenantContext = {
    userId: caller.userId,
    companyId: randomUUID(),
    role: ownerRole(caller.membership?.role),
    isOwner: true,
  };
  return new TenantDb(db, ctx).run(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        id: ctx.companyId,
        name: input.name,
        phone: input.phone,
        website: input.website,
        ownerId: caller.userId,
      })
      .returning();
    await tx.insert(companyBranding).values({ companyId: ctx.companyId });
    await tx
      .insert(profiles)
      .values({ userId: caller.userId, companyId: ctx.companyId, role: ctx.role })
      .onConflictDoUpdate({ target: profiles.userId, set: { companyId: ctx.companyId, role: ctx.role } });
    return company!;
  });
}

/** Owners run their company as Business Owner unless they signed up as Administrator. */
function ownerRole(role: Role | undefined): Role {
  return role === 'admin' ? 'admin' : 'service_provider';
}

export async function getCompany(t: TenantDb): Promise<Company> {
  const [company] = await t.run((tx) => tx.select().from(companies).where(eq(companies.id, t.ctx.companyId)));
  if (!company) throw notFound();
  return company;
}

export type Branding = typeof companyBranding.$inferSelect;

/** The company's branding; created with the spec's defaults the first time it is asked for. */
export async function getBranding(t: TenantDb): Promise<Branding> {
  return t.run(async (tx) => {
    const where = eq(companyBranding.companyId, t.ctx.companyId);
    const [existing] = await tx.select().from(companyBranding).where(where);
    if (existing) return existing;
    await tx.insert(companyBranding).values({ companyId: t.ctx.companyId }).onConflictDoNothing();
    const [created] = await tx.select().from(companyBranding).where(where);
    return created!;
  });
}
