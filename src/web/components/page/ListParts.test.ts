import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { PagedList } from './ListParts.tsx';

describe('PagedList', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    await setLanguage('en');
  });

  const query = {
    isPending: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    data: { pages: [] },
    refetch: () => Promise.resolve(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.resolve(),
  };
  const render = (list: Partial<typeof query>, count = 0) =>
    renderToStaticMarkup(
      h(PagedList, {
        list: { ...query, ...list },
        count,
        skeleton: h('p', null, 'SKELETON'),
        loadFailed: 'Could not load',
        empty: h('p', null, 'EMPTY'),
        showing: 'Showing 1 of 2',
        loadMore: 'Load more',
        children: h('p', null, 'ROWS'),
      }),
    );

  it('shows the skeleton while the first page loads', () => {
    expect(render({ isPending: true, data: undefined })).toBe('<p>SKELETON</p>');
  });

  it('shows the error with Try again when nothing loaded, and keeps the rows when a refetch failed', () => {
    const failed = render({ isError: true, data: undefined });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Could not load');
    expect(render({ isError: true }, 1)).toContain('ROWS');
  });

  it('shows the empty state only when there is nothing more to load', () => {
    expect(render({})).toBe('<p>EMPTY</p>');
    expect(render({ hasNextPage: true })).not.toContain('EMPTY');
  });

  it('shows the rows, how many, and Load more while there are more pages', () => {
    const html = render({ hasNextPage: true }, 1);
    expect(html).toContain('<p>ROWS</p>');
    expect(html).toContain('Showing 1 of 2');
    expect(html).toMatch(/<button[^>]*>Load more<\/button>/);
    expect(render({}, 1)).not.toContain('Load more');
    expect(render({ isPlaceholderData: true }, 1)).toContain('role="status"');
  });
});
