import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobProgress } from '../../../shared/jobs.ts';

/** A job's progress (jobProgress, the one figure of every card) as a bar with its percentage. */
export function JobProgress({
  job,
  showLabel = true,
  className,
}: {
  job: { status: string; progressPercentage: number | null };
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const percent = jobProgress(job);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={t('jobs.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('jobs.progress.value', { percent })}
        className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', percent === 100 ? 'bg-success' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {showLabel && (
        <span className="w-10 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{percent}%</span>
      )}
    </div>
  );
}
