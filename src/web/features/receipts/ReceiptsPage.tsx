import { Plus, ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FilterBar } from '../../components/filters/FilterBar.tsx';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { RECEIPT_CATEGORIES, RECEIPT_LIMITS, type ReceiptCategory } from '../../../shared/receipts.ts';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { receiptsApi, type Receipt, type ReceiptFilters } from './api.ts';
import { hasFilters, readFilters, writeFilters } from './filters.ts';
import { localizeReceiptMessage } from './messages.ts';
import { useReceiptAction, useReceiptJobs, useReceipts } from './queries.ts';
import { ReceiptDialog } from './ReceiptDialog.tsx';
import { ReceiptTable } from './ReceiptTable.tsx';
import { ReceiptViewer } from './ReceiptViewer.tsx';

/**
 * /dashboard/financial-receipts (issue #18, ADR 0035): money spent on the spot, with its photo —
 * newest first, filtered by days, category, job and text (kept in the address; the job page links
 * with `?job=`, and `&new=1` opens "Add receipt" on that job), with the total of what the filter
 * matches. Only those who may delete financials (an admin) see Delete.
 */
export default function ReceiptsPage() {
  useDocumentTitle('titles.receipts');
  const { t, language } = useI18n();
  const may = useCan();
  const canWrite = may('financials', 'write');
  const canDelete = may('financials', 'delete');
  const { filters, patch, clear } = useUrlFilters<ReceiptFilters & { sort?: string }>(readFilters, writeFilters);
  const list = useReceipts(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('receipts.loadFailed'));
  const receipts = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const sums = list.data?.pages[0]?.sums;
  const filtered = hasFilters(filters);

  const [adding, setAdding] = useNewParam(canWrite);
  const [editing, setEditing] = useState<Receipt | null>(null);
  const [viewing, setViewing] = useState<Receipt | null>(null);
  const [deleting, setDeleting] = useState<Receipt | null>(null);
  const remove = useReceiptAction((receipt: Receipt) => receiptsApi.remove(receipt.id));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('receipts.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('receipts.subtitle')}</p>
        </div>
        {canWrite && (
          <Button onClick={() => setAdding(true)} className="max-sm:w-full">
            <Plus aria-hidden />
            {t('receipts.add')}
          </Button>
        )}
      </div>

      <section aria-labelledby="receipts-heading" className="space-y-4">
        <h2 id="receipts-heading" className="sr-only">
          {t('receipts.table.label')}
        </h2>
        <Filters filters={filters} onPatch={patch} onClear={clear} />
        <p className="text-sm font-medium" aria-live="polite" data-testid="receipts-total">
          {sums
            ? plural(t, filtered ? 'receipts.totalFiltered' : 'receipts.total', sums.count, {
                amount: formatCents(sums.totalCents, language),
              })
            : '\u00a0'}
        </p>

        <PagedList
          list={list}
          count={receipts.length}
          skeleton={
            <TableSkeleton
              rows={4}
              cells={
                <>
                  <Skeleton className="size-12" />
                  <Skeleton className="h-4 flex-1" />
                  <Skeleton className="h-4 w-20 max-md:hidden" />
                </>
              }
            />
          }
          loadFailed={t('receipts.loadFailed')}
          empty={
            <ListEmpty
              filtered={filtered}
              icon={ReceiptText}
              texts="receipts.empty"
              keys={{ clear: 'receipts.filters.clear' }}
              onClear={clear}
            >
              {canWrite && (
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden />
                  {t('receipts.add')}
                </Button>
              )}
            </ListEmpty>
          }
          showing={sums ? t('receipts.showing', { shown: receipts.length, total: sums.count }) : null}
          loadMore={t('receipts.loadMore')}
        >
          <ReceiptTable
            receipts={receipts}
            canDelete={canDelete}
            onView={setViewing}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </PagedList>
      </section>

      {adding && <ReceiptDialog defaultJobId={filters.jobId} onClose={() => setAdding(false)} />}
      {editing && <ReceiptDialog receipt={editing} onClose={() => setEditing(null)} />}
      {viewing && <ReceiptViewer receipt={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('receipts.delete.title')}
        description={
          deleting
            ? t('receipts.delete.description', {
                vendor: deleting.vendorName,
                amount: formatCents(deleting.amountCents, language),
              })
            : ''
        }
        confirmLabel={t('receipts.delete.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(t('receipts.toast.deleted'));
              setDeleting(null);
            },
            onError: (failure) =>
              toast.error(t('receipts.toast.deleteFailed'), { description: localizeReceiptMessage(failure.message) }),
          })
        }
      />
    </div>
  );
}

/** Search, then the days, category and job; each change goes to the address at once. */
function Filters({
  filters,
  onPatch,
  onClear,
}: {
  filters: ReceiptFilters;
  onPatch: (patch: Partial<ReceiptFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const jobs = useReceiptJobs();
  const jobOptions = [...(jobs.data ?? [])];
  if (filters.jobId && !jobOptions.some((job) => job.id === filters.jobId)) {
    jobOptions.unshift({ id: filters.jobId, title: t('receipts.form.chosenJob') });
  }
  return (
    <FilterBar
      search={{
        value: filters.q ?? '',
        onSearch: (q) => onPatch({ q: q || undefined }),
        label: t('receipts.filters.search'),
        placeholder: t('receipts.filters.searchPlaceholder'),
        maxLength: RECEIPT_LIMITS.search,
      }}
      label={t('receipts.filters.label')}
      active={hasFilters(filters)}
      clearLabel={t('receipts.filters.clear')}
      onClear={onClear}
    >
      <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-end">
        <Field label={t('receipts.filters.from')} className="sm:w-40">
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onPatch({ from: event.target.value || undefined })}
          />
        </Field>
        <Field label={t('receipts.filters.to')} className="sm:w-40">
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onPatch({ to: event.target.value || undefined })}
          />
        </Field>
        <Field label={t('receipts.filters.category')} className="col-span-2 sm:w-48">
          <NativeSelect
            value={filters.category ?? ''}
            onChange={(event) =>
              onPatch({ category: (event.target.value || undefined) as ReceiptCategory | undefined })
            }
          >
            <option value="">{t('receipts.filters.allCategories')}</option>
            {RECEIPT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`receipts.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('receipts.filters.job')} className="col-span-2 sm:w-60">
          <NativeSelect
            value={filters.jobId ?? ''}
            onChange={(event) => onPatch({ jobId: event.target.value || undefined })}
          >
            <option value="">{t('receipts.filters.allJobs')}</option>
            {jobOptions.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </FilterBar>
  );
}
