import {
  BUDGET_RANGES,
  stageOf,
  type BudgetRange,
  type LeadStatus,
  type PipelineStage,
} from '../../../../shared/leads.ts';
import { boardOps, type FetchColumnPage as FetchPage } from '../../../lib/board-state.ts';
import type { LeadBoard } from '../../../../shared/lead-responses.ts';
import type { BoardColumn, LeadCard, LeadPage } from '../api.ts';

/** The board as GET /api/v1/leads/board answers it, and as the TanStack Query cache keeps it. */
export type Board = LeadBoard;

/** What a lead adds to its column's budget total (the server sums the same estimates). */
export function budgetEstimate(range: string | null): number {
  // A lead's budgetRange is one of BUDGET_RANGE_KEYS (the API types it as text).
  return range ? BUDGET_RANGES[range as BudgetRange].estimate : 0;
}

/** A column keeps its leads under `leads`, sums their budget estimates, and is the stage of their status. */
const leadBoard = boardOps<PipelineStage, LeadCard, BoardColumn>({
  cards: (column) => column.leads,
  withCards: (column, leads) => ({ ...column, leads }),
  totals: (column, lead, delta) => ({
    budgetTotal: Math.max(0, column.budgetTotal + delta * budgetEstimate(lead.budgetRange)),
  }),
  stageOf: (lead) => stageOf(lead.status),
});

/**
 * The status a lead gets when dropped on a column, or null when it stays where it is: a cold or warm
 * lead dropped back on the first column keeps its temperature; anywhere else it takes the stage's status.
 */
export function statusForDrop(current: LeadStatus, target: PipelineStage): LeadStatus | null {
  return stageOf(current) === target ? null : target;
}

/** Where a lead is on the board: its column's stage and its index among the column's loaded cards. */
export function findLead(board: Board, leadId: string): { lead: LeadCard; stage: PipelineStage; index: number } | null {
  const found = leadBoard.findCard(board, leadId);
  return found && { lead: found.card, stage: found.stage, index: found.index };
}

/** Enough to put a moved lead back where it was. */
export interface MoveUndo {
  leadId: string;
  status: LeadStatus;
  stage: PipelineStage;
  /** The card that followed it in its column (null: it was the last loaded card). */
  before: string | null;
}

/**
 * The board after a lead's status changed to `status`: the card leaves its column and joins the
 * column of the new status, both columns' counts and budget totals follow. Returns the board unchanged
 * (same object) and no undo when the lead is not on this board or its status is already `status`.
 */
export function moveLead(
  board: Board,
  leadId: string,
  status: LeadStatus,
  now: string = new Date().toISOString(),
): { board: Board; undo: MoveUndo | null } {
  const moved = leadBoard.moveCard(board, leadId, (lead) =>
    lead.status === status ? null : { ...lead, status, updatedAt: now },
  );
  const { undo } = moved;
  return {
    board: moved.board,
    undo: undo && { leadId, status: undo.card.status, stage: undo.stage, before: undo.before },
  };
}

/** Puts a moved lead back: its old status, its old column and place in it, counts and totals restored. */
export function revertMove(board: Board, undo: MoveUndo): Board {
  // The lead's other fields are left as they are now; only the move is undone.
  return leadBoard.revertCard(board, undo.leadId, undo, (lead) => ({ ...lead, status: undo.status }));
}

/**
 * A further page of a column ("show more") appended after its loaded cards. Leads already on the board
 * (e.g. moved there a moment ago) are not added twice; the column's next cursor becomes the page's.
 */
export const appendPage: (board: Board, stage: PipelineStage, page: Pick<LeadPage, 'items' | 'nextCursor'>) => Board =
  leadBoard.appendPage;

/** Fetches a further page of a column, from a cursor. */
export type FetchColumnPage = FetchPage<PipelineStage, LeadCard>;

/** A freshly fetched board loaded as deep as the board it replaces (see `refill` of lib/board-state). */
export const refill: (fresh: Board, previous: Board | undefined, fetchPage: FetchColumnPage) => Promise<Board> =
  leadBoard.refill;

/** Whether the board holds no lead at all. */
export const isEmptyBoard: (board: Board) => boolean = leadBoard.isEmptyBoard;
