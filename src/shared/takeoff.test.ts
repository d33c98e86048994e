import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WASTE,
  computeRoom,
  computeTakeoff,
  carpetFor,
  formatFeet,
  formatGroutJoint,
  formatLength,
  lengthFrom,
  newRoom,
  parseGroutJoint,
  parseLength,
  polygonIssue,
  polygonRectangles,
  shapeFigures,
  stairsFor,
  type Addition,
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

describe('metric lengths and grout joints', () => {
  it('reads metres as rolls and tiles are sold, to the nearest eighth', () => {
    // 4 m = 4000 ÷ 25.4 = 157.48" = 1259.84 eighths → 1260 = 13' 1 1/2".
    expect(parseLength('4 m')).toBe(ft(13, 1, 4));
    expect(parseLength('4m')).toBe(ft(13, 1, 4));
    // 600 mm = 23.62" = 188.98 eighths → 189 = 23 5/8".
    expect(parseLength('600 mm')).toBe(ft(1, 11, 5));
    expect(parseLength('60 cm')).toBe(ft(1, 11, 5));
    // 3,66 m, the European "12 ft" roll: 144.09" = 1152.76 eighths → 12' 1/8".
    expect(parseLength('3,66 m')).toBe(ft(12, 0, 1));
    expect(parseLength(`13' 2"`)).toBe(1264);
    for (const text of ['4 km', 'm', '4 m 2 cm', '-4 m']) expect(parseLength(text), text).toBeNull();
  });

  it('keeps grout joints in thirty-seconds of an inch: 1/16" is no whole eighth', () => {
    expect(parseGroutJoint('1/16"')).toBe(2);
    expect(parseGroutJoint('1/8')).toBe(4); // a bare number is inches here
    expect(parseGroutJoint('3/16 in')).toBe(6);
    // 3 mm = 0.1181" = 3.78/32 → 4/32 = 1/8".
    expect(parseGroutJoint('3 mm')).toBe(4);
    expect(parseGroutJoint('0')).toBe(0);
    expect(parseGroutJoint('a')).toBeNull();
    expect([2, 4, 6, 3, 32, 40, 0].map(formatGroutJoint)).toEqual([
      '1/16"',
      '1/8"',
      '3/16"',
      '3/32"',
      '1"',
      '1 1/4"',
      '0"',
    ]);
  });
});

describe('additions', () => {
  const closet = (l: number, w: number, more: Partial<Addition> = {}): Addition => ({
    ...rect(l, w),
    joinedAlong: 'length',
    ...more,
  });

  it('refuses a closet joined along a side longer than the wall it joins, naming it', () => {
    // 14' against a 12' × 10' room: no wall of it is 14' long.
    const tooLong = rectangles([12, 10], { additions: [closet(2, 3), closet(14, 4)] });
    expect(shapeFigures(tooLong)).toMatchObject({ area: 0, issue: { code: 'addition_too_long', addition: 1 } });
    // 12' fits the 12' wall; against the 10' wall it does not.
    expect(shapeFigures(rectangles([12, 10], { additions: [closet(12, 4)] })).issue).toBeNull();
    const onWidth = rectangles([12, 10], { additions: [closet(12, 4, { wall: 'width' })] });
    expect(shapeFigures(onWidth).issue).toEqual({ code: 'addition_too_long', addition: 0 });
  });

  it('takes a position along the wall: a closet past the corner shares only part of its side', () => {
    // 12' × 10' room; a 6' × 4' closet against its 12' wall from 9': 3' of it touch the room.
    // Perimeter 44 + 20 − 2 × 3 = 58; walked round: 12 + 10 + 3 + 4 + 6 + 4 + 9 + 10 = 58.
    const shape = rectangles([12, 10], { additions: [closet(6, 4, { wall: 'length', offset: ft(9) })] });
    expect(shapeFigures(shape)).toMatchObject({ area: sqFt(144), perimeter: ft(58), issue: null });
    const walked = shapeFigures({ kind: 'polygon', sides: walls('12L 10R 3L 4L 6L 4R 9L 10L'), cutOuts: [] });
    expect(walked).toMatchObject({ area: sqFt(144), perimeter: ft(58), issue: null });
    // Wholly on the wall, its whole side is shared: 44 + 20 − 12 = 52.
    const inside = rectangles([12, 10], { additions: [closet(6, 4, { wall: 'length', offset: ft(2) })] });
    expect(shapeFigures(inside).perimeter).toBe(ft(52));
    // From 12' on, it touches nothing.
    const detached = rectangles([12, 10], { additions: [closet(6, 4, { wall: 'length', offset: ft(12) })] });
    expect(shapeFigures(detached).issue).toEqual({ code: 'addition_detached', addition: 0 });
  });
});

