/**
 * Exact decimals for money, quantities and measurements (ADR 0023, ADR 0024): a decimal is a bigint
 * scaled by 10^scale ("3.49" at scale 4 is 34900n), so no binary floating point ever decides a
 * price or a count. Texts are what the API and forms exchange; bigints are what the maths uses.
 */

/** A plain decimal text with at most `scale` fraction digits: "12", "3.5", "0.1250". No sign, no exponent. */
export function decimalPattern(scale: number, integerDigits = 9): RegExp {
  const fraction = scale > 0 ? `(?:\\.\\d{1,${scale}})?` : '';
  return new RegExp(`^\\d{1,${integerDigits}}${fraction}$`);
}

/** "3.49" at scale 4 → 34900n; null when the text is not a plain decimal with at most `scale` fraction digits. */
export function parseDecimal(text: string, scale: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1] + fraction.padEnd(scale, '0'));
}

/** 34900n at scale 4 → "3.4900" (always `scale` fraction digits: the form PostgreSQL's numeric returns). */
export function formatDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** n ÷ d rounded half away from zero (d > 0): the one rounding rule for money (ADR 0024). */
export function divideRoundHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (2n * (r < 0n ? -r : r) >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** ⌈n ÷ d⌉ for d > 0: counts (boxes, pieces, drops) never fall short. */
export function divideCeil(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d > 0n ? q + 1n : q;
}
