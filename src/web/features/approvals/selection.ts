import { optionTotals, type TotalsSettings } from '../../../shared/estimate-totals.ts';
import { MoneyError } from '../../../shared/money.ts';
import type { PublicEstimate } from './api.ts';

type PublicDoc = PublicEstimate['estimate'];
export type PublicOption = PublicDoc['options'][number];

/** The figures the client reads beside their choice. */
export interface SelectionFigures {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  deposit: number;
}

export interface Selection {
  optionId: string;
  /** Optional items ticked; only those of the chosen option count. */
  optionalLineIds: readonly string[];
}

export function settingsOf(doc: Pick<PublicDoc, 'discount' | 'taxRate' | 'taxAppliesTo' | 'deposit'>): TotalsSettings {
  return { discount: doc.discount, taxRate: doc.taxRate, taxAppliesTo: doc.taxAppliesTo, deposit: doc.deposit };
}

/** What the page starts on: the option recorded (or the first), with no optional item. */
export function initialSelection(doc: Pick<PublicDoc, 'options' | 'selectedOptionId'>): Selection | null {
  const option = doc.options.find((o) => o.id === doc.selectedOptionId) ?? doc.options[0];
  return option ? { optionId: option.id, optionalLineIds: [] } : null;
}

/** The chosen option's optional items that are ticked, in the document's order: what is sent. */
export function chosenOptionalIds(option: PublicOption, selection: Selection): string[] {
  const ticked = new Set(selection.optionalLineIds);
  return option.lines.filter((line) => line.optional && ticked.has(line.id)).map((line) => line.id);
}

/** Ticks or unticks one optional item of the chosen option. */
export function toggleOptional(selection: Selection, lineId: string, on: boolean): Selection {
  const rest = selection.optionalLineIds.filter((id) => id !== lineId);
  return { ...selection, optionalLineIds: on ? [...rest, lineId] : rest };
}

/** Another option: the optional items ticked on the previous one do not follow. */
export function chooseOption(selection: Selection, optionId: string): Selection {
  return selection.optionId === optionId ? selection : { optionId, optionalLineIds: [] };
}

/**
 * The totals of one choice by the money rules (ADR 0024), exactly as the server computes what is
 * accepted: the option's lines less the optional items not taken, in the document's order. Null when
 * the figures are refused (the server would refuse the acceptance too).
 */
export function selectionFigures(doc: PublicDoc, selection: Selection): SelectionFigures | null {
  const option = doc.options.find((o) => o.id === selection.optionId);
  if (!option) return null;
  const ticked = new Set(chosenOptionalIds(option, selection));
  const lines = option.lines.filter((line) => !line.optional || ticked.has(line.id));
  try {
    const totals = optionTotals(lines, settingsOf(doc), true);
    return {
      subtotal: totals.subtotal,
      discount: totals.discount,
      tax: totals.tax,
      total: totals.total,
      deposit: totals.deposit,
    };
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}
