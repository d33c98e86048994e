import { randomUUID } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  SLUG_TAKEN_MESSAGE,
  type BrandingInput,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from '../../../shared/company.ts';
import type { Role } from '../../../shared/roles.ts';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { companies, companyBranding, profiles } from '../../db/schema/companies.ts';
import { TenantDb, type TenantContext, type Tx } from '../../db/tenant.ts';
import { forgetCaller } from '../../platform/caller.ts';
import type { Caller } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sniffImageType } from '../../platform/storage.ts';
import { newPublicFileKey } from '../files/routes.ts';
import { processLogo } from '../photos/images.ts';

export type Company = typeof companies.$inferSelect;

const ALREADY_IN_COMPANY = 'You already belong to a company.';

/**
 * create_company_for_user: the caller becomes the owner of a new company. The work runs in the
 * new company's own tenant scope, so the same row-level security applies from the first row.
 * Requests racing for one user create one company: the database holds one company per owner
 * (companies_owner_id_key), and the profile only joins the new company while it is in none.
 */
export async function createCompanyForUser(db: Database, caller: Caller, input: CreateCompanyInput): Promise<Company> {
  if (caller.membership?.companyId) throw new AppError('CONFLICT', ALREADY_IN_COMPANY);
  const ctx: TenantContext = {
    userId: caller.userId,
    companyId: randomUUID(),
    role: ownerRole(caller.membership?.role),
    isOwner: true,
  };
  const created = await new TenantDb(db, ctx)
    .run(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          id: ctx.companyId,
          name: input.name,
          phone: input.phone,
          website: input.website,
          email: input.email ?? caller.email,
          ownerId: caller.userId,
        })
        .returning();
      await tx.insert(companyBranding).values({ companyId: ctx.companyId });
      const joined = await tx
        .insert(profiles)
        .values({ userId: caller.userId, companyId: ctx.companyId, role: ctx.role, joinedAt: new Date() })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { companyId: ctx.companyId, role: ctx.role, joinedAt: new Date() },
          setWhere: isNull(profiles.companyId),
        })
        .returning({ userId: profiles.userId });
      // Joined another company (by an invitation) since this request began: nothing is kept.
      if (joined.length === 0) throw new AppError('CONFLICT', ALREADY_IN_COMPANY);
      return company!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'companies_owner_id_key')) throw new AppError('CONFLICT', ALREADY_IN_COMPANY);
      throw err;
    });
  forgetCaller({ userId: caller.userId }); // their next request is the owner's
  return created;
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

/**
 * The name and logo a public page or an e-mail shows for a company. Public pages know the
 * company only from a token, whose lookup gave its id: the read runs in that company's scope.
 */
export async function companyCard(db: Database, companyId: string): Promise<{ name: string; logoUrl: string | null }> {
  const [card] = await TenantDb.forCompany(db, companyId).run((tx) =>
    tx.select({ name: companies.name, logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId)),
  );
  if (!card) throw notFound();
  return card;
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

/** Company settings. The slug is unique across the product: a taken one answers 409. */
export async function updateCompany(t: TenantDb, input: UpdateCompanyInput): Promise<Company> {
  const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  const changes = {
    name: input.name,
    phone: blankToNull(input.phone),
    website: input.website,
    email: input.email,
    slug: input.slug,
    timeZone: input.timeZone,
    estimateTerms: input.estimateTerms,
    taxRate: input.taxRate,
    taxAppliesTo: input.taxAppliesTo,
    paymentInstructions: input.paymentInstructions,
    ...(input.setupCompleted && { setupCompletedAt: sql`coalesce(${companies.setupCompletedAt}, now())` }),
  };
  if (Object.values(changes).every((v) => v === undefined)) return getCompany(t);
  try {
    const [company] = await t.run((tx) =>
      tx.update(companies).set(changes).where(eq(companies.id, t.ctx.companyId)).returning(),
    );
    if (!company) throw notFound();
    return company;
  } catch (err) {
    if (isUniqueViolation(err, 'companies_slug_key')) {
      throw new AppError('CONFLICT', SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
    }
    throw err;
  }
}

/** Replaces the branding; the logo is set by the upload, not here. */
export async function updateBranding(t: TenantDb, input: BrandingInput): Promise<Branding> {
  await getBranding(t);
  const [row] = await t.run((tx) =>
    tx.update(companyBranding).set(input).where(eq(companyBranding.companyId, t.ctx.companyId)).returning(),
  );
  return row!;
}

/** Where the app serves stored files (public by unguessable key: logos appear on public pages). */
export const FILES_PATH = '/api/files/';

/**
 * Stores a new logo under a server-made name and points the company and its branding at it.
 * The type comes from the bytes; the previous logo file is deleted once the new one is in place.
 */
export async function setLogo(t: TenantDb, file: File): Promise<Company> {
  const { storage } = t.services;
  if (file.size > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', LOGO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0)
    throw new AppError('VALIDATION_ERROR', LOGO_MESSAGES.missing, { file: LOGO_MESSAGES.missing });
  if (!sniffImageType(bytes)) {
    throw new AppError('VALIDATION_ERROR', LOGO_MESSAGES.badType, { file: LOGO_MESSAGES.badType });
  }

  const key = newPublicFileKey('logos', 'png');
  await storage.put(key, await processLogo(bytes), 'image/png');
  const logoUrl = FILES_PATH + key;
  const { company, previous } = await t.run(async (tx) => {
    const [before] = await tx
      .select({ logoUrl: companies.logoUrl })
      .from(companies)
      .where(eq(companies.id, t.ctx.companyId));
    const [updated] = await tx.update(companies).set({ logoUrl }).where(eq(companies.id, t.ctx.companyId)).returning();
    await tx.insert(companyBranding).values({ companyId: t.ctx.companyId, logoUrl }).onConflictDoUpdate({
      target: companyBranding.companyId,
      set: { logoUrl },
    });
    return { company: updated, previous: before?.logoUrl ?? null };
  });
  if (!company) {
    await storage.delete(key);
    throw notFound();
  }
  if (previous?.startsWith(FILES_PATH)) await storage.delete(previous.slice(FILES_PATH.length)).catch(() => {});
  return company;
}

/** How the company heads its documents (estimates, invoices, orders, reports). */
export interface CompanyLetterhead {
  name: string;
  logo: Buffer | null;
  colour: string;
  lines: string[];
  /** How a client pays the company when not online (settings): an invoice with a balance prints it. */
  paymentInstructions: string | null;
}

/** The company's name, logo, brand colour and contact, as its documents are headed. */
export async function letterhead(tx: Tx, t: TenantDb): Promise<CompanyLetterhead> {
  const [row] = await tx
    .select({
      name: companies.name,
      phone: companies.phone,
      email: companies.email,
      website: companies.website,
      logoUrl: companies.logoUrl,
      colour: companyBranding.primaryColor,
      paymentInstructions: companies.paymentInstructions,
    })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, t.ctx.companyId));
  const logoKey = row?.logoUrl?.startsWith(FILES_PATH) ? row.logoUrl.slice(FILES_PATH.length) : null;
  const logo = logoKey ? await t.services.storage.get(logoKey).catch(() => null) : null;
  return {
    name: row?.name ?? '',
    logo: logo ? Buffer.from(logo.data) : null,
    colour: row?.colour ?? '#1d4ed8',
    lines: [row?.phone, row?.email, row?.website].filter((v): v is string => !!v),
    paymentInstructions: row?.paymentInstructions ?? null,
  };
}
