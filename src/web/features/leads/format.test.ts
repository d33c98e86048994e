import { describe, expect, it } from 'vitest';
import { budgetShort, isOverdue } from './format.ts';

// A stand-in for `t`: shows the key and its variables.
const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;

describe('budgetShort', () => {
  it('picks the wording by the range bounds', () => {
    expect(budgetShort('under_5k', 'en', t)).toBe('leads.budget.under(max=$5K)');
    expect(budgetShort('5k_10k', 'en', t)).toBe('leads.budget.between(min=$5K,max=$10K)');
    expect(budgetShort('over_50k', 'en', t)).toBe('leads.budget.over(min=$50K)');
  });
});

describe('calendar days', () => {
  it('says a follow-up is overdue only before today', () => {
    const now = new Date(2025, 2, 9, 15);
    expect(isOverdue('2025-03-08', now)).toBe(true);
    expect(isOverdue('2025-03-09', now)).toBe(false);
    expect(isOverdue('2025-04-01', now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
