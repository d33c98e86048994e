import { JOB_STAGE_PROGRESS, type JobStage } from '../../../shared/jobs.ts';
import { boardOps, type FetchColumnPage as FetchPage } from '../../lib/board-state.ts';
import type { JobBoard } from '../../../shared/job-responses.ts';
import type { Job, JobBoardColumn, JobPage } from './api.ts';

/** The board as GET /api/v1/jobs/board answers it, and as the TanStack Query cache keeps it. */
export type Board = JobBoard;

/** A column keeps its jobs under `jobs` and is their project stage. */
const jobBoard = boardOps<JobStage, Job, JobBoardColumn>({
  cards: (column) => column.jobs,
  withCards: (column, jobs) => ({ ...column, jobs }),
  stageOf: (job) => job.projectStage,
});

/** Where a job is on the board: its column and its index among the column's loaded cards. */
export function findJob(board: Board, jobId: string): { job: Job; stage: JobStage; index: number } | null {
  const found = jobBoard.findCard(board, jobId);
  return found && { job: found.card, stage: found.stage, index: found.index };
}

/** Enough to put a moved job back where it was. */
export interface MoveUndo {
  jobId: string;
  stage: JobStage;
  progress: number;
  /** The card that followed it in its column (null: it was the last loaded card). */
  before: string | null;
}

/**
 * The board after a job moved to `stage`: the card leaves its column for the stage's, both counts
 * follow, and its progress becomes the stage's own (as the server sets it without one). The same
 * board and no undo when the job is not on it or is already at that stage.
 */
export function moveJob(
  board: Board,
  jobId: string,
  stage: JobStage,
  now: string = new Date().toISOString(),
): { board: Board; undo: MoveUndo | null } {
  const moved = jobBoard.moveCard(board, jobId, (job) =>
    job.projectStage === stage
      ? null
      : { ...job, projectStage: stage, progressPercentage: JOB_STAGE_PROGRESS[stage], updatedAt: now },
  );
  const { undo } = moved;
  return {
    board: moved.board,
    undo: undo && { jobId, stage: undo.stage, progress: undo.card.progressPercentage, before: undo.before },
  };
}

/** Puts a moved job back: its old stage and progress, its old column and place, counts restored. */
export function revertMove(board: Board, undo: MoveUndo): Board {
  return jobBoard.revertCard(board, undo.jobId, undo, (job) => ({
    ...job,
    projectStage: undo.stage,
    progressPercentage: undo.progress,
  }));
}

/** A further page of a column ("show more") after its loaded cards, without jobs already on the board. */
export const appendPage: (board: Board, stage: JobStage, page: Pick<JobPage, 'items' | 'nextCursor'>) => Board =
  jobBoard.appendPage;

export type FetchColumnPage = FetchPage<JobStage, Job>;

/** A freshly fetched board loaded as deep as the one it replaces (see `refill` of lib/board-state). */
export const refill: (fresh: Board, previous: Board | undefined, fetchPage: FetchColumnPage) => Promise<Board> =
  jobBoard.refill;

/** Whether the board holds no job at all. */
export const isEmptyBoard: (board: Board) => boolean = jobBoard.isEmptyBoard;
