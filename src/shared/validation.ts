import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './accounts.ts';
import { decimalPattern } from './decimal.ts';

/**
 * The spec's form messages (section 5), used by every zod schema on both sides:
 * 'This field is required', 'Please enter a valid email', 'Minimum {count} characters required',
 * 'Maximum {count} characters allowed'. Import this module once per side before parsing.
 */
z.config({
  // Zod probes `new Function` to compile schemas; our CSP has no 'unsafe-eval', so the browser refuses it.
  jitless: true,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'Please enter a valid email';
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return Number(issue.minimum) === 1 ? 'This field is required' : `Minimum ${issue.minimum} characters required`;
    }
    if (issue.code === 'too_big' && issue.origin === 'string') return `Maximum ${issue.maximum} characters allowed`;
    return undefined;
  },
});

/**
 * A UUID as PostgreSQL writes one (any case): the ids of every table. Both cases spelled out, no `i`
 * flag: the OpenAPI document copies a schema's pattern as text, where `/…/i` would become a literal
 * "/i" that no id matches (issue #38).
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * The OpenAPI description (for `.meta()`) of a whole number the API also takes as typed text: a
 * length in eighths or `12' 3 1/2"`, a count or "44". The document generator would otherwise show
 * only the integer the text is read into; `type` makes it take this description as it is.
 */
export function integerOrText(o: {
  minimum: number;
  maximum: number;
  /** The text form, e.g. `12' 3 1/2"`. */
  example: string;
  description: string;
  /** null (or a blank text) clears it. */
  nullable?: boolean;
  default?: unknown;
}): Record<string, unknown> {
  return {
    type: o.nullable ? ['integer', 'string', 'null'] : ['integer', 'string'],
    description: o.description,
    oneOf: [
      { type: 'integer', minimum: o.minimum, maximum: o.maximum },
      { type: 'string', ...(o.nullable ? {} : { minLength: 1 }), examples: [o.example] },
      ...(o.nullable ? [{ type: 'null' }] : []),
    ],
    example: o.example,
    ...(o.default !== undefined ? { default: o.default } : {}),
  };
}

/** A required single-line text: trimmed, non-empty, bounded. */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max);

/** A blank text from a form means "none". */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * An optional id: a UUID, null, or a blank text (a form's "none"), read as null. The document says
 * so: it would otherwise show only the UUID the blank is read into.
 */
export const optionalId = (message?: string) =>
  z.preprocess(blankToNull, z.uuid(message).nullable().optional()).meta({
    type: ['string', 'null'],
    description: 'An id, or null; a blank text is read as null',
    anyOf: [{ type: 'string', format: 'uuid' }, { type: 'string', pattern: '^\\s*$' }, { type: 'null' }],
  });

/** An optional text; blank clears it. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** A whole number from a form or an import ("1,200" allowed); blank clears it. */
export const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v),
    z.number().int().min(0).max(max).nullable().optional(),
  );

/**
 * How far from today a date someone types may be (ADR 0040). A day something happened (a payment,
 * a bill, a receipt, a shift) is within the last `yearsBack` years and not after tomorrow; a day
 * planned or agreed (a due date, a schedule, a follow-up) is within `yearsBack` years before and
 * `yearsAhead` years after today. Filters and report ranges only read, and take any year 1900–2999.
 */
export const DATE_BOUNDS = { yearsBack: 10, yearsAhead: 5 } as const;

/** The date rules' texts (the web translates them as `validation.<key>`). */
export const DATE_MESSAGES = {
  dateYears: 'Please enter a date between 1900 and 2999',
  dateTooOld: `Please enter a date within the last ${DATE_BOUNDS.yearsBack} years`,
  dateInFuture: 'Please enter a date that is not in the future',
  dateTooFarAhead: `Please enter a date within the next ${DATE_BOUNDS.yearsAhead} years`,
} as const;

// Dates and instants stay in years a business has to do with (PostgreSQL refuses year 0: a 500).

/** A calendar date (YYYY-MM-DD) that must be given. */
export const requiredDate = z.iso
  .date()
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', DATE_MESSAGES.dateYears);

/** A calendar date (YYYY-MM-DD); blank clears it. */
export const isoDate = z.preprocess(blankToNull, requiredDate.nullable().optional());

