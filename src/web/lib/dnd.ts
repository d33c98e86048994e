import {
  KeyboardCode,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type PointerActivationConstraint,
} from '@dnd-kit/core';

/**
 * The mouse and pen half of dragging. Touches are left to the TouchSensor and its long press, so that
 * a finger sliding over a card scrolls the board instead of picking the card up.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators: (typeof PointerSensor)['activators'] = [
    {
      eventName: 'onPointerDown',
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/** A few pixels of movement before a mouse drag starts, so that a click on a card's link still opens it. */
export const MOUSE_ACTIVATION: PointerActivationConstraint = { distance: 6 };
/** A long press on phones; moving the finger first scrolls. */
export const TOUCH_ACTIVATION: PointerActivationConstraint = { delay: 250, tolerance: 8 };

/** Where the pointer is, else (keyboard) the column the card overlaps most. */
export const columnCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Keyboard dragging jumps a whole column per arrow: left and right go to the previous and next column
 * (centring the card on it), up and down do nothing (the columns are not sorted by hand).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  const right = event.code === KeyboardCode.Right;
  if (!right && event.code !== KeyboardCode.Left) {
    if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
    return undefined;
  }
  event.preventDefault();
  if (!collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const rects = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const middle = (rect: { left: number; width: number }) => rect.left + rect.width / 2;
  const target = right
    ? rects.find((rect) => middle(rect) > centre + 1)
    : rects.reverse().find((rect) => middle(rect) < centre - 1);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
