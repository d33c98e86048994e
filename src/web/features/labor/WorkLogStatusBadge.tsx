import type { WorkLogStatus } from '../../../shared/labor.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { STATUS_BADGE } from './rules.ts';

/** A work log's status (on the clock, submitted, approved, rejected), and Paid once a pay period holds it. */
export function WorkLogStatusBadge({ status, paid }: { status: WorkLogStatus; paid: boolean }) {
  const { t } = useI18n();
  return (
    <span className="inline-flex flex-wrap gap-1" data-testid="work-log-status">
      <Badge variant={STATUS_BADGE[status]}>{t(`labor.status.${status}`)}</Badge>
      {paid && <Badge variant="outline">{t('labor.paid')}</Badge>}
    </span>
  );
}