describe('carpet on the roll', () => {
  const carpet = (runAlong: 'length' | 'width' = 'length', allowance = ft(0, 3)) => ({ runAlong, allowance });
  const broadloom = (rollWidth: number, unit = 'linear_yd', more: Partial<TakeoffProduct> = {}): TakeoffProduct => ({
    name: 'Saxony',
    unit,
    category: 'carpet',
    coverageSqFt: null,
    pieceLengthFt: null,
    rollWidth,
    ...more,
  });
  // The issue's bedroom: 16' long, 14' wide.
  const bedroom = (more: Partial<RoomInput> = {}) =>
    room(rectangles([16, 14]), { name: 'Bedroom', productId: 'saxony', ...more });

  it('lays a 14 × 16 bedroom on a 12 ft roll: 2 drops of 16\' 6", 11 linear yd, no waste on top', () => {
    // Across 14' on a 12' roll: ⌈14 ÷ 12⌉ = 2 drops, each 16' + 2 × 3" = 16' 6" → 33 LF = 11 LY;
    // 33 × 12 = 396 sq ft = 44 sq yd bought; one seam, 16' long.
    const takeoff = computeTakeoff([bedroom()], { saxony: broadloom(ft(12)) });
    const [figures] = takeoff.rooms;
    expect(figures?.carpet).toEqual({
      rollWidth: ft(12),
      rollWidthFrom: 'product',
      drops: 2,
      dropLengths: [{ length: ft(16, 6), count: 2 }],
      seams: 1,
      seamLength: ft(16),
      seamLf: '16.00',
      stairSteps: 0,
      stairRows: 0,
      stairLength: 0,
      length: ft(33),
      linearFt: '33.00',
      linearYd: '11.00',
      sqYd: '44.00',
      sqFt: '396.00',
    });
    // 224 sq ft installed; the drops are what it takes: (396 − 224) ÷ 224 = 76.79 %, shown, not added.
    expect(figures).toMatchObject({
      installedSqFt: '224.00',
      withWasteSqFt: '396.00',
      wastePercent: '76.79',
      wasteSource: 'roll',
    });
    expect(takeoff.products[0]).toMatchObject({
      orderedSqFt: '396.00',
      boxes: null,
      order: { unit: 'linear_yd', quantity: '11.00', inSellingUnit: true },
    });
    expect(takeoff.totals).toMatchObject({ installedSqFt: '224.00', orderedSqFt: '396.00' });
  });

  it('gives the quantity in the unit the carpet is sold by', () => {
    const order = (unit: string, more: Partial<TakeoffProduct> = {}) =>
      computeTakeoff([bedroom()], { saxony: broadloom(ft(12), unit, more) }).products[0]?.order;
    expect(order('linear_ft')).toEqual({ unit: 'linear_ft', quantity: '33.00', inSellingUnit: true });
    expect(order('sq_yd')).toEqual({ unit: 'sq_yd', quantity: '44.00', inSellingUnit: true });
    expect(order('sq_ft')).toEqual({ unit: 'sq_ft', quantity: '396.00', inSellingUnit: true });
    // A 100 ft roll: ⌈33 ÷ 100⌉ = 1.
    expect(order('roll', { pieceLengthFt: '100.00' })).toEqual({ unit: 'roll', quantity: '1', inSellingUnit: true });
    // By the hour is no carpet unit: the roll's sq ft, flagged.
    expect(order('hour')).toEqual({ unit: 'sq_ft', quantity: '396.00', inSellingUnit: false });
  });

  it('takes any roll width from the product; the room chooses the run', () => {
    const linear = (rollWidth: number, runAlong: 'length' | 'width' = 'length') =>
      computeTakeoff([bedroom({ carpet: carpet(runAlong) })], { saxony: broadloom(rollWidth) }).products[0]?.carpet;
    // 15': 14' in one drop of 16' 6" = 5.50 LY, 16.5 × 15 ÷ 9 = 27.50 sq yd, no seam.
    expect(linear(ft(15))).toMatchObject({ drops: 1, seams: 0, linearYd: '5.50', sqYd: '27.50', seamLf: '0.00' });
    // 13' 2" and 4 m (13' 1 1/2") are still short of 14': two drops.
    expect(linear(ft(13, 2))).toMatchObject({ drops: 2, linearFt: '33.00', rollWidth: 1264 });
    expect(linear(parseLength('4 m') as number)).toMatchObject({ drops: 2, linearFt: '33.00' });
    // Along the 14': across 16' → 2 drops of 14' 6" = 29 LF = 9.67 yd; 29 × 12 ÷ 9 = 38.67 sq yd; seam 14'.
    expect(linear(ft(12), 'width')).toMatchObject({
      drops: 2,
      linearFt: '29.00',
      linearYd: '9.67',
      sqYd: '38.67',
      seamLf: '14.00',
    });
  });

  it('takes the allowance the room gives', () => {
    // 6" at each end: 2 drops of 17' = 34 LF.
    const takeoff = computeTakeoff([bedroom({ carpet: carpet('length', ft(0, 6)) })], { saxony: broadloom(ft(12)) });
    expect(takeoff.products[0]?.carpet).toMatchObject({
      dropLengths: [{ length: ft(17), count: 2 }],
      linearFt: '34.00',
    });
  });

  it('lays carpet without a roll width on 12 ft, or on the width a stored room chose', () => {
    const noWidth = { saxony: broadloom(0) };
    expect(computeTakeoff([bedroom()], noWidth).rooms[0]?.carpet).toMatchObject({
      rollWidth: ft(12),
      rollWidthFrom: 'default',
    });
    const stored = bedroom({ carpet: { runAlong: 'length', allowance: ft(0, 3), rollWidthFt: 15 } });
    expect(computeTakeoff([stored], noWidth).rooms[0]?.carpet).toMatchObject({
      rollWidth: ft(15),
      rollWidthFrom: 'room',
      drops: 1,
    });
    // The product's width wins over the stored one.
    expect(computeTakeoff([stored], { saxony: broadloom(ft(12)) }).rooms[0]?.carpet?.drops).toBe(2);
  });

  it('lays each rectangle of a rectangles room on its own', () => {
    // 12 × 10 + closet 6 × 4: 1 drop of 12' 6" + 1 drop of 6' 6" = 19 LF.
    const withCloset = rectangles([12, 10], { additions: [{ ...rect(6, 4), joinedAlong: 'length' }] });
    expect(carpetFor(withCloset, { ...carpet(), rollWidthFt: 12 })).toMatchObject({
      drops: 2,
      seams: 0,
      linearFt: '19.00',
    });
  });

  it('lays a wall walk over its own outline, not its bounding box', () => {
    // The L 6L 4R 6L 10L 12L 14L: x 0–6 for y 0–14, x 6–12 for y 4–14 (bounding box 12 × 14).
    expect(polygonRectangles(walls('6L 4R 6L 10L 12L 14L'))).toEqual([
      { x0: 0, x1: ft(6), y0: 0, y1: ft(4) },
      { x0: 0, x1: ft(12), y0: ft(4), y1: ft(14) },
    ]);
    // Drops along x on a 12' roll, laid from the north wall: y 2–14 spans x 0–12 → 12' 6"; y 0–2
    // only x 0–6 → 6' 6": 19 LF (the bounding box would take 2 × 12' 6" = 25). One 6' seam at y = 2.
    const walked: RoomShape = { kind: 'polygon', sides: walls('6L 4R 6L 10L 12L 14L'), cutOuts: [] };
    expect(carpetFor(walked, { ...carpet(), rollWidthFt: 12 })).toMatchObject({
      drops: 2,
      dropLengths: [
        { length: ft(12, 6), count: 1 },
        { length: ft(6, 6), count: 1 },
      ],
      seams: 1,
      seamLf: '6.00',
      linearFt: '19.00',
    });
  });

  it('gives each arm of a U its own drop where a strip meets both', () => {
    // A 12 × 10 U open to the north: the base y 0–4 spans x 0–12, the arms x 0–4 and 8–12 up to y 10.
    // On a 6' roll along x: y 0–6 → one drop of 12' 6"; y 6–10 → two of 4' 6"; 21.5 LF.
    // The seam at y = 6 runs along both arms: 2 seams, 8'.
    const u: RoomShape = { kind: 'polygon', sides: walls('12L 10L 4L 6R 4R 6L 4L 10L'), cutOuts: [] };
    expect(shapeFigures(u)).toMatchObject({ area: sqFt(96), perimeter: ft(56), issue: null });
    expect(carpetFor(u, carpet(), ft(6))).toMatchObject({
      drops: 3,
      dropLengths: [
        { length: ft(12, 6), count: 1 },
        { length: ft(4, 6), count: 2 },
      ],
      seams: 2,
      seamLength: ft(8),
      linearFt: '21.50',
    });
  });

  it('pools a product’s rooms: drops add up, one quantity', () => {
    const rooms = [bedroom(), bedroom({ name: 'Bedroom 2', carpet: carpet('width') })];
    // 33 + 29 = 62 LF = 20.67 LY.
    const takeoff = computeTakeoff(rooms, { saxony: broadloom(ft(12)) });
    expect(takeoff.products[0]).toMatchObject({
      rooms: [0, 1],
      carpet: { drops: 4, seams: 2, linearFt: '62.00' },
      order: { unit: 'linear_yd', quantity: '20.67' },
    });
  });

  it('shows carpet figures for a room asking for them without ordering by them', () => {
    // An oak floor with carpet figures asked for: still boxes of the area with waste.
    const takeoff = computeTakeoff(
      [room(rectangles([20, 14]), { productId: 'oak', carpet: { ...carpet(), rollWidthFt: 12 } })],
      {
        oak: product('20'),
      },
    );
    expect(takeoff.rooms[0]).toMatchObject({
      wasteSource: 'layout',
      withWasteSqFt: '308.00',
      carpet: { drops: 2, linearFt: '41.00' },
    });
    // 308 ÷ 20 → 16 boxes.
    expect(takeoff.products[0]).toMatchObject({ boxes: 16, order: { unit: 'box', quantity: '16' } });
  });
});

