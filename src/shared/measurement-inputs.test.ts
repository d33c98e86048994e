import { describe, expect, it } from 'vitest';
import './validation.ts';
import { measurementRoomInput, measurementRoomsInput } from './measurement-inputs.ts';
import { MEASUREMENT_MESSAGES as M, computeTakeoff, lengthFrom, type RoomInput } from './takeoff.ts';

const ft = (feet: number, inches = 0) => lengthFrom(feet, inches);
const UUID = '0b7c6a52-6f0e-4d55-9a4a-2f0d2f7c1e11';
const minimal = { name: 'Kitchen', shape: { kind: 'rectangles', main: { length: ft(12), width: ft(10) } } };

/** The messages of a failed parse, by path. */
function errors(input: unknown): Record<string, string> {
  const result = measurementRoomInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('measurement rooms', () => {
  it('fills the defaults, and what it returns is what the takeoff takes', () => {
    const room: RoomInput = measurementRoomInput.parse(minimal);
    expect(room).toEqual({
      name: 'Kitchen',
      shape: { kind: 'rectangles', main: { length: ft(12), width: ft(10) }, additions: [], cutOuts: [] },
      productId: null,
      pattern: 'straight',
      waste: null,
      openings: [],
      trimProductId: null,
      trimWaste: null,
      transitions: 0,
      transitionProductId: null,
      padProductId: null,
      stairs: null,
      carpet: null,
    });
    expect(computeTakeoff([room], {}).totals.installedSqFt).toBe('120.00');
  });

  it('accepts typed lengths and turns them into eighths', () => {
    const room = measurementRoomInput.parse({
      ...minimal,
      shape: { kind: 'rectangles', main: { length: `12' 6 1/2"`, width: '10.5' } },
      openings: ['36"'],
      waste: '12.5',
      productId: UUID,
      carpet: { rollWidthFt: 15 },
    });
    expect(room.shape).toMatchObject({ main: { length: 1204, width: ft(10, 6) } });
    expect(room.openings).toEqual([ft(3)]);
    expect(room.waste).toBe('12.5');
    expect(room.carpet).toEqual({ rollWidthFt: 15, runAlong: 'length', allowance: 24 });
    // The roll width is the product's now: a new room gives the run and the allowance only.
    expect(measurementRoomInput.parse({ ...minimal, carpet: { allowance: '6"' } }).carpet).toEqual({
      runAlong: 'length',
      allowance: 48,
    });
  });

  it('refuses bad lengths with clear messages', () => {
    const shapeWith = (length: unknown) => ({
      ...minimal,
      shape: { kind: 'rectangles', main: { length, width: ft(10) } },
    });
    expect(errors(shapeWith('twelve'))).toEqual({ 'shape.main.length': M.lengthInvalid });
    expect(errors(shapeWith(0))).toEqual({ 'shape.main.length': M.lengthTooShort });
    expect(errors(shapeWith(ft(500) + 1))).toEqual({ 'shape.main.length': M.lengthTooLong });
    expect(errors(shapeWith(ft(500)))).toEqual({});
    expect(errors(shapeWith(1.5))).toEqual({ 'shape.main.length': M.lengthInvalid });
  });

  it('checks the name, waste, product ids, roll widths and counts', () => {
    expect(errors({ ...minimal, name: ' ' })).toEqual({ name: 'This field is required' });
    expect(errors({ ...minimal, name: 'x'.repeat(81) })).toEqual({ name: 'Maximum 80 characters allowed' });
    expect(errors({ ...minimal, waste: '100.01' })).toEqual({ waste: M.wasteInvalid });
    expect(errors({ ...minimal, waste: '12.125' })).toEqual({ waste: M.wasteInvalid });
    expect(errors({ ...minimal, trimWaste: '-5' })).toEqual({ trimWaste: M.wasteInvalid });
    expect(measurementRoomInput.parse({ ...minimal, waste: '' }).waste).toBeNull();
    expect(errors({ ...minimal, productId: 'oak' })).toEqual({ productId: M.productInvalid });
    expect(errors({ ...minimal, carpet: { rollWidthFt: 31 } })).toEqual({ 'carpet.rollWidthFt': M.rollWidthInvalid });
    expect(errors({ ...minimal, carpet: { rollWidthFt: 12.5 } })).toEqual({ 'carpet.rollWidthFt': M.rollWidthInvalid });
    expect(errors({ ...minimal, carpet: { rollWidthFt: 12, allowance: 97 } })).toEqual({
      'carpet.allowance': M.allowanceInvalid,
    });
    expect(errors({ ...minimal, transitions: 101 })).toEqual({ transitions: M.countInvalid });
    expect(errors({ ...minimal, stairs: { count: 0, countedAs: 'treads' } })).toEqual({
      'stairs.count': M.countInvalid,
    });
  });

  it('enforces the limits on rooms, rectangles, walls and openings', () => {
    const closet = { length: ft(2), width: ft(3), joinedAlong: 'width' };
    const rectangles = (additions: number) => ({ ...minimal.shape, additions: Array(additions).fill(closet) });
    expect(errors({ ...minimal, shape: rectangles(19) })).toEqual({});
    expect(errors({ ...minimal, shape: rectangles(20) })).toEqual({ 'shape.additions': M.tooManyRectangles });
    expect(errors({ ...minimal, openings: Array(21).fill(ft(3)) })).toEqual({ openings: M.tooManyOpenings });
    const sides = Array(41).fill({ length: ft(1), turn: 'left' });
    expect(errors({ ...minimal, shape: { kind: 'polygon', sides } })).toEqual({ 'shape.sides': M.tooManySides });
    expect(measurementRoomsInput.safeParse(Array(50).fill(minimal)).success).toBe(true);
    expect(measurementRoomsInput.safeParse(Array(51).fill(minimal)).error?.issues[0]?.message).toBe(M.tooManyRooms);
  });

  it('refuses a wall walk that does not close, and cut-outs larger than the room', () => {
    const side = (feet: number, turn = 'left') => ({ length: ft(feet), turn });
    const walk = (lengths: number[]) => ({
      ...minimal,
      shape: { kind: 'polygon', sides: lengths.map((n) => side(n)) },
    });
    expect(errors(walk([12, 10, 12, 9]))).toEqual({ 'shape.sides': M.notClosed });
    expect(errors(walk([12, 10, 12, 10]))).toEqual({});
    expect(
      errors({
        ...minimal,
        shape: { ...minimal.shape, cutOuts: [{ length: ft(12), width: ft(10), label: 'Island' }] },
      }),
    ).toEqual({ 'shape.cutOuts': M.cutOutsTooBig });
  });

  it('fills the stairs’ defaults and reads their typed sizes', () => {
    const room = measurementRoomInput.parse({ ...minimal, stairs: { count: 13, countedAs: 'treads' } });
    expect(room.stairs).toEqual({
      count: 13,
      countedAs: 'treads',
      covering: 'hard',
      width: null,
      stepMeasure: null,
      topLandingExposed: true,
      productId: null,
      riserProductId: null,
      noseProductId: null,
    });
    const carpeted = measurementRoomInput.parse({
      ...minimal,
      stairs: { count: 14, countedAs: 'risers', covering: 'carpet', width: '42"', stepMeasure: '18"', productId: UUID },
    });
    expect(carpeted.stairs).toMatchObject({ covering: 'carpet', width: 336, stepMeasure: 144, productId: UUID });
    const stairs = (fields: Record<string, unknown>) => ({
      ...minimal,
      stairs: { count: 3, countedAs: 'treads', ...fields },
    });
    expect(errors(stairs({ width: 0 }))).toEqual({ 'stairs.width': M.stairWidthInvalid });
    expect(errors(stairs({ width: `31'` }))).toEqual({ 'stairs.width': M.stairWidthInvalid });
    expect(errors(stairs({ stepMeasure: 'a lot' }))).toEqual({ 'stairs.stepMeasure': M.stepMeasureInvalid });
    expect(errors(stairs({ covering: 'marble' }))).toHaveProperty(['stairs.covering']);
    expect(errors(stairs({ noseProductId: 'nose' }))).toEqual({ 'stairs.noseProductId': M.productInvalid });
    expect(errors({ ...minimal, padProductId: 'pad' })).toEqual({ padProductId: M.productInvalid });
  });

  it('places an addition along a wall, and refuses one longer than its wall with the addition named', () => {
    const withCloset = (closet: Record<string, unknown>) => ({
      ...minimal,
      shape: { ...minimal.shape, additions: [{ length: ft(2), width: ft(2), joinedAlong: 'width' }, closet] },
    });
    const placed = measurementRoomInput.parse(
      withCloset({ length: "6'", width: "4'", joinedAlong: 'length', wall: 'length', offset: "9'" }),
    );
    expect(placed.shape.kind === 'rectangles' && placed.shape.additions[1]).toMatchObject({
      wall: 'length',
      offset: ft(9),
    });
    expect(errors(withCloset({ length: "14'", width: "4'", joinedAlong: 'length' }))).toEqual({
      'shape.additions.1': M.additionTooLong,
    });
    expect(
      errors(withCloset({ length: "6'", width: "4'", joinedAlong: 'length', wall: 'width', offset: "10'" })),
    ).toEqual({
      'shape.additions.1': M.additionDetached,
    });
    expect(errors(withCloset({ length: "6'", width: "4'", joinedAlong: 'length', offset: -1 }))).toEqual({
      'shape.additions.1.offset': M.offsetInvalid,
    });
  });
});
