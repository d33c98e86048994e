import type { AcceptEstimateInput } from '../../../shared/approval-inputs.ts';
import { APPROVAL_MESSAGES } from '../../../shared/approvals.ts';
import type { Estimate, EstimateLine, EstimateOption, EstimateTotals } from '../../../shared/estimate-responses.ts';
import { optionTotals } from '../../../shared/estimate-totals.ts';
import { MoneyError, type MoneyTotals } from '../../../shared/money.ts';
import { invalidInput } from '../../platform/errors.ts';
import type { companyCard } from '../share-links/service.ts';

// What a client accepts, worked out from the estimate as they saw it, without reading or writing
// anything: the service reads the estimate, draws the PDF and records it (acceptance.unit.test.ts).

/** The part of the estimate the client accepted, and its totals. */
export interface Accepted {
  /** The estimate as the client saw it (no costs). */
  estimate: Estimate;
  option: EstimateOption;
  /** The option's lines, with the optional items the client chose and no others. */
  lines: EstimateLine[];
  optionalLineIds: string[];
  money: MoneyTotals;
}

/**
 * The option and optional items the client chose, checked against what the estimate offers, and
 * their totals computed here by the money rules (never taken from the client).
 */
export function acceptedPart(estimate: Estimate, input: Pick<AcceptEstimateInput, 'optionId' | 'optionalLineIds'>) {
  const option = estimate.options.find((o) => o.id === input.optionId);
  if (!option) throw invalidInput({ optionId: APPROVAL_MESSAGES.optionRequired });
  const offered = new Set(option.lines.filter((l) => l.optional).map((l) => l.id));
  const errors: Record<string, string> = {};
  input.optionalLineIds.forEach((id, i) => {
    if (!offered.has(id)) errors[`optionalLineIds.${i}`] = APPROVAL_MESSAGES.optionalItemInvalid;
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
  const chosen = new Set(input.optionalLineIds);
  const lines = option.lines.filter((l) => !l.optional || chosen.has(l.id));
  const optionalLineIds = lines.filter((l) => l.optional).map((l) => l.id);
  let money: MoneyTotals;
  try {
    money = optionTotals(
      lines.map((l) => ({ ...l, unitCost: null })),
      {
        discount: estimate.discount,
        taxRate: estimate.taxRate,
        taxAppliesTo: estimate.taxAppliesTo,
        deposit: estimate.deposit,
      },
      true,
    );
  } catch (error) {
    if (error instanceof MoneyError) throw invalidInput({ optionId: error.message });
    throw error;
  }
  return { estimate, option, lines, optionalLineIds, money } satisfies Accepted;
}

const amountsOf = (a: Accepted) => new Map(a.money.lines.map((l) => [l.id, l.amount]));

/** The snapshot: exactly what was accepted, by whom, when and from where. */
export function acceptanceSnapshot(
  a: Accepted,
  card: Awaited<ReturnType<typeof companyCard>>,
  signer: { name: string; signatureSha256: string },
  acceptedAt: Date,
  context: { ip: string | null; userAgent: string | null },
) {
  const { estimate, option, money } = a;
  const amounts = amountsOf(a);
  return {
    version: 1,
    company: card,
    estimate: {
      id: estimate.id,
      number: estimate.displayNumber,
      revision: estimate.revision,
      title: estimate.title,
      clientName: estimate.clientName,
      clientEmail: estimate.clientEmail,
      clientPhone: estimate.clientPhone,
      siteAddress: estimate.siteAddress,
      notes: estimate.notes,
      terms: estimate.terms,
      validUntil: estimate.validUntil,
      sentAt: estimate.sentAt,
    },
    option: { id: option.id, name: option.name },
    lines: a.lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxable: l.taxable,
      optional: l.optional,
      amountCents: amounts.get(l.id)!,
    })),
    optionalLineIds: a.optionalLineIds,
    pricing: {
      discount: estimate.discount,
      taxRate: estimate.taxRate,
      taxAppliesTo: estimate.taxAppliesTo,
      deposit: estimate.deposit,
    },
    totals: {
      subtotalCents: money.subtotal,
      discountCents: money.discount,
      taxCents: money.tax,
      totalCents: money.total,
      depositCents: money.deposit,
    },
    signer,
    acceptedAt: acceptedAt.toISOString(),
    ip: context.ip,
    userAgent: context.userAgent,
  };
}

/** The estimate limited to what was accepted, as the signed PDF prints it: one option, no optional items left. */
export function acceptedEstimate(a: Accepted): Estimate {
  const m = a.money;
  const totals = {
    subtotalCents: m.subtotal,
    discountCents: m.discount,
    taxCents: m.tax,
    totalCents: m.total,
    depositCents: m.deposit,
    costCents: null,
    marginCents: null,
  } satisfies EstimateTotals;
  const amounts = amountsOf(a);
  return {
    ...a.estimate,
    options: [
      {
        ...a.option,
        lines: a.lines.map((l): EstimateLine => ({ ...l, optional: false, amountCents: amounts.get(l.id)! })),
        totals,
        totalsWithOptional: totals,
      },
    ],
  };
}
