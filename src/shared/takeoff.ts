import { divideCeil, divideRoundHalfUp, formatDecimal, parseDecimal } from './decimal.ts';

/**
 * The takeoff (ADR 0023): a measurement's rooms → areas, waste, boxes, tiles, carpet drops and
 * seams, stairs, trim pieces, pad and transitions, and each product's quantity in the unit it is
 * sold by. Pure and zod-free: the measurement page recomputes it on every keystroke and the server
 * recomputes it from the stored rooms and the catalog.
 *
 * Lengths are integer eighths of an inch (a grout joint thirty-seconds); areas integer square
 * eighths (1 sq ft = 9216). Figures for people are decimal texts at scale 2 ("220.00", rounded half
 * up); counts (boxes, tiles, pieces, drops, seams, noses) are integers taken as exact ceilings, and
 * quantities to buy are rounded up at their second decimal: never a binary float.
 */

export const EIGHTHS_PER_INCH = 8;
export const EIGHTHS_PER_FOOT = 96;
export const SQ_EIGHTHS_PER_SQ_FT = EIGHTHS_PER_FOOT * EIGHTHS_PER_FOOT;
/** A grout joint is in thirty-seconds of an inch: 1/16" is common, and is no whole eighth. */
export const GROUT_UNITS_PER_INCH = 32;
const FT = BigInt(EIGHTHS_PER_FOOT);

export const MEASUREMENT_PATTERNS = ['straight', 'diagonal', 'herringbone'] as const;
export type MeasurementPattern = (typeof MEASUREMENT_PATTERNS)[number];

/** Default waste per layout, as percent texts (editable per room; the product's catalog default comes first). */
export const DEFAULT_WASTE: Record<MeasurementPattern, string> = {
  straight: '10',
  diagonal: '15',
  herringbone: '20',
};
export const DEFAULT_TRIM_WASTE = '10';
/** Pad and underlayment waste when its product has no default. */
export const DEFAULT_PAD_WASTE = '10';
/** Waste and trim waste are percent texts with at most 2 decimals, 0–100. */
export const WASTE_SCALE = 2;

/** The roll widths the page offered before widths were the product's (stored rooms may name them). */
export const CARPET_ROLL_WIDTHS = [12, 15] as const;
export type CarpetRollWidth = (typeof CARPET_ROLL_WIDTHS)[number];
/** A carpet room whose product has no roll width is laid on a 12 ft roll. */
export const DEFAULT_ROLL_WIDTH = 12 * EIGHTHS_PER_FOOT;
export const CARPET_RUN_DIRECTIONS = ['length', 'width'] as const;
export type CarpetRunDirection = (typeof CARPET_RUN_DIRECTIONS)[number];
/** Trim allowance at each end of a drop: 3". */
export const DEFAULT_CARPET_ALLOWANCE = 3 * EIGHTHS_PER_INCH;

export const STAIR_COUNTS = ['treads', 'risers'] as const;
export type StairCount = (typeof STAIR_COUNTS)[number];
/** Stairs in carpet are laid on the roll; hard-surface stairs count treads, risers and noses. */
export const STAIR_COVERINGS = ['hard', 'carpet'] as const;
export type StairCovering = (typeof STAIR_COVERINGS)[number];
/** A stair's width when none is entered: 36". */
export const DEFAULT_STAIR_WIDTH = 36 * EIGHTHS_PER_INCH;
/** Carpet per step when none is entered: a 10" tread + a 7 1/2" riser + 1 1/2" round the nose = 19". */
export const DEFAULT_STEP_MEASURE = 19 * EIGHTHS_PER_INCH;

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
  /** A legacy room roll width, in whole feet. */
  rollWidthFt: 30,
  /** A stair's width: up to 30 ft. */
  stairWidth: 30 * EIGHTHS_PER_FOOT,
  /** Carpet per step (tread + riser + nose wrap): up to 6 ft. */
  stepMeasure: 6 * EIGHTHS_PER_FOOT,
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
  rollWidthInvalid: 'Enter a roll width in whole feet, from 1 to 30',
  allowanceInvalid: 'Enter an allowance between 0" and 12"',
  stairWidthInvalid: 'Enter a stair width between 1/8" and 30 ft',
  stepMeasureInvalid: 'Enter the carpet per step (tread + riser + nose) between 1/8" and 6 ft',
  offsetInvalid: 'Enter where it starts along the wall, from 0 to 500 ft',
  notClosed: 'The walls do not close: check each side and turn',
  turnsDoNotClose: 'The turns do not lead back to the first wall: check the last turn',
  crossesItself: 'Two walls cross: check each side and turn',
  tooFewSides: 'A room needs at least 4 walls',
  cutOutsTooBig: 'The cut-outs are as large as the room or larger',
  empty: "Enter the room's length and width",
  additionTooLong:
    'A closet or addition is joined along a side longer than the wall it joins: check its sizes, or enter where it starts along the wall',
  additionDetached: 'A closet or addition starts past the end of the wall it joins',
} as const;

// ---------------------------------------------------------------------------------------------
// The rooms as stored (measurements.rooms JSON) and sent by the page. Lengths in eighths. Fields
// added after the first release are optional: rooms stored before them read with their defaults.

export interface Rectangle {
  length: number;
  width: number;
  /** "Island", "Closet", … (optional, shown to people only). */
  label?: string | null | undefined;
}
/** A closet or alcove: joined to the main rectangle along its own length or width. */
export interface Addition extends Rectangle {
  joinedAlong: AdditionSide;
  /** The main rectangle's side it is against; absent: whichever side is long enough (the longer one). */
  wall?: AdditionSide | null | undefined;
  /**
   * Where it starts along that wall, in eighths from the wall's start. Given, it may run past the
   * wall's end (a closet beside the corner shares only part of its side); absent, its whole side is
   * against the wall, which must be at least as long.
   */
  offset?: number | null | undefined;
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
  /** Absent: hard (the first release counted treads, risers and noses only). */
  covering?: StairCovering | undefined;
  /** Stair width in eighths; absent: 36". */
  width?: number | null | undefined;
  /** Carpet per step, tread + riser + nose wrap, in eighths (the contractor's own measure); absent: 19". */
  stepMeasure?: number | null | undefined;
  /** Hard surface: the top landing's edge is open and takes a nose (absent: yes). */
  topLandingExposed?: boolean | undefined;
  /** Carpet: the roll it comes off; hard: the treads. */
  productId?: string | null | undefined;
  riserProductId?: string | null | undefined;
  noseProductId?: string | null | undefined;
}
export interface CarpetInput {
  runAlong: CarpetRunDirection;
  /** Trim allowance at each end of every drop, in eighths. */
  allowance: number;
  /**
   * The roll width the room chose before widths were the product's (whole feet): used only when
   * the product has none. New rooms leave it out.
   */
  rollWidthFt?: number | null | undefined;
}

export interface RoomInput {
  name: string;
  shape: RoomShape;
  /** Catalog product laid on the floor. */
  productId: string | null;
  pattern: MeasurementPattern;
  /** Waste percent text ("12.5"); null = the product's catalog default, else the pattern's. */
  waste: string | null;
  /** Door and other opening widths, in eighths: no trim runs across them. */
  openings: number[];
  trimProductId: string | null;
  /** Trim waste percent text; null = the trim product's default, else DEFAULT_TRIM_WASTE. */
  trimWaste: string | null;
  transitions: number;
  /** The transition strips' product: one piece per transition. */
  transitionProductId?: string | null | undefined;
  /** Pad or underlayment under the floor, over the room's net area. */
  padProductId?: string | null | undefined;
  stairs: StairsInput | null;
  /** How carpet is laid (run direction, allowance); a product with a roll width is laid on it anyway. */
  carpet: CarpetInput | null;
}

