import { divideCeil, divideRoundHalfUp, formatDecimal, parseDecimal } from './decimal.ts';

/**
 * The takeoff (ADR 0023): a measurement's rooms → areas, waste, boxes, trim pieces, carpet drops
 * and stair noses. Pure and zod-free: the measurement page recomputes it on every keystroke and the
 * server recomputes it from the stored rooms.
 *
 * Lengths are integer eighths of an inch; areas integer square eighths (1 sq ft = 9216). Figures for
 * people are decimal texts at scale 2 ("220.00", rounded half up); counts (boxes, pieces, drops,
 * seams, noses) are integers taken as exact ceilings, never from a binary float.
 */

export const EIGHTHS_PER_INCH = 8;
export const EIGHTHS_PER_FOOT = 96;
export const SQ_EIGHTHS_PER_SQ_FT = EIGHTHS_PER_FOOT * EIGHTHS_PER_FOOT;
const FT = BigInt(EIGHTHS_PER_FOOT);

export const MEASUREMENT_PATTERNS = ['straight', 'diagonal', 'herringbone'] as const;
export type MeasurementPattern = (typeof MEASUREMENT_PATTERNS)[number];

/** Default waste per layout, as percent texts (editable per room). */
export const DEFAULT_WASTE: Record<MeasurementPattern, string> = {
  straight: '10',
  diagonal: '15',
  herringbone: '20',
};
export const DEFAULT_TRIM_WASTE = '10';
/** Waste and trim waste are percent texts with at most 2 decimals, 0–100. */
export const WASTE_SCALE = 2;

/** Broadloom roll widths in feet. */
export const CARPET_ROLL_WIDTHS = [12, 15] as const;
export type CarpetRollWidth = (typeof CARPET_ROLL_WIDTHS)[number];
export const CARPET_RUN_DIRECTIONS = ['length', 'width'] as const;
export type CarpetRunDirection = (typeof CARPET_RUN_DIRECTIONS)[number];
/** Trim allowance at each end of a drop: 3". */
export const DEFAULT_CARPET_ALLOWANCE = 3 * EIGHTHS_PER_INCH;

export const STAIR_COUNTS = ['treads', 'risers'] as const;
export type StairCount = (typeof STAIR_COUNTS)[number];

export const ADDITION_SIDES = ['length', 'width'] as const;
export type AdditionSide = (typeof ADDITION_SIDES)[number];
export const TURNS = ['left', 'right'] as const;
export type Turn = (typeof TURNS)[number];

/** Limits of a measurement (lengths in eighths): what the API refuses, what the page stops at. */
export const MEASUREMENT_LIMITS = {
  rooms: 50,
  roomName: 80,
  label: 40,
  /** 500 ft: any side, rectangle, opening or wall. */
  side: 500 * EIGHTHS_PER_FOOT,
  /** The main rectangle plus its additions. */
  rectangles: 20,
  cutOuts: 20,
  polygonSides: 40,
  openings: 20,
  transitions: 100,
  stairs: 100,
  /** Carpet trim allowance at each end: up to 12". */
  allowance: 12 * EIGHTHS_PER_INCH,
} as const;

/** The measurement's validation texts (English; the page localises them by key, as SIGN_UP_MESSAGES). */
export const MEASUREMENT_MESSAGES = {
  lengthInvalid: 'Enter a length like 12\' 6 1/2"',
  lengthTooShort: 'Enter a length greater than zero',
  lengthTooLong: 'A length can be at most 500 ft',
  tooManyRooms: 'A measurement can have at most 50 rooms',
  tooManyRectangles: 'A room can have at most 20 rectangles',
  tooManyCutOuts: 'A room can have at most 20 cut-outs',
  tooManySides: 'A room can have at most 40 walls',
  tooManyOpenings: 'A room can have at most 20 openings',
  wasteInvalid: 'Enter a waste between 0 and 100 %, with at most 2 decimals',
  countInvalid: 'Enter a whole number between 0 and 100',
  productInvalid: 'Choose a product from the catalog',
  rollWidthInvalid: 'Choose a roll width of 12 or 15 ft',
  allowanceInvalid: 'Enter an allowance between 0" and 12"',
  notClosed: 'The walls do not close: check each side and turn',
  turnsDoNotClose: 'The turns do not lead back to the first wall: check the last turn',
  crossesItself: 'Two walls cross: check each side and turn',
  tooFewSides: 'A room needs at least 4 walls',
  cutOutsTooBig: 'The cut-outs are as large as the room or larger',
  empty: "Enter the room's length and width",
} as const;