describe('stairs', () => {
  it('one nose per tread plus the top landing edge when it is exposed', () => {
    expect(stairsFor({ count: 13, countedAs: 'treads' })).toMatchObject({ treads: 13, risers: 14, noses: 14 });
    expect(stairsFor({ count: 14, countedAs: 'risers' })).toMatchObject({ treads: 13, risers: 14, noses: 14 });
    expect(stairsFor({ count: 1, countedAs: 'risers' })).toMatchObject({ treads: 0, risers: 1, noses: 1 });
    // A landing edge under a wall or a carpeted landing takes no nose.
    expect(stairsFor({ count: 13, countedAs: 'treads', topLandingExposed: false })).toMatchObject({ noses: 13 });
    expect(stairsFor(null)).toBeNull();
    expect(stairsFor({ count: 13, countedAs: 'treads' })).toMatchObject({
      covering: 'hard',
      width: ft(3),
      carpet: null,
    });
  });

  it('lays carpet stairs side by side across the roll', () => {
    // 13 treads → 14 risers, a piece each. 36" stairs on a 12' (144") roll: 4 across, ⌈14 ÷ 4⌉ = 4
    // rows of 19" (10" tread + 7 1/2" riser + 1 1/2" nose wrap) = 76" = 6.33 LF = 2.11 LY;
    // 76 × 144 ÷ 1296 = 8.44 sq yd.
    expect(stairsFor({ count: 13, countedAs: 'treads', covering: 'carpet' }, ft(12))?.carpet).toEqual({
      rollWidth: ft(12),
      steps: 14,
      stepMeasure: ft(0, 19),
      piecesAcross: 4,
      rows: 4,
      seams: 0,
      length: ft(0, 76),
      linearFt: '6.33',
      linearYd: '2.11',
      sqYd: '8.44',
    });
    // 42" wide, 18" a step: ⌊144 ÷ 42⌋ = 3 across, ⌈14 ÷ 3⌉ = 5 rows × 18" = 90" = 7.50 LF; 90 × 144 ÷ 1296 = 10 sq yd.
    const wide = {
      count: 13,
      countedAs: 'treads' as const,
      covering: 'carpet' as const,
      width: ft(0, 42),
      stepMeasure: ft(0, 18),
    };
    expect(stairsFor(wide, ft(12))?.carpet).toMatchObject({
      piecesAcross: 3,
      rows: 5,
      linearFt: '7.50',
      sqYd: '10.00',
    });
    // A 14' stair on a 12' roll: two strips a step, seamed: 14 × 2 = 28 rows.
    expect(stairsFor({ ...wide, width: ft(14) }, ft(12))?.carpet).toMatchObject({
      piecesAcross: 1,
      rows: 28,
      seams: 14,
    });
    // Carpet needs no nose pieces.
    expect(stairsFor(wide)?.noses).toBe(0);
  });

  it('adds carpet stairs to the room’s roll: one order', () => {
    // Bedroom 33 LF + the 42" stairs' 7.5 LF = 40.5 LF = 13.50 LY.
    const takeoff = computeTakeoff(
      [
        room(rectangles([16, 14]), {
          productId: 'saxony',
          stairs: { count: 13, countedAs: 'treads', covering: 'carpet', width: ft(0, 42), stepMeasure: ft(0, 18) },
        }),
      ],
      {
        saxony: {
          name: 'Saxony',
          unit: 'linear_yd',
          category: 'carpet',
          coverageSqFt: null,
          pieceLengthFt: null,
          rollWidth: ft(12),
        },
      },
    );
    expect(takeoff.products[0]).toMatchObject({
      carpet: { drops: 2, stairSteps: 14, stairRows: 5, stairLength: ft(0, 90), linearFt: '40.50' },
      order: { unit: 'linear_yd', quantity: '13.50' },
    });
    expect(takeoff.parts).toEqual([]);
  });

  it('counts hard-surface treads, risers and noses in their products’ units', () => {
    const piece = (unit: string, pieceLengthFt: string | null = null): TakeoffProduct => ({
      name: unit,
      unit,
      coverageSqFt: null,
      pieceLengthFt,
    });
    const stairs = (more: Partial<RoomInput['stairs'] & object> = {}) =>
      room(rectangles([10, 10]), {
        stairs: {
          count: 13,
          countedAs: 'treads',
          productId: 'tread',
          riserProductId: 'riser',
          noseProductId: 'nose',
          ...more,
        },
      });
    const products = { tread: piece('each'), riser: piece('piece'), nose: piece('linear_ft', '8') };
    // 36" noses from 8' (96") nosing: 2 a piece; 14 noses → 7 pieces = 56 LF.
    expect(computeTakeoff([stairs()], products).parts).toEqual([
      expect.objectContaining({
        part: 'tread',
        count: 13,
        order: { unit: 'each', quantity: '13', inSellingUnit: true },
      }),
      expect.objectContaining({
        part: 'riser',
        count: 14,
        order: { unit: 'piece', quantity: '14', inSellingUnit: true },
      }),
      expect.objectContaining({
        part: 'nose',
        count: 14,
        pieces: 7,
        order: { unit: 'linear_ft', quantity: '56.00', inSellingUnit: true },
      }),
    ]);
    // No exposed landing edge: 13 noses → 7 pieces still; 50" stairs: 1 a piece → 13 pieces = 104 LF.
    const covered = computeTakeoff([stairs({ topLandingExposed: false, width: ft(0, 50) })], products).parts[2];
    expect(covered).toMatchObject({ count: 13, pieces: 13, order: { quantity: '104.00' } });
    // Nosing by the foot without a piece length: 14 × 36" = 42 LF.
    const byFoot = computeTakeoff([stairs()], { ...products, nose: piece('linear_ft') }).parts[2];
    expect(byFoot).toMatchObject({ pieces: null, order: { unit: 'linear_ft', quantity: '42.00' } });
  });
});

