import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, sundayOf } from '../../../shared/days.ts';
import type { HomeSummary } from '../../../shared/home-responses.ts';
import type { JobStatus } from '../../../shared/jobs.ts';
import { estimateAcceptances } from '../../db/schema/approvals.ts';
import { estimates } from '../../db/schema/estimates.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { jobCrew, jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import { TenantDb } from '../../db/tenant.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

const ZONE = 'America/Los_Angeles';

let t: TestApp;
let owner: TestClient & { companyId: string };

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
const dateIn = (instant: Date, zone = ZONE) => dayInZone(instant, zone);

/** The instant of a wall-clock time on a date in a zone (two passes settle daylight-saving changes). */
function wallClock(day: string, time: string, zone = ZONE): Date {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(guess))
        .map((p) => [p.type, p.value]),
    );
    const shown = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
    );
    guess += wanted - shown;
  }
  return new Date(guess);
}

const asOwner = (client: TestClient & { companyId: string }) =>
  new TenantDb(t.database.db, { userId: client.userId, companyId: client.companyId, role: 'admin', isOwner: true });

interface JobSeed {
  title: string;
  at?: Date | null;
  status?: JobStatus;
  totalCents?: number | null;
  squareFeet?: number;
  progress?: number;
  crew?: string[];
  leadId?: string;
}

async function seedJobs(client: TestClient & { companyId: string }, seeds: JobSeed[]) {
  const tenant = asOwner(client);
  return tenant.run(async (tx) => {
    const rows = await tx
      .insert(jobs)
      .values(
        seeds.map((s) => ({
          companyId: client.companyId,
          userId: client.userId,
          title: s.title,
          address: `${s.title} street`,
          status: s.status ?? 'pending',
          totalCents: s.totalCents ?? null,
          squareFeet: s.squareFeet ?? null,
          progressPercentage: s.progress ?? 0,
          scheduledStart: s.at ?? null,
          leadId: s.leadId ?? null,
        })),
      )
      .returning();
    const crew = rows.flatMap((row, i) =>
      (seeds[i]!.crew ?? []).map((userId) => ({ companyId: client.companyId, jobId: row.id, userId })),
    );
    if (crew.length > 0) await tx.insert(jobCrew).values(crew);
    return rows;
  });
}

