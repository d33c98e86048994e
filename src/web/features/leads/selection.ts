import type { InfiniteData } from '@tanstack/react-query';
import type { LeadPage } from './api.ts';

/** The selected ids that are still on screen, in screen order (a deleted or filtered-out lead drops out). */
export function selectedVisible(selected: ReadonlySet<string>, visible: readonly string[]): string[] {
  return visible.filter((id) => selected.has(id));
}

export function selectionState(selected: ReadonlySet<string>, visible: readonly string[]): 'none' | 'some' | 'all' {
  const count = selectedVisible(selected, visible).length;
  if (count === 0) return 'none';
  return count === visible.length ? 'all' : 'some';
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Selects every visible lead, or, when all already are, none. */
export function toggleAll(selected: ReadonlySet<string>, visible: readonly string[]): Set<string> {
  return selectionState(selected, visible) === 'all' ? new Set() : new Set(visible);
}

/** A cached list without the given leads (shown at once, before the list is fetched again). */
export function withoutLeads(
  data: InfiniteData<LeadPage, string | null> | undefined,
  ids: ReadonlySet<string>,
): InfiniteData<LeadPage, string | null> | undefined {
  if (!data || ids.size === 0) return data;
  const removed = data.pages.reduce((n, page) => n + page.items.filter((lead) => ids.has(lead.id)).length, 0);
  if (removed === 0) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((lead) => !ids.has(lead.id)),
      total: page.total === null ? null : Math.max(0, page.total - removed),
    })),
  };
}
