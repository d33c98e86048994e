/**
 * Issue #18: financials. Accounts receivable ages what clients still owe by how long it has been
 * past its due date, in the company's time zone (ADR 0032).
 */

/** Not yet due, then days past the due date: 1–30, 31–60, 61–90, over 90. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The days past due each bucket holds, both ends included (null: no end). */
export const AGING_RANGES: Record<AgingBucket, { min: number | null; max: number | null }> = {
  current: { min: null, max: 0 },
  days_1_30: { min: 1, max: 30 },
  days_31_60: { min: 31, max: 60 },
  days_61_90: { min: 61, max: 90 },
  days_over_90: { min: 91, max: null },
};

/** The bucket of an open invoice `daysPastDue` days after its due date (0 or less: not yet due). */
export function agingBucket(daysPastDue: number): AgingBucket {
  return AGING_BUCKETS.find((bucket) => {
    const { min, max } = AGING_RANGES[bucket];
    return (min === null || daysPastDue >= min) && (max === null || daysPastDue <= max);
  })!;
}

/** Whole days from one calendar day (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How many clients the receivables report lists, largest balance first (the rest are counted). */
export const RECEIVABLES_CLIENT_LIMIT = 50;
