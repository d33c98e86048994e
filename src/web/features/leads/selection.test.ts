import { describe, expect, it } from 'vitest';
import type { Lead, LeadPage } from './api.ts';
import { selectedVisible, selectionState, toggleAll, toggleOne, withoutLeads } from './selection.ts';

describe('selection', () => {
  const visible = ['a', 'b', 'c'];

  it('keeps only the selected leads still on screen, in screen order', () => {
    expect(selectedVisible(new Set(['c', 'gone', 'a']), visible)).toEqual(['a', 'c']);
    expect(selectedVisible(new Set(), visible)).toEqual([]);
  });

  it('tells none, some and all apart', () => {
    expect(selectionState(new Set(), visible)).toBe('none');
    expect(selectionState(new Set(['gone']), visible)).toBe('none');
    expect(selectionState(new Set(['a']), visible)).toBe('some');
    expect(selectionState(new Set(visible), visible)).toBe('all');
    expect(selectionState(new Set(), [])).toBe('none');
  });

  it('toggles one lead without changing the given set', () => {
    const selected = new Set(['a']);
    expect([...toggleOne(selected, 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(selected, 'a')]).toEqual([]);
    expect([...selected]).toEqual(['a']);
  });

  it('selects all visible, or clears when all are selected', () => {
    expect([...toggleAll(new Set(['b']), visible)]).toEqual(visible);
    expect([...toggleAll(new Set(visible), visible)]).toEqual([]);
  });
});

describe('withoutLeads', () => {
  const lead = (id: string) => ({ id }) as Lead;
  const page = (ids: string[], total: number | null, nextCursor: string | null): LeadPage => ({
    items: ids.map(lead),
    total,
    nextCursor,
  });
  // Only the first page carries the total.
  const data = { pages: [page(['a', 'b'], 4, 'x'), page(['c', 'd'], null, null)], pageParams: [null, 'x'] };

  it("drops the leads from every page and lowers the first page's total", () => {
    const next = withoutLeads(data, new Set(['b', 'c']))!;
    expect(next.pages.map((p) => p.items.map((l) => l.id))).toEqual([['a'], ['d']]);
    expect(next.pages.map((p) => p.total)).toEqual([2, null]);
    expect(next.pageParams).toEqual([null, 'x']);
  });

  it('returns the same data when nothing is removed', () => {
    expect(withoutLeads(data, new Set())).toBe(data);
    expect(withoutLeads(data, new Set(['zzz']))).toBe(data);
    expect(withoutLeads(undefined, new Set(['a']))).toBeUndefined();
  });
});
