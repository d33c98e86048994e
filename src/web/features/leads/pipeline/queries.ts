import {
  LEAD_LIMITS,
  statusesOfStage,
  type LeadFilters,
  type LeadStatus,
  type PipelineStage,
} from '../../../../shared/leads.ts';
import { ApiError } from '../../../lib/api.ts';
import { useBoardMove, useBoardQuery, useShowMoreQuery } from '../../../lib/board-query.ts';
import { useI18n } from '../../../lib/i18n.ts';
import { leadKeys, leadsApi } from '../api.ts';
import { toast } from '../../../lib/toast.ts';
import { localizeMessage } from '../../../lib/validation-messages.ts';
import { appendPage, moveLead, refill, revertMove, type Board } from './board-state.ts';

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
  return useBoardQuery<Board>({
    queryKey: leadKeys.board(filters),
    fetchBoard: () => leadsApi.board(filters),
    refill: (fresh, previous) => refill(fresh, previous, fetchColumnPage(filters)),
  });
}

/** "Show more" of a column: its next page, appended to the cached board. */
export function useShowMore(filters: BoardFilters, stage: PipelineStage) {
  const { t } = useI18n();
  return useShowMoreQuery({
    queryKey: leadKeys.board(filters),
    fetchPage: (cursor: string) => fetchColumnPage(filters)(stage, cursor),
    append: (board: Board, page) => appendPage(board, stage, page),
    failed: t('pipeline.loadFailedToast'),
  });
}

const changeStatus = (leadId: string, status: LeadStatus) => leadsApi.changeStatus(leadId, { status });

/**
 * Moving a card: the cached boards change at once (the card, both columns' counts and budget totals),
 * then the status change is sent. On failure the move is undone and the spec's error toast shown; when
 * the last pending move has settled, every lead query is refreshed.
 */
export function useMoveLead() {
  const { t } = useI18n();
  return useBoardMove({
    boardsKey: allBoards,
    moveKey,
    refreshKey: leadKeys.all,
    apply: moveLead,
    revert: revertMove,
    send: changeStatus,
    onFailed: (error) => {
      const description = error instanceof ApiError && error.status !== 0 ? localizeMessage(error.message) : undefined;
      toast.error(t('pipeline.moveFailed'), description ? { description } : {});
    },
  });
}