// ---------------------------------------------------------------------------------------------
// The rooms as stored (measurements.rooms JSON) and sent by the page. Lengths in eighths.

export interface Rectangle {
  length: number;
  width: number;
  /** "Island", "Closet", … (optional, shown to people only). */
  label?: string | null | undefined;
}
/** A closet or alcove: joined to the rest of the room along its own length or width. */
export interface Addition extends Rectangle {
  joinedAlong: AdditionSide;
}
export interface WallSide {
  length: number;
  /** The 90° turn taken at the end of this side. */
  turn: Turn;
}
export type RoomShape =
  | { kind: 'rectangles'; main: Rectangle; additions: Addition[]; cutOuts: Rectangle[] }
  | { kind: 'polygon'; sides: WallSide[]; cutOuts: Rectangle[] };

export interface StairsInput {
  count: number;
  countedAs: StairCount;
}
export interface CarpetInput {
  rollWidthFt: CarpetRollWidth;
  runAlong: CarpetRunDirection;
  /** Trim allowance at each end of every drop, in eighths. */
  allowance: number;
}

export interface RoomInput {
  name: string;
  shape: RoomShape;
  /** Catalog product laid on the floor. */
  productId: string | null;
  pattern: MeasurementPattern;
  /** Waste percent text ("12.5"); null = the pattern's default. */
  waste: string | null;
  /** Door and other opening widths, in eighths: no trim runs across them. */
  openings: number[];
  trimProductId: string | null;
  /** Trim waste percent text; null = DEFAULT_TRIM_WASTE. */
  trimWaste: string | null;
  transitions: number;
  stairs: StairsInput | null;
  /** Broadloom figures, when the room's product is carpet or the user asks for them. */
  carpet: CarpetInput | null;
}

/** What the takeoff needs to know of a catalog product. Decimal texts at scale 2 (more zeros are fine). */
export interface TakeoffProduct {
  name: string;
  unit: string;
  /** Square feet per box; null = sold by the square foot (no boxes). */
  coverageSqFt: string | null;
  /** Length of one trim piece in feet; null = sold by the linear foot. */
  pieceLengthFt: string | null;
}

