import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from './toast.ts';

/**
 * The TanStack Query side of a kanban board (the sales pipeline, the jobs by stage): the board query,
 * "show more" of a column and the optimistic move of a card. The board's own state changes (move,
 * undo, append, refill) come from the caller, built on lib/board-state.
 */

/**
 * A board for a set of filters. A refresh (after a move, say) loads each column as deep as the user
 * had loaded it with "show more"; while new filters load, the previous board stays on screen.
 */
export function useBoardQuery<B>({
  queryKey,
  fetchBoard,
  refill,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchBoard: () => Promise<B>;
  /** The fresh board loaded as deep as the cached one. */
  refill: (fresh: B, previous: B | undefined) => Promise<B>;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async () => refill(await fetchBoard(), queryClient.getQueryData<B>(queryKey)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** "Show more" of a column: its next page (from a cursor), appended to the cached board; a toast on failure. */
export function useShowMoreQuery<B, P>({
  queryKey,
  fetchPage,
  append,
  failed,
}: {
  /** The cached board's key. */
  queryKey: QueryKey;
  fetchPage: (cursor: string) => Promise<P>;
  append: (board: B, page: P) => B;
  /** The toast's text when the page does not load. */
  failed: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchPage,
    onSuccess: (page) => queryClient.setQueryData<B>(queryKey, (board) => board && append(board, page)),
    onError: () => toast.error(failed),
  });
}

interface MoveVariables<T, U> {
  id: string;
  target: T;
  /** How to undo the optimistic move in each cached board it changed. */
  undos: [QueryKey, U][];
}

/**
 * Moving a card: the cached boards (every query under `boardsKey`) change at once, then the change is
 * sent. On failure the move is undone in each of them and `onFailed` tells the user; when the last
 * pending move has settled, every query under `refreshKey` is refreshed. Pass stable functions (module
 * level), so that `move` keeps its identity.
 */
export function useBoardMove<B, T, U>({
  boardsKey,
  moveKey,
  refreshKey,
  apply,
  revert,
  send,
  onFailed,
}: {
  boardsKey: QueryKey;
  /** The moves' mutation key, to count the pending ones. */
  moveKey: QueryKey;
  refreshKey: QueryKey;
  /** The board with the card moved, and how to undo it (null: the move changes nothing on this board). */
  apply: (board: B, id: string, target: T) => { board: B; undo: U | null };
  revert: (board: B, undo: U) => B;
  send: (id: string, target: T) => Promise<unknown>;
  onFailed: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: moveKey,
    mutationFn: ({ id, target }: MoveVariables<T, U>) => send(id, target),
    onError: (error, { undos }) => {
      for (const [key, undo] of undos) {
        queryClient.setQueryData<B>(key, (board) => board && revert(board, undo));
      }
      onFailed(error);
    },
    onSettled: () => {
      // This mutation still counts itself; refresh only when no other move is on its way.
      if (queryClient.isMutating({ mutationKey: moveKey }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: refreshKey });
      }
    },
  });
  const { mutate } = mutation;

  const move = useCallback(
    (id: string, target: T) => {
      // Synchronously, so the card is in its new column when the drag overlay lands. Cancelling a
      // board fetch first keeps it from overwriting the move with older data.
      void queryClient.cancelQueries({ queryKey: boardsKey });
      const undos: [QueryKey, U][] = [];
      for (const [key, board] of queryClient.getQueriesData<B>({ queryKey: boardsKey })) {
        if (!board) continue;
        const moved = apply(board, id, target);
        if (!moved.undo) continue;
        queryClient.setQueryData<B>(key, moved.board);
        undos.push([key, moved.undo]);
      }
      mutate({ id, target, undos });
    },
    [mutate, queryClient, boardsKey, apply],
  );
  return { move, isPending: mutation.isPending };
}
