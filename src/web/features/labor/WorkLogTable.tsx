import { Check, MapPin, Pencil, X } from 'lucide-react';
import { ListTable, TABLE_GRID } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { WorkLog } from './api.ts';
import { jobTitleOf, mayEdit, mayReview } from './rules.ts';
import { formatMinutes, formatTime } from './time.ts';
import { WorkLogStatusBadge } from './WorkLogStatusBadge.tsx';

// Each row is a grid of its own: fixed tracks (and fractions of the same rest) keep the columns aligned.
const MANAGER_COLUMNS = 'md:grid-cols-[6.75rem_minmax(6rem,1fr)_minmax(8rem,1.5fr)_8.75rem_5.75rem_6.75rem_16rem]';
const CREW_COLUMNS = 'md:grid-cols-[6.75rem_minmax(8rem,1.6fr)_8.75rem_5.75rem_6.75rem_6rem]';

export interface WorkLogActions {
  onApprove: (log: WorkLog) => void;
  onReject: (log: WorkLog) => void;
  onEdit: (log: WorkLog) => void;
  /** The log being approved right now (its button waits). */
  approving: string | null;
}

/**
 * Work logs as rows on wide screens and cards on phones: date, member (for managers), job, start and
 * end, break, hours worked, status, and the actions the viewer may take. Never any money.
 */
export function WorkLogTable({
  logs,
  viewer,
  actions,
}: {
  logs: WorkLog[];
  viewer: { userId: string; manages: boolean };
  actions: WorkLogActions;
}) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, viewer.manages ? MANAGER_COLUMNS : CREW_COLUMNS);
  return (
    <ListTable
      label={t('labor.workLogs.table.label')}
      minWidth={viewer.manages ? 'md:min-w-[60rem]' : 'md:min-w-[44rem]'}
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('labor.workLogs.table.date')}</div>
          {viewer.manages && <div role="columnheader">{t('labor.workLogs.table.member')}</div>}
          <div role="columnheader">{t('labor.workLogs.table.job')}</div>
          <div role="columnheader">{t('labor.workLogs.table.time')}</div>
          <div role="columnheader">{t('labor.workLogs.table.worked')}</div>
          <div role="columnheader">{t('labor.workLogs.table.status')}</div>
          <div role="columnheader">
            <span className="sr-only">{t('labor.workLogs.table.actions')}</span>
          </div>
        </>
      }
    >
      {logs.map((log) => {
        const date = formatDate(log.startedAt, language);
        const names = { name: log.memberName, date };
        const review = mayReview(log, viewer.manages);
        const edit = mayEdit(log, viewer);
        return (
          <div
            key={log.id}
            role="row"
            data-testid="work-log-row"
            className={cn(columns, 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 md:py-2')}
          >
            <div role="cell" className="text-sm font-medium max-md:order-1">
              {date}
            </div>
            {viewer.manages && (
              <div role="cell" className="min-w-0 text-sm font-medium max-md:order-3 max-md:basis-full">
                {log.memberName}
              </div>
            )}
            <div role="cell" className="min-w-0 text-sm max-md:order-4 max-md:basis-full">
              <span className={cn('block truncate', !log.jobTitle && 'text-muted-foreground italic')}>
                {jobTitleOf(log)}
              </span>
              {(log.notes || log.reviewNote || log.source === 'manual' || log.startLocation) && (
                <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  {log.startLocation && (
                    <span className="inline-flex items-center gap-0.5" data-testid="location-recorded">
                      <MapPin aria-hidden className="size-3" />
                      {t('labor.workLogs.locationRecorded')}
                    </span>
                  )}
                  {log.source === 'manual' && <span>{t('labor.source.manual')}</span>}
                  {log.reviewNote && (
                    <span className={cn(log.status === 'rejected' && 'text-danger-text')}>
                      {t('labor.workLogs.reviewNote', { note: log.reviewNote })}
                    </span>
                  )}
                  {log.notes && <span className="truncate">{t('labor.workLogs.notes', { notes: log.notes })}</span>}
                </span>
              )}
            </div>
            <div role="cell" className="text-sm tabular-nums max-md:order-5">
              {formatTime(log.startedAt, language)} –{' '}
              {log.endedAt ? formatTime(log.endedAt, language) : t('labor.workLogs.running')}
              <span className="text-xs text-muted-foreground max-md:ml-3 md:block" data-testid="work-log-break">
                {t('labor.workLogs.breakOf', { minutes: formatMinutes(log.breakMinutes, language) })}
              </span>
            </div>
            <div
              role="cell"
              className="text-sm font-semibold tabular-nums max-md:order-6"
              data-testid="work-log-worked"
            >
              {log.minutes === null ? t('labor.none') : formatMinutes(log.minutes, language)}
            </div>
            <div role="cell" className="max-md:order-2 max-md:ml-auto">
              <WorkLogStatusBadge status={log.status} paid={log.paid} />
            </div>
            <div role="cell" className="flex gap-2 max-md:order-8 max-md:basis-full md:justify-end">
              {review && (
                <>
                  <Button
                    size="sm"
                    variant="success"
                    aria-label={t('labor.workLogs.approveLabel', names)}
                    disabled={actions.approving === log.id}
                    onClick={() => actions.onApprove(log)}
                  >
                    <Check aria-hidden />
                    {t('labor.workLogs.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('labor.workLogs.rejectLabel', names)}
                    onClick={() => actions.onReject(log)}
                  >
                    <X aria-hidden />
                    {t('labor.workLogs.reject')}
                  </Button>
                </>
              )}
              {edit && (
                <Button size="sm" variant="ghost" onClick={() => actions.onEdit(log)}>
                  <Pencil aria-hidden />
                  <span className="md:sr-only">{t('labor.workLogs.edit')}</span>
                  <span className="sr-only"> {t('labor.workLogs.editOf', names)}</span>
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </ListTable>
  );
}
