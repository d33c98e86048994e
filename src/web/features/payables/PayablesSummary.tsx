import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Payables } from './api.ts';
import { DueDate } from './DueDate.tsx';
import { categoryBarWidths, sharePercent } from './form.ts';
import { billPath } from '../../page-paths.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** What is owed, what of it is late, and what falls due within a week and a month. */
export function SummaryCards({ payables }: { payables: Payables }) {
  const { t, language } = useI18n();
  const overdue = payables.overdueCents > 0;
  const cards = [
    {
      key: 'balance',
      cents: payables.balanceCents,
      caption: plural(t, 'payables.summary.openCount', payables.count),
      danger: false,
    },
    {
      key: 'overdue',
      cents: payables.overdueCents,
      caption: overdue
        ? plural(t, 'payables.summary.overdueCount', payables.overdueCount)
        : t('payables.summary.noneOverdue'),
      danger: overdue,
    },
    { key: 'next7', cents: payables.dueNext7DaysCents, caption: t('payables.summary.next7Hint'), danger: false },
    { key: 'next30', cents: payables.dueNext30DaysCents, caption: t('payables.summary.next30Hint'), danger: false },
  ] as const;
  return (
    <section aria-label={t('payables.summary.label')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`payables-${card.key}`}
            className={cn(
              'rounded-xl border border-border bg-card p-4',
              card.danger && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', card.danger && 'text-danger-text')}>
              {t(`payables.summary.${card.key}`)}
            </dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', card.danger && 'text-danger-text')}>
              {formatCents(card.cents, language)}
            </dd>
            <dd className={cn('text-sm text-muted-foreground', card.danger && 'text-danger-text')}>{card.caption}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The open balance by expense category: a bar each (against the largest), drawn from plain
 * elements and hidden from screen readers, which read the same figures in a table.
 */
export function CategoryChart({ payables }: { payables: Payables }) {
  const { t, language } = useI18n();
  const rows = payables.byCategory;
  const widths = categoryBarWidths(rows);
  return (
    <Panel as="section" aria-labelledby="categories-title" className="space-y-3">
      <div>
        <h2 id="categories-title" className="text-lg font-semibold">
          {t('payables.categoryChart.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('payables.categoryChart.hint')}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payables.categoryChart.empty')}</p>
      ) : (
        <>
          <ul aria-hidden className="grid gap-2" data-testid="category-bars">
            {rows.map((row, i) => (
              <li
                key={row.category}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)_7rem]"
              >
                <span className="truncate text-sm font-medium">{t(`payables.categories.${row.category}`)}</span>
                <span className="order-last col-span-2 h-3 overflow-hidden rounded-full bg-muted sm:order-none sm:col-span-1">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${widths[i]}%` }} />
                </span>
                <span className="text-right text-sm font-semibold whitespace-nowrap tabular-nums">
                  {formatCents(row.balanceCents, language)}
                </span>
              </li>
            ))}
          </ul>
          <table className="sr-only">
            <caption>{t('payables.categoryChart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payables.categoryChart.category')}</th>
                <th scope="col">{t('payables.categoryChart.amount')}</th>
                <th scope="col">{t('payables.categoryChart.bills')}</th>
                <th scope="col">{t('payables.categoryChart.share')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.category}>
                  <th scope="row">{t(`payables.categories.${row.category}`)}</th>
                  <td>{formatCents(row.balanceCents, language)}</td>
                  <td>{row.count}</td>
                  <td>
                    {t('payables.categoryChart.percent', {
                      percent: sharePercent(row.balanceCents, payables.balanceCents),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}

/** The open bills due first (the earliest at the top): vendor, due date (late ones said so), balance. */
export function DueSoon({ payables }: { payables: Payables }) {
  const { t, language } = useI18n();
  return (
    <Panel as="section" aria-labelledby="due-soon-title" className="space-y-3">
      <div>
        <h2 id="due-soon-title" className="text-lg font-semibold">
          {t('payables.dueSoon.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('payables.dueSoon.hint')}</p>
      </div>
      {payables.dueSoon.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payables.dueSoon.empty')}</p>
      ) : (
        <ul className="divide-y divide-border" data-testid="due-soon">
          {payables.dueSoon.map((bill) => (
            <li
              key={bill.id}
              data-testid="due-soon-bill"
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 py-2"
            >
              <Link
                to={billPath(bill.id)}
                className="min-w-0 truncate font-medium text-primary-text underline-offset-4 hover:underline"
              >
                {bill.vendorName}
              </Link>
              <span className="row-span-2 text-right font-semibold tabular-nums">
                {formatCents(bill.balanceCents, language)}
              </span>
              <DueDate bill={bill} today={payables.today} className="text-sm" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The summary's shape while it loads. */
export function SummarySkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Panel key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-28" />
            <Skeleton className="h-3 w-32" />
          </Panel>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <Panel key={i} className="space-y-3">
            <Skeleton className="h-5 w-24" />
            {[0, 1, 2].map((j) => (
              <Skeleton key={j} className="h-6 w-full" />
            ))}
          </Panel>
        ))}
      </div>
    </div>
  );
}
