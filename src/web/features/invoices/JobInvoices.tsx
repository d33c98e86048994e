import { Plus, Receipt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { PagedList, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { InvoiceTable } from './InvoiceTable.tsx';
import { NewInvoiceDialog } from './NewInvoiceDialog.tsx';
import { INVOICES_PATH } from './paths.ts';
import { useInvoicePermissions, useInvoices } from './queries.ts';

/** The job page's Invoices tab: the job's invoices with what is still owed, and "New invoice" from the job. */
export function JobInvoices({ jobId }: { jobId: string }) {
  const { t, language } = useI18n();
  const { canRead, canWrite } = useInvoicePermissions();
  const list = useInvoices({ jobId }, { enabled: canRead });
  const invoices = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const sums = list.data?.pages[0]?.sums;
  const total = list.data?.pages[0]?.total ?? undefined;
  const [creating, setCreating] = useState(false);
  if (!canRead) return null;

  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('invoices.newInvoice')}
    </Button>
  );

  return (
    <div className="space-y-4" data-testid="job-invoices">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {sums && invoices.length > 0 ? (
          <p className="flex flex-wrap gap-x-3 text-sm" data-testid="job-invoices-balance">
            <span>
              <span className="text-muted-foreground">{t('invoices.job.balance')}: </span>
              <span className="font-semibold tabular-nums">{formatCents(sums.balanceCents, language)}</span>
            </span>
            {sums.overdueCents > 0 && (
              <span className="font-medium text-danger-text">
                {t('invoices.job.overdue', { amount: formatCents(sums.overdueCents, language) })}
              </span>
            )}
            <span className="text-muted-foreground">
              {t('invoices.job.paid', { amount: formatCents(sums.paidCents, language) })}
            </span>
          </p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          {invoices.length > 0 && (
            <Link
              to={`${INVOICES_PATH}?jobId=${jobId}`}
              className="inline-flex items-center text-sm text-primary-text underline-offset-4 hover:underline"
            >
              {t('invoices.job.openList')}
            </Link>
          )}
          {invoices.length > 0 && newButton}
        </div>
      </div>
      <PagedList
        list={list}
        count={invoices.length}
        skeleton={<TableSkeleton rows={2} cells={<Skeleton className="h-4 flex-1" />} />}
        loadFailed={t('invoices.loadFailed')}
        empty={
          <EmptyPanel icon={Receipt} title={t('invoices.job.emptyTitle')} body={t('invoices.job.emptyBody')}>
            {newButton}
          </EmptyPanel>
        }
        showing={
          total !== undefined && total > invoices.length
            ? t('invoices.showing', { shown: invoices.length, total })
            : null
        }
        loadMore={t('invoices.loadMore')}
      >
        <InvoiceTable invoices={invoices} label={t('invoices.job.tableLabel')} />
      </PagedList>
      {canWrite && <NewInvoiceDialog open={creating} onOpenChange={setCreating} jobId={jobId} />}
    </div>
  );
}
