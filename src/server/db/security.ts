import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { literal } from './round-trip.ts';

/** The role tenant work runs under (TenantDb): owns nothing, cannot bypass row-level security. */
export const APP_ROLE = 'floorpro_app';
/** The role cross-tenant lookups run under (lookUp): sees only the rows that carry its key. */
export const LOOKUP_ROLE = 'floorpro_lookup';

/** The setting each kind of lookup key is given in; the lookup policies compare rows with it. */
export const LOOKUP_SETTINGS = {
  userId: 'app.user_id',
  token: 'app.token',
  companyRef: 'app.company_ref',
  listing: 'app.listing',
} as const;

// Unset and emptied settings alike match nothing.
const setting = (name: string) => `nullif(current_setting('${name}', true), '')`;
const userId = setting(LOOKUP_SETTINGS.userId);
const token = setting(LOOKUP_SETTINGS.token);
const companyRef = setting(LOOKUP_SETTINGS.companyRef);
/** The sitemap's lookup (key 'public'): what companies made public themselves, a quiz address or a showcase. */
const listing = `${setting(LOOKUP_SETTINGS.listing)} = 'public'`;
const usersCompany = `(SELECT p.company_id FROM profiles p WHERE p.user_id = ${userId})`;

/**
 * Everything LOOKUP_ROLE may touch: each table's rights and the rows its policy opens, always by an
 * exact key (a user id, a link's token or token hash, a company's slug or id), so a lookup finds
 * one row and cannot list a table; the one listing (the sitemap's, ADR 0018) opens only what a company
 * made public: companies with a quiz address, public showcases and their active links. Writes are only where a user's own rows have no company to
 * scope them by: their profile (sign-up, preferences, leaving a company) and a stale calendar feed.
 */
const LOOKUPS: { table: string; rights: string; rows: string }[] = [
  { table: 'profiles', rights: 'SELECT, INSERT, UPDATE', rows: `user_id = ${userId}` },
  {
    table: 'companies',
    rights: 'SELECT',
    rows: `id = ${usersCompany} OR slug = ${companyRef} OR id::text = ${companyRef} OR (slug IS NOT NULL AND ${listing})`,
  },
  { table: 'company_branding', rights: 'SELECT', rows: `company_id = ${usersCompany}` },
  { table: 'client_gallery_access', rights: 'SELECT', rows: `access_token = ${token}` },
  { table: 'showcase_projects', rights: 'SELECT', rows: `is_public AND ${listing}` },
  {
    table: 'showcase_links',
    rights: 'SELECT',
    rows: `link_token = ${token} OR (${listing} AND is_active AND EXISTS (SELECT 1 FROM showcase_projects p
      WHERE p.company_id = showcase_links.company_id AND p.id = showcase_links.showcase_project_id AND p.is_public))`,
  },
  { table: 'invitations', rights: 'SELECT', rows: `token_hash = ${token}` },
  // A client's link to an estimate or an invoice, by its hash (issue #17).
  { table: 'document_links', rights: 'SELECT', rows: `token_hash = ${token}` },
  // A member's feed, by its hash; and by the member, to drop one left from a company they left.
  { table: 'calendar_feeds', rights: 'SELECT, DELETE', rows: `token_hash = ${token} OR user_id = ${userId}` },
];

const lookupValues = LOOKUPS.map((l) => `(${literal(l.table)}, ${literal(l.rights)}, ${literal(l.rows)})`).join(
  ',\n    ',
);

/**
 * Makes the database safe, whichever migration created its tables (ADR 0009). Every tenant table
 * (one with a `company_id` column, plus `companies` itself, keyed by `id`) gets row-level security
 * enabled and forced, one policy comparing the row's company with `app.company_id`, and rights for
 * APP_ROLE; LOOKUP_ROLE gets exactly LOOKUPS. With a separate `loginRole` (the role the app
 * connects as when another one migrates), that role gets the non-tenant tables and the right to
 * switch to both roles, and nothing on tenant tables. Creates the roles when it may; otherwise
 * they must exist (the README's SQL). Idempotent; runs after migrations on every start, so a new
 * table cannot be left unprotected. `db` is typed by Drizzle (client.ts's Database is the same type):
 * client.ts calls this while it opens a connection.
 */
export async function secureDatabase(
  db: PgDatabase<PgQueryResultHKT>,
  opts: { loginRole?: string } = {},
): Promise<void> {
  await db.execute(sql.raw(secureSql(opts.loginRole))).catch((err: unknown) => {
    // Drizzle's message is the whole block; the start must say what to do (a missing role or grant).
    let cause = err as Error;
    while (cause.cause instanceof Error) cause = cause.cause;
    throw new Error(`securing the database failed: ${cause.message}`, { cause: err });
  });
}

