import type { BillStatus } from '../../../shared/payables.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { BILL_STATUS_VARIANTS } from './status.ts';

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={BILL_STATUS_VARIANTS[status]} data-testid="bill-status">
      {t(`payables.status.${status}`)}
    </Badge>
  );
}
