import type { JobStatus } from '../../../shared/jobs.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Badge, hueBadge, type BadgeStyle } from '../../components/ui/Badge.tsx';
import { cn } from '../../lib/cn.ts';

/** Each job status's hue (spec section 9: "plus lead and job statuses"). */
export const JOB_STATUS_BADGE: Record<JobStatus, BadgeStyle> = {
  pending: hueBadge('bg-yellow-100 text-yellow-800 dark:bg-yellow-400/15 dark:text-yellow-300'),
  in_progress: hueBadge('bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300'),
  completed: hueBadge('bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'),
  cancelled: hueBadge('bg-gray-200 text-gray-700 dark:bg-gray-400/15 dark:text-gray-300'),
};

/** A job status with its badge style and label (Pendente, Em Progresso, Concluído, Cancelado). */
export function JobStatusBadge({ status, className }: { status: JobStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge
      variant={JOB_STATUS_BADGE[status].variant}
      className={cn(JOB_STATUS_BADGE[status].className, className)}
      data-status={status}
    >
      {t(`jobOptions.status.${status}`)}
    </Badge>
  );
}
