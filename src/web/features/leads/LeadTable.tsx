import { Link } from 'react-router';
import { LeadStatusBadge } from './LeadStatusBadge.tsx';
import { Checkbox } from '../../components/ui/NativeControls.tsx';
import { budgetShort } from './format.ts';
import { formatDate } from '../../lib/format.ts';
import { ListTable, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Lead } from './api.ts';
import { leadPath } from '../../page-paths.ts';

/** The columns of the table's rows on wide screens (a ListTable: cards on phones). */
const WITH_CHECKBOX =
  'md:grid-cols-[2rem_minmax(9rem,1.4fr)_minmax(11rem,1.6fr)_minmax(10.5rem,1fr)_minmax(6rem,0.9fr)_minmax(6rem,0.9fr)_minmax(6.5rem,0.9fr)_minmax(6rem,1fr)_6.5rem]';
const WITHOUT_CHECKBOX =
  'md:grid-cols-[minmax(9rem,1.4fr)_minmax(11rem,1.6fr)_minmax(10.5rem,1fr)_minmax(6rem,0.9fr)_minmax(6rem,0.9fr)_minmax(6.5rem,0.9fr)_minmax(6rem,1fr)_6.5rem]';
const columns = (selectable: boolean) => cn(TABLE_GRID, selectable ? WITH_CHECKBOX : WITHOUT_CHECKBOX);

export function LeadTable({
  leads,
  selectable,
  selected,
  allState,
  onToggle,
  onToggleAll,
}: {
  leads: Lead[];
  /** Show the checkboxes (only when a bulk action is allowed). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  allState: 'none' | 'some' | 'all';
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}) {
  const { t } = useI18n();
  return (
    <ListTable
      label={t('leads.table')}
      minWidth="md:min-w-[64rem]"
      columns={columns(selectable)}
      header={
        <>
          {selectable && (
            <div role="columnheader" className="flex items-center">
              <Checkbox
                aria-label={t('leads.selectAll')}
                checked={allState === 'all'}
                ref={(el) => {
                  if (el) el.indeterminate = allState === 'some';
                }}
                onChange={onToggleAll}
                disabled={leads.length === 0}
              />
            </div>
          )}
          <div role="columnheader">{t('leads.columns.name')}</div>
          <div role="columnheader">{t('leads.columns.contact')}</div>
          <div role="columnheader">{t('leads.columns.status')}</div>
          <div role="columnheader">{t('leads.columns.source')}</div>
          <div role="columnheader">{t('leads.columns.flooringType')}</div>
          <div role="columnheader">{t('leads.columns.budget')}</div>
          <div role="columnheader">{t('leads.columns.assigned')}</div>
          <div role="columnheader">{t('leads.columns.created')}</div>
        </>
      }
    >
      {leads.map((lead) => (
        <LeadRow
          key={lead.id}
          lead={lead}
          selectable={selectable}
          checked={selected.has(lead.id)}
          onToggle={() => onToggle(lead.id)}
        />
      ))}
    </ListTable>
  );
}

function LeadRow({
  lead,
  selectable,
  checked,
  onToggle,
}: {
  lead: Lead;
  selectable: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t, language } = useI18n();
  const none = <span className="text-muted-foreground">{t('leads.none')}</span>;
  // On phones the secondary columns sit on one line, each with its column name for screen readers.
  const meta = 'text-sm max-md:text-xs max-md:text-muted-foreground';
  return (
    <div
      role="row"
      data-testid="lead-row"
      className={cn(
        columns(selectable),
        'relative flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2',
        selectable && 'max-md:pl-12',
        checked && 'bg-accent/50',
      )}
    >
      {selectable && (
        <div role="cell" className="flex items-center max-md:absolute max-md:top-1.5 max-md:left-1">
          <label className="flex size-10 cursor-pointer items-center justify-center md:size-auto">
            <Checkbox aria-label={t('leads.select', { name: lead.name })} checked={checked} onChange={onToggle} />
          </label>
        </div>
      )}
      <div role="cell" className="min-w-0 max-md:flex-1">
        <Link
          to={leadPath(lead.id)}
          className="block truncate font-medium text-foreground underline-offset-4 hover:underline"
        >
          {lead.name}
        </Link>
      </div>
      <div role="cell" className="min-w-0 text-sm max-md:order-3 max-md:basis-full">
        {lead.email || lead.phone ? (
          <>
            {lead.email && <span className="block truncate">{lead.email}</span>}
            {lead.phone && <span className="block truncate text-muted-foreground">{lead.phone}</span>}
          </>
        ) : (
          none
        )}
      </div>
      <div role="cell" className="max-md:order-2">
        <LeadStatusBadge status={lead.status} />
      </div>
      <div role="cell" className={cn(meta, 'max-md:order-4')}>
        {t(`leadOptions.source.${lead.source}`)}
      </div>
      <div role="cell" className={cn(meta, 'max-md:order-5')}>
        {lead.flooringType ? t(`leadOptions.flooringType.${lead.flooringType}`) : none}
      </div>
      <div role="cell" className={cn(meta, 'max-md:order-6')}>
        {lead.budgetRange ? (
          <span title={t(`leadOptions.budgetRange.${lead.budgetRange}`)}>
            {budgetShort(lead.budgetRange, language, t)}
          </span>
        ) : (
          none
        )}
      </div>
      <div role="cell" className={cn(meta, 'min-w-0 truncate max-md:order-7')}>
        {lead.assigneeName ?? none}
      </div>
      <div role="cell" className={cn(meta, 'max-md:order-8')}>
        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt, language)}</time>
      </div>
    </div>
  );
}

/** Grey rows in the table's shape while the first page loads. */
export function LeadTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <TableSkeleton
      rows={rows}
      cells={
        <>
          <Skeleton className="size-4" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-1/4 max-md:hidden" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-4 flex-1 max-md:hidden" />
        </>
      }
    />
  );
}
