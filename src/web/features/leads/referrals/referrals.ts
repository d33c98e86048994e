import type { ReferralPartnerStats } from '../api.ts';

/** Converted leads as a whole percentage of referred ones (0 when nothing was referred). */
export function conversionRate(converted: number, referred: number): number {
  return referred > 0 ? Math.round((converted / referred) * 100) : 0;
}

/** Partners with the most referrals first, then by name. */
export function sortPartners(items: ReferralPartnerStats[], locale = 'en-US'): ReferralPartnerStats[] {
  return [...items].sort((a, b) => b.referred - a.referred || a.name.localeCompare(b.name, locale));
}

/**
 * A partner's own figures: their row of the stats (the server answers a partner with theirs only),
 * or zeros when they have none yet.
 */
export function ownStats(
  items: ReferralPartnerStats[] | undefined,
  userId: string,
): Pick<ReferralPartnerStats, 'referred' | 'converted' | 'open' | 'lost'> {
  const mine = items?.find((item) => item.partnerId === userId) ?? (items?.length === 1 ? items[0] : undefined);
  return mine ?? { referred: 0, converted: 0, open: 0, lost: 0 };
}

/** The lead list narrowed to one partner's referrals. */
export const partnerLeadsHref = (partnerId: string) => `/dashboard/leads?referrerId=${encodeURIComponent(partnerId)}`;
