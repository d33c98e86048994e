import { X } from 'lucide-react';
import { useId } from 'react';
import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadFilters,
} from '../../../shared/leads.ts';
import { FilterBar, MultiFilter, SortSelect } from '../../components/filters/FilterBar.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { DEFAULT_SORT, hasActiveFilters, UNASSIGNED } from './filters.ts';
import { useAssignees } from './queries.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';

/**
 * Search, filters and sort of the lead list. Each change goes to `onPatch` as the keys it changes
 * (the page applies it to the URL as it is then, so a late search does not undo a filter chosen meanwhile).
 */
export function LeadFilterBar({
  filters,
  onPatch,
  onClear,
}: {
  filters: LeadFilters;
  onPatch: (patch: Partial<LeadFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const assignees = useAssignees();
  const assignedId = useId();
  const set = <K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) => onPatch({ [key]: value });
  const selectedLabel = (label: string, count: number) => t('leads.filters.selected', { label, count });

  return (
    <FilterBar
      search={{
        value: filters.q ?? '',
        onSearch: (q) => set('q', q || undefined),
        label: t('leads.search.label'),
        placeholder: t('leads.search.placeholder'),
      }}
      label={t('leads.filters.label')}
      active={hasActiveFilters(filters)}
      clearLabel={t('leads.filters.clear')}
      onClear={onClear}
    >
      <MultiFilter
        label={t('leads.filters.status')}
        selectedLabel={selectedLabel}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leadOptions.status.${s}`) }))}
        selected={filters.status ?? []}
        onChange={(values) => set('status', values)}
      />
      <MultiFilter
        label={t('leads.filters.source')}
        selectedLabel={selectedLabel}
        options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`leadOptions.source.${s}`) }))}
        selected={filters.source ?? []}
        onChange={(values) => set('source', values)}
      />
      <MultiFilter
        label={t('leads.filters.flooringType')}
        selectedLabel={selectedLabel}
        options={FLOORING_TYPES.map((f) => ({ value: f, label: t(`leadOptions.flooringType.${f}`) }))}
        selected={filters.flooringType ?? []}
        onChange={(values) => set('flooringType', values)}
      />
      <MultiFilter
        label={t('leads.filters.budgetRange')}
        selectedLabel={selectedLabel}
        options={BUDGET_RANGE_KEYS.map((b) => ({ value: b, label: t(`leadOptions.budgetRange.${b}`) }))}
        selected={filters.budgetRange ?? []}
        onChange={(values) => set('budgetRange', values)}
      />
      {assignees.isSuccess && (
        <div className="flex items-center gap-2">
          <Label htmlFor={assignedId} className="sr-only">
            {t('leads.filters.assigned')}
          </Label>
          <NativeSelect
            id={assignedId}
            value={filters.assignedTo ?? ''}
            onChange={(e) => set('assignedTo', e.target.value || undefined)}
            className={cn('h-9 w-auto max-w-48', filters.assignedTo && 'border-primary')}
          >
            <option value="">
              {t('leads.filters.assigned')}: {t('leads.filters.anyone')}
            </option>
            <option value={UNASSIGNED}>{t('leads.filters.unassigned')}</option>
            {assignees.data.items.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <SortSelect
        label={t('leads.filters.sort')}
        value={filters.sort ?? DEFAULT_SORT}
        options={LEAD_SORTS.map((sort) => ({ value: sort, label: t(`leads.sort.${sort}`) }))}
        onChange={(sort) => set('sort', sort)}
      />
      {filters.referrerId && (
        <Button variant="secondary" size="sm" onClick={() => set('referrerId', undefined)}>
          {t('leads.filters.referrer')}
          <X aria-hidden />
        </Button>
      )}
    </FilterBar>
  );
}
