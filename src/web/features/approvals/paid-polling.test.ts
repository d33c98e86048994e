import { describe, expect, it } from 'vitest';
import { nextPaidPoll, PAID_POLL_DELAYS_MS, returnedFromPayment } from './paid-polling.ts';

describe('after paying online', () => {
  it('reads the invoice again on a growing delay while it is not paid, then stops', () => {
    const delays: number[] = [];
    for (let attempt = 0; ; attempt++) {
      const delay = nextPaidPoll('sent', attempt);
      if (delay === null) break;
      delays.push(delay);
    }
    expect(delays).toEqual([...PAID_POLL_DELAYS_MS]);
    expect(delays.length).toBeGreaterThanOrEqual(3);
    expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  });

  it('stops as soon as the invoice is paid (or void), whatever the attempt', () => {
    expect(nextPaidPoll('paid', 0)).toBeNull();
    expect(nextPaidPoll('void', 0)).toBeNull();
    expect(nextPaidPoll('partially_paid', 0)).toBe(PAID_POLL_DELAYS_MS[0]);
    expect(nextPaidPoll('overdue', 2)).toBe(PAID_POLL_DELAYS_MS[2]);
  });

  it('knows the return from Stripe by ?paid=1 only', () => {
    expect(returnedFromPayment('?paid=1')).toBe(true);
    expect(returnedFromPayment('?x=2&paid=1')).toBe(true);
    expect(returnedFromPayment('')).toBe(false);
    expect(returnedFromPayment('?paid=0')).toBe(false);
    expect(returnedFromPayment('?paid=true')).toBe(false);
  });
});
