import { ChartColumn, Plus, Receipt, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { INVOICE_LIMITS, INVOICE_STATUSES, type InvoiceStatus } from '../../../shared/invoices.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useUrlParams } from '../../lib/url-filters.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import { useCan } from '../../lib/session.ts';
import type { InvoiceListFilters, InvoicePage } from './api.ts';
import { InvoiceTable } from './InvoiceTable.tsx';
import { NewInvoiceDialog } from './NewInvoiceDialog.tsx';
import { RECEIVABLES_PATH } from './paths.ts';
import { useInvoicePermissions, useInvoices } from './queries.ts';

const UUID = /^[0-9a-f-]{36}$/i;

const isStatus = (s: string | null): s is InvoiceStatus => (INVOICE_STATUSES as readonly (string | null)[]).includes(s);

/**
 * /dashboard/manage and /dashboard/invoicing (spec section 2, "invoices and payments"): what is
 * owed, overdue and paid over the invoices the filter matches, then the invoices newest first
 * (cards on phones), search, status and "New invoice". `?jobId=` narrows to one job's invoices.
 */
export default function InvoicesPage() {
  useDocumentTitle('titles.invoices');
  const { t } = useI18n();
  const { canWrite } = useInvoicePermissions();
  const canReadFinancials = useCan()('financials', 'read');
  const [params, setParams] = useUrlParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const status = params.get('status');
  const jobId = UUID.test(params.get('jobId') ?? '') ? params.get('jobId')! : undefined;
  const q = useDebounced(search.trim().slice(0, INVOICE_LIMITS.search), 300);
  const filters: InvoiceListFilters = {
    ...(q && { q }),
    ...(isStatus(status) && { status }),
    ...(jobId && { jobId }),
  };
  const list = useInvoices(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('invoices.loadFailed'));
  const invoices = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.total ?? undefined;
  const filtered = !!(q || status);
  const [creating, setCreating] = useNewParam(canWrite);

  const clear = () => {
    setSearch('');
    setParams({ status: '' });
  };

  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('invoices.newInvoice')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('invoices.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('invoices.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canReadFinancials && (
            <Link to={RECEIVABLES_PATH} className={buttonVariants({ variant: 'outline' })}>
              <ChartColumn aria-hidden />
              {t('invoices.receivables')}
            </Link>
          )}
          {newButton}
        </div>
      </div>

      <InvoiceSums sums={first?.sums} pending={list.isPending} filtered={filtered || !!jobId} />

      <div className="flex flex-wrap items-center gap-3">
        <Input
          type="search"
          aria-label={t('invoices.search')}
          placeholder={t('invoices.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-72"
        />
        <NativeSelect
          aria-label={t('invoices.filterStatus')}
          value={isStatus(status) ? status : ''}
          onChange={(event) => setParams({ status: event.target.value })}
          className="w-full sm:w-48"
        >
          <option value="">{t('invoices.allStatuses')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`invoices.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
        {jobId && (
          <Button variant="outline" size="sm" onClick={() => setParams({ jobId: '' })}>
            <X aria-hidden />
            {t('invoices.forJob')}
          </Button>
        )}
        <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
          {total !== undefined ? plural(t, 'invoices.count', total) : '\u00a0'}
        </p>
      </div>

      <PagedList
        list={list}
        count={invoices.length}
        skeleton={
          <TableSkeleton
            rows={5}
            cells={
              <>
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20 max-md:hidden" />
              </>
            }
          />
        }
        loadFailed={t('invoices.loadFailed')}
        empty={
          <ListEmpty filtered={filtered} icon={Receipt} texts="invoices.empty" onClear={clear}>
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('invoices.showing', { shown: invoices.length, total }) : null}
        loadMore={t('invoices.loadMore')}
      >
        <InvoiceTable invoices={invoices} label={t('invoices.table.label')} />
      </PagedList>

      {canWrite && <NewInvoiceDialog open={creating} onOpenChange={setCreating} jobId={jobId} />}
    </div>
  );
}

/**
 * The figures a contractor looks at first: what is still owed (outstanding), how much of it is
 * overdue, and what has been paid, over every invoice the filter matches (not only this page).
 */
function InvoiceSums({
  sums,
  pending,
  filtered,
}: {
  sums: InvoicePage['sums'] | undefined;
  pending: boolean;
  filtered: boolean;
}) {
  const { t, language } = useI18n();
  const cards = [
    { key: 'outstanding', cents: sums?.balanceCents, danger: false },
    { key: 'overdue', cents: sums?.overdueCents, danger: (sums?.overdueCents ?? 0) > 0 },
    { key: 'paid', cents: sums?.paidCents, danger: false },
  ] as const;
  return (
    <section aria-label={t(filtered ? 'invoices.sums.labelFiltered' : 'invoices.sums.label')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`invoice-sum-${card.key}`}
            className={cn(
              'rounded-xl border border-border bg-card p-4',
              card.danger && 'border-danger-text/40 bg-danger-soft',
            )}
          >
            <dt className={cn('text-sm font-medium text-muted-foreground', card.danger && 'text-danger-text')}>
              {t(`invoices.sums.${card.key}`)}
            </dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', card.danger && 'text-danger-text')}>
              {pending ? (
                <Skeleton className="mt-1 h-7 w-28" />
              ) : card.cents === undefined ? (
                t('invoices.none')
              ) : (
                formatCents(card.cents, language)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
