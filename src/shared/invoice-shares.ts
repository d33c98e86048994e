import { divideRoundHalfUp } from './decimal.ts';
import type { InvoiceCredit } from './invoice-responses.ts';

// What each invoice made from an accepted estimate bills of it (ADR 0042): its share of the
// subtotal, the discount, the taxable base and the tax, so that the estimate's invoices add up to the
// estimate to the cent however it is split, and the sales tax report reads the same sale the same way.

/** A document's money figures in cents: total = subtotal − discount + tax; tax is charged on `taxable`. */
export interface InvoiceFigures {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

export const NO_FIGURES: InvoiceFigures = {
  subtotalCents: 0,
  discountCents: 0,
  taxableCents: 0,
  taxCents: 0,
  totalCents: 0,
};

export function addFigures(a: InvoiceFigures, b: InvoiceFigures): InvoiceFigures {
  return {
    subtotalCents: a.subtotalCents + b.subtotalCents,
    discountCents: a.discountCents + b.discountCents,
    taxableCents: a.taxableCents + b.taxableCents,
    taxCents: a.taxCents + b.taxCents,
    totalCents: a.totalCents + b.totalCents,
  };
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The figures of an invoice billing `amountCents` (tax included) of an accepted estimate (`whole`),
 * after the invoices already made from it (`before`, summed). Each figure is allocated on what will
 * have been billed once this invoice is made: round(figure × billed ÷ total) less what the invoices
 * before it took, so rounding never drifts and the final invoice (`final`: all that is left) takes
 * exactly the remainder. Shares are never negative nor more than the invoice holds (invoices made
 * before this rule carried no tax; the final then takes what tax it can).
 */
export function invoiceShare(
  whole: InvoiceFigures,
  before: InvoiceFigures,
  amountCents: number,
  final: boolean,
): InvoiceFigures {
  const billed = before.totalCents + amountCents;
  const upTo = (figure: number) =>
    final || whole.totalCents <= 0
      ? figure
      : Number(divideRoundHalfUp(BigInt(figure) * BigInt(billed), BigInt(whole.totalCents)));
  const taxCents = clamp(upTo(whole.taxCents) - before.taxCents, 0, amountCents);
  const discountCents = Math.max(0, upTo(whole.discountCents) - before.discountCents);
  const subtotalCents = amountCents - taxCents + discountCents;
  const taxableCents = clamp(upTo(whole.taxableCents) - before.taxableCents, 0, subtotalCents - discountCents);
  return { subtotalCents, discountCents, taxableCents, taxCents, totalCents: amountCents };
}

/** One figure of an invoice as people read it; signed (a discount and a credit subtract). */
export type InvoiceFigureRow =
  | { key: 'subtotal' | 'discount' | 'taxable' | 'tax' | 'acceptedTotal' | 'total' | 'thisInvoice'; cents: number }
  | { key: 'credit'; cents: number; credit: Pick<InvoiceCredit, 'invoiceId' | 'displayNumber' | 'kind'> };

/**
 * An invoice's figures in the order every copy prints them (the page, the client's page, the PDF):
 * what its lines add up to (for a final invoice, the accepted estimate), the taxable amount when tax
 * is not charged on all of it (so the tax can be checked), then what it bills: its total, or for a
 * final invoice the accepted total less each invoice before it ("This invoice").
 */
export function invoiceFigureRows(invoice: {
  totals: InvoiceFigures;
  accepted: InvoiceFigures | null;
  credits: readonly InvoiceCredit[];
}): InvoiceFigureRow[] {
  const figures = invoice.accepted ?? invoice.totals;
  const rows: InvoiceFigureRow[] = [{ key: 'subtotal', cents: figures.subtotalCents }];
  if (figures.discountCents) rows.push({ key: 'discount', cents: -figures.discountCents });
  if (figures.taxCents) {
    if (figures.taxableCents !== figures.subtotalCents - figures.discountCents) {
      rows.push({ key: 'taxable', cents: figures.taxableCents });
    }
    rows.push({ key: 'tax', cents: figures.taxCents });
  }
  if (!invoice.accepted) return [...rows, { key: 'total', cents: invoice.totals.totalCents }];
  return [
    ...rows,
    { key: 'acceptedTotal', cents: invoice.accepted.totalCents },
    ...invoice.credits.map((credit) => ({ key: 'credit' as const, cents: -credit.totalCents, credit })),
    { key: 'thisInvoice', cents: invoice.totals.totalCents },
  ];
}
