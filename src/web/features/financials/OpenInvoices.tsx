import { BellRing, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AgingBucket } from '../../../shared/financials.ts';
import { ListTable, PagedList, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { InvoiceListFilters, InvoiceSummary } from '../invoices/api.ts';
import { InvoiceStatusBadge } from '../invoices/InvoiceStatusBadge.tsx';
import { invoicePath } from '../../page-paths.ts';
import { useInvoicePermissions, useInvoices } from '../invoices/queries.ts';
import { daysLate } from './aging.ts';
import { ReminderDialog } from './ReminderDialog.tsx';

const COLUMNS =
  'md:grid-cols-[5.5rem_minmax(9rem,2fr)_minmax(8rem,1.3fr)_7.5rem_minmax(8rem,1fr)_minmax(6.5rem,1fr)_9.5rem]';
/** On phones a row is a card: title and balance, then number, client and status, the due date, the button. */
const PHONE = 'md:order-none';

/**
 * The open invoices of the selected aging bucket, or every overdue one when none is selected, newest
 * first with "Load more"; each links to its invoice, and members who may write invoices send a reminder.
 */
export function OpenInvoices({
  bucket,
  today,
  onClear,
}: {
  bucket: AgingBucket | null;
  today: string;
  onClear: () => void;
}) {
  const { t, language } = useI18n();
  const { canWrite } = useInvoicePermissions();
  const filters: InvoiceListFilters = bucket ? { aging: bucket } : { status: 'overdue' };
  const list = useInvoices(filters);
  const invoices = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? undefined;
  const [reminding, setReminding] = useState<InvoiceSummary | null>(null);
  const columns = cn(TABLE_GRID, COLUMNS);
  const title = bucket
    ? t('financials.receivables.invoices.bucketTitle', {
        bucket: t(`financials.receivables.aging.buckets.${bucket}`),
      })
    : t('financials.receivables.invoices.overdueTitle');

  return (
    <section aria-labelledby="open-invoices-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="open-invoices-title" className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
        {bucket && (
          <Button variant="outline" size="sm" onClick={onClear}>
            <X aria-hidden />
            {t('financials.receivables.invoices.showOverdue')}
          </Button>
        )}
      </div>

      <PagedList
        list={list}
        count={invoices.length}
        skeleton={
          <TableSkeleton
            rows={3}
            cells={
              <>
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20 max-md:hidden" />
              </>
            }
          />
        }
        loadFailed={t('financials.receivables.invoices.loadFailed')}
        compactError
        empty={
          <p className="rounded-xl border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
            {t(bucket ? 'financials.receivables.invoices.emptyBucket' : 'financials.receivables.invoices.emptyOverdue')}
          </p>
        }
        showing={
          total !== undefined ? t('financials.receivables.invoices.showing', { shown: invoices.length, total }) : null
        }
        loadMore={t('financials.receivables.invoices.loadMore')}
      >
        <ListTable
          label={title}
          minWidth="md:min-w-[60rem]"
          columns={columns}
          header={
            <>
              <div role="columnheader">{t('financials.receivables.invoices.number')}</div>
              <div role="columnheader">{t('financials.receivables.invoices.invoice')}</div>
              <div role="columnheader">{t('financials.receivables.invoices.client')}</div>
              <div role="columnheader">{t('invoices.table.status')}</div>
              <div role="columnheader">{t('financials.receivables.invoices.dueDate')}</div>
              <div role="columnheader" className="md:text-right">
                {t('financials.receivables.invoices.balance')}
              </div>
              <div role="columnheader" className="md:text-right">
                <span className="sr-only">{t('financials.receivables.invoices.actions')}</span>
              </div>
            </>
          }
        >
          {invoices.map((invoice) => {
            const late = daysLate(invoice.dueDate, today);
            return (
              <div
                key={invoice.id}
                role="row"
                data-testid="receivable-invoice"
                className={cn(
                  columns,
                  'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 px-3 py-3 md:py-2',
                )}
              >
                <div role="cell" className={cn(PHONE, 'order-3 font-mono text-sm max-md:text-muted-foreground')}>
                  {invoice.displayNumber}
                </div>
                <div role="cell" className={cn(PHONE, 'order-1 col-span-2 min-w-0 md:col-span-1')}>
                  <Link
                    to={invoicePath(invoice.id)}
                    className="font-medium break-words text-primary-text underline-offset-4 hover:underline"
                  >
                    {invoice.title}
                  </Link>
                </div>
                <div role="cell" className={cn(PHONE, 'order-4 min-w-0 truncate text-sm max-md:text-muted-foreground')}>
                  {invoice.clientName ?? <span className="text-muted-foreground">{t('invoices.none')}</span>}
                </div>
                <div role="cell" className={cn(PHONE, 'order-5 justify-self-end md:justify-self-start')}>
                  <InvoiceStatusBadge status={invoice.status} />
                </div>
                <div
                  role="cell"
                  className={cn(
                    PHONE,
                    'order-6 col-span-3 text-sm md:col-span-1',
                    late > 0 ? 'text-danger-text' : 'text-muted-foreground',
                  )}
                >
                  <span className="md:hidden">{t('financials.receivables.invoices.dueDate')}: </span>
                  {formatDay(invoice.dueDate, language)}
                  <span className="md:hidden"> · </span>
                  <span className="md:block md:text-xs">
                    {late > 0
                      ? plural(t, 'financials.receivables.invoices.daysLate', late)
                      : t('financials.receivables.clients.notDue')}
                  </span>
                </div>
                <div
                  role="cell"
                  data-testid="receivable-invoice-balance"
                  className={cn(PHONE, 'order-2 text-right font-semibold tabular-nums md:text-sm md:font-medium')}
                >
                  {formatCents(invoice.balanceCents, language)}
                </div>
                <div role="cell" className={cn(PHONE, 'order-7 col-span-3 md:col-span-1 md:text-right')}>
                  {canWrite && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="max-md:w-full"
                      aria-label={t('financials.reminder.buttonFor', { number: invoice.displayNumber })}
                      onClick={() => setReminding(invoice)}
                    >
                      <BellRing aria-hidden />
                      {t('financials.reminder.button')}
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </ListTable>
      </PagedList>

      {reminding && <ReminderDialog invoice={reminding} today={today} onClose={() => setReminding(null)} />}
    </section>
  );
}
