import { divideCeil, formatDecimal, parseDecimal } from './decimal.ts';
import { QUANTITY_SCALE } from './money.ts';
import { EIGHTHS_PER_FOOT } from './takeoff.ts';

// Issue #38: swapping a line's product keeps what the quantity stands for, never its number. An
// estimate does not remember the measurement it was built from, so the quantity is converted through
// the area, length or count it stands for (ADR 0026, "Swapping a line's product"), in exact integers.

/** What a unit of a line stands for: its unit and, for packages and rolls, the product's sizes. */
export interface UnitBasis {
  unit: string;
  /** Sq ft per box (or roll), decimal text at scale 2; null: not sold in packages of an area. */
  coverageSqFt?: string | null | undefined;
  /** Feet per piece (trim) or per roll, decimal text at scale 2. */
  pieceLengthFt?: string | null | undefined;
  /** Roll width in eighths (broadloom, sheet, pad). */
  rollWidth?: number | null | undefined;
}

/** A catalog product's sizes as a basis (the fields the catalog API returns). */
export const basisOfProduct = (p: {
  unit: string;
  coveragePerBox: string | null;
  pieceLength: string | null;
  rollWidth: number | null;
}): UnitBasis => ({
  unit: p.unit,
  coverageSqFt: p.coveragePerBox,
  pieceLengthFt: p.pieceLength,
  rollWidth: p.rollWidth,
});

const COUNT_UNITS: readonly string[] = ['box', 'roll', 'piece', 'each'];
const FT = BigInt(EIGHTHS_PER_FOOT);

/** A decimal text at `scale`, PostgreSQL's trailing zeros allowed ("20.00", "28.000"); null otherwise. */
function scaled(text: string | null | undefined, scale: number): bigint | null {
  if (text == null) return null;
  const trimmed = text
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return trimmed === '' ? null : parseDecimal(trimmed, scale);
}

const positive = (n: bigint | null): bigint | null => (n !== null && n > 0n ? n : null);

/** One unit's length in hundredths of a foot (a piece of trim, a foot, a yard); null: not a length. */
function lengthOf(b: UnitBasis): bigint | null {
  if (b.unit === 'linear_ft') return 100n;
  if (b.unit === 'linear_yd') return 300n;
  if (b.unit === 'piece' || b.unit === 'each') return positive(scaled(b.pieceLengthFt, 2));
  return null;
}

/** One unit's area in 1/9600 sq ft (hundredths of a foot × eighths: whole for every size); null: not an area. */
function areaOf(b: UnitBasis): bigint | null {
  const coverage = positive(scaled(b.coverageSqFt, 2));
  const width = b.rollWidth && b.rollWidth > 0 ? BigInt(b.rollWidth) : null;
  switch (b.unit) {
    case 'sq_ft':
      return 100n * FT;
    case 'sq_yd':
      return 900n * FT;
    case 'box':
      return coverage !== null ? coverage * FT : null;
    case 'roll': {
      if (coverage !== null) return coverage * FT;
      const length = positive(scaled(b.pieceLengthFt, 2));
      return length !== null && width !== null ? length * width : null;
    }
    case 'linear_ft':
      return width !== null ? 100n * width : null;
    case 'linear_yd':
      return width !== null ? 300n * width : null;
    default:
      return null;
  }
}

/** Things counted one by one with no size (a transition, a stair nose by the piece). */
const isPlainCount = (b: UnitBasis) =>
  (b.unit === 'piece' || b.unit === 'each') && lengthOf(b) === null && areaOf(b) === null;

/**
 * `quantity` of `from` in `to`'s unit, through what it stands for: the same length (when neither is
 * laid off a roll), else the same area, else the same count or hours. Counts are
 * rounded up to whole ones, other units up at the second decimal, as the takeoff orders them; an area
 * priced by the sq ft but sold in whole boxes is whole boxes' sq ft. Null when nothing relates the two
 * (boxes without a coverage, hours into boxes, carpet onto a roll of another width) or the quantity is not a plain decimal: the caller
 * then asks for the quantity instead of keeping a number in the wrong unit. A blank stays blank.
 */
export function convertQuantity(quantity: string, from: UnitBasis, to: UnitBasis): string | null {
  if (quantity.trim() === '') return '';
  const q = scaled(quantity, QUANTITY_SCALE);
  if (q === null || !from.unit || !to.unit) return null;
  const one = 10n ** BigInt(QUANTITY_SCALE);

  /** q × per unit of `from` ÷ per unit of `to`, as the text of `to`'s unit. */
  const convert = (f: bigint, g: bigint, area: boolean): string => {
    if (COUNT_UNITS.includes(to.unit)) return String(divideCeil(q * f, one * g));
    const coverage = area && (to.unit === 'sq_ft' || to.unit === 'sq_yd') ? positive(scaled(to.coverageSqFt, 2)) : null;
    if (coverage !== null) {
      // Sold in whole boxes, priced by the area: the boxes that cover it, then their area.
      const boxes = divideCeil(q * f, one * coverage * FT);
      return formatDecimal(divideCeil(boxes * coverage * FT * 100n, g), 2);
    }
    return formatDecimal(divideCeil(q * f * 100n, one * g), 2);
  };

  const [fw, tw] = [from.rollWidth ?? null, to.rollWidth ?? null];
  // Drops off a roll of another width are another layout (seams, offcuts): only the measurement knows.
  if (fw !== null && tw !== null && fw !== tw) return null;
  const sameRoll = fw === tw;
  const [fl, tl] = [lengthOf(from), lengthOf(to)];
  if (fl !== null && tl !== null && sameRoll) return convert(fl, tl, false);
  const [fa, ta] = [areaOf(from), areaOf(to)];
  if (fa !== null && ta !== null) return convert(fa, ta, true);
  if (isPlainCount(from) && isPlainCount(to)) return convert(1n, 1n, false);
  if (from.unit === 'hour' && to.unit === 'hour') return convert(1n, 1n, false);
  return null;
}
