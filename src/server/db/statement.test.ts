import { and, eq, sql } from 'drizzle-orm';
import { alias, type QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { user } from './schema/auth.ts';
import { jobs } from './schema/jobs.ts';
import { leads } from './schema/leads.ts';
import { statement, value } from './statement.ts';
import { TenantDb } from './tenant.ts';

let t: TestApp;
let a: { companyId: string; userId: string };
let b: { companyId: string; userId: string };

const tenant = (who: { companyId: string; userId: string }) =>
  new TenantDb(t.database.db, { ...who, role: 'service_provider', isOwner: true });

const assignee = alias(user, 'assignee');

/**
 * A select like the lists': a nested object mixing tables, a left-joined table's object of its own,
 * a decoded timestamp, an sql expression with a decoder, a whole table. `filter` is the one value.
 */
function selection(qb: QueryBuilder, filter: unknown, companyId: unknown) {
  return qb
    .select({
      lead: { id: leads.id, name: leads.name, createdAt: leads.createdAt, assigneeName: assignee.name },
      job: { id: jobs.id, title: jobs.title },
      nameLength: sql`length(${leads.name})`.mapWith(Number),
      whole: leads,
    })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .leftJoin(jobs, and(eq(jobs.companyId, leads.companyId), eq(jobs.leadId, leads.id)))
    .where(and(eq(leads.companyId, companyId as string), sql`${leads.name} like ${filter}`))
    .orderBy(leads.name);
}

beforeAll(async () => {
  t = await startTestApp();
  a = await t.newCompany('Alpha Floors');
  b = await t.newCompany('Beta Floors');
  await tenant(a).run(async (tx) => {
    const [first] = await tx
      .insert(leads)
      .values([
        { companyId: a.companyId, name: 'Ana Souza', assignedTo: a.userId },
        { companyId: a.companyId, name: 'Bruno Lima' },
        { companyId: a.companyId, name: 'Carla Dias' },
      ])
      .returning();
    await tx.insert(jobs).values({ companyId: a.companyId, title: 'Oak floor', leadId: first!.id });
  });
  await tenant(b).run((tx) => tx.insert(leads).values({ companyId: b.companyId, name: 'Ana Beta' }));
});
afterAll(() => t.close());

describe('statement', () => {
  it("answers the rows Drizzle's own select answers, decoded and nested the same way", async () => {
    const page = statement((qb) => selection(qb, value('filter'), value('companyId')));
    for (const filter of ['%', 'Ana%', 'Nobody%']) {
      const [ours, drizzles] = await tenant(a).run(async (tx) => [
        await page(tx, {}, { filter, companyId: a.companyId }),
        // The same builder on the transaction: Drizzle builds, runs and decodes it as usual.
        await (selection(tx as unknown as QueryBuilder, filter, a.companyId) as unknown as Promise<unknown>),
      ]);
      expect(ours).toEqual(drizzles);
    }
    const [ana, bruno] = await tenant(a).run((tx) => page(tx, {}, { filter: '%', companyId: a.companyId }));
    expect(ana).toMatchObject({
      job: { title: 'Oak floor' },
      nameLength: 9,
      lead: { assigneeName: 'Alpha Floors owner' },
    });
    expect(ana!.lead.createdAt).toBeInstanceOf(Date);
    // The job's own object is null where the join found nothing, not an object of nulls.
    expect(bruno).toMatchObject({ job: null, lead: { name: 'Bruno Lima', assigneeName: null } });
  });

  it('builds its SQL once per shape, and each call fills the values', async () => {
    const builds: string[] = [];
    const named = statement((qb, s: { byName: boolean }) => {
      builds.push(JSON.stringify(s));
      return qb
        .select({ name: leads.name })
        .from(leads)
        .where(and(eq(leads.companyId, value('companyId')), s.byName ? eq(leads.name, value('name')) : undefined))
        .orderBy(leads.name);
    });
    const names = (who: typeof a, shape: { byName: boolean }, values: Record<string, unknown>) =>
      tenant(who).run(async (tx) =>
        (await named(tx, shape, { companyId: who.companyId, ...values })).map((r) => r.name),
      );

    expect(await names(a, { byName: false }, {})).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
    expect(await names(b, { byName: false }, {})).toEqual(['Ana Beta']);
    expect(await names(a, { byName: true }, { name: 'Carla Dias' })).toEqual(['Carla Dias']);
    expect(await names(a, { byName: true }, { name: 'Bruno Lima' })).toEqual(['Bruno Lima']);
    expect(builds).toEqual(['{"byName":false}', '{"byName":true}']);
  });

  it('refuses a call without a value for one of its placeholders', async () => {
    const byName = statement((qb) =>
      qb
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.companyId, value('companyId')), eq(leads.name, value('name')))),
    );
    await expect(tenant(a).run((tx) => byName(tx, {}, { companyId: a.companyId }))).rejects.toThrow(
      'No value for placeholder "name"',
    );
  });
});
