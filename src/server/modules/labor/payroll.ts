import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '../../../shared/days.ts';
import type { EmployeeRateInput, PayPeriodInput, PayPeriodPaymentInput } from '../../../shared/labor-inputs.ts';
import type { EmployeeRate, MemberRates, PayLine, PayPeriod } from '../../../shared/labor-responses.ts';
import {
  computePay,
  LABOR_MESSAGES,
  loadedRateCents,
  PAY_PERIOD_DAYS,
  type PayableShift,
} from '../../../shared/labor.ts';
import { isUniqueViolation, sqlRows } from '../../db/client.ts';
import { employeeRates, payRuns, workLogs } from '../../db/schema/labor.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { csvCents, csvLine, csvNumber } from '../../platform/csv.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { companyToday, companyZone } from '../jobs/scope.ts';
import { isMember, listMembers, userNames } from '../members/service.ts';

// Pay rates with their history, and payroll: approved hours × the rate of each shift's day, with
// overtime past 40 hours a workweek at 1.5× (shared/labor.ts computePay; ADR 0033).

type RateRow = typeof employeeRates.$inferSelect;

const rateOf = (r: RateRow): EmployeeRate => ({
  id: r.id,
  userId: r.userId,
  effectiveFrom: r.effectiveFrom,
  payRateCents: r.payRateCents,
  burdenPercent: r.burdenPercent,
  loadedRateCents: loadedRateCents(r.payRateCents, r.burdenPercent),
  billableRateCents: r.billableRateCents,
  createdAt: r.createdAt.toISOString(),
});

/** Every member with the rate in force today and their history, newest first. */
export async function listRates(t: TenantDb): Promise<MemberRates> {
  const { items: members } = await listMembers(t);
  return t.run(async (tx) => {
    const today = await companyToday(tx, t);
    const rows = await tx
      .select()
      .from(employeeRates)
      .where(eq(employeeRates.companyId, t.ctx.companyId))
      .orderBy(desc(employeeRates.effectiveFrom));
    return {
      items: members.map((m) => {
        const history = rows.filter((r) => r.userId === m.userId).map(rateOf);
        return {
          userId: m.userId,
          name: m.name,
          role: m.role,
          current: history.find((r) => r.effectiveFrom <= today) ?? null,
          history,
        };
      }),
    };
  });
}

/** A new rate from a day on; the old ones stay (a shift is paid at its own day's rate). */
export async function createRate(t: TenantDb, input: EmployeeRateInput): Promise<EmployeeRate> {
  try {
    return await t.run(async (tx) => {
      if (!(await isMember(tx, t, input.userId))) throw invalidInput({ userId: LABOR_MESSAGES.memberNotFound });
      const [row] = await tx
        .insert(employeeRates)
        .values({
          companyId: t.ctx.companyId,
          userId: input.userId,
          effectiveFrom: input.effectiveFrom,
          payRateCents: input.payRateCents,
          burdenPercent: input.burdenPercent,
          billableRateCents: input.billableRateCents ?? null,
          createdBy: t.ctx.userId,
        })
        .returning();
      return rateOf(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'employee_rates_member_day_key')) {
      throw new AppError('CONFLICT', LABOR_MESSAGES.rateExists);
    }
    throw err;
  }
}

/** The period's days: it starts on a Sunday (the workweek's first day) and lasts one or two weeks. */
function periodOf(input: PayPeriodInput): { start: string; end: string } {
  if (weekdayOf(input.start) !== 0) throw invalidInput({ start: LABOR_MESSAGES.periodStart });
  return { start: input.start, end: addDays(input.start, PAY_PERIOD_DAYS[input.frequency] - 1) };
}

interface ShiftRow {
  id: string;
  user_id: string;
  started_at: string | Date;
  week: string;
  minutes: number;
  rate_cents: number | null;
}

/**
 * The approved, unpaid shifts that started in the period (company days), each with its workweek's
 * Sunday and the member's rate on its day. Paying locks them, so that two payments of overlapping
 * periods cannot both take a shift.
 */
async function payableShifts(tx: Tx, t: TenantDb, start: string, end: string, lock: boolean) {
  const rows = await sqlRows<ShiftRow>(
    tx,
    sql`
    select s.id, s.user_id, s.started_at, (s.day - extract(dow from s.day)::int)::text as week, s.minutes,
      (select ${employeeRates.payRateCents} from ${employeeRates}
        where ${employeeRates.companyId} = s.company_id and ${employeeRates.userId} = s.user_id
          and ${employeeRates.effectiveFrom} <= s.day
        order by ${employeeRates.effectiveFrom} desc limit 1) as rate_cents
    from (
      select ${workLogs.id} as id, ${workLogs.companyId} as company_id, ${workLogs.userId} as user_id,
        ${workLogs.startedAt} as started_at, ${workLogs.workedMinutes} as minutes, ${workLogs.workDay} as day
      from ${workLogs}
      where ${workLogs.companyId} = ${t.ctx.companyId} and ${workLogs.status} = 'approved'
        and ${workLogs.payRunId} is null
        and ${workLogs.workDay} between ${start}::date and ${end}::date
      ${lock ? sql`for update` : sql``}
    ) s`,
  );
  const shifts: (PayableShift & { id: string })[] = rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    week: r.week,
    startedAt: new Date(r.started_at),
    minutes: r.minutes,
    rateCents: r.rate_cents === null ? null : Number(r.rate_cents),
  }));
  return shifts;
}

