import { describe, expect, it } from 'vitest';
import { lengthFrom, type RoomShape } from '../../../shared/takeoff.ts';
import { sketchOf } from './sketch.ts';

const ft = (feet: number, inches = 0) => lengthFrom(feet, inches);

describe('the sketch of a room', () => {
  it('lays an L out as the room with its alcove under it, turned to touch along the joined side', () => {
    const shape: RoomShape = {
      kind: 'rectangles',
      main: { length: ft(12), width: ft(10, 6) },
      additions: [
        { length: ft(6), width: ft(4), joinedAlong: 'length' },
        { length: ft(5), width: ft(3), joinedAlong: 'width' },
      ],
      cutOuts: [{ length: ft(3), width: ft(2) }],
    };
    const sketch = sketchOf(shape)!;
    expect(sketch.rects.map(({ kind, x, y, w, h, size }) => [kind, x, y, w, h, size])).toEqual([
      ['main', 0, 0, 12, 10.5, `12' × 10' 6"`],
      ['addition', 0, 10.5, 6, 4, `6' × 4'`],
      // Joined along its 3' width: the 3' side touches the room, its 5' runs down.
      ['addition', 6, 10.5, 3, 5, `5' × 3'`],
      ['cutOut', 1, 1, 3, 2, `3' × 2'`],
    ]);
    expect([sketch.width, sketch.height]).toEqual([12, 15.5]);
  });

  it('draws an addition placed on a wall where it is, past the corner when it runs past it', () => {
    const shape: RoomShape = {
      kind: 'rectangles',
      main: { length: ft(12), width: ft(10) },
      additions: [
        { length: ft(6), width: ft(4), joinedAlong: 'length', wall: 'length', offset: ft(9) },
        { length: ft(5), width: ft(3), joinedAlong: 'width', wall: 'width', offset: ft(2) },
      ],
      cutOuts: [],
    };
    expect(sketchOf(shape)!.rects.map(({ x, y, w, h }) => [x, y, w, h])).toEqual([
      [0, 0, 12, 10],
      // From 9' along the bottom: 3' of it past the corner.
      [9, 10, 6, 4],
      // Its 3' against the right wall from 2' down, its 5' out.
      [12, 2, 5, 3],
    ]);
  });

  it('draws nothing before the room has a size', () => {
    expect(sketchOf({ kind: 'rectangles', main: { length: 0, width: ft(10) }, additions: [], cutOuts: [] })).toBeNull();
  });

  it('walks the walls with north up, and labels each one', () => {
    const sketch = sketchOf({
      kind: 'polygon',
      sides: [
        { length: ft(12), turn: 'left' },
        { length: ft(10), turn: 'left' },
        { length: ft(12), turn: 'left' },
        { length: ft(10), turn: 'left' },
      ],
      cutOuts: [],
    })!;
    expect(sketch.walls.map((w) => [w.from, w.to, w.label])).toEqual([
      [[0, 0], [12, 0], `12'`],
      [[12, 0], [12, -10], `10'`],
      [[12, -10], [0, -10], `12'`],
      [[0, -10], [0, 0], `10'`],
    ]);
    expect([sketch.minX, sketch.minY, sketch.width, sketch.height]).toEqual([0, -10, 12, 10]);
  });
});
