import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/days.ts';
import type {
  Clock,
  EmployeeRate,
  MemberRates,
  PayPeriod,
  WorkLog,
  WorkLogPage,
} from '../../../shared/labor-responses.ts';
import { LABOR_MESSAGES } from '../../../shared/labor.ts';
import { user } from '../../db/schema/auth.ts';
import { json, startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// A crew's hours and payroll (issue #18, ADR 0033), through the real app and database. The company
// keeps New York's time: shifts are dated, weeks cut and rates chosen by its days.
const ZONE = 'America/New_York';

let t: TestApp;
let owner: TestClient & { companyId: string };
let crew: TestClient;
let crew2: TestClient;
let jobId: string;
let otherJobId: string;

const body = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
};
const messageOf = async (res: Response) => (await json<{ message: string }>(res)).message;
const errorsOf = async (res: Response) => (await json<{ errors: Record<string, string> }>(res)).errors;

/** An instant at a wall-clock time on a day in New York (EST, -05:00: the tests' weeks are in winter). */
const at = (day: string, time: string) => `${day}T${time}:00-05:00`;

/** A shift the owner enters (approved at once) for a member. */
async function shift(userId: string, day: string, from: string, to: string, breakMinutes = 0, job = jobId) {
  return body<WorkLog>(
    await owner.post('/api/v1/work-logs', {
      userId,
      jobId: job,
      startedAt: at(day, from),
      endedAt: at(day, to),
      breakMinutes,
    }),
    201,
  );
}

async function rate(userId: string, effectiveFrom: string, payRateCents: number, burdenPercent = '0') {
  return body<EmployeeRate>(
    await owner.post('/api/v1/employee-rates', { userId, effectiveFrom, payRateCents, burdenPercent }),
    201,
  );
}

const period = async (start: string, frequency = 'biweekly') =>
  body<PayPeriod>(await owner.get(`/api/v1/payroll?start=${start}&frequency=${frequency}`), 200);

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.newCompany('Labor Floors');
  expect((await owner.request('PATCH', '/api/v1/company', { body: { timeZone: ZONE } })).status).toBe(200);
  crew = await t.addMember(owner.companyId, 'field_team');
  crew2 = await t.addMember(owner.companyId, 'field_team');
  // The crew works on the first job only.
  jobId = (
    await body<{ id: string }>(
      await owner.post('/api/v1/jobs', { title: 'Oak floor, Elm St', crewIds: [crew.userId, crew2.userId] }),
      201,
    )
  ).id;
  otherJobId = (await body<{ id: string }>(await owner.post('/api/v1/jobs', { title: 'Not theirs' }), 201)).id;
});
afterAll(() => t.close());

