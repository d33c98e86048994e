import type { LineKind, TaxAppliesTo } from './estimates.ts';
import { computeTotals, type MoneyLine, type MoneyTotals } from './money.ts';

// One estimate option's totals by the money rules (ADR 0024): the server stores and sends them,
// the editor shows them live while a member types. Pure and small, so the editor can load it.

export interface TotalsLine {
  id: string;
  kind: LineKind;
  quantity: string;
  unitPrice: string;
  unitCost: string | null;
  optional: boolean;
  taxable: boolean;
}

export interface TotalsSettings {
  discount: { kind: 'none' | 'amount' | 'percent'; cents?: number | null; percent?: string | null };
  taxRate: string;
  taxAppliesTo: TaxAppliesTo;
  deposit: { kind: 'none' | 'amount' | 'percent'; cents?: number | null; percent?: string | null };
}

function rule(r: TotalsSettings['discount']) {
  if (r.kind === 'amount') return { type: 'amount' as const, cents: r.cents ?? 0 };
  if (r.kind === 'percent') return { type: 'percent' as const, percent: r.percent ?? '0' };
  return null;
}

/** An option's totals, without its optional items or with every one of them. */
export function optionTotals(
  lines: readonly TotalsLine[],
  settings: TotalsSettings,
  withOptional: boolean,
): MoneyTotals {
  const chosen: MoneyLine[] = lines.filter((l) => withOptional || !l.optional);
  // A malformed rate is refused by the money rules (MoneyError on 'taxRates.tax.percent'), never read as no tax.
  return computeTotals({
    lines: chosen,
    discount: rule(settings.discount),
    taxRates: [{ id: 'tax', percent: settings.taxRate.trim(), appliesTo: settings.taxAppliesTo }],
    deposit: rule(settings.deposit),
  });
}
