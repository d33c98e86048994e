import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGES, type BudgetRange, type LeadStatus, type PipelineStage } from '../../../../shared/leads.ts';
import type { BoardColumn, Lead } from '../api.ts';
import {
  appendPage,
  budgetEstimate,
  findLead,
  isEmptyBoard,
  moveLead,
  revertMove,
  statusForDrop,
  type Board,
} from './board-state.ts';

let seq = 0;
function lead(status: LeadStatus, budgetRange: BudgetRange | null, createdAt: string, id = `lead-${++seq}`): Lead {
  return {
    id,
    name: `Lead ${id}`,
    email: null,
    phone: null,
    address: null,
    source: 'manual',
    flooringType: 'hardwood',
    status,
    budgetRange,
    squareFeet: 500,
    rooms: null,
    timeline: null,
    notes: null,
    nextFollowUpOn: null,
    assignedTo: null,
    assigneeName: null,
    referrerId: null,
    referrerName: null,
    jobId: null,
    userId: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A board whose columns' counts and totals are those of their leads (all loaded). */
function boardOf(leads: Lead[]): Board {
  return {
    columns: PIPELINE_STAGES.map((stage): BoardColumn => {
      const inColumn = leads
        .filter((l) => (l.status === 'cold_lead' || l.status === 'warm_lead' ? 'new_lead' : l.status) === stage)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        stage,
        count: inColumn.length,
        budgetTotal: inColumn.reduce((sum, l) => sum + budgetEstimate(l.budgetRange), 0),
        leads: inColumn,
        nextCursor: null,
      };
    }),
  };
}
const column = (board: Board, stage: PipelineStage) => board.columns.find((c) => c.stage === stage)!;
const ids = (board: Board, stage: PipelineStage) => column(board, stage).leads.map((l) => l.id);

describe('statusForDrop', () => {
  it('gives the stage status of the column a lead is dropped on', () => {
    expect(statusForDrop('new_lead', 'contacted')).toBe('contacted');
    expect(statusForDrop('proposal_sent', 'lost')).toBe('lost');
    expect(statusForDrop('contacted', 'new_lead')).toBe('new_lead');
  });

  it('a cold or warm lead takes the new stage, but keeps its temperature in the first column', () => {
    expect(statusForDrop('cold_lead', 'qualified')).toBe('qualified');
    expect(statusForDrop('warm_lead', 'proposal_accepted')).toBe('proposal_accepted');
    expect(statusForDrop('cold_lead', 'new_lead')).toBeNull();
    expect(statusForDrop('warm_lead', 'new_lead')).toBeNull();
  });

  it('dropping on its own column changes nothing', () => {
    expect(statusForDrop('qualified', 'qualified')).toBeNull();
    expect(statusForDrop('new_lead', 'new_lead')).toBeNull();
  });
});

describe('moveLead', () => {
  const a = lead('new_lead', '25k_50k', '2025-03-03T00:00:00.000Z', 'a');
  const b = lead('cold_lead', 'under_5k', '2025-03-02T00:00:00.000Z', 'b');
  const c = lead('contacted', '5k_10k', '2025-03-04T00:00:00.000Z', 'c');
  const d = lead('contacted', null, '2025-03-01T00:00:00.000Z', 'd');
  const board = boardOf([a, b, c, d]);

  it('moves the card and its count and budget estimate from one column to the other', () => {
    const { board: moved, undo } = moveLead(board, 'a', 'contacted', '2025-04-01T00:00:00.000Z');
    expect(ids(moved, 'new_lead')).toEqual(['b']);
    expect(column(moved, 'new_lead')).toMatchObject({ count: 1, budgetTotal: 2500 });
    // Newest first, as the server orders a column.
    expect(ids(moved, 'contacted')).toEqual(['c', 'a', 'd']);
    expect(column(moved, 'contacted')).toMatchObject({ count: 3, budgetTotal: 7500 + 37500 });
    expect(findLead(moved, 'a')?.lead).toMatchObject({ status: 'contacted', updatedAt: '2025-04-01T00:00:00.000Z' });
    expect(undo).toEqual({ leadId: 'a', status: 'new_lead', stage: 'new_lead', before: 'b' });
  });

  it('leaves the other columns and the original board untouched', () => {
    const { board: moved } = moveLead(board, 'a', 'lost');
    expect(column(moved, 'qualified')).toBe(column(board, 'qualified'));
    expect(column(moved, 'contacted')).toBe(column(board, 'contacted'));
    expect(ids(board, 'new_lead')).toEqual(['a', 'b']);
    expect(column(board, 'lost').count).toBe(0);
  });

  it('a lead without a budget range moves its count only', () => {
    const { board: moved } = moveLead(board, 'd', 'qualified');
    expect(column(moved, 'qualified')).toMatchObject({ count: 1, budgetTotal: 0 });
    expect(column(moved, 'contacted')).toMatchObject({ count: 1, budgetTotal: 7500 });
  });

  it('a cold lead changes status but stays in the first column when set to new_lead', () => {
    const { board: moved } = moveLead(board, 'b', 'new_lead');
    expect(ids(moved, 'new_lead')).toEqual(['a', 'b']);
    expect(column(moved, 'new_lead')).toMatchObject({ count: 2, budgetTotal: 40000 });
    expect(findLead(moved, 'b')?.lead.status).toBe('new_lead');
  });

  it('changes nothing for an unknown lead or the same status', () => {
    expect(moveLead(board, 'nope', 'lost')).toEqual({ board, undo: null });
    expect(moveLead(board, 'c', 'contacted')).toEqual({ board, undo: null });
  });

  it('keeps counts of cards that are not loaded', () => {
    const partial: Board = {
      columns: board.columns.map((col) => (col.stage === 'lost' ? { ...col, count: 120, budgetTotal: 1000 } : col)),
    };
    const { board: moved } = moveLead(partial, 'c', 'lost');
    expect(column(moved, 'lost')).toMatchObject({ count: 121, budgetTotal: 8500 });
  });
});

describe('revertMove', () => {
  const a = lead('warm_lead', '10k_25k', '2025-03-03T00:00:00.000Z', 'a');
  const b = lead('new_lead', 'over_50k', '2025-03-04T00:00:00.000Z', 'b');
  const c = lead('new_lead', null, '2025-03-01T00:00:00.000Z', 'c');
  const board = boardOf([a, b, c]);

  it('puts the card back in its place with its old status, counts and totals', () => {
    const { board: moved, undo } = moveLead(board, 'a', 'proposal_sent');
    expect(column(moved, 'proposal_sent')).toMatchObject({ count: 1, budgetTotal: 17500 });
    const reverted = revertMove(moved, undo!);
    expect(ids(reverted, 'new_lead')).toEqual(['b', 'a', 'c']);
    expect(findLead(reverted, 'a')?.lead.status).toBe('warm_lead');
    for (const stage of PIPELINE_STAGES) {
      expect(column(reverted, stage)).toMatchObject({
        count: column(board, stage).count,
        budgetTotal: column(board, stage).budgetTotal,
      });
    }
  });

  it('undoes one move without undoing another made since', () => {
    const first = moveLead(board, 'a', 'lost');
    const second = moveLead(first.board, 'b', 'qualified');
    const reverted = revertMove(second.board, first.undo!);
    expect(ids(reverted, 'new_lead')).toEqual(['a', 'c']);
    expect(ids(reverted, 'qualified')).toEqual(['b']);
    expect(column(reverted, 'lost')).toMatchObject({ count: 0, budgetTotal: 0 });
  });

  it('puts the last loaded card back at the end, even when it is older than a card loaded since', () => {
    const { board: moved, undo } = moveLead(board, 'c', 'contacted');
    expect(undo?.before).toBeNull();
    const older = lead('new_lead', null, '2025-02-01T00:00:00.000Z', 'older');
    const withMore = appendPage(moved, 'new_lead', { items: [older], nextCursor: null });
    expect(ids(revertMove(withMore, undo!), 'new_lead')).toEqual(['b', 'a', 'older', 'c']);
  });

  it('without its old neighbour, puts the card back where its age belongs', () => {
    const first = moveLead(board, 'a', 'lost');
    const second = moveLead(first.board, 'c', 'qualified');
    expect(ids(revertMove(second.board, first.undo!), 'new_lead')).toEqual(['b', 'a']);
  });

  it('does nothing when the lead is no longer on the board', () => {
    const { undo } = moveLead(board, 'a', 'lost');
    const other = boardOf([b, c]);
    expect(revertMove(other, undo!)).toBe(other);
  });
});

describe('appendPage', () => {
  it("adds a page's cards after the loaded ones, skipping cards already on the board", () => {
    const a = lead('lost', null, '2025-03-05T00:00:00.000Z', 'a');
    const b = lead('lost', null, '2025-03-04T00:00:00.000Z', 'b');
    const moved = lead('qualified', null, '2025-03-03T00:00:00.000Z', 'moved');
    const board = boardOf([a, moved]);
    const next = appendPage(board, 'lost', {
      items: [b, { ...moved, status: 'lost' }, lead('lost', null, '2025-03-02T00:00:00.000Z', 'c')],
      nextCursor: 'cursor-3',
    });
    expect(ids(next, 'lost')).toEqual(['a', 'b', 'c']);
    expect(column(next, 'lost').nextCursor).toBe('cursor-3');
    expect(ids(next, 'qualified')).toEqual(['moved']);
    // Counts come from the server, which already counted the further cards.
    expect(column(next, 'lost').count).toBe(1);
  });
});

describe('isEmptyBoard', () => {
  it('is true only when no column holds a lead', () => {
    expect(isEmptyBoard(boardOf([]))).toBe(true);
    expect(isEmptyBoard(boardOf([lead('lost', null, '2025-01-01T00:00:00.000Z')]))).toBe(false);
  });
});