describe('the clock', () => {
  it('clocks a crew member in on their job with where they are, once, and out again for review', async () => {
    const notTheirs = await crew.post('/api/v1/work-logs/clock-in', { jobId: otherJobId });
    expect(notTheirs.status).toBe(400);
    expect((await errorsOf(notTheirs)).jobId).toBe(LABOR_MESSAGES.jobNotFound);

    const open = await body<WorkLog>(
      await crew.post('/api/v1/work-logs/clock-in', { jobId, location: { latitude: 40.7, longitude: -74 } }),
      201,
    );
    expect(open).toMatchObject({
      status: 'open',
      source: 'clock',
      jobTitle: 'Oak floor, Elm St',
      endedAt: null,
      minutes: null,
      startLocation: { latitude: 40.7, longitude: -74 },
    });
    // Twice at once, or again: one open shift.
    const again = await Promise.all([
      crew.post('/api/v1/work-logs/clock-in', { jobId }),
      crew.post('/api/v1/work-logs/clock-in', { jobId }),
    ]);
    for (const res of again) {
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe(LABOR_MESSAGES.alreadyClockedIn);
    }
    const clock = await body<Clock>(await crew.get('/api/v1/work-logs/clock'), 200);
    expect(clock.open?.id).toBe(open.id);

    const closed = await body<WorkLog>(await crew.post('/api/v1/work-logs/clock-out', { location: null }), 200);
    expect(closed).toMatchObject({ id: open.id, status: 'submitted', endLocation: null, minutes: 0 });
    const out = await crew.post('/api/v1/work-logs/clock-out', {});
    expect(out.status).toBe(409);
    expect(await messageOf(out)).toBe(LABOR_MESSAGES.notClockedIn);
    expect((await body<Clock>(await crew.get('/api/v1/work-logs/clock'), 200)).open).toBeNull();

    // An hour typed in that ended a minute ago counts today and this workweek, if it started on them.
    const started = new Date(Date.now() - 61 * 60_000);
    await body<WorkLog>(
      await crew.post('/api/v1/work-logs', {
        jobId,
        startedAt: started.toISOString(),
        endedAt: new Date(started.getTime() + 60 * 60_000).toISOString(),
      }),
      201,
    );
    const after = await body<Clock>(await crew.get('/api/v1/work-logs/clock'), 200);
    const startDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(started);
    const sunday = addDays(after.today, -new Date(`${after.today}T00:00:00Z`).getUTCDay());
    expect(after.todayMinutes).toBe(startDay === after.today ? 60 : 0);
    expect(after.weekMinutes).toBe(startDay >= sunday ? 60 : 0);
  });

  it("never shows a crew member money, nor anyone else's hours", async () => {
    await crew2.post('/api/v1/work-logs', {
      jobId,
      startedAt: at('2026-01-05', '08:00'),
      endedAt: at('2026-01-05', '12:00'),
    });
    const mine = await body<WorkLogPage>(await crew.get('/api/v1/work-logs'), 200);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((l) => l.userId === crew.userId)).toBe(true);
    const text = JSON.stringify(mine);
    expect(text).not.toMatch(/rate|cents|gross/i);
    expect((await crew.get(`/api/v1/work-logs?userId=${crew2.userId}`)).status).toBe(200);
    expect((await body<WorkLogPage>(await crew.get(`/api/v1/work-logs?userId=${crew2.userId}`), 200)).items).toEqual(
      [],
    );
    for (const path of [
      '/api/v1/employee-rates',
      '/api/v1/payroll?start=2026-01-04',
      '/api/v1/payroll/csv?start=2026-01-04',
    ]) {
      expect((await crew.get(path)).status, path).toBe(403);
    }
  });
});

