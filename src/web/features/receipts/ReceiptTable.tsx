import { FileText, Pencil, ReceiptText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Receipt } from './api.ts';
import { jobPath } from '../../page-paths.ts';

/** On a phone, the day, category, job and method are lines of the card under its vendor and amount. */
const PHONE_LINE = 'text-sm max-md:order-2 max-md:basis-full';

const COLUMNS =
  'md:grid-cols-[3.5rem_minmax(11rem,2fr)_7rem_minmax(7rem,1fr)_minmax(8rem,1.3fr)_minmax(6rem,0.9fr)_7rem_auto]';

/**
 * Receipts as rows on wide screens and cards on phones: the photo's thumbnail (opens it full size),
 * vendor and description, day, category, job (or overhead), how it was paid, amount, and the actions.
 */
export function ReceiptTable({
  receipts,
  canDelete,
  onView,
  onEdit,
  onDelete,
}: {
  receipts: Receipt[];
  canDelete: boolean;
  onView: (receipt: Receipt) => void;
  onEdit: (receipt: Receipt) => void;
  onDelete: (receipt: Receipt) => void;
}) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  return (
    <ListTable
      label={t('receipts.table.label')}
      minWidth="md:min-w-[62rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">
            <span className="sr-only">{t('receipts.table.photo')}</span>
          </div>
          <div role="columnheader">{t('receipts.table.vendor')}</div>
          <div role="columnheader">{t('receipts.table.date')}</div>
          <div role="columnheader">{t('receipts.table.category')}</div>
          <div role="columnheader">{t('receipts.table.job')}</div>
          <div role="columnheader">{t('receipts.table.method')}</div>
          <div role="columnheader" className="md:text-right">
            {t('receipts.table.amount')}
          </div>
          <div role="columnheader">
            <span className="sr-only">{t('receipts.table.actions')}</span>
          </div>
        </>
      }
    >
      {receipts.map((receipt) => (
        <div
          key={receipt.id}
          role="row"
          data-testid="receipt-row"
          className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
        >
          <div role="cell" className="shrink-0">
            <Thumbnail receipt={receipt} onView={onView} />
          </div>
          <div role="cell" className="min-w-0 flex-1 md:flex-none">
            <p className="truncate font-medium">{receipt.vendorName}</p>
            {receipt.description && <p className="truncate text-sm text-muted-foreground">{receipt.description}</p>}
          </div>
          <div role="cell" className={PHONE_LINE}>
            <span className="text-muted-foreground md:hidden">{t('receipts.table.date')}: </span>
            {formatDay(receipt.receiptDate, language)}
          </div>
          <div role="cell" className={PHONE_LINE}>
            <span className="text-muted-foreground md:hidden">{t('receipts.table.category')}: </span>
            {t(`receipts.categories.${receipt.category}`)}
          </div>
          <div role="cell" className={cn(PHONE_LINE, 'min-w-0 truncate')}>
            <span className="text-muted-foreground md:hidden">{t('receipts.table.job')}: </span>
            {receipt.jobId && receipt.jobTitle ? (
              <Link to={jobPath(receipt.jobId)} className="text-primary-text underline-offset-4 hover:underline">
                {receipt.jobTitle}
              </Link>
            ) : (
              <span className="text-muted-foreground">{t('receipts.table.overhead')}</span>
            )}
          </div>
          <div role="cell" className={PHONE_LINE}>
            <span className="text-muted-foreground md:hidden">{t('receipts.table.method')}: </span>
            {t(`receipts.methods.${receipt.paymentMethod}`)}
          </div>
          <div role="cell" className="font-medium tabular-nums md:text-right" data-testid="receipt-amount">
            {formatCents(receipt.amountCents, language)}
          </div>
          <div role="cell" className="flex gap-1 max-md:order-3 max-md:ml-auto md:justify-end">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => onEdit(receipt)}
              aria-label={t('receipts.table.edit', { vendor: receipt.vendorName })}
            >
              <Pencil aria-hidden />
            </Button>
            {canDelete && (
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onDelete(receipt)}
                aria-label={t('receipts.table.delete', { vendor: receipt.vendorName })}
              >
                <Trash2 aria-hidden className="text-danger-text" />
              </Button>
            )}
          </div>
        </div>
      ))}
    </ListTable>
  );
}

/** The photo's thumbnail, a PDF's icon (either opens the file), or a mark that there is no file. */
function Thumbnail({ receipt, onView }: { receipt: Receipt; onView: (receipt: Receipt) => void }) {
  const { t } = useI18n();
  const box = 'flex size-12 items-center justify-center overflow-hidden rounded-md border border-border bg-muted';
  if (!receipt.hasFile) {
    return (
      <div className={box}>
        <ReceiptText aria-hidden className="size-5 text-muted-foreground" />
        <span className="sr-only">{t('receipts.table.noFile')}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onView(receipt)}
      className={cn(
        box,
        'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      {receipt.thumbnailUrl ? (
        <img
          src={receipt.thumbnailUrl}
          alt={t('receipts.table.view', { vendor: receipt.vendorName })}
          loading="lazy"
          className="size-full object-cover"
          data-testid="receipt-thumbnail"
        />
      ) : (
        <>
          <FileText aria-hidden className="size-5 text-muted-foreground" />
          <span className="sr-only">{t('receipts.table.viewPdf', { vendor: receipt.vendorName })}</span>
        </>
      )}
    </button>
  );
}
