/**
 * Issue #18: the crew's hours and what they cost (ADR 0033). A work log is a shift on a job: clocked
 * in and out on a phone, or typed in; a manager approves it (or rejects it) before payroll counts it.
 * Pay rates have a history: the rate on the day a shift starts is the rate it is paid at.
 */

/** open: clocked in, not yet out. submitted: waiting for a manager. */
export const WORK_LOG_STATUSES = ['open', 'submitted', 'approved', 'rejected'] as const;
export type WorkLogStatus = (typeof WORK_LOG_STATUSES)[number];
/** clock: in and out on the app; manual: typed in afterwards. */
export const WORK_LOG_SOURCES = ['clock', 'manual'] as const;
export type WorkLogSource = (typeof WORK_LOG_SOURCES)[number];

export const PAY_FREQUENCIES = ['weekly', 'biweekly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_PERIOD_DAYS: Record<PayFrequency, number> = { weekly: 7, biweekly: 14 };

export const LABOR_LIMITS = {
  notes: 500,
  /** The longest shift a log may hold. */
  shiftHours: 24,
  /** $1,000.00 an hour. */
  rateCents: 100_000,
  /** Taxes and insurance on top of pay, at most 200 %. */
  burdenPercent: 200,
  /** Overtime: the minutes past 40 hours in a workweek (Sunday to Saturday), paid at 1.5×. */
  weeklyRegularMinutes: 40 * 60,
} as const;

export const LABOR_MESSAGES = {
  alreadyClockedIn: 'You are already clocked in. Clock out first.',
  notClockedIn: 'You are not clocked in.',
  endBeforeStart: 'The end must be after the start.',
  tooLong: `A shift can be at most ${LABOR_LIMITS.shiftHours} hours.`,
  inFuture: 'A shift cannot end in the future.',
  breakTooLong: 'The break cannot be longer than the shift.',
  notEditable: 'This work log has been approved or paid and can no longer change.',
  stillOpen: 'Clock out before this work log is reviewed.',
  paid: 'This work log is in a paid pay period and can no longer change.',
  inPaidPeriod: 'This day is in a pay period that has already been paid: a shift cannot be added or moved there.',
  approveInPaidPeriod: 'This shift is in a pay period that has already been paid, so it can no longer be approved.',
  jobNotFound: 'Job not found',
  memberNotFound: 'Team member not found',
  periodStart: 'A pay period starts on a Sunday.',
  periodNotOver: 'This pay period has not ended yet.',
  periodPaid: 'This pay period has already been paid.',
  nothingToPay: 'No approved hours in this pay period.',
  paidBeforePeriod: 'The pay date cannot be before the period starts.',
  rateExists: 'This member already has a rate from that date. Change that one instead.',
  burdenTooHigh: `Please enter at most ${LABOR_LIMITS.burdenPercent} %`,
} as const;

/** Minutes worked in a shift: its length in whole minutes less its break. */
export function workedMinutes(startedAt: Date, endedAt: Date, breakMinutes: number): number {
  return Math.max(0, Math.floor((endedAt.getTime() - startedAt.getTime()) / 60_000) - breakMinutes);
}

/** A shift payroll counts: who, its workweek (the Sunday it belongs to), its rate that day. */
export interface PayableShift {
  userId: string;
  /** YYYY-MM-DD of the Sunday starting the workweek of the day the shift started (company time). */
  week: string;
  /** Order within the week: when the shift started. */
  startedAt: Date;
  minutes: number;
  /** Hourly pay in cents on the day it started, or null when the member has no rate yet. */
  rateCents: number | null;
}

export interface PayLine {
  userId: string;
  regularMinutes: number;
  overtimeMinutes: number;
  /** Pay for the regular and the overtime minutes, each rounded half up once. */
  regularCents: number;
  overtimeCents: number;
  grossCents: number;
  /** Some of their minutes have no rate: they are counted but unpaid until one is set. */
  missingRate: boolean;
}

/** Half up, from an exact fraction of non-negative integers. */
const roundHalfUp = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 2n + denominator) / (denominator * 2n));

/**
 * Pay for approved shifts: per member and workweek, the minutes past 40 hours are overtime, taken
 * from the week's last shifts first (the hours worked after the 40th), each minute at the rate of
 * its shift's day; overtime pays 1.5×. Amounts are summed exactly (cent-minutes) and rounded half up
 * once per member for regular and once for overtime.
 */
export function computePay(shifts: readonly PayableShift[]): PayLine[] {
  const byUser = new Map<string, PayableShift[]>();
  for (const s of shifts) byUser.set(s.userId, [...(byUser.get(s.userId) ?? []), s]);
  const lines: PayLine[] = [];
  for (const [userId, own] of byUser) {
    let regularMinutes = 0;
    let overtimeMinutes = 0;
    // Exact sums in cent-minutes: regular at the rate, overtime at 3/2 of it (kept ×2 to stay whole).
    let regular = 0n;
    let overtimeDoubled = 0n;
    let missingRate = false;
    const weeks = new Map<string, number>();
    for (const s of [...own].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
      const before = weeks.get(s.week) ?? 0;
      weeks.set(s.week, before + s.minutes);
      const reg = Math.max(0, Math.min(s.minutes, LABOR_LIMITS.weeklyRegularMinutes - before));
      const over = s.minutes - reg;
      regularMinutes += reg;
      overtimeMinutes += over;
      if (s.rateCents === null) {
        if (s.minutes > 0) missingRate = true;
        continue;
      }
      regular += BigInt(s.rateCents) * BigInt(reg);
      overtimeDoubled += BigInt(s.rateCents) * BigInt(over) * 3n;
    }
    const regularCents = roundHalfUp(regular, 60n);
    const overtimeCents = roundHalfUp(overtimeDoubled, 120n);
    lines.push({
      userId,
      regularMinutes,
      overtimeMinutes,
      regularCents,
      overtimeCents,
      grossCents: regularCents + overtimeCents,
      missingRate,
    });
  }
  return lines;
}

/** The loaded hourly cost: pay plus its burden (taxes, insurance), rounded half up to the cent. */
export function loadedRateCents(payRateCents: number, burdenPercent: string): number {
  // The percent has at most 3 decimals: work in thousandths of a percent.
  const thousandths = BigInt(Math.round(Number(burdenPercent) * 1000));
  return roundHalfUp(BigInt(payRateCents) * (100_000n + thousandths), 100_000n);
}