/** An instant, ISO 8601 with an offset ("2026-11-23T09:00:00-05:00" or "…Z"). */
export const isoInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 2999;
}, DATE_MESSAGES.dateYears);

/**
 * The instant `years` years and `days` days from now. "Today" is the parse's: the server's clock for
 * the API, the device's for a form. Every time zone's day is within a day of UTC's, so a day
 * allowed "until tomorrow" is allowed until the day after UTC's tomorrow: no company's tomorrow is refused.
 */
function fromNow(years: number, days = 0): Date {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() + years, at.getUTCMonth(), at.getUTCDate() + days);
  return at;
}
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The window of a kind of date, from now: the earliest and latest allowed, and what a late one is told. */
interface DateWindow {
  earliest: () => Date;
  latest: () => Date;
  lateMessage: string;
}
const PAST: DateWindow = {
  earliest: () => fromNow(-DATE_BOUNDS.yearsBack),
  latest: () => fromNow(0, 2),
  lateMessage: DATE_MESSAGES.dateInFuture,
};
const PLANNED: DateWindow = {
  earliest: () => fromNow(-DATE_BOUNDS.yearsBack),
  latest: () => fromNow(DATE_BOUNDS.yearsAhead),
  lateMessage: DATE_MESSAGES.dateTooFarAhead,
};

// On top of the years' rule: a malformed date, or one outside 1900–2999, is told that alone.
const dayWithin = (window: DateWindow) =>
  requiredDate.superRefine((day, ctx) => {
    if (!DAY_PATTERN.test(day) || day < '1900-01-01' || day > '2999-12-31') return;
    if (day < dayOf(window.earliest())) ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.dateTooOld });
    else if (day > dayOf(window.latest())) ctx.addIssue({ code: 'custom', message: window.lateMessage });
  });
const instantWithin = (window: DateWindow) =>
  isoInstant.superRefine((value, ctx) => {
    const at = new Date(value);
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1900 || at.getUTCFullYear() > 2999) return;
    if (at < window.earliest()) ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.dateTooOld });
    else if (at > window.latest()) ctx.addIssue({ code: 'custom', message: window.lateMessage });
  });

/** A day something happened (a payment received, a bill, a receipt): the last 10 years, not after tomorrow. */
export const pastDay = dayWithin(PAST);
/** pastDay, with the field's own text for a day in the future. */
export const pastDayWith = (lateMessage: string) => dayWithin({ ...PAST, lateMessage });
/** pastDay; blank clears it (or takes the default, today). */
export const optionalPastDay = z.preprocess(blankToNull, pastDay.nullable().optional());
/** A day planned or agreed (a due date, a job's dates, a follow-up): 10 years back to 5 years ahead. */
export const plannedDay = dayWithin(PLANNED);
/** plannedDay; blank clears it. */
export const optionalPlannedDay = z.preprocess(blankToNull, plannedDay.nullable().optional());
/** When something happened (a shift's start and end): the last 10 years, not after tomorrow. */
export const pastInstant = instantWithin(PAST);
/** pastInstant, with the field's own text for an instant in the future. */
export const pastInstantWith = (lateMessage: string) => instantWithin({ ...PAST, lateMessage });
/** When something is planned (a job's schedule, a task, a milestone): 10 years back to 5 years ahead. */
export const plannedInstant = instantWithin(PLANNED);

/** An optional e-mail address, kept lower-case; blank means none. */
export const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()).nullable().optional(),
);

/**
 * A plain decimal as text ("3.49", "12"): money rates, quantities and measures travel as texts so
 * that no float rounds them (decimal.ts). Numbers from a form are accepted and turned into text.
 */
export const decimalText = (scale: number, integerDigits = 8) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(
        decimalPattern(scale, integerDigits),
        scale > 0
          ? `Please enter a number of 0 or more with at most ${scale} decimal places`
          : 'Please enter a whole number of 0 or more',
      ),
  );

/** A percentage as text, 0 to 100 with up to 3 decimals ("7", "8.875"): tax rates, discounts, deposits. */
export const percentText = decimalText(3, 3).refine((p) => Number(p) <= 100, 'Please enter at most 100 %');
