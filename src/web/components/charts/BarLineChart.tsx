import { useLayoutEffect, useRef, useState } from 'react';
import { labelEvery, linePath, yOf, type Bar, type Plot, type Scale } from './scale.ts';

const HEIGHT = 220;
const TOP = 10;
const BOTTOM = 26;

/** One row's drawing: the centre of its band, its two bars and its point on the line. */
export interface BarLineShape {
  key: string;
  x: number;
  bars: readonly [Bar, Bar];
  lineY: number;
}

/** The width of an element, kept up to date as it resizes (0 until it is laid out). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The app's one chart (ADR 0044): two bars per row and a line through the rows, in plain SVG at the
 * width it is given, with token colours only (`colours` are `fill-…`/`stroke-…` classes). The bars'
 * axis is on the left with its grid, zero in a stronger line; the line may have its own axis on the
 * right (`lineAxis`). The drawing is hidden from assistive technology: its caller puts the same
 * figures in a table.
 */
export function BarLineChart({
  testId,
  margin,
  labelRoom,
  labels,
  axis,
  lineAxis,
  shapes,
  formatTick,
  colours,
}: {
  testId: string;
  /** Room for the axes' labels, in pixels. */
  margin: { left: number; right: number };
  /** The width one row label needs; fewer labels are shown when they do not fit. */
  labelRoom: number;
  /** Each row's label under its bars. */
  labels: string[];
  axis: Scale;
  lineAxis?: Scale;
  /** The rows' shapes in the plot, once its size is known. */
  shapes: (plot: Plot) => BarLineShape[];
  formatTick: (value: number) => string;
  colours: { bars: readonly [string, string]; line: string; lineAxis?: string };
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const plot = {
    left: margin.left,
    top: TOP,
    width: Math.max(0, width - margin.left - margin.right),
    height: HEIGHT - TOP - BOTTOM,
  };
  const drawn = shapes(plot);
  const showLabel = labelEvery(labels.length, Math.floor(plot.width / labelRoom));

  return (
    <div ref={ref} className="w-full" data-testid={testId} aria-hidden>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="presentation" className="block overflow-visible text-[11px]">
          {axis.ticks.map((tick) => {
            const y = yOf(tick, axis, plot.top, plot.height);
            return (
              <g key={`axis-${tick}`}>
                <line
                  x1={plot.left}
                  x2={plot.left + plot.width}
                  y1={y}
                  y2={y}
                  className={tick === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
                />
                <text x={plot.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                  {formatTick(tick)}
                </text>
              </g>
            );
          })}
          {lineAxis?.ticks.map((tick) => (
            <text
              key={`line-axis-${tick}`}
              x={plot.left + plot.width + 6}
              y={yOf(tick, lineAxis, plot.top, plot.height)}
              dy="0.32em"
              className={colours.lineAxis}
            >
              {formatTick(tick)}
            </text>
          ))}
          {drawn.map((shape, i) => (
            <g key={shape.key}>
              <rect {...shape.bars[0]} rx={2} className={colours.bars[0]} />
              <rect {...shape.bars[1]} rx={2} className={colours.bars[1]} />
              {showLabel(i) && (
                <text x={shape.x} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground">
                  {labels[i]}
                </text>
              )}
            </g>
          ))}
          <path
            d={linePath(drawn.map((s) => ({ x: s.x, y: s.lineY })))}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className={colours.line}
          />
          {drawn.map((s) => (
            <circle key={`dot-${s.key}`} cx={s.x} cy={s.lineY} r={3} className={`fill-card ${colours.line}`} />
          ))}
        </svg>
      )}
    </div>
  );
}

/** A chart's key: a swatch (`bg-…` class) or a short line for each series, and its name. */
export function ChartLegend({ items }: { items: { label: string; colour: string; line?: boolean }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={`${item.line ? 'h-0.5 w-4 rounded-full' : 'size-3 rounded-sm'} ${item.colour}`}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
