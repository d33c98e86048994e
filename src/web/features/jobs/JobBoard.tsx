import { memo, useMemo } from 'react';
import { JOB_STAGES, type JobStage } from '../../../shared/jobs.ts';
import { BoardColumn, BoardSkeleton, CardList } from '../../components/board/BoardColumn.tsx';
import { DndBoard, type BoardSpeech } from '../../components/board/DndBoard.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { columnsInOrder } from '../../lib/board-state.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Job, JobBoardColumn } from './api.ts';
import { type BoardFilters, useMoveJob, useShowMore } from './page-queries.ts';
import type { Board } from './board-state.ts';
import { JobCard, JobCardBody } from './JobCard.tsx';

/**
 * The jobs as a board, one column per stage in JOB_STAGES order. Dragging a card (mouse, long press or
 * keyboard) changes the job's stage at once and undoes it with the spec's toast if the server refuses.
 */
export function JobBoard({
  board,
  filters,
  canMove,
  busy,
}: {
  board: Board;
  filters: BoardFilters;
  canMove: boolean;
  busy: boolean;
}) {
  const { t } = useI18n();
  const { move } = useMoveJob();
  const speech = useMemo<BoardSpeech<Job, JobStage>>(
    () => ({
      name: (job) => job.title,
      stageOf: (job) => job.projectStage,
      stageName: (stage) => t(`jobOptions.stage.${stage}`),
      moves: (job, stage) => stage !== job.projectStage,
      text: (key, vars) => t(`jobs.dnd.${key}`, vars),
    }),
    [t],
  );
  const onDrop = (job: Job, stage: JobStage) => {
    if (stage !== job.projectStage) move(job.id, stage);
  };

  return (
    <DndBoard speech={speech} onDrop={onDrop} overlay={(job) => <JobCardBody job={job} overlay />} busy={busy}>
      {columnsInOrder(board, JOB_STAGES).map((column) => (
        <JobColumn key={column.stage} column={column} filters={filters} canMove={canMove} />
      ))}
    </DndBoard>
  );
}

/** One stage: a region named after it, its count, its cards and "show more" while the server has more. */
const JobColumn = memo(function JobColumn({
  column,
  filters,
  canMove,
}: {
  column: JobBoardColumn;
  filters: BoardFilters;
  canMove: boolean;
}) {
  const { t } = useI18n();
  const showMore = useShowMore(filters, column.stage);
  const name = t(`jobOptions.stage.${column.stage}`);
  const description = t('jobs.card.roleDescription');

  return (
    <BoardColumn
      stage={column.stage}
      name={name}
      count={column.count}
      countLabel={column.count === 1 ? t('jobs.column.countOne') : t('jobs.column.count', { count: column.count })}
      canMove={canMove}
      loaded={column.jobs.length}
      nextCursor={column.nextCursor}
      showMore={showMore}
      showMoreLabel={(count) => t('jobs.column.showMore', { count })}
    >
      <CardList
        label={t('jobs.column.list', { stage: name })}
        empty={column.jobs.length === 0}
        emptyText={t('jobs.column.empty')}
      >
        {column.jobs.map((job) => (
          <JobCard key={job.id} job={job} canMove={canMove} roleDescription={description} />
        ))}
      </CardList>
    </BoardColumn>
  );
});

/** Skeleton columns while the board loads. */
export function JobBoardSkeleton() {
  const { t } = useI18n();
  return (
    <BoardSkeleton label={t('jobs.loading')} stages={JOB_STAGES}>
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </BoardSkeleton>
  );
}
