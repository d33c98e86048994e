import type { DocumentCompany } from '../../../shared/share-responses.ts';

/** A phone number as a tel: link dials it (digits and a leading +), or null when it has no digits. */
export function telHref(phone: string | null): string | null {
  const dialled = phone?.replace(/[^\d+]/g, '');
  return dialled && /\d/.test(dialled) ? `tel:${dialled}` : null;
}

/** The company's payment instructions as it wrote them, or null when it wrote none (blank counts as none). */
export function paymentInstructionsOf(company: Pick<DocumentCompany, 'paymentInstructions'>): string | null {
  const text = company.paymentInstructions;
  return text && text.trim() ? text : null;
}

/**
 * What an invoice's page offers for its balance: nothing when void or settled, the Pay button when
 * online payment is on (and the server did not refuse it since), else how to pay the company
 * (issue #38): never a Pay button that can only fail.
 */
export type PayOption = 'void' | 'settled' | 'online' | 'direct';

export function payOption(
  invoice: { status: string; totals: { balanceCents: number } },
  onlinePayment: boolean,
): PayOption {
  if (invoice.status === 'void') return 'void';
  if (invoice.totals.balanceCents <= 0) return 'settled';
  return onlinePayment ? 'online' : 'direct';
}
