import { X } from 'lucide-react';
import { useId } from 'react';
import { JOB_SORTS, JOB_STAGES, JOB_STATUSES, type JobFilters } from '../../../shared/jobs.ts';
import { FilterBar, MultiFilter, SortSelect } from '../../components/filters/FilterBar.tsx';
import { useJobPeople } from './queries.ts';
import { Button } from '../../components/ui/Button.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { DEFAULT_SORT, hasActiveFilters, type JobView } from './filters.ts';

/**
 * Search and filters of the job list and board. Each change goes to `onPatch` as the keys it changes
 * (the page applies it to the URL as it is then). The board has no stage filter nor sort: its columns
 * are the stages.
 */
export function JobFilterBar({
  filters,
  view,
  canFilterCrew,
  onPatch,
  onClear,
}: {
  filters: JobFilters;
  view: JobView;
  canFilterCrew: boolean;
  onPatch: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  // Crew members to filter by, for the company's own team (clients and partners see only their jobs anyway).
  const people = useJobPeople(canFilterCrew);
  const crewId = useId();
  const fromId = useId();
  const toId = useId();
  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) => onPatch({ [key]: value });
  const selectedLabel = (label: string, count: number) => t('jobs.filters.selected', { label, count });

  return (
    <FilterBar
      search={{
        value: filters.q ?? '',
        onSearch: (q) => set('q', q || undefined),
        label: t('jobs.search.label'),
        placeholder: t('jobs.search.placeholder'),
        maxLength: 100,
      }}
      label={t('jobs.filters.label')}
      active={hasActiveFilters(filters, view)}
      clearLabel={t('jobs.filters.clear')}
      onClear={onClear}
    >
      <MultiFilter
        label={t('jobs.filters.status')}
        selectedLabel={selectedLabel}
        options={JOB_STATUSES.map((s) => ({ value: s, label: t(`jobOptions.status.${s}`) }))}
        selected={filters.status ?? []}
        onChange={(values) => set('status', values)}
      />
      {view === 'list' && (
        <MultiFilter
          label={t('jobs.filters.stage')}
          selectedLabel={selectedLabel}
          options={JOB_STAGES.map((s) => ({ value: s, label: t(`jobOptions.stage.${s}`) }))}
          selected={filters.stage ?? []}
          onChange={(values) => set('stage', values)}
        />
      )}
      {canFilterCrew && people.isSuccess && (
        <div className="flex items-center gap-2">
          <Label htmlFor={crewId} className="sr-only">
            {t('jobs.filters.crew')}
          </Label>
          <NativeSelect
            id={crewId}
            value={filters.crewId ?? ''}
            onChange={(e) => set('crewId', e.target.value || undefined)}
            className={cn('h-9 w-auto max-w-52', filters.crewId && 'border-primary')}
          >
            <option value="">
              {t('jobs.filters.crew')}: {t('jobs.filters.anyone')}
            </option>
            {/* A crew member from the URL who is no longer listed still shows as chosen. */}
            {filters.crewId && !people.data.crew.some((p) => p.userId === filters.crewId) && (
              <option value={filters.crewId}>{t('jobs.filters.unknownMember')}</option>
            )}
            {people.data.crew.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={fromId} className="text-sm whitespace-nowrap text-muted-foreground">
          {t('jobs.filters.from')}
        </Label>
        <div className="w-40">
          <Input
            id={fromId}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => set('from', e.target.value || undefined)}
            className="h-9"
          />
        </div>
        <Label htmlFor={toId} className="text-sm text-muted-foreground">
          <span aria-hidden>{t('jobs.filters.to')}</span>
          <span className="sr-only">{t('jobs.filters.toFull')}</span>
        </Label>
        <div className="w-40">
          <Input
            id={toId}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => set('to', e.target.value || undefined)}
            className="h-9"
          />
        </div>
      </div>
      {/* Set from the dashboard home's first card; shown so that it can be seen and taken off. */}
      {filters.toInvoice && (
        <Button
          variant="outline"
          size="sm"
          className="border-primary"
          aria-label={t('jobs.filters.removeToInvoice')}
          onClick={() => set('toInvoice', undefined)}
          data-testid="filter-to-invoice"
        >
          {t('jobs.filters.toInvoice')}
          <X aria-hidden />
        </Button>
      )}
      {view === 'list' && (
        <SortSelect
          label={t('jobs.filters.sort')}
          value={filters.sort ?? DEFAULT_SORT}
          options={JOB_SORTS.map((sort) => ({ value: sort, label: t(`jobs.sort.${sort}`) }))}
          onChange={(sort) => set('sort', sort)}
        />
      )}
    </FilterBar>
  );
}
