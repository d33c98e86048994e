import { EIGHTHS_PER_FOOT, MEASUREMENT_LIMITS, formatLength, parseLength } from '../../../shared/takeoff.ts';

/** What a length's two boxes show: whole feet, and the inches left (`6 1/2`); blank for zero. */
export function boxesOf(eighths: number): { feet: string; inches: string } {
  if (eighths <= 0) return { feet: '', inches: '' };
  const rest = eighths % EIGHTHS_PER_FOOT;
  return {
    feet: String(Math.floor(eighths / EIGHTHS_PER_FOOT)),
    inches: rest === 0 ? '' : formatLength(rest).replace(/"$/, ''),
  };
}

export type LengthResult =
  | { ok: true; eighths: number }
  /** Both boxes blank: no length yet (0). */
  | { ok: true; eighths: 0; blank: true }
  | { ok: false; error: 'lengthInvalid' | 'lengthTooShort' | 'lengthTooLong' };

/**
 * The two boxes → eighths. The feet box also takes a whole length typed or pasted the drawing's way
 * (`12' 6 1/2"`, `12.5`), the inches box `6`, `6.5` or `6 1/2`.
 */
export function lengthOf(feet: string, inches: string): LengthResult {
  const f = feet.trim();
  const i = inches.trim();
  if (!f && !i) return { ok: true, eighths: 0, blank: true };
  const text = /['"’”]|ft|in/i.test(f) ? f : f ? `${f}' ${i ? `${i}"` : ''}` : `${i}"`;
  const eighths = parseLength(text);
  if (eighths === null) return { ok: false, error: 'lengthInvalid' };
  if (eighths <= 0) return { ok: false, error: 'lengthTooShort' };
  if (eighths > MEASUREMENT_LIMITS.side) return { ok: false, error: 'lengthTooLong' };
  return { ok: true, eighths };
}
