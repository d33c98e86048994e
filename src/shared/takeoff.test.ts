import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WASTE,
  computeRoom,
  computeTakeoff,
  carpetFor,
  formatFeet,
  formatLength,
  lengthFrom,
  newRoom,
  parseLength,
  polygonIssue,
  shapeFigures,
  stairsFor,
  type RoomInput,
  type RoomShape,
  type TakeoffProduct,
  type WallSide,
} from './takeoff.ts';

const ft = (feet: number, inches = 0, eighths = 0) => lengthFrom(feet, inches, eighths);
const sqFt = (n: number) => n * 9216;
const rect = (l: number, w: number) => ({ length: ft(l), width: ft(w) });
const rectangles = (
  main: [number, number],
  more: Partial<Extract<RoomShape, { kind: 'rectangles' }>> = {},
): RoomShape => ({
  kind: 'rectangles',
  main: rect(...main),
  additions: [],
  cutOuts: [],
  ...more,
});
const room = (shape: RoomShape, more: Partial<RoomInput> = {}): RoomInput => ({ ...newRoom('Room'), shape, ...more });
const walls = (spec: string): WallSide[] =>
  // "12L 10R": 12 ft then a left turn, 10 ft then a right turn.
  spec
    .split(' ')
    .map((part) => ({ length: ft(Number(part.slice(0, -1))), turn: part.endsWith('L') ? 'left' : 'right' }));
const product = (coverageSqFt: string | null, pieceLengthFt: string | null = null): TakeoffProduct => ({
  name: 'Oak',
  unit: 'box',
  coverageSqFt,
  pieceLengthFt,
});

describe('lengths', () => {
  it('builds and formats feet, inches and eighths', () => {
    expect(ft(12, 6, 4)).toBe(1204);
    expect(formatLength(1204)).toBe(`12' 6 1/2"`);
    expect(formatLength(ft(12))).toBe(`12'`);
    expect(formatLength(ft(0, 6, 6))).toBe(`6 3/4"`);
    expect(formatLength(ft(3, 0, 1))).toBe(`3' 1/8"`);
    expect(formatLength(0)).toBe(`0"`);
    expect(formatFeet(ft(12, 6, 4))).toBe('12.54');
  });

  it('parses what people type', () => {
    const cases: [string, number][] = [
      [`12' 6 1/2"`, ft(12, 6, 4)],
      [`12'6"`, ft(12, 6)],
      ['12.5', ft(12, 6)],
      ['12,5', ft(12, 6)],
      ['150"', ft(12, 6)],
      ['12 ft 6 in', ft(12, 6)],
      [`12'-6"`, ft(12, 6)],
      [`6-1/2"`, ft(0, 6, 4)],
      [`3/8"`, 3],
      [`12’ 6”`, ft(12, 6)],
      [`12''`, ft(1)],
      [`12'`, ft(12)],
      // A laser's 12.37 ft is 148.44": the nearest eighth is 148 1/2".
      ['12.37', ft(12, 4, 4)],
      ['0', 0],
    ];
    for (const [text, eighths] of cases) expect(parseLength(text), text).toBe(eighths);
  });

  it('refuses nonsense', () => {
    for (const text of ['', 'abc', '-3', `12' 14"`, `3/2"`, `1/0"`, `'`, `6" 12'`, '12..5', `12' 6' 3"`, '1.5 1/2']) {
      expect(parseLength(text), text).toBeNull();
    }
  });

  it('formats what it parses back to the same length', () => {
    for (const eighths of [1, 7, 8, 95, 96, 1204, ft(499, 11, 7)])
      expect(parseLength(formatLength(eighths))).toBe(eighths);
  });
});

