import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  LEAD_LIMITS,
  statusesOfStage,
  type LeadFilters,
  type LeadStatus,
  type PipelineStage,
} from '../../../shared/leads.ts';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { leadKeys, leadsApi } from '../../lib/leads-api.ts';
import { toast } from '../../lib/toast.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import { appendPage, moveLead, refill, revertMove, type Board, type MoveUndo } from './board-state.ts';

/** The board's filters (the list's, without status and sort: the columns are the statuses). */
export type BoardFilters = Omit<LeadFilters, 'status' | 'sort'>;

/** Every cached board, whatever its filters. */
const allBoards = [...leadKeys.all, 'board'] as const;
const moveKey = [...leadKeys.all, 'board-move'] as const;

const fetchColumnPage = (filters: BoardFilters) => (stage: PipelineStage, cursor: string) =>
  leadsApi.list({ ...filters, status: statusesOfStage(stage), cursor, limit: LEAD_LIMITS.boardColumn });

/**
 * The board for a set of filters. A refresh (after a move, say) loads each column as deep as the user
 * had loaded it with "show more"; while new filters load, the previous board stays on screen.
 */
export function useBoard(filters: BoardFilters) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: leadKeys.board(filters),
    queryFn: async () =>
      refill(
        await leadsApi.board(filters),
        queryClient.getQueryData<Board>(leadKeys.board(filters)),
        fetchColumnPage(filters),
      ),
    placeholderData: keepPreviousData,
  });
}

/** "Show more" of a column: its next page, appended to the cached board. */
export function useShowMore(filters: BoardFilters, stage: PipelineStage) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (cursor: string) => fetchColumnPage(filters)(stage, cursor),
    onSuccess: (page) =>
      queryClient.setQueryData<Board>(leadKeys.board(filters), (board) => board && appendPage(board, stage, page)),
    onError: () => toast.error(t('pipeline.loadFailedToast')),
  });
}

interface MoveVariables {
  leadId: string;
  status: LeadStatus;
  /** How to undo the optimistic move in each cached board it changed. */
  undos: [QueryKey, MoveUndo][];
}

/**
 * Moving a card: the cached boards change at once (the card, both columns' counts and budget totals),
 * then the status change is sent. On failure the move is undone and the spec's error toast shown; when
 * the last pending move has settled, every lead query is refreshed.
 */
export function useMoveLead() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const mutation = useMutation({
    mutationKey: moveKey,
    mutationFn: ({ leadId, status }: MoveVariables) => leadsApi.changeStatus(leadId, { status }),
    onError: (error, { undos }) => {
      for (const [key, undo] of undos) {
        queryClient.setQueryData<Board>(key, (board) => board && revertMove(board, undo));
      }
      const description = error instanceof ApiError && error.status !== 0 ? localizeMessage(error.message) : undefined;
      toast.error(t('pipeline.moveFailed'), description ? { description } : {});
    },
    onSettled: () => {
      // This mutation still counts itself; refresh only when no other move is on its way.
      if (queryClient.isMutating({ mutationKey: moveKey }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: leadKeys.all });
      }
    },
  });
  const { mutate } = mutation;

  const move = useCallback(
    (leadId: string, status: LeadStatus) => {
      // Synchronously, so the card is in its new column when the drag overlay lands. Cancelling a
      // board fetch first keeps it from overwriting the move with older data.
      void queryClient.cancelQueries({ queryKey: allBoards });
      const undos: [QueryKey, MoveUndo][] = [];
      for (const [key, board] of queryClient.getQueriesData<Board>({ queryKey: allBoards })) {
        if (!board) continue;
        const moved = moveLead(board, leadId, status);
        if (!moved.undo) continue;
        queryClient.setQueryData<Board>(key, moved.board);
        undos.push([key, moved.undo]);
      }
      mutate({ leadId, status, undos });
    },
    [mutate, queryClient],
  );
  return { move, isPending: mutation.isPending };
}
