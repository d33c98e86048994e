import { Banknote, Clock3, Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { WORK_LOG_STATUSES } from '../../../shared/labor.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useUrlParams } from '../../lib/url-filters.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { laborApi, type WorkLog } from './api.ts';
import { ClockCard } from './ClockCard.tsx';
import { FILTER_KEYS, filtersOf } from './filters.ts';
import { localizeLaborMessage } from './messages.ts';
import { useCrew, useLaborAction, useLaborViewer, useWorkLogs } from './queries.ts';
import { formatMinutes } from './time.ts';
import { RejectDialog, WorkLogEntryDialog } from './WorkLogDialogs.tsx';
import { WorkLogTable } from './WorkLogTable.tsx';

/**
 * /dashboard/work-logs (issue #18): the member's own clock on top (clock in on a job, a running
 * timer, clock out), then the hours logged, newest first, with their total. A crew member sees and
 * corrects their own; managers filter by member and dates, approve or reject what was submitted and
 * correct anyone's. No money on this page: pay is on the payroll page.
 */
export default function WorkLogsPage() {
  useDocumentTitle('titles.workLogs');
  const { t, language } = useI18n();
  const viewer = useLaborViewer();
  const [params, setParams] = useUrlParams();
  const filters = filtersOf(params, viewer.manages);
  const list = useWorkLogs(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('labor.workLogs.loadFailed'));
  const logs = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.total ?? undefined;
  const filtered = Object.keys(filters).length > 0;

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WorkLog | null>(null);
  const [rejecting, setRejecting] = useState<WorkLog | null>(null);
  const approve = useLaborAction((log: WorkLog) => laborApi.review(log.id, { decision: 'approved' }));

  const clear = () => setParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));

  const addButton = viewer.logs && (
    <Button onClick={() => setAdding(true)} variant={viewer.manages ? 'default' : 'outline'}>
      <Plus aria-hidden />
      {t('labor.workLogs.addHours')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('labor.workLogs.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {t(viewer.manages ? 'labor.workLogs.subtitleManager' : 'labor.workLogs.subtitle')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {viewer.money && (
            <>
              <Button asChild variant="outline">
                <Link to="/dashboard/payroll">
                  <Wallet aria-hidden />
                  {t('labor.workLogs.payroll')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard/employee-rates">
                  <Banknote aria-hidden />
                  {t('labor.workLogs.rates')}
                </Link>
              </Button>
            </>
          )}
          {addButton}
        </div>
      </div>

      {viewer.logs && <ClockCard />}

      <section aria-labelledby="logs-heading" className="space-y-4">
        <h2 id="logs-heading" className="sr-only">
          {t('labor.workLogs.table.label')}
        </h2>
        <Filters manages={viewer.manages} params={params} setParams={setParams} />
        <p className="text-sm font-medium" aria-live="polite" data-testid="work-log-summary">
          {total !== undefined && first?.totalMinutes !== null && first?.totalMinutes !== undefined
            ? plural(t, 'labor.workLogs.summary', total, { hours: formatMinutes(first.totalMinutes, language) })
            : '\u00a0'}
        </p>

        <PagedList
          list={list}
          count={logs.length}
          skeleton={
            <TableSkeleton
              rows={4}
              cells={
                <>
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-4 flex-1" />
                  <Skeleton className="h-4 w-20 max-md:hidden" />
                </>
              }
            />
          }
          loadFailed={t('labor.workLogs.loadFailed')}
          empty={
            <ListEmpty
              filtered={filtered}
              icon={Clock3}
              texts="labor.workLogs.empty"
              keys={{ body: viewer.manages ? 'labor.workLogs.empty.managerBody' : 'labor.workLogs.empty.body' }}
              onClear={clear}
            />
          }
          showing={total !== undefined ? t('labor.workLogs.showing', { shown: logs.length, total }) : null}
          loadMore={t('labor.workLogs.loadMore')}
        >
          <WorkLogTable
            logs={logs}
            viewer={viewer}
            actions={{
              approving: approve.isPending ? (approve.variables?.id ?? null) : null,
              onApprove: (log) =>
                approve.mutate(log, {
                  onSuccess: () => toast.success(t('labor.workLogs.toast.approved')),
                  onError: (failure) =>
                    toast.error(t('labor.workLogs.toast.reviewFailed'), {
                      description: localizeLaborMessage(failure.message),
                    }),
                }),
              onReject: setRejecting,
              onEdit: setEditing,
            }}
          />
        </PagedList>
      </section>

      {adding && <WorkLogEntryDialog viewer={viewer} onClose={() => setAdding(false)} />}
      {editing && <WorkLogEntryDialog log={editing} viewer={viewer} onClose={() => setEditing(null)} />}
      {rejecting && <RejectDialog log={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}

/** Status for anyone; member and dates for managers. Kept in the address bar. */
function Filters({
  manages,
  params,
  setParams,
}: {
  manages: boolean;
  params: URLSearchParams;
  setParams: (changes: Partial<Record<(typeof FILTER_KEYS)[number], string | null>>) => void;
}) {
  const { t } = useI18n();
  const crew = useCrew(manages);
  const filters = filtersOf(params, manages);
  return (
    <div
      role="group"
      aria-label={t('labor.workLogs.filters.label')}
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <Field label={t('labor.workLogs.filters.status')} className="max-sm:col-span-2 sm:w-48">
        <NativeSelect value={filters.status ?? ''} onChange={(event) => setParams({ status: event.target.value })}>
          <option value="">{t('labor.workLogs.filters.allStatuses')}</option>
          {WORK_LOG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`labor.status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {manages && (
        <>
          <Field label={t('labor.workLogs.filters.member')} className="max-sm:col-span-2 sm:w-52">
            <NativeSelect value={filters.userId ?? ''} onChange={(event) => setParams({ userId: event.target.value })}>
              <option value="">{t('labor.workLogs.filters.allMembers')}</option>
              {crew.data?.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('labor.workLogs.filters.from')} className="sm:w-44">
            <Input
              type="date"
              value={filters.from ?? ''}
              onChange={(event) => setParams({ from: event.target.value })}
            />
          </Field>
          <Field label={t('labor.workLogs.filters.to')} className="sm:w-44">
            <Input type="date" value={filters.to ?? ''} onChange={(event) => setParams({ to: event.target.value })} />
          </Field>
        </>
      )}
    </div>
  );
}
