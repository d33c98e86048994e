import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/**
 * One column of a board: a region named after its stage (`data-stage`, `data-count` and the caller's
 * `data-*` attributes), its count (and an optional `summary` line under it), its cards, and "show more"
 * while the server has more. The whole column is the drop target.
 */
export function BoardColumn({
  stage,
  name,
  count,
  countLabel,
  summary,
  canMove,
  loaded,
  nextCursor,
  showMore,
  showMoreLabel,
  children,
  ...data
}: {
  stage: string;
  name: string;
  count: number;
  /** The count for screen readers ("3 leads"). */
  countLabel: string;
  summary?: ReactNode;
  canMove: boolean;
  /** How many of its cards are loaded. */
  loaded: number;
  nextCursor: string | null;
  showMore: { isPending: boolean; mutate: (cursor: string) => void };
  showMoreLabel: (remaining: number) => string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | number | undefined }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: stage, disabled: !canMove });
  const remaining = Math.max(0, count - loaded);
  const title = (
    <>
      <h2 className="truncate text-sm font-semibold">{name}</h2>
      <Badge variant="secondary" data-testid="column-count">
        <span aria-hidden>{count}</span>
        <span className="sr-only">{countLabel}</span>
      </Badge>
    </>
  );

  return (
    <section
      ref={setNodeRef}
      role="region"
      aria-label={name}
      data-stage={stage}
      data-count={count}
      {...data}
      className={cn(
        'flex h-full w-[280px] shrink-0 snap-start flex-col rounded-xl border border-border bg-muted/40 transition-colors',
        active && 'border-dashed',
        isOver && 'border-solid border-ring bg-accent/60',
      )}
    >
      {summary ? (
        <header className="space-y-1 border-b border-border px-3 py-2.5">
          <div className="flex items-center justify-between gap-2">{title}</div>
          {summary}
        </header>
      ) : (
        <header className="flex items-center justify-between gap-2 border-b border-border px-3 py-2.5">{title}</header>
      )}
      {children}
      {nextCursor && remaining > 0 && (
        <div className="border-t border-border p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={showMore.isPending}
            onClick={() => showMore.mutate(nextCursor)}
          >
            {showMore.isPending && <Spinner />}
            {showMoreLabel(remaining)}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A column's cards, all rendered, or its empty text. */
export function CardList({
  label,
  empty,
  emptyText,
  children,
}: {
  label: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (empty) return <p className="flex-1 px-3 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <div role="list" aria-label={label} className="min-h-0 flex-1 space-y-2 overflow-y-auto overscroll-contain p-2">
      {children}
    </div>
  );
}

/** Skeleton columns while a board loads, one per stage; `children` are a column's skeleton lines. */
export function BoardSkeleton({
  label,
  stages,
  children,
}: {
  label: string;
  stages: readonly string[];
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className="flex min-h-0 flex-1 gap-3 overflow-hidden">
      {stages.map((stage) => (
        <div key={stage} className="w-[280px] shrink-0 space-y-3 rounded-xl border border-border bg-muted/40 p-3">
          {children}
        </div>
      ))}
    </div>
  );
}
