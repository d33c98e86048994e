import { dayInZone } from '../../shared/days.ts';
import { dayOf } from './format.ts';
import { useSession } from './session.ts';

/** The day of `now` on the company's calendar; on the device's while the zone is not known yet. */
export const todayIn = (timeZone: string | undefined, now = new Date()): string =>
  timeZone ? dayInZone(now, timeZone) : dayOf(now);

/**
 * The company's day (YYYY-MM-DD): what a payment, a bill, a receipt, hours or a report default to,
 * as the server counts "today" (ADR 0032), wherever the member's device is. The session carries the
 * company's time zone (company settings refresh it when it changes).
 */
export function useCompanyToday(): string {
  const session = useSession();
  return todayIn(session.status === 'signed-in' ? session.me.company?.timeZone : undefined);
}