/**
 * What the takeoff needs to know of a catalog product. Decimal texts at scale 2 (more zeros are
 * fine); lengths in eighths. Fields added after the first release are optional.
 */
export interface TakeoffProduct {
  name: string;
  /** The unit it is sold in: quantities are given in it (sq_ft, box, linear_ft, linear_yd, sq_yd, piece, each, roll). */
  unit: string;
  category?: string | null | undefined;
  /** Square feet per box (or roll); null = not sold in packages of an area. */
  coverageSqFt: string | null;
  /** Length of one piece (trim) or of one roll, in feet; null = sold by the length. */
  pieceLengthFt: string | null;
  /** Broadloom (or sheet) roll width, eighths: the product is laid in drops off the roll. */
  rollWidth?: number | null | undefined;
  /** Tile face size, eighths. */
  tileLength?: number | null | undefined;
  tileWidth?: number | null | undefined;
  /** Grout joint, thirty-seconds of an inch. */
  groutJoint?: number | null | undefined;
  tilesPerBox?: number | null | undefined;
  /** Percent text: the waste of a room that sets none. */
  defaultWastePercent?: string | null | undefined;
}

/** The catalog's columns the takeoff reads, as the API and the database give them. */
export interface CatalogSizes {
  name: string;
  unit: string;
  category: string | null;
  coveragePerBox: string | null;
  pieceLength: string | null;
  rollWidth: number | null;
  tileLength: number | null;
  tileWidth: number | null;
  groutJoint: number | null;
  tilesPerBox: number | null;
  defaultWastePercent: string | null;
}

/** What the takeoff needs of a catalog product (the page and the server read the same columns). */
export const takeoffProductOf = (p: CatalogSizes): TakeoffProduct => ({
  name: p.name,
  unit: p.unit,
  category: p.category,
  coverageSqFt: p.coveragePerBox,
  pieceLengthFt: p.pieceLength,
  rollWidth: p.rollWidth,
  tileLength: p.tileLength,
  tileWidth: p.tileWidth,
  groutJoint: p.groutJoint,
  tilesPerBox: p.tilesPerBox,
  defaultWastePercent: p.defaultWastePercent,
});

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
    transitionProductId: null,
    padProductId: null,
    stairs: null,
    carpet: null,
  };
}

