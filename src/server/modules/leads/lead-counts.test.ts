import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadBoard, LeadPage } from '../../../shared/lead-responses.ts';
import { BUDGET_RANGE_KEYS, LEAD_STATUSES } from '../../../shared/leads.ts';
import { json, startTestApp, TEST_IP_HEADER, type TestApp, type TestClient } from '../../test/harness.ts';

// The leads page's total and the pipeline's column counts and budget totals come from counts the
// database keeps (lead_counts, ADR 0045) when the only filters are status and budget range. A
// search makes the same request count every match instead: after every kind of write, both ways
// must agree, and agree with the leads themselves.
let t: TestApp;
let owner: TestClient & { companyId: string };
let other: TestClient & { companyId: string };
let counter = 0;

const body = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const newLead = async (who: TestClient, fields: Record<string, unknown> = {}) =>
  body<Lead>(await who.post('/api/v1/leads', { name: `Lead ${++counter}`, ...fields }), 201);

/** Every lead of the company, read page by page (the truth the counts must match). */
async function everyLead(who: TestClient): Promise<Lead[]> {
  const all: Lead[] = [];
  let cursor: string | null = null;
  do {
    const page: LeadPage = await body(await who.get(`/api/v1/leads?limit=100${cursor ? `&cursor=${cursor}` : ''}`));
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** Every lead's name holds "Lead", so this search matches them all, and is counted, not kept. */
const COUNTED = 'q=Lead';
const totalOf = async (who: TestClient, query: string) =>
  (await body<LeadPage>(await who.get(`/api/v1/leads?limit=1&${query}`))).total;
const boardOf = async (who: TestClient, query = '') =>
  (await body<LeadBoard>(await who.get(`/api/v1/leads/board${query}`))).columns.map((c) => ({
    stage: c.stage,
    count: c.count,
    budgetTotal: c.budgetTotal,
  }));

async function expectCountsTrue(who: TestClient) {
  const leads = await everyLead(who);
  expect(await totalOf(who, '')).toBe(leads.length);
  expect(await totalOf(who, COUNTED)).toBe(leads.length);
  for (const status of LEAD_STATUSES) {
    const n = leads.filter((l) => l.status === status).length;
    expect(await totalOf(who, `status=${status}`), status).toBe(n);
    expect(await totalOf(who, `status=${status}&${COUNTED}`), status).toBe(n);
  }
  for (const range of BUDGET_RANGE_KEYS) {
    const n = leads.filter((l) => l.budgetRange === range).length;
    expect(await totalOf(who, `budgetRange=${range}&status=new_lead,lost`), range).toBe(
      leads.filter((l) => l.budgetRange === range && ['new_lead', 'lost'].includes(l.status)).length,
    );
    expect(await totalOf(who, `budgetRange=${range}`), range).toBe(n);
  }
  expect(await boardOf(who)).toEqual(await boardOf(who, `?${COUNTED}`));
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Kept Count Floors');
  other = await t.newCompany('Other Count Floors');
});
afterAll(() => t.close());

describe('the kept lead counts', () => {
  it('follow creating, status changes one by one and in bulk, budget edits, imports, the quiz and deleting', async () => {
    const created = [
      await newLead(owner),
      await newLead(owner, { status: 'contacted', budgetRange: '5k_10k' }),
      await newLead(owner, { status: 'contacted', budgetRange: 'over_50k' }),
      await newLead(owner, { status: 'proposal_accepted', budgetRange: 'under_5k' }),
      await newLead(owner, { budgetRange: '10k_25k' }),
    ];
    await newLead(other, { status: 'lost', budgetRange: 'over_50k' });
    await expectCountsTrue(owner);
    const board = await boardOf(owner);
    expect(board.reduce((sum, c) => sum + c.count, 0)).toBe(5);
    // 7,500 + 50,000 + 2,500 + 17,500, the ranges' estimates; the lead without a range adds nothing.
    expect(board.reduce((sum, c) => sum + c.budgetTotal, 0)).toBe(77_500);

    await body(await owner.post(`/api/v1/leads/${created[0]!.id}/status`, { status: 'qualified' }));
    await body(await owner.post(`/api/v1/leads/${created[3]!.id}/status`, { status: 'lost' }));
    await body(
      await owner.post('/api/v1/leads/bulk-status', { ids: [created[1]!.id, created[4]!.id], status: 'proposal_sent' }),
    );
    await body(await owner.request('PATCH', `/api/v1/leads/${created[2]!.id}`, { body: { budgetRange: null } }));
    await body(await owner.request('PATCH', `/api/v1/leads/${created[0]!.id}`, { body: { budgetRange: '25k_50k' } }));
    await expectCountsTrue(owner);

    const imported = await body<{ imported: number }>(
      await owner.post('/api/v1/leads/import', {
        rows: [
          { line: 2, fields: { name: 'Lead imported A', status: 'warm_lead', budgetRange: '5k_10k' } },
          { line: 3, fields: { name: 'Lead imported B' } },
        ],
      }),
    );
    expect(imported.imported).toBe(2);
    const quiz = await t.app.request(`/api/v1/public/quiz/${owner.companyId}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_IP_HEADER]: t.freshIp() },
      body: JSON.stringify({
        flooringType: 'vinyl',
        squareFeet: 600,
        budgetRange: '5k_10k',
        timeline: '1_3_months',
        name: 'Lead from the quiz',
        email: 'quiz-lead@example.com',
        consent: true,
        language: 'en',
      }),
    });
    expect(quiz.status, await quiz.clone().text()).toBe(201);
    await expectCountsTrue(owner);

    await body(await owner.post('/api/v1/leads/bulk-delete', { ids: [created[1]!.id, created[2]!.id] }));
    await expectCountsTrue(owner);
    expect(await totalOf(owner, '')).toBe(6);
    // The other company's lead is counted for it alone.
    expect(await totalOf(other, '')).toBe(1);
    expect(await totalOf(other, 'status=lost&budgetRange=over_50k')).toBe(1);
  });

  it('stay true when leads move between the same statuses at once, in both directions', async () => {
    const company = await t.newCompany('Busy Count Floors');
    const leads = await Promise.all(
      Array.from({ length: 12 }, (_, i) => newLead(company, { status: i % 2 ? 'contacted' : 'qualified' })),
    );
    // Each lead swaps its status for the other's, all at once: opposite moves between two counts.
    const moves = await Promise.all(
      leads.map((lead) =>
        company.post(`/api/v1/leads/${lead.id}/status`, {
          status: lead.status === 'contacted' ? 'qualified' : 'contacted',
        }),
      ),
    );
    expect(moves.map((r) => r.status)).toEqual(leads.map(() => 200));
    await expectCountsTrue(company);
    expect(await totalOf(company, 'status=contacted')).toBe(6);
  });

  it('a referral partner, who sees only their own leads, gets them counted', async () => {
    const company = await t.newCompany('Referral Count Floors');
    const partner = await t.addMember(company.companyId, 'partner');
    await newLead(company);
    await newLead(company, { status: 'contacted' });
    await body(await partner.post('/api/v1/leads', { name: 'Lead referred' }), 201);
    expect(await totalOf(partner, '')).toBe(1);
    expect(await totalOf(partner, 'status=new_lead')).toBe(1);
    expect(await totalOf(company, '')).toBe(3);
    const columns = await boardOf(partner);
    expect(columns.reduce((sum, c) => sum + c.count, 0)).toBe(1);
  });
});
