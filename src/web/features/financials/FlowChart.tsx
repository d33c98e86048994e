import { useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { alignZero, axisMoney, flowShapes, labelEvery, linePath, niceScale, yOf, type FlowRow } from './cash-flow.ts';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 52, bottom: 26, left: 52 };

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
 * Money in (bars up) and out (bars down) per row on the left axis, and the running balance as a
 * line on the right axis, drawn in plain SVG at the width it is given, with token colours only. It is
 * hidden from assistive technology: each chart puts the same figures in a table beside it.
 */
export function FlowChart({ rows }: { rows: FlowRow[] }) {
  const { language } = useI18n();
  const [ref, width] = useWidth<HTMLDivElement>();
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const [flows, balance] = alignZero(
    niceScale(rows.flatMap((r) => [r.inCents, -r.outCents])),
    niceScale(rows.map((r) => r.balanceCents)),
  );
  const shapes = flowShapes(rows, plot, flows, balance);
  const showLabel = labelEvery(rows.length, Math.floor(plot.width / 56));
  const zero = yOf(0, flows, plot.top, plot.height);

  return (
    <div ref={ref} className="w-full" data-testid="flow-chart" aria-hidden>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="presentation" className="block overflow-visible text-[11px]">
          {flows.ticks.map((tick) => {
            const y = yOf(tick, flows, plot.top, plot.height);
            return (
              <g key={`flow-${tick}`}>
                <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} className="stroke-border" />
                <text x={plot.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                  {axisMoney(tick, language)}
                </text>
              </g>
            );
          })}
          {balance.ticks.map((tick) => (
            <text
              key={`balance-${tick}`}
              x={plot.left + plot.width + 6}
              y={yOf(tick, balance, plot.top, plot.height)}
              dy="0.32em"
              className="fill-primary-text"
            >
              {axisMoney(tick, language)}
            </text>
          ))}
          <line x1={plot.left} x2={plot.left + plot.width} y1={zero} y2={zero} className="stroke-muted-foreground" />
          {shapes.map((shape, i) => (
            <g key={shape.key}>
              <rect {...shape.inBar} rx={2} className="fill-success-text" />
              <rect {...shape.outBar} rx={2} className="fill-danger-text" />
              {showLabel(i) && (
                <text x={shape.x} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground">
                  {rows[i]!.label}
                </text>
              )}
            </g>
          ))}
          <path
            d={linePath(shapes.map((s) => ({ x: s.x, y: s.balanceY })))}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-primary-text"
          />
          {shapes.map((s) => (
            <circle key={`dot-${s.key}`} cx={s.x} cy={s.balanceY} r={3} className="fill-card stroke-primary-text" />
          ))}
        </svg>
      )}
    </div>
  );
}

/** The chart's key: what the colours and the line stand for. */
export function FlowLegend({
  inLabel,
  outLabel,
  balanceLabel,
}: {
  inLabel: string;
  outLabel: string;
  balanceLabel: string;
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="size-3 rounded-sm bg-success-text" />
        {inLabel}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="size-3 rounded-sm bg-danger-text" />
        {outLabel}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="h-0.5 w-4 rounded-full bg-primary-text" />
        {balanceLabel}
      </li>
    </ul>
  );
}