describe('shapes', () => {
  it('a rectangle: area and perimeter', () => {
    const figures = shapeFigures(rectangles([12, 10]));
    expect(figures.area).toBe(sqFt(120));
    expect(figures.perimeter).toBe(ft(44));
  });

  it('an L-shape gives the same area and perimeter as rectangles and as a wall walk', () => {
    // 12 × 10 with a 6 × 4 alcove along part of the 12' wall.
    const asRectangles = shapeFigures(rectangles([12, 10], { additions: [{ ...rect(6, 4), joinedAlong: 'length' }] }));
    const asWalk = shapeFigures({ kind: 'polygon', sides: walls('6L 4R 6L 10L 12L 14L'), cutOuts: [] });
    expect(asRectangles.area).toBe(sqFt(144));
    expect(asRectangles.perimeter).toBe(ft(52));
    expect(asWalk.area).toBe(asRectangles.area);
    expect(asWalk.perimeter).toBe(asRectangles.perimeter);
    expect(asWalk.issue).toBeNull();
    // Walked clockwise (right turns) it is the same room.
    const clockwise = shapeFigures({ kind: 'polygon', sides: walls('14R 12R 10R 6L 4R 6R'), cutOuts: [] });
    expect(clockwise.area).toBe(sqFt(144));
    expect(clockwise.perimeter).toBe(ft(52));
  });

  it('a closet joined along its width adds its area and all but the shared wall', () => {
    const figures = shapeFigures(rectangles([12, 10], { additions: [{ ...rect(2, 5), joinedAlong: 'width' }] }));
    expect(figures.area).toBe(sqFt(130));
    // 44 + 14 − 2 × 5
    expect(figures.perimeter).toBe(ft(48));
  });

  it('cut-outs subtract area but not perimeter', () => {
    const figures = shapeFigures(rectangles([20, 15], { cutOuts: [rect(6, 3)] }));
    expect(figures.area).toBe(sqFt(282));
    expect(figures.perimeter).toBe(ft(70));
    const walk = shapeFigures({ kind: 'polygon', sides: walls('20L 15L 20L 15L'), cutOuts: [rect(6, 3)] });
    expect(walk.area).toBe(sqFt(282));
    expect(shapeFigures(rectangles([4, 4], { cutOuts: [rect(4, 4)] })).issue).toEqual({ code: 'cut_outs_too_big' });
  });

  it('keeps inches exact: 12\' 6 1/2" × 10\' 3"', () => {
    const shape: RoomShape = {
      kind: 'rectangles',
      main: { length: ft(12, 6, 4), width: ft(10, 3) },
      additions: [],
      cutOuts: [],
    };
    expect(shapeFigures(shape).area).toBe(1204 * 984);
    // 150.5" × 123" = 18,511.5 sq in = 128.5521 sq ft
    expect(computeRoom(room(shape)).installedSqFt).toBe('128.55');
  });

  it('a wall walk that does not close says where it ends', () => {
    expect(polygonIssue(walls('12L 10L 12L 9L'))).toEqual({ code: 'not_closed', dx: 0, dy: ft(1) });
    expect(polygonIssue(walls('12L 10L 11L 10L'))).toEqual({ code: 'not_closed', dx: ft(1), dy: 0 });
    expect(shapeFigures({ kind: 'polygon', sides: walls('12L 10L 12L 9L'), cutOuts: [] }).area).toBe(0);
  });

  it('refuses walks that close but are not a room', () => {
    expect(polygonIssue(walls('12L 10L'))).toEqual({ code: 'too_few_sides' });
    // Closes, but the last turn points away from the first wall.
    expect(polygonIssue(walls('12L 10L 12L 10R'))).toEqual({ code: 'turns_do_not_close' });
    // Closes and turns once around, but a notch cuts through the first wall.
    expect(polygonIssue(walls('6L 4L 2L 6R 2R 6L 2L 4L'))).toEqual({ code: 'crosses_itself' });
    // Two squares touching at a corner.
    expect(polygonIssue(walls('2L 2R 2L 2L 2L 2R 2L 2L'))).toEqual({ code: 'crosses_itself' });
  });
});

