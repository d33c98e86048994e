import { FileText } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { BILL_DUE_FILTERS, BILL_LIMITS, BILL_STATUSES, EXPENSE_CATEGORIES } from '../../../shared/payables.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { formatCents } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useUrlParams } from '../../lib/url-filters.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import type { BillFilters } from './api.ts';
import { BillTable } from './BillTable.tsx';
import { billFiltersOf, FILTER_KEYS } from './form.ts';
import { useBills } from './queries.ts';

/**
 * Every bill, newest first, a page at a time ("Load more"): search, status, due date and category
 * (kept in the address, the search as typed), the sums of every match, rows on wide screens and
 * cards on phones; the empty, loading and error states.
 */
export function BillsList({ today, newButton }: { today: string; newButton: ReactNode }) {
  const { t, language } = useI18n();
  const [params, setParams] = useUrlParams<(typeof FILTER_KEYS)[number]>();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim().slice(0, BILL_LIMITS.search), 300);
  const { q: _, ...chosen } = billFiltersOf(params);
  const filters: BillFilters = { ...chosen, ...(q && { q }) };
  const list = useBills(filters);
  const bills = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.total ?? undefined;
  const filtered = Object.keys(filters).length > 0;

  const clear = () => {
    setSearch('');
    setParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  };

  return (
    <section aria-labelledby="bills-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="bills-title" className="text-lg font-semibold">
          {t('payables.bills.title')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="bills-sums">
          {first && total !== undefined
            ? t('payables.bills.sums', {
                count: plural(t, 'payables.bills.count', total),
                amount: formatCents(first.sums.amountCents, language),
                balance: formatCents(first.sums.balanceCents, language),
              })
            : '\u00a0'}
        </p>
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Input
          type="search"
          aria-label={t('payables.filters.search')}
          placeholder={t('payables.filters.searchPlaceholder')}
          maxLength={BILL_LIMITS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect
          aria-label={t('payables.filters.status')}
          value={filters.status ?? ''}
          onChange={(event) => setParams({ status: event.target.value })}
        >
          <option value="">{t('payables.filters.allStatuses')}</option>
          {BILL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`payables.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('payables.filters.due')}
          value={filters.due ?? ''}
          onChange={(event) => setParams({ due: event.target.value })}
        >
          <option value="">{t('payables.filters.anyDue')}</option>
          {BILL_DUE_FILTERS.map((due) => (
            <option key={due} value={due}>
              {t(`payables.filters.dueOptions.${due}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('payables.filters.category')}
          value={filters.category ?? ''}
          onChange={(event) => setParams({ category: event.target.value })}
        >
          <option value="">{t('payables.filters.allCategories')}</option>
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`payables.categories.${category}`)}
            </option>
          ))}
        </NativeSelect>
      </div>

      <PagedList
        list={list}
        count={bills.length}
        skeleton={
          <TableSkeleton
            rows={4}
            cells={
              <>
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-4 w-20 max-md:hidden" />
                <Skeleton className="h-4 w-24" />
              </>
            }
          />
        }
        loadFailed={t('payables.bills.loadFailed')}
        empty={
          <ListEmpty filtered={filtered} icon={FileText} texts="payables.bills.empty" onClear={clear}>
            {newButton}
          </ListEmpty>
        }
        showing={total !== undefined ? t('payables.bills.showing', { shown: bills.length, total }) : null}
        loadMore={t('payables.bills.loadMore')}
      >
        <BillTable bills={bills} label={t('payables.bills.label')} today={today} />
      </PagedList>
    </section>
  );
}
