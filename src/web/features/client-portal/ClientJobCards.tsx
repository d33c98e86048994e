import { useQuery } from '@tanstack/react-query';
import { jobsApi, type Job } from '../jobs/api.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { JobProgress } from '../jobs/JobProgress.tsx';
import { JobStatusBadge } from '../jobs/JobStatusBadge.tsx';

/** The jobs the caller sees (a client: their own), newest first. */
export const useClientJobs = () =>
  useQuery({ queryKey: ['client-view', 'jobs'], queryFn: async () => (await jobsApi.list({ limit: 100 })).items });

/** The client's jobs as cards with status and progress; the selected one is marked. */
export function ClientJobCards({
  jobs,
  selectedId,
  onSelect,
}: {
  jobs: readonly Job[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('clientPortal.jobs.title')}>
      {jobs.map((job) => (
        <li key={job.id}>
          <button
            type="button"
            aria-pressed={job.id === selectedId}
            onClick={() => onSelect(job.id)}
            className={cn(
              'flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              job.id === selectedId ? 'border-primary ring-1 ring-primary' : 'border-border hover:bg-muted/50',
            )}
          >
            <span className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-medium break-words">{job.title}</span>
              <JobStatusBadge status={job.status} className="shrink-0" />
            </span>
            {job.address && <span className="text-sm break-words text-muted-foreground">{job.address}</span>}
            <JobProgress job={job} />
          </button>
        </li>
      ))}
    </ul>
  );
}
