import { Link } from 'react-router';
import { INVOICE_LIMITS } from '../../../shared/invoices.ts';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { INVOICES_PATH } from '../invoices/paths.ts';
import type { Receivables } from './api.ts';

/** On phones a row is a card: name and balance, open invoices and overdue, oldest due date and days late. */
const PHONE = 'md:order-none';
const COLUMNS =
  'md:grid-cols-[minmax(12rem,2fr)_7rem_minmax(7rem,1fr)_minmax(7rem,1fr)_minmax(8rem,1fr)_minmax(7rem,1fr)]';

/**
 * The clients owing most, largest balance first: name (or e-mail), open invoices, balance, the
 * overdue part, the oldest due date and how late it is. Rows on wide screens, cards on phones.
 */
export function ClientTable({ receivables }: { receivables: Receivables }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  const { clients, clientCount } = receivables;
  return (
    <section aria-labelledby="clients-title" className="space-y-3">
      <h2 id="clients-title" className="text-lg font-semibold">
        {t('financials.receivables.clients.title')}
      </h2>
      <ListTable
        label={t('financials.receivables.clients.label')}
        minWidth="md:min-w-[52rem]"
        columns={columns}
        header={
          <>
            <div role="columnheader">{t('financials.receivables.clients.client')}</div>
            <div role="columnheader" className="md:text-right">
              {t('financials.receivables.clients.invoices')}
            </div>
            <div role="columnheader" className="md:text-right">
              {t('financials.receivables.clients.balance')}
            </div>
            <div role="columnheader" className="md:text-right">
              {t('financials.receivables.clients.overdue')}
            </div>
            <div role="columnheader">{t('financials.receivables.clients.oldestDue')}</div>
            <div role="columnheader" className="md:text-right">
              {t('financials.receivables.clients.daysPastDue')}
            </div>
          </>
        }
      >
        {clients.map((client) => {
          const name = client.name ?? client.email ?? t('financials.receivables.clients.unnamed');
          const late = client.daysPastDue > 0;
          return (
            <div
              key={`${client.email ?? ''}#${client.name ?? ''}`}
              role="row"
              data-testid="receivable-client"
              className={cn(
                columns,
                'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2',
              )}
            >
              <div role="cell" className={cn(PHONE, 'order-1 min-w-0')}>
                {client.name ? (
                  <Link
                    to={`${INVOICES_PATH}?q=${encodeURIComponent(client.name.slice(0, INVOICE_LIMITS.search))}`}
                    aria-label={t('financials.receivables.clients.showInvoices', { name: client.name })}
                    title={client.name}
                    className="block font-medium break-words text-primary-text underline-offset-4 hover:underline md:truncate"
                  >
                    {name}
                  </Link>
                ) : (
                  <span className="block font-medium break-words md:truncate">{name}</span>
                )}
                {client.name && client.email && (
                  <span className="block truncate text-sm text-muted-foreground">{client.email}</span>
                )}
              </div>
              <div
                role="cell"
                className={cn(PHONE, 'order-3 text-sm tabular-nums max-md:text-muted-foreground md:text-right')}
              >
                <span className="md:hidden">{plural(t, 'financials.receivables.summary.openCount', client.count)}</span>
                <span className="max-md:hidden">{client.count}</span>
              </div>
              <div
                role="cell"
                className={cn(
                  PHONE,
                  'order-2 self-start text-right font-semibold tabular-nums md:self-center md:text-sm md:font-medium',
                )}
                data-testid="client-balance"
              >
                {formatCents(client.balanceCents, language)}
              </div>
              <div
                role="cell"
                className={cn(
                  PHONE,
                  'order-4 text-right text-sm tabular-nums',
                  client.overdueCents > 0 ? 'text-danger-text' : 'max-md:text-muted-foreground',
                )}
              >
                <span className="md:hidden">{t('financials.receivables.clients.overdue')}: </span>
                {formatCents(client.overdueCents, language)}
              </div>
              <div role="cell" className={cn(PHONE, 'order-5 text-sm max-md:text-muted-foreground')}>
                <span className="md:hidden">{t('financials.receivables.clients.oldestDue')}: </span>
                {formatDay(client.oldestDueDate, language)}
              </div>
              <div
                role="cell"
                className={cn(
                  PHONE,
                  'order-6 text-right text-sm tabular-nums',
                  late ? 'text-danger-text' : 'text-muted-foreground',
                )}
              >
                {late ? (
                  <>
                    <span className="md:hidden">
                      {plural(t, 'financials.receivables.invoices.daysLate', client.daysPastDue)}
                    </span>
                    <span className="max-md:hidden">
                      {plural(t, 'financials.receivables.clients.days', client.daysPastDue)}
                    </span>
                  </>
                ) : (
                  t('financials.receivables.clients.notDue')
                )}
              </div>
            </div>
          );
        })}
      </ListTable>
      {clientCount > clients.length && (
        <p className="text-sm text-muted-foreground">
          {t('financials.receivables.clients.more', { shown: clients.length, total: clientCount })}
        </p>
      )}
    </section>
  );
}
