/**
 * WCAG 2.1 contrast (relative luminance of sRGB colours) and the readable variant of a colour.
 * Pure, for the company's brand colour (branding.ts) and the test that holds index.css's tokens to AA.
 */

/** Text 4.5:1; large text and UI parts 3:1 (WCAG 2.1 1.4.3 and 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

type Rgb = readonly [number, number, number];

/** #rrggbb or #rgb to 0–255 channels; anything else throws (colours reach here from fixed sources). */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever order they come in. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white text, whichever reads better on `background`. */
export function readableOn(background: string): '#ffffff' | '#0a0a0a' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#0a0a0a', background) ? '#ffffff' : '#0a0a0a';
}

/**
 * `colour` itself when it reaches `minimum` against `background`; otherwise the nearest colour of
 * the same hue mixed towards black (on a light background) or white (on a dark one) that does.
 */
export function readableVariant(colour: string, background: string, minimum = AA_TEXT): string {
  if (contrastRatio(colour, background) >= minimum) return colour;
  const target: Rgb = relativeLuminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = parseHex(colour);
  const mix = (t: number) => toHex(from.map((c, i) => c + (target[i]! - c) * t) as unknown as Rgb);
  // Binary search for the smallest mix that passes; the end (black or white) always does for AA.
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (contrastRatio(mix(mid), background) >= minimum) hi = mid;
    else lo = mid;
  }
  return mix(hi);
}
