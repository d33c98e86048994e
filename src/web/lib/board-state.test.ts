import { describe, expect, it, vi } from 'vitest';
import {
  appendPage,
  columnsInOrder,
  findCard,
  isEmptyBoard,
  moveCard,
  refill,
  revertCard,
  type BoardOf,
  type BoardShape,
} from './board-state.ts';

type Stage = 'todo' | 'doing' | 'done';
const STAGES: Stage[] = ['todo', 'doing', 'done'];
interface Card {
  id: string;
  createdAt: string;
  stage: Stage;
  weight: number;
}
interface Column {
  stage: Stage;
  count: number;
  weightTotal: number;
  cards: Card[];
  nextCursor: string | null;
}
type Board = BoardOf<Column>;

const shape: BoardShape<Stage, Card, Column> = {
  cards: (column) => column.cards,
  withCards: (column, cards) => ({ ...column, cards }),
  totals: (column, card, delta) => ({ weightTotal: Math.max(0, column.weightTotal + delta * card.weight) }),
  stageOf: (card) => card.stage,
};

const card = (id: string, stage: Stage, createdAt: string, weight = 1): Card => ({ id, stage, createdAt, weight });

/** A board whose columns' counts and totals are those of their cards (all loaded), newest first. */
function boardOf(cards: Card[]): Board {
  return {
    columns: STAGES.map((stage) => {
      const own = cards.filter((c) => c.stage === stage).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        stage,
        count: own.length,
        weightTotal: own.reduce((sum, c) => sum + c.weight, 0),
        cards: own,
        nextCursor: null,
      };
    }),
  };
}
const column = (board: Board, stage: Stage) => board.columns.find((c) => c.stage === stage)!;
const ids = (board: Board, stage: Stage) => column(board, stage).cards.map((c) => c.id);
const moveTo = (board: Board, id: string, stage: Stage) =>
  moveCard(board, shape, id, (c) => (c.stage === stage ? null : { ...c, stage }));
const revert = (board: Board, undo: NonNullable<ReturnType<typeof moveTo>['undo']>) =>
  revertCard(board, shape, undo.card.id, undo, (c) => ({ ...c, stage: undo.card.stage }));

describe('findCard', () => {
  it('finds the column and index of a loaded card', () => {
    const board = boardOf([card('a', 'todo', '2025-01-02'), card('b', 'todo', '2025-01-01')]);
    expect(findCard(board, shape, 'b')).toMatchObject({ stage: 'todo', index: 1, card: { id: 'b' } });
    expect(findCard(board, shape, 'nope')).toBeNull();
  });
});

describe('moveCard and revertCard', () => {
  const a = card('a', 'todo', '2025-03-03', 5);
  const b = card('b', 'todo', '2025-03-02', 2);
  const c = card('c', 'doing', '2025-03-04', 3);
  const d = card('d', 'doing', '2025-03-01', 4);
  const board = boardOf([a, b, c, d]);

  it('moves the card, the counts and the totals, newest first in the new column', () => {
    const { board: moved, undo } = moveTo(board, 'a', 'doing');
    expect(ids(moved, 'todo')).toEqual(['b']);
    expect(column(moved, 'todo')).toMatchObject({ count: 1, weightTotal: 2 });
    expect(ids(moved, 'doing')).toEqual(['c', 'a', 'd']);
    expect(column(moved, 'doing')).toMatchObject({ count: 3, weightTotal: 12 });
    expect(undo).toEqual({ card: a, stage: 'todo', before: 'b' });
    // Other columns and the original board are untouched.
    expect(column(moved, 'done')).toBe(column(board, 'done'));
    expect(ids(board, 'todo')).toEqual(['a', 'b']);
  });

  it('changes nothing for an unknown card or when the change gives nothing', () => {
    expect(moveTo(board, 'nope', 'done')).toEqual({ board, undo: null });
    expect(moveTo(board, 'c', 'doing')).toEqual({ board, undo: null });
  });

  it('keeps counts of cards that are not loaded', () => {
    const partial: Board = {
      columns: board.columns.map((col) => (col.stage === 'done' ? { ...col, count: 120, weightTotal: 1000 } : col)),
    };
    expect(column(moveTo(partial, 'c', 'done').board, 'done')).toMatchObject({ count: 121, weightTotal: 1003 });
  });

  it('puts the card back in its place, counts and totals restored', () => {
    const { board: moved, undo } = moveTo(board, 'a', 'done');
    const reverted = revert(moved, undo!);
    expect(ids(reverted, 'todo')).toEqual(['a', 'b']);
    expect(findCard(reverted, shape, 'a')?.card.stage).toBe('todo');
    for (const stage of STAGES) {
      expect(column(reverted, stage)).toMatchObject({
        count: column(board, stage).count,
        weightTotal: column(board, stage).weightTotal,
      });
    }
  });

  it('undoes one move without undoing another made since', () => {
    const first = moveTo(board, 'a', 'done');
    const second = moveTo(first.board, 'b', 'doing');
    const reverted = revert(second.board, first.undo!);
    expect(ids(reverted, 'todo')).toEqual(['a']);
    expect(ids(reverted, 'doing')).toEqual(['c', 'b', 'd']);
    expect(column(reverted, 'done')).toMatchObject({ count: 0, weightTotal: 0 });
  });

  it('puts the last loaded card back at the end, even when it is older than a card loaded since', () => {
    const { board: moved, undo } = moveTo(board, 'b', 'done');
    expect(undo?.before).toBeNull();
    const older = card('older', 'todo', '2025-02-01');
    const withMore = appendPage(moved, shape, 'todo', { items: [older], nextCursor: null });
    expect(ids(revert(withMore, undo!), 'todo')).toEqual(['a', 'older', 'b']);
  });

  it('without its old neighbour, puts the card back where its age belongs', () => {
    const three = boardOf([
      card('p', 'todo', '2025-01-05'),
      card('q', 'todo', '2025-01-04'),
      card('r', 'todo', '2025-01-01'),
    ]);
    const first = moveTo(three, 'q', 'done');
    const second = moveTo(first.board, 'r', 'doing');
    expect(ids(revert(second.board, first.undo!), 'todo')).toEqual(['p', 'q']);
  });

  it('does nothing when the card is no longer on the board', () => {
    const { undo } = moveTo(board, 'a', 'done');
    const other = boardOf([b, c]);
    expect(revert(other, undo!)).toBe(other);
  });
});

