import { CircleCheck, Clock3, TrendingDown, TrendingUp, TriangleAlert, type LucideIcon } from 'lucide-react';
import { JOB_COSTING_LOW_MARGIN_PERCENT, type JobCostingFlag } from '../../../shared/financials.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableFrame,
  TableHead,
  TableHeader,
} from '../../components/ui/Table.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { LANGUAGES, useI18n, type Language } from '../../lib/i18n.ts';
import type { JobCostingDetail, JobCostingRow, JobCostKindFigures } from './api.ts';
import { hoursOf, kindBars, MARGIN_DEFINITIONS } from './job-costing.ts';
import { Panel } from '../../components/ui/Panel.tsx';

// The parts the job costing page and the job's Costs tab share: flags, the kinds table and chart,
// and the cost records.

const FLAG_ICONS: Record<JobCostingFlag, LucideIcon> = {
  over_budget: TrendingUp,
  overrun: TriangleAlert,
  low_margin: TrendingDown,
  unrated_labor: Clock3,
};

/** A percent with one decimal in the user's language ("12.5 %", "12,5 %"). */
export function formatPercent(percent: number, language: Language): string {
  return `${new Intl.NumberFormat(LANGUAGES[language], { maximumFractionDigits: 1 }).format(percent)} %`;
}

/** Hours with up to two decimals in the user's language. */
export const formatHours = (minutes: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGES[language], { maximumFractionDigits: 2 }).format(hoursOf(minutes));

/** What a flag says, in words (never colour alone): "Over budget: Materials, Labor". */
export function useFlagText() {
  const { t } = useI18n();
  return (flag: JobCostingFlag, row: Pick<JobCostingRow, 'overBudgetKinds'>) =>
    t(`jobCosting.flags.${flag}`, {
      kinds: row.overBudgetKinds.map((k) => t(`jobCosting.kinds.${k}`)).join(', '),
      percent: JOB_COSTING_LOW_MARGIN_PERCENT,
    });
}

/**
 * What a job's revenue, cost and margin count (ADR 0043), said in words beside the figures on every
 * page that shows them; `planned` adds the estimate's margin where it is shown too.
 */
