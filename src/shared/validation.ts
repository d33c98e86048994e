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

/** A UUID as PostgreSQL writes one (any case): the ids of every table. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required single-line text: trimmed, non-empty, bounded. */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max);

/** A blank text from a form means "none". */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional text; blank clears it. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/** A whole number from a form or an import ("1,200" allowed); blank clears it. */
export const wholeNumber = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v.replace(/[,\s]/g, '')) : v),
    z.number().int().min(0).max(max).nullable().optional(),
  );

// Dates and instants stay in years a business has to do with (PostgreSQL refuses year 0: a 500).
const YEARS_MESSAGE = 'Please enter a date between 1900 and 2999';

/** A calendar date (YYYY-MM-DD) that must be given. */
export const requiredDate = z.iso.date().refine((day) => day >= '1900-01-01' && day <= '2999-12-31', YEARS_MESSAGE);

/** A calendar date (YYYY-MM-DD); blank clears it. */
export const isoDate = z.preprocess(blankToNull, requiredDate.nullable().optional());

/** An instant, ISO 8601 with an offset ("2026-11-23T09:00:00-05:00" or "…Z"). */
export const isoInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 2999;
}, YEARS_MESSAGE);

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
