import { z } from 'zod';
import { DISCOUNT_KINDS, ESTIMATE_EVENT_TYPES, ESTIMATE_STATUSES, LINE_KINDS, TAX_APPLIES_TO } from './estimates.ts';
import { instant, pageSchema } from './responses.ts';

// The estimate API's answers (GET/POST /api/v1/estimates…): defined once, here (see responses.ts).
// Amounts are integer cents; rates, quantities and unit prices are decimal texts. Costs and margins
// are null for a caller who may not write estimates: a client never sees what the work costs.

const cents = z.number().int();
const day = z.string().meta({ example: '2026-12-31' });

export const estimateTotalsSchema = z
  .object({
    subtotalCents: cents,
    discountCents: cents,
    taxCents: cents,
    totalCents: cents,
    depositCents: cents,
    costCents: cents.nullable(),
    marginCents: cents.nullable(),
  })
  .meta({ id: 'EstimateTotals' });
export type EstimateTotals = z.infer<typeof estimateTotalsSchema>;

export const estimateLineSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(LINE_KINDS),
    productId: z.uuid().nullable(),
    description: z.string(),
    quantity: z.string(),
    unit: z.string(),
    unitPrice: z.string(),
    unitCost: z.string().nullable(),
    optional: z.boolean(),
    taxable: z.boolean(),
    amountCents: cents,
    costCents: cents.nullable(),
    marginCents: cents.nullable(),
    /** Boxes of a product with a coverage: the square feet they hold, to show beside the count. */
    coveredSqFt: z.string().nullable(),
  })
  .meta({ id: 'EstimateLine' });
export type EstimateLine = z.infer<typeof estimateLineSchema>;

export const estimateOptionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    lines: z.array(estimateLineSchema),
    /** Without the optional items. */
    totals: estimateTotalsSchema,
    /** With every optional item added. */
    totalsWithOptional: estimateTotalsSchema,
  })
  .meta({ id: 'EstimateOption' });
export type EstimateOption = z.infer<typeof estimateOptionSchema>;

const amountOrPercent = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  cents: cents.nullable(),
  percent: z.string().nullable(),
});

export const estimateSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    revision: z.number().int(),
    /** EST-0001, EST-0001-R2. */
    displayNumber: z.string(),
    title: z.string(),
    status: z.enum(ESTIMATE_STATUSES),
    clientName: z.string().nullable(),
    leadId: z.uuid().nullable(),
    jobId: z.uuid().nullable(),
    /** The first option's total (without optional items). */
    totalCents: cents,
    validUntil: day,
    /** A newer revision replaces this one (which stays readable). */
    supersededById: z.uuid().nullable(),
    sentAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'EstimateSummary' });
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;

export const estimatePageSchema = pageSchema(estimateSummarySchema).extend({
  total: z.number().int().nullable(),
});
export type EstimatePage = z.infer<typeof estimatePageSchema>;

export const estimateSchema = estimateSummarySchema
  .extend({
    clientEmail: z.string().nullable(),
    clientPhone: z.string().nullable(),
    siteAddress: z.string().nullable(),
    notes: z.string().nullable(),
    terms: z.string().nullable(),
    discount: amountOrPercent,
    taxRate: z.string(),
    taxAppliesTo: z.enum(TAX_APPLIES_TO),
    deposit: amountOrPercent,
    options: z.array(estimateOptionSchema),
    /** The option accepted (or the one recorded when the client answered). */
    selectedOptionId: z.uuid().nullable(),
    viewedAt: instant().nullable(),
    answeredAt: instant().nullable(),
    declineReason: z.string().nullable(),
    /** Every revision of this estimate's number, oldest first. */
    revisions: z.array(z.object({ id: z.uuid(), revision: z.number().int(), status: z.enum(ESTIMATE_STATUSES) })),
    /** The caller may edit it (a draft, the newest revision, and estimates write). */
    editable: z.boolean(),
  })
  .meta({ id: 'Estimate' });
export type Estimate = z.infer<typeof estimateSchema>;

export const estimateEventSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(ESTIMATE_EVENT_TYPES),
    userName: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: instant(),
  })
  .meta({ id: 'EstimateEvent' });
export type EstimateEvent = z.infer<typeof estimateEventSchema>;
export const estimateEventsSchema = z.object({ items: z.array(estimateEventSchema) });