describe('hours typed in, reviewed and corrected', () => {
  it('checks a shift: it ends after it starts, within a day, not in the future, its break shorter than it', async () => {
    const base = { jobId, startedAt: at('2026-01-06', '08:00'), endedAt: at('2026-01-06', '16:00') };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endedAt: at('2026-01-06', '07:00') }, 'endedAt', LABOR_MESSAGES.endBeforeStart],
      [{ endedAt: at('2026-01-07', '09:00') }, 'endedAt', LABOR_MESSAGES.tooLong],
      [
        { startedAt: at('2999-01-06', '08:00'), endedAt: at('2999-01-06', '09:00') },
        'endedAt',
        LABOR_MESSAGES.inFuture,
      ],
      [{ breakMinutes: 480 }, 'breakMinutes', LABOR_MESSAGES.breakTooLong],
      [{ jobId: otherJobId }, 'jobId', LABOR_MESSAGES.jobNotFound],
      [{ startedAt: 'yesterday' }, 'startedAt', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await crew.post('/api/v1/work-logs', { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const errors = await errorsOf(res);
      expect(errors, JSON.stringify(change)).toHaveProperty(field);
      if (message) expect(errors[field]).toBe(message);
    }
    // A crew member logs only their own hours.
    const forOther = await crew.post('/api/v1/work-logs', { ...base, userId: crew2.userId });
    expect(forOther.status).toBe(403);
    const theirs = await body<WorkLog>(await crew.post('/api/v1/work-logs', base), 201);
    expect([theirs.status, theirs.minutes, theirs.source]).toEqual(['submitted', 480, 'manual']);
  });

  it('a manager approves or rejects; the crew corrects a rejected shift, never an approved one', async () => {
    const log = await body<WorkLog>(
      await crew.post('/api/v1/work-logs', {
        jobId,
        startedAt: at('2026-01-08', '08:00'),
        endedAt: at('2026-01-08', '17:00'),
        breakMinutes: 60,
      }),
      201,
    );
    expect((await crew.post(`/api/v1/work-logs/${log.id}/review`, { decision: 'approved' })).status).toBe(403);
    const rejected = await body<WorkLog>(
      await owner.post(`/api/v1/work-logs/${log.id}/review`, { decision: 'rejected', note: 'Lunch was an hour' }),
      200,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reviewNote: 'Lunch was an hour',
      reviewedByName: expect.any(String),
    });
    const fixed = await body<WorkLog>(
      await crew.request('PUT', `/api/v1/work-logs/${log.id}`, {
        body: { jobId, startedAt: at('2026-01-08', '08:00'), endedAt: at('2026-01-08', '16:00'), breakMinutes: 60 },
      }),
      200,
    );
    expect([fixed.status, fixed.minutes, fixed.reviewNote]).toEqual(['submitted', 420, null]);
    await body<WorkLog>(await owner.post(`/api/v1/work-logs/${log.id}/review`, { decision: 'approved' }), 200);
    const late = await crew.request('PUT', `/api/v1/work-logs/${log.id}`, {
      body: { jobId, startedAt: at('2026-01-08', '08:00'), endedAt: at('2026-01-08', '18:00') },
    });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(LABOR_MESSAGES.notEditable);
    // Another crew member's shift is not found at all.
    expect(
      (
        await crew2.request('PUT', `/api/v1/work-logs/${log.id}`, {
          body: { jobId, startedAt: at('2026-01-08', '08:00'), endedAt: at('2026-01-08', '09:00') },
        })
      ).status,
    ).toBe(404);
  });

  it('filters by member, status and company day; counts the matches and their minutes', async () => {
    const page = await body<WorkLogPage>(
      await owner.get(`/api/v1/work-logs?userId=${crew.userId}&from=2026-01-06&to=2026-01-08`),
      200,
    );
    expect(page.items.map((l) => l.startedAt)).toEqual([
      new Date(at('2026-01-08', '08:00')).toISOString(),
      new Date(at('2026-01-06', '08:00')).toISOString(),
    ]);
    expect([page.total, page.totalMinutes]).toEqual([2, 420 + 480]);
    const pending = await body<WorkLogPage>(await owner.get('/api/v1/work-logs?status=submitted&limit=1'), 200);
    expect(pending.items).toHaveLength(1);
    expect(pending.nextCursor).not.toBeNull();
    const next = await body<WorkLogPage>(
      await owner.get(`/api/v1/work-logs?status=submitted&limit=1&cursor=${pending.nextCursor}`),
      200,
    );
    expect(next.items[0]!.id).not.toBe(pending.items[0]!.id);
    expect(next.total).toBeNull();
  });
});

