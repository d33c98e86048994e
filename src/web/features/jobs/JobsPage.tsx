import { Columns3, HardHat, List, Plus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobFilters } from '../../../shared/jobs.ts';
import { JobFormDialog } from './JobFormDialog.tsx';
import { useJobPermissions } from './permissions.ts';
import { plural } from '../../lib/format.ts';
import { ListEmpty } from '../../components/page/EmptyPanel.tsx';
import { PagedList } from '../../components/page/ListParts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useUrlFilters } from '../../lib/url-filters.ts';
import { useNewParam } from '../../lib/use-new-param.ts';
import { useJobBoard, useJobList } from './page-queries.ts';
import { isEmptyBoard } from './board-state.ts';
import {
  boardFilters,
  filtersFromSearch,
  hasActiveFilters,
  searchWithFilters,
  searchWithView,
  viewFromSearch,
  type JobView,
} from './filters.ts';
import { JobBoard, JobBoardSkeleton } from './JobBoard.tsx';
import { JobFilterBar } from './JobFilterBar.tsx';
import { JobTable, JobTableSkeleton } from './JobTable.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /dashboard/jobs: the company's jobs (a crew member's own, a client's own) as a list or a board by
 * stage, with search and filters in the URL (`?view=board&status=…&stage=…&crewId=…&from=…&to=…&q=…`).
 */
export default function JobsPage() {
  useDocumentTitle('titles.jobs');
  useBundle('leads'); // Service type labels in the job form.
  const { t } = useI18n();
  const permissions = useJobPermissions();
  const {
    params,
    setParams,
    filters,
    patch: patchFilters,
    clear: clearFilters,
  } = useUrlFilters(filtersFromSearch, searchWithFilters);
  const view = viewFromSearch(params);
  const forBoard = useMemo(() => boardFilters(filters), [filters]);

  // ?new=1 (quick actions, other pages) opens the form once.
  const [creating, setCreating] = useNewParam(permissions.manages);
  const setView = (next: JobView) => setParams((prev) => searchWithView(prev, next));

  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        view === 'board' && 'h-[calc(100dvh-10.5rem)] min-h-[34rem] md:h-[calc(100dvh-6.5rem)]',
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('jobs.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('jobs.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={t('jobs.view.label')}
            className="inline-flex rounded-md border border-input p-0.5"
          >
            <ViewButton active={view === 'list'} onClick={() => setView('list')} icon={<List aria-hidden />}>
              {t('jobs.view.list')}
            </ViewButton>
            <ViewButton active={view === 'board'} onClick={() => setView('board')} icon={<Columns3 aria-hidden />}>
              {t('jobs.view.board')}
            </ViewButton>
          </div>
          {permissions.manages && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              {t('jobs.newJob')}
            </Button>
          )}
        </div>
      </div>

      <JobFilterBar
        filters={filters}
        view={view}
        canFilterCrew={permissions.canWrite}
        onPatch={patchFilters}
        onClear={clearFilters}
      />

      {view === 'list' ? (
        <ListView
          filters={filters}
          canCreate={permissions.manages}
          withAmount={permissions.fields.includes('totalCents')}
          onCreate={() => setCreating(true)}
          onClear={clearFilters}
        />
      ) : (
        <BoardView
          filters={forBoard}
          filtered={hasActiveFilters(filters, 'board')}
          canMove={permissions.canWrite}
          canCreate={permissions.manages}
          onCreate={() => setCreating(true)}
          onClear={clearFilters}
        />
      )}

      {permissions.manages && <JobFormDialog open={creating} onOpenChange={setCreating} />}
    </div>
  );
}

function ViewButton({
  active,
  onClick,
  icon,
  children,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button variant={active ? 'secondary' : 'ghost'} size="sm" aria-pressed={active} onClick={onClick} className="h-8">
      {icon}
      {children}
    </Button>
  );
}

function ListView({
  filters,
  canCreate,
  withAmount,
  onCreate,
  onClear,
}: {
  filters: JobFilters;
  canCreate: boolean;
  withAmount: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const list = useJobList(filters);
  useErrorToast(list.isError, list.errorUpdatedAt, t('jobs.loadFailed'));
  const jobs = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // Only the first page counts the matches.
  const total = list.data?.pages[0]?.total ?? undefined;

  return (
    <PagedList
      list={list}
      count={jobs.length}
      skeleton={<JobTableSkeleton />}
      loadFailed={t('jobs.loadFailed')}
      empty={
        <EmptyState filtered={hasActiveFilters(filters)} canCreate={canCreate} onCreate={onCreate} onClear={onClear} />
      }
      showing={total !== undefined ? t('jobs.showing', { shown: jobs.length, total }) : null}
      loadMore={t('jobs.loadMore')}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="job-count">
        {total !== undefined && plural(t, 'jobs.count', total)}
      </p>
      <JobTable jobs={jobs} withAmount={withAmount} />
    </PagedList>
  );
}

function BoardView({
  filters,
  filtered,
  canMove,
  canCreate,
  onCreate,
  onClear,
}: {
  filters: ReturnType<typeof boardFilters>;
  filtered: boolean;
  canMove: boolean;
  canCreate: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const board = useJobBoard(filters);
  useErrorToast(board.isError, board.errorUpdatedAt, t('jobs.loadFailed'));

  if (board.isError && (!board.data || board.isPlaceholderData)) {
    return <LoadError message={t('jobs.loadFailed')} onRetry={() => board.refetch()} retrying={board.isFetching} />;
  }
  if (!board.data) return <JobBoardSkeleton />;
  if (!filtered && isEmptyBoard(board.data)) {
    return <EmptyState filtered={false} canCreate={canCreate} onCreate={onCreate} onClear={onClear} />;
  }
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        {filtered && isEmptyBoard(board.data) ? t('jobs.empty.filteredTitle') : canMove ? t('jobs.boardHint') : ''}
      </p>
      <JobBoard board={board.data} filters={filters} canMove={canMove} busy={board.isPlaceholderData} />
    </>
  );
}

function EmptyState({
  filtered,
  canCreate,
  onCreate,
  onClear,
}: {
  filtered: boolean;
  canCreate: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  return (
    <ListEmpty
      filtered={filtered}
      icon={HardHat}
      texts="jobs.empty"
      keys={{ body: canCreate ? 'jobs.empty.body' : 'jobs.empty.bodyReadOnly', clear: 'jobs.filters.clear' }}
      onClear={onClear}
    >
      {canCreate && (
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onCreate}>
            <Plus aria-hidden />
            {t('jobs.newJob')}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/dashboard/sales-pipeline">{t('jobs.empty.fromPipeline')}</Link>
          </Button>
        </div>
      )}
    </ListEmpty>
  );
}
