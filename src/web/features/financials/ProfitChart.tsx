import { useLayoutEffect, useRef, useState } from 'react';
import { formatCents } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { axisMoney, labelEvery, linePath, niceScale, yOf } from './cash-flow.ts';
import { profitShapes, type ProfitChartRow } from './reports.ts';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 12, bottom: 26, left: 56 };

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
 * Revenue and costs by month as bars side by side, and the profit they leave as a line, on one
 * scale, in plain SVG at the width it is given with token colours only. The drawing is hidden from
 * assistive technology: the same figures are in a table (its own, visually hidden, unless the page
 * shows them in one already: `table={false}`).
 */
export function ProfitChart({
  rows,
  caption,
  table = true,
}: {
  rows: ProfitChartRow[];
  caption: string;
  table?: boolean;
}) {
  const { t, language } = useI18n();
  const [ref, width] = useWidth<HTMLDivElement>();
  const plot = {
    left: MARGIN.left,
    top: MARGIN.top,
    width: Math.max(0, width - MARGIN.left - MARGIN.right),
    height: HEIGHT - MARGIN.top - MARGIN.bottom,
  };
  const scale = niceScale(rows.flatMap((r) => [r.revenueCents, r.costCents, r.profitCents]));
  const shapes = profitShapes(rows, plot, scale);
  const showLabel = labelEvery(rows.length, Math.floor(plot.width / 48));
  const money = (cents: number) => formatCents(cents, language);

  return (
    <div className="space-y-2">
      <div ref={ref} className="w-full" data-testid="profit-chart" aria-hidden>
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="presentation" className="block overflow-visible text-[11px]">
            {scale.ticks.map((tick) => {
              const y = yOf(tick, scale, plot.top, plot.height);
              return (
                <g key={tick}>
                  <line
                    x1={plot.left}
                    x2={plot.left + plot.width}
                    y1={y}
                    y2={y}
                    className={tick === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
                  />
                  <text x={plot.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
                    {axisMoney(tick, language)}
                  </text>
                </g>
              );
            })}
            {shapes.map((shape, i) => (
              <g key={shape.key}>
                <rect {...shape.revenueBar} rx={2} className="fill-primary-text" />
                <rect {...shape.costBar} rx={2} className="fill-warning-text" />
                {showLabel(i) && (
                  <text x={shape.x} y={HEIGHT - 8} textAnchor="middle" className="fill-muted-foreground">
                    {rows[i]!.label}
                  </text>
                )}
              </g>
            ))}
            <path
              d={linePath(shapes.map((s) => ({ x: s.x, y: s.profitY })))}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className="stroke-success-text"
            />
            {shapes.map((s) => (
              <circle key={`dot-${s.key}`} cx={s.x} cy={s.profitY} r={3} className="fill-card stroke-success-text" />
            ))}
          </svg>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-primary-text" />
          {t('financialReports.overview.chart.revenue')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-warning-text" />
          {t('financialReports.overview.chart.costs')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-4 rounded-full bg-success-text" />
          {t('financialReports.overview.chart.profit')}
        </li>
      </ul>
      {table && (
        <table className="sr-only">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('financialReports.overview.chart.month')}</th>
              <th scope="col">{t('financialReports.overview.chart.revenue')}</th>
              <th scope="col">{t('financialReports.overview.chart.costs')}</th>
              <th scope="col">{t('financialReports.overview.chart.profit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name ?? row.label}</th>
                <td>{money(row.revenueCents)}</td>
                <td>{money(row.costCents)}</td>
                <td>{money(row.profitCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
