import { describe, expect, it } from 'vitest';
import {
  boardFilters,
  filtersFromSearch,
  hasActiveFilters,
  searchWithFilters,
  searchWithView,
  TO_INVOICE_PATH,
  viewFromSearch,
} from './filters.ts';

const params = (s: string) => new URLSearchParams(s);

describe('the completed jobs to invoice (issue #38)', () => {
  it("is the list's filter the home card links to, read back as set", () => {
    expect(TO_INVOICE_PATH).toBe('/dashboard/jobs?toInvoice=true');
    const filters = filtersFromSearch(new URL(TO_INVOICE_PATH, 'https://x.test').searchParams);
    expect(filters).toEqual({ toInvoice: true });
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(filters, 'board')).toBe(true);
  });

  it('takes only "true", and is cleared like any filter', () => {
    expect(filtersFromSearch(params('toInvoice=1')).toInvoice).toBeUndefined();
    expect(filtersFromSearch(params('toInvoice=false')).toInvoice).toBeUndefined();
    expect(searchWithFilters(params('toInvoice=true&view=board'), {}).toString()).toBe('view=board');
  });
});

describe('filtersFromSearch', () => {
  it('reads every filter under the API names, lists in their defined order', () => {
    expect(
      filtersFromSearch(
        params(
          'q=oak&status=completed,pending&stage=installation&crewId=u1&from=2026-03-01&to=2026-03-31&sort=scheduled',
        ),
      ),
    ).toEqual({
      q: 'oak',
      status: ['pending', 'completed'],
      stage: ['installation'],
      crewId: 'u1',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'scheduled',
    });
  });

  it('drops unknown values, malformed dates and the default sort', () => {
    expect(
      filtersFromSearch(params('status=bogus,pending&stage=x&from=03/01/2026&to=2026-13-45&sort=newest&q=%20')),
    ).toEqual({ status: ['pending'] });
  });

  it('accepts repeated parameters and removes duplicates', () => {
    expect(filtersFromSearch(params('stage=finishing&stage=installation,finishing')).stage).toEqual([
      'installation',
      'finishing',
    ]);
  });
});

describe('searchWithFilters', () => {
  it('writes filters, keeps other parameters such as the view, and round-trips', () => {
    const next = searchWithFilters(params('view=board&q=old'), {
      status: ['in_progress', 'completed'],
      from: '2026-01-01',
    });
    expect(next.get('view')).toBe('board');
    expect(next.get('q')).toBeNull();
    expect(next.get('status')).toBe('in_progress,completed');
    expect(filtersFromSearch(next)).toEqual({ status: ['in_progress', 'completed'], from: '2026-01-01' });
  });

  it('leaves out empty lists and the default sort', () => {
    const next = searchWithFilters(params(''), { status: [], sort: 'newest', q: '' });
    expect(next.toString()).toBe('');
  });
});

describe('hasActiveFilters', () => {
  it('does not count the sort, nor the stage on the board', () => {
    expect(hasActiveFilters({ sort: 'scheduled' })).toBe(false);
    expect(hasActiveFilters({ stage: ['finishing'] })).toBe(true);
    expect(hasActiveFilters({ stage: ['finishing'] }, 'board')).toBe(false);
    expect(hasActiveFilters({ crewId: 'u1' }, 'board')).toBe(true);
  });
});

describe('view', () => {
  it('is the list unless view=board, and the list is left out of the URL', () => {
    expect(viewFromSearch(params(''))).toBe('list');
    expect(viewFromSearch(params('view=grid'))).toBe('list');
    expect(viewFromSearch(params('view=board'))).toBe('board');
    expect(searchWithView(params('q=a'), 'board').toString()).toBe('q=a&view=board');
    expect(searchWithView(params('q=a&view=board'), 'list').toString()).toBe('q=a');
  });

  it("gives the board the list's filters without stage and sort", () => {
    expect(boardFilters({ q: 'a', stage: ['finishing'], sort: 'scheduled', crewId: 'u' })).toEqual({
      q: 'a',
      crewId: 'u',
    });
  });
});
