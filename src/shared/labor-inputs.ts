import { z } from 'zod';
import { LABOR_LIMITS, LABOR_MESSAGES, PAY_FREQUENCIES, WORK_LOG_STATUSES } from './labor.ts';
import {
  decimalText,
  isoDate,
  optionalPastDay,
  optionalText,
  pastInstant,
  pastInstantWith,
  plannedDay,
  requiredDate,
} from './validation.ts';

// The inputs of the labor API (/api/v1/work-logs, /employee-rates, /payroll): used by the routes,
// the forms and the tests.

/** Where the phone was, when the crew member lets it say (WGS 84 degrees). */
const location = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullable()
  .optional();

export const clockInInput = z.object({ jobId: z.uuid(), location, notes: optionalText(LABOR_LIMITS.notes) });
export type ClockInInput = z.output<typeof clockInInput>;

export const clockOutInput = z.object({
  location,
  breakMinutes: z
    .number()
    .int()
    .min(0)
    .max(LABOR_LIMITS.shiftHours * 60)
    .default(0),
  notes: optionalText(LABOR_LIMITS.notes),
});
export type ClockOutInput = z.output<typeof clockOutInput>;

/** Hours typed in, or a manager's correction: a whole, ended shift. */
export const workLogInput = z.object({
  /** A manager logs or corrects a member's hours; a crew member only their own (the default). */
  userId: z.string().min(1).max(100).optional(),
  jobId: z.uuid(),
  startedAt: pastInstant,
  endedAt: pastInstantWith(LABOR_MESSAGES.inFuture),
  breakMinutes: z
    .number()
    .int()
    .min(0)
    .max(LABOR_LIMITS.shiftHours * 60)
    .default(0),
  notes: optionalText(LABOR_LIMITS.notes),
});
export type WorkLogInput = z.output<typeof workLogInput>;

export const reviewWorkLogInput = z.object({
  decision: z.enum(['approved', 'rejected']),
  note: optionalText(LABOR_LIMITS.notes),
});
export type ReviewWorkLogInput = z.output<typeof reviewWorkLogInput>;

export const workLogFiltersInput = z.object({
  userId: z.string().min(1).max(100).optional(),
  jobId: z.uuid().optional(),
  status: z.enum(WORK_LOG_STATUSES).optional(),
  /** Shifts that started on or after this day, and on or before `to` (company days). */
  from: isoDate,
  to: isoDate,
});
export type WorkLogFilters = z.output<typeof workLogFiltersInput>;

/** Cents an hour: 1 cent to $1,000.00. */
const rateCents = z.number().int().min(0).max(LABOR_LIMITS.rateCents);

export const employeeRateInput = z.object({
  userId: z.string().min(1).max(100),
  /** A raise may be set ahead of its day. */
  effectiveFrom: plannedDay,
  payRateCents: rateCents,
  /** Taxes and insurance on top of pay, as a percent (0 to 200, 3 decimals). */
  burdenPercent: decimalText(3, 3)
    .refine((p) => Number(p) <= LABOR_LIMITS.burdenPercent, LABOR_MESSAGES.burdenTooHigh)
    .default('0'),
  /** What an hour of theirs is billed to clients at. */
  billableRateCents: rateCents.nullable().optional(),
});
export type EmployeeRateInput = z.output<typeof employeeRateInput>;

/** A pay period: it starts on a Sunday and lasts one or two weeks. */
export const payPeriodInput = z.object({
  start: requiredDate,
  frequency: z.enum(PAY_FREQUENCIES).default('biweekly'),
});
export type PayPeriodInput = z.output<typeof payPeriodInput>;

export const payPeriodPaymentInput = payPeriodInput.extend({
  /** The day the crew was paid; default today. */
  paidOn: optionalPastDay,
});
export type PayPeriodPaymentInput = z.output<typeof payPeriodPaymentInput>;
