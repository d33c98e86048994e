import { describe, expect, it } from 'vitest';
import type { ReferralPartnerStats } from '../api.ts';
import { conversionRate, ownStats, partnerLeadsHref, sortPartners } from './referrals.ts';

const partner = (partnerId: string, name: string, referred: number, converted = 0): ReferralPartnerStats => ({
  partnerId,
  name,
  email: `${partnerId}@x.com`,
  referred,
  converted,
  lost: 0,
  open: referred - converted,
});

describe('conversionRate', () => {
  it('is converted over referred, as a rounded percentage', () => {
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(5, 5)).toBe(100);
  });

  it('is 0 when nothing was referred', () => {
    expect(conversionRate(0, 0)).toBe(0);
  });
});

describe('sortPartners', () => {
  it('puts the partners with most referrals first, then by name, without changing the input', () => {
    const items = [partner('a', 'Zoe', 2), partner('b', 'Ana', 5), partner('c', 'Bia', 2)];
    expect(sortPartners(items).map((p) => p.name)).toEqual(['Ana', 'Bia', 'Zoe']);
    expect(items.map((p) => p.name)).toEqual(['Zoe', 'Ana', 'Bia']);
  });
});

describe('ownStats', () => {
  it("finds the partner's row, or zeros", () => {
    const items = [partner('a', 'Ana', 4, 1), partner('me', 'Me', 3, 2)];
    expect(ownStats(items, 'me')).toMatchObject({ referred: 3, converted: 2 });
    expect(ownStats(items, 'other')).toEqual({ referred: 0, converted: 0, open: 0, lost: 0 });
    expect(ownStats(undefined, 'me').referred).toBe(0);
    // A partner is answered with their own row only.
    expect(ownStats([partner('me2', 'Me', 6, 3)], 'me')).toMatchObject({ referred: 6, converted: 3 });
  });
});

describe('partnerLeadsHref', () => {
  it('links to the leads list filtered by referrer', () => {
    expect(partnerLeadsHref('u 1')).toBe('/dashboard/leads?referrerId=u%201');
  });
});
