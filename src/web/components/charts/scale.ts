/**
 * The maths of the app's charts (ADR 0044): "nice" value axes in integer units (cents), two axes
 * sharing their zero line, where a value or a bar sits in the plot, and which labels fit.
 */

/** The most labels an axis shows. */
const MAX_TICKS = 6;

/** A chart axis: from `min` to `max` cents (zero always inside), in `step`s, with each tick's value. */
export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** The least step an axis moves by: a whole dollar. */
const MIN_STEP = 100;

/**
 * A "nice" axis over values (cents): zero included, about `count` steps of 1, 2, 2.5 or 5 times a
 * power of ten (at least a dollar), the ends on whole steps. Nothing but zeros: $0 to $100.
 */
export function niceScale(values: number[], count = 4): Scale {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return { min: 0, max: 100_00, step: 25_00, ticks: [0, 25_00, 50_00, 75_00, 100_00] };
  const rough = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(MIN_STEP, ([1, 2, 2.5, 5, 10].find((f) => f * power >= rough) ?? 10) * power);
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, step, ticks };
}

/**
 * Two scales drawn over each other (bars, and a line on its own axis), widened so that their zero
 * falls at the same height: a line at 0 then sits on the bars' zero line. The share of the height above
 * zero is the mean of the two scales' own, kept between 10 % and 90 % when one scale reaches below
 * zero and one above, so that neither side is squashed flat.
 */
export function alignZero(a: Scale, b: Scale): [Scale, Scale] {
  const above = (s: Scale) => s.max / (s.max - s.min);
  const anyBelow = a.min < 0 || b.min < 0;
  const anyAbove = a.max > 0 || b.max > 0;
  let share = (above(a) + above(b)) / 2;
  if (anyBelow && anyAbove) share = Math.min(0.9, Math.max(0.1, share));
  const widened = (s: Scale): Scale => {
    if (share >= 1 || share <= 0) return s;
    const max = Math.max(s.max, (-s.min * share) / (1 - share));
    const min = -Math.max(-s.min, (s.max * (1 - share)) / share);
    // Widened, the axis keeps its labels few: every n-th step, zero always among them.
    const first = Math.ceil(min / s.step);
    const every = Math.ceil((Math.floor(max / s.step) - first + 1) / MAX_TICKS);
    const step = s.step * every;
    const ticks: number[] = [];
    for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(Math.round(tick) || 0);
    return { min, max, step, ticks };
  };
  return [widened(a), widened(b)];
}

/** Where a value sits on a vertical axis `height` pixels tall, from `top` (larger values higher up). */
export function yOf(value: number, scale: Scale, top: number, height: number): number {
  const span = scale.max - scale.min;
  return top + (span === 0 ? height : ((scale.max - value) / span) * height);
}

/** The plot's inner box in pixels (around it: the axes' labels). */
export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A bar's box in pixels. */
export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A bar from zero to `value` on an axis, whichever side of zero it falls. */
export function barFromZero(x: number, width: number, value: number, scale: Scale, plot: Plot): Bar {
  const zero = yOf(0, scale, plot.top, plot.height);
  const end = yOf(value, scale, plot.top, plot.height);
  return { x, y: Math.min(zero, end), width, height: Math.abs(end - zero) };
}

/** An SVG path through points, in order. */
export const linePath = (points: { x: number; y: number }[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** Which of `count` labels to show so that at most `room` fit: every n-th, the last one always. */
export function labelEvery(count: number, room: number): (index: number) => boolean {
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  return (index) => (count - 1 - index) % every === 0;
}
