import type { OrderStatus } from '../../../shared/orders.ts';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';

/** One token pair per status (ADR 0020): on its way in blue and amber, arrived in green, cancelled in red. */
export const STATUS_VARIANTS: Record<OrderStatus, BadgeVariant> = {
  draft: 'muted',
  ordered: 'info',
  partially_received: 'warning-soft',
  received: 'success-soft',
  cancelled: 'danger-soft',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
