import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { columnKeyboardCoordinates } from './dnd.ts';

/** Three 280 px columns 12 px apart, and a 260 px card in the middle one. */
function contextWith(cardLeft: number): SensorContext {
  const rect = (left: number, width: number, top = 100, height = 600) => ({
    left,
    width,
    top,
    height,
    right: left + width,
    bottom: top + height,
  });
  const ids = ['new_lead', 'contacted', 'qualified'];
  const droppableRects = new Map(ids.map((id, i) => [id, rect(i * 292, 280)]));
  return {
    collisionRect: rect(cardLeft, 260, 150, 120),
    droppableRects,
    droppableContainers: { getEnabled: () => ids.map((id) => ({ id })) },
  } as unknown as SensorContext;
}
const key = (code: string) => ({ code, preventDefault: vi.fn() }) as unknown as KeyboardEvent;
const args = (context: SensorContext) => ({ active: 'lead', context, currentCoordinates: { x: 0, y: 150 } });

describe('columnKeyboardCoordinates', () => {
  it('right and left centre the card on the next and previous column', () => {
    const context = contextWith(302);
    expect(columnKeyboardCoordinates(key('ArrowRight'), args(context))).toEqual({ x: 594, y: 150 });
    expect(columnKeyboardCoordinates(key('ArrowLeft'), args(context))).toEqual({ x: 10, y: 150 });
  });

  it('stops at the first and last columns', () => {
    expect(columnKeyboardCoordinates(key('ArrowLeft'), args(contextWith(10)))).toBeUndefined();
    expect(columnKeyboardCoordinates(key('ArrowRight'), args(contextWith(594)))).toBeUndefined();
  });

  it('up and down do not move the card, nor scroll the page', () => {
    const down = key('ArrowDown');
    expect(columnKeyboardCoordinates(down, args(contextWith(302)))).toBeUndefined();
    expect(down.preventDefault).toHaveBeenCalled();
    expect(columnKeyboardCoordinates(key('KeyA'), args(contextWith(302)))).toBeUndefined();
  });
});