describe('waste and boxes', () => {
  it('applies each pattern’s default waste once, to the net area', () => {
    const figures = (pattern: RoomInput['pattern']) => computeRoom(room(rectangles([10, 10]), { pattern }));
    expect(figures('straight')).toMatchObject({ wastePercent: '10.00', withWasteSqFt: '110.00' });
    expect(figures('diagonal')).toMatchObject({ wastePercent: '15.00', withWasteSqFt: '115.00' });
    expect(figures('herringbone')).toMatchObject({ wastePercent: '20.00', withWasteSqFt: '120.00' });
    expect(DEFAULT_WASTE).toEqual({ straight: '10', diagonal: '15', herringbone: '20' });
    expect(computeRoom(room(rectangles([10, 10]), { pattern: 'herringbone', waste: '12.5' }))).toMatchObject({
      wastePercent: '12.50',
      withWasteSqFt: '112.50',
    });
    expect(computeRoom(room(rectangles([10, 10]), { waste: '0' })).withWasteSqFt).toBe('100.00');
  });

  it('200 sq ft × 1.10 ÷ 22 is exactly 10 boxes (floating point says 11)', () => {
    expect(Math.ceil((200 * 1.1) / 22)).toBe(11); // the trap
    const takeoff = computeTakeoff([room(rectangles([20, 10]), { productId: 'oak' })], { oak: product('22.00') });
    expect(takeoff.products[0]).toMatchObject({ boxes: 10, orderedSqFt: '220.00', withWasteSqFt: '220.00' });
    // PostgreSQL's numeric may come with more zeros.
    const again = computeTakeoff([room(rectangles([20, 10]), { productId: 'oak' })], { oak: product('22.0000') });
    expect(again.products[0]?.boxes).toBe(10);
  });

  it('pools rooms of one product under one ceiling: two 110 sq ft rooms need 11 boxes of 20, not 12', () => {
    const rooms = [
      room(rectangles([10, 10]), { name: 'Bed 1', productId: 'oak' }),
      room(rectangles([10, 10]), { name: 'Bed 2', productId: 'oak' }),
    ];
    const products = { oak: product('20') };
    const alone = rooms.map((r) => computeTakeoff([r], products).products[0]?.boxes);
    expect(alone).toEqual([6, 6]);
    const pooled = computeTakeoff(rooms, products);
    expect(pooled.products).toHaveLength(1);
    expect(pooled.products[0]).toMatchObject({
      rooms: [0, 1],
      installedSqFt: '200.00',
      withWasteSqFt: '220.00',
      coverageSqFt: '20.00',
      boxes: 11,
      orderedSqFt: '220.00',
    });
    expect(pooled.totals).toMatchObject({ installedSqFt: '200.00', orderedSqFt: '220.00', boxes: 11 });
  });

  it('rounds the box count up, and reports sq ft only for a product without coverage', () => {
    const rooms = [
      room(rectangles([10, 10]), { productId: 'oak' }),
      room(rectangles([12, 12]), { productId: 'tile', pattern: 'diagonal' }),
      room(rectangles([5, 5])),
    ];
    const takeoff = computeTakeoff(rooms, { oak: product('23.5'), tile: product(null) });
    // 110 ÷ 23.5 = 4.68 → 5 boxes = 117.5 sq ft
    expect(takeoff.products[0]).toMatchObject({ boxes: 5, orderedSqFt: '117.50' });
    // 144 × 1.15 = 165.6, no boxes
    expect(takeoff.products[1]).toMatchObject({ boxes: null, coverageSqFt: null, orderedSqFt: '165.60' });
    // + the room without a product: 25 × 1.1 = 27.5
    expect(takeoff.totals).toMatchObject({
      installedSqFt: '269.00',
      withWasteSqFt: '303.10',
      orderedSqFt: '310.60',
      boxes: 5,
    });
  });

  it('shows a product missing from the map by its id, without boxes', () => {
    const takeoff = computeTakeoff([room(rectangles([10, 10]), { productId: 'gone' })], {});
    expect(takeoff.products[0]).toMatchObject({ name: 'gone', boxes: null, orderedSqFt: '110.00' });
  });

  it('an invalid waste text falls back to the pattern’s default', () => {
    expect(computeRoom(room(rectangles([10, 10]), { pattern: 'diagonal', waste: 'abc' })).wastePercent).toBe('15.00');
    expect(computeRoom(room(rectangles([10, 10]), { waste: '101' })).wastePercent).toBe('10.00');
  });
});

describe('trim', () => {
  it('takes door openings off the perimeter, never below zero', () => {
    const figures = computeRoom(room(rectangles([12, 10]), { openings: [ft(3), ft(2, 6)] }));
    expect(figures).toMatchObject({ perimeter: ft(44), openings: ft(5, 6), trimLength: ft(38, 6), trimLf: '38.50' });
    expect(figures.trimWithWasteLf).toBe('42.35');
    expect(computeRoom(room(rectangles([2, 2]), { openings: [ft(5), ft(5)] })).trimLength).toBe(0);
  });

  it('pools pieces per trim product: two rooms of 40 LF need 11 pieces of 8 ft, not 12', () => {
    const rooms = [
      room(rectangles([12, 8]), { trimProductId: 'base' }),
      room(rectangles([12, 8]), { trimProductId: 'base' }),
      room(rectangles([10, 10]), { trimProductId: 'quarter', trimWaste: '0' }),
    ];
    const products = { base: product(null, '8'), quarter: product(null, '7.5') };
    expect(computeTakeoff([rooms[0] as RoomInput], products).trims[0]?.pieces).toBe(6);
    const takeoff = computeTakeoff(rooms, products);
    expect(takeoff.trims[0]).toMatchObject({
      rooms: [0, 1],
      trimLf: '80.00',
      withWasteLf: '88.00',
      pieces: 11,
      orderedLf: '88.00',
    });
    // 40 ÷ 7.5 = 5.33 → 6 pieces
    expect(takeoff.trims[1]).toMatchObject({ pieces: 6, orderedLf: '45.00', pieceLengthFt: '7.50' });
    expect(takeoff.totals).toMatchObject({ trimLf: '120.00', trimWithWasteLf: '128.00', trimPieces: 17 });
  });

  it('reports LF only for a trim product without a piece length', () => {
    const takeoff = computeTakeoff([room(rectangles([12, 8]), { trimProductId: 'base' })], { base: product(null) });
    expect(takeoff.trims[0]).toMatchObject({ pieces: null, pieceLengthFt: null, orderedLf: '44.00' });
  });
});

