import { eq } from 'drizzle-orm';
import type { SignUpInput, UpdatePreferencesInput } from '../../../shared/account-inputs.ts';
import type { Language, Theme } from '../../../shared/accounts.ts';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { companies, companyBranding, profiles } from '../../db/schema/companies.ts';
import type { AccountHooks } from '../../platform/auth.ts';
import type { Caller } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createCompanyForUser } from '../companies/service.ts';

type NewUser = Parameters<AccountHooks['setUpNewAccount']>[1];

/**
 * After sign-up: the user's profile (role, phone, language), and for a Business Owner, or an
 * Administrator who arrives without an invitation, a company of their own (create_company_for_user).
 * Other roles wait for an invitation.
 */
async function setUpNewAccount(db: Database, user: NewUser, input: SignUpInput): Promise<void> {
  await lookUp(db, { userId: user.id }, (tx) =>
    tx.insert(profiles).values({ userId: user.id, role: input.role, phone: input.phone, language: input.language }),
  );
  // Arriving by invitation, the invitation decides the company.
  if (input.invited || (input.role !== 'service_provider' && input.role !== 'admin')) return;
  const caller: Caller = {
    userId: user.id,
    email: user.email,
    name: user.name,
    membership: { companyId: null, role: input.role, isOwner: false },
  };
  await createCompanyForUser(db, caller, { name: input.companyName ?? user.name, phone: input.phone ?? undefined });
}

interface AccountRow {
  language: Language;
  theme: Theme;
  company: { id: string; name: string; logoUrl: string | null; setupCompleted: boolean; timeZone: string } | null;
}

/** The user's preferences and company summary. Crosses tenants by nature, so it reads by user id. */
async function accountOf(db: Database, userId: string): Promise<AccountRow> {
  const [row] = await lookUp(db, { userId }, (tx) =>
    tx
      .select({
        language: profiles.language,
        theme: profiles.theme,
        companyId: companies.id,
        companyName: companies.name,
        logoUrl: companies.logoUrl,
        brandingLogoUrl: companyBranding.logoUrl,
        setupCompletedAt: companies.setupCompletedAt,
        timeZone: companies.timeZone,
      })
      .from(profiles)
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .leftJoin(companyBranding, eq(companyBranding.companyId, profiles.companyId))
      .where(eq(profiles.userId, userId)),
  );
  if (!row) return { language: 'en', theme: 'system', company: null };
  return {
    language: row.language,
    theme: row.theme,
    company:
      row.companyId && row.companyName !== null && row.timeZone !== null
        ? {
            id: row.companyId,
            name: row.companyName,
            logoUrl: row.logoUrl ?? row.brandingLogoUrl,
            setupCompleted: row.setupCompletedAt !== null,
            timeZone: row.timeZone,
          }
        : null,
  };
}

/** Who receives an e-mail, in which language, under which company's name and logo. */
async function mailRecipient(db: Database, user: NewUser, appUrl: string) {
  const { language, company } = await accountOf(db, user.id);
  return {
    email: user.email,
    name: user.name,
    language,
    company: company && {
      name: company.name,
      logoUrl: company.logoUrl ? new URL(company.logoUrl, appUrl).toString() : null,
    },
  };
}

/** What better-auth calls back into this module for (platform/auth.ts; main.ts passes it in). */
export const accountHooks: AccountHooks = { setUpNewAccount, mailRecipient };

/**
 * Spec section 4: the subscription defaults to subscribed on the basic tier when the check fails
 * or the payment service is missing. No payment service is built yet, so every account is there.
 */
const DEFAULT_SUBSCRIPTION = { subscribed: true, tier: 'basic', end: null } as const;

/** GET /api/v1/me. */
export async function getMe(db: Database, caller: Caller) {
  const { language, theme, company } = await accountOf(db, caller.userId);
  return {
    user: { id: caller.userId, email: caller.email, name: caller.name },
    membership: caller.membership,
    preferences: { language, theme },
    company,
    subscription: DEFAULT_SUBSCRIPTION,
  };
}

/** PATCH /api/v1/me: only the preferences given change. */
export async function updatePreferences(db: Database, caller: Caller, input: UpdatePreferencesInput) {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdatePreferencesInput;
  if (Object.keys(set).length > 0) {
    const updated = await lookUp(db, { userId: caller.userId }, (tx) =>
      tx.update(profiles).set(set).where(eq(profiles.userId, caller.userId)).returning({ userId: profiles.userId }),
    );
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'Failed to update profile');
  }
  return getMe(db, caller);
}
