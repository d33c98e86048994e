import { useDraggable } from '@dnd-kit/core';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** What a dragged card carries, for the drop handler and the screen-reader announcements. */
export interface CardDragData<C> {
  card: C;
}

/**
 * The card dropped with the keyboard, to focus again where it lands: it moves to another column, so
 * React mounts it anew there and the focus it had would fall to <body>. Valid for a moment only, so
 * a later re-render (a filter, a refetch) does not pull focus back to it.
 */
export interface DropFocus {
  current: { id: string; until: number } | null;
}
export const DropFocusContext = createContext<DropFocus | null>(null);

/** The card of a dragged item (DndBoard's `active.data.current`). */
export const draggedCard = <C,>(data: unknown): C | undefined => (data as CardDragData<C> | undefined)?.card;

/**
 * A card on a board: a list item named `label`, with the caller's `data-*` attributes. When the member
 * may move cards it is a dnd-kit draggable: focus it and press Space, or drag it (long press on phones).
 * The card itself is the keyboard activator, so Space or Enter on a link inside opens the link.
 */
export function DraggableCard<C>({
  id,
  card,
  canMove,
  roleDescription,
  label,
  children,
  ...data
}: {
  id: string;
  card: C;
  canMove: boolean;
  roleDescription: string;
  label: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | number | undefined }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id,
    data: { card } satisfies CardDragData<C>,
    disabled: !canMove,
    attributes: { role: 'listitem', roleDescription },
  });
  const dropFocusRef = use(DropFocusContext);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      setActivatorNodeRef(node);
      const pending = dropFocusRef?.current;
      if (node && dropFocusRef && pending?.id === id && Date.now() < pending.until) {
        dropFocusRef.current = null;
        node.focus();
      }
    },
    [setNodeRef, setActivatorNodeRef, dropFocusRef, id],
  );
  return (
    <div
      ref={ref}
      {...(canMove ? { ...attributes, ...listeners } : { role: 'listitem' })}
      aria-label={label}
      {...data}
      className={cn(
        'rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring',
        canMove && 'cursor-grab touch-manipulation select-none [-webkit-touch-callout:none]',
        isDragging && 'opacity-40',
      )}
    >
      {children}
    </div>
  );
}

/**
 * A card's look on a board: its title (a link to the record; plain text on the copy under the pointer
 * while dragging, which also gets a lifted look), `aside` next to it, then `children`.
 */
export function CardFrame({
  title,
  href,
  overlay,
  aside,
  spacing,
  children,
}: {
  title: string;
  href: string;
  overlay: boolean;
  aside: ReactNode;
  /** The space between the card's lines, e.g. `space-y-2`. */
  spacing: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        spacing,
        'rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-xs',
        overlay && 'rotate-1 cursor-grabbing shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        {overlay ? (
          <span className="min-w-0 font-medium break-words">{title}</span>
        ) : (
          <Link
            to={href}
            draggable={false}
            className="min-w-0 font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {title}
          </Link>
        )}
        {aside}
      </div>
      {children}
    </div>
  );
}
