import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJob } from '../modules/share-links/testing.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { sqlRows, type Database } from './client.ts';
import { lookUp } from './lookup.ts';
import { companies, profiles } from './schema/companies.ts';
import { leads } from './schema/leads.ts';
import { clientGalleryAccess } from './schema/gallery.ts';
import { showcaseLinks, showcaseProjects } from './schema/showcase.ts';
import { secureDatabase } from './security.ts';
import type { Tx } from './tenant.ts';

// ADR 0009: the harness runs the app as a login role of its own, as a server's installation does.

let t: TestApp;
let a: TestClient & { companyId: string };
let b: TestClient & { companyId: string };
const extraRoles: string[] = [];
let asApp: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
/** Where lookups run: the app's own connections. */
let appDb: Database;

const roleName = (what: string) => `floorpro_test_${what}_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await startTestApp();
  a = await t.newCompany('Alder Floors');
  b = await t.newCompany('Beech Floors');
  appDb = t.appDb;
  asApp = (work) => t.appDb.transaction(work);
  for (const who of [a, b]) {
    const res = await who.post('/api/v1/leads', { name: `Lead of ${who.companyId}`, email: 'lead@example.com' });
    expect(res.status, await res.clone().text()).toBe(201);
  }
});
afterAll(async () => {
  // Roles outlive a server's scratch database: their grants go first, then they do.
  for (const role of extraRoles) {
    await t.database.db.execute(sql.raw(`drop owned by ${role}`));
    await t.database.db.execute(sql.raw(`drop role ${role}`));
  }
  await t.close();
});

const tenantTables = async () =>
  (
    await sqlRows<{ name: string }>(
      t.database.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relforcerowsecurity order by 1`,
    )
  ).map((r) => r.name);

/** The database's own message for a refused statement (Drizzle wraps it), or 'accepted'. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'accepted';
  } catch (err) {
    let e = err as Error & { cause?: unknown };
    while (e.cause instanceof Error) e = e.cause;
    return e.message;
  }
}

const galleryLink = async (who: TestClient) => {
  const res = await who.post(`/api/v1/jobs/${await newJob(who)}/gallery-links`, {});
  expect(res.status, await res.clone().text()).toBe(201);
  return json<{ token: string }>(res);
};

describe('the role the app connects as', () => {
  it('is no superuser, cannot bypass row-level security and owns nothing', async () => {
    const [me] = await asApp((tx) =>
      sqlRows<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
        tx,
        sql`select r.rolsuper, r.rolbypassrls,
                   (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
            from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(me).toEqual({ rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('reads no tenant table outside the tenant scope: every one is refused', async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(['companies', 'leads', 'profiles', 'client_gallery_access']));
    for (const table of tables) {
      expect(await refusal(asApp((tx) => tx.execute(sql.raw(`select * from ${table}`)))), table).toMatch(
        /^permission denied/,
      );
    }
  });

  it('cannot change or drop a table, nor create one', async () => {
    for (const statement of [
      'alter table leads disable row level security',
      'alter table mail_outbox add column stolen text',
      'drop table mail_outbox',
      'create table public.stolen (id int)',
    ]) {
      expect(await refusal(asApp((tx) => tx.execute(sql.raw(statement)))), statement).toMatch(
        /^(must be owner|permission denied)/,
      );
    }
  });

  it("keeps the tables that are nobody's tenant data, as the app uses them", async () => {
    const key = `roles-test|${randomBytes(4).toString('hex')}`;
    const rows = await asApp(async (tx) => {
      await tx.execute(sql`insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, 0)`);
      await tx.execute(sql`update rate_limit set count = 2 where key = ${key}`);
      const found = await sqlRows<{ count: number }>(tx, sql`select count from rate_limit where key = ${key}`);
      await tx.execute(sql`delete from rate_limit where key = ${key}`);
      return found;
    });
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('refuses to be secured when it could bypass row-level security', async () => {
    const bypassing = roleName('bypass');
    extraRoles.push(bypassing);
    await t.database.db.execute(sql.raw(`create role ${bypassing} nologin bypassrls`));
    await expect(secureDatabase(t.database.db, { loginRole: bypassing })).rejects.toThrow(
      /bypasses row-level security/,
    );
  });
});

describe('lookups across tenants', () => {
  it('by a token open that link alone, whatever the query asks for', async () => {
    const mine = await galleryLink(a);
    const theirs = await galleryLink(b);
    const seen = await lookUp(appDb, { token: mine.token }, (tx) => tx.select().from(clientGalleryAccess));
    expect(seen.map((l) => l.accessToken)).toEqual([mine.token]);
    expect(seen[0]!.companyId).toBe(a.companyId);
    expect(await lookUp(appDb, { token: theirs.token }, (tx) => tx.select().from(companies))).toEqual([]);
    expect(await lookUp(appDb, { token: 'x'.repeat(43) }, (tx) => tx.select().from(clientGalleryAccess))).toEqual([]);
  });

  it("by a user open that user's profile and company alone, and no other tenant data", async () => {
    const [profilesSeen, companiesSeen] = await lookUp(appDb, { userId: a.userId }, (tx) =>
      Promise.all([tx.select().from(profiles), tx.select().from(companies)]),
    );
    expect(profilesSeen.map((p) => p.userId)).toEqual([a.userId]);
    expect(companiesSeen.map((c) => c.id)).toEqual([a.companyId]);
    expect(await refusal(lookUp(appDb, { userId: a.userId }, (tx) => tx.select().from(leads)))).toMatch(
      /^permission denied/,
    );
  });

  it("by a company's id open that company alone; an empty key opens nothing", async () => {
    const byId = await lookUp(appDb, { companyRef: b.companyId }, (tx) => tx.select().from(companies));
    expect(byId.map((c) => c.id)).toEqual([b.companyId]);
    expect(await lookUp(appDb, { companyRef: '' }, (tx) => tx.select().from(companies))).toEqual([]);
    expect(await lookUp(appDb, { userId: '' }, (tx) => tx.select().from(profiles))).toEqual([]);
  });

  it("the sitemap's listing opens what companies made public (a quiz address, public showcases) and nothing else", async () => {
    await t.database.db.update(companies).set({ slug: 'alder-listed' }).where(eq(companies.id, a.companyId));
    const listed = <T>(work: (tx: Tx) => Promise<T>) => lookUp(appDb, { listing: 'public' }, work);
    expect(await listed((tx) => tx.select({ id: companies.id }).from(companies))).toEqual([{ id: a.companyId }]);
    // B's showcase has a link but is not public: neither it nor its link is listed.
    const jobId = await newJob(b);
    expect((await b.post(`/api/v1/jobs/${jobId}/showcase/links`, {})).status).toBe(201);
    expect(await listed((tx) => tx.select().from(showcaseProjects))).toEqual([]);
    expect(await listed((tx) => tx.select().from(showcaseLinks))).toEqual([]);
    await t.database.db.update(showcaseProjects).set({ isPublic: true }).where(eq(showcaseProjects.jobId, jobId));
    expect((await listed((tx) => tx.select().from(showcaseLinks))).map((l) => l.companyId)).toEqual([b.companyId]);
    expect(await refusal(listed((tx) => tx.select().from(leads)))).toMatch(/^permission denied/);
  });

  it('cannot write what they only read', async () => {
    const mine = await galleryLink(a);
    const update = lookUp(appDb, { token: mine.token }, (tx) =>
      tx.update(clientGalleryAccess).set({ accessCount: 1000 }),
    );
    expect(await refusal(update)).toMatch(/^permission denied/);
  });
});
