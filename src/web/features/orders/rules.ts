import { decimalPattern, formatDecimal, parseDecimal } from '../../../shared/decimal.ts';
import { lineAmount, PRICE_SCALE, QUANTITY_SCALE } from '../../../shared/money.ts';
import type { DeliveryTo } from '../../../shared/orders.ts';
import type { Order, OrderItem, ReceiveOrderBody, UpdateOrderBody } from './api.ts';

// The order pages' pure rules: what is still to come, the delivery form's body, the draft form's
// values. Quantities and costs stay decimal texts and bigints here (ADR 0024): no float decides one.

/** The orders list; an order's page is under it. */
export const ORDERS_PATH = '/dashboard/tools/orders';

/** Orders placed and not yet complete: the materials on their way (/dashboard/materials). */

/** A decimal text without the zeros the database pads it with: "14.000" → "14", "2.500" → "2.5". */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

const quantityOf = (text: string) => parseDecimal(text, QUANTITY_SCALE);

/** What of an item has not arrived yet, as a plain decimal text ("4", "0"). */
export function stillToCome(item: Pick<OrderItem, 'quantity' | 'receivedQuantity'>): string {
  const left = (quantityOf(item.quantity) ?? 0n) - (quantityOf(item.receivedQuantity) ?? 0n);
  return plainDecimal(formatDecimal(left > 0n ? left : 0n, QUANTITY_SCALE));
}

/** One item's row of the delivery form. */
export interface ReceiptRow {
  itemId: string;
  /** What is still to come: the most this delivery may bring. */
  toCome: string;
  quantity: string;
  dyeLot: string;
}

/** The delivery form's rows: each item still to come, its quantity prefilled with what is left. */
export function receiptRows(order: Pick<Order, 'items'>): ReceiptRow[] {
  return order.items
    .map((item) => ({ itemId: item.id, toCome: stillToCome(item), quantity: stillToCome(item), dyeLot: '' }))
    .filter((row) => row.toCome !== '0');
}

export type ReceiptError = 'invalid' | 'tooMuch';

/**
 * The delivery's body, or the rows' errors by item id: a quantity must be a decimal with at most 3
 * places and no more than is still to come; rows of 0 (or left empty) are left out. `null` items:
 * nothing was received.
 */
export function receiptBody(
  rows: ReceiptRow[],
  note: string,
): { body: ReceiveOrderBody | null; errors: Record<string, ReceiptError> } {
  const errors: Record<string, ReceiptError> = {};
  const items: ReceiveOrderBody['items'] = [];
  const pattern = decimalPattern(QUANTITY_SCALE, 7);
  for (const row of rows) {
    const text = row.quantity.trim();
    if (!text) continue;
    const quantity = pattern.test(text) ? quantityOf(text) : null;
    if (quantity === null) errors[row.itemId] = 'invalid';
    else if (quantity > (quantityOf(row.toCome) ?? 0n)) errors[row.itemId] = 'tooMuch';
    else if (quantity > 0n) items.push({ itemId: row.itemId, quantity: text, dyeLot: row.dyeLot.trim() || null });
  }
  if (Object.keys(errors).length || !items.length) return { body: null, errors };
  return { body: { items, note: note.trim() || null }, errors };
}

/** One item of the draft form, as typed. */
export interface DraftItem {
  /** React's key: the item's id, or a new one's made-up key. */
  key: string;
  productId: string | null;
  description: string;
  sku: string;
  quantity: string;
  unit: string;
  unitCost: string;
}

export interface DraftValues {
  /** Not edited here, but PUT replaces the whole order: without it the job would be unlinked. */
  jobId: string | null;
  supplierId: string;
  expectedOn: string;
  deliveryTo: DeliveryTo;
  deliveryAddress: string;
  notes: string;
  items: DraftItem[];
}

export function draftOf(order: Order): DraftValues {
  return {
    jobId: order.jobId,
    supplierId: order.supplierId ?? '',
    expectedOn: order.expectedOn ?? '',
    deliveryTo: order.deliveryTo,
    deliveryAddress: order.deliveryAddress ?? '',
    notes: order.notes ?? '',
    items: order.items.map((item) => ({
      key: item.id,
      productId: item.productId,
      description: item.description,
      sku: item.sku ?? '',
      quantity: plainDecimal(item.quantity),
      unit: item.unit,
      unitCost: item.unitCost === null ? '' : plainDecimal(item.unitCost),
    })),
  };
}

/** PUT's body: the whole draft, blanks as null (the server trims and checks every field). */
export function draftBody(values: DraftValues): UpdateOrderBody {
  return {
    jobId: values.jobId,
    supplierId: values.supplierId || null,
    expectedOn: values.expectedOn || null,
    deliveryTo: values.deliveryTo,
    deliveryAddress: values.deliveryAddress.trim() || null,
    notes: values.notes.trim() || null,
    items: values.items.map((item) => ({
      productId: item.productId,
      description: item.description,
      sku: item.sku.trim() || null,
      quantity: item.quantity.trim(),
      unit: item.unit.trim(),
      unitCost: item.unitCost.trim() || null,
    })),
  };
}

/** A draft item's amount in cents as typed; null while its quantity or cost is blank or not a number. */
export function draftAmount(quantity: string, unitCost: string): number | null {
  const q = quantity.trim();
  const c = unitCost.trim();
  if (!decimalPattern(QUANTITY_SCALE, 7).test(q) || !decimalPattern(PRICE_SCALE).test(c)) return null;
  try {
    return lineAmount(q, c);
  } catch {
    return null;
  }
}

/** The draft's total in cents; null while an item has no amount (as the server's total_cents). */
export function draftTotal(items: DraftItem[]): number | null {
  let total = 0;
  for (const item of items) {
    const amount = draftAmount(item.quantity, item.unitCost);
    if (amount === null) return null;
    total += amount;
  }
  return items.length ? total : null;
}

/**
 * The server's field errors of PUT (`items.2.quantity`) keyed by the draft's item keys
 * (`<key>.quantity`), so each shows at its input; other keys stay as they are.
 */
export function draftErrors(values: DraftValues, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const match = /^items\.(\d+)\.(\w+)$/.exec(path);
      const item = match ? values.items[Number(match[1])] : undefined;
      return [item ? `${item.key}.${match![2]}` : path, message];
    }),
  );
}
