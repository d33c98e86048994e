import { describe, expect, it } from 'vitest';
import { computePay, loadedRateCents, workedMinutes, type PayableShift } from './labor.ts';

const shift = (week: string, day: number, hours: number, rateCents: number | null, userId = 'u1'): PayableShift => ({
  userId,
  week,
  startedAt: new Date(Date.UTC(2026, 1, day, 8)),
  minutes: hours * 60,
  rateCents,
});

describe('computePay', () => {
  it('pays past 40 hours of a workweek at 1.5×, the week on its own, never the period', () => {
    const week1 = [2, 3, 4, 5, 6].map((d) => shift('2026-02-01', d, 9, 2000));
    const week2 = [9, 10, 11, 12, 13].map((d) => shift('2026-02-08', d, 7, 2000));
    const [line] = computePay([...week2, ...week1]);
    expect(line).toEqual({
      userId: 'u1',
      regularMinutes: 75 * 60,
      overtimeMinutes: 5 * 60,
      regularCents: 75 * 2000,
      overtimeCents: 5 * 3000,
      grossCents: 75 * 2000 + 5 * 3000,
      missingRate: false,
    });
  });

  it("takes overtime from the week's last hours, at their shift's rate", () => {
    // 40 h at $20, then a raise: the 2 h past 40 are at $30 × 1.5.
    const shifts = [...[2, 3, 4, 5].map((d) => shift('2026-02-01', d, 10, 2000)), shift('2026-02-01', 6, 2, 3000)];
    const [line] = computePay(shifts);
    expect([line!.regularCents, line!.overtimeCents]).toEqual([80000, 9000]);
  });

  it('splits one shift at the 40th hour', () => {
    const [line] = computePay([shift('2026-02-01', 2, 38, 1000), shift('2026-02-01', 3, 5, 1000)]);
    expect([line!.regularMinutes, line!.overtimeMinutes]).toEqual([2400, 180]);
  });

  it('rounds regular and overtime half up once each, from exact sums', () => {
    // 7 minutes at $17.33: 121.31/60 ¢ each… 3 shifts of 7 minutes = 21 minutes = 606.55 ¢ → 607.
    const [line] = computePay([1, 2, 3].map((d) => ({ ...shift('2026-02-01', d, 0, 1733), minutes: 7 })));
    expect(line!.regularCents).toBe(607);
    // 1 overtime minute at $17.33 × 1.5 = 43.325 ¢ → 43.
    const [over] = computePay([shift('2026-02-01', 2, 40, 1733), { ...shift('2026-02-01', 3, 0, 1733), minutes: 1 }]);
    expect(over!.overtimeCents).toBe(43);
  });

  it('counts hours without a rate, pays nothing for them and flags them; one line per member', () => {
    const lines = computePay([shift('2026-02-01', 2, 8, null, 'a'), shift('2026-02-01', 2, 8, 1500, 'b')]);
    expect(lines.map((l) => [l.userId, l.regularMinutes, l.grossCents, l.missingRate])).toEqual([
      ['a', 480, 0, true],
      ['b', 480, 12000, false],
    ]);
  });
});

describe('rates and minutes', () => {
  it('loads the pay rate with its burden, half up to the cent', () => {
    expect(loadedRateCents(2000, '18')).toBe(2360);
    expect(loadedRateCents(1733, '7.5')).toBe(1863); // 1862.975
    expect(loadedRateCents(2500, '0')).toBe(2500);
  });

  it('counts whole minutes less the break, never below zero', () => {
    const start = new Date('2026-02-02T08:00:00Z');
    expect(workedMinutes(start, new Date('2026-02-02T16:30:59Z'), 30)).toBe(480);
    expect(workedMinutes(start, new Date('2026-02-02T08:10:00Z'), 30)).toBe(0);
  });
});
