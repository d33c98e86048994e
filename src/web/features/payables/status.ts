import type { BillStatus } from '../../../shared/payables.ts';
import type { BadgeVariant } from '../../components/ui/Badge.tsx';

/** One token pair per status (ADR 0020): owed in blue, part paid in amber, paid in green, void grey. */
export const BILL_STATUS_VARIANTS: Record<BillStatus, BadgeVariant> = {
  open: 'info',
  partially_paid: 'warning-soft',
  paid: 'success-soft',
  void: 'outline',
};

/** Whether money is still owed on a bill in this status (payments are taken, the due date counts). */
export const isOpenBill = (status: BillStatus) => status === 'open' || status === 'partially_paid';
