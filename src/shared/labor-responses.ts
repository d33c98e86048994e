import { z } from 'zod';
import { PAY_FREQUENCIES, WORK_LOG_SOURCES, WORK_LOG_STATUSES } from './labor.ts';
import { instant, pageSchema } from './responses.ts';

// The labor API's answers (/api/v1/work-logs, /employee-rates, /payroll): defined once, here.
// A work log never carries a pay rate: a crew member reads their hours, never what anyone earns.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-11-29' });
const minutes = z.number().int().min(0);

export const geoPointSchema = z.object({ latitude: z.number(), longitude: z.number() }).meta({ id: 'GeoPoint' });

export const workLogSchema = z
  .object({
    id: z.uuid(),
    userId: z.string(),
    memberName: z.string(),
    /** Null once the job has been deleted (the hours stay). */
    jobId: z.uuid().nullable(),
    jobTitle: z.string().nullable(),
    startedAt: instant(),
    /** Null while clocked in. */
    endedAt: instant().nullable(),
    breakMinutes: minutes,
    /** Worked: the shift's whole minutes less its break; null while clocked in. */
    minutes: minutes.nullable(),
    source: z.enum(WORK_LOG_SOURCES),
    status: z.enum(WORK_LOG_STATUSES),
    startLocation: geoPointSchema.nullable(),
    endLocation: geoPointSchema.nullable(),
    notes: z.string().nullable(),
    reviewNote: z.string().nullable(),
    reviewedByName: z.string().nullable(),
    reviewedAt: instant().nullable(),
    /** Paid in a pay period: it can no longer change. */
    paid: z.boolean(),
    createdAt: instant(),
  })
  .meta({ id: 'WorkLog' });
export type WorkLog = z.infer<typeof workLogSchema>;

export const workLogPageSchema = pageSchema(workLogSchema)
  .extend({
    /** The first page only: how many logs match, and their worked minutes. */
    total: z.number().int().nullable(),
    totalMinutes: minutes.nullable(),
  })
  .meta({ id: 'WorkLogPage' });
export type WorkLogPage = z.infer<typeof workLogPageSchema>;

/** The caller's own clock: the shift they are on, and their minutes today and this workweek. */
export const clockSchema = z
  .object({
    open: workLogSchema.nullable(),
    today: day,
    todayMinutes: minutes,
    weekMinutes: minutes,
  })
  .meta({ id: 'Clock' });
export type Clock = z.infer<typeof clockSchema>;

export const employeeRateSchema = z
  .object({
    id: z.uuid(),
    userId: z.string(),
    effectiveFrom: day,
    payRateCents: cents,
    burdenPercent: z.string(),
    /** Pay plus burden: what an hour of theirs costs the company. */
    loadedRateCents: cents,
    billableRateCents: cents.nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'EmployeeRate' });
export type EmployeeRate = z.infer<typeof employeeRateSchema>;

/** Each member of the company with the rate in force today and every rate they have had, newest first. */
export const memberRatesSchema = z
  .object({
    items: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        role: z.string(),
        current: employeeRateSchema.nullable(),
        history: z.array(employeeRateSchema),
      }),
    ),
  })
  .meta({ id: 'MemberRates' });
export type MemberRates = z.infer<typeof memberRatesSchema>;

export const payLineSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    regularMinutes: minutes,
    overtimeMinutes: minutes,
    regularCents: cents,
    overtimeCents: cents,
    grossCents: cents,
    missingRate: z.boolean(),
  })
  .meta({ id: 'PayLine' });
export type PayLine = z.infer<typeof payLineSchema>;

/**
 * A pay period: the approved hours of shifts that started in it, with overtime per workweek. Until
 * it is paid the figures are computed from the logs; once paid they are the recorded ones.
 */
export const payPeriodSchema = z
  .object({
    start: day,
    end: day,
    frequency: z.enum(PAY_FREQUENCIES),
    status: z.enum(['open', 'ended', 'paid']),
    paidOn: day.nullable(),
    lines: z.array(payLineSchema),
    totalMinutes: minutes,
    overtimeMinutes: minutes,
    grossCents: cents,
    /** Shifts in the period still waiting for a manager (not counted until approved). */
    pendingCount: z.number().int(),
  })
  .meta({ id: 'PayPeriod' });
export type PayPeriod = z.infer<typeof payPeriodSchema>;
