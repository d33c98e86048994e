import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { QuizSubmissionInput } from '../../../shared/lead-inputs.ts';
import { UUID_PATTERN } from '../../../shared/validation.ts';
import type { Database } from '../../db/client.ts';
import { lookUp } from '../../db/lookup.ts';
import { companies, profiles } from '../../db/schema/companies.ts';
import { TenantDb } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';
import { recordEvent } from '../analytics/service.ts';
import { getBranding } from '../companies/service.ts';
import { insertLeads } from '../leads/service.ts';
import { notify } from '../notifications/service.ts';

/**
 * The company behind a public quiz link: /quiz/{slug}, or its id when it has no slug. Which
 * company a public link names is not tenant data, so it is read outside any tenant scope.
 */
async function companyByRef(db: Database, ref: string) {
  const key = ref.toLowerCase();
  const [company] = await lookUp(db, { companyRef: key }, (tx) =>
    tx
      .select({
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        logoUrl: companies.logoUrl,
        phone: companies.phone,
        website: companies.website,
      })
      .from(companies)
      .where(UUID_PATTERN.test(key) ? or(eq(companies.id, key), eq(companies.slug, key)) : eq(companies.slug, key)),
  );
  if (!company) throw notFound('We could not find this contractor.');
  return company;
}

/** What the quiz page shows: the company's name, logo, contact and branding. */
export async function publicQuiz(db: Database, ref: string) {
  const company = await companyByRef(db, ref);
  const branding = await getBranding(TenantDb.forCompany(db, company.id));
  return {
    companyId: company.id,
    name: company.name,
    slug: company.slug,
    logoUrl: company.logoUrl,
    phone: company.phone,
    website: company.website,
    branding: {
      primaryColor: branding.primaryColor,
      secondaryColor: branding.secondaryColor,
      accentColor: branding.accentColor,
      fontFamily: branding.fontFamily,
      quizTheme: branding.quizTheme,
    },
  };
}

/** The sitemap's quizzes: every company's that has a quiz address. */
export async function publicQuizPaths(db: Database): Promise<string[]> {
  const rows = await lookUp(db, { listing: 'public' }, (tx) =>
    tx.select({ slug: companies.slug }).from(companies).where(isNotNull(companies.slug)).orderBy(asc(companies.slug)),
  );
  return rows.map((r) => `/quiz/${r.slug}`);
}

/**
 * A homeowner's answers become a lead of the company (source quiz): logged 'Lead created',
 * `lead_created` emitted, and the owner and admins notified, all in one transaction.
 * A filled honeypot is answered the same way, but nothing is stored.
 */
export async function submitQuiz(db: Database, ref: string, input: QuizSubmissionInput): Promise<void> {
  const company = await companyByRef(db, ref);
  if (input.website) return;
  const t = TenantDb.forCompany(db, company.id);
  const { consent: _consent, language, website: _honeypot, ...answers } = input;
  await t.run(async (tx) => {
    const [lead] = await insertLeads(tx, t, [answers], { source: 'quiz' });
    await recordEvent(tx, t, {
      eventType: 'quiz_submitted',
      leadId: lead!.id,
      eventData: { consent: true, language },
    });
    const admins = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.companyId, company.id), eq(profiles.role, 'admin')));
    const recipients = new Set(admins.map((a) => a.userId));
    const [owner] = await tx.select({ ownerId: companies.ownerId }).from(companies).where(eq(companies.id, company.id));
    if (owner?.ownerId) recipients.add(owner.ownerId);
    for (const recipientId of recipients) {
      await notify(tx, t, {
        recipientId,
        type: 'lead_captured',
        params: { name: lead!.name },
        title: `New lead from your quiz: ${lead!.name}`,
        body: 'Open the lead to call them back.',
        link: `/dashboard/leads/${lead!.id}`,
      });
    }
  });
}
