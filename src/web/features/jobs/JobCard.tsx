import { CalendarDays, UserRound } from 'lucide-react';
import { memo } from 'react';
import { CardFrame, DraggableCard } from '../../components/board/BoardCard.tsx';
import { JobProgress } from './JobProgress.tsx';
import { JobStatusBadge } from './JobStatusBadge.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Job } from './api.ts';
import { jobPath } from '../../page-paths.ts';

/** A card's content: title (a link to the job), status, client, scheduled start and progress. */
export const JobCardBody = memo(function JobCardBody({ job, overlay = false }: { job: Job; overlay?: boolean }) {
  const { t, language } = useI18n();
  return (
    <CardFrame
      title={job.title}
      href={jobPath(job.id)}
      overlay={overlay}
      spacing="space-y-2"
      aside={<JobStatusBadge status={job.status} />}
    >
      <div className="space-y-1 text-xs text-muted-foreground">
        <p className="flex min-w-0 items-center gap-1">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{job.clientName ?? t('jobs.noClient')}</span>
        </p>
        <p className="flex items-center gap-1">
          <CalendarDays aria-hidden className="size-3.5 shrink-0" />
          {job.scheduledStart ? (
            <time dateTime={job.scheduledStart}>{formatDateTime(job.scheduledStart, language)}</time>
          ) : (
            <span>{t('jobs.notScheduled')}</span>
          )}
        </p>
      </div>
      <JobProgress job={job} />
    </CardFrame>
  );
});

/**
 * A card on the board: a list item named after the job, with `data-job-id`. For members who may move
 * jobs it is a dnd-kit draggable: focus it and press Space, or drag it (long press on phones).
 */
export const JobCard = memo(function JobCard({
  job,
  canMove,
  roleDescription,
}: {
  job: Job;
  canMove: boolean;
  roleDescription: string;
}) {
  return (
    <DraggableCard
      id={job.id}
      card={job}
      canMove={canMove}
      roleDescription={roleDescription}
      label={job.title}
      data-job-id={job.id}
      data-job-stage={job.projectStage}
    >
      <JobCardBody job={job} />
    </DraggableCard>
  );
});
