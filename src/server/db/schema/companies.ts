import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, THEMES } from '../../../shared/accounts.ts';
import { TAX_APPLIES_TO } from '../../../shared/money.ts';
import { ROLES } from '../../../shared/roles.ts';
import { BRANDING_DEFAULTS } from '../../../shared/branding.ts';
import type { BrandingInput } from '../../../shared/company.ts';
import { user } from './auth.ts';
import { oneOf, timestamps } from './columns.ts';

/** A tenant. Its own id is the tenant key (row-level security compares `id`). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    logoUrl: text('logo_url'),
    website: text('website'),
    phone: text('phone'),
    /** Where clients write to: the e-mail button of the public showcase and gallery. */
    email: text('email'),
    /** Set when the owner finishes the company-setup page. */
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true, precision: 3 }),
    /** The company's address in public URLs (/quiz/{slug}), unique across the product. */
    slug: text('slug'),
    /** IANA zone where the company's "today" and "this week" are. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** What a new estimate starts with (settings → estimates). */
    estimateTerms: text('estimate_terms'),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3 }).notNull().default('0'),
    taxAppliesTo: text('tax_applies_to', { enum: TAX_APPLIES_TO }).notNull().default('materials'),
    /** How a client pays this company when online payment is off (checks to…, a transfer to…). */
    paymentInstructions: text('payment_instructions'),
    ...timestamps,
  },
  (t) => [
    check('companies_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    uniqueIndex('companies_slug_key').on(t.slug),
    // One company per owner (spec: a user belongs to a company), even when requests race.
    uniqueIndex('companies_owner_id_key').on(t.ownerId),
    check('companies_tax_rate_range', sql`${t.taxRate} between 0 and 100`),
    check('companies_tax_applies_valid', oneOf('tax_applies_to', TAX_APPLIES_TO)),
    check('companies_slug_format', sql`${t.slug} ~ '^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$'`),
  ],
);

/**
 * The tenant column of every tenant table: not null, cascading with its company.
 * Row-level security keys on it (see db/security.ts); indexes lead with it.
 */
export const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Which company a user belongs to and with which role (null company: not yet in one). */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    phone: text('phone'),
    /** The user's preferences, kept on the server so that they follow the user and set e-mails' language. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    /** When the user joined their current company (null for rows older than this column: use created_at). */
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    index('profiles_company_id_role_idx').on(t.companyId, t.role),
    check('profiles_role_valid', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
    check('profiles_language_valid', sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`)),
    check('profiles_theme_valid', sql.raw(`theme in (${THEMES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);

const hexColour = (column: string) => sql.raw(`${column} ~ '^#[0-9a-fA-F]{6}$'`);

export const companyBranding = pgTable(
  'company_branding',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    primaryColor: text('primary_color').notNull().default(BRANDING_DEFAULTS.primaryColor),
    secondaryColor: text('secondary_color').notNull().default(BRANDING_DEFAULTS.secondaryColor),
    accentColor: text('accent_color').notNull().default(BRANDING_DEFAULTS.accentColor),
    fontFamily: text('font_family').notNull().default(BRANDING_DEFAULTS.fontFamily),
    quizTheme: jsonb('quiz_theme').$type<BrandingInput['quizTheme']>().notNull().default(BRANDING_DEFAULTS.quizTheme),
    landingPageConfig: jsonb('landing_page_config')
      .$type<BrandingInput['landingPageConfig']>()
      .notNull()
      .default(BRANDING_DEFAULTS.landingPageConfig),
    logoUrl: text('logo_url'),
    ...timestamps,
  },
  () => [
    check('company_branding_primary_hex', hexColour('primary_color')),
    check('company_branding_secondary_hex', hexColour('secondary_color')),
    check('company_branding_accent_hex', hexColour('accent_color')),
  ],
);
