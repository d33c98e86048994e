/**
 * The optimistic state of a kanban board (the sales pipeline's leads, the jobs by stage) as the
 * TanStack Query cache keeps it: moving a card between columns and undoing that move, "show more"
 * pages and refills. Generic over the card and the column; a `BoardShape` says where a column keeps
 * its cards, what else its totals hold, and which column a card belongs in.
 */

/** What the board needs of a card: its id, and its age for the newest-first order of a column. */
export interface BoardCard {
  id: string;
  createdAt: string;
}

/** What the board needs of a column: its key, the server's count of its cards, and the cursor of its next page. */
export interface BoardColumnBase<S extends string> {
  stage: S;
  count: number;
  nextCursor: string | null;
}

export interface BoardOf<Col> {
  columns: Col[];
}

/** How one kind of board keeps its cards. */
export interface BoardShape<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>> {
  /** The column's loaded cards. */
  cards: (column: Col) => C[];
  /** The column with other loaded cards (nothing else changed). */
  withCards: (column: Col, cards: C[]) => Col;
  /** Any total besides the count that follows a card coming (+1) or going (-1), e.g. a budget total. */
  totals?: (column: Col, card: C, delta: 1 | -1) => Partial<Col>;
  /** The column a card belongs in. */
  stageOf: (card: C) => S;
}

/** A page of a column's cards, as the list endpoint answers it. */
export interface ColumnPage<C> {
  items: C[];
  nextCursor: string | null;
}

/** Where a card is on the board: its column and its index among the column's loaded cards. */
export function findCard<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  cardId: string,
): { card: C; stage: S; index: number } | null {
  for (const column of board.columns) {
    const cards = shape.cards(column);
    const index = cards.findIndex((card) => card.id === cardId);
    if (index >= 0) return { card: cards[index]!, stage: column.stage, index };
  }
  return null;
}

/** The column with `card` counted in (+1) or out (-1), its other totals following. */
function counted<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  shape: BoardShape<S, C, Col>,
  column: Col,
  cards: C[],
  card: C,
  delta: 1 | -1,
): Col {
  return {
    ...shape.withCards(column, cards),
    count: Math.max(0, column.count + delta),
    ...shape.totals?.(column, card, delta),
  };
}

/** The index at which a card belongs in a column ordered newest first, as the server orders it. */
function sortedIndex(cards: BoardCard[], card: BoardCard): number {
  const index = cards.findIndex((other) => other.createdAt < card.createdAt);
  return index < 0 ? cards.length : index;
}

/** The board without the card (its column's count and totals lowered), or null when it is not on it. */
function without<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  cardId: string,
): { board: BoardOf<Col>; card: C; stage: S; index: number } | null {
  const found = findCard(board, shape, cardId);
  if (!found) return null;
  const columns = board.columns.map((column) =>
    column.stage === found.stage
      ? counted(
          shape,
          column,
          shape.cards(column).filter((card) => card.id !== cardId),
          found.card,
          -1,
        )
      : column,
  );
  return { ...found, board: { ...board, columns } };
}

/**
 * The board with the card added to its column, counted: in front of the card `before` when given and
 * still there, at the end when `before` is null, else where its age puts it.
 */
function withCard<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  card: C,
  stage: S,
  before?: string | null,
): BoardOf<Col> {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== stage) return column;
      const cards = shape.cards(column).slice();
      const next = before ? cards.findIndex((other) => other.id === before) : -1;
      const at = before === null ? cards.length : next >= 0 ? next : sortedIndex(cards, card);
      cards.splice(at, 0, card);
      return counted(shape, column, cards, card, 1);
    }),
  };
}

/** Enough to put a moved card back where it was. */
export interface CardUndo<S extends string, C> {
  /** The card as it was before the move. */
  card: C;
  stage: S;
  /** The card that followed it in its column (null: it was the last loaded card). */
  before: string | null;
}

/**
 * The board after a card changed: `change` gives the card as it is now, or null when nothing changes.
 * The card leaves its column and joins the column it now belongs in (maybe the same), both columns'
 * counts and totals follow. Returns the board unchanged (same object) and no undo when the card is
 * not on this board or does not change.
 */
