import { Receipt, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { AgingBucket } from '../../../shared/financials.ts';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { LANGUAGES, useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { INVOICES_PATH } from '../invoices/paths.ts';
import { PAYABLES_PATH } from '../payables/paths.ts';
import { isAgingBucket } from './aging.ts';
import { AgingChart } from './AgingChart.tsx';
import type { Receivables } from './api.ts';
import { ClientTable } from './ClientTable.tsx';
import { OpenInvoices } from './OpenInvoices.tsx';
import { useReceivables } from './queries.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/**
 * /dashboard/accounts-receivable (issue #18): what clients owe on the company's day — the totals, the
 * aging of the balance (each bucket filters the invoices below, kept in `?aging=`), the clients
 * owing most, and the open invoices with a reminder to send.
 */
export default function ReceivablesPage() {
  useDocumentTitle('titles.accountsReceivable');
  const { t, language } = useI18n();
  const report = useReceivables();
  useErrorToast(report.isError, report.errorUpdatedAt, t('financials.receivables.loadFailed'));
  const [params, setParams] = useSearchParams();
  const aging = params.get('aging');
  const bucket = isAgingBucket(aging) ? aging : null;
  const select = (next: AgingBucket | null) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next) updated.set('aging', next);
        else updated.delete('aging');
        return updated;
      },
      { replace: true },
    );
  const data = report.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('financials.receivables.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('financials.receivables.subtitle')}</p>
          <p className="text-sm font-medium" data-testid="receivables-today">
            {data ? t('financials.receivables.asOf', { date: formatDay(data.today, language) }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={PAYABLES_PATH} className={buttonVariants({ variant: 'outline' })}>
            <Wallet aria-hidden />
            {t('payables.title')}
          </Link>
          <Link to={INVOICES_PATH} className={buttonVariants({ variant: 'outline' })}>
            <Receipt aria-hidden />
            {t('financials.receivables.allInvoices')}
          </Link>
        </div>
      </div>

      {report.isPending ? (
        <ReceivablesSkeleton />
      ) : !data ? (
        <LoadError
          message={t('financials.receivables.loadFailed')}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <SummaryCards receivables={data} />
          {data.count === 0 ? (
            <EmptyPanel
              icon={Receipt}
              title={t('financials.receivables.empty.title')}
              body={t('financials.receivables.empty.body')}
            >
              <Link to={INVOICES_PATH} className={buttonVariants({ variant: 'outline' })}>
                {t('financials.receivables.empty.action')}
              </Link>
            </EmptyPanel>
          ) : (
            <>
              <AgingChart receivables={data} selected={bucket} onSelect={select} />
              <OpenInvoices bucket={bucket} today={data.today} onClear={() => select(null)} />
              <ClientTable receivables={data} />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Total owed, what of it is overdue, and how many clients owe anything. */
function SummaryCards({ receivables }: { receivables: Receivables }) {
  const { t, language } = useI18n();
  const overdue = receivables.overdueCents > 0;
  const cards = [
    {
      key: 'owed',
      value: formatCents(receivables.balanceCents, language),
      caption: plural(t, 'financials.receivables.summary.openCount', receivables.count),
      danger: false,
    },
    {
      key: 'overdue',
      value: formatCents(receivables.overdueCents, language),
      caption: overdue
        ? plural(t, 'financials.receivables.summary.overdueCount', receivables.overdueCount)
        : t('financials.receivables.summary.noneOverdue'),
      danger: overdue,
    },
    {
      key: 'clients',
      value: new Intl.NumberFormat(LANGUAGES[language]).format(receivables.clientCount),
      caption: t('financials.receivables.summary.clientsHint'),
      danger: false,
    },
  ] as const;
  return (
    <section aria-label={t('financials.receivables.summary.label')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`receivables-${card.key}`}
            className={cn(
              'rounded-xl border border-border bg-card p-4',
              card.danger && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', card.danger && 'text-danger-text')}>
              {t(`financials.receivables.summary.${card.key}`)}
            </dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', card.danger && 'text-danger-text')}>
              {card.value}
            </dd>
            <dd className={cn('text-sm text-muted-foreground', card.danger && 'text-danger-text')}>{card.caption}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The page's shape while the report loads. */
function ReceivablesSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Panel key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-28" />
            <Skeleton className="h-3 w-32" />
          </Panel>
        ))}
      </div>
      <Panel className="space-y-3">
        <Skeleton className="h-5 w-24" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </Panel>
    </div>
  );
}
