import { JOB_STATUS_BADGE, type JobStatus } from '../../../shared/jobs.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Badge } from '../../components/ui/Badge.tsx';

/** A job status with its badge style and label (Pendente, Em Progresso, Concluído, Cancelado). */
export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge variant={JOB_STATUS_BADGE[status]} className={className} data-status={status}>
      {t(`jobOptions.status.${status}`)}
    </Badge>
  );
}
