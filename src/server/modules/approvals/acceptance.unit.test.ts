import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import type { Estimate, EstimateLine, EstimateTotals } from '../../../shared/estimate-responses.ts';
import { AppError } from '../../platform/errors.ts';
import { acceptanceSnapshot, acceptedEstimate, acceptedPart } from './acceptance.ts';

const TOTALS: EstimateTotals = {
  subtotalCents: 0,
  discountCents: 0,
  taxCents: 0,
  totalCents: 0,
  depositCents: 0,
  costCents: null,
  marginCents: null,
};

const line = (id: string, fields: Partial<EstimateLine>): EstimateLine => ({
  id,
  kind: 'material',
  productId: null,
  description: id,
  quantity: '1',
  unit: 'each',
  unitPrice: '100',
  unitCost: null,
  optional: false,
  taxable: false,
  amountCents: 0,
  costCents: null,
  marginCents: null,
  coveredSqFt: null,
  ...fields,
});

const estimate: Estimate = {
  id: 'e1',
  number: 7,
  revision: 1,
  displayNumber: 'EST-0007',
  title: 'Oak floor',
  status: 'sent',
  clientName: 'Maria',
  leadId: null,
  jobId: null,
  totalCents: 50000,
  validUntil: '2026-12-31',
  supersededById: null,
  sentAt: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  clientEmail: 'maria@example.com',
  clientPhone: null,
  siteAddress: null,
  notes: null,
  terms: null,
  discount: { kind: 'none', cents: null, percent: null },
  taxRate: '10',
  taxAppliesTo: 'materials',
  deposit: { kind: 'percent', cents: null, percent: '30' },
  options: [
    {
      id: 'o1',
      name: 'Oak',
      lines: [
        line('floor', { quantity: '4', unitPrice: '100' }),
        line('install', { kind: 'labor', unitPrice: '100' }),
        line('stairs', { optional: true, unitPrice: '50' }),
        line('trim', { optional: true, unitPrice: '20' }),
      ],
      totals: TOTALS,
      totalsWithOptional: TOTALS,
    },
    { id: 'o2', name: 'Vinyl', lines: [line('vinyl', {})], totals: TOTALS, totalsWithOptional: TOTALS },
  ],
  selectedOptionId: null,
  viewedAt: null,
  answeredAt: null,
  declineReason: null,
  revisions: [],
  editable: false,
};

const card = { name: 'Oak Floors', logoUrl: null, phone: null, email: null, website: null };

const fieldErrors = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.errors;
    throw error;
  }
  throw new Error('accepted');
};

describe('what a client accepts', () => {
  it('is the option with the optional items they chose, priced by the money rules', () => {
    const a = acceptedPart(estimate, { optionId: 'o1', optionalLineIds: ['stairs'] });
    expect(a.option.id).toBe('o1');
    expect(a.lines.map((l) => l.id)).toEqual(['floor', 'install', 'stairs']);
    expect(a.optionalLineIds).toEqual(['stairs']);
    // 400 + 100 + 50, tax 10 % on the 450 of materials, deposit 30 % of the total.
    expect(a.money).toMatchObject({ subtotal: 55000, tax: 4500, total: 59500, deposit: 17850 });
  });

  it('refuses an unknown option, and optional items of another option or required ones, per item', () => {
    expect(fieldErrors(() => acceptedPart(estimate, { optionId: 'o9', optionalLineIds: [] }))).toEqual({
      optionId: APPROVAL_MESSAGES.optionRequired,
    });
    expect(
      fieldErrors(() => acceptedPart(estimate, { optionId: 'o1', optionalLineIds: ['trim', 'vinyl', 'floor'] })),
    ).toEqual({
      'optionalLineIds.1': APPROVAL_MESSAGES.optionalItemInvalid,
      'optionalLineIds.2': APPROVAL_MESSAGES.optionalItemInvalid,
    });
  });

  it('snapshots exactly the accepted lines and totals, and prints them as the only option', () => {
    const a = acceptedPart(estimate, { optionId: 'o1', optionalLineIds: [] });
    const at = new Date('2026-11-02T09:30:00.000Z');
    const snapshot = acceptanceSnapshot(a, card, { name: 'Maria', signatureSha256: 'f'.repeat(64) }, at, {
      ip: '203.0.113.9',
      userAgent: null,
    });
    expect(snapshot).toMatchObject({
      option: { id: 'o1', name: 'Oak' },
      optionalLineIds: [],
      totals: { subtotalCents: 50000, taxCents: 4000, totalCents: 54000, depositCents: 16200 },
      signer: { name: 'Maria' },
      acceptedAt: '2026-11-02T09:30:00.000Z',
      ip: '203.0.113.9',
    });
    expect(snapshot.lines.map((l) => [l.id, l.amountCents])).toEqual([
      ['floor', 40000],
      ['install', 10000],
    ]);
    const printed = acceptedEstimate(a);
    expect(printed.options).toHaveLength(1);
    expect(printed.options[0]!.lines.every((l) => !l.optional)).toBe(true);
    expect(printed.options[0]!.totals).toEqual(printed.options[0]!.totalsWithOptional);
    expect(printed.options[0]!.totals.totalCents).toBe(54000);
  });
});
