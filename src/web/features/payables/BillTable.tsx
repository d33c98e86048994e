import { Link } from 'react-router';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { BillSummary } from './api.ts';
import { BillStatusBadge } from './BillStatusBadge.tsx';
import { DueDate } from './DueDate.tsx';
import { billPath } from '../../page-paths.ts';

const COLUMNS =
  'md:grid-cols-[minmax(12rem,2fr)_minmax(8rem,1fr)_8rem_minmax(10rem,1.2fr)_minmax(7rem,1fr)_minmax(7rem,1fr)]';
/** On phones a row is a card: vendor and balance, then category and status, the due date, the amount. */
const PHONE = 'md:order-none';

/** Bills as rows on wide screens and cards on phones: vendor, category, status, due date, amount, balance. */
export function BillTable({ bills, label, today }: { bills: BillSummary[]; label: string; today: string }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={label}
      minWidth="md:min-w-[56rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('payables.table.vendor')}</div>
          <div role="columnheader">{t('payables.table.category')}</div>
          <div role="columnheader">{t('payables.table.status')}</div>
          <div role="columnheader">{t('payables.table.due')}</div>
          <div role="columnheader" className="md:text-right">
            {t('payables.table.amount')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('payables.table.balance')}
          </div>
        </>
      }
    >
      {bills.map((bill) => (
        <div
          key={bill.id}
          role="row"
          data-testid="bill-row"
          className={cn(
            columns,
            'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 px-3 py-3 md:py-2',
          )}
        >
          <div role="cell" className={cn(PHONE, 'order-1 min-w-0')}>
            <Link
              to={billPath(bill.id)}
              className="font-medium break-words text-primary-text underline-offset-4 hover:underline"
            >
              {bill.vendorName}
            </Link>
            {(bill.description || bill.reference) && (
              <p className="truncate text-xs text-muted-foreground">
                {[bill.reference, bill.description].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
          <div role="cell" className={cn(PHONE, 'order-3 min-w-0 truncate text-sm max-md:text-muted-foreground')}>
            {t(`payables.categories.${bill.category}`)}
          </div>
          <div role="cell" className={cn(PHONE, 'order-4 justify-self-end md:justify-self-start')}>
            <BillStatusBadge status={bill.status} />
          </div>
          <div role="cell" className={cn(PHONE, 'order-5 col-span-2 text-sm md:col-span-1')}>
            <span className="text-muted-foreground md:hidden">{t('payables.table.due')}: </span>
            <DueDate bill={bill} today={today} />
          </div>
          <div role="cell" className={cn(PHONE, 'order-6 col-span-2 text-sm tabular-nums md:col-span-1 md:text-right')}>
            <span className="text-muted-foreground md:hidden">{t('payables.table.amount')}: </span>
            <span className={cn(bill.status === 'void' && 'text-muted-foreground line-through')}>
              {formatCents(bill.amountCents, language)}
            </span>
          </div>
          <div
            role="cell"
            data-testid="bill-balance"
            className={cn(
              PHONE,
              'order-2 text-right font-semibold tabular-nums md:text-sm md:font-medium',
              bill.overdue && 'text-danger-text',
              bill.balanceCents === 0 && 'text-muted-foreground',
            )}
          >
            <span className="sr-only md:hidden">{t('payables.table.balance')}: </span>
            {formatCents(bill.balanceCents, language)}
          </div>
        </div>
      ))}
    </ListTable>
  );
}