const home = async (who: TestClient) => {
  const res = await who.get('/api/v1/dashboard/home');
  expect(res.status, await res.clone().text()).toBe(200);
  return json<HomeSummary>(res);
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Pacific Floors');
  const res = await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(() => t.close());

describe('the dashboard home', () => {
  it("starts empty, in the company's time zone", async () => {
    const fresh = await t.newCompany('Empty Floors');
    const summary = await home(fresh);
    expect(summary).toEqual({
      timeZone: 'America/New_York',
      today: dateIn(new Date(), 'America/New_York'),
      todayCount: 0,
      todayJobs: [],
      openInvoices: { balanceCents: 0, count: 0, overdueCount: 0 },
      completedToInvoice: 0,
      completedCount: 0,
      weekCount: 0,
      weekAfterToday: 0,
      newLeads: 0,
      newLeadsToday: 0,
    });
  });

  describe('figures around the boundaries of today and the week, in Los Angeles', () => {
    let today: string;
    let crew: TestClient;
    let seeded: { title: string; at: Date | null; status: JobStatus; crew: boolean; amount: number | null }[];
    let ids: Map<string, string>;

    beforeAll(async () => {
      crew = await t.addMember(owner.companyId, 'field_team');
      today = dateIn(new Date());
      const sunday = sundayOf(today);
      const saturday = addDays(sunday, 6);
      const seeds: JobSeed[] = [
        { title: 'today early', at: wallClock(today, '00:30'), totalCents: 10_000, squareFeet: 500, progress: 10 },
        // 20:00 in Los Angeles is already tomorrow in UTC: still today for the company.
        {
          title: 'today evening',
          at: wallClock(today, '20:00'),
          status: 'in_progress',
          totalCents: 25_050,
          crew: [crew.userId],
        },
        { title: 'today late', at: wallClock(today, '23:30'), status: 'completed', totalCents: 100_000 },
        { title: 'today cancelled', at: wallClock(today, '10:00'), status: 'cancelled', totalCents: 7000 },
        { title: 'yesterday late', at: wallClock(addDays(today, -1), '23:30'), totalCents: 500, crew: [crew.userId] },
        { title: 'tomorrow early', at: wallClock(addDays(today, 1), '00:30'), status: 'in_progress', totalCents: 700 },
        { title: 'week first minute', at: wallClock(sunday, '00:15') },
        { title: 'week last minute', at: wallClock(saturday, '23:45'), crew: [crew.userId] },
        { title: 'previous saturday', at: wallClock(addDays(sunday, -1), '23:45') },
        { title: 'next sunday', at: wallClock(addDays(saturday, 1), '00:15') },
        { title: 'unscheduled', at: null, totalCents: 4000, crew: [crew.userId] },
        { title: 'unscheduled done', at: null, status: 'completed', totalCents: 300_000 },
      ];
      const rows = await seedJobs(owner, seeds);
      ids = new Map(rows.map((r) => [r.title, r.id]));
      seeded = seeds.map((s) => ({
        title: s.title,
        at: s.at ?? null,
        status: s.status ?? 'pending',
        crew: (s.crew ?? []).includes(crew.userId),
        amount: s.totalCents ?? null,
      }));
    });

    /** The expected figures, worked out from the seeds' local dates. */
    function expected(only: (s: (typeof seeded)[number]) => boolean = () => true) {
      const sunday = sundayOf(today);
      const saturday = addDays(sunday, 6);
      const mine = seeded.filter(only);
      const scheduled = mine.filter((s) => s.at && s.status !== 'cancelled');
      const localDay = (s: (typeof seeded)[number]) => dateIn(s.at!);
      const todays = scheduled.filter((s) => localDay(s) === today).sort((a, b) => a.at!.getTime() - b.at!.getTime());
      const week = scheduled.filter((s) => localDay(s) >= sunday && localDay(s) <= saturday);
      return {
        todayTitles: todays.map((s) => s.title),
        weekCount: week.length,
        weekAfterToday: week.filter((s) => localDay(s) > today).length,
        completedCount: mine.filter((s) => s.status === 'completed').length,
      };
    }

    it('counts today and the week in the company zone, leaving cancelled and unscheduled jobs out', async () => {
      const summary = await home(owner);
      const want = expected();
      expect(summary.timeZone).toBe(ZONE);
      expect(summary.today).toBe(today);
      // On a Saturday or a Sunday the week's boundary job falls today too: the seeds say which.
      expect(want.todayTitles).toEqual(expect.arrayContaining(['today early', 'today evening', 'today late']));
      expect(summary.todayCount).toBe(want.todayTitles.length);
      expect(summary.todayJobs.map((j) => j.title)).toEqual(want.todayTitles);
      expect(summary.weekCount).toBe(want.weekCount);
      expect(summary.weekAfterToday).toBe(want.weekAfterToday);
      // Whatever the weekday, the boundary jobs just outside the week never count.
      expect(summary.weekCount).toBeLessThan(seeded.filter((s) => s.at && s.status !== 'cancelled').length - 1);
      // Jobs' amounts no longer make the first card: open invoices do (below).
      expect(summary.openInvoices).toEqual({ balanceCents: 0, count: 0, overdueCount: 0 });
      expect(summary.completedCount).toBe(2);
      // Neither completed job has an invoice: both are to invoice.
      expect(summary.completedToInvoice).toBe(2);
    });

    it("lists today's jobs with their details, amounts included for a manager", async () => {
      const { todayJobs } = await home(owner);
      const byTitle = (title: string) => todayJobs.find((j) => j.title === title);
      expect(byTitle('today early')).toEqual({
        id: ids.get('today early'),
        title: 'today early',
        address: 'today early street',
        scheduledStart: wallClock(today, '00:30').toISOString(),
        status: 'pending',
        squareFeet: 500,
        totalCents: 10_000,
        progressPercentage: 10,
      });
      expect(byTitle('today evening')).toMatchObject({ totalCents: 25_050 });
    });

    it('a field crew member counts only their assigned jobs, and sees no amounts and no leads', async () => {
      const summary = await home(crew);
      const want = expected((s) => s.crew);
      expect(want.todayTitles).toContain('today evening');
      expect(summary.todayCount).toBe(want.todayTitles.length);
      expect(summary.todayJobs).toEqual(
        want.todayTitles.map((title) => expect.objectContaining({ title, totalCents: null })),
      );
      expect(summary.weekCount).toBe(want.weekCount);
      expect(summary.weekAfterToday).toBe(want.weekAfterToday);
      expect(summary.openInvoices).toBeNull();
      expect(summary.completedToInvoice).toBeNull();
      expect(summary.completedCount).toBe(0);
      expect(summary.newLeads).toBeNull();
      expect(summary.newLeadsToday).toBeNull();
    });

    it("another company's jobs do not count", async () => {
      const other = await t.newCompany('Atlantic Floors');
      const summary = await home(other);
      expect(summary).toMatchObject({
        todayCount: 0,
        weekCount: 0,
        openInvoices: { balanceCents: 0, count: 0, overdueCount: 0 },
        completedCount: 0,
      });
    });
  });

  describe('the first card: what open invoices still owe', () => {
    it('adds up the balance due of sent, viewed and partially paid invoices, overdue by the company day', async () => {
      const company = await t.newCompany('Invoice Card Floors');
      await company.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } });
      const client = await t.addMember(company.companyId, 'client');
      const today = dateIn(new Date());
      const seeds: {
        status: 'draft' | 'sent' | 'viewed' | 'partially_paid' | 'paid' | 'void';
        total: number;
        paid?: number;
        due: string;
        mine?: boolean;
      }[] = [
        { status: 'sent', total: 10000, due: addDays(today, 1), mine: true },
        { status: 'partially_paid', total: 20000, paid: 5000, due: addDays(today, -1) },
        // Due today is not overdue yet, in the company's zone.
        { status: 'viewed', total: 3000, due: today, mine: true },
        { status: 'paid', total: 5000, paid: 5000, due: addDays(today, -3) },
        { status: 'draft', total: 7000, due: addDays(today, -3) },
        { status: 'void', total: 8000, due: addDays(today, -3) },
      ];
      await asOwner(company).run((tx) =>
        tx.insert(invoices).values(
          seeds.map((s, i) => ({
            companyId: company.companyId,
            number: i + 1,
            title: `Invoice ${i + 1}`,
            status: s.status,
            clientId: s.mine ? client.userId : null,
            issueDate: addDays(today, -5),
            dueDate: s.due,
            subtotalCents: s.total,
            totalCents: s.total,
            paidCents: s.paid ?? 0,
          })),
        ),
      );
      expect((await home(company)).openInvoices).toEqual({ balanceCents: 28000, count: 3, overdueCount: 1 });
      // A client's own invoices only.
      expect((await home(client)).openInvoices).toEqual({ balanceCents: 13000, count: 2, overdueCount: 0 });
      const crew = await t.addMember(company.companyId, 'field_team');
      expect((await home(crew)).openInvoices).toBeNull();
    });
  });

  describe('the first card: completed jobs to invoice', () => {
    it('counts completed jobs with no invoice, or whose invoices (not void) bill less than their price', async () => {
      const company = await t.newCompany('To Invoice Floors');
      const crew = await t.addMember(company.companyId, 'field_team');
      const client = await t.addMember(company.companyId, 'client');
      const today = dateIn(new Date());
      const seeds: (JobSeed & {
        invoices?: { total: number; status?: 'draft' | 'sent' | 'paid' | 'void' }[];
        accepted?: number;
        due: boolean;
      })[] = [
        { title: 'priced, no invoice', status: 'completed', totalCents: 100_000, due: true },
        { title: 'no price, no invoice', status: 'completed', due: true },
        {
          title: 'billed in full',
          status: 'completed',
          totalCents: 100_000,
          invoices: [{ total: 100_000 }],
          due: false,
        },
        {
          title: 'billed in part',
          status: 'completed',
          totalCents: 100_000,
          invoices: [{ total: 40_000, status: 'paid' }],
          due: true,
        },
        {
          title: 'billed by a void invoice only',
          status: 'completed',
          totalCents: 50_000,
          invoices: [{ total: 50_000, status: 'void' }],
          due: true,
        },
        // A draft is invoicing begun: finishing it is the invoices page's business.
        {
          title: 'drafted in full',
          status: 'completed',
          totalCents: 30_000,
          invoices: [{ total: 30_000, status: 'draft' }],
          due: false,
        },
        // The accepted estimate's total (tax included) is the price, not an older price on the job.
        {
          title: 'estimate, billed the old price',
          status: 'completed',
          totalCents: 100_000,
          accepted: 110_000,
          invoices: [{ total: 100_000 }],
          due: true,
        },
        {
          title: 'estimate, billed in two',
          status: 'completed',
          totalCents: 1,
          accepted: 55_000,
          invoices: [{ total: 20_000 }, { total: 35_000 }],
          due: false,
        },
        // Invoices but no price: nothing is known to be left.
        { title: 'billed, no price', status: 'completed', invoices: [{ total: 10_000 }], due: false },
        {
          title: 'billed more than the price',
          status: 'completed',
          totalCents: 10_000,
          invoices: [{ total: 12_000 }],
          due: false,
        },
        { title: 'not completed', status: 'in_progress', totalCents: 90_000, due: false },
        { title: 'cancelled', status: 'cancelled', totalCents: 90_000, due: false },
      ];
      const rows = await seedJobs(company, seeds);
      const id = new Map(rows.map((r) => [r.title, r.id]));
      let number = 0;
      await asOwner(company).run(async (tx) => {
        for (const seed of seeds) {
          const jobId = id.get(seed.title)!;
          if (seed.accepted !== undefined) {
            const [estimate] = await tx
              .insert(estimates)
              .values({
                companyId: company.companyId,
                number: ++number,
                title: seed.title,
                validUntil: today,
                jobId,
                status: 'accepted',
              })
              .returning();
            await tx.insert(estimateAcceptances).values({
              companyId: company.companyId,
              estimateId: estimate!.id,
              optionId: estimate!.id,
              optionalLineIds: [],
              snapshot: {},
              snapshotSha256: '0'.repeat(64),
              pdfKey: 'pdf',
              pdfSha256: '0'.repeat(64),
              signatureKey: 'signature',
              signerName: 'Client',
              totalCents: seed.accepted,
              depositCents: 0,
              acceptedAt: new Date(),
            });
          }
          for (const invoice of seed.invoices ?? []) {
            await tx.insert(invoices).values({
              companyId: company.companyId,
              number: ++number,
              title: seed.title,
              jobId,
              status: invoice.status ?? 'sent',
              issueDate: today,
              dueDate: today,
              subtotalCents: invoice.total,
              totalCents: invoice.total,
              paidCents: invoice.status === 'paid' ? invoice.total : 0,
            });
          }
        }
      });

      const due = seeds.filter((s) => s.due).map((s) => s.title);
      expect(due).toHaveLength(5);
      expect((await home(company)).completedToInvoice).toBe(due.length);
      // The card's link lists the very same jobs.
      const listed = await json<{ items: { title: string }[]; total: number }>(
        await company.get('/api/v1/jobs?toInvoice=true&limit=50'),
      );
      expect(listed.items.map((j) => j.title).sort()).toEqual([...due].sort());
      expect(listed.total).toBe(due.length);
      // Another filter narrows it further, as any filter does.
      const searched = await json<{ total: number }>(await company.get('/api/v1/jobs?toInvoice=true&q=estimate'));
      expect(searched.total).toBe(1);

      // Billing the rest takes a job off; voiding that invoice puts it back.
      const [rest] = await asOwner(company).run((tx) =>
        tx
          .insert(invoices)
          .values({
            companyId: company.companyId,
            number: ++number,
            title: 'rest',
            jobId: id.get('billed in part')!,
            status: 'sent',
            issueDate: today,
            dueDate: today,
            subtotalCents: 60_000,
            totalCents: 60_000,
          })
          .returning(),
      );
      expect((await home(company)).completedToInvoice).toBe(due.length - 1);
      await asOwner(company).run((tx) => tx.update(invoices).set({ status: 'void' }).where(eq(invoices.id, rest!.id)));
      expect((await home(company)).completedToInvoice).toBe(due.length);

      // Only those who make invoices see it or filter by it.
      expect((await home(crew)).completedToInvoice).toBeNull();
      expect((await home(client)).completedToInvoice).toBeNull();
      expect((await crew.get('/api/v1/jobs?toInvoice=true')).status).toBe(403);
      expect((await client.get('/api/v1/jobs?toInvoice=true')).status).toBe(403);
    });
  });

  describe('leads', () => {
    it("counts new leads, and those created today in the company's zone", async () => {
      const before = await home(owner);
      const made: string[] = [];
      for (const body of [{ name: 'New A' }, { name: 'New B' }, { name: 'Contacted C', status: 'contacted' }]) {
        const res = await owner.post('/api/v1/leads', body);
        expect(res.status).toBe(201);
        made.push((await json<{ id: string }>(res)).id);
      }
      // New B arrived just before midnight yesterday, Los Angeles time (already today in UTC).
      const lateYesterday = wallClock(addDays(dateIn(new Date()), -1), '23:30');
      await t.database.db.update(leads).set({ createdAt: lateYesterday }).where(eq(leads.id, made[1]!));
      const after = await home(owner);
      expect(after.newLeads! - before.newLeads!).toBe(2);
      expect(after.newLeadsToday! - before.newLeadsToday!).toBe(2);
    });

    it('a referral partner counts only the leads they referred, and no jobs but theirs', async () => {
      const partner = await t.addMember(owner.companyId, 'partner');
      const res = await partner.post('/api/v1/leads', { name: 'Referred R' });
      expect(res.status).toBe(201);
      const summary = await home(partner);
      expect(summary).toMatchObject({ newLeads: 1, newLeadsToday: 1, todayCount: 0, weekCount: 0, completedCount: 0 });
    });

    it('a client cannot read leads: null', async () => {
      const client = await t.addMember(owner.companyId, 'client');
      expect(await home(client)).toMatchObject({ newLeads: null, newLeadsToday: null, todayCount: 0 });
    });
  });

  it("lists at most 20 of today's jobs, by start, but counts them all", async () => {
    const busy = await t.newCompany('Busy Floors');
    const day = dateIn(new Date(), 'America/New_York');
    const seeds = Array.from({ length: 23 }, (_, i) => ({
      title: `job ${String(22 - i).padStart(2, '0')}`,
      at: wallClock(day, `${String(i).padStart(2, '0')}:00`, 'America/New_York'),
    }));
    await seedJobs(busy, seeds);
    const summary = await home(busy);
    expect(summary.todayCount).toBe(23);
    expect(summary.todayJobs).toHaveLength(20);
    expect(summary.todayJobs.map((j) => j.title)).toEqual(seeds.slice(0, 20).map((s) => s.title));
  });

  it('needs a session and a company', async () => {
    expect((await t.app.request('/api/v1/dashboard/home')).status).toBe(401);
    const loner = await t.signUp('No company');
    expect((await loner.get('/api/v1/dashboard/home')).status).toBe(403);
  });
});
