/**
 * The money rules (ADR 0024): one pure computation of an estimate's (later an invoice's or order's)
 * totals, run by the server to store them and by the editor to show them live.
 * Amounts are integer cents (JS numbers); prices, quantities and percentages are decimal texts.
 * All maths is on exact scaled bigints (decimal.ts); every rounding is half up, and happens once:
 * per line, on a percentage discount, per tax rate, on a percentage deposit.
 */
import { divideRoundHalfUp, formatDecimal, parseDecimal } from './decimal.ts';

/** Fraction digits of each decimal text: as the database's numeric columns hold them. */
export const QUANTITY_SCALE = 3;
export const PRICE_SCALE = 4;
export const PERCENT_SCALE = 3;

export const LINE_KINDS = ['material', 'labor', 'other'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The lines a tax rate applies to. Taxable 'other' lines are taxed by every rate. */
export const TAX_APPLIES_TO = ['materials', 'labor', 'both'] as const;
export type TaxAppliesTo = (typeof TAX_APPLIES_TO)[number];

export interface MoneyLine {
  id: string;
  kind: LineKind;
  /** Up to 3 fraction digits: "12", "245.5". */
  quantity: string;
  /** Up to 4 fraction digits: "3.49", "0.1250". */
  unitPrice: string;
  /** Up to 4 fraction digits; null when unknown (then the line has no margin). Never shown to clients. */
  unitCost?: string | null;
  /** Only read for 'other' lines (delivery, disposal…): untaxed unless true. Materials and labor follow the rates. */
  taxable?: boolean;
}

export interface TaxRate {
  id: string;
  /** "7", "8.875": percent of the taxable base. */
  percent: string;
  appliesTo: TaxAppliesTo;
}

export type Discount = { type: 'amount'; cents: number } | { type: 'percent'; percent: string };
export type DepositRule = { type: 'amount'; cents: number } | { type: 'percent'; percent: string };

export interface MoneyInput {
  lines: readonly MoneyLine[];
  discount?: Discount | null;
  taxRates?: readonly TaxRate[];
  deposit?: DepositRule | null;
}

export interface LineTotals {
  id: string;
  kind: LineKind;
  /** quantity × unit price, rounded half up to cents. */
  amount: number;
  /** quantity × unit cost, rounded half up; null when the line has no unit cost. */
  cost: number | null;
  /** amount − cost (before the discount); null without a cost. */
  margin: number | null;
  /** margin ÷ amount as a percent text with 1 fraction digit ("33.3"); null without a cost or with a zero amount. */
  marginPercent: string | null;
  /** This line's part of the discount (the parts sum exactly to the discount). */
  discountShare: number;
  /** Whether any tax rate taxes this line. */
  taxed: boolean;
}

export interface TaxTotals {
  id: string;
  percent: string;
  appliesTo: TaxAppliesTo;
  /** The taxed lines' amounts less their discount shares. */
  base: number;
  tax: number;
}

export interface MoneyTotals {
  lines: LineTotals[];
  /** Sum of line amounts by kind (the document's "materials" and "labor" figures). */
  subtotalByKind: Record<LineKind, number>;
  subtotal: number;
  discount: number;
  /** One entry per tax rate, in the rates' order. */
  taxes: TaxTotals[];
  /** Sum of `taxes`. */
  tax: number;
  /** subtotal − discount + tax. */
  total: number;
  /** The deposit asked for; 0 when none. */
  deposit: number;
  /** Sum of line costs; null when any line has no unit cost. */
  cost: number | null;
  /** (subtotal − discount) − cost: the discount comes out of the margin; taxes are not revenue. */
  margin: number | null;
  /** margin ÷ (subtotal − discount), 1 fraction digit; null without a cost or with nothing to sell. */
  marginPercent: string | null;
}

export const MONEY_ERROR_CODES = [
  'INVALID_NUMBER',
  'DISCOUNT_EXCEEDS_SUBTOTAL',
  'DEPOSIT_EXCEEDS_TOTAL',
  'UNKNOWN_OPTION',
  'TOO_LARGE',
] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/** English texts by code (the web translates by code; the server may send them as field messages). */
export const MONEY_ERROR_MESSAGES: Record<MoneyErrorCode, string> = {
  INVALID_NUMBER: 'Please enter a valid number',
  DISCOUNT_EXCEEDS_SUBTOTAL: 'The discount cannot be more than the subtotal',
  DEPOSIT_EXCEEDS_TOTAL: 'The deposit cannot be more than the total',
  UNKNOWN_OPTION: 'Please choose one of the options',
  TOO_LARGE: 'This amount is too large',
};

/**
 * A figure the rules refuse. `field` names the input: 'discount', 'deposit', 'optionId',
 * 'optionalItemIds', `lines.<lineId>.<quantity|unitPrice|unitCost>`, `taxRates.<rateId>.percent`.
 * Malformed texts should already be refused by the input schema (decimalPattern); this is the guard.
 */
export class MoneyError extends Error {
  constructor(
    readonly code: MoneyErrorCode,
    readonly field: string,
    /** For errors in an option's totals (computeOptionTotals), the option concerned. */
    readonly optionId: string | null = null,
  ) {
    super(MONEY_ERROR_MESSAGES[code]);
    this.name = 'MoneyError';
  }
}

const CENTS_PER_DOLLAR_AT_PRICE = 10n ** BigInt(PRICE_SCALE - 2);
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_SCALE);