describe('rates and payroll', () => {
  // Two weeks from Sunday 2026-02-01: the crew works 45 h in the first week and 35 h in the second.
  const start = '2026-02-01';

  it('keeps every rate, and answers the one in force today', async () => {
    await rate(crew.userId, '2026-01-01', 2000, '10');
    // A raise in the middle of the period, from the second week's Wednesday.
    await rate(crew.userId, '2026-02-11', 2400, '10');
    const duplicate = await owner.post('/api/v1/employee-rates', {
      userId: crew.userId,
      effectiveFrom: '2026-02-11',
      payRateCents: 1,
    });
    expect(duplicate.status).toBe(409);
    expect(await messageOf(duplicate)).toBe(LABOR_MESSAGES.rateExists);
    const rates = await body<MemberRates>(await owner.get('/api/v1/employee-rates'), 200);
    const mine = rates.items.find((m) => m.userId === crew.userId)!;
    expect(mine.history.map((r) => [r.effectiveFrom, r.payRateCents, r.loadedRateCents])).toEqual([
      ['2026-02-11', 2400, 2640],
      ['2026-01-01', 2000, 2200],
    ]);
    expect(mine.current?.effectiveFrom).toBe('2026-02-11');
    expect(rates.items.find((m) => m.userId === crew2.userId)?.current).toBeNull();
    const outsider = await owner.post('/api/v1/employee-rates', {
      userId: 'nobody',
      effectiveFrom: '2026-01-01',
      payRateCents: 100,
    });
    expect(outsider.status).toBe(400);
  });

  it("pays overtime per workweek, across the week boundary, at the rate of each shift's day", async () => {
    // Week 1 (Feb 1–7): five 9-hour days = 45 h → 5 h overtime, taken from Friday's shift.
    for (const day of ['2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06']) {
      await shift(crew.userId, day, '07:00', '16:00');
    }
    // Week 2 (Feb 8–14): 7 h Monday at $20, then 7 h × 4 from Wednesday at $24 = 35 h, no overtime.
    await shift(crew.userId, '2026-02-09', '08:00', '15:00');
    for (const day of ['2026-02-11', '2026-02-12', '2026-02-13', '2026-02-14']) {
      await shift(crew.userId, day, '08:00', '15:00');
    }
    // Not counted: a rejected shift and one still waiting for review.
    const rejected = await shift(crew.userId, '2026-02-10', '08:00', '18:00');
    await owner.post(`/api/v1/work-logs/${rejected.id}/review`, { decision: 'rejected' });
    await crew.post('/api/v1/work-logs', {
      jobId,
      startedAt: at('2026-02-10', '08:00'),
      endedAt: at('2026-02-10', '10:00'),
    });
    // The other crew member has no rate: their hours are counted, unpaid, and flagged.
    await shift(crew2.userId, '2026-02-03', '08:00', '12:00');

    const p = await period(start);
    expect([p.start, p.end, p.status, p.pendingCount]).toEqual([start, '2026-02-14', 'ended', 1]);
    const line = p.lines.find((l) => l.userId === crew.userId)!;
    // Regular: 40 h week 1 at $20 = $800; 7 h at $20 + 28 h at $24 = $140 + $672. Overtime: 5 h × $30 = $150.
    expect(line).toMatchObject({
      regularMinutes: 75 * 60,
      overtimeMinutes: 5 * 60,
      regularCents: 80000 + 14000 + 67200,
      overtimeCents: 15000,
      grossCents: 80000 + 14000 + 67200 + 15000,
      missingRate: false,
    });
    const other = p.lines.find((l) => l.userId === crew2.userId)!;
    expect(other).toMatchObject({ regularMinutes: 240, grossCents: 0, missingRate: true });
    expect(p.grossCents).toBe(line.grossCents);
    expect(p.overtimeMinutes).toBe(300);

    // Weekly, the second week alone has no overtime; a 40 h biweekly total would have hidden week 1's.
    const week2 = await period('2026-02-08', 'weekly');
    expect(week2.lines.find((l) => l.userId === crew.userId)).toMatchObject({
      regularMinutes: 35 * 60,
      overtimeMinutes: 0,
    });
  });

  it('cuts overtime at 40 h even inside one shift, and rounds each amount half up once', async () => {
    // Week of Mar 1: 38 h, then one 5-hour shift: 2 h regular, 3 h overtime. $17.33 an hour.
    await rate(crew2.userId, '2026-03-01', 1733);
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']) {
      await shift(crew2.userId, day, '06:00', '15:30');
    }
    await shift(crew2.userId, '2026-03-07', '06:00', '11:00');
    const p = await period('2026-03-01', 'weekly');
    const line = p.lines.find((l) => l.userId === crew2.userId)!;
    expect([line.regularMinutes, line.overtimeMinutes]).toEqual([40 * 60, 3 * 60]);
    // 40 × 17.33 = 693.20; 3 × 17.33 × 1.5 = 77.985 → 77.99.
    expect([line.regularCents, line.overtimeCents, line.grossCents]).toEqual([69320, 7799, 77119]);
  });

  it('refuses a period that does not start on a Sunday, or runs, and pays an ended one once', async () => {
    const monday = await owner.get('/api/v1/payroll?start=2026-02-02');
    expect(monday.status).toBe(400);
    expect((await errorsOf(monday)).start).toBe(LABOR_MESSAGES.periodStart);
    const thisWeek = new Date();
    const sunday = addDays(thisWeek.toISOString().slice(0, 10), -thisWeek.getUTCDay());
    const running = await owner.post('/api/v1/payroll/pay', { start: sunday, frequency: 'weekly' });
    expect(running.status).toBe(409);
    expect(await messageOf(running)).toBe(LABOR_MESSAGES.periodNotOver);
    const empty = await owner.post('/api/v1/payroll/pay', { start: '2025-06-01', frequency: 'weekly' });
    expect(empty.status).toBe(409);
    expect(await messageOf(empty)).toBe(LABOR_MESSAGES.nothingToPay);

    const before = await period(start);
    const [first, second] = await Promise.all([
      owner.post('/api/v1/payroll/pay', { start, frequency: 'biweekly', paidOn: '2026-02-16' }),
      owner.post('/api/v1/payroll/pay', { start, frequency: 'biweekly', paidOn: '2026-02-16' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const paid = await period(start);
    expect(paid).toMatchObject({
      status: 'paid',
      paidOn: '2026-02-16',
      grossCents: before.grossCents,
      lines: before.lines,
    });

    // A paid shift never changes, and an overlapping weekly period finds nothing left to pay.
    const page = await body<WorkLogPage>(
      await owner.get(`/api/v1/work-logs?userId=${crew.userId}&from=2026-02-02&to=2026-02-02`),
      200,
    );
    expect(page.items[0]!.paid).toBe(true);
    const change = await owner.post(`/api/v1/work-logs/${page.items[0]!.id}/review`, { decision: 'rejected' });
    expect(change.status).toBe(409);
    expect(await messageOf(change)).toBe(LABOR_MESSAGES.paid);
    const overlap = await owner.post('/api/v1/payroll/pay', { start: '2026-02-08', frequency: 'weekly' });
    expect(overlap.status).toBe(409);
    expect(await messageOf(overlap)).toBe(LABOR_MESSAGES.nothingToPay);
  });

  it('refuses a shift added to, moved into or approved in a paid period: no pay run could include it', async () => {
    const paidBefore = await period(start);
    // Typed in by the crew on a paid day, or by a manager for a night that starts on its last one.
    const added = await crew.post('/api/v1/work-logs', {
      jobId,
      startedAt: at('2026-02-05', '07:00'),
      endedAt: at('2026-02-05', '09:00'),
    });
    expect(added.status).toBe(400);
    expect((await errorsOf(added)).startedAt).toBe(LABOR_MESSAGES.inPaidPeriod);
    const night = await owner.post('/api/v1/work-logs', {
      userId: crew2.userId,
      jobId,
      startedAt: at('2026-02-14', '20:00'),
      endedAt: at('2026-02-15', '02:00'),
    });
    expect(night.status).toBe(400);
    expect((await errorsOf(night)).startedAt).toBe(LABOR_MESSAGES.inPaidPeriod);

    // A shift after the period, moved into it.
    const later = await body<WorkLog>(
      await crew.post('/api/v1/work-logs', {
        jobId,
        startedAt: at('2026-02-16', '08:00'),
        endedAt: at('2026-02-16', '12:00'),
      }),
      201,
    );
    const moved = await crew.request('PUT', `/api/v1/work-logs/${later.id}`, {
      body: { jobId, startedAt: at('2026-02-13', '08:00'), endedAt: at('2026-02-13', '12:00') },
    });
    expect(moved.status).toBe(400);
    expect((await errorsOf(moved)).startedAt).toBe(LABOR_MESSAGES.inPaidPeriod);

    // The shift still waiting when the period was paid: neither approved nor corrected there.
    const [waiting] = (
      await body<WorkLogPage>(
        await owner.get(`/api/v1/work-logs?userId=${crew.userId}&status=submitted&from=2026-02-10&to=2026-02-10`),
        200,
      )
    ).items;
    const approve = await owner.post(`/api/v1/work-logs/${waiting!.id}/review`, { decision: 'approved' });
    expect(approve.status).toBe(409);
    expect(await messageOf(approve)).toBe(LABOR_MESSAGES.approveInPaidPeriod);
    const edited = await crew.request('PUT', `/api/v1/work-logs/${waiting!.id}`, {
      body: { jobId, startedAt: at('2026-02-10', '08:00'), endedAt: at('2026-02-10', '11:00') },
    });
    expect(edited.status).toBe(400);
    expect((await errorsOf(edited)).startedAt).toBe(LABOR_MESSAGES.inPaidPeriod);
    // Rejecting it is fine, and so is a manager's correction to a day outside the paid period.
    await body<WorkLog>(await owner.post(`/api/v1/work-logs/${waiting!.id}/review`, { decision: 'rejected' }), 200);
    const outside = await body<WorkLog>(
      await owner.request('PUT', `/api/v1/work-logs/${waiting!.id}`, {
        body: { jobId, startedAt: at('2026-02-17', '08:00'), endedAt: at('2026-02-17', '10:00') },
      }),
      200,
    );
    expect(outside.status).toBe('approved');

    // What was paid reads back as recorded; nothing waits in the period any more.
    expect(paidBefore.pendingCount).toBe(1);
    expect(await period(start)).toEqual({ ...paidBefore, pendingCount: 0 });
  });

  it('exports the period as CSV, quoting names', async () => {
    const res = await owner.get(`/api/v1/payroll/csv?start=${start}&frequency=biweekly`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('payroll-2026-02-01-to-2026-02-14.csv');
    const rows = (await res.text()).trim().split('\r\n');
    expect(rows[0]).toBe('Member,Regular hours,Overtime hours,Regular pay,Overtime pay,Gross pay,Rate missing');
    expect(rows.at(-1)).toBe('Total,79.00,5.00,1612.00,150.00,1762.00,');
    expect(rows.some((r) => r.endsWith(',75.00,5.00,1612.00,150.00,1762.00,'))).toBe(true);
  });

  it('exports a name a spreadsheet would run as text, and the figures as numbers', async () => {
    const name = "-2+3+cmd|' /C notepad'!A0";
    await t.database.db.update(user).set({ name }).where(eq(user.id, crew2.userId));

    const res = await owner.get('/api/v1/payroll/csv?start=2026-03-01&frequency=weekly');

    expect((await res.text()).split('\r\n').slice(1, 3)).toEqual([
      `'${name},40.00,3.00,693.20,77.99,771.19,`,
      'Total,40.00,3.00,693.20,77.99,771.19,',
    ]);
  });

  it('another company sees none of it', async () => {
    const other = await t.newCompany('Other Labor');
    expect((await body<WorkLogPage>(await other.get('/api/v1/work-logs'), 200)).items).toEqual([]);
    const p = await body<PayPeriod>(await other.get(`/api/v1/payroll?start=${start}`), 200);
    expect([p.status, p.lines]).toEqual(['ended', []]);
    const rates = await body<MemberRates>(await other.get('/api/v1/employee-rates'), 200);
    expect(rates.items.map((m) => m.userId)).toEqual([other.userId]);
    const log = (await body<WorkLogPage>(await owner.get('/api/v1/work-logs?limit=1'), 200)).items[0]!;
    expect((await other.post(`/api/v1/work-logs/${log.id}/review`, { decision: 'approved' })).status).toBe(404);
    const theirRate = await other.post('/api/v1/employee-rates', {
      userId: crew.userId,
      effectiveFrom: '2026-01-01',
      payRateCents: 1,
    });
    expect(theirRate.status).toBe(400);
  });
});
