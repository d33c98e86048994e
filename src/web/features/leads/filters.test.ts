import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasActiveFilters, searchWithFilters } from './filters.ts';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('filtersFromSearch', () => {
  it('reads every filter under the API parameter names, lists comma-separated', () => {
    expect(
      parse(
        'q=%20Ana%20&status=new_lead,contacted&source=quiz&flooringType=tile,vinyl&budgetRange=5k_10k&assignedTo=none&referrerId=u1&sort=name',
      ),
    ).toEqual({
      q: 'Ana',
      status: ['new_lead', 'contacted'],
      source: ['quiz'],
      flooringType: ['tile', 'vinyl'],
      budgetRange: ['5k_10k'],
      assignedTo: 'none',
      referrerId: 'u1',
      sort: 'name',
    });
  });

  it('accepts repeated parameters and drops duplicates and unknown values', () => {
    expect(parse('status=lost&status=won,lost,%20qualified%20&source=nope')).toEqual({ status: ['lost', 'qualified'] });
  });

  it('ignores empty values, an unknown sort and the default sort', () => {
    expect(parse('q=%20&status=&assignedTo=&sort=random')).toEqual({});
    expect(parse('sort=newest')).toEqual({});
    expect(parse('')).toEqual({});
  });

  it('bounds the search text', () => {
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100);
  });
});

describe('searchWithFilters', () => {
  it('writes the filters and keeps unrelated parameters', () => {
    const next = searchWithFilters(new URLSearchParams('new=1&status=lost&q=old'), {
      status: ['new_lead', 'qualified'],
      assignedTo: 'none',
      sort: 'oldest',
    });
    expect(next.get('new')).toBe('1');
    expect(next.get('status')).toBe('new_lead,qualified');
    expect(next.get('assignedTo')).toBe('none');
    expect(next.get('sort')).toBe('oldest');
    expect(next.has('q')).toBe(false);
  });

  it('leaves out empty lists, empty text and the default sort', () => {
    const next = searchWithFilters(new URLSearchParams(), { status: [], q: '', sort: 'newest' });
    expect(next.toString()).toBe('');
  });

  it('round-trips through filtersFromSearch', () => {
    const filters = {
      q: 'smith',
      source: ['referral' as const],
      budgetRange: ['over_50k' as const],
      sort: 'updated' as const,
    };
    expect(filtersFromSearch(searchWithFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('does not change the parameters it was given', () => {
    const current = new URLSearchParams('status=lost');
    searchWithFilters(current, {});
    expect(current.get('status')).toBe('lost');
  });
});

describe('hasActiveFilters', () => {
  it('counts narrowing filters but not the sort', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ status: [] })).toBe(false);
    expect(hasActiveFilters({ status: ['lost'] })).toBe(true);
    expect(hasActiveFilters({ q: 'x' })).toBe(true);
    expect(hasActiveFilters({ referrerId: 'u1' })).toBe(true);
  });
});