describe('tile', () => {
  const subway = (unit = 'box', more: Partial<TakeoffProduct> = {}): TakeoffProduct => ({
    name: 'Subway 3 × 6',
    unit,
    category: 'tile',
    coverageSqFt: null,
    pieceLengthFt: null,
    tileLength: ft(0, 6),
    tileWidth: ft(0, 3),
    groutJoint: 4, // 1/8"
    tilesPerBox: 44,
    ...more,
  });
  const bathroom = room(rectangles([9, 7]), { name: 'Bathroom', productId: 'subway' });

  it('counts tiles by their grout pitch, with the nominal count beside it', () => {
    // 9' × 7' = 63 sq ft, straight: 69.30 sq ft = 9,979.2 sq in. A 3" × 6" tile with a 1/8" joint
    // lays 3.125 × 6.125 = 19.14 sq in: 521.4 → 522 tiles, ⌈522 ÷ 44⌉ = 12 boxes. Its face alone is
    // 18 sq in: 554.4 → 555 tiles, 13 boxes.
    const takeoff = computeTakeoff([bathroom], { subway: subway() });
    expect(takeoff.products[0]).toMatchObject({
      withWasteSqFt: '69.30',
      tiles: {
        tileLength: ft(0, 6),
        tileWidth: ft(0, 3),
        groutJoint: 4,
        tilesPerBox: 44,
        tiles: 522,
        tilesNominal: 555,
        boxes: 12,
        boxesNominal: 13,
      },
      boxes: 12,
      // 12 × 44 tiles × 19.140625 sq in = 10,106.25 sq in = 70.18 sq ft laid.
      orderedSqFt: '70.18',
      order: { unit: 'box', quantity: '12', inSellingUnit: true },
    });
  });

  it('gives tile in its selling unit: pieces, or the boxes’ face sq ft', () => {
    const order = (unit: string, more: Partial<TakeoffProduct> = {}) =>
      computeTakeoff([bathroom], { subway: subway(unit, more) }).products[0]?.order;
    expect(order('piece')).toEqual({ unit: 'piece', quantity: '522', inSellingUnit: true });
    // Priced by the sq ft, sold by the box: 12 boxes × 44 × 18 sq in = 66.00 sq ft of tile.
    expect(order('sq_ft')).toEqual({ unit: 'sq_ft', quantity: '66.00', inSellingUnit: true });
    // Or the box's coverage as the catalog says it (5.5 sq ft).
    expect(order('sq_ft', { coverageSqFt: '5.50' })).toEqual({ unit: 'sq_ft', quantity: '66.00', inSellingUnit: true });
    // No joint: the pitch is the face.
    expect(computeTakeoff([bathroom], { subway: subway('box', { groutJoint: 0 }) }).products[0]?.tiles).toMatchObject({
      tiles: 555,
      tilesNominal: 555,
    });
  });
});

