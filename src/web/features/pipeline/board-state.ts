import {
  BUDGET_RANGES,
  stageOf,
  type BudgetRange,
  type LeadStatus,
  type PipelineStage,
} from '../../../shared/leads.ts';
import type { BoardColumn, Lead, LeadPage } from '../../lib/leads-api.ts';

/** The board as GET /api/v1/leads/board answers it, and as the TanStack Query cache keeps it. */
export interface Board {
  columns: BoardColumn[];
}

/** What a lead adds to its column's budget total (the server sums the same estimates). */
export function budgetEstimate(range: BudgetRange | null): number {
  return range ? BUDGET_RANGES[range].estimate : 0;
}

/**
 * The status a lead gets when dropped on a column, or null when it stays where it is: a cold or warm
 * lead dropped back on the first column keeps its temperature; anywhere else it takes the stage's status.
 */
export function statusForDrop(current: LeadStatus, target: PipelineStage): LeadStatus | null {
  return stageOf(current) === target ? null : target;
}

/** Where a lead is on the board: its column's stage and its index among the column's loaded cards. */
export function findLead(board: Board, leadId: string): { lead: Lead; stage: PipelineStage; index: number } | null {
  for (const column of board.columns) {
    const index = column.leads.findIndex((lead) => lead.id === leadId);
    if (index >= 0) return { lead: column.leads[index]!, stage: column.stage, index };
  }
  return null;
}

const findColumn = (board: Board, stage: PipelineStage) => board.columns.find((column) => column.stage === stage)!;

/** Enough to put a moved lead back where it was. */
export interface MoveUndo {
  leadId: string;
  status: LeadStatus;
  stage: PipelineStage;
  /** The card that followed it in its column (null: it was the last loaded card). */
  before: string | null;
}

/** The index at which a lead belongs in a column ordered newest first, as the server orders it. */
function sortedIndex(leads: Lead[], lead: Lead): number {
  const index = leads.findIndex((other) => other.createdAt < lead.createdAt);
  return index < 0 ? leads.length : index;
}

/** The board without the lead (count and budget total of its column lowered), or null when it is not on it. */
function without(
  board: Board,
  leadId: string,
): { board: Board; lead: Lead; stage: PipelineStage; index: number } | null {
  const found = findLead(board, leadId);
  if (!found) return null;
  const estimate = budgetEstimate(found.lead.budgetRange);
  const columns = board.columns.map((column) =>
    column.stage === found.stage
      ? {
          ...column,
          count: Math.max(0, column.count - 1),
          budgetTotal: Math.max(0, column.budgetTotal - estimate),
          leads: column.leads.filter((lead) => lead.id !== leadId),
        }
      : column,
  );
  return { ...found, board: { ...board, columns } };
}

/**
 * The board with the lead added to a column, counted and summed: in front of the card `before` when
 * given and still there, at the end when `before` is null, else where its age puts it.
 */
function withLead(board: Board, lead: Lead, stage: PipelineStage, before?: string | null): Board {
  const estimate = budgetEstimate(lead.budgetRange);
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== stage) return column;
      const leads = column.leads.slice();
      const next = before ? leads.findIndex((other) => other.id === before) : -1;
      const at = before === null ? leads.length : next >= 0 ? next : sortedIndex(leads, lead);
      leads.splice(at, 0, lead);
      return { ...column, count: column.count + 1, budgetTotal: column.budgetTotal + estimate, leads };
    }),
  };
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
  const removed = without(board, leadId);
  if (!removed || removed.lead.status === status) return { board, undo: null };
  const moved: Lead = { ...removed.lead, status, updatedAt: now };
  return {
    board: withLead(removed.board, moved, stageOf(status)),
    undo: {
      leadId,
      status: removed.lead.status,
      stage: removed.stage,
      before: findColumn(board, removed.stage).leads[removed.index + 1]?.id ?? null,
    },
  };
}

/** Puts a moved lead back: its old status, its old column and place in it, counts and totals restored. */
export function revertMove(board: Board, undo: MoveUndo): Board {
  const removed = without(board, undo.leadId);
  if (!removed) return board;
  // The lead's other fields are left as they are now; only the move is undone.
  const restored: Lead = { ...removed.lead, status: undo.status };
  return withLead(removed.board, restored, undo.stage, undo.before);
}

/**
 * A further page of a column ("show more") appended after its loaded cards. Leads already on the board
 * (e.g. moved there a moment ago) are not added twice; the column's next cursor becomes the page's.
 */
export function appendPage(board: Board, stage: PipelineStage, page: Pick<LeadPage, 'items' | 'nextCursor'>): Board {
  const onBoard = new Set(board.columns.flatMap((column) => column.leads.map((lead) => lead.id)));
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.stage === stage
        ? {
            ...column,
            leads: [
              ...column.leads,
              ...page.items.filter((lead) => !onBoard.has(lead.id) && stageOf(lead.status) === stage),
            ],
            nextCursor: page.nextCursor,
          }
        : column,
    ),
  };
}

/** Fetches a further page of a column, from a cursor. */
export type FetchColumnPage = (stage: PipelineStage, cursor: string) => Promise<Pick<LeadPage, 'items' | 'nextCursor'>>;

/**
 * A freshly fetched board (first cards of each column) loaded as deep as the board it replaces:
 * a column where the user had asked for more cards gets its further pages again, so refreshing the
 * board after a change does not take those cards away.
 */
export async function refill(fresh: Board, previous: Board | undefined, fetchPage: FetchColumnPage): Promise<Board> {
  if (!previous) return fresh;
  const wanted = new Map(previous.columns.map((column) => [column.stage, column.leads.length]));
  let board = fresh;
  await Promise.all(
    fresh.columns.map(async ({ stage }) => {
      // Pages of one column follow each other; columns load side by side.
      for (;;) {
        const column = board.columns.find((c) => c.stage === stage)!;
        if (!column.nextCursor || column.leads.length >= (wanted.get(stage) ?? 0)) return;
        const page = await fetchPage(stage, column.nextCursor);
        board = appendPage(board, stage, page);
        if (page.items.length === 0) return;
      }
    }),
  );
  return board;
}

/** Whether the board holds no lead at all. */
export function isEmptyBoard(board: Board): boolean {
  return board.columns.every((column) => column.count === 0 && column.leads.length === 0);
}
