import { describe, expect, it } from 'vitest';
import { anyFilterSet, clearedFilters, listParam, sortParam, textParam, writeFilters } from './url-filters.ts';

const params = (search: string) => new URLSearchParams(search);
const COLORS = ['red', 'green', 'blue'] as const;
interface Filters {
  q?: string;
  color?: string[];
  sort?: string;
}
const KEYS = ['q', 'color', 'sort'] as const;
const filters = (f: Filters) => f;

describe('reading parameters', () => {
  it('reads a list comma-separated and/or repeated, dropping unknown values and repeats', () => {
    expect(listParam(params('c=blue,%20red%20&c=blue,pink'), 'c', COLORS)).toEqual(['blue', 'red']);
    expect(listParam(params('c=pink&c='), 'c', COLORS)).toBeUndefined();
    expect(listParam(params(''), 'c', COLORS)).toBeUndefined();
  });

  it('reads a text trimmed and bounded, blank as none', () => {
    expect(textParam(params('q=%20Ana%20'), 'q', 100)).toBe('Ana');
    expect(textParam(params(`q=${'a'.repeat(150)}`), 'q', 100)).toHaveLength(100);
    expect(textParam(params('q=%20'), 'q', 100)).toBeUndefined();
  });

  it('reads a known sort other than the default', () => {
    expect(sortParam(params('sort=name'), ['newest', 'name'], 'newest')).toBe('name');
    expect(sortParam(params('sort=newest'), ['newest', 'name'], 'newest')).toBeUndefined();
    expect(sortParam(params('sort=random'), ['newest', 'name'], 'newest')).toBeUndefined();
  });
});

describe('writeFilters', () => {
  it('replaces its own parameters and keeps the others', () => {
    const next = writeFilters<Filters>(
      params('view=board&q=old&color=red'),
      { color: ['green', 'blue'] },
      KEYS,
      'newest',
    );
    expect(next.toString()).toBe('view=board&color=green%2Cblue');
  });

  it('leaves out empty lists, empty text and the default sort, and trims text', () => {
    expect(writeFilters<Filters>(params(''), { q: '', color: [], sort: 'newest' }, KEYS, 'newest').toString()).toBe('');
    expect(writeFilters<Filters>(params(''), { q: ' a ', sort: 'name' }, KEYS, 'newest').toString()).toBe(
      'q=a&sort=name',
    );
  });

  it('does not change the parameters it was given', () => {
    const current = params('color=red');
    writeFilters<Filters>(current, {}, KEYS, 'newest');
    expect(current.get('color')).toBe('red');
  });
});

describe('anyFilterSet and clearedFilters', () => {
  it('counts a non-empty list or text among the given keys only', () => {
    expect(anyFilterSet(filters({ q: '', color: [] }), ['q', 'color'])).toBe(false);
    expect(anyFilterSet(filters({ color: ['red'] }), ['q', 'color'])).toBe(true);
    expect(anyFilterSet(filters({ q: 'x', sort: 'name' }), ['sort'])).toBe(true);
    expect(anyFilterSet(filters({ q: 'x', sort: 'name' }), ['color'])).toBe(false);
  });

  it('clears everything but the sort', () => {
    expect(clearedFilters({ q: 'x', color: ['red'], sort: 'name' })).toEqual({ sort: 'name' });
    expect(clearedFilters(filters({ q: 'x' }))).toEqual({});
  });
});