function decimal(text: string | undefined, scale: number, field: string): bigint {
  const value = text === undefined ? null : parseDecimal(text, scale);
  if (value === null) throw new MoneyError('INVALID_NUMBER', field);
  return value;
}

function centsIn(value: number, field: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new MoneyError('INVALID_NUMBER', field);
  return BigInt(value);
}

function centsOut(value: bigint, field: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new MoneyError('TOO_LARGE', field);
  return n;
}

/** part ÷ whole as a percent text with 1 fraction digit, half up; null when whole is 0. */
function percentOf(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  return formatDecimal(divideRoundHalfUp(part * 1000n, whole), 1);
}

/** quantity × unit price in cents, rounded half up once (never per unit). */
function lineCents(quantity: bigint, unit: bigint): bigint {
  return divideRoundHalfUp(quantity * unit, 10n ** BigInt(QUANTITY_SCALE) * CENTS_PER_DOLLAR_AT_PRICE);
}

/** A line's amount in cents: what the editor shows on each row. */
export function lineAmount(quantity: string, unitPrice: string): number {
  return centsOut(
    lineCents(decimal(quantity, QUANTITY_SCALE, 'quantity'), decimal(unitPrice, PRICE_SCALE, 'unitPrice')),
    'amount',
  );
}

/**
 * Splits `total` over `weights` in proportion (largest remainder): each share is floored, then the
 * cents left go one each to the largest remainders (ties: the earlier line), so the shares sum to `total`.
 */
