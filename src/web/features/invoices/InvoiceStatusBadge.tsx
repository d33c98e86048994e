import type { InvoiceStatus } from '../../../shared/invoices.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { INVOICE_STATUS_VARIANTS } from './status.ts';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={INVOICE_STATUS_VARIANTS[status]} data-testid="invoice-status">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
