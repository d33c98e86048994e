import { parseDecimal } from '../../../shared/decimal.ts';
import { centsToDollars, dollarsToCents } from '../../../shared/dollars.ts';
import { saveEstimateInput } from '../../../shared/estimate-inputs.ts';
import { ESTIMATE_LIMITS, type DiscountKind, type LineKind, type TaxAppliesTo } from '../../../shared/estimates.ts';
import { optionTotals, type TotalsLine, type TotalsSettings } from '../../../shared/estimate-totals.ts';
import { MoneyError, PERCENT_SCALE, type MoneyErrorCode, type MoneyTotals } from '../../../shared/money.ts';
import { errorsKeyedBy } from '../../lib/form-values.ts';
import { decimalForInput } from '../catalog/format.ts';
import type { CatalogProduct } from '../catalog/api.ts';
import { basisOfProduct, convertQuantity, type UnitBasis } from '../../../shared/line-conversion.ts';
import type { TakeoffLines } from '../../../shared/measurement-responses.ts';
import type { Estimate, SaveEstimateBody } from './api.ts';

// The editor's form: every figure is the text the member typed; the shared schema and money rules
// read the same texts, so the form, the live totals and the server agree to the cent.

export interface LineValues {
  /** React's key for the row (lines have no id until saved; the server replaces them on save). */
  key: string;
  kind: LineKind;
  productId: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  unitCost: string;
  optional: boolean;
  taxable: boolean;
}

export interface OptionValues {
  key: string;
  name: string;
  lines: LineValues[];
}

/** A discount or deposit: none, an amount in dollars (text), or a percent (text). */
export interface RuleValues {
  kind: DiscountKind;
  amount: string;
  percent: string;
}

export interface EditorValues {
  title: string;
  leadId: string | null;
  jobId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  siteAddress: string;
  validUntil: string;
  notes: string;
  terms: string;
  discount: RuleValues;
  taxRate: string;
  taxAppliesTo: TaxAppliesTo;
  deposit: RuleValues;
  options: OptionValues[];
}

let keys = 0;
/** A key no other row of this page has. */
export const newKey = () => `k${++keys}`;

export function emptyLine(kind: LineKind = 'material'): LineValues {
  return {
    key: newKey(),
    kind,
    productId: null,
    description: '',
    quantity: '',
    unit: kind === 'labor' ? 'sq_ft' : '',
    unitPrice: '',
    unitCost: '',
    optional: false,
    taxable: false,
  };
}

const ruleOf = (rule: Estimate['discount']): RuleValues => ({
  kind: rule.kind,
  amount: centsToDollars(rule.cents),
  percent: decimalForInput(rule.percent, 0),
});

/** The form's values of a saved estimate. */
export function formOf(estimate: Estimate): EditorValues {
  return {
    title: estimate.title,
    leadId: estimate.leadId,
    jobId: estimate.jobId,
    clientName: estimate.clientName ?? '',
    clientEmail: estimate.clientEmail ?? '',
    clientPhone: estimate.clientPhone ?? '',
    siteAddress: estimate.siteAddress ?? '',
    validUntil: estimate.validUntil,
    notes: estimate.notes ?? '',
    terms: estimate.terms ?? '',
    discount: ruleOf(estimate.discount),
    taxRate: decimalForInput(estimate.taxRate, 0),
    taxAppliesTo: estimate.taxAppliesTo,
    deposit: ruleOf(estimate.deposit),
    options: estimate.options.map((option) => ({
      key: option.id,
      name: option.name,
      lines: option.lines.map((line) => ({
        key: line.id,
        kind: line.kind,
        productId: line.productId,
        description: line.description,
        quantity: decimalForInput(line.quantity, 0),
        unit: line.unit,
        unitPrice: decimalForInput(line.unitPrice, 2),
        unitCost: decimalForInput(line.unitCost, 2),
        optional: line.optional,
        taxable: line.taxable,
      })),
    })),
  };
}

function ruleInput(rule: RuleValues): SaveEstimateBody['discount'] {
  if (rule.kind === 'amount') return { kind: 'amount', cents: dollarsToCents(rule.amount) ?? Number.NaN };
  if (rule.kind === 'percent') return { kind: 'percent', percent: rule.percent };
  return { kind: 'none' };
}

/** The whole document as PUT takes it. */
export function inputOf(values: EditorValues): SaveEstimateBody {
  return {
    title: values.title,
    leadId: values.leadId,
    jobId: values.jobId,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone,
    siteAddress: values.siteAddress,
    validUntil: values.validUntil,
    notes: values.notes,
    terms: values.terms,
    discount: ruleInput(values.discount),
    taxRate: values.taxRate.trim() === '' ? '0' : values.taxRate,
    taxAppliesTo: values.taxAppliesTo,
    deposit: ruleInput(values.deposit),
    options: values.options.map((option) => ({
      name: option.name,
      lines: option.lines.map((line) => ({
        kind: line.kind,
        productId: line.productId,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        unitCost: line.unitCost.trim() === '' ? null : line.unitCost,
        optional: line.optional,
        // Only 'other' lines choose; materials and labor follow the estimate's tax setting.
        taxable: line.kind === 'other' && line.taxable,
      })),
    })),
  };
}

/**
 * The form's key for an error's dotted path (the server's and zod's): a discount's or deposit's
 * cents or percent is the rule's one input; an options array's own errors sit above the options.
 */
export function fieldOf(path: string): string {
  if (/^(discount|deposit)\./.test(path)) return path.split('.')[0]!;
  if (path.startsWith('taxRates.')) return 'taxRate';
  if (/^options\.\d+\.lines$/.test(path)) return 'options';
  return path;
}