describe('appendPage', () => {
  it("adds a page's cards after the loaded ones, skipping cards on the board or of another column", () => {
    const a = card('a', 'done', '2025-03-05');
    const moved = card('moved', 'doing', '2025-03-03');
    const board = boardOf([a, moved]);
    const next = appendPage(board, shape, 'done', {
      items: [card('b', 'done', '2025-03-04'), { ...moved, stage: 'done' as const }, card('x', 'todo', '2025-03-02')],
      nextCursor: 'cursor-3',
    });
    expect(ids(next, 'done')).toEqual(['a', 'b']);
    expect(column(next, 'done').nextCursor).toBe('cursor-3');
    expect(ids(next, 'doing')).toEqual(['moved']);
    // Counts come from the server, which already counted the further cards.
    expect(column(next, 'done').count).toBe(1);
  });
});

describe('refill', () => {
  const page = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      card(`doing-${from + i}`, 'doing', new Date(Date.UTC(2025, 0, 1) - (from + i) * 60_000).toISOString()),
    );
  const freshBoard = (): Board => ({
    columns: STAGES.map((stage) => ({
      stage,
      count: stage === 'doing' ? 120 : 0,
      weightTotal: 0,
      cards: stage === 'doing' ? page(50, 0) : [],
      nextCursor: stage === 'doing' ? 'c50' : null,
    })),
  });

  it('loads a column as deep as the user had loaded it', async () => {
    const previous = appendPage(
      appendPage(freshBoard(), shape, 'doing', { items: page(50, 50), nextCursor: 'c100' }),
      shape,
      'doing',
      { items: page(20, 100), nextCursor: null },
    );
    expect(column(previous, 'doing').cards).toHaveLength(120);
    const fetchPage = vi.fn(async (_stage: Stage, cursor: string) =>
      cursor === 'c50' ? { items: page(50, 50), nextCursor: 'c100' } : { items: page(20, 100), nextCursor: null },
    );
    const result = await refill(freshBoard(), previous, shape, fetchPage);
    expect(fetchPage.mock.calls).toEqual([
      ['doing', 'c50'],
      ['doing', 'c100'],
    ]);
    expect(column(result, 'doing').cards).toHaveLength(120);
    expect(column(result, 'doing').nextCursor).toBeNull();
  });

  it('fetches nothing on a first load or when nothing more was loaded', async () => {
    const fetchPage = vi.fn();
    const fresh = freshBoard();
    expect(await refill(fresh, undefined, shape, fetchPage)).toBe(fresh);
    expect(await refill(fresh, freshBoard(), shape, fetchPage)).toBe(fresh);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('stops at an empty page', async () => {
    const previous = appendPage(freshBoard(), shape, 'doing', { items: page(50, 50), nextCursor: 'c100' });
    const fetchPage = vi.fn(async () => ({ items: [], nextCursor: 'again' }));
    const result = await refill(freshBoard(), previous, shape, fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(column(result, 'doing').cards).toHaveLength(50);
  });
});

describe('isEmptyBoard and columnsInOrder', () => {
  it('is empty only when no column holds or counts a card', () => {
    expect(isEmptyBoard(boardOf([]), shape)).toBe(true);
    expect(isEmptyBoard(boardOf([card('a', 'done', '2025-01-01')]), shape)).toBe(false);
    const counted = boardOf([]);
    counted.columns[0] = { ...counted.columns[0]!, count: 3 };
    expect(isEmptyBoard(counted, shape)).toBe(false);
  });

  it('orders the columns by the given stages, leaving out missing ones', () => {
    const board = boardOf([]);
    expect(columnsInOrder({ columns: board.columns.slice().reverse() }, STAGES).map((c) => c.stage)).toEqual(STAGES);
    expect(columnsInOrder({ columns: board.columns.slice(1) }, STAGES).map((c) => c.stage)).toEqual(['doing', 'done']);
  });
});
