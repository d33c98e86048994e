import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEventPage } from '../../../shared/analytics-responses.ts';
import {
  leadCardSchema,
  type Lead,
  type LeadActivityPage,
  type LeadBoard,
  type LeadPage,
} from '../../../shared/lead-responses.ts';
import { LEAD_STATUSES } from '../../../shared/leads.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };

let counter = 0;
async function newLead(who: TestClient, fields: Record<string, unknown> = {}): Promise<Lead> {
  const res = await who.post('/api/v1/leads', { name: `Lead ${++counter}`, ...fields });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Lead>(res);
}
const activities = async (who: TestClient, id: string) =>
  (await json<LeadActivityPage>(await who.get(`/api/v1/leads/${id}/activities`))).items;
const eventsOf = async (leadId: string) =>
  (await json<AnalyticsEventPage>(await owner.get('/api/v1/analytics/events?limit=100'))).items.filter(
    (e) => e.leadId === leadId,
  );
const list = async (who: TestClient, query = '') => json<LeadPage>(await who.get(`/api/v1/leads${query}`));

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Oak Leads Floors');
  other = await t.newCompany('Birch Leads Floors');
});
afterAll(() => t.close());

describe('creating a lead', () => {
  it("logs 'Lead created' and emits lead_created in the same change", async () => {
    const lead = await newLead(owner, { email: 'Ana@Example.com', phone: '+1 (555) 010-0200', squareFeet: '1,200' });
    expect(lead).toMatchObject({ status: 'new_lead', source: 'manual', email: 'ana@example.com' });
    expect(await activities(owner, lead.id)).toEqual([
      expect.objectContaining({
        activityType: 'created',
        description: 'Lead created',
        userName: 'Oak Leads Floors owner',
      }),
    ]);
    expect((await eventsOf(lead.id)).map((e) => e.eventType)).toEqual(['lead_created']);
  });

  it('refuses bad input with per-field messages and writes nothing', async () => {
    const before = (await list(owner)).total;
    const res = await owner.post('/api/v1/leads', {
      name: ' ',
      email: 'not-mail',
      phone: 'abc',
      status: 'won',
      squareFeet: -3,
    });
    expect(res.status).toBe(400);
    const problem = await json<{ code: string; errors: Record<string, string> }>(res);
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.errors).toMatchObject({
      name: 'This field is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
    expect(Object.keys(problem.errors)).toEqual(expect.arrayContaining(['status', 'squareFeet']));
    const yearZero = await owner.post('/api/v1/leads', { name: 'Year zero', nextFollowUpOn: '0000-01-01' });
    expect(yearZero.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(yearZero)).errors.nextFollowUpOn).toBe(
      'Please enter a date between 1900 and 2999',
    );
    expect((await list(owner)).total).toBe(before);
  });

  it('only assigns members of the company', async () => {
    const crew = await t.addMember(owner.companyId, 'field_team');
    const assigned = await newLead(owner, { assignedTo: crew.userId });
    expect(assigned).toMatchObject({ assignedTo: crew.userId, assigneeName: 'field_team member' });
    const res = await owner.post('/api/v1/leads', { name: 'Stranger', assignedTo: other.userId });
    expect(res.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(res)).errors.assignedTo).toBe(
      'Choose a member of your company',
    );
  });

  it('finds duplicates by e-mail or by phone digits, within the company only', async () => {
    const lead = await newLead(owner, { email: 'dup@example.com', phone: '555-010-7777' });
    const byPhone = await json<{ items: { id: string }[] }>(
      await owner.get('/api/v1/leads/duplicates?phone=%2B1%20(555)%20010%207777'),
    );
    expect(byPhone.items.map((l) => l.id)).toEqual([lead.id]);
    const byEmail = await json<{ items: { id: string }[] }>(
      await owner.get('/api/v1/leads/duplicates?email=DUP@example.com'),
    );
    expect(byEmail.items.map((l) => l.id)).toEqual([lead.id]);
    const excluded = await json<{ items: unknown[] }>(
      await owner.get(`/api/v1/leads/duplicates?email=dup@example.com&excludeId=${lead.id}`),
    );
    expect(excluded.items).toEqual([]);
    expect(
      (await json<{ items: unknown[] }>(await other.get('/api/v1/leads/duplicates?email=dup@example.com'))).items,
    ).toEqual([]);
  });
});

