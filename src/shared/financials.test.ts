import { describe, expect, it } from 'vitest';
import { AGING_BUCKETS, agingBucket } from './financials.ts';

describe('aging buckets', () => {
  it('puts each side of every boundary in its bucket', () => {
    const cases: [number, string][] = [
      [-30, 'current'],
      [0, 'current'],
      [1, 'days_1_30'],
      [30, 'days_1_30'],
      [31, 'days_31_60'],
      [60, 'days_31_60'],
      [61, 'days_61_90'],
      [90, 'days_61_90'],
      [91, 'days_over_90'],
      [4000, 'days_over_90'],
    ];
    for (const [days, bucket] of cases) expect(agingBucket(days), `${days} days`).toBe(bucket);
  });

  it('leaves no day without a bucket', () => {
    const seen = new Set<string>();
    for (let days = -2; days <= 200; days++) seen.add(agingBucket(days));
    expect([...seen]).toEqual([...AGING_BUCKETS]);
  });
});
