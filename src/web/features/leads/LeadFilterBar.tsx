import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadFilters,
  type LeadSort,
} from '../../../shared/leads.ts';
import { NativeSelect } from '../../components/leads/controls.tsx';
import { DEFAULT_SORT, hasActiveFilters, UNASSIGNED } from '../../components/leads/filters.ts';
import { useAssignees } from '../../components/leads/queries.ts';
import { Button } from '../../components/ui/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';

const SEARCH_DELAY_MS = 300;

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
  const sortId = useId();
  const assignedId = useId();
  const set = <K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) => onPatch({ [key]: value });

  return (
    <div className="flex flex-col gap-3">
      <SearchBox value={filters.q ?? ''} onSearch={(q) => set('q', q || undefined)} />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('leads.filters.label')}>
        <MultiFilter
          label={t('leads.filters.status')}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leadOptions.status.${s}`) }))}
          selected={filters.status ?? []}
          onChange={(values) => set('status', values)}
        />
        <MultiFilter
          label={t('leads.filters.source')}
          options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`leadOptions.source.${s}`) }))}
          selected={filters.source ?? []}
          onChange={(values) => set('source', values)}
        />
        <MultiFilter
          label={t('leads.filters.flooringType')}
          options={FLOORING_TYPES.map((f) => ({ value: f, label: t(`leadOptions.flooringType.${f}`) }))}
          selected={filters.flooringType ?? []}
          onChange={(values) => set('flooringType', values)}
        />
        <MultiFilter
          label={t('leads.filters.budgetRange')}
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
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} className="text-sm text-muted-foreground">
            {t('leads.filters.sort')}
          </Label>
          <NativeSelect
            id={sortId}
            value={filters.sort ?? DEFAULT_SORT}
            onChange={(e) => set('sort', e.target.value as LeadSort)}
            className="h-9 w-auto"
          >
            {LEAD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`leads.sort.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {filters.referrerId && (
          <Button variant="secondary" size="sm" onClick={() => set('referrerId', undefined)}>
            {t('leads.filters.referrer')}
            <X aria-hidden />
          </Button>
        )}
        {hasActiveFilters(filters) && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden />
            {t('leads.filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The search box: what is typed shows at once and reaches the list 300 ms after the last key.
 * When the URL's text changes otherwise (clear filters, back button) the box follows it.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<{ id?: ReturnType<typeof setTimeout> }>({});
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  // A search still waiting when the page closes is dropped.
  useEffect(() => {
    const pending = timer.current;
    return () => clearTimeout(pending.id);
  }, []);

  const onType = (next: string) => {
    setText(next);
    clearTimeout(timer.current.id);
    timer.current.id = setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
  };

  return (
    <div className="relative w-full md:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {t('leads.search.label')}
      </Label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            clearTimeout(timer.current.id);
            onSearch(text.trim());
          }
        }}
        placeholder={t('leads.search.placeholder')}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}

/** A dropdown of checkboxes for one list filter; the menu stays open while choosing. */
function MultiFilter<T extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (values: T[] | undefined) => void;
}) {
  const { t } = useI18n();
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    // Keep the options' order, so the URL does not depend on the order of clicks.
    const ordered = options.map((o) => o.value).filter((v) => next.includes(v));
    onChange(ordered.length ? ordered : undefined);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={selected.length ? 'secondary' : 'outline'} size="sm">
          {selected.length ? t('leads.filters.selected', { label, count: selected.length }) : label}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {options.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.value}
            checked={selected.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            onSelect={(e) => e.preventDefault()}
          >
            {option.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
