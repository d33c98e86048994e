import { describe, expect, it } from 'vitest';
import { dayOf } from './format.ts';
import { todayIn } from './company-today.ts';

describe('todayIn', () => {
  // 02:30 UTC on the 5th: still the 4th in São Paulo, already the 5th in Tokyo.
  const now = new Date('2025-03-05T02:30:00Z');

  it("is the company's day, whatever the device's zone", () => {
    expect(todayIn('America/Sao_Paulo', now)).toBe('2025-03-04');
    expect(todayIn('Asia/Tokyo', now)).toBe('2025-03-05');
  });

  it("is the device's day until the company's zone is known", () => {
    expect(todayIn(undefined, now)).toBe(dayOf(now));
  });
});
