import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { JOB_LIMITS, type JobFilters, type JobStage, type JobStatus } from '../../../shared/jobs.ts';
import { type AddJobUpdateInput, type ChangeJobStageInput, type UpdateJobInput } from '../../../shared/job-inputs.ts';
import { localizeJobMessage } from './format.ts';
import { ApiError } from '../../lib/api.ts';
import { useBoardMove, useBoardQuery, useShowMoreQuery } from '../../lib/board-query.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobKeys, jobsApi, type Job, type JobPage } from './api.ts';
import { toast } from '../../lib/toast.ts';
import { appendPage, moveJob, refill, revertMove, type Board } from './board-state.ts';

/** Jobs per "Load more" page. */
export const LIST_PAGE_SIZE = 50;

export type BoardFilters = Omit<JobFilters, 'stage' | 'sort'>;

// Under jobKeys.list(filters), so job changes refresh it.
const listKey = (filters: JobFilters) => [...jobKeys.list(filters), 'infinite'] as const;
const allBoards = [...jobKeys.all, 'board'] as const;
const moveKey = [...jobKeys.all, 'board-move'] as const;

/** An error's message for a toast's second line, in the user's language (none for a network failure). */
export function errorDescription(error: unknown): { description?: string } {
  return error instanceof ApiError && error.status !== 0 ? { description: localizeJobMessage(error.message) } : {};
}

/** The filtered list, page by page; the previous results stay while other filters load. */
export const useJobList = (filters: JobFilters, enabled = true) =>
  useInfiniteQuery({
    queryKey: listKey(filters),
    queryFn: ({ pageParam }) => jobsApi.list({ ...filters, limit: LIST_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });

const fetchColumnPage = (filters: BoardFilters) => (stage: JobStage, cursor: string) =>
  jobsApi.list({ ...filters, stage: [stage], cursor, limit: JOB_LIMITS.boardColumn });

/** The board; a refresh loads each column as deep as "show more" had taken it. */
export function useJobBoard(filters: BoardFilters, enabled = true) {
  return useBoardQuery<Board>({
    queryKey: jobKeys.board(filters),
    fetchBoard: () => jobsApi.board(filters),
    refill: (fresh, previous) => refill(fresh, previous, fetchColumnPage(filters)),
    enabled,
  });
}

/** "Show more" of a column: its next page (the list with the column's stage), appended to the cached board. */
export function useShowMore(filters: BoardFilters, stage: JobStage) {
  const { t } = useI18n();
  return useShowMoreQuery({
    queryKey: jobKeys.board(filters),
    fetchPage: (cursor: string) => fetchColumnPage(filters)(stage, cursor),
    append: (board: Board, page) => appendPage(board, stage, page),
    failed: t('jobs.loadFailed'),
  });
}

const changeStage = (jobId: string, stage: JobStage) => jobsApi.changeStage(jobId, { stage });

/**
 * Dragging a card: the cached boards change at once, then the stage change is sent; on failure the
 * move is undone with the spec's toast. When the last pending move settles, every job query refreshes.
 */
export function useMoveJob() {
  const { t } = useI18n();
  return useBoardMove({
    boardsKey: allBoards,
    moveKey,
    refreshKey: jobKeys.all,
    apply: moveJob,
    revert: revertMove,
    send: changeStage,
    onFailed: (error) => toast.error(t('jobs.messages.updateStageFailed'), errorDescription(error)),
  });
}

export const useJob = (id: string) => useQuery({ queryKey: jobKeys.detail(id), queryFn: () => jobsApi.get(id) });

/** A job's updates, newest first, page by page. */
export const useJobUpdates = (id: string) =>
  useInfiniteQuery({
    queryKey: jobKeys.updates(id),
    queryFn: ({ pageParam }) => jobsApi.updates(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A job's change: the answer becomes its cached detail, then every job query refreshes. */
function useJobMutation<V>(id: string, call: (input: V) => Promise<Job>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

export const useChangeJobStatus = (id: string) =>
  useJobMutation(id, (status: JobStatus) => jobsApi.changeStatus(id, { status }));
export const useChangeJobStage = (id: string) =>
  useJobMutation(id, (input: ChangeJobStageInput) => jobsApi.changeStage(id, input));
export const useCompleteJob = (id: string) => useJobMutation(id, () => jobsApi.complete(id));
export const useUpdateJob = (id: string) => useJobMutation(id, (input: UpdateJobInput) => jobsApi.update(id, input));

export function useAddJobUpdate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddJobUpdateInput) => jobsApi.addUpdate(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobKeys.updates(id) }),
  });
}

/** Deletes a job; nothing is fetched again at once (the detail would ask for a job that is gone). */
export function useDeleteJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => jobsApi.remove(id),
    onSuccess: () => {
      queryClient.setQueriesData<InfiniteData<JobPage, string | null>>(
        { queryKey: [...jobKeys.all, 'list'], predicate: (query) => query.queryKey.at(-1) === 'infinite' },
        (data) => {
          if (!data?.pages.some((page) => page.items.some((job) => job.id === id))) return data;
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((job) => job.id !== id),
              total: page.total === null ? null : Math.max(0, page.total - 1),
            })),
          };
        },
      );
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' });
    },
  });
}
