import { Link } from 'react-router';
import type { InvoiceSummary } from './api.ts';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { invoicePath } from '../../page-paths.ts';
import { balanceTone } from './status.ts';

const COLUMNS =
  'md:grid-cols-[7rem_minmax(12rem,2fr)_minmax(9rem,1.3fr)_7.5rem_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(7rem,1fr)]';

/** Invoices as rows on wide screens and cards on phones: number, title, client, status, total, balance, due date. */
export function InvoiceTable({ invoices, label }: { invoices: InvoiceSummary[]; label: string }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={label}
      minWidth="md:min-w-[58rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('invoices.table.number')}</div>
          <div role="columnheader">{t('invoices.table.title')}</div>
          <div role="columnheader">{t('invoices.table.client')}</div>
          <div role="columnheader">{t('invoices.table.status')}</div>
          <div role="columnheader" className="md:text-right">
            {t('invoices.table.total')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('invoices.table.balance')}
          </div>
          <div role="columnheader">{t('invoices.table.due')}</div>
        </>
      }
    >
      {invoices.map((invoice) => {
        const tone = balanceTone(invoice.status, invoice.balanceCents);
        return (
          <div
            key={invoice.id}
            role="row"
            data-testid="invoice-row"
            className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
          >
            <div role="cell" className="font-mono text-sm">
              {invoice.displayNumber}
            </div>
            <div role="cell" className="min-w-0 max-md:basis-full">
              <Link
                to={invoicePath(invoice.id)}
                className="font-medium text-primary-text underline-offset-4 hover:underline"
              >
                {invoice.title}
              </Link>
            </div>
            <div role="cell" className="min-w-0 truncate text-sm max-md:text-muted-foreground">
              {invoice.clientName ?? <span className="text-muted-foreground">{t('invoices.none')}</span>}
            </div>
            <div role="cell">
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <div role="cell" className="text-sm tabular-nums md:text-right">
              <span className="text-muted-foreground md:hidden">{t('invoices.table.total')}: </span>
              {formatCents(invoice.totalCents, language)}
            </div>
            <div
              role="cell"
              data-testid="invoice-balance"
              className={cn(
                'text-sm font-medium tabular-nums md:text-right',
                tone === 'danger' && 'text-danger-text',
                tone === 'settled' && 'text-muted-foreground',
              )}
            >
              <span className="font-normal text-muted-foreground md:hidden">{t('invoices.table.balance')}: </span>
              {formatCents(invoice.balanceCents, language)}
            </div>
            <div role="cell" className={cn('text-sm text-muted-foreground', tone === 'danger' && 'text-danger-text')}>
              <span className="md:hidden">{t('invoices.table.due')}: </span>
              {formatDay(invoice.dueDate, language)}
            </div>
          </div>
        );
      })}
    </ListTable>
  );
}
