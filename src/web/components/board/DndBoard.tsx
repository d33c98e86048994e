import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import {
  columnCollision,
  columnKeyboardCoordinates,
  MouseAndPenSensor,
  MOUSE_ACTIVATION,
  TOUCH_ACTIVATION,
} from '../../lib/dnd.ts';
import { draggedCard, DropFocusContext, type DropFocus } from './BoardCard.tsx';

/** How long a keyboard-dropped card waits to be mounted in its new column and focused. */
const DROP_FOCUS_MS = 3000;

/** The announcements of a board, by name (each board's texts under `<namespace>.dnd.*`). */
export type DndText = 'instructions' | 'pickedUp' | 'over' | 'notOver' | 'moved' | 'stays' | 'cancelled';

/** What a board's screen-reader announcements say of its cards. Memoise it: it changes only with the language. */
export interface BoardSpeech<C, S extends string> {
  name: (card: C) => string;
  stageOf: (card: C) => S;
  stageName: (stage: S) => string;
  /** Whether dropping the card on the stage's column moves it. */
  moves: (card: C, stage: S) => boolean;
  text: (key: DndText, vars?: Record<string, string>) => string;
}

/**
 * The columns (`children`) inside dnd-kit's context, with the copy of the dragged card that follows the
 * pointer. Cards are DraggableCards, columns BoardColumns (droppables whose id is their stage); a card
 * dropped on a column goes to `onDrop`, which moves it or not.
 */
export function DndBoard<C, S extends string>({
  speech,
  onDrop,
  overlay,
  busy,
  children,
}: {
  speech: BoardSpeech<C, S>;
  onDrop: (card: C, stage: S) => void;
  /** The dragged card's look under the pointer. */
  overlay: (card: C) => ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  const [dragged, setDragged] = useState<C | null>(null);
  const dropFocus = useRef<DropFocus['current']>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const cardOf = (active: Active) => draggedCard<C>(active.data.current);
    const from = (active: Active) => {
      const card = cardOf(active);
      return { name: card ? speech.name(card) : '', stage: card ? speech.stageName(speech.stageOf(card)) : '' };
    };
    const overText = (active: Active, over: Over | null) =>
      over
        ? speech.text('over', { name: from(active).name, stage: speech.stageName(over.id as S) })
        : speech.text('notOver', { name: from(active).name });
    const announcements: Announcements = {
      onDragStart: ({ active }) => speech.text('pickedUp', from(active)),
      onDragMove: () => undefined,
      onDragOver: ({ active, over }) => overText(active, over),
      onDragEnd: ({ active, over }) => {
        const card = cardOf(active);
        if (card && over && speech.moves(card, over.id as S)) {
          return speech.text('moved', { name: speech.name(card), stage: speech.stageName(over.id as S) });
        }
        return speech.text('stays', from(active));
      },
      onDragCancel: ({ active }) => speech.text('cancelled', from(active)),
    };
    return { announcements, screenReaderInstructions: { draggable: speech.text('instructions') } };
  }, [speech]);

  const onDragStart = ({ active }: DragStartEvent) => setDragged(draggedCard<C>(active.data.current) ?? null);
  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const card = draggedCard<C>(active.data.current);
    if (!card || !over) return;
    if (activatorEvent instanceof KeyboardEvent) {
      dropFocus.current = { id: String(active.id), until: Date.now() + DROP_FOCUS_MS };
    }
    onDrop(card, over.id as S);
  };

  return (
    <DropFocusContext value={dropFocus}>
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div
          aria-busy={busy || undefined}
          className={cn(
            // Phones: one column at a time, snapping (not while dragging: it would fight the auto-scroll).
            // relative: the columns' screen-reader texts (absolutely placed) stay inside the scrolling box,
            // instead of widening the whole page.
            'relative flex min-h-0 flex-1 gap-3 overflow-x-auto overscroll-x-contain pb-2 transition-opacity',
            !dragged && 'snap-x snap-mandatory md:snap-none',
            busy && 'opacity-60',
          )}
        >
          {children}
        </div>
        {/* No drop animation: the card is already in its new column, there is nothing to fly back to. */}
        <DragOverlay dropAnimation={null}>{dragged !== null && overlay(dragged)}</DragOverlay>
      </DndContext>
    </DropFocusContext>
  );
}
