import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/roles.ts';
import { BRANDING_DEFAULTS } from '../../../shared/company.ts';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';

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
    ...timestamps,
  },
  (t) => [check('companies_name_not_blank', sql`length(btrim(${t.name})) > 0`)],
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
    ...timestamps,
  },
  (t) => [
    index('profiles_company_id_role_idx').on(t.companyId, t.role),
    check('profiles_role_valid', sql.raw(`role in (${ROLES.map((r) => `'${r}'`).join(', ')})`)),
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
    quizTheme: jsonb('quiz_theme')
      .$type<typeof BRANDING_DEFAULTS.quizTheme>()
      .notNull()
      .default(BRANDING_DEFAULTS.quizTheme),
    landingPageConfig: jsonb('landing_page_config')
      .$type<typeof BRANDING_DEFAULTS.landingPageConfig>()
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