describe('visible defaults', () => {
  it('uses the catalog’s default waste when a room sets none', () => {
    const oak = { ...product('20'), defaultWastePercent: '7.00' };
    const rooms = [
      room(rectangles([10, 10]), { productId: 'oak' }),
      room(rectangles([10, 10]), { productId: 'oak', waste: '12' }),
      room(rectangles([10, 10]), { productId: 'plain' }),
    ];
    const takeoff = computeTakeoff(rooms, { oak, plain: product('20') });
    expect(takeoff.rooms.map((r) => [r.wastePercent, r.wasteSource])).toEqual([
      ['7.00', 'product'],
      ['12.00', 'room'],
      ['10.00', 'layout'],
    ]);
    // 107 + 112 = 219 ÷ 20 → 11 boxes.
    expect(takeoff.products[0]).toMatchObject({ withWasteSqFt: '219.00', boxes: 11 });
    expect(computeRoom(rooms[0] as RoomInput, { oak }).withWasteSqFt).toBe('107.00');
  });

  it('takes the trim waste from the room, then the trim product, then 10 %', () => {
    const base = { ...product(null, '8'), unit: 'linear_ft', defaultWastePercent: '5' };
    const takeoff = computeTakeoff(
      [
        room(rectangles([10, 10]), { trimProductId: 'base' }),
        room(rectangles([10, 10]), { trimProductId: 'base', trimWaste: '15' }),
        room(rectangles([10, 10]), { trimProductId: 'other' }),
      ],
      { base, other: product(null, '8') },
    );
    expect(takeoff.rooms.map((r) => [r.trimWastePercent, r.trimWasteSource, r.trimWithWasteLf])).toEqual([
      ['5.00', 'product', '42.00'],
      ['15.00', 'room', '46.00'],
      ['10.00', 'default', '44.00'],
    ]);
    // 42 + 46 = 88 LF ÷ 8 = 11 pieces = 88 LF, priced by the foot.
    expect(takeoff.trims[0]).toMatchObject({ pieces: 11, order: { unit: 'linear_ft', quantity: '88.00' } });
    // A trim priced by the box is not counted in boxes: 44 LF → 6 pieces = 48 LF, flagged.
    expect(takeoff.trims[1]?.order).toEqual({ unit: 'linear_ft', quantity: '48.00', inSellingUnit: false });
  });
});