describe('status changes (spec section 4)', () => {
  it.each(LEAD_STATUSES.filter((s) => s !== 'new_lead'))(
    'any status may be set: %s logs its change and emits its event',
    async (status) => {
      const lead = await newLead(owner);
      const res = await owner.post(`/api/v1/leads/${lead.id}/status`, { status });
      expect(res.status).toBe(200);
      expect((await json<Lead>(res)).status).toBe(status);
      const [latest] = await activities(owner, lead.id);
      expect(latest).toMatchObject({
        activityType: 'status_change',
        description: `Status changed to ${status}`,
        metadata: { from: 'new_lead', to: status },
      });
      const events = await eventsOf(lead.id);
      expect(events.map((e) => e.eventType)).toContain(`lead_${status}`);
      expect(events.find((e) => e.eventType === `lead_${status}`)?.eventData).toEqual({ from: 'new_lead', to: status });
    },
  );

  it('logs the note instead of the default text when one is given, and may go back to new_lead', async () => {
    const lead = await newLead(owner, { status: 'lost' });
    await owner.post(`/api/v1/leads/${lead.id}/status`, { status: 'new_lead', note: 'Called back, interested again' });
    const [latest] = await activities(owner, lead.id);
    expect(latest).toMatchObject({
      description: 'Called back, interested again',
      metadata: { from: 'lost', to: 'new_lead' },
    });
    expect((await eventsOf(lead.id)).map((e) => e.eventType)).toContain('lead_new_lead');
  });

  it('setting the status a lead already has logs nothing', async () => {
    const lead = await newLead(owner, { status: 'qualified' });
    const res = await owner.post(`/api/v1/leads/${lead.id}/status`, { status: 'qualified' });
    expect(res.status).toBe(200);
    expect((await activities(owner, lead.id)).map((a) => a.activityType)).toEqual(['created']);
    expect((await eventsOf(lead.id)).map((e) => e.eventType)).toEqual(['lead_created']);
  });

  it('refuses an unknown status and changes nothing', async () => {
    const lead = await newLead(owner);
    const res = await owner.post(`/api/v1/leads/${lead.id}/status`, { status: 'won' });
    expect(res.status).toBe(400);
    expect((await json<Lead>(await owner.get(`/api/v1/leads/${lead.id}`))).status).toBe('new_lead');
  });

  it('bulk status changes each lead that changes, once, with its activity and event', async () => {
    const a = await newLead(owner);
    const b = await newLead(owner, { status: 'contacted' });
    const foreign = await newLead(other);
    const res = await owner.post('/api/v1/leads/bulk-status', { ids: [a.id, b.id, foreign.id], status: 'contacted' });
    expect(await json(res)).toEqual({ updated: 1 });
    expect((await activities(owner, a.id))[0]).toMatchObject({ description: 'Status changed to contacted' });
    expect((await activities(owner, b.id)).map((x) => x.activityType)).toEqual(['created']);
    expect((await json<Lead>(await other.get(`/api/v1/leads/${foreign.id}`))).status).toBe('new_lead');
  });
});