function spread(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (const { i } of remainders) {
    if (left === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

function isTaxedBy(rate: TaxRate, line: MoneyLine): boolean {
  if (line.kind === 'other') return line.taxable === true;
  if (rate.appliesTo === 'both') return true;
  return rate.appliesTo === (line.kind === 'material' ? 'materials' : 'labor');
}

/** The totals of one set of lines (a document without options, or one selection of it). */
export function computeTotals(input: MoneyInput): MoneyTotals {
  const rates = input.taxRates ?? [];
  const parsed = input.lines.map((line) => {
    const field = `lines.${line.id}`;
    const quantity = decimal(line.quantity, QUANTITY_SCALE, `${field}.quantity`);
    const amount = lineCents(quantity, decimal(line.unitPrice, PRICE_SCALE, `${field}.unitPrice`));
    const cost =
      line.unitCost == null ? null : lineCents(quantity, decimal(line.unitCost, PRICE_SCALE, `${field}.unitCost`));
    return { line, amount, cost };
  });

  const subtotal = parsed.reduce((sum, p) => sum + p.amount, 0n);
  const discount = discountCents(input.discount ?? null, subtotal);
  const shares = spread(
    discount,
    parsed.map((p) => p.amount),
  );

  const taxTotals = rates.map((rate) => {
    const percent = decimal(rate.percent, PERCENT_SCALE, `taxRates.${rate.id}.percent`);
    let base = 0n;
    parsed.forEach((p, i) => {
      if (isTaxedBy(rate, p.line)) base += p.amount - (shares[i] ?? 0n);
    });
    return { rate, base, tax: divideRoundHalfUp(base * percent, HUNDRED_PERCENT) };
  });
  const tax = taxTotals.reduce((sum, t) => sum + t.tax, 0n);
  const total = subtotal - discount + tax;
  const deposit = depositCents(input.deposit ?? null, total);

  const costKnown = parsed.every((p) => p.cost !== null);
  const cost = costKnown ? parsed.reduce((sum, p) => sum + (p.cost ?? 0n), 0n) : null;
  const revenue = subtotal - discount;
  const subtotalByKind: Record<LineKind, number> = { material: 0, labor: 0, other: 0 };
  for (const kind of LINE_KINDS) {
    const sum = parsed.filter((p) => p.line.kind === kind).reduce((s, p) => s + p.amount, 0n);
    subtotalByKind[kind] = centsOut(sum, 'subtotal');
  }

  return {
    lines: parsed.map((p, i) => ({
      id: p.line.id,
      kind: p.line.kind,
      amount: centsOut(p.amount, `lines.${p.line.id}.amount`),
      cost: p.cost === null ? null : centsOut(p.cost, `lines.${p.line.id}.unitCost`),
      margin: p.cost === null ? null : centsOut(p.amount - p.cost, `lines.${p.line.id}.unitCost`),
      marginPercent: p.cost === null ? null : percentOf(p.amount - p.cost, p.amount),
      discountShare: centsOut(shares[i] ?? 0n, 'discount'),
      taxed: rates.some((rate) => isTaxedBy(rate, p.line)),
    })),
    subtotalByKind,
    subtotal: centsOut(subtotal, 'subtotal'),
    discount: centsOut(discount, 'discount'),
    taxes: taxTotals.map((t) => ({
      id: t.rate.id,
      percent: t.rate.percent,
      appliesTo: t.rate.appliesTo,
      base: centsOut(t.base, 'tax'),
      tax: centsOut(t.tax, 'tax'),
    })),
    tax: centsOut(tax, 'tax'),
    total: centsOut(total, 'total'),
    deposit: centsOut(deposit, 'deposit'),
    cost: cost === null ? null : centsOut(cost, 'cost'),
    margin: cost === null ? null : centsOut(revenue - cost, 'cost'),
    marginPercent: cost === null ? null : percentOf(revenue - cost, revenue),
  };
}

/** A percentage discount is rounded half up once, on the subtotal; no discount may exceed the subtotal. */
function discountCents(discount: Discount | null, subtotal: bigint): bigint {
  if (discount === null) return 0n;
  let cents: bigint;
  if (discount.type === 'amount') cents = centsIn(discount.cents, 'discount');
  else {
    const percent = decimal(discount.percent, PERCENT_SCALE, 'discount');
    // Over 100 % is refused even when rounding would bring it back to the subtotal.
    if (percent > HUNDRED_PERCENT) throw new MoneyError('DISCOUNT_EXCEEDS_SUBTOTAL', 'discount');
    cents = divideRoundHalfUp(subtotal * percent, HUNDRED_PERCENT);
  }
  if (cents > subtotal) throw new MoneyError('DISCOUNT_EXCEEDS_SUBTOTAL', 'discount');
  return cents;
}

/** A percentage of the total (half up, at most 100 %) or an amount up to the total. */
function depositCents(deposit: DepositRule | null, total: bigint): bigint {
  if (deposit === null) return 0n;
  if (deposit.type === 'percent') {
    const percent = decimal(deposit.percent, PERCENT_SCALE, 'deposit');
    if (percent > HUNDRED_PERCENT) throw new MoneyError('DEPOSIT_EXCEEDS_TOTAL', 'deposit');
    return divideRoundHalfUp(total * percent, HUNDRED_PERCENT);
  }
  const cents = centsIn(deposit.cents, 'deposit');
  if (cents > total) throw new MoneyError('DEPOSIT_EXCEEDS_TOTAL', 'deposit');
  return cents;
}

/** Good / better / best: each option has its own lines. */
export interface MoneyOption {
  id: string;
  lines: readonly MoneyLine[];
}

/**
 * A whole document. `lines` are common to every option (all the lines when there are no options);
 * `optionalItems` are lines the client may add to whichever option they choose. Discount, taxes and
 * deposit rule are the document's and apply to whatever is selected.
 */
export interface MoneyDocument {
  lines: readonly MoneyLine[];
  options?: readonly MoneyOption[];
  optionalItems?: readonly MoneyLine[];
  discount?: Discount | null;
  taxRates?: readonly TaxRate[];
  deposit?: DepositRule | null;
}

/** What the client takes: an option (null when the document has none) and any optional items. */
export interface MoneySelection {
  optionId: string | null;
  optionalItemIds: readonly string[];
}

export interface OptionTotals {
  optionId: string;
  withoutOptionalItems: MoneyTotals;
  /** With every optional item added (equal to the above when there are none). */
  withOptionalItems: MoneyTotals;
}

/** Totals of one selection: common lines, then the option's, then the chosen optional items (in document order). */
export function computeSelectionTotals(doc: MoneyDocument, selection: MoneySelection): MoneyTotals {
  const options = doc.options ?? [];
  let optionLines: readonly MoneyLine[] = [];
  if (options.length > 0 || selection.optionId !== null) {
    const option = options.find((o) => o.id === selection.optionId);
    if (!option) throw new MoneyError('UNKNOWN_OPTION', 'optionId');
    optionLines = option.lines;
  }
  const items = doc.optionalItems ?? [];
  for (const id of selection.optionalItemIds) {
    if (!items.some((item) => item.id === id)) throw new MoneyError('UNKNOWN_OPTION', 'optionalItemIds');
  }
  const chosen = items.filter((item) => selection.optionalItemIds.includes(item.id));
  return computeTotals({
    lines: [...doc.lines, ...optionLines, ...chosen],
    discount: doc.discount ?? null,
    taxRates: doc.taxRates ?? [],
    deposit: doc.deposit ?? null,
  });
}

/**
 * Every option's totals, without and with all optional items, for the editor's side-by-side view
 * ([] when the document has no options). A figure refused for any option is refused for the
 * document: the MoneyError names the option.
 */
export function computeOptionTotals(doc: MoneyDocument): OptionTotals[] {
  const allItems = (doc.optionalItems ?? []).map((item) => item.id);
  return (doc.options ?? []).map((option) => {
    try {
      return {
        optionId: option.id,
        withoutOptionalItems: computeSelectionTotals(doc, { optionId: option.id, optionalItemIds: [] }),
        withOptionalItems: computeSelectionTotals(doc, { optionId: option.id, optionalItemIds: allItems }),
      };
    } catch (error) {
      if (error instanceof MoneyError) throw new MoneyError(error.code, error.field, option.id);
      throw error;
    }
  });
}

const sum = (payments: readonly number[]) => payments.reduce((a, b) => a + b, 0);

/** total − payments: what is still owed (negative when overpaid). Never stored: always computed. */
export function balanceDue(total: number, payments: readonly number[]): number {
  return total - sum(payments);
}

/** The part of the deposit payments have not met yet: payments go to the deposit first. */
export function depositDue(deposit: number, payments: readonly number[]): number {
  return Math.max(0, deposit - sum(payments));
}

/** Units priced per area or length: the only ones whose unit price may need more than cents ($0.125 / sq ft). */
export const PER_MEASURE_UNITS: readonly string[] = ['sq_ft', 'sq_yd', 'linear_ft', 'linear_yd'];

/**
 * A unit price as documents print it, exact decimal text (issue #38): 2 decimals ("45.1250" per
 * box → "45.13", half up), except a per-area or per-length price whose 3rd or 4th decimal counts
 * ("0.1250" per sq ft → "0.125", "3.4999" → "3.4999"). Only the printing rounds: the line amount is
 * still quantity × the stored price.
 */
export function documentUnitPrice(price: string, unit: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(price.trim());
  if (!match) return price;
  const fraction = (match[2] ?? '').replace(/0+$/, '').slice(0, PRICE_SCALE);
  if (PER_MEASURE_UNITS.includes(unit) && fraction.length > 2) return `${match[1]}.${fraction}`;
  const value = parseDecimal(`${match[1]}.${fraction || '0'}`, PRICE_SCALE);
  return value === null ? price : formatDecimal(divideRoundHalfUp(value, 100n), 2);
}