describe('pad, transitions and selling units', () => {
  it('pads a room’s net area in the pad’s unit, with its own waste', () => {
    const pad = (unit: string, more: Partial<TakeoffProduct> = {}): TakeoffProduct => ({
      name: 'Pad',
      unit,
      coverageSqFt: null,
      pieceLengthFt: null,
      ...more,
    });
    const rooms = [room(rectangles([16, 14]), { padProductId: 'pad' })];
    // 224 × 1.10 = 246.40 sq ft = 27.3778 → 27.38 sq yd.
    const takeoff = computeTakeoff(rooms, { pad: pad('sq_yd') });
    expect(takeoff.rooms[0]?.padWithWasteSqFt).toBe('246.40');
    expect(takeoff.pads[0]).toMatchObject({ installedSqFt: '224.00', order: { unit: 'sq_yd', quantity: '27.38' } });
    // Rolls of 100 sq ft: 3; the pad's own default waste (5 %): 235.20 sq ft, still 3.
    expect(computeTakeoff(rooms, { pad: pad('roll', { coverageSqFt: '100' }) }).pads[0]?.order.quantity).toBe('3');
    expect(computeTakeoff(rooms, { pad: pad('sq_ft', { defaultWastePercent: '5' }) }).pads[0]?.order.quantity).toBe(
      '235.20',
    );
    // A 6' roll sold by the foot: 246.40 ÷ 6 = 41.07 LF.
    expect(computeTakeoff(rooms, { pad: pad('linear_ft', { rollWidth: ft(6) }) }).pads[0]?.order.quantity).toBe(
      '41.07',
    );
  });

  it('counts transitions per product: a piece each', () => {
    const rooms = [
      room(rectangles([10, 10]), { transitions: 2, transitionProductId: 't' }),
      room(rectangles([10, 10]), { transitions: 1, transitionProductId: 't' }),
      room(rectangles([10, 10]), { transitions: 4 }),
    ];
    const strip = (unit: string, pieceLengthFt: string | null = null) => ({
      t: { ...product(null, pieceLengthFt), unit },
    });
    expect(computeTakeoff(rooms, strip('each')).parts).toEqual([
      expect.objectContaining({
        part: 'transition',
        rooms: [0, 1],
        count: 3,
        order: { unit: 'each', quantity: '3', inSellingUnit: true },
      }),
    ]);
    // By the foot in 3' pieces: 9 LF; without a length it stays a count, flagged.
    expect(computeTakeoff(rooms, strip('linear_ft', '3')).parts[0]?.order).toEqual({
      unit: 'linear_ft',
      quantity: '9.00',
      inSellingUnit: true,
    });
    expect(computeTakeoff(rooms, strip('linear_ft')).parts[0]?.order).toEqual({
      unit: 'each',
      quantity: '3',
      inSellingUnit: false,
    });
    expect(computeTakeoff(rooms, {}).totals.transitions).toBe(7);
  });

  it('gives an area product by the sq ft in whole boxes as the boxes’ sq ft', () => {
    // 110 ÷ 22.5 = 4.89 → 5 boxes = 112.50 sq ft, priced by the sq ft.
    const takeoff = computeTakeoff([room(rectangles([10, 10]), { productId: 'lvp' })], {
      lvp: { ...product('22.5'), unit: 'sq_ft' },
    });
    expect(takeoff.products[0]).toMatchObject({
      boxes: 5,
      order: { unit: 'sq_ft', quantity: '112.50', inSellingUnit: true },
    });
    // Square yards: 110 ÷ 9 = 12.23; a box without a coverage cannot be counted: sq ft, flagged.
    const sqYd = computeTakeoff([room(rectangles([10, 10]), { productId: 'vinyl' })], {
      vinyl: { ...product(null), unit: 'sq_yd' },
    });
    expect(sqYd.products[0]?.order).toEqual({ unit: 'sq_yd', quantity: '12.23', inSellingUnit: true });
    const box = computeTakeoff([room(rectangles([10, 10]), { productId: 'oak' })], { oak: product(null) });
    expect(box.products[0]?.order).toEqual({ unit: 'sq_ft', quantity: '110.00', inSellingUnit: false });
  });

  it('reads a room stored before any of this (no pad, transitions product, stair covering or roll width)', () => {
    const stored = JSON.parse(
      JSON.stringify({
        name: 'Den',
        shape: {
          kind: 'rectangles',
          main: rect(20, 14),
          additions: [{ ...rect(6, 4), joinedAlong: 'length' }],
          cutOuts: [],
        },
        productId: 'saxony',
        pattern: 'straight',
        waste: null,
        openings: [],
        trimProductId: null,
        trimWaste: null,
        transitions: 1,
        stairs: { count: 13, countedAs: 'treads' },
        carpet: { rollWidthFt: 12, runAlong: 'length', allowance: 24 },
      }),
    ) as RoomInput;
    const takeoff = computeTakeoff([stored], { saxony: { ...product(null), unit: 'sq_yd', category: 'carpet' } });
    // 20' run: 2 drops of 20' 6" + the closet's 6' 6" = 47.5 LF × 12 ÷ 9 = 63.33 sq yd.
    expect(takeoff.products[0]).toMatchObject({
      carpet: { drops: 3, linearFt: '47.50', sqYd: '63.33' },
      order: { quantity: '63.34' },
    });
    expect(takeoff.rooms[0]?.stairs).toMatchObject({ covering: 'hard', noses: 14 });
    expect(takeoff.parts).toEqual([]);
  });
});
