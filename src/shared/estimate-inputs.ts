import { z } from 'zod';
import {
  ANSWER_STATUSES,
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  ESTIMATE_STATUSES,
  LINE_KINDS,
  TAX_APPLIES_TO,
} from './estimates.ts';
import { leadPhone } from './lead-inputs.ts';
import { PRICE_SCALE, QUANTITY_SCALE } from './money.ts';
import {
  blankToNull,
  decimalText,
  optionalEmail,
  optionalId,
  optionalPlannedDay,
  optionalText,
  percentText,
  requiredText,
} from './validation.ts';

// The estimate editor's and calls' schemas (issue #16). The editor saves the whole document at once:
// a 200-line estimate is one call and one transaction, and the server recomputes every total.

const cents = z.number().int().min(0).max(99_999_999_999);
const percent = percentText;

export const estimateLineInput = z.object({
  kind: z.enum(LINE_KINDS),
  /** The catalog product it came from (its name and unit are copied: a later catalog edit leaves the estimate alone). */
  productId: optionalId(),
  description: requiredText(ESTIMATE_LIMITS.description),
  quantity: decimalText(QUANTITY_SCALE, 7),
  unit: z.string().trim().max(ESTIMATE_LIMITS.unit).default(''),
  unitPrice: decimalText(PRICE_SCALE),
  /** Never shown to clients. */
  unitCost: z.preprocess(blankToNull, decimalText(PRICE_SCALE).nullable().optional()),
  /** An item the client may add (not in the total until chosen). */
  optional: z.boolean().default(false),
  /** For 'other' lines: whether tax applies (materials and labor follow the estimate's tax setting). */
  taxable: z.boolean().default(false),
});
export type EstimateLineInput = z.input<typeof estimateLineInput>;

export const estimateOptionInput = z.object({
  name: requiredText(ESTIMATE_LIMITS.optionName),
  lines: z.array(estimateLineInput).max(ESTIMATE_LIMITS.lines, ESTIMATE_MESSAGES.tooManyLines),
});

export const discountInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('amount'), cents }),
  z.object({ kind: z.literal('percent'), percent }),
]);
export const depositInput = discountInput;

/** Everything the editor saves. Options: one for a plain estimate, up to three (good / better / best). */
export const estimateFields = {
  title: requiredText(ESTIMATE_LIMITS.title),
  leadId: optionalId(),
  jobId: optionalId(),
  clientName: optionalText(ESTIMATE_LIMITS.clientName),
  clientEmail: optionalEmail,
  clientPhone: leadPhone,
  siteAddress: optionalText(ESTIMATE_LIMITS.address),
  /** YYYY-MM-DD; default today + 30 days. */
  validUntil: optionalPlannedDay,
  notes: optionalText(ESTIMATE_LIMITS.notes),
  terms: optionalText(ESTIMATE_LIMITS.terms),
  discount: discountInput.default({ kind: 'none' }),
  taxRate: percent.default('0'),
  taxAppliesTo: z.enum(TAX_APPLIES_TO).default('materials'),
  deposit: depositInput.default({ kind: 'none' }),
  options: z
    .array(estimateOptionInput)
    .min(1)
    .max(ESTIMATE_LIMITS.options)
    .refine((options) => new Set(options.map((o) => o.name.toLowerCase())).size === options.length, {
      message: ESTIMATE_MESSAGES.optionNames,
    })
    .refine((options) => options.reduce((n, o) => n + o.lines.length, 0) <= ESTIMATE_LIMITS.lines, {
      message: ESTIMATE_MESSAGES.tooManyLines,
    }),
};

export const saveEstimateInput = z.object(estimateFields);
export type SaveEstimateInput = z.output<typeof saveEstimateInput>;

/**
 * A new estimate: a title is enough (one empty option); the rest may come with it. Terms and tax
 * left out start as the company's defaults (settings).
 */
export const createEstimateInput = z.object({
  ...estimateFields,
  taxRate: percent.optional(),
  taxAppliesTo: z.enum(TAX_APPLIES_TO).optional(),
  options: estimateFields.options.default([{ name: 'Estimate', lines: [] }]),
});
export type CreateEstimateInput = z.output<typeof createEstimateInput>;

export const answerEstimateInput = z.object({
  status: z.enum(ANSWER_STATUSES),
  /** The option the client chose (accepted); the first when absent. */
  optionId: z.uuid().optional(),
  reason: optionalText(ESTIMATE_LIMITS.declineReason),
});
export type AnswerEstimateInput = z.output<typeof answerEstimateInput>;

export const sendEstimateInput = z.object({
  /** Defaults to the estimate's client e-mail. */
  to: optionalEmail,
  message: optionalText(2000),
});
export type SendEstimateInput = z.output<typeof sendEstimateInput>;

export const estimateFiltersInput = z.object({
  q: z.string().trim().max(ESTIMATE_LIMITS.search).optional(),
  status: z.enum(ESTIMATE_STATUSES).optional(),
  leadId: z.uuid().optional(),
  jobId: z.uuid().optional(),
});
export type EstimateFilters = z.output<typeof estimateFiltersInput>;