/** The pay lines of shifts, named and sorted by name. */
async function payLines(tx: Tx, shifts: PayableShift[]): Promise<PayLine[]> {
  const lines = computePay(shifts);
  const names = await userNames(
    tx,
    lines.map((l) => l.userId),
  );
  return lines
    .map((l) => ({ ...l, name: names.get(l.userId) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

const totalsOf = (lines: PayLine[]) => ({
  totalMinutes: lines.reduce((n, l) => n + l.regularMinutes + l.overtimeMinutes, 0),
  overtimeMinutes: lines.reduce((n, l) => n + l.overtimeMinutes, 0),
  grossCents: lines.reduce((n, l) => n + l.grossCents, 0),
});

async function pendingCount(tx: Tx, t: TenantDb, start: string, end: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${workLogs}
      where ${workLogs.companyId} = ${t.ctx.companyId} and ${workLogs.status} in ('open', 'submitted')
        and ${workLogs.workDay} between ${start}::date and ${end}::date`,
  );
  return row!.n;
}

/** The advisory lock space of payroll (the first half of the two-part key; the company is the second). */
const PAYROLL_LOCK = 7201033;

/**
 * The company's payroll lock, for this transaction: paying a period takes it alone, a shift's write
 * shared. A shift written while its period is being paid waits, then finds the period paid; a
 * payment waits for the shifts being written, then counts them (advisory: no table is locked).
 */
export function lockPayroll(tx: Tx, t: TenantDb, mode: 'pay' | 'shift') {
  const key = sql`${PAYROLL_LOCK}::int, hashtext(${t.ctx.companyId}::text)`;
  return tx.execute(
    mode === 'pay' ? sql`select pg_advisory_xact_lock(${key})` : sql`select pg_advisory_xact_lock_shared(${key})`,
  );
}

/**
 * Whether a shift starting then falls in a pay period already paid (by its company day, as the
 * database dates it): no pay run could ever include it, since a paid period reads back as recorded.
 */
export async function inPaidPeriod(tx: Tx, t: TenantDb, startedAt: Date): Promise<boolean> {
  const [row] = await sqlRows<{ paid: boolean }>(
    tx,
    sql`select exists (
      select 1 from ${payRuns}
      where ${payRuns.companyId} = ${t.ctx.companyId}
        and (${startedAt.toISOString()}::timestamptz at time zone ${companyZone(t.ctx.companyId)})::date
          between ${payRuns.periodStart} and ${payRuns.periodEnd}
    ) as paid`,
  );
  return row!.paid;
}

async function paidRun(tx: Tx, t: TenantDb, start: string) {
  const [run] = await tx
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.companyId, t.ctx.companyId), eq(payRuns.periodStart, start)));
  return run;
}

/**
 * A pay period as it stands: once paid, what was paid; until then, computed from the approved
 * shifts (open while it runs, ended once its last day is past).
 */
export function payPeriod(t: TenantDb, input: PayPeriodInput): Promise<PayPeriod> {
  const { start, end } = periodOf(input);
  return t.run(async (tx) => {
    const run = await paidRun(tx, t, start);
    if (run) {
      return {
        start: run.periodStart,
        end: run.periodEnd,
        frequency: run.frequency,
        status: 'paid' as const,
        paidOn: run.paidOn,
        lines: run.lines,
        totalMinutes: run.totalMinutes,
        overtimeMinutes: run.overtimeMinutes,
        grossCents: run.grossCents,
        pendingCount: await pendingCount(tx, t, run.periodStart, run.periodEnd),
      };
    }
    const lines = await payLines(tx, await payableShifts(tx, t, start, end, false));
    return {
      start,
      end,
      frequency: input.frequency,
      status: end < (await companyToday(tx, t)) ? ('ended' as const) : ('open' as const),
      paidOn: null,
      lines,
      ...totalsOf(lines),
      pendingCount: await pendingCount(tx, t, start, end),
    };
  });
}

/**
 * Marks an ended period paid: its lines are recorded (the cash that went out, for cash flow) and
 * its shifts belong to the run from then on. Refused while the period runs, when it is paid, and
 * when it has no approved hours.
 */
export async function payPayPeriod(t: TenantDb, input: PayPeriodPaymentInput): Promise<PayPeriod> {
  const { start, end } = periodOf(input);
  try {
    await t.run(async (tx) => {
      await lockPayroll(tx, t, 'pay');
      const today = await companyToday(tx, t);
      if (end >= today) throw new AppError('CONFLICT', LABOR_MESSAGES.periodNotOver);
      const paidOn = input.paidOn ?? today;
      if (paidOn < start) throw invalidInput({ paidOn: LABOR_MESSAGES.paidBeforePeriod });
      if (await paidRun(tx, t, start)) throw new AppError('CONFLICT', LABOR_MESSAGES.periodPaid);
      const shifts = await payableShifts(tx, t, start, end, true);
      const lines = await payLines(tx, shifts);
      const totals = totalsOf(lines);
      if (totals.totalMinutes === 0) throw new AppError('CONFLICT', LABOR_MESSAGES.nothingToPay);
      const [run] = await tx
        .insert(payRuns)
        .values({
          companyId: t.ctx.companyId,
          periodStart: start,
          periodEnd: end,
          frequency: input.frequency,
          paidOn,
          lines,
          ...totals,
          paidBy: t.ctx.userId,
        })
        .returning({ id: payRuns.id });
      await tx
        .update(workLogs)
        .set({ payRunId: run!.id })
        .where(
          and(
            eq(workLogs.companyId, t.ctx.companyId),
            sql`${workLogs.id} in (${sql.join(
              shifts.map((s) => sql`${s.id}::uuid`),
              sql`, `,
            )})`,
          ),
        );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'pay_runs_period_key')) throw new AppError('CONFLICT', LABOR_MESSAGES.periodPaid);
    throw err;
  }
  return payPeriod(t, input);
}

const hours = (minutes: number) => csvNumber((minutes / 60).toFixed(2));

/** The period as a spreadsheet: one row per member, then the totals. */
export async function payPeriodCsv(t: TenantDb, input: PayPeriodInput): Promise<{ filename: string; csv: string }> {
  const period = await payPeriod(t, input);
  const rows = [
    csvLine(['Member', 'Regular hours', 'Overtime hours', 'Regular pay', 'Overtime pay', 'Gross pay', 'Rate missing']),
    ...period.lines.map((l) =>
      csvLine([
        l.name,
        hours(l.regularMinutes),
        hours(l.overtimeMinutes),
        csvCents(l.regularCents),
        csvCents(l.overtimeCents),
        csvCents(l.grossCents),
        l.missingRate ? 'yes' : '',
      ]),
    ),
    csvLine([
      'Total',
      hours(period.totalMinutes - period.overtimeMinutes),
      hours(period.overtimeMinutes),
      csvCents(period.lines.reduce((n, l) => n + l.regularCents, 0)),
      csvCents(period.lines.reduce((n, l) => n + l.overtimeCents, 0)),
      csvCents(period.grossCents),
      '',
    ]),
  ];
  return { filename: `payroll-${period.start}-to-${period.end}.csv`, csv: rows.join('') };
}
