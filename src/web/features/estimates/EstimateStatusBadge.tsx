import type { EstimateStatus } from '../../../shared/estimates.ts';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';

/** One token pair per status (ADR 0020): waiting on the client in blue and amber, answers in green and red. */
export const STATUS_VARIANTS: Record<EstimateStatus, BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'warning-soft',
  accepted: 'success-soft',
  declined: 'danger-soft',
  expired: 'outline',
};

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  const { t } = useI18n();
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-testid="estimate-status">
      {t(`estimates.status.${status}`)}
    </Badge>
  );
}