/** Every catalog product a room names (floor, trim, pad, transitions, stairs). */
export function roomProductIds(room: RoomInput): string[] {
  const ids = [
    room.productId,
    room.trimProductId,
    room.padProductId,
    room.transitionProductId,
    room.stairs?.productId,
    room.stairs?.riserProductId,
    room.stairs?.noseProductId,
  ];
  return ids.filter((id): id is string => !!id);
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

/** Thirty-seconds of an inch → `1/16"`, `1/8"`, `3/32"`, `0"`. */
export function formatGroutJoint(units: number): string {
  if (units <= 0) return '0"';
  const whole = Math.floor(units / GROUT_UNITS_PER_INCH);
  let top = units % GROUT_UNITS_PER_INCH;
  let bottom = GROUT_UNITS_PER_INCH;
  while (top > 0 && top % 2 === 0) {
    top /= 2;
    bottom /= 2;
  }
  const fraction = top ? `${top}/${bottom}` : '';
  return `${whole ? `${whole}${fraction ? ' ' : ''}` : ''}${fraction}"`;
}

/** Eighths → feet as a decimal text ("12.54"), rounded half up. */
export function formatFeet(eighths: number): string {
  return formatDecimal(divideRoundHalfUp(BigInt(eighths) * 100n, FT), 2);
}

// A number as people type one: "12", "12.5", "12,5", "6 1/2", "1/2".
const NUMBER_PATTERN = /^(?:(\d+)(?:[.,](\d+))?|(?:(\d+) )?(\d+)\/(\d+))$/;
const LENGTH_PATTERN = /^(?:([\d.,/ ]+?) ?')? ?(?:([\d.,/ ]+?) ?")?$/;
const METRIC_PATTERN = /^(\d+)(?:[.,](\d+))? ?(mm|cm|m)$/;
const MM_PER_METRIC: Record<string, bigint> = { mm: 1n, cm: 10n, m: 1000n };

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

/** A typed length as an exact number of inches [numerator, denominator], or null. */
function parseInches(text: string, bare: 'feet' | 'inches'): [bigint, bigint] | null {
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
  // Metric, as rolls and tiles are often sold: 1 in = 25.4 mm exactly.
  const metric = METRIC_PATTERN.exec(normalized);
  if (metric) {
    const [, whole, decimals = '', unit = 'mm'] = metric;
    const den = 10n ** BigInt(decimals.length);
    return [BigInt(whole + decimals) * (MM_PER_METRIC[unit] ?? 1n) * 10n, den * 254n];
  }
  // A bare number is feet (a room's side) or inches (a grout joint).
  const marked = /['"]/.test(normalized) ? normalized : `${normalized}${bare === 'feet' ? "'" : '"'}`;
  const match = LENGTH_PATTERN.exec(marked);
  if (!match) return null;
  const [, feetText, inchText] = match;
  const feet = parseNumber(feetText);
  const inches = parseNumber(inchText);
  if ((feetText !== undefined && !feet) || (inchText !== undefined && !inches) || (!feet && !inches)) return null;
  // `12' 14"` is a slip of the finger, not 13' 2".
  if (feet && inches && inches[0] >= 12n * inches[1]) return null;
  const [fn, fd] = feet ?? [0n, 1n];
  const [inn, ind] = inches ?? [0n, 1n];
  return [fn * 12n * ind + inn * fd, fd * ind];
}

/** Inches as a rational → whole units (`perInch` of them an inch), rounded to the nearest. */
function toUnits(inches: [bigint, bigint] | null, perInch: number): number | null {
  if (!inches) return null;
  const units = divideRoundHalfUp(inches[0] * BigInt(perInch), inches[1]);
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null;
}

/**
 * What a person types → eighths, or null for anything else. Accepts feet and inches with ' and "
 * (or ft/in, ’ ”, two single quotes for inches), whole inches with a fraction (`6 1/2"`, `6-1/2"`), `12'-6"`,
 * decimals with a point or a comma, metres (`4 m`, `400 cm`, `600 mm`), and a bare number as feet
 * (`12.5` = 12' 6"). Values between eighths (a laser's 12.37 ft, 4 m) are rounded to the nearest
 * eighth. Inches after feet must be under 12.
 */
export function parseLength(text: string): number | null {
  return toUnits(parseInches(text, 'feet'), EIGHTHS_PER_INCH);
}

/** A grout joint as typed (`1/16"`, `1/8`, `2 mm`; a bare number is inches) → thirty-seconds, or null. */
export function parseGroutJoint(text: string): number | null {
  return toUnits(parseInches(text, 'inches'), GROUT_UNITS_PER_INCH);
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
  | { code: 'empty' }
  /** Addition `addition` (0-based) is joined along a side longer than the wall, without a position on it. */
  | { code: 'addition_too_long'; addition: number }
  /** Addition `addition` starts at or past the end of its wall: it touches nothing. */
  | { code: 'addition_detached'; addition: number };

const ISSUE_MESSAGES: Record<ShapeIssue['code'], keyof typeof MEASUREMENT_MESSAGES> = {
  not_closed: 'notClosed',
  turns_do_not_close: 'turnsDoNotClose',
  crosses_itself: 'crossesItself',
  too_few_sides: 'tooFewSides',
  cut_outs_too_big: 'cutOutsTooBig',
  empty: 'empty',
  addition_too_long: 'additionTooLong',
  addition_detached: 'additionDetached',
};
/** The MEASUREMENT_MESSAGES key of a shape issue. */
export function shapeIssueMessageKey(issue: ShapeIssue): keyof typeof MEASUREMENT_MESSAGES {
  return ISSUE_MESSAGES[issue.code];
}

/** An axis-aligned rectangle at a place: x along a room's length (a walk's first wall), y across. */
export interface PlacedRectangle {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface ShapeFigures {
  /** Net floor area in square eighths (0 when there is an issue). */
  area: number;
  /** Outline perimeter in eighths: closet walls count, shared walls and cut-outs do not. */
  perimeter: number;
  /**
   * Where carpet is laid, as groups of rectangles in one frame each: every rectangle of a
   * rectangles room on its own (joints between a closet and the room are not seams), a wall walk
   * as the bands its walls cut it into (one group: the drops run across the whole room).
   */
  carpetRegions: PlacedRectangle[][];
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

/**
 * A closed wall walk cut into rectangles: between each two successive heights of its corners, the
 * spans inside the walls (crossing walls in pairs). Their areas add up to the shoelace area.
 */
export function polygonRectangles(sides: readonly WallSide[]): PlacedRectangle[] {
  const { points } = walk(sides);
  const verticals: { x: number; y0: number; y1: number }[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[i + 1] ?? [0, 0];
    if (x1 === x2 && y1 !== y2) verticals.push({ x: x1, y0: Math.min(y1, y2), y1: Math.max(y1, y2) });
  }
  const ys = [...new Set(points.map((p) => p[1]))].sort((a, b) => a - b);
  const rects: PlacedRectangle[] = [];
  for (let i = 0; i + 1 < ys.length; i++) {
    const [y0, y1] = [ys[i] ?? 0, ys[i + 1] ?? 0];
    const xs = verticals
      .filter((v) => v.y0 <= y0 && v.y1 >= y1)
      .map((v) => v.x)
      .sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) rects.push({ x0: xs[k] ?? 0, x1: xs[k + 1] ?? 0, y0, y1 });
  }
  return rects;
}

const rectangleArea = (r: Rectangle) => r.length * r.width;
const sideOf = (r: Rectangle, side: AdditionSide) => (side === 'length' ? r.length : r.width);

/**
 * How much of an addition's side is against the main rectangle's wall. Without a position its whole
 * side is (and must fit on the wall: a closet's side cannot be longer than the wall it is joined
 * to); with one, the part of it before the wall's end.
 */
function sharedSide(main: Rectangle, addition: Addition, index: number): number | ShapeIssue {
  const side = sideOf(addition, addition.joinedAlong);
  const wall = addition.wall ? sideOf(main, addition.wall) : Math.max(main.length, main.width);
  if (addition.offset == null) return side > wall ? { code: 'addition_too_long', addition: index } : side;
  const shared = Math.min(addition.offset + side, wall) - addition.offset;
  return shared > 0 ? shared : { code: 'addition_detached', addition: index };
}

const shapeError = (issue: ShapeIssue): ShapeFigures => ({ area: 0, perimeter: 0, carpetRegions: [], issue });

/** Area, outline perimeter and carpet regions of a room's shape (exact, in eighths). */
export function shapeFigures(shape: RoomShape): ShapeFigures {
  let gross: number;
  let perimeter: number;
  let carpetRegions: PlacedRectangle[][];
  if (shape.kind === 'rectangles') {
    const all = [shape.main, ...shape.additions];
    if (all.some((r) => r.length <= 0 || r.width <= 0)) return shapeError({ code: 'empty' });
    gross = all.reduce((sum, r) => sum + rectangleArea(r), 0);
    // Each addition's shared wall is inside the outline: it leaves both perimeters.
    let shared = 0;
    for (const [index, addition] of shape.additions.entries()) {
      const joint = sharedSide(shape.main, addition, index);
      if (typeof joint !== 'number') return shapeError(joint);
      shared += joint;
    }
    perimeter = all.reduce((sum, r) => sum + 2 * (r.length + r.width), 0) - 2 * shared;
    carpetRegions = all.map((r) => [{ x0: 0, x1: r.length, y0: 0, y1: r.width }]);
  } else {
    const issue = polygonIssue(shape.sides);
    if (issue) return shapeError(issue);
    const { points } = walk(shape.sides);
    let twice = 0;
    for (let i = 0; i + 1 < points.length; i++) {
      const [x1, y1] = points[i] ?? [0, 0];
      const [x2, y2] = points[i + 1] ?? [0, 0];
      twice += x1 * y2 - x2 * y1;
    }
    gross = Math.abs(twice) / 2;
    perimeter = shape.sides.reduce((sum, side) => sum + side.length, 0);
    carpetRegions = [polygonRectangles(shape.sides)];
  }
  const cut = shape.cutOuts.reduce((sum, r) => sum + rectangleArea(r), 0);
  if (cut >= gross) return { area: 0, perimeter, carpetRegions, issue: { code: 'cut_outs_too_big' } };
  return { area: gross - cut, perimeter, carpetRegions, issue: null };
}

// ---------------------------------------------------------------------------------------------
// Exact decimals

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

/** A waste text → hundredths of a percent, or null when absent, invalid or out of 0–100 %. */
function wasteOf(text: string | null | undefined): bigint | null {
  const value = parseScaled(text, WASTE_SCALE);
  return value !== null && value <= HUNDRED_PERCENT ? value : null;
}

/** A waste text → hundredths of a percent; invalid or out of 0–100 % gives the fallback. */
export function parseWaste(text: string | null | undefined, fallback: string): bigint {
  return wasteOf(text) ?? wasteOf(fallback) ?? 0n;
}

const SQ_FT = BigInt(SQ_EIGHTHS_PER_SQ_FT);
/**
 * Areas to buy are pooled in one exact unit: square thirty-seconds × 10,000 (square eighths × 16,
 * so that a tile's grout pitch is whole; × 10,000 for a waste percent at scale 2).
 */
const AREA_PER_SQ_EIGHTH = 16n * HUNDRED_PERCENT;
const AREA_PER_SQ_FT = SQ_FT * AREA_PER_SQ_EIGHTH;
/** Lengths with waste are pooled in eighths × 10,000. */
const LENGTH_PER_FT = FT * HUNDRED_PERCENT;

/** n ÷ d as a scale-2 decimal text, rounded half up (a figure to read). */
const toText = (n: bigint, d: bigint) => formatDecimal(divideRoundHalfUp(n * 100n, d), 2);
/** n ÷ d as a scale-2 decimal text, rounded up (a quantity to buy never falls short). */
const ceilText = (n: bigint, d: bigint) => formatDecimal(divideCeil(n * 100n, d), 2);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

// ---------------------------------------------------------------------------------------------
// Carpet on the roll

type Span = [number, number];

/** The union of intervals, sorted; touching ones join (carpet continues across them). */
function union(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const [a, b] of spans.filter(([a, b]) => b > a).sort((p, q) => p[0] - q[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Where two sorted unions overlap (with length). */
function intersection(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const [from, to] = [Math.max(a0, b0), Math.min(a1, b1)];
      if (to > from) out.push([from, to]);
    }
  }
  return out;
}

/** A rectangle in the roll's frame: u along the run (the drops' length), v across the roll. */
interface RollBox {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

interface Layout {
  /** Each drop's length with its allowances, eighths. */
  drops: number[];
  seams: number;
  seamLength: number;
}

/**
 * Full-width drops side by side across a region, from one side (`fromEnd` false: the low side).
 * A drop runs over the region's extent inside its strip, with the allowance at each end; a strip
 * that meets two separate parts (the arms of a U) takes a drop for each. A seam is where two
 * strips meet inside the room; its length is the room's width along that line.
 */
function layRegion(boxes: readonly RollBox[], roll: number, allowance: number, fromEnd: boolean): Layout {
  const low = Math.min(...boxes.map((b) => b.v0));
  const high = Math.max(...boxes.map((b) => b.v1));
  const strips = Math.ceil((high - low) / roll); // integers: exact
  const drops: number[] = [];
  let seams = 0;
  let seamLength = 0;
  for (let k = 0; k < strips; k++) {
    const [a, b] = fromEnd
      ? [Math.max(high - (k + 1) * roll, low), high - k * roll]
      : [low + k * roll, Math.min(low + (k + 1) * roll, high)];
    for (const [from, to] of union(boxes.filter((x) => x.v0 < b && x.v1 > a).map((x): Span => [x.u0, x.u1]))) {
      drops.push(to - from + 2 * allowance);
    }
    if (k === 0) continue;
    const cut = fromEnd ? b : a;
    const below = union(boxes.filter((x) => x.v0 < cut && x.v1 >= cut).map((x): Span => [x.u0, x.u1]));
    const above = union(boxes.filter((x) => x.v0 <= cut && x.v1 > cut).map((x): Span => [x.u0, x.u1]));
    for (const [from, to] of intersection(below, above)) {
      seams += 1;
      seamLength += to - from;
    }
  }
  return { drops, seams, seamLength };
}

const total = (layout: Layout) => layout.drops.reduce((n, d) => n + d, 0);

/** A region laid from whichever side takes less carpet (then fewer seams; then from the low side). */
function layOnRoll(rects: readonly PlacedRectangle[], runAlong: CarpetRunDirection, roll: number, allowance: number) {
  if (rects.length === 0 || roll <= 0) return { drops: [], seams: 0, seamLength: 0 };
  const boxes = rects.map((r): RollBox =>
    runAlong === 'length' ? { u0: r.x0, u1: r.x1, v0: r.y0, v1: r.y1 } : { u0: r.y0, u1: r.y1, v0: r.x0, v1: r.x1 },
  );
  const low = layRegion(boxes, roll, allowance, false);
  const high = layRegion(boxes, roll, allowance, true);
  const better = total(high) < total(low) || (total(high) === total(low) && high.seamLength < low.seamLength);
  return better ? high : low;
}

export type RollWidthSource = 'product' | 'room' | 'default';

interface RollExact {
  rollWidth: number;
  rollWidthFrom: RollWidthSource;
  drops: number[];
  seams: number;
  seamLength: number;
  stairSteps: number;
  stairRows: number;
  stairLength: number;
  /** Σ drops and stair rows, eighths. */
  length: number;
  /** Σ length × its roll width, square eighths. */
  area: bigint;
}

export interface CarpetTakeoff {
  /** Eighths: 12 ft = 1152. */
  rollWidth: number;
  /** The product's width, the room's (chosen before widths were the product's), or 12 ft. */
  rollWidthFrom: RollWidthSource;
  drops: number;
  /** Each drop length (with its allowances, eighths) and how many, longest first. */
  dropLengths: { length: number; count: number }[];
  seams: number;
  /** Σ seam lengths, eighths, and in feet. */
  seamLength: number;
  seamLf: string;
  /** Carpet stairs off the same roll (a product's figures include them): steps, rows, eighths. */
  stairSteps: number;
  stairRows: number;
  stairLength: number;
  /** Σ drops and stair rows, eighths (exact). */
  length: number;
  linearFt: string;
  linearYd: string;
  sqYd: string;
  /** The roll's area bought: length × roll width (no waste on top: the offcuts are the waste). */
  sqFt: string;
}

function rollExact(
  regions: readonly PlacedRectangle[][],
  carpet: Pick<CarpetInput, 'runAlong' | 'allowance'>,
  rollWidth: number,
  rollWidthFrom: RollWidthSource,
): RollExact {
  const drops: number[] = [];
  let seams = 0;
  let seamLength = 0;
  for (const region of regions) {
    const layout = layOnRoll(region, carpet.runAlong, rollWidth, carpet.allowance);
    drops.push(...layout.drops);
    seams += layout.seams;
    seamLength += layout.seamLength;
  }
  const length = drops.reduce((n, d) => n + d, 0);
  return {
    rollWidth,
    rollWidthFrom,
    drops,
    seams,
    seamLength,
    stairSteps: 0,
    stairRows: 0,
    stairLength: 0,
    length,
    area: BigInt(length) * BigInt(rollWidth),
  };
}

function poolRolls(rolls: readonly RollExact[]): RollExact | null {
  const first = rolls[0];
  if (!first) return null;
  return {
    rollWidth: first.rollWidth,
    rollWidthFrom: first.rollWidthFrom,
    drops: rolls.flatMap((r) => r.drops),
    seams: rolls.reduce((n, r) => n + r.seams, 0),
    seamLength: rolls.reduce((n, r) => n + r.seamLength, 0),
    stairSteps: rolls.reduce((n, r) => n + r.stairSteps, 0),
    stairRows: rolls.reduce((n, r) => n + r.stairRows, 0),
    stairLength: rolls.reduce((n, r) => n + r.stairLength, 0),
    length: rolls.reduce((n, r) => n + r.length, 0),
    area: sum(rolls.map((r) => r.area)),
  };
}

function carpetTakeoff(exact: RollExact): CarpetTakeoff {
  const counts = new Map<number, number>();
  for (const drop of exact.drops) counts.set(drop, (counts.get(drop) ?? 0) + 1);
  return {
    rollWidth: exact.rollWidth,
    rollWidthFrom: exact.rollWidthFrom,
    drops: exact.drops.length,
    dropLengths: [...counts].sort((a, b) => b[0] - a[0]).map(([length, count]) => ({ length, count })),
    seams: exact.seams,
    seamLength: exact.seamLength,
    seamLf: toText(BigInt(exact.seamLength), FT),
    stairSteps: exact.stairSteps,
    stairRows: exact.stairRows,
    stairLength: exact.stairLength,
    length: exact.length,
    linearFt: toText(BigInt(exact.length), FT),
    linearYd: toText(BigInt(exact.length), FT * 3n),
    sqYd: toText(exact.area, SQ_FT * 9n),
    sqFt: toText(exact.area, SQ_FT),
  };
}

/** The roll width of a room: its product's, else the one the room chose before, else 12 ft. */
function roomRollWidth(room: RoomInput, product: TakeoffProduct | undefined): [number, RollWidthSource] {
  // Under a foot is no roll (and would lay thousands of drops): the catalog refuses it.
  if (product?.rollWidth && product.rollWidth >= EIGHTHS_PER_FOOT) return [product.rollWidth, 'product'];
  const legacy = room.carpet?.rollWidthFt;
  if (legacy && legacy > 0) return [legacy * EIGHTHS_PER_FOOT, 'room'];
  return [DEFAULT_ROLL_WIDTH, 'default'];
}

/** Whether a product is bought off a roll: it has a roll width, or is carpet (on a 12 ft roll when it has none). */
export function isRollProduct(product: TakeoffProduct | undefined): boolean {
  return !!product && ((product.rollWidth ?? 0) >= EIGHTHS_PER_FOOT || product.category === 'carpet');
}

/**
 * Broadloom figures of a shape: full-width drops across each carpet region (each rectangle of a
 * rectangles room; a wall walk as a whole, over its own outline), each drop = its run + 2 ×
 * allowance; seams where drops meet inside the room. Cut-outs are ignored (carpet is cut around
 * them). The roll width is `rollWidth` (eighths), else the room's own, else 12 ft.
 */
export function carpetFor(shape: RoomShape, carpet: CarpetInput, rollWidth?: number): CarpetTakeoff {
  const [width, from] =
    rollWidth !== undefined
      ? [rollWidth, 'product' as const]
      : carpet.rollWidthFt
        ? [carpet.rollWidthFt * EIGHTHS_PER_FOOT, 'room' as const]
        : [DEFAULT_ROLL_WIDTH, 'default' as const];
  return carpetTakeoff(rollExact(shapeFigures(shape).carpetRegions, carpet, width, from));
}

// ---------------------------------------------------------------------------------------------
// Stairs

export interface StairCarpetTakeoff {
  rollWidth: number;
  /** One piece per riser with the tread above it (the top riser's piece wraps the landing's edge). */
  steps: number;
  stepMeasure: number;
  /** Steps cut side by side across the roll: ⌊roll width ÷ stair width⌋ (1 when the stair is wider). */
  piecesAcross: number;
  rows: number;
  /** Seams inside each step, when a stair is wider than the roll. */
  seams: number;
  /** rows × step measure, eighths. */
  length: number;
  linearFt: string;
  linearYd: string;
  sqYd: string;
}

export interface StairsTakeoff {
  treads: number;
  risers: number;
  /** Hard surface: one nose per tread, plus the top landing's edge when it is exposed; carpet: 0. */
  noses: number;
  covering: StairCovering;
  /** Eighths. */
  width: number;
  topLandingExposed: boolean;
  carpet: StairCarpetTakeoff | null;
}

function stairCarpet(risers: number, width: number, stepMeasure: number, rollWidth: number): StairCarpetTakeoff {
  // A stair wider than the roll takes ⌈width ÷ roll⌉ strips a step, seamed.
  const strips = Math.ceil(width / rollWidth);
  const piecesAcross = strips > 1 ? 1 : Math.floor(rollWidth / width);
  const rows = strips > 1 ? risers * strips : Math.ceil(risers / piecesAcross);
  const length = rows * stepMeasure;
  const area = BigInt(length) * BigInt(rollWidth);
  return {
    rollWidth,
    steps: risers,
    stepMeasure,
    piecesAcross,
    rows,
    seams: risers * (strips - 1),
    length,
    linearFt: toText(BigInt(length), FT),
    linearYd: toText(BigInt(length), FT * 3n),
    sqYd: toText(area, SQ_FT * 9n),
  };
}

/**
 * A flight of n risers has n − 1 treads (the top step is the landing). Hard surface: noses =
 * treads + 1 when the top landing's edge is exposed (the default), else treads. Carpet: one piece
 * per riser, cut side by side across the roll (`rollWidth`, eighths; 12 ft when not given).
 */
export function stairsFor(stairs: StairsInput | null, rollWidth = DEFAULT_ROLL_WIDTH): StairsTakeoff | null {
  if (!stairs || stairs.count <= 0) return null;
  const treads = stairs.countedAs === 'treads' ? stairs.count : stairs.count - 1;
  const risers = treads + 1;
  const covering = stairs.covering ?? 'hard';
  const width = stairs.width && stairs.width > 0 ? stairs.width : DEFAULT_STAIR_WIDTH;
  const topLandingExposed = stairs.topLandingExposed ?? true;
  const stepMeasure = stairs.stepMeasure && stairs.stepMeasure > 0 ? stairs.stepMeasure : DEFAULT_STEP_MEASURE;
  return {
    treads,
    risers,
    noses: covering === 'carpet' ? 0 : treads + (topLandingExposed ? 1 : 0),
    covering,
    width,
    topLandingExposed,
    carpet: covering === 'carpet' ? stairCarpet(risers, width, stepMeasure, rollWidth) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Tile

export interface TileTakeoff {
  /** Face size, eighths; grout joint, thirty-seconds. */
  tileLength: number;
  tileWidth: number;
  groutJoint: number;
  tilesPerBox: number | null;
  /** ⌈area with waste ÷ (length + joint) × (width + joint)⌉: each tile lays its face and a joint. */
  tiles: number;
  /** ⌈area with waste ÷ face area⌉: what a calculator that forgets the joint says. */
  tilesNominal: number;
  boxes: number | null;
  boxesNominal: number | null;
}

function tileTakeoff(product: TakeoffProduct | undefined, withWaste: bigint): TileTakeoff | null {
  const [length, width] = [product?.tileLength ?? 0, product?.tileWidth ?? 0];
  if (length <= 0 || width <= 0) return null;
  const grout = Math.max(product?.groutJoint ?? 0, 0);
  const perBox = product?.tilesPerBox && product.tilesPerBox > 0 ? product.tilesPerBox : null;
  // In square thirty-seconds × 10,000, as withWaste: a face of L × W eighths is 16 L W.
  const pitch = BigInt(4 * length + grout) * BigInt(4 * width + grout) * HUNDRED_PERCENT;
  const face = 16n * BigInt(length) * BigInt(width) * HUNDRED_PERCENT;
  const tiles = Number(divideCeil(withWaste, pitch));
  const tilesNominal = Number(divideCeil(withWaste, face));
  return {
    tileLength: length,
    tileWidth: width,
    groutJoint: grout,
    tilesPerBox: perBox,
    tiles,
    tilesNominal,
    boxes: perBox ? Math.ceil(tiles / perBox) : null,
    boxesNominal: perBox ? Math.ceil(tilesNominal / perBox) : null,
  };
}

/** A tile's laid area (face and joint), in AREA units: what ordered tiles cover. */
const tilePitchArea = (tile: TileTakeoff) =>
  BigInt(4 * tile.tileLength + tile.groutJoint) * BigInt(4 * tile.tileWidth + tile.groutJoint) * HUNDRED_PERCENT;

// ---------------------------------------------------------------------------------------------
// Quantities in the unit a product is sold by

/** A quantity to buy, in the product's selling unit: what an estimate line or an order carries. */
export interface OrderQuantity {
  /** The unit `quantity` counts: the product's, or (when `inSellingUnit` is false) sq_ft, linear_ft or each. */
  unit: string;
  /** Counts are whole ("28"); lengths and areas at scale 2, rounded up ("11.00"). */
  quantity: string;
  /**
   * False when the takeoff cannot reach the product's unit (a floor sold by the hour, a box
   * without a coverage): the quantity is then what the takeoff has, in `unit`, to be checked.
   */
  inSellingUnit: boolean;
}

const COUNT_UNITS: readonly string[] = ['box', 'roll', 'piece', 'each'];

interface AreaBasis {
  /** AREA units: the area with waste, or the drops off the roll. */
  area: bigint;
  /** The roll figures, when the product is bought off a roll. */
  roll: RollExact | null;
  tile: TileTakeoff | null;
}

interface AreaOrder {
  order: OrderQuantity;
  /** Whole boxes or rolls, when it comes in them. */
  packages: number | null;
  /** Sq ft per box (hundredths), when the boxes come from the catalog's coverage. */
  coverage: bigint | null;
  /** AREA units: what the quantity bought covers. */
  ordered: bigint;
}

/**
 * An area need (a floor, pad or underlayment) in its product's unit. Boxes and rolls are whole:
 * tiles ÷ tiles per box, drops ÷ roll length, or area ÷ coverage (one ceiling per product). Off a
 * roll, linear and square yards come from the drops; otherwise from the area with waste.
 */
function areaOrder(product: TakeoffProduct | undefined, basis: AreaBasis): AreaOrder {
  const unit = product?.unit ?? '';
  const { area, roll, tile } = basis;
  const coverage = parseScaled(product?.coverageSqFt, 2);
  const pieceLength = parseScaled(product?.pieceLengthFt, 2);
  const order = (quantity: string, ordered: bigint, packages: number | null = null, cov: bigint | null = null) => ({
    order: { unit, quantity, inSellingUnit: true },
    packages,
    coverage: cov,
    ordered,
  });

  // Packages: boxes of tiles, whole rolls of a length, or boxes of an area.
  let packages: number | null = null;
  let packageArea = 0n;
  let packageSqFt: bigint | null = null; // hundredths of sq ft a package is sold as
  let fromCoverage: bigint | null = null;
  if (tile && tile.boxes !== null && tile.tilesPerBox !== null) {
    packages = tile.boxes;
    packageArea = BigInt(tile.tilesPerBox) * tilePitchArea(tile);
    // The supplier's sq ft of a box is its faces' (or the catalog's coverage).
    packageSqFt = coverage ?? divideCeil(BigInt(tile.tilesPerBox * tile.tileLength * tile.tileWidth) * 100n, SQ_FT);
  } else if (roll && unit === 'roll' && pieceLength !== null && pieceLength > 0n) {
    packages = Number(divideCeil(BigInt(roll.length) * 100n, pieceLength * FT));
    packageArea = (pieceLength * FT * BigInt(roll.rollWidth) * AREA_PER_SQ_EIGHTH) / 100n;
  } else if (coverage !== null && coverage > 0n && (!roll || COUNT_UNITS.includes(unit))) {
    packageArea = (coverage * AREA_PER_SQ_FT) / 100n;
    packages = Number(divideCeil(area, packageArea));
    packageSqFt = coverage;
    fromCoverage = coverage;
  }
  const packed = packages === null ? null : BigInt(packages) * packageArea;

  switch (unit) {
    case 'box':
    case 'roll':
    case 'piece':
    case 'each':
      if (tile && (unit === 'piece' || unit === 'each')) {
        return order(String(tile.tiles), BigInt(tile.tiles) * tilePitchArea(tile), packages, fromCoverage);
      }
      if (packages !== null && packed !== null) return order(String(packages), packed, packages, fromCoverage);
      break;
    case 'sq_ft':
    case 'sq_yd': {
      const divisor = unit === 'sq_yd' ? 9n : 1n;
      if (packages !== null && packed !== null && packageSqFt !== null) {
        // Priced by the sq ft, sold in whole boxes: the boxes' sq ft.
        return order(ceilText(BigInt(packages) * packageSqFt, 100n * divisor), packed, packages, fromCoverage);
      }
      return order(ceilText(area, AREA_PER_SQ_FT * divisor), area);
    }
    case 'linear_ft':
    case 'linear_yd': {
      const divisor = unit === 'linear_yd' ? FT * 3n : FT;
      if (roll) return order(ceilText(BigInt(roll.length), divisor), area);
      // Pad or sheet off a roll of a width: the length of roll that covers the area.
      const width = product?.rollWidth ?? 0;
      if (width > 0) return order(ceilText(area, BigInt(width) * AREA_PER_SQ_EIGHTH * divisor), area);
      break;
    }
  }
  return {
    order: { unit: 'sq_ft', quantity: ceilText(area, AREA_PER_SQ_FT), inSellingUnit: false },
    packages,
    coverage: fromCoverage,
    ordered: packed ?? area,
  };
}

/** Trim (a length with waste, eighths × 10,000) in its product's unit: pieces, feet or yards. */
function lengthOrder(product: TakeoffProduct | undefined, withWaste: bigint, pieces: number | null): OrderQuantity {
  const unit = product?.unit ?? '';
  const pieceLength = parseScaled(product?.pieceLengthFt, 2) ?? 0n;
  const lf = (divisor: bigint): string =>
    pieces !== null
      ? ceilText(BigInt(pieces) * pieceLength, 100n * divisor)
      : ceilText(withWaste, LENGTH_PER_FT * divisor);
  if (unit === 'linear_ft' || unit === 'linear_yd') {
    return { unit, quantity: lf(unit === 'linear_yd' ? 3n : 1n), inSellingUnit: true };
  }
  if ((unit === 'piece' || unit === 'each') && pieces !== null) {
    return { unit, quantity: String(pieces), inSellingUnit: true };
  }
  return { unit: 'linear_ft', quantity: lf(1n), inSellingUnit: false };
}

interface Counted {
  count: number;
  /** Each item's width (a stair's), eighths; null: one piece each (a transition strip). */
  width: number | null;
}

/**
 * Things counted one by one (transitions, treads, risers, noses) in their product's unit. By the
 * piece or each: the count. By the foot with a piece length: as many items as fit side by side
 * in a piece (a 94" nosing makes two 36" noses), or one piece each; without one, count × width.
 */
function countedOrder(product: TakeoffProduct | undefined, items: readonly Counted[]) {
  const unit = product?.unit ?? '';
  const count = items.reduce((n, i) => n + i.count, 0);
  const pieceLength = parseScaled(product?.pieceLengthFt, 2) ?? 0n; // hundredths of a foot
  let pieces: number | null = null;
  let order: OrderQuantity = { unit: 'each', quantity: String(count), inSellingUnit: false };
  if (unit === 'piece' || unit === 'each') {
    order = { unit, quantity: String(count), inSellingUnit: true };
  } else if (unit === 'linear_ft' || unit === 'linear_yd') {
    const divisor = unit === 'linear_yd' ? 3n : 1n;
    if (pieceLength > 0n) {
      pieces = 0;
      for (const item of items) {
        if (item.width === null) {
          pieces += item.count;
          continue;
        }
        // In eighths × 100: a piece is pieceLength × 96.
        const perPiece = Number((pieceLength * FT) / (BigInt(item.width) * 100n));
        pieces +=
          perPiece > 0
            ? Math.ceil(item.count / perPiece)
            : item.count * Number(divideCeil(BigInt(item.width) * 100n, pieceLength * FT));
      }
      order = { unit, quantity: ceilText(BigInt(pieces) * pieceLength, 100n * divisor), inSellingUnit: true };
    } else if (items.every((i) => i.width !== null)) {
      const length = items.reduce((n, i) => n + i.count * (i.width ?? 0), 0);
      order = { unit, quantity: ceilText(BigInt(length), FT * divisor), inSellingUnit: true };
    }
  }
  return { count, pieces, order };
}

// ---------------------------------------------------------------------------------------------
// Rooms and the pooled order

/** Where a room's waste comes from: its own, its product's catalog default, its layout's, or the roll's offcuts. */
export type WasteSource = 'room' | 'product' | 'layout' | 'roll';
export type TrimWasteSource = 'room' | 'product' | 'default';

export interface RoomTakeoff {
  name: string;
  issue: ShapeIssue | null;
  productId: string | null;
  pattern: MeasurementPattern;
  /** "10.00"; off a roll, what the drops take beyond the floor (shown, not applied). */
  wastePercent: string;
  wasteSource: WasteSource;
  /** Net area, square eighths (exact). */
  area: number;
  /** Net area: what is installed. */
  installedSqFt: string;
  /** Net × (1 + waste), or the roll's drops: what the room uses from the order. */
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
  trimWasteSource: TrimWasteSource;
  trimWithWasteLf: string;
  transitions: number;
  transitionProductId: string | null;
  padProductId: string | null;
  /** Pad under the room: net × (1 + its product's default waste, else 10 %); null without a pad. */
  padWithWasteSqFt: string | null;
  stairs: StairsTakeoff | null;
  /** The drops of the room's floor (stairs apart), when it is laid on a roll or carpet figures are asked for. */
  carpet: CarpetTakeoff | null;
}

export interface FloorProductTakeoff {
  productId: string;
  /** From the product map; the id when the product is not in it. */
  name: string;
  unit: string;
  /** Indexes of the rooms that use it (its carpet stairs included). */
  rooms: number[];
  installedSqFt: string;
  withWasteSqFt: string;
  /** "22.00" when its boxes come from the catalog's coverage, else null. */
  coverageSqFt: string | null;
  /** Whole boxes (or rolls), one ceiling per product; null when not sold in them. */
  boxes: number | null;
  /** What the quantity bought covers: boxes × coverage, tiles × their pitch, the roll's drops, or the area with waste. */
  orderedSqFt: string;
  /** Σ of the carpet figures of its rooms (and its carpet stairs). */
  carpet: CarpetTakeoff | null;
  tiles: TileTakeoff | null;
  /** What to put on the estimate or the order, in its selling unit. */
  order: OrderQuantity;
}

export interface PadProductTakeoff {
  productId: string;
  name: string;
  unit: string;
  rooms: number[];
  installedSqFt: string;
  withWasteSqFt: string;
  boxes: number | null;
  order: OrderQuantity;
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
  order: OrderQuantity;
}

export const COUNTED_PARTS = ['transition', 'tread', 'riser', 'nose'] as const;
export type CountedPart = (typeof COUNTED_PARTS)[number];

/** Transitions and hard-surface stair parts, per product and part. */
export interface CountedProductTakeoff {
  productId: string;
  part: CountedPart;
  name: string;
  unit: string;
  rooms: number[];
  count: number;
  /** Pieces cut from stock of a length (by the foot with a piece length), else null. */
  pieces: number | null;
  order: OrderQuantity;
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
  stairs: { treads: number; risers: number; noses: number };
}

export interface Takeoff {
  rooms: RoomTakeoff[];
  /** Floor products, in the order the rooms first use them. */
  products: FloorProductTakeoff[];
  pads: PadProductTakeoff[];
  trims: TrimProductTakeoff[];
  /** Transitions, treads, risers and noses with a product. */
  parts: CountedProductTakeoff[];
  totals: TakeoffTotals;
}

type Products = Readonly<Record<string, TakeoffProduct | undefined>>;

interface RoomExact {
  takeoff: RoomTakeoff;
  /** AREA units: what the floor product needs (net × (1 + waste), or the drops off the roll). */
  withWaste: bigint;
  /** AREA units: the pad's need. */
  padWithWaste: bigint;
  /** trimLength × (1 + trim waste) × 10000: LF = this ÷ (96 × 10000). */
  trimWithWaste: bigint;
  /** The floor's drops: ordered from when `onRoll`, else shown only. */
  roll: RollExact | null;
  onRoll: boolean;
  /** Carpet stairs: the product they come off, and their rows. */
  stairProductId: string | null;
  stairRoll: RollExact | null;
}

/** The waste of a room's floor: its own, else its product's catalog default, else its layout's. */
function floorWaste(room: RoomInput, product: TakeoffProduct | undefined): [bigint, WasteSource] {
  const own = wasteOf(room.waste);
  if (own !== null) return [own, 'room'];
  const catalog = wasteOf(product?.defaultWastePercent);
  if (catalog !== null) return [catalog, 'product'];
  return [parseWaste(DEFAULT_WASTE[room.pattern], DEFAULT_WASTE.straight), 'layout'];
}

function roomExact(room: RoomInput, products: Products): RoomExact {
  const figures = shapeFigures(room.shape);
  const product = room.productId ? products[room.productId] : undefined;
  const onRoll = isRollProduct(product) && !figures.issue;
  const [rollWidth, rollWidthFrom] = roomRollWidth(room, product);
  const settings =
    room.carpet ?? (onRoll ? { runAlong: 'length' as const, allowance: DEFAULT_CARPET_ALLOWANCE } : null);
  const roll = settings && !figures.issue ? rollExact(figures.carpetRegions, settings, rollWidth, rollWidthFrom) : null;

  let [waste, wasteSource] = floorWaste(room, product);
  const area = BigInt(figures.area);
  let withWaste = area * 16n * (HUNDRED_PERCENT + waste);
  if (onRoll && roll) {
    // Full-width drops: the offcuts are the waste, no percent on top.
    withWaste = roll.area * AREA_PER_SQ_EIGHTH;
    waste = area > 0n ? divideRoundHalfUp((roll.area - area) * HUNDRED_PERCENT, area) : 0n;
    wasteSource = 'roll';
  }

  const pad = room.padProductId ? products[room.padProductId] : undefined;
  const padWaste = wasteOf(pad?.defaultWastePercent) ?? parseWaste(DEFAULT_PAD_WASTE, '0');
  const padWithWaste = room.padProductId ? area * 16n * (HUNDRED_PERCENT + padWaste) : 0n;

  const trimProduct = room.trimProductId ? products[room.trimProductId] : undefined;
  const ownTrimWaste = wasteOf(room.trimWaste);
  const catalogTrimWaste = wasteOf(trimProduct?.defaultWastePercent);
  const [trimWaste, trimWasteSource]: [bigint, TrimWasteSource] =
    ownTrimWaste !== null
      ? [ownTrimWaste, 'room']
      : catalogTrimWaste !== null
        ? [catalogTrimWaste, 'product']
        : [parseWaste(DEFAULT_TRIM_WASTE, '0'), 'default'];
  const openings = room.openings.reduce((n, width) => n + width, 0);
  const trimLength = figures.issue ? 0 : Math.max(figures.perimeter - openings, 0);
  const trimWithWaste = BigInt(trimLength) * (HUNDRED_PERCENT + trimWaste);

  // Carpet stairs come off their own product's roll, else the room's.
  const carpetStairs = room.stairs?.covering === 'carpet';
  const stairProductId = carpetStairs ? (room.stairs?.productId ?? room.productId) : null;
  const stairProduct = stairProductId ? products[stairProductId] : undefined;
  const stairRollWidth =
    stairProduct?.rollWidth && stairProduct.rollWidth >= EIGHTHS_PER_FOOT
      ? stairProduct.rollWidth
      : (roll?.rollWidth ?? rollWidth);
  const stairs = stairsFor(room.stairs, stairRollWidth);
  const stairRoll: RollExact | null = stairs?.carpet
    ? {
        rollWidth: stairs.carpet.rollWidth,
        rollWidthFrom: stairRollWidth === stairProduct?.rollWidth ? 'product' : rollWidthFrom,
        drops: [],
        seams: stairs.carpet.seams,
        seamLength: 0,
        stairSteps: stairs.carpet.steps,
        stairRows: stairs.carpet.rows,
        stairLength: stairs.carpet.length,
        length: stairs.carpet.length,
        area: BigInt(stairs.carpet.length) * BigInt(stairs.carpet.rollWidth),
      }
    : null;

  return {
    withWaste,
    padWithWaste,
    trimWithWaste,
    roll,
    onRoll,
    stairProductId,
    stairRoll,
    takeoff: {
      name: room.name,
      issue: figures.issue,
      productId: room.productId,
      pattern: room.pattern,
      wastePercent: formatDecimal(waste, WASTE_SCALE),
      wasteSource,
      area: figures.area,
      installedSqFt: toText(area, SQ_FT),
      withWasteSqFt: toText(withWaste, AREA_PER_SQ_FT),
      perimeter: figures.perimeter,
      perimeterFt: toText(BigInt(figures.perimeter), FT),
      openings,
      trimLength,
      trimLf: toText(BigInt(trimLength), FT),
      trimProductId: room.trimProductId,
      trimWastePercent: formatDecimal(trimWaste, WASTE_SCALE),
      trimWasteSource,
      trimWithWasteLf: toText(trimWithWaste, LENGTH_PER_FT),
      transitions: room.transitions,
      transitionProductId: room.transitionProductId ?? null,
      padProductId: room.padProductId ?? null,
      padWithWasteSqFt: room.padProductId ? toText(padWithWaste, AREA_PER_SQ_FT) : null,
      stairs,
      carpet: roll && carpetTakeoff(roll),
    },
  };
}

/** One room's figures (no pooling); `products` gives roll widths and catalog wastes. */
export function computeRoom(room: RoomInput, products: Products = {}): RoomTakeoff {
  return roomExact(room, products).takeoff;
}

/** Group indexes by a key, in the order keys first appear. */
function groupBy<T>(items: readonly T[], keys: (item: T) => (string | null | undefined)[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    for (const id of new Set(keys(item))) {
      if (!id) continue;
      const list = groups.get(id) ?? [];
      list.push(index);
      groups.set(id, list);
    }
  });
  return groups;
}

/**
 * The whole measurement: each room, then the order pooled per product (one ceiling per product, so
 * rooms share their last box), then totals. `products` maps catalog ids to what the takeoff needs;
 * a product missing from it is shown by its id, its quantity in sq ft.
 */
export function computeTakeoff(rooms: readonly RoomInput[], products: Products): Takeoff {
  const exact = rooms.map((room) => roomExact(room, products));
  const at = (index: number) => exact[index] as RoomExact;
  const nameOf = (id: string) => products[id]?.name ?? id;
  const unitOf = (id: string) => products[id]?.unit ?? '';

  let ordered = 0n; // AREA units
  let boxesTotal = 0;
  const floorProducts: FloorProductTakeoff[] = [];
  const floors = groupBy(exact, (r) => [r.takeoff.productId, r.stairProductId]);
  for (const [productId, indexes] of floors) {
    const product = products[productId];
    const own = indexes.filter((i) => at(i).takeoff.productId === productId);
    const stairRolls = indexes.flatMap((i) => (at(i).stairProductId === productId ? (at(i).stairRoll ?? []) : []));
    const installed = sum(own.map((i) => BigInt(at(i).takeoff.area)));
    const withWaste = sum(own.map((i) => at(i).withWaste)) + sum(stairRolls.map((r) => r.area * AREA_PER_SQ_EIGHTH));
    const rolls = [...own.flatMap((i) => at(i).roll ?? []), ...stairRolls];
    const pooled = poolRolls(rolls);
    const onRoll = isRollProduct(product);
    const tiles = onRoll ? null : tileTakeoff(product, withWaste);
    const result = areaOrder(product, { area: withWaste, roll: onRoll ? pooled : null, tile: tiles });
    ordered += result.ordered;
    if (result.packages !== null) boxesTotal += result.packages;
    floorProducts.push({
      productId,
      name: nameOf(productId),
      unit: unitOf(productId),
      rooms: indexes,
      installedSqFt: toText(installed, SQ_FT),
      withWasteSqFt: toText(withWaste, AREA_PER_SQ_FT),
      coverageSqFt: result.coverage === null ? null : formatDecimal(result.coverage, 2),
      boxes: result.packages,
      orderedSqFt: toText(result.ordered, AREA_PER_SQ_FT),
      carpet: pooled && carpetTakeoff(pooled),
      tiles,
      order: result.order,
    });
  }
  // Rooms without a product: nothing to round up, their area with waste is what they need.
  ordered += sum(exact.filter((r) => r.takeoff.productId === null).map((r) => r.withWaste));

  const pads: PadProductTakeoff[] = [];
  for (const [productId, indexes] of groupBy(exact, (r) => [r.takeoff.padProductId])) {
    const withWaste = sum(indexes.map((i) => at(i).padWithWaste));
    const result = areaOrder(products[productId], { area: withWaste, roll: null, tile: null });
    pads.push({
      productId,
      name: nameOf(productId),
      unit: unitOf(productId),
      rooms: indexes,
      installedSqFt: toText(sum(indexes.map((i) => BigInt(at(i).takeoff.area))), SQ_FT),
      withWasteSqFt: toText(withWaste, AREA_PER_SQ_FT),
      boxes: result.packages,
      order: result.order,
    });
  }

  let piecesTotal = 0;
  const trims: TrimProductTakeoff[] = [];
  for (const [productId, indexes] of groupBy(exact, (r) => [r.takeoff.trimProductId])) {
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
      name: nameOf(productId),
      unit: unitOf(productId),
      rooms: indexes,
      trimLf: toText(length, FT),
      withWasteLf: toText(withWaste, LENGTH_PER_FT),
      pieceLengthFt: pieces === null || pieceLength === null ? null : formatDecimal(pieceLength, 2),
      pieces,
      orderedLf: toText(trimOrdered, LENGTH_PER_FT),
      order: lengthOrder(product, withWaste, pieces),
    });
  }

  // Transitions and hard-surface stair parts, per product and part.
  const parts: CountedProductTakeoff[] = [];
  const counted: [CountedPart, (r: RoomExact) => [string | null | undefined, Counted | null]][] = [
    ['transition', (r) => [r.takeoff.transitionProductId, { count: r.takeoff.transitions, width: null }]],
    ...(['tread', 'riser', 'nose'] as const).map(
      (part): [CountedPart, (r: RoomExact) => [string | null | undefined, Counted | null]] => [
        part,
        (r) => {
          const stairs = r.takeoff.stairs;
          const input = rooms[exact.indexOf(r)]?.stairs;
          if (!stairs || stairs.covering !== 'hard' || !input) return [null, null];
          const id = part === 'tread' ? input.productId : part === 'riser' ? input.riserProductId : input.noseProductId;
          const count = part === 'tread' ? stairs.treads : part === 'riser' ? stairs.risers : stairs.noses;
          return [id, { count, width: stairs.width }];
        },
      ],
    ),
  ];
  for (const [part, of] of counted) {
    for (const [productId, indexes] of groupBy(exact, (r) => [of(r)[0]])) {
      const items = indexes.flatMap((i) => of(at(i))[1] ?? []).filter((item) => item.count > 0);
      if (items.length === 0) continue;
      const result = countedOrder(products[productId], items);
      parts.push({
        productId,
        part,
        name: nameOf(productId),
        unit: unitOf(productId),
        rooms: indexes,
        count: result.count,
        pieces: result.pieces,
        order: result.order,
      });
    }
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
    pads,
    trims,
    parts,
    totals: {
      installedSqFt: toText(sum(exact.map((r) => BigInt(r.takeoff.area))), SQ_FT),
      withWasteSqFt: toText(sum(exact.map((r) => r.withWaste)), AREA_PER_SQ_FT),
      orderedSqFt: toText(ordered, AREA_PER_SQ_FT),
      boxes: boxesTotal,
      trimLf: toText(sum(exact.map((r) => BigInt(r.takeoff.trimLength))), FT),
      trimWithWasteLf: toText(sum(exact.map((r) => r.trimWithWaste)), LENGTH_PER_FT),
      trimPieces: piecesTotal,
      transitions: exact.reduce((n, r) => n + r.takeoff.transitions, 0),
      stairs,
    },
  };
}
