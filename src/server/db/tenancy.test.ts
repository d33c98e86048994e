import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './client.ts';
import { analyticsEvents } from './schema/analytics.ts';
import { companies, profiles } from './schema/companies.ts';
import { APP_ROLE } from './security.ts';
import { TenantDb } from './tenant.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let a: { companyId: string; userId: string };
let b: { companyId: string; userId: string };

const tenant = (who: { companyId: string; userId: string }) =>
  new TenantDb(t.database.db, { ...who, role: 'service_provider', isOwner: true });

beforeAll(async () => {
  t = await startTestApp();
  a = await t.newCompany('Alpha Floors');
  b = await t.newCompany('Beta Floors');
  for (const who of [a, a, a, b, b]) {
    await tenant(who).run((tx) =>
      tx.insert(analyticsEvents).values({ companyId: who.companyId, eventType: 'lead_created' }),
    );
  }
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('every tenant table has row-level security enabled and forced, with the tenant policy', async () => {
    const tables = await sqlRows<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
      policies: number;
    }>(
      t.database.db,
      sql`
      select c.relname, c.relrowsecurity, c.relforcerowsecurity,
             (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.relname = 'companies' or exists (
          select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
      order by c.relname`,
    );
    const names = tables.map((r) => r.relname);
    expect(names).toEqual(expect.arrayContaining(['analytics_events', 'companies', 'company_branding', 'profiles']));
    for (const row of tables) {
      expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, policies: 1 });
    }
  });

  it('tenant tables carry a not-null company_id with a foreign key, and an index leading with it', async () => {
    const rows = await sqlRows<{
      table_name: string;
      is_nullable: string;
      has_fk: boolean;
      has_index: boolean;
    }>(
      t.database.db,
      sql`
      select col.table_name, col.is_nullable,
        exists (select 1 from pg_constraint k where k.conrelid = (quote_ident(col.table_name))::regclass and k.contype = 'f'
                and k.conkey[1] = (select attnum from pg_attribute where attrelid = (quote_ident(col.table_name))::regclass and attname = 'company_id')) as has_fk,
        exists (select 1 from pg_index i where i.indrelid = (quote_ident(col.table_name))::regclass
                and i.indkey[0] = (select attnum from pg_attribute where attrelid = (quote_ident(col.table_name))::regclass and attname = 'company_id')) as has_index
      from information_schema.columns col
      where col.table_schema = 'public' and col.column_name = 'company_id'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      // profiles.company_id is null while a user has not joined a company yet
      if (row.table_name !== 'profiles') expect(row.is_nullable, row.table_name).toBe('NO');
      expect(row.has_fk, row.table_name).toBe(true);
      expect(row.has_index, row.table_name).toBe(true);
    }
  });

  it('the application role cannot bypass row-level security', async () => {
    const rows = await sqlRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      t.database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`,
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('a query that forgets its company_id filter still sees only its own tenant', async () => {
    const seenByA = await tenant(a).run((tx) => tx.select().from(analyticsEvents));
    const seenByB = await tenant(b).run((tx) => tx.select().from(analyticsEvents));
    expect(seenByA).toHaveLength(3);
    expect(seenByB).toHaveLength(2);
    expect(new Set(seenByA.map((e) => e.companyId))).toEqual(new Set([a.companyId]));

    const companiesSeenByA = await tenant(a).run((tx) => tx.select().from(companies));
    expect(companiesSeenByA.map((c) => c.id)).toEqual([a.companyId]);
    const profilesSeenByB = await tenant(b).run((tx) => tx.select().from(profiles));
    expect(profilesSeenByB.map((p) => p.userId)).toEqual([b.userId]);
  });

  it("an unfiltered update or delete cannot touch another tenant's rows", async () => {
    await tenant(a).run((tx) => tx.update(analyticsEvents).set({ eventType: 'changed_by_a' }));
    await tenant(a).run((tx) => tx.delete(companies));
    const bEvents = await tenant(b).run((tx) => tx.select().from(analyticsEvents));
    expect(bEvents.map((e) => e.eventType)).toEqual(['lead_created', 'lead_created']);
    const bCompany = await tenant(b).run((tx) => tx.select().from(companies));
    expect(bCompany).toHaveLength(1);
  });

  it("writing a row into another tenant's company is refused", async () => {
    await expect(
      tenant(a).run((tx) => tx.insert(analyticsEvents).values({ companyId: b.companyId, eventType: 'lead_created' })),
    ).rejects.toThrow();
    const bEvents = await tenant(b).run((tx) => tx.select().from(analyticsEvents));
    expect(bEvents).toHaveLength(2);
  });

  it('the tenant setting does not outlive its transaction', async () => {
    await tenant(a).run(async () => {});
    const rows = await sqlRows<{ company: string | null; role: string }>(
      t.database.db,
      sql`select nullif(current_setting('app.company_id', true), '') as company, current_user as role`,
    );
    expect(rows[0]!.company).toBeNull();
    expect(rows[0]!.role).not.toBe(APP_ROLE);
  });
});
