// Migration 0006 adds two unique indexes (one company per owner, one open invitation per address)
// to databases that may already break them: it must settle those rows first, as the role that owns
// the tables, with row-level security forced on them as every start leaves it.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAsOwner, migrateRest, migrationsUpTo, openSession, type Session } from '../test/migration-session.ts';

let db: Session & { owner: string };
let before: string;
const U1 = 'user-1';
const U2 = 'user-2';
const ids = {
  ownerOld: '00000000-0000-4000-8000-000000000001',
  ownerKept: '00000000-0000-4000-8000-000000000002',
  strayOld: '00000000-0000-4000-8000-000000000003',
  strayNew: '00000000-0000-4000-8000-000000000004',
  other: '00000000-0000-4000-8000-000000000005',
};
const inv = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;

beforeAll(async () => {
  db = await openSession();
  before = migrationsUpTo(5);
  // The tables belong to a plain role, as in a least-privilege install; the superuser only seeds.
  await migrateAsOwner(db, before, ['companies', 'profiles', 'invitations']);

  await db.query(`insert into "user" (id, name, email) values ('${U1}', 'One', 'one@example.com'),
                  ('${U2}', 'Two', 'two@example.com')`);
  // U1 owns two companies and is a member of the newer one; U2 owns two and is a member of neither.
  await db.query(`insert into companies (id, name, owner_id, created_at) values
    ('${ids.ownerOld}', 'Old', '${U1}', now() - interval '2 days'),
    ('${ids.ownerKept}', 'Kept', '${U1}', now() - interval '1 day'),
    ('${ids.strayOld}', 'Stray old', '${U2}', now() - interval '2 days'),
    ('${ids.strayNew}', 'Stray new', '${U2}', now() - interval '1 day'),
    ('${ids.other}', 'Other', null, now())`);
  await db.query(`insert into profiles (user_id, company_id, role) values
    ('${U1}', '${ids.ownerKept}', 'service_provider'), ('${U2}', null, 'client')`);
  // Three open invitations to one address (one expired), plus rows the rule does not concern.
  await db.query(`insert into invitations (id, company_id, email, role, token_hash, expires_at, accepted_at, revoked_at) values
    ('${inv(1)}', '${ids.ownerKept}', 'x@example.com', 'client', 'h1', now() - interval '1 day', null, null),
    ('${inv(2)}', '${ids.ownerKept}', 'x@example.com', 'client', 'h2', now() + interval '6 days', null, null),
    ('${inv(3)}', '${ids.ownerKept}', 'x@example.com', 'client', 'h3', now() + interval '7 days', null, null),
    ('${inv(4)}', '${ids.ownerKept}', 'x@example.com', 'client', 'h4', now() + interval '7 days', now(), null),
    ('${inv(5)}', '${ids.ownerKept}', 'x@example.com', 'client', 'h5', now() + interval '7 days', null, now()),
    ('${inv(6)}', '${ids.other}', 'x@example.com', 'client', 'h6', now() + interval '1 day', null, null)`);

  await migrateRest(db);
});

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await db?.close();
});

describe('migration 0006 on existing data', () => {
  it('an owner of several companies keeps the one they are in, else the oldest; no company is deleted', async () => {
    const rows = await db.query('select id, owner_id from companies order by id');
    expect(rows).toEqual([
      { id: ids.ownerOld, owner_id: null },
      { id: ids.ownerKept, owner_id: U1 },
      { id: ids.strayOld, owner_id: U2 },
      { id: ids.strayNew, owner_id: null },
      { id: ids.other, owner_id: null },
    ]);
  });

  it('of several open invitations to one address, only the one sent last stays open', async () => {
    const rows = await db.query(
      `select id, accepted_at is not null as accepted, revoked_at is not null as revoked from invitations order by id`,
    );
    expect(rows).toEqual([
      { id: inv(1), accepted: false, revoked: true },
      { id: inv(2), accepted: false, revoked: true },
      { id: inv(3), accepted: false, revoked: false },
      { id: inv(4), accepted: true, revoked: false },
      { id: inv(5), accepted: false, revoked: true },
      { id: inv(6), accepted: false, revoked: false },
    ]);
  });

  it('the database now refuses a second company per owner and a second open invitation', async () => {
    await expect(db.query(`update companies set owner_id = '${U1}' where id = '${ids.other}'`)).rejects.toThrow(
      /companies_owner_id_key/,
    );
    await expect(db.query(`update invitations set revoked_at = null where id = '${inv(2)}'`)).rejects.toThrow(
      /invitations_company_email_open_key/,
    );
  });

  it('leaves row-level security forced on the tables it touched', async () => {
    const rows = await db.query(
      `select relname, relforcerowsecurity as forced from pg_class
       where relname in ('companies', 'profiles', 'invitations') order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'companies', forced: true },
      { relname: 'invitations', forced: true },
      { relname: 'profiles', forced: true },
    ]);
  });
});