/** A new room with the house defaults, as the page adds one. */
export function newRoom(name: string): RoomInput {
  return {
    name,
    shape: { kind: 'rectangles', main: { length: 0, width: 0 }, additions: [], cutOuts: [] },
    productId: null,
    pattern: 'straight',
    waste: null,
    openings: [],
    trimProductId: null,
    trimWaste: null,
    transitions: 0,
    stairs: null,
    carpet: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Lengths

/** 12 ft 6 in 4/8 → eighths. */
export function lengthFrom(feet: number, inches = 0, eighths = 0): number {
  return feet * EIGHTHS_PER_FOOT + inches * EIGHTHS_PER_INCH + eighths;
}

const FRACTIONS = ['', '1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8'];

/** Eighths → `12' 6 1/2"`, `12'`, `6 1/2"`, `0"`. */
export function formatLength(eighths: number): string {
  const sign = eighths < 0 ? '-' : '';
  const abs = Math.abs(eighths);
  const feet = Math.floor(abs / EIGHTHS_PER_FOOT);
  const rest = abs % EIGHTHS_PER_FOOT;
  const inches = Math.floor(rest / EIGHTHS_PER_INCH);
  const fraction = FRACTIONS[rest % EIGHTHS_PER_INCH] ?? '';
  const inchText = rest === 0 ? '' : inches === 0 ? `${fraction}"` : `${inches}${fraction ? ` ${fraction}` : ''}"`;
  if (feet === 0) return `${sign}${inchText || '0"'}`;
  return `${sign}${feet}'${inchText ? ` ${inchText}` : ''}`;
}

/** Eighths → feet as a decimal text ("12.54"), rounded half up. */
export function formatFeet(eighths: number): string {
  return formatDecimal(divideRoundHalfUp(BigInt(eighths) * 100n, FT), 2);
}

// A number as people type one: "12", "12.5", "12,5", "6 1/2", "1/2".
const NUMBER_PATTERN = /^(?:(\d+)(?:[.,](\d+))?|(?:(\d+) )?(\d+)\/(\d+))$/;
const LENGTH_PATTERN = /^(?:([\d.,/ ]+?) ?')? ?(?:([\d.,/ ]+?) ?")?$/;

/** A typed number as a rational [numerator, denominator], or null. */
function parseNumber(text: string | undefined): [bigint, bigint] | null {
  if (text === undefined) return null;
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return null;
  const [, whole, decimals, mixed, top, bottom] = match;
  if (whole !== undefined) {
    const den = 10n ** BigInt(decimals?.length ?? 0);
    return [BigInt(whole + (decimals ?? '')), den];
  }
  const t = BigInt(top ?? '0');
  const b = BigInt(bottom ?? '0');
  if (b === 0n || t >= b) return null; // 3/2" is not how anyone writes 1 1/2"
  return [BigInt(mixed ?? '0') * b + t, b];
}

/**
 * What a person types → eighths, or null for anything else. Accepts feet and inches with ' and "
 * (or ft/in, ’ ”, two single quotes for inches), whole inches with a fraction (`6 1/2"`, `6-1/2"`), `12'-6"`,
 * decimals with a point or a comma, and a bare number as feet (`12.5` = 12' 6"). Values between
 * eighths (a laser's 12.37 ft) are rounded to the nearest eighth. Inches after feet must be under 12.
 */
export function parseLength(text: string): number | null {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/[’′‘`]/g, "'")
    .replace(/[”″“]|''/g, '"')
    .replace(/\s*(?:feet|foot|ft)\.?/g, "'")
    .replace(/\s*(?:inches|inch|in)\.?/g, '"')
    .replace(/(\d)\s*-\s*(\d+\/)/g, '$1 $2')
    .replace(/'\s*-\s*/g, "' ") // 12'-6", as drawings write it
    .replace(/\s+/g, ' ')
    .trim();
  if (normalized === '') return null;
  // A bare number is feet.
  const match = LENGTH_PATTERN.exec(/['"]/.test(normalized) ? normalized : `${normalized}'`);
  if (!match) return null;
  const [, feetText, inchText] = match;
  const feet = parseNumber(feetText);
  const inches = parseNumber(inchText);
  if ((feetText !== undefined && !feet) || (inchText !== undefined && !inches) || (!feet && !inches)) return null;
  // `12' 14"` is a slip of the finger, not 13' 2".
  if (feet && inches && inches[0] >= 12n * inches[1]) return null;
  // Σ value × eighths per unit, over a common denominator, rounded to the nearest eighth.
  const [fn, fd] = feet ?? [0n, 1n];
  const [inn, ind] = inches ?? [0n, 1n];
  const eighths = divideRoundHalfUp(fn * FT * ind + inn * BigInt(EIGHTHS_PER_INCH) * fd, fd * ind);
  return eighths <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(eighths) : null;
}

// ---------------------------------------------------------------------------------------------
// Shapes

export type ShapeIssue =
  /** The wall walk does not come back to its start; dx/dy (eighths) is where it ends, east/north of the start. */
  | { code: 'not_closed'; dx: number; dy: number }
  /** It comes back, but the turns do not go round once (the last turn is wrong, or it winds twice). */
  | { code: 'turns_do_not_close' }
  /** Two walls cross or touch. */
  | { code: 'crosses_itself' }
  /** Fewer than 4 sides, or a side of zero. */
  | { code: 'too_few_sides' }
  /** The cut-outs take the whole floor (or more). */
  | { code: 'cut_outs_too_big' }
  /** A rectangle with a zero side. */
  | { code: 'empty' };

const ISSUE_MESSAGES: Record<ShapeIssue['code'], keyof typeof MEASUREMENT_MESSAGES> = {
  not_closed: 'notClosed',
  turns_do_not_close: 'turnsDoNotClose',
  crosses_itself: 'crossesItself',
  too_few_sides: 'tooFewSides',
  cut_outs_too_big: 'cutOutsTooBig',
  empty: 'empty',
};
/** The MEASUREMENT_MESSAGES key of a shape issue. */
export function shapeIssueMessageKey(issue: ShapeIssue): keyof typeof MEASUREMENT_MESSAGES {
  return ISSUE_MESSAGES[issue.code];
}

export interface ShapeFigures {
  /** Net floor area in square eighths (0 when there is an issue). */
  area: number;
  /** Outline perimeter in eighths: closet walls count, shared walls and cut-outs do not. */
  perimeter: number;
  /** The rectangles carpet is laid in: each rectangle of a rectangles room, a polygon's bounding box. */
  carpetAreas: { length: number; width: number }[];
  issue: ShapeIssue | null;
}

const HEADINGS: [number, number][] = [
  [1, 0], // east
  [0, 1], // north
  [-1, 0], // west
  [0, -1], // south
];

interface Walk {
  points: [number, number][];
  end: [number, number];
  /** Left turns − right turns. */
  winding: number;
}

/** Walk the sides from (0, 0) heading east (the first side is the polygon's "length" direction). */
function walk(sides: readonly WallSide[]): Walk {
  let x = 0;
  let y = 0;
  let heading = 0;
  let winding = 0;
  const points: [number, number][] = [[0, 0]];
  for (const side of sides) {
    const [hx, hy] = HEADINGS[heading] ?? [1, 0];
    x += hx * side.length;
    y += hy * side.length;
    points.push([x, y]);
    const step = side.turn === 'left' ? 1 : -1;
    winding += step;
    heading = (heading + step + 4) % 4;
  }
  return { points, end: [x, y], winding };
}

/** Whether two axis-aligned segments share any point. */
function segmentsMeet(a: [number, number], b: [number, number], c: [number, number], d: [number, number]): boolean {
  return (
    Math.max(a[0], b[0]) >= Math.min(c[0], d[0]) &&
    Math.max(c[0], d[0]) >= Math.min(a[0], b[0]) &&
    Math.max(a[1], b[1]) >= Math.min(c[1], d[1]) &&
    Math.max(c[1], d[1]) >= Math.min(a[1], b[1])
  );
}

/** Why a wall walk is not a room, or null when it is one. */
export function polygonIssue(sides: readonly WallSide[]): ShapeIssue | null {
  if (sides.length < 4 || sides.some((side) => side.length <= 0)) return { code: 'too_few_sides' };
  const { points, end, winding } = walk(sides);
  if (end[0] !== 0 || end[1] !== 0) return { code: 'not_closed', dx: end[0], dy: end[1] };
  if (Math.abs(winding) !== 4) return { code: 'turns_do_not_close' };
  const n = sides.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the start
      const [a, b, c, d] = [points[i], points[i + 1], points[j], points[j + 1]];
      if (a && b && c && d && segmentsMeet(a, b, c, d)) return { code: 'crosses_itself' };
    }
  }
  return null;
}

const rectangleArea = (r: Rectangle) => r.length * r.width;

/** Area, outline perimeter and carpet rectangles of a room's shape (exact, in eighths). */
export function shapeFigures(shape: RoomShape): ShapeFigures {
  let gross: number;
  let perimeter: number;
  let carpetAreas: { length: number; width: number }[];
  if (shape.kind === 'rectangles') {
    const all = [shape.main, ...shape.additions];
    if (all.some((r) => r.length <= 0 || r.width <= 0)) {
      return { area: 0, perimeter: 0, carpetAreas: [], issue: { code: 'empty' } };
    }
    gross = all.reduce((sum, r) => sum + rectangleArea(r), 0);
    // Each addition's shared wall is inside the outline: it leaves both perimeters.
    const shared = shape.additions.reduce((sum, a) => sum + (a.joinedAlong === 'length' ? a.length : a.width), 0);
    perimeter = all.reduce((sum, r) => sum + 2 * (r.length + r.width), 0) - 2 * shared;
    carpetAreas = all.map((r) => ({ length: r.length, width: r.width }));
  } else {
    const issue = polygonIssue(shape.sides);
    if (issue) return { area: 0, perimeter: 0, carpetAreas: [], issue };
    const { points } = walk(shape.sides);
    let twice = 0;
    for (let i = 0; i + 1 < points.length; i++) {
      const [x1, y1] = points[i] ?? [0, 0];
      const [x2, y2] = points[i + 1] ?? [0, 0];
      twice += x1 * y2 - x2 * y1;
    }
    gross = Math.abs(twice) / 2;
    perimeter = shape.sides.reduce((sum, side) => sum + side.length, 0);
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    carpetAreas = [{ length: Math.max(...xs) - Math.min(...xs), width: Math.max(...ys) - Math.min(...ys) }];
  }
  const cut = shape.cutOuts.reduce((sum, r) => sum + rectangleArea(r), 0);
  if (cut >= gross) return { area: 0, perimeter, carpetAreas, issue: { code: 'cut_outs_too_big' } };
  return { area: gross - cut, perimeter, carpetAreas, issue: null };
}

// ---------------------------------------------------------------------------------------------
// Stairs and carpet

export interface StairsTakeoff {
  treads: number;
  risers: number;
  /** Stair nose pieces: one per tread plus the top landing edge. */
  noses: number;
}

/**
 * A flight of n risers has n − 1 treads (the top step is the landing); noses = treads + 1, the
 * extra one on the landing's edge. So n treads → n + 1 risers and n + 1 noses.
 */
export function stairsFor(stairs: StairsInput | null): StairsTakeoff | null {
  if (!stairs || stairs.count <= 0) return null;
  const treads = stairs.countedAs === 'treads' ? stairs.count : stairs.count - 1;
  return { treads, risers: treads + 1, noses: treads + 1 };
}

export interface CarpetTakeoff {
  drops: number;
  seams: number;
  /** Total length of all drops, in eighths (exact). */
  length: number;
  linearFt: string;
  linearYd: string;
  sqYd: string;
}

interface CarpetExact {
  drops: number;
  seams: number;
  length: number;
  /** Σ length × roll width (ft): sq yd = this ÷ (96 × 9). */
  lengthTimesRoll: bigint;
}

function carpetExact(areas: readonly { length: number; width: number }[], carpet: CarpetInput): CarpetExact {
  const roll = carpet.rollWidthFt * EIGHTHS_PER_FOOT;
  let drops = 0;
  let seams = 0;
  let length = 0;
  for (const area of areas) {
    const run = carpet.runAlong === 'length' ? area.length : area.width;
    const across = carpet.runAlong === 'length' ? area.width : area.length;
    const n = Math.ceil(across / roll); // integers: exact
    drops += n;
    seams += Math.max(n - 1, 0);
    length += n * (run + 2 * carpet.allowance);
  }
  return { drops, seams, length, lengthTimesRoll: BigInt(length) * BigInt(carpet.rollWidthFt) };
}

function carpetTakeoff(exact: CarpetExact): CarpetTakeoff {
  const feet = BigInt(EIGHTHS_PER_FOOT);
  return {
    drops: exact.drops,
    seams: exact.seams,
    length: exact.length,
    linearFt: formatDecimal(divideRoundHalfUp(BigInt(exact.length) * 100n, feet), 2),
    linearYd: formatDecimal(divideRoundHalfUp(BigInt(exact.length) * 100n, feet * 3n), 2),
    sqYd: formatDecimal(divideRoundHalfUp(exact.lengthTimesRoll * 100n, feet * 9n), 2),
  };
}

/**
 * Broadloom figures: per rectangle of a rectangles room (each with the same run direction, over its
 * own length and width), a polygon's bounding box; cut-outs are ignored (carpet is cut around them).
 * drops = ⌈across ÷ roll width⌉, each drop = run + 2 × allowance, seams = drops − 1 per rectangle.
 */
export function carpetFor(shape: RoomShape, carpet: CarpetInput): CarpetTakeoff {
  return carpetTakeoff(carpetExact(shapeFigures(shape).carpetAreas, carpet));
}

// ---------------------------------------------------------------------------------------------
// Rooms and the pooled order

/** A decimal text at `scale` (extra trailing zeros allowed: PostgreSQL sends "22.0000"), or null. */
function parseScaled(text: string | null | undefined, scale: number): bigint | null {
  if (text == null) return null;
  const trimmed = text
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return parseDecimal(trimmed, scale);
}

const HUNDRED_PERCENT = 10_000n; // percent at scale 2

/** A waste text → hundredths of a percent; invalid or out of 0–100 % gives the fallback. */
export function parseWaste(text: string | null | undefined, fallback: string): bigint {
  const value = parseScaled(text, WASTE_SCALE);
  return value !== null && value <= HUNDRED_PERCENT ? value : (parseScaled(fallback, WASTE_SCALE) ?? 0n);
}

const SQ_FT = BigInt(SQ_EIGHTHS_PER_SQ_FT);
/** n ÷ d as a scale-2 decimal text, rounded half up. */
const toText = (n: bigint, d: bigint) => formatDecimal(divideRoundHalfUp(n * 100n, d), 2);

export interface RoomTakeoff {
  name: string;
  issue: ShapeIssue | null;
  productId: string | null;
  pattern: MeasurementPattern;
  /** "10.00" */
  wastePercent: string;
  /** Net area, square eighths (exact). */
  area: number;
  /** Net area: what is installed. */
  installedSqFt: string;
  /** Net × (1 + waste): what the room uses from the order. */
  withWasteSqFt: string;
  /** Outline perimeter, eighths. */
  perimeter: number;
  perimeterFt: string;
  /** Σ opening widths, eighths. */
  openings: number;
  /** Perimeter − openings (never negative), eighths. */
  trimLength: number;
  trimLf: string;
  trimProductId: string | null;
  trimWastePercent: string;
  trimWithWasteLf: string;
  transitions: number;
  stairs: StairsTakeoff | null;
  carpet: CarpetTakeoff | null;
}

export interface FloorProductTakeoff {
  productId: string;
  /** From the product map; the id when the product is not in it. */
  name: string;
  unit: string;
  /** Indexes of the rooms that use it. */
  rooms: number[];
  installedSqFt: string;
  withWasteSqFt: string;
  /** "22.00", or null: sold by the square foot. */
  coverageSqFt: string | null;
  /** ⌈Σ rooms' area with waste ÷ coverage⌉, one ceiling per product; null without coverage. */
  boxes: number | null;
  /** boxes × coverage; without coverage, the area with waste. */
  orderedSqFt: string;
  /** Σ of the carpet figures of its rooms that have them. */
  carpet: CarpetTakeoff | null;
}

export interface TrimProductTakeoff {
  productId: string;
  name: string;
  unit: string;
  rooms: number[];
  trimLf: string;
  withWasteLf: string;
  pieceLengthFt: string | null;
  /** ⌈Σ trim LF × (1 + trim waste) ÷ piece length⌉; null without a piece length. */
  pieces: number | null;
  /** pieces × piece length; without it, the LF with waste. */
  orderedLf: string;
}

export interface TakeoffTotals {
  installedSqFt: string;
  withWasteSqFt: string;
  /** Σ products' ordered sq ft, plus the area with waste of rooms without a product. */
  orderedSqFt: string;
  boxes: number;
  trimLf: string;
  trimWithWasteLf: string;
  trimPieces: number;
  transitions: number;
  stairs: StairsTakeoff;
}

export interface Takeoff {
  rooms: RoomTakeoff[];
  /** In the order the rooms first use them. */
  products: FloorProductTakeoff[];
  trims: TrimProductTakeoff[];
  totals: TakeoffTotals;
}

interface RoomExact {
  takeoff: RoomTakeoff;
  /** area × (1 + waste) × 10000: sq ft = this ÷ (9216 × 10000). */
  withWaste: bigint;
  /** trimLength × (1 + trim waste) × 10000: LF = this ÷ (96 × 10000). */
  trimWithWaste: bigint;
  carpet: CarpetExact | null;
}

function roomExact(room: RoomInput): RoomExact {
  const figures = shapeFigures(room.shape);
  const waste = parseWaste(room.waste, DEFAULT_WASTE[room.pattern] ?? DEFAULT_WASTE.straight);
  const trimWaste = parseWaste(room.trimWaste, DEFAULT_TRIM_WASTE);
  const openings = room.openings.reduce((sum, width) => sum + width, 0);
  const trimLength = figures.issue ? 0 : Math.max(figures.perimeter - openings, 0);
  const withWaste = BigInt(figures.area) * (HUNDRED_PERCENT + waste);
  const trimWithWaste = BigInt(trimLength) * (HUNDRED_PERCENT + trimWaste);
  const carpet = room.carpet && !figures.issue ? carpetExact(figures.carpetAreas, room.carpet) : null;
  return {
    withWaste,
    trimWithWaste,
    carpet,
    takeoff: {
      name: room.name,
      issue: figures.issue,
      productId: room.productId,
      pattern: room.pattern,
      wastePercent: formatDecimal(waste, WASTE_SCALE),
      area: figures.area,
      installedSqFt: toText(BigInt(figures.area), SQ_FT),
      withWasteSqFt: toText(withWaste, SQ_FT * HUNDRED_PERCENT),
      perimeter: figures.perimeter,
      perimeterFt: toText(BigInt(figures.perimeter), FT),
      openings,
      trimLength,
      trimLf: toText(BigInt(trimLength), FT),
      trimProductId: room.trimProductId,
      trimWastePercent: formatDecimal(trimWaste, WASTE_SCALE),
      trimWithWasteLf: toText(trimWithWaste, FT * HUNDRED_PERCENT),
      transitions: room.transitions,
      stairs: stairsFor(room.stairs),
      carpet: carpet && carpetTakeoff(carpet),
    },
  };
}

/** One room's figures (no pooling). */
export function computeRoom(room: RoomInput): RoomTakeoff {
  return roomExact(room).takeoff;
}

/** Group rooms by a key, in the order keys first appear. */
function groupBy(rooms: readonly RoomExact[], key: (room: RoomExact) => string | null): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  rooms.forEach((room, index) => {
    const id = key(room);
    if (id === null) return;
    const list = groups.get(id) ?? [];
    list.push(index);
    groups.set(id, list);
  });
  return groups;
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/**
 * The whole measurement: each room, then the order pooled per product (one ceiling per product, so
 * rooms share their last box), then totals. `products` maps catalog ids to what the takeoff needs;
 * a product missing from it is shown by its id, sold by the square foot.
 */
export function computeTakeoff(
  rooms: readonly RoomInput[],
  products: Readonly<Record<string, TakeoffProduct | undefined>>,
): Takeoff {
  const exact = rooms.map(roomExact);
  const at = (index: number) => exact[index] as RoomExact;

  // Ordered quantities in the rooms' common unit: sq ft × 9216 × 10000.
  let ordered = 0n;
  let boxesTotal = 0;
  const floorProducts: FloorProductTakeoff[] = [];
  for (const [productId, indexes] of groupBy(exact, (r) => r.takeoff.productId)) {
    const product = products[productId];
    const installed = sum(indexes.map((i) => BigInt(at(i).takeoff.area)));
    const withWaste = sum(indexes.map((i) => at(i).withWaste));
    const coverage = parseScaled(product?.coverageSqFt, 2);
    let boxes: number | null = null;
    let productOrdered = withWaste;
    if (coverage !== null && coverage > 0n) {
      // coverage is in hundredths of a sq ft: one box = coverage × 100 × 9216 in withWaste's unit.
      const box = coverage * 100n * SQ_FT;
      const count = divideCeil(withWaste, box);
      boxes = Number(count);
      boxesTotal += boxes;
      productOrdered = count * box;
    }
    ordered += productOrdered;
    const carpets = indexes.flatMap((i) => at(i).carpet ?? []);
    floorProducts.push({
      productId,
      name: product?.name ?? productId,
      unit: product?.unit ?? '',
      rooms: indexes,
      installedSqFt: toText(installed, SQ_FT),
      withWasteSqFt: toText(withWaste, SQ_FT * HUNDRED_PERCENT),
      coverageSqFt: boxes === null || coverage === null ? null : formatDecimal(coverage, 2),
      boxes,
      orderedSqFt: toText(productOrdered, SQ_FT * HUNDRED_PERCENT),
      carpet: carpets.length
        ? carpetTakeoff({
            drops: carpets.reduce((n, c) => n + c.drops, 0),
            seams: carpets.reduce((n, c) => n + c.seams, 0),
            length: carpets.reduce((n, c) => n + c.length, 0),
            lengthTimesRoll: sum(carpets.map((c) => c.lengthTimesRoll)),
          })
        : null,
    });
  }
  // Rooms without a product: nothing to round up, their area with waste is what they need.
  ordered += sum(exact.filter((r) => r.takeoff.productId === null).map((r) => r.withWaste));

  let piecesTotal = 0;
  const trims: TrimProductTakeoff[] = [];
  for (const [productId, indexes] of groupBy(exact, (r) => r.takeoff.trimProductId)) {
    const product = products[productId];
    const length = sum(indexes.map((i) => BigInt(at(i).takeoff.trimLength)));
    const withWaste = sum(indexes.map((i) => at(i).trimWithWaste));
    const pieceLength = parseScaled(product?.pieceLengthFt, 2);
    let pieces: number | null = null;
    let trimOrdered = withWaste;
    if (pieceLength !== null && pieceLength > 0n) {
      const piece = pieceLength * 100n * FT; // hundredths of a foot → withWaste's unit
      const count = divideCeil(withWaste, piece);
      pieces = Number(count);
      piecesTotal += pieces;
      trimOrdered = count * piece;
    }
    trims.push({
      productId,
      name: product?.name ?? productId,
      unit: product?.unit ?? '',
      rooms: indexes,
      trimLf: toText(length, FT),
      withWasteLf: toText(withWaste, FT * HUNDRED_PERCENT),
      pieceLengthFt: pieces === null || pieceLength === null ? null : formatDecimal(pieceLength, 2),
      pieces,
      orderedLf: toText(trimOrdered, FT * HUNDRED_PERCENT),
    });
  }

  const stairs = { treads: 0, risers: 0, noses: 0 };
  for (const { takeoff } of exact) {
    stairs.treads += takeoff.stairs?.treads ?? 0;
    stairs.risers += takeoff.stairs?.risers ?? 0;
    stairs.noses += takeoff.stairs?.noses ?? 0;
  }
  return {
    rooms: exact.map((r) => r.takeoff),
    products: floorProducts,
    trims,
    totals: {
      installedSqFt: toText(sum(exact.map((r) => BigInt(r.takeoff.area))), SQ_FT),
      withWasteSqFt: toText(sum(exact.map((r) => r.withWaste)), SQ_FT * HUNDRED_PERCENT),
      orderedSqFt: toText(ordered, SQ_FT * HUNDRED_PERCENT),
      boxes: boxesTotal,
      trimLf: toText(sum(exact.map((r) => BigInt(r.takeoff.trimLength))), FT),
      trimWithWasteLf: toText(sum(exact.map((r) => r.trimWithWaste)), FT * HUNDRED_PERCENT),
      trimPieces: piecesTotal,
      transitions: exact.reduce((n, r) => n + r.takeoff.transitions, 0),
      stairs,
    },
  };
}
