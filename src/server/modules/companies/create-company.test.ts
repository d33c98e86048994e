// POST /api/v1/companies under concurrency: one user owns at most one company, and an owner is
// always a member of the company they own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, profiles } from '../../db/schema/companies.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (who: TestClient, name: string) => who.post('/api/v1/companies', { name });
const owned = (userId: string) => t.database.db.select().from(companies).where(eq(companies.ownerId, userId));
const profileOf = async (userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

describe('creating a company', () => {
  it('10 parallel creations by one user: one company, the others 409, and the owner is its member', async () => {
    const user = await t.signUp('Eager Owner');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(user, `Eager Floors ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(await json(res)).toMatchObject({ code: 'CONFLICT', message: 'You already belong to a company.' });
    }
    const created = await json<{ id: string }>(results.find((r) => r.status === 201)!);
    expect((await owned(user.userId)).map((c) => c.id)).toEqual([created.id]);
    expect(await profileOf(user.userId)).toMatchObject({ companyId: created.id, role: 'service_provider' });
  });

  it('racing an invitation: the user ends up in exactly one company, never owning one they are not in', async () => {
    const inviter = await t.newCompany('Inviting Floors');
    for (let i = 0; i < 5; i++) {
      const user = await t.signUp(`Torn ${i}`);
      const invited = await inviter.post('/api/v1/invitations', { email: user.email, role: 'field_team' });
      expect(invited.status).toBe(201);
      const [mail] = await t.outbox(user.email);
      const token = mail!.links[0]!.split('/').pop()!;

      const [accepted, createdCompany] = await Promise.all([
        user.post('/api/v1/invitations/accept', { token }),
        create(user, `Own Floors ${i}`),
      ]);
      // Exactly one wins; the other is told the user already belongs to a company.
      expect([accepted.status, createdCompany.status]).toSatisfy(
        ([a, c]: number[]) => (a === 200 && c === 409) || (a === 409 && c === 201),
      );
      const profile = await profileOf(user.userId);
      const mine = await owned(user.userId);
      if (accepted.status === 200) {
        expect(createdCompany.status).toBe(409);
        expect(profile.companyId).toBe(inviter.companyId);
        expect(mine).toEqual([]);
      } else {
        expect(createdCompany.status).toBe(201);
        expect(mine.map((c) => c.id)).toEqual([profile.companyId]);
      }
    }
  });
});
