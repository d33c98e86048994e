import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from './Button.tsx';

/**
 * Move up, move down and remove, as icon buttons, for the `number`th of `count` items of an edited
 * list (a document's lines). Each text names its item for screen readers; the short ones are tooltips.
 */
export function ItemControls({
  number,
  count,
  onMove,
  onRemove,
  texts,
}: {
  number: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  texts: {
    moveUp: string;
    moveUpShort: string;
    moveDown: string;
    moveDownShort: string;
    remove: string;
    removeShort: string;
  };
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={number === 1}
        aria-label={texts.moveUp}
        title={texts.moveUpShort}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={number === count}
        aria-label={texts.moveDown}
        title={texts.moveDownShort}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger-text"
        aria-label={texts.remove}
        title={texts.removeShort}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
