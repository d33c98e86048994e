import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The role tenant work runs under: owns nothing, cannot bypass row-level security. */
export const APP_ROLE = 'floorpro_app';

/**
 * Makes every tenant table safe, whichever migration created it: row-level security enabled and
 * forced, one policy comparing the row's company with `app.company_id`, and rights for APP_ROLE.
 * A tenant table is one with a `company_id` column, plus `companies` itself (keyed by `id`).
 * Idempotent; runs after migrations on every start, so a new table cannot be left unprotected.
 */
export async function secureTenantTables(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
DO $$
DECLARE
  t record;
  tenant_expr constant text := 'nullif(current_setting(''app.company_id'', true), '''')::uuid';
  visible text;
BEGIN
  BEGIN
    CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  EXCEPTION WHEN others THEN NULL; -- a superuser needs no membership
  END;
  EXECUTE 'GRANT USAGE ON SCHEMA public TO ${APP_ROLE}';

  FOR t IN
    SELECT c.relname AS name,
           CASE WHEN c.relname = 'companies' THEN 'id' ELSE 'company_id' END AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND (c.relname = 'companies' OR EXISTS (
        SELECT 1 FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
  LOOP
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
END $$;`),
  );
}
