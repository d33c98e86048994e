import { describe, expect, it } from 'vitest';
import { hasFilters, readFilters, writeFilters } from './filters.ts';

const params = (query: string) => new URLSearchParams(query);
const JOB = '0b7c8a52-4f0e-4d0a-9a59-5d0c1f2e3a4b';

describe('readFilters', () => {
  it('reads the job page’s ?job= as the API’s jobId, and the other filters by their names', () => {
    expect(readFilters(params(`job=${JOB}&category=fuel&from=2026-11-01&to=2026-11-30&q=%20shell%20`))).toEqual({
      jobId: JOB,
      category: 'fuel',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'shell',
    });
  });
  it('leaves out what the API would refuse', () => {
    expect(readFilters(params('job=42&category=yachts&from=2026-02-30&to=soon&q=%20%20&new=1'))).toEqual({});
    expect(readFilters(params(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('writeFilters', () => {
  it('writes the filters under the address’s names, keeps other parameters, and drops empty ones', () => {
    const next = writeFilters(params('job=old&new=1&from=2026-01-01'), { jobId: JOB, category: 'materials', q: ' ' });
    expect(next.toString()).toBe(`new=1&category=materials&job=${JOB}`);
  });
  it('round-trips', () => {
    const filters = { q: 'oak', from: '2026-10-01', to: '2026-10-31', category: 'materials' as const, jobId: JOB };
    expect(readFilters(writeFilters(params(''), filters))).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(readFilters(params('new=1')))).toBe(false);
  });
});
