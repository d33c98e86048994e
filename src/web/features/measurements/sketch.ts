import { EIGHTHS_PER_FOOT, formatLength, type RoomShape, type WallSide } from '../../../shared/takeoff.ts';

/** One rectangle of a sketch, in feet, y downwards (SVG's way). */
export interface SketchRect {
  kind: 'main' | 'addition' | 'cutOut';
  x: number;
  y: number;
  w: number;
  h: number;
  /** `12' × 10' 6"`: length × width as entered. */
  size: string;
}

export interface SketchWall {
  from: [number, number];
  to: [number, number];
  label: string;
}

export interface Sketch {
  rects: SketchRect[];
  /** A wall walk's outline (empty for rectangles). */
  walls: SketchWall[];
  /** The drawing's bounds, in feet. */
  minX: number;
  minY: number;
  width: number;
  height: number;
}

const feet = (eighths: number) => eighths / EIGHTHS_PER_FOOT;
const size = (length: number, width: number) => `${formatLength(length)} × ${formatLength(width)}`;

/**
 * Where to draw a room. Rectangles: the main one at the top left, its closets and additions side by
 * side under it, each turned so that the side it is joined along touches the room (one placed on a
 * wall at its place: along the bottom for the length, the right for the width); cut-outs dashed
 * inside the room from its top-left corner (the measurement does not say where they are). A wall
 * walk: its outline, the first wall left to right, north up. Null while nothing has a size.
 */
export function sketchOf(shape: RoomShape): Sketch | null {
  if (shape.kind === 'polygon') return wallSketch(shape.sides);
  const { main } = shape;
  if (main.length <= 0 || main.width <= 0) return null;
  const rects: SketchRect[] = [
    { kind: 'main', x: 0, y: 0, w: feet(main.length), h: feet(main.width), size: size(main.length, main.width) },
  ];
  let x = 0;
  for (const a of shape.additions) {
    if (a.length <= 0 || a.width <= 0) continue;
    const [along, out] = a.joinedAlong === 'length' ? [a.length, a.width] : [a.width, a.length];
    const box = { kind: 'addition' as const, size: size(a.length, a.width) };
    if (a.wall === 'length') {
      // Placed along the room's length wall (drawn at the bottom), from its start.
      rects.push({ ...box, x: feet(a.offset ?? 0), y: feet(main.width), w: feet(along), h: feet(out) });
    } else if (a.wall === 'width') {
      // Placed along its width wall (drawn at the right), from its top.
      rects.push({ ...box, x: feet(main.length), y: feet(a.offset ?? 0), w: feet(out), h: feet(along) });
    } else {
      rects.push({ ...box, x, y: feet(main.width), w: feet(along), h: feet(out) });
      x += feet(along);
    }
  }
  let cx = 0;
  for (const c of shape.cutOuts) {
    if (c.length <= 0 || c.width <= 0) continue;
    const inset = Math.min(1, feet(main.length) / 10);
    rects.push({
      kind: 'cutOut',
      x: inset + cx,
      y: inset,
      w: feet(c.length),
      h: feet(c.width),
      size: size(c.length, c.width),
    });
    cx += feet(c.length) + inset;
  }
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { rects, walls: [], minX: 0, minY: 0, width: right, height: bottom };
}

const HEADINGS: [number, number][] = [
  [1, 0],
  [0, -1], // north is up: y decreases
  [-1, 0],
  [0, 1],
];

function wallSketch(sides: readonly WallSide[]): Sketch | null {
  const drawn = sides.filter((s) => s.length > 0);
  if (drawn.length < 2) return null;
  let at: [number, number] = [0, 0];
  let heading = 0;
  const walls: SketchWall[] = [];
  for (const side of drawn) {
    const [hx, hy] = HEADINGS[heading]!;
    const to: [number, number] = [at[0] + hx * feet(side.length), at[1] + hy * feet(side.length)];
    walls.push({ from: at, to, label: formatLength(side.length) });
    at = to;
    heading = (heading + (side.turn === 'left' ? 1 : 3)) % 4;
  }
  const xs = walls.flatMap((w) => [w.from[0], w.to[0]]);
  const ys = walls.flatMap((w) => [w.from[1], w.to[1]]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { rects: [], walls, minX, minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}
