import { LEAD_STATUS_BADGE, type LeadStatus } from '../../../shared/leads.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { Badge } from '../../components/ui/Badge.tsx';

/** A lead status with its badge style (spec section 4) and label. */
export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  useBundle('leads'); // leadOptions.*: already loaded by the page, so this does not wait.
  const { t } = useI18n();
  return (
    <Badge variant={LEAD_STATUS_BADGE[status]} className={className} data-status={status}>
      {t(`leadOptions.status.${status}`)}
    </Badge>
  );
}