const secureSql = (loginRole: string | undefined) => `
DO $$
DECLARE
  login constant text := nullif(${loginRole ? literal(loginRole) : 'NULL'}, current_user);
  connecting constant text := coalesce(login, current_user);
  switch_role text;
  t record;
  tenant_expr constant text := 'nullif(current_setting(''app.company_id'', true), '''')::uuid';
  visible text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = login AND (rolsuper OR rolbypassrls)) THEN
    RAISE EXCEPTION 'DATABASE_URL''s role % bypasses row-level security: connect as a role without SUPERUSER and BYPASSRLS', login;
  END IF;
  FOREACH switch_role IN ARRAY ARRAY['${APP_ROLE}', '${LOOKUP_ROLE}'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = switch_role) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE', switch_role);
      EXCEPTION
        WHEN duplicate_object OR unique_violation THEN NULL; -- created by another start meanwhile
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'role % is missing and % may not create it: create the roles as the README says', switch_role, current_user;
      END;
    END IF;
    -- The role the app connects as switches to this one (SET LOCAL ROLE), so it must be a member.
    IF NOT pg_has_role(connecting, switch_role, 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT %I TO %I', switch_role, connecting);
      EXCEPTION
        WHEN unique_violation THEN NULL; -- granted by another start meanwhile
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'role % must be a member of %, and % may not grant it: GRANT % TO %', connecting, switch_role, current_user, switch_role, connecting;
      END;
    END IF;
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', switch_role);
  END LOOP;
  IF login IS NOT NULL THEN
    EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', login);
  END IF;

  FOR t IN
    SELECT c.relname AS name,
           CASE WHEN c.relname = 'companies' THEN 'id' ELSE 'company_id' END AS key,
           c.relname = 'companies' OR EXISTS (
             SELECT 1 FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped) AS tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    -- Rights are set afresh, so a table that changes kind or leaves LOOKUPS keeps nothing it had.
    EXECUTE format('REVOKE ALL ON %I FROM ${LOOKUP_ROLE}', t.name);
    IF login IS NOT NULL THEN
      EXECUTE format('REVOKE ALL ON %I FROM %I', t.name, login);
      IF NOT t.tenant THEN
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO %I', t.name, login);
      END IF;
    END IF;
    CONTINUE WHEN NOT t.tenant;

    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.name);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ${APP_ROLE}', t.name);
    IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name
                   AND policyname = 'tenant_isolation') THEN
      visible := format('%I = %s', t.key, tenant_expr);
      -- A user always sees their own profile (joining a company starts from it).
      IF t.name = 'profiles' THEN
        visible := visible || ' OR user_id = current_setting(''app.user_id'', true)';
      END IF;
      EXECUTE format('CREATE POLICY tenant_isolation ON %I TO ${APP_ROLE} USING (%s) WITH CHECK (%I = %s)',
                     t.name, visible, t.key, tenant_expr);
    END IF;
  END LOOP;

  -- Tenant reads show people's names (a lead's assignee, a job's crew) from the same statement as
  -- their rows: the names, and nothing else of an account. The login role reads the whole table
  -- already, so this gives the tenant role less than the process has; set afresh, like the rest.
  EXECUTE 'REVOKE ALL ON "user" FROM ${APP_ROLE}';
  EXECUTE 'GRANT SELECT (id, name) ON "user" TO ${APP_ROLE}';

  FOR t IN SELECT * FROM (VALUES
    ${lookupValues}
  ) AS l(name, rights, rows_opened)
  LOOP
    EXECUTE format('GRANT %s ON %I TO ${LOOKUP_ROLE}', t.rights, t.name);
    -- Altered on every start, so the policy is always the one written here.
    IF EXISTS (SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = t.name
               AND policyname = 'lookup_by_key') THEN
      EXECUTE format('ALTER POLICY lookup_by_key ON %I TO ${LOOKUP_ROLE} USING (%s) WITH CHECK (%s)',
                     t.name, t.rows_opened, t.rows_opened);
    ELSE
      EXECUTE format('CREATE POLICY lookup_by_key ON %I TO ${LOOKUP_ROLE} USING (%s) WITH CHECK (%s)',
                     t.name, t.rows_opened, t.rows_opened);
    END IF;
  END LOOP;
END $$;`;
