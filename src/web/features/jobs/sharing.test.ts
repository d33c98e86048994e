import { describe, expect, it } from 'vitest';
import { endOfDayIso, showcaseCandidates } from './sharing.ts';

describe('endOfDayIso', () => {
  it("is the day's 23:59 in the browser's zone, as an ISO instant", () => {
    const iso = endOfDayIso('2030-03-03')!;
    const date = new Date(iso);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2030, 2, 3, 23, 59,
    ]);
    expect(iso).toMatch(/Z$/);
  });

  it('is null for a blank or unreadable day', () => {
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('03/03/2030')).toBeNull();
  });
});

describe('showcaseCandidates', () => {
  it('keeps client-visible photos, portfolio-worthy first, order kept within each group', () => {
    const photos = [
      { id: 'a', isClientVisible: true, isPortfolioWorthy: false },
      { id: 'b', isClientVisible: false, isPortfolioWorthy: true },
      { id: 'c', isClientVisible: true, isPortfolioWorthy: true },
      { id: 'd', isClientVisible: true, isPortfolioWorthy: false },
      { id: 'e', isClientVisible: true, isPortfolioWorthy: true },
    ];
    expect(showcaseCandidates(photos).map((p) => p.id)).toEqual(['c', 'e', 'a', 'd']);
  });
});