export function moveCard<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  cardId: string,
  change: (card: C) => C | null,
): { board: BoardOf<Col>; undo: CardUndo<S, C> | null } {
  const removed = without(board, shape, cardId);
  const moved = removed && change(removed.card);
  if (!removed || !moved) return { board, undo: null };
  const column = board.columns.find((c) => c.stage === removed.stage)!;
  return {
    board: withCard(removed.board, shape, moved, shape.stageOf(moved)),
    undo: {
      card: removed.card,
      stage: removed.stage,
      before: shape.cards(column)[removed.index + 1]?.id ?? null,
    },
  };
}

/**
 * Puts a moved card back in its old column and place, counts and totals restored; `restore` gives
 * the card as it is now with the move undone (its other fields are left as they are now).
 */
export function revertCard<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  cardId: string,
  undo: Omit<CardUndo<S, C>, 'card'>,
  restore: (card: C) => C,
): BoardOf<Col> {
  const removed = without(board, shape, cardId);
  if (!removed) return board;
  return withCard(removed.board, shape, restore(removed.card), undo.stage, undo.before);
}

/**
 * A further page of a column ("show more") appended after its loaded cards. Cards already on the board
 * (e.g. moved there a moment ago) or of another column are not added; the column's next cursor
 * becomes the page's. Counts come from the server, which already counted the further cards.
 */
export function appendPage<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
  stage: S,
  page: ColumnPage<C>,
): BoardOf<Col> {
  const onBoard = new Set(board.columns.flatMap((column) => shape.cards(column).map((card) => card.id)));
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.stage === stage
        ? {
            ...shape.withCards(column, [
              ...shape.cards(column),
              ...page.items.filter((card) => !onBoard.has(card.id) && shape.stageOf(card) === stage),
            ]),
            nextCursor: page.nextCursor,
          }
        : column,
    ),
  };
}

/** Fetches a further page of a column, from a cursor. */
export type FetchColumnPage<S extends string, C> = (stage: S, cursor: string) => Promise<ColumnPage<C>>;

/**
 * A freshly fetched board (first cards of each column) loaded as deep as the board it replaces:
 * a column where the user had asked for more cards gets its further pages again, so refreshing the
 * board after a change does not take those cards away.
 */
export async function refill<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  fresh: BoardOf<Col>,
  previous: BoardOf<Col> | undefined,
  shape: BoardShape<S, C, Col>,
  fetchPage: FetchColumnPage<S, C>,
): Promise<BoardOf<Col>> {
  if (!previous) return fresh;
  const wanted = new Map(previous.columns.map((column) => [column.stage, shape.cards(column).length]));
  let board = fresh;
  await Promise.all(
    fresh.columns.map(async ({ stage }) => {
      // Pages of one column follow each other; columns load side by side.
      for (;;) {
        const column = board.columns.find((c) => c.stage === stage)!;
        if (!column.nextCursor || shape.cards(column).length >= (wanted.get(stage) ?? 0)) return;
        const page = await fetchPage(stage, column.nextCursor);
        board = appendPage(board, shape, stage, page);
        if (page.items.length === 0) return;
      }
    }),
  );
  return board;
}

/** Whether the board holds no card at all. */
export function isEmptyBoard<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  shape: BoardShape<S, C, Col>,
): boolean {
  return board.columns.every((column) => column.count === 0 && shape.cards(column).length === 0);
}

/** The board's columns in the given order of stages (a stage the board lacks is left out). */
export function columnsInOrder<S extends string, Col extends BoardColumnBase<S>>(
  board: BoardOf<Col>,
  stages: readonly S[],
): Col[] {
  return stages
    .map((stage) => board.columns.find((column) => column.stage === stage))
    .filter((column) => column !== undefined);
}

/** The functions of one kind of board, bound to its shape. */
export function boardOps<S extends string, C extends BoardCard, Col extends BoardColumnBase<S>>(
  shape: BoardShape<S, C, Col>,
) {
  type Board = BoardOf<Col>;
  return {
    findCard: (board: Board, cardId: string) => findCard(board, shape, cardId),
    moveCard: (board: Board, cardId: string, change: (card: C) => C | null) => moveCard(board, shape, cardId, change),
    revertCard: (board: Board, cardId: string, undo: Omit<CardUndo<S, C>, 'card'>, restore: (card: C) => C) =>
      revertCard(board, shape, cardId, undo, restore),
    appendPage: (board: Board, stage: S, page: ColumnPage<C>) => appendPage(board, shape, stage, page),
    refill: (fresh: Board, previous: Board | undefined, fetchPage: FetchColumnPage<S, C>) =>
      refill(fresh, previous, shape, fetchPage),
    isEmptyBoard: (board: Board) => isEmptyBoard(board, shape),
  };
}
