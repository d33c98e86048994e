import { describe, expect, it } from 'vitest';
import { filtersOf } from './filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe('filtersOf', () => {
  it('reads the status for anyone', () => {
    expect(filtersOf(params('status=submitted'), false)).toEqual({ status: 'submitted' });
    expect(filtersOf(params('status=lost'), true)).toEqual({});
  });
  it('reads the member and the dates for managers only', () => {
    const query = params('status=approved&userId=u1&from=2026-11-01&to=2026-11-30');
    expect(filtersOf(query, true)).toEqual({ status: 'approved', userId: 'u1', from: '2026-11-01', to: '2026-11-30' });
    expect(filtersOf(query, false)).toEqual({ status: 'approved' });
  });
  it('drops days that do not exist', () => {
    expect(filtersOf(params('from=2026-02-30&to=soon'), true)).toEqual({});
  });
});
