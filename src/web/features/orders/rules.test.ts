import { isIncoming } from '../../../shared/orders.ts';
import { describe, expect, it } from 'vitest';
import type { Order, OrderItem } from './api.ts';
import {
  draftAmount,
  draftBody,
  draftErrors,
  draftOf,
  draftTotal,
  plainDecimal,
  receiptBody,
  receiptRows,
  stillToCome,
} from './rules.ts';

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 'i1',
  productId: null,
  description: 'White oak plank',
  sku: 'WO-5',
  quantity: '14.000',
  unit: 'box',
  unitCost: '61.6000',
  amountCents: 86240,
  receivedQuantity: '0.000',
  dyeLots: [],
  ...over,
});

describe('order rules', () => {
  it('counts only placed, incomplete orders as incoming', () => {
    expect(isIncoming('ordered')).toBe(true);
    expect(isIncoming('partially_received')).toBe(true);
    expect(isIncoming('draft')).toBe(false);
    expect(isIncoming('received')).toBe(false);
    expect(isIncoming('cancelled')).toBe(false);
  });

  it('drops the padding zeros of a decimal, not its whole digits', () => {
    expect(plainDecimal('14.000')).toBe('14');
    expect(plainDecimal('2.500')).toBe('2.5');
    expect(plainDecimal('100')).toBe('100');
    expect(plainDecimal('10.050')).toBe('10.05');
  });

  it('says what is still to come, exactly and never below 0', () => {
    expect(stillToCome(item({ receivedQuantity: '10.000' }))).toBe('4');
    expect(stillToCome(item({ quantity: '0.300', receivedQuantity: '0.100' }))).toBe('0.2');
    expect(stillToCome(item({ receivedQuantity: '14.000' }))).toBe('0');
  });

  it('prefills the delivery with what is left, leaving out complete items', () => {
    const order = {
      items: [item(), item({ id: 'i2', receivedQuantity: '14.000' }), item({ id: 'i3', receivedQuantity: '4' })],
    };
    expect(receiptRows(order)).toEqual([
      { itemId: 'i1', toCome: '14', quantity: '14', dyeLot: '' },
      { itemId: 'i3', toCome: '10', quantity: '10', dyeLot: '' },
    ]);
  });

  it('builds the delivery body: zero and blank rows left out, lots trimmed, blank lot and note null', () => {
    const { body, errors } = receiptBody(
      [
        { itemId: 'a', toCome: '14', quantity: '10', dyeLot: ' LOT A ' },
        { itemId: 'b', toCome: '5', quantity: '0', dyeLot: 'x' },
        { itemId: 'c', toCome: '5', quantity: '', dyeLot: '' },
        { itemId: 'd', toCome: '5', quantity: '2.5', dyeLot: '  ' },
      ],
      '  ',
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      items: [
        { itemId: 'a', quantity: '10', dyeLot: 'LOT A' },
        { itemId: 'd', quantity: '2.5', dyeLot: null },
      ],
      note: null,
    });
  });

  it('refuses more than is still to come and what is not a number, per item', () => {
    const { body, errors } = receiptBody(
      [
        { itemId: 'a', toCome: '4', quantity: '4.001', dyeLot: '' },
        { itemId: 'b', toCome: '4', quantity: '1,5', dyeLot: '' },
        { itemId: 'c', toCome: '4', quantity: '4', dyeLot: '' },
      ],
      'Left at the gate',
    );
    expect(body).toBeNull();
    expect(errors).toEqual({ a: 'tooMuch', b: 'invalid' });
  });

  it('has no body when nothing was received', () => {
    expect(receiptBody([{ itemId: 'a', toCome: '4', quantity: '0', dyeLot: 'L' }], '')).toEqual({
      body: null,
      errors: {},
    });
  });

  it('computes a draft amount like the server: quantity × cost rounded half up once', () => {
    expect(draftAmount('14', '61.60')).toBe(86240);
    expect(draftAmount('3', '33.3333')).toBe(10000);
    expect(draftAmount('0.5', '0.0050')).toBe(0);
    expect(draftAmount('1', '0.005')).toBe(1);
    expect(draftAmount('2', '')).toBeNull();
    expect(draftAmount('1,5', '2')).toBeNull();
  });

  it('totals a draft only when every item has an amount', () => {
    const values = draftOf({ ...order(), items: [item(), item({ id: 'i2', quantity: '2.000', unitCost: '10.0000' })] });
    expect(draftTotal(values.items)).toBe(86240 + 2000);
    values.items[1]!.unitCost = '';
    expect(draftTotal(values.items)).toBeNull();
    expect(draftTotal([])).toBeNull();
  });

  it('round-trips an order through the draft form, blanks as null', () => {
    const values = draftOf(order());
    expect(values.items[0]).toMatchObject({ key: 'i1', quantity: '14', unitCost: '61.6', sku: 'WO-5' });
    values.notes = '  ';
    values.items[0]!.sku = ' ';
    expect(draftBody(values)).toEqual({
      jobId: 'j1',
      supplierId: 's1',
      expectedOn: '2026-12-01',
      deliveryTo: 'job_site',
      deliveryAddress: '9 Birch Rd',
      notes: null,
      items: [
        { productId: null, description: 'White oak plank', sku: null, quantity: '14', unit: 'box', unitCost: '61.6' },
      ],
    });
  });

  it("keys the server's item errors by the draft item they belong to", () => {
    const values = draftOf({ ...order(), items: [item(), item({ id: 'i2' })] });
    expect(draftErrors(values, { 'items.1.quantity': 'Too big', supplierId: 'Gone' })).toEqual({
      'i2.quantity': 'Too big',
      supplierId: 'Gone',
    });
  });
});

function order(): Order {
  return {
    id: 'o1',
    number: 1,
    displayNumber: 'PO-0001',
    status: 'draft',
    supplierId: 's1',
    supplierName: 'Oak Supply',
    jobId: 'j1',
    jobTitle: 'Kitchen',
    estimateId: null,
    expectedOn: '2026-12-01',
    totalCents: 86240,
    orderedAt: null,
    receivedAt: null,
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
    deliveryTo: 'job_site',
    deliveryAddress: '9 Birch Rd',
    notes: null,
    items: [item()],
    lotWarnings: [],
    receipts: [],
    editable: true,
  };
}