export function MarginDefinitions({ planned = false, className }: { planned?: boolean; className?: string }) {
  const { t } = useI18n();
  return (
    <section aria-label={t('jobCosting.definitions.label')} className={cn('text-xs text-muted-foreground', className)}>
      <ul className="space-y-0.5" data-testid="margin-definitions">
        {MARGIN_DEFINITIONS.filter((d) => planned || d !== 'planned').map((d) => (
          <li key={d}>{t(`jobCosting.definitions.${d}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The job's flags as badges with an icon and words; "None" when there is nothing to flag. */
export function FlagBadges({ row, className }: { row: JobCostingRow; className?: string }) {
  const { t } = useI18n();
  const text = useFlagText();
  if (row.flags.length === 0) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{t('jobCosting.table.noFlags')}</span>;
  }
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label={t('jobCosting.table.flags')}>
      {row.flags.map((flag) => {
        const Icon = FLAG_ICONS[flag];
        return (
          <li key={flag}>
            <Badge variant={flag === 'unrated_labor' ? 'warning-soft' : 'danger-soft'} data-testid={`flag-${flag}`}>
              <Icon aria-hidden />
              {text(flag, row)}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}

/** The job's flags spelled out, one per line, or that all is well. */
export function FlagList({ row }: { row: JobCostingRow }) {
  const { t } = useI18n();
  const text = useFlagText();
  if (row.flags.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-success-text" data-testid="no-flags">
        <CircleCheck aria-hidden className="size-4" />
        {t('jobCosting.tab.noFlags')}
      </p>
    );
  }
  return (
    <ul className="space-y-1.5" aria-label={t('jobCosting.tab.flags')}>
      {row.flags.map((flag) => {
        const Icon = FLAG_ICONS[flag];
        return (
          <li
            key={flag}
            data-testid={`flag-${flag}`}
            className={cn(
              'flex items-start gap-2 text-sm font-medium',
              flag === 'unrated_labor' ? 'text-warning-text' : 'text-danger-text',
            )}
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {text(flag, row)}
          </li>
        );
      })}
    </ul>
  );
}

/** Estimate against actual for each kind, and the totals: a real table, the chart's accessible twin. */
export function KindsTable({ detail }: { detail: JobCostingDetail }) {
  const { t, language } = useI18n();
  const money = (cents: number | null) =>
    cents === null ? t('jobCosting.tab.kinds.notEstimated') : formatCents(cents, language);
  const variance = (k: JobCostKindFigures) =>
    k.varianceCents === null ? '—' : `${k.varianceCents > 0 ? '+' : ''}${formatCents(k.varianceCents, language)}`;
  const overrun = detail.flags.includes('overrun');
  const totalVariance = detail.estimate
    ? `${detail.costCents > detail.estimate.costCents ? '+' : ''}${formatCents(detail.costCents - detail.estimate.costCents, language)}`
    : null;
  return (
    <TableFrame aria-label={t('jobCosting.tab.kinds.caption')}>
      <Table className="sm:min-w-[34rem]" data-testid="kinds-table">
        <TableCaption>{t('jobCosting.tab.kinds.caption')}</TableCaption>
        <TableHeader>
          <tr>
            <TableHead>{t('jobCosting.tab.kinds.kind')}</TableHead>
            <TableHead numeric>{t('jobCosting.tab.kinds.estimated')}</TableHead>
            <TableHead numeric>{t('jobCosting.tab.kinds.actual')}</TableHead>
            <TableHead numeric className="max-sm:hidden">
              {t('jobCosting.tab.kinds.variance')}
            </TableHead>
            <TableHead className="max-sm:hidden">{t('jobCosting.tab.kinds.status')}</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {detail.kinds.map((k) => (
            <tr key={k.kind} data-testid={`kind-${k.kind}`}>
              <TableHead scope="row" className="font-medium">
                {t(`jobCosting.kinds.${k.kind}`)}
                {k.notCostedLines > 0 && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {plural(t, 'jobCosting.tab.kinds.notCosted', k.notCostedLines)}
                  </span>
                )}
                {k.overBudget && (
                  <span className="flex items-center gap-1 text-xs text-danger-text sm:hidden">
                    <TrendingUp aria-hidden className="size-3" />
                    {t('jobCosting.tab.kinds.overBudget')}
                  </span>
                )}
              </TableHead>
              <TableCell
                numeric
                className={cn(k.estimatedCents === null && 'text-muted-foreground')}
                data-testid="kind-estimated"
              >
                {detail.estimate ? money(k.estimatedCents) : '—'}
              </TableCell>
              <TableCell numeric className="font-medium">
                <span data-testid="kind-actual">{formatCents(k.actualCents, language)}</span>
                {k.varianceCents !== null && (
                  <span
                    className={cn(
                      'block text-xs font-normal sm:hidden',
                      k.overBudget ? 'text-danger-text' : 'text-muted-foreground',
                    )}
                  >
                    {t('jobCosting.tab.kinds.varianceValue', { amount: variance(k) })}
                  </span>
                )}
              </TableCell>
              <TableCell numeric className={cn('max-sm:hidden', k.overBudget && 'font-medium text-danger-text')}>
                {variance(k)}
              </TableCell>
              <TableCell className="max-sm:hidden">
                {k.overBudget ? (
                  <span className="inline-flex items-center gap-1 font-medium text-danger-text">
                    <TrendingUp aria-hidden className="size-4" />
                    {t('jobCosting.tab.kinds.overBudget')}
                  </span>
                ) : k.estimatedCents !== null ? (
                  <span className="inline-flex items-center gap-1 text-success-text">
                    <CircleCheck aria-hidden className="size-4" />
                    {t('jobCosting.tab.kinds.withinBudget')}
                  </span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
            </tr>
          ))}
        </TableBody>
        <TableFooter>
          <tr data-testid="kind-total">
            <TableHead scope="row">{t('jobCosting.tab.kinds.total')}</TableHead>
            <TableCell numeric data-testid="kind-estimated">
              {detail.estimate ? formatCents(detail.estimate.costCents, language) : '—'}
            </TableCell>
            <TableCell numeric>
              <span data-testid="kind-actual">{formatCents(detail.costCents, language)}</span>
              {totalVariance !== null && (
                <span
                  className={cn(
                    'block text-xs font-normal sm:hidden',
                    overrun ? 'text-danger-text' : 'text-muted-foreground',
                  )}
                >
                  {t('jobCosting.tab.kinds.varianceValue', { amount: totalVariance })}
                </span>
              )}
            </TableCell>
            <TableCell numeric className={cn('max-sm:hidden', overrun && 'text-danger-text')}>
              {totalVariance ?? '—'}
            </TableCell>
            <TableCell className="max-sm:hidden">
              {overrun && (
                <span className="inline-flex items-center gap-1 text-danger-text">
                  <TriangleAlert aria-hidden className="size-4" />
                  {t('jobCosting.flags.overrun')}
                </span>
              )}
            </TableCell>
          </tr>
        </TableFooter>
      </Table>
    </TableFrame>
  );
}

const CHART = { width: 320, row: 44, label: 104, bar: 14 };

/**
 * Estimate against actual per kind as SVG bars: the estimate's outline above, the actual filled
 * below (in the danger colour when over budget). Decorative to assistive technology: the kinds
 * table beside it holds the same figures.
 */
export function KindChart({ detail }: { detail: JobCostingDetail }) {
  const { t } = useI18n();
  const bars = kindBars(detail.kinds);
  const span = CHART.width - CHART.label - 8;
  const height = bars.length * CHART.row + 8;
  return (
    <Panel as="figure" className="space-y-2" aria-labelledby="kind-chart-title">
      <figcaption id="kind-chart-title" className="text-sm font-medium">
        {t('jobCosting.tab.chart.title')}
        <span className="block text-xs font-normal text-muted-foreground">{t('jobCosting.tab.chart.note')}</span>
      </figcaption>
      <svg viewBox={`0 0 ${CHART.width} ${height}`} className="w-full max-w-md" aria-hidden focusable="false">
        {bars.map((bar, i) => {
          const y = i * CHART.row + 4;
          const over = detail.kinds.find((k) => k.kind === bar.kind)?.overBudget ?? false;
          return (
            <g key={bar.kind}>
              <text x={0} y={y + CHART.bar + 4} className="fill-foreground text-[11px]">
                {t(`jobCosting.kinds.${bar.kind}`)}
              </text>
              <rect
                x={CHART.label}
                y={y}
                width={Math.max((span * bar.estimate) / 100, bar.estimate > 0 ? 2 : 0)}
                height={CHART.bar}
                rx={3}
                className="fill-muted stroke-muted-foreground"
                strokeWidth={1}
              />
              <rect
                x={CHART.label}
                y={y + CHART.bar + 4}
                width={Math.max((span * bar.actual) / 100, bar.actual > 0 ? 2 : 0)}
                height={CHART.bar}
                rx={3}
                className={over ? 'fill-danger-text' : 'fill-primary'}
              />
            </g>
          );
        })}
      </svg>
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm border border-muted-foreground bg-muted" />
          {t('jobCosting.tab.chart.estimate')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" />
          {t('jobCosting.tab.chart.actual')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-danger-text" />
          {t('jobCosting.tab.chart.over')}
        </span>
      </p>
    </Panel>
  );
}

const RECORD_COLUMNS = 'md:grid-cols-[7rem_8rem_minmax(10rem,2fr)_minmax(7rem,1fr)_6rem_7rem]';

/** The job's cost records, newest first: cards on phones, rows on wide screens. */
export function RecordsTable({ detail }: { detail: JobCostingDetail }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, RECORD_COLUMNS);
  return (
    <ListTable
      label={t('jobCosting.tab.records.label')}
      minWidth="md:min-w-[46rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('jobCosting.tab.records.day')}</div>
          <div role="columnheader">{t('jobCosting.tab.records.source')}</div>
          <div role="columnheader">{t('jobCosting.tab.records.what')}</div>
          <div role="columnheader">{t('jobCosting.tab.records.category')}</div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.tab.records.hours')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('jobCosting.tab.records.amount')}
          </div>
        </>
      }
    >
      {detail.records.map((r) => (
        <div
          key={`${r.source}-${r.id}`}
          role="row"
          data-testid="cost-record"
          className={cn(columns, 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
        >
          <div role="cell" className="order-3 text-sm text-muted-foreground md:order-none md:text-foreground">
            {formatDay(r.day, language)}
          </div>
          <div role="cell" className="order-4 text-right text-sm text-muted-foreground md:order-none md:text-left">
            {t(`jobCosting.tab.records.sources.${r.source}`)}
          </div>
          <div role="cell" className="order-1 min-w-0 md:order-none">
            <span className="block font-medium break-words md:truncate">{r.name}</span>
            {r.description && <span className="block truncate text-sm text-muted-foreground">{r.description}</span>}
          </div>
          <div role="cell" className="order-5 text-sm text-muted-foreground md:order-none">
            {t(`jobCosting.categories.${r.category}`)}
          </div>
          <div role="cell" className="order-6 text-right text-sm tabular-nums text-muted-foreground md:order-none">
            {r.minutes !== null && (
              <>
                {t('jobCosting.tab.records.hoursValue', { hours: formatHours(r.minutes, language) })}
                {r.shifts !== null && (
                  <span className="block text-xs">{plural(t, 'jobCosting.tab.records.shifts', r.shifts)}</span>
                )}
              </>
            )}
          </div>
          <div
            role="cell"
            className="order-2 self-start text-right font-semibold tabular-nums md:order-none md:self-center md:font-medium"
            data-testid="record-amount"
          >
            {formatCents(r.amountCents, language)}
          </div>
        </div>
      ))}
    </ListTable>
  );
}