describe('activities', () => {
  it('adds notes, calls and e-mails; refuses other types and blank text', async () => {
    const lead = await newLead(owner);
    for (const activityType of ['note', 'call', 'email']) {
      const res = await owner.post(`/api/v1/leads/${lead.id}/activities`, {
        activityType,
        description: `a ${activityType}`,
      });
      expect(res.status).toBe(201);
    }
    expect((await activities(owner, lead.id)).map((a) => a.activityType)).toEqual(['email', 'call', 'note', 'created']);
    expect(
      (await owner.post(`/api/v1/leads/${lead.id}/activities`, { activityType: 'status_change', description: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await owner.post(`/api/v1/leads/${lead.id}/activities`, { activityType: 'note', description: '  ' })).status,
    ).toBe(400);
  });
});

describe('bulk delete', () => {
  it('an empty list does nothing', async () => {
    const before = (await list(owner)).total;
    const res = await owner.post('/api/v1/leads/bulk-delete', { ids: [] });
    expect(await json(res)).toEqual({ deleted: 0 });
    expect((await list(owner)).total).toBe(before);
  });

  it("deletes the company's leads by id, never another company's", async () => {
    const a = await newLead(owner);
    const b = await newLead(owner);
    const keep = await newLead(owner);
    const foreign = await newLead(other);
    const res = await owner.post('/api/v1/leads/bulk-delete', { ids: [a.id, b.id, foreign.id] });
    expect(await json(res)).toEqual({ deleted: 2 });
    expect((await owner.get(`/api/v1/leads/${a.id}`)).status).toBe(404);
    expect((await owner.get(`/api/v1/leads/${keep.id}`)).status).toBe(200);
    expect((await other.get(`/api/v1/leads/${foreign.id}`)).status).toBe(200);
  });

  it('refuses ids that are not uuids', async () => {
    expect((await owner.post('/api/v1/leads/bulk-delete', { ids: ['1; drop table leads'] })).status).toBe(400);
  });
});

describe('the list', () => {
  let company: TestClient & { companyId: string };
  beforeAll(async () => {
    company = await t.newCompany('Maple List Floors');
    const rows = [
      {
        name: 'Carla Mendes',
        email: 'carla@example.com',
        flooringType: 'tile',
        budgetRange: '5k_10k',
        status: 'qualified',
      },
      { name: 'Bruno Lima', phone: '(555) 123-4567', flooringType: 'hardwood', budgetRange: 'over_50k' },
      { name: 'alice Rocha', email: 'alice@rocha.example', flooringType: 'hardwood', source: 'website' },
      { name: 'Diego 100%_off', flooringType: 'vinyl', status: 'lost' },
    ];
    for (const row of rows) await newLead(company, row);
  });

  it('searches name, e-mail and phone digits; % and _ are literal', async () => {
    const names = async (q: string) => (await list(company, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.name);
    expect(await names('carla')).toEqual(['Carla Mendes']);
    expect(await names('ROCHA.example')).toEqual(['alice Rocha']);
    expect(await names('123-45')).toEqual(['Bruno Lima']);
    expect(await names('100%_')).toEqual(['Diego 100%_off']);
    expect(await names('%')).toEqual(['Diego 100%_off']);
  });

  it('filters by status, flooring type, budget and source', async () => {
    expect((await list(company, '?flooringType=hardwood&budgetRange=over_50k')).items.map((l) => l.name)).toEqual([
      'Bruno Lima',
    ]);
    expect((await list(company, '?status=qualified,lost')).total).toBe(2);
    expect((await list(company, '?source=website')).items.map((l) => l.name)).toEqual(['alice Rocha']);
    expect((await list(company, '?assignedTo=none')).total).toBe(4);
    expect((await company.get('/api/v1/leads?status=won')).status).toBe(400);
  });

  it.each([
    ['newest', ['Diego 100%_off', 'alice Rocha', 'Bruno Lima', 'Carla Mendes']],
    ['oldest', ['Carla Mendes', 'Bruno Lima', 'alice Rocha', 'Diego 100%_off']],
    ['name', ['alice Rocha', 'Bruno Lima', 'Carla Mendes', 'Diego 100%_off']],
  ])('pages through every lead once when sorted by %s', async (sort, expected) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LeadPage = await list(company, `?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      // The first page counts the matches; later pages do not count again.
      expect(page.total).toBe(cursor ? null : 4);
      seen.push(...page.items.map((l) => l.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('refuses a forged cursor with 400, not 500', async () => {
    const forged = Buffer.from(JSON.stringify(['newest', "2026-01-01'; --", 'x'])).toString('base64url');
    for (const cursor of [forged, 'garbage', Buffer.from('["name","a","not-a-uuid"]').toString('base64url')]) {
      expect((await company.get(`/api/v1/leads?cursor=${cursor}`)).status).toBe(400);
    }
    const otherSort = (await list(company, '?limit=1')).nextCursor!;
    expect((await company.get(`/api/v1/leads?sort=name&cursor=${otherSort}`)).status).toBe(400);
  });

  it('exports the filtered list as CSV that can be imported again', async () => {
    const res = await company.get('/api/v1/leads/export?flooringType=hardwood&sort=name');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'name,email,phone,address,status,source,flooringType,budgetRange,squareFeet,rooms,timeline,notes,nextFollowUpOn,createdAt',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['alice Rocha', 'Bruno Lima']);
  });

  it('exports no text a spreadsheet would run, a sign before a digit included, and keeps numbers numbers', async () => {
    const company = await t.newCompany('Formula Leads Floors');
    await newLead(company, {
      name: "-2+3+cmd|' /C notepad'!A0",
      phone: '+1 (555) 010-0200',
      notes: '=HYPERLINK("http://evil.example")',
      squareFeet: 1200,
      rooms: 3,
    });

    const text = await (await company.get('/api/v1/leads/export')).text();

    const [, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(row!.startsWith(`'-2+3+cmd|' /C notepad'!A0,,'+1 (555) 010-0200,`)).toBe(true);
    expect(row).toContain(`,1200,3,,"'=HYPERLINK(""http://evil.example"")",`);
  });
});

describe('the pipeline board', () => {
  it('gives every stage its count and budget total, cold and warm leads in the first column', async () => {
    const company = await t.newCompany('Walnut Board Floors');
    await newLead(company, { budgetRange: '10k_25k' });
    await newLead(company, { status: 'cold_lead', budgetRange: 'under_5k' });
    await newLead(company, { status: 'warm_lead' });
    await newLead(company, { status: 'proposal_sent', budgetRange: 'over_50k' });
    const { columns } = await json<LeadBoard>(await company.get('/api/v1/leads/board'));
    expect(columns.map((c) => c.stage)).toEqual([
      'new_lead',
      'contacted',
      'qualified',
      'estimate_requested',
      'estimate_scheduled',
      'proposal_sent',
      'proposal_accepted',
      'lost',
    ]);
    expect(columns[0]).toMatchObject({ count: 3, budgetTotal: 17500 + 2500, nextCursor: null });
    expect(columns[0]!.leads.map((l) => l.status).sort()).toEqual(['cold_lead', 'new_lead', 'warm_lead']);
    expect(columns[5]).toMatchObject({ count: 1, budgetTotal: 50000 });
    expect(columns[1]).toMatchObject({ count: 0, budgetTotal: 0, leads: [] });
    // A card carries what the board shows and a move changes, not the whole lead (issue #40).
    const [card] = columns[5]!.leads;
    expect(Object.keys(card!).sort()).toEqual(Object.keys(leadCardSchema.shape).sort());
    expect(card).toMatchObject({ status: 'proposal_sent', budgetRange: 'over_50k', jobId: null, assigneeName: null });
    const whole = await json<Lead>(await company.get(`/api/v1/leads/${card!.id}`));
    expect(card).toEqual(leadCardSchema.parse(whole));
  });

  it("keeps the first column's 50 newest among its three statuses, and its cursor goes on with them", async () => {
    const company = await t.newCompany('Maple Board Floors');
    const rows = Array.from({ length: 66 }, (_, i) => ({
      line: i + 2,
      fields: { name: `First ${i}`, status: ['new_lead', 'cold_lead', 'warm_lead'][i % 3]! },
    }));
    expect(await json(await company.post('/api/v1/leads/import', { rows }))).toMatchObject({ imported: 66 });
    const everyone = await list(company, '?status=new_lead,cold_lead,warm_lead&limit=100');
    const { columns } = await json<LeadBoard>(await company.get('/api/v1/leads/board'));
    const first = columns[0]!;
    expect(first.count).toBe(66);
    expect(first.leads.map((l) => l.id)).toEqual(everyone.items.slice(0, 50).map((l) => l.id));
    const rest = await list(company, `?status=new_lead,cold_lead,warm_lead&cursor=${first.nextCursor}`);
    expect(rest.items.map((l) => l.id)).toEqual(everyone.items.slice(50).map((l) => l.id));
  });

  it('shows the newest 50 cards of a column and a cursor for the rest', async () => {
    const company = await t.newCompany('Cherry Board Floors');
    const res = await company.post('/api/v1/leads/import', {
      rows: Array.from({ length: 55 }, (_, i) => ({
        line: i + 2,
        fields: { name: `Board ${i}`, status: 'contacted' },
      })),
    });
    expect(await json(res)).toMatchObject({ imported: 55, errors: [] });
    const { columns } = await json<LeadBoard>(await company.get('/api/v1/leads/board'));
    const contacted = columns.find((c) => c.stage === 'contacted')!;
    expect(contacted.count).toBe(55);
    expect(contacted.leads).toHaveLength(50);
    const rest = await list(company, `?status=contacted&cursor=${contacted.nextCursor}`);
    expect(rest.items).toHaveLength(5);
    const all = new Set([...contacted.leads, ...rest.items].map((l) => l.id));
    expect(all.size).toBe(55);
  });
});

describe('import', () => {
  it('imports the valid rows, reports the invalid ones by line, and logs each import', async () => {
    const company = await t.newCompany('Ash Import Floors');
    const res = await company.post('/api/v1/leads/import', {
      rows: [
        { line: 2, fields: { name: 'Good One', email: 'good@example.com', squareFeet: '900', status: 'warm_lead' } },
        { line: 3, fields: { name: '', email: 'bad' } },
        { line: 4, fields: { name: 'Bad Budget', budgetRange: 'a lot' } },
        { line: 5, fields: { name: 'Good Two', companyId: other.companyId, referrerId: other.userId } },
      ],
    });
    const body = await json<{ imported: number; errors: { line: number; field: string; message: string }[] }>(res);
    expect(body.imported).toBe(2);
    expect(body.errors).toEqual([
      { line: 3, field: 'name', message: 'This field is required' },
      { line: 3, field: 'email', message: 'Please enter a valid email' },
      { line: 4, field: 'budgetRange', message: expect.any(String) },
    ]);
    const page = await list(company, '?sort=name');
    expect(page.items.map((l) => [l.name, l.source, l.status, l.referrerId])).toEqual([
      ['Good One', 'import', 'warm_lead', null],
      ['Good Two', 'import', 'new_lead', null],
    ]);
    expect(await activities(company, page.items[0]!.id)).toEqual([
      expect.objectContaining({ activityType: 'import', description: 'Lead created' }),
    ]);
  });

  it('refuses more rows than one call takes', async () => {
    const rows = Array.from({ length: 201 }, (_, i) => ({ line: i + 2, fields: { name: `R${i}` } }));
    expect((await owner.post('/api/v1/leads/import', { rows })).status).toBe(400);
  });
});

describe('permissions', () => {
  it('field_team and client get 403 on leads', async () => {
    for (const role of ['field_team', 'client'] as const) {
      const member = await t.addMember(owner.companyId, role);
      expect((await member.get('/api/v1/leads')).status, role).toBe(403);
      expect((await member.post('/api/v1/leads', { name: 'x' })).status, role).toBe(403);
      expect((await member.get('/api/v1/leads/board')).status, role).toBe(403);
    }
  });

  it('a partner creates referrals tagged with them and sees only those, never deletes', async () => {
    const company = await t.newCompany('Elm Referral Floors');
    const partner = await t.addMember(company.companyId, 'partner');
    const second = await t.addMember(company.companyId, 'partner');
    const house = await newLead(company, { name: 'House lead' });
    const referred = await newLead(partner, { name: 'Referred lead', source: 'website', assignedTo: partner.userId });
    expect(referred).toMatchObject({ source: 'referral', referrerId: partner.userId, assignedTo: null });
    const edited = await partner.request('PATCH', `/api/v1/leads/${referred.id}`, {
      body: { source: 'website', assignedTo: partner.userId, notes: 'Wants oak' },
    });
    expect(await json(edited)).toMatchObject({ source: 'referral', assignedTo: null, notes: 'Wants oak' });
    await newLead(second, { name: 'Second partner lead' });

    const seen = await list(partner);
    expect(seen.items.map((l) => l.name)).toEqual(['Referred lead']);
    expect(seen.total).toBe(1);
    expect((await partner.get(`/api/v1/leads/${house.id}`)).status).toBe(404);
    expect((await partner.post(`/api/v1/leads/${house.id}/status`, { status: 'lost' })).status).toBe(404);
    expect((await partner.request('DELETE', `/api/v1/leads/${referred.id}`)).status).toBe(403);
    expect((await partner.post('/api/v1/leads/bulk-delete', { ids: [referred.id] })).status).toBe(403);
    const board = await json<{ columns: { count: number }[] }>(await partner.get('/api/v1/leads/board'));
    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(1);

    // The owner sees all three and each partner's figures; a partner sees only their own.
    expect((await list(company)).total).toBe(3);
    await company.post(`/api/v1/leads/${referred.id}/status`, { status: 'proposal_accepted' });
    const stats = await json<{ items: { partnerId: string; referred: number; converted: number; open: number }[] }>(
      await company.get('/api/v1/leads/referrals'),
    );
    expect(stats.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ partnerId: partner.userId, referred: 1, converted: 1, open: 0 }),
        expect.objectContaining({ partnerId: second.userId, referred: 1, converted: 0, open: 1 }),
      ]),
    );
    const own = await json<{ items: { partnerId: string }[] }>(await partner.get('/api/v1/leads/referrals'));
    expect(own.items.map((s) => s.partnerId)).toEqual([partner.userId]);
  });
});

describe('the public quiz', () => {
  const answers = {
    flooringType: 'vinyl',
    squareFeet: 600,
    budgetRange: '5k_10k',
    timeline: '1_3_months',
    name: 'Paulo Souza',
    email: 'paulo@example.com',
    consent: true,
    language: 'pt',
  };
  const submit = (ref: string, body: unknown, ip = t.freshIp()) =>
    t.app.request(`/api/v1/public/quiz/${ref}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_IP_HEADER]: ip },
      body: JSON.stringify(body),
    });

  it('shows the company by slug or id, and 404 for an unknown one', async () => {
    const company = await t.newCompany('Teak Quiz Floors');
    await company.request('PATCH', '/api/v1/company', { body: { slug: 'teak-quiz' } });
    const bySlug = await t.app.request('/api/v1/public/quiz/teak-quiz');
    expect(await json(bySlug)).toMatchObject({
      companyId: company.companyId,
      name: 'Teak Quiz Floors',
      slug: 'teak-quiz',
    });
    const byId = await t.app.request(`/api/v1/public/quiz/${company.companyId}`);
    expect(byId.status).toBe(200);
    expect((await t.app.request('/api/v1/public/quiz/no-such-company')).status).toBe(404);
  });

  it('creates a quiz lead in that company, logs it, emits lead_created and notifies the owner and admins', async () => {
    const company = await t.newCompany('Cedar Quiz Floors');
    const admin = await t.addMember(company.companyId, 'admin');
    const crew = await t.addMember(company.companyId, 'field_team');
    const res = await submit(company.companyId, answers);
    expect(res.status).toBe(201);
    const [lead] = (await list(company)).items;
    expect(lead).toMatchObject({ name: 'Paulo Souza', source: 'quiz', status: 'new_lead', email: 'paulo@example.com' });
    expect(await activities(company, lead!.id)).toEqual([
      expect.objectContaining({ description: 'Lead created', userName: null }),
    ]);
    const events = (await json<AnalyticsEventPage>(await company.get('/api/v1/analytics/events'))).items;
    expect(
      events
        .filter((e) => e.leadId === lead!.id)
        .map((e) => e.eventType)
        .sort(),
    ).toEqual(['lead_created', 'quiz_submitted']);
    for (const who of [company, admin]) {
      const { items } = await json<{ items: { type: string; link: string }[] }>(await who.get('/api/v1/notifications'));
      expect(items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'lead_captured', link: `/dashboard/leads/${lead!.id}` }),
        ]),
      );
    }
    const crewNotes = await json<{ items: { type: string }[] }>(await crew.get('/api/v1/notifications'));
    expect(crewNotes.items.filter((n) => n.type === 'lead_captured')).toEqual([]);
    expect((await list(other)).items.some((l) => l.name === 'Paulo Souza')).toBe(false);
  });

  it('validates with clear messages, requires consent, and stores nothing from a bot that fills the honeypot', async () => {
    const company = await t.newCompany('Pine Quiz Floors');
    const bad = await submit(company.companyId, { ...answers, email: 'x', consent: false });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(bad)).errors).toMatchObject({
      email: 'Please enter a valid email',
      consent: 'Please accept to be contacted',
    });
    const bot = await submit(company.companyId, { ...answers, website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect((await list(company)).total).toBe(0);
  });

  it('limits submissions per client address', async () => {
    const company = await t.newCompany('Fir Quiz Floors');
    const ip = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await submit(company.companyId, { ...answers, name: `P ${i}` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(company.companyId, answers)).status).toBe(201);
  });
});
