/**
 * Measurements (issue #16): a lead's or a job's rooms, measured on site. The rooms, their limits and
 * the takeoff's texts are in takeoff.ts (ADR 0023); this file holds the measurement's own.
 */

export const MEASUREMENT_RECORD_LIMITS = {
  name: 120,
  search: 100,
} as const;

/** The API's texts about a measurement itself (English; the page localises them by key). */
export const MEASUREMENT_RECORD_MESSAGES = {
  leadNotFound: 'Lead not found',
  jobNotFound: 'Job not found',
  /** A field crew sees only its jobs' measurements: one they start must belong to one of them. */
  crewNeedsJob: 'Choose one of your jobs',
} as const;

/** Floor categories a room's product is picked from (the page's picker filters on them). */
export const FLOOR_CATEGORIES = ['hardwood', 'engineered', 'laminate', 'vinyl_lvp', 'tile', 'carpet'] as const;
/** Categories a room's pad or underlayment is picked from. */
export const PAD_CATEGORIES = ['underlayment'] as const;
/** Categories a room's trim product is picked from. */
export const TRIM_CATEGORIES = ['trim_transition'] as const;