/** The form's own check, by the schema the server uses: errors keyed as fieldOf keys them. */
export function validate(values: EditorValues): Record<string, string> {
  const result = saveEstimateInput.safeParse(inputOf(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = fieldOf(issue.path.join('.') || 'options');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Server errors keyed for the form (the first message of a field wins). */
export const serverErrors = errorsKeyedBy(fieldOf);

export type LiveTotals =
  | { ok: true; totals: MoneyTotals; withOptional: MoneyTotals; hasOptional: boolean }
  | { ok: false; field: string; code: MoneyErrorCode };

const blankAsZero = (text: string) => (text.trim() === '' ? '0' : text.trim());

/** The rules' settings as the form holds them (a blank rate is no tax; a bad amount is refused). */
export function settingsOf(values: EditorValues): TotalsSettings {
  const rule = (r: RuleValues): TotalsSettings['discount'] =>
    r.kind === 'amount'
      ? { kind: 'amount', cents: dollarsToCents(blankAsZero(r.amount)) ?? Number.NaN }
      : r.kind === 'percent'
        ? { kind: 'percent', percent: blankAsZero(r.percent) }
        : { kind: 'none' };
  return {
    discount: rule(values.discount),
    taxRate: values.taxRate.trim(),
    taxAppliesTo: values.taxAppliesTo,
    deposit: rule(values.deposit),
  };
}

/**
 * An option's totals while the member types: blank figures count as 0 (a new line is not an
 * error), a refused figure names its input (`options.0.lines.2.quantity`, `discount`, `taxRate`).
 */
export function liveTotals(values: EditorValues, optionIndex: number): LiveTotals {
  const option = values.options[optionIndex];
  const lines: TotalsLine[] = (option?.lines ?? []).map((line, i) => ({
    id: String(i),
    kind: line.kind,
    quantity: blankAsZero(line.quantity),
    unitPrice: blankAsZero(line.unitPrice),
    unitCost: line.unitCost.trim() === '' ? null : line.unitCost.trim(),
    optional: line.optional,
    taxable: line.kind === 'other' && line.taxable,
  }));
  const settings = settingsOf(values);
  // optionTotals reads a malformed rate as no tax (Number('7,5') is NaN): refuse it here instead.
  if (settings.taxRate && parseDecimal(settings.taxRate, PERCENT_SCALE) === null) {
    return { ok: false, field: 'taxRate', code: 'INVALID_NUMBER' };
  }
  try {
    return {
      ok: true,
      totals: optionTotals(lines, settings, false),
      withOptional: optionTotals(lines, settings, true),
      hasOptional: lines.some((l) => l.optional),
    };
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    const field = error.field.startsWith('lines.') ? `options.${optionIndex}.${error.field}` : fieldOf(error.field);
    return { ok: false, field, code: error.code };
  }
}

/** Whether another option may be added (good / better / best). */
export const canAddOption = (values: EditorValues) => values.options.length < ESTIMATE_LIMITS.options;

/** A line moved up (-1) or down (+1) within its option; out of range leaves the order as it is. */
export function moveLine(lines: readonly LineValues[], index: number, by: -1 | 1): LineValues[] {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The line a catalog product makes: its name, unit, price and cost; labor and other by category.
 * A quantity already typed is converted into the new product's unit through what it stands for
 * (28 boxes of 20 sq ft = 560 sq ft → ⌈560 ÷ 23.4⌉ = 24 boxes); `previous` is the product the line
 * was linked to (its sizes: the unit alone says nothing of a box). A quantity nothing converts is
 * cleared for the member to type: a number is never kept in another unit. A line with no unit yet
 * keeps its number (the product is what names its unit).
 */
export function lineFromProduct(line: LineValues, product: CatalogProduct, previous?: UnitBasis | null): LineValues {
  const kind: LineKind = product.category === 'labor' ? 'labor' : product.category === 'other' ? 'other' : 'material';
  const from: UnitBasis = line.productId && previous && previous.unit === line.unit ? previous : { unit: line.unit };
  const converted = line.unit === '' ? line.quantity : convertQuantity(line.quantity, from, basisOfProduct(product));
  return {
    ...line,
    kind,
    productId: product.id,
    description: product.name,
    quantity: converted === null ? '' : decimalForInput(converted, 0),
    unit: product.unit,
    unitPrice: decimalForInput(product.price, 2),
    unitCost: decimalForInput(product.cost, 2),
  };
}

/**
 * A line the member edits by hand: a unit changed away from its product's means the line is no
 * longer that product in its selling unit, so the link goes (an order would carry the wrong SKU,
 * the client's PDF another product's coverage).
 */
export function editLine(line: LineValues, next: LineValues): LineValues {
  return line.productId && next.productId === line.productId && next.unit !== line.unit
    ? { ...next, productId: null }
    : next;
}

/** The option "Add option" makes of another: its lines with their product links, each with its own key. */
export function copyOption(option: OptionValues, name: string): OptionValues {
  return { key: newKey(), name, lines: option.lines.map((line) => ({ ...line, key: newKey() })) };
}

/** A measurement's takeoff lines (GET /measurements/{id}/estimate-lines) as the form's lines. */
export function linesFromTakeoff(items: TakeoffLines['items']): LineValues[] {
  return items.map((item) => ({
    key: newKey(),
    kind: item.kind,
    productId: item.productId,
    description: item.description,
    quantity: decimalForInput(item.quantity, 0),
    unit: item.unit,
    unitPrice: decimalForInput(item.unitPrice, 2),
    unitCost: decimalForInput(item.unitCost, 2),
    optional: item.optional,
    taxable: item.taxable,
  }));
}