describe('carpet', () => {
  const carpet = (rollWidthFt: 12 | 15, runAlong: 'length' | 'width' = 'length', allowance = ft(0, 3)) => ({
    rollWidthFt,
    runAlong,
    allowance,
  });

  it('counts drops, seams and yards on a 12 ft roll', () => {
    // 20' run, 14' across: 2 drops of 20' 6" = 41 LF; 41 × 12 ÷ 9 = 54.67 sq yd.
    expect(carpetFor(rectangles([20, 14]), carpet(12))).toEqual({
      drops: 2,
      seams: 1,
      length: ft(41),
      linearFt: '41.00',
      linearYd: '13.67',
      sqYd: '54.67',
    });
  });

  it('a 15 ft roll covers 14 ft in one drop, without a seam', () => {
    expect(carpetFor(rectangles([20, 14]), carpet(15))).toMatchObject({
      drops: 1,
      seams: 0,
      linearFt: '20.50',
      sqYd: '34.17',
    });
  });

  it('runs along the width when asked, with the allowance given', () => {
    // Run 14' + 2 × 6" = 15'; across 20' on 12 ft → 2 drops = 30 LF = 10 yd = 40 sq yd.
    expect(carpetFor(rectangles([20, 14]), carpet(12, 'width', ft(0, 6)))).toMatchObject({
      drops: 2,
      seams: 1,
      linearFt: '30.00',
      linearYd: '10.00',
      sqYd: '40.00',
    });
  });

  it('counts each rectangle of a room on its own, and a polygon by its bounding box', () => {
    // 12 × 10 + closet 6 × 4: 1 drop of 12' 6" + 1 drop of 6' 6" = 19 LF.
    const withCloset = rectangles([12, 10], { additions: [{ ...rect(6, 4), joinedAlong: 'length' }] });
    expect(carpetFor(withCloset, carpet(12))).toMatchObject({ drops: 2, seams: 0, linearFt: '19.00' });
    // The same L walked: bounding box 12 × 14 → 2 drops of 12' 6" on a 12 ft roll.
    const walked: RoomShape = { kind: 'polygon', sides: walls('6L 4R 6L 10L 12L 14L'), cutOuts: [] };
    expect(carpetFor(walked, carpet(12))).toMatchObject({ drops: 2, seams: 1, linearFt: '25.00' });
  });

  it('pools a carpet product’s figures across rooms', () => {
    const rooms = [
      room(rectangles([20, 14]), { productId: 'berber', carpet: carpet(12) }),
      room(rectangles([20, 14]), { productId: 'berber', carpet: carpet(15) }),
    ];
    const takeoff = computeTakeoff(rooms, { berber: { ...product(null), unit: 'sq_yd' } });
    expect(takeoff.rooms[0]?.carpet?.drops).toBe(2);
    expect(takeoff.products[0]?.carpet).toMatchObject({ drops: 3, seams: 1, linearFt: '61.50', sqYd: '88.83' });
  });
});

describe('stairs and transitions', () => {
  it('one nose per tread plus the top landing edge', () => {
    expect(stairsFor({ count: 13, countedAs: 'treads' })).toEqual({ treads: 13, risers: 14, noses: 14 });
    expect(stairsFor({ count: 14, countedAs: 'risers' })).toEqual({ treads: 13, risers: 14, noses: 14 });
    expect(stairsFor({ count: 1, countedAs: 'risers' })).toEqual({ treads: 0, risers: 1, noses: 1 });
    expect(stairsFor(null)).toBeNull();
  });

  it('totals transitions and stairs across rooms', () => {
    const takeoff = computeTakeoff(
      [
        room(rectangles([10, 10]), { transitions: 2, stairs: { count: 12, countedAs: 'treads' } }),
        room(rectangles([10, 10]), { transitions: 1, stairs: { count: 5, countedAs: 'risers' } }),
      ],
      {},
    );
    expect(takeoff.totals.transitions).toBe(3);
    expect(takeoff.totals.stairs).toEqual({ treads: 16, risers: 18, noses: 18 });
  });
});
