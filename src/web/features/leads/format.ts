import { BUDGET_RANGES, type BudgetRange } from '../../../shared/leads.ts';
import type { Language } from '../../lib/i18n.ts';
import { dayOf, formatMoney } from '../../lib/format.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A budget range in few characters for tables and cards: "$5K – $10K", "Under $5K", "$50K+". */
export function budgetShort(range: string, language: Language, t: Translate): string {
  // A lead's budgetRange is one of BUDGET_RANGE_KEYS (the API types it as text).
  const { min, max } = BUDGET_RANGES[range as BudgetRange];
  const money = (n: number) => formatMoney(n, language, { compact: true });
  if (max === null) return t('leads.budget.over', { min: money(min) });
  if (min === 0) return t('leads.budget.under', { max: money(max) });
  return t('leads.budget.between', { min: money(min), max: money(max) });
}

/** Whether a follow-up day is before today. */
export function isOverdue(day: string | null, now: Date): boolean {
  return !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < dayOf(now);
}
