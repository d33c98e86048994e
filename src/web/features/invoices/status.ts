import type { InvoiceStatus } from '../../../shared/invoices.ts';
import type { BadgeVariant } from '../../components/ui/Badge.tsx';

/**
 * One token pair per status (ADR 0020): waiting on the client in blue, part paid in amber, paid in
 * green, overdue in the danger token; drafts and void invoices grey.
 */
export const INVOICE_STATUS_VARIANTS: Record<InvoiceStatus, BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'info',
  partially_paid: 'warning-soft',
  paid: 'success-soft',
  overdue: 'danger-soft',
  void: 'outline',
};

/** Whether an invoice in this status still waits on money (its balance is owed). */
export const isOpen = (status: InvoiceStatus) =>
  status === 'sent' || status === 'viewed' || status === 'partially_paid' || status === 'overdue';

/** The balance's colour in lists: owed past its date in the danger token, owed in the text colour, else muted. */
export function balanceTone(status: InvoiceStatus, balanceCents: number): 'danger' | 'owed' | 'settled' {
  if (status === 'overdue' && balanceCents > 0) return 'danger';
  return isOpen(status) && balanceCents > 0 ? 'owed' : 'settled';
}
