import { Inbox, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  FLOORING_TYPES,
  LEAD_SOURCES,
  PIPELINE_STAGES,
  stageOf,
  type FlooringType,
  type LeadSource,
  type PipelineStage,
} from '../../../../shared/leads.ts';
import { BoardSkeleton } from '../../../components/board/BoardColumn.tsx';
import { DndBoard, type BoardSpeech } from '../../../components/board/DndBoard.tsx';
import { EmptyPanel } from '../../../components/page/EmptyPanel.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { columnsInOrder } from '../../../lib/board-state.ts';
import { useBundle, useI18n } from '../../../lib/i18n.ts';
import type { LeadCard } from '../api.ts';
import { toast } from '../../../lib/toast.ts';
import { useBoard, useMoveLead, type BoardFilters } from './queries.ts';
import { isEmptyBoard, statusForDrop, type Board } from './board-state.ts';
import { LeadCardBody } from './LeadCard.tsx';
import { PipelineColumn } from './PipelineColumn.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useLeadPermissions } from '../permissions.ts';
import { useJobPermissions } from '../../jobs/permissions.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const SEARCH_DELAY_MS = 300;
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto md:text-sm';

/**
 * /dashboard/sales-pipeline (issue #4, spec section 4): the leads as a kanban board, one column per
 * pipeline stage with its count and budget total; dragging a card (mouse, long press, or keyboard)
 * changes the lead's status at once, and undoes it with the spec's toast when the server refuses.
 */
export default function PipelinePage() {
  useDocumentTitle('titles.pipeline');
  useBundle('leads');
  const { t } = useI18n();
  // Dragging changes the status, which referral partners leave to the company.
  const { canWrite, canChangeStatus: canMove } = useLeadPermissions();
  const { canConvertLeads: canConvert } = useJobPermissions();

  const [search, setSearch] = useState('');
  const [flooringType, setFlooringType] = useState<FlooringType | ''>('');
  const [source, setSource] = useState<LeadSource | ''>('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const filters = useMemo<BoardFilters>(
    () => ({
      ...(q && { q }),
      ...(flooringType && { flooringType: [flooringType] }),
      ...(source && { source: [source] }),
    }),
    [q, flooringType, source],
  );
  const filtered = Object.keys(filters).length > 0;
  const board = useBoard(filters);

  // Spec section 8: the toast for every failed load, the page text when there is nothing to show.
  const failedAt = board.errorUpdatedAt;
  useEffect(() => {
    if (failedAt > 0) toast.error(t('pipeline.loadFailedToast'));
  }, [failedAt, t]);

  let content;
  if (board.isError && (!board.data || board.isPlaceholderData)) {
    content = (
      <LoadError message={t('pipeline.loadFailed')} onRetry={() => board.refetch()} retrying={board.isFetching} />
    );
  } else if (!board.data) {
    content = <PipelineSkeleton />;
  } else if (!filtered && isEmptyBoard(board.data)) {
    content = <EmptyBoard canCreate={canWrite} />;
  } else {
    content = (
      <>
        {filtered && isEmptyBoard(board.data) && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('pipeline.noMatches')}
          </p>
        )}
        <PipelineBoard
          board={board.data}
          filters={filters}
          canMove={canMove}
          canConvert={canConvert}
          busy={board.isPlaceholderData}
        />
      </>
    );
  }

  return (
    // The board fills the screen below the header (and above the phone's bottom bar); columns scroll inside.
    <div className="flex h-[calc(100dvh-10.5rem)] min-h-[26rem] flex-col gap-4 md:h-[calc(100dvh-6.5rem)]">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h1 className="text-2xl font-semibold">{t('pipeline.title')}</h1>
          <p className="text-sm text-muted-foreground">{t(canMove ? 'pipeline.subtitle' : 'pipeline.readOnly')}</p>
        </div>
        {board.isFetching && board.data && <Spinner />}
      </div>
      <form
        role="search"
        aria-label={t('pipeline.filters.label')}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
      >
        <div className="relative sm:w-72">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            maxLength={100}
            aria-label={t('pipeline.filters.search')}
            placeholder={t('pipeline.filters.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <select
            aria-label={t('pipeline.filters.flooringType')}
            value={flooringType}
            onChange={(event) => setFlooringType(event.target.value as FlooringType | '')}
            className={selectClass}
          >
            <option value="">{t('pipeline.filters.allFlooringTypes')}</option>
            {FLOORING_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`leadOptions.flooringType.${type}`)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('pipeline.filters.source')}
            value={source}
            onChange={(event) => setSource(event.target.value as LeadSource | '')}
            className={selectClass}
          >
            <option value="">{t('pipeline.filters.allSources')}</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`leadOptions.source.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {(search || flooringType || source) && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSearch('');
              setFlooringType('');
              setSource('');
            }}
          >
            <X aria-hidden />
            {t('pipeline.filters.clear')}
          </Button>
        )}
      </form>
      {content}
    </div>
  );
}

/** The columns on a board where cards are dragged between them. */
function PipelineBoard({
  board,
  filters,
  canMove,
  canConvert,
  busy,
}: {
  board: Board;
  filters: BoardFilters;
  canMove: boolean;
  /** Show each card's "Convert to job" action. */
  canConvert: boolean;
  busy: boolean;
}) {
  const { t } = useI18n();
  // Ages are counted to when the page opened, so cards need not render again as time passes.
  const [now] = useState(() => Date.now());
  const { move } = useMoveLead();
  const speech = useMemo<BoardSpeech<LeadCard, PipelineStage>>(
    () => ({
      name: (lead) => lead.name,
      stageOf: (lead) => stageOf(lead.status),
      stageName: (stage) => t(`leadOptions.status.${stage}`),
      moves: (lead, stage) => statusForDrop(lead.status, stage) !== null,
      text: (key, vars) => t(`pipeline.dnd.${key}`, vars),
    }),
    [t],
  );
  const onDrop = (lead: LeadCard, stage: PipelineStage) => {
    const status = statusForDrop(lead.status, stage);
    if (status) move(lead.id, status);
  };

  return (
    <DndBoard
      speech={speech}
      onDrop={onDrop}
      overlay={(lead) => <LeadCardBody lead={lead} now={now} overlay />}
      busy={busy}
    >
      {columnsInOrder(board, PIPELINE_STAGES).map((column) => (
        <PipelineColumn
          key={column.stage}
          column={column}
          filters={filters}
          now={now}
          canMove={canMove}
          canConvert={canConvert}
        />
      ))}
    </DndBoard>
  );
}

/** Skeleton columns while the board loads. */
function PipelineSkeleton() {
  const { t } = useI18n();
  return (
    <BoardSkeleton label={t('pipeline.loading')} stages={PIPELINE_STAGES}>
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </BoardSkeleton>
  );
}

/** No lead at all yet. */
function EmptyBoard({ canCreate }: { canCreate: boolean }) {
  const { t } = useI18n();
  return (
    <EmptyPanel icon={Inbox} title={t('pipeline.empty.title')} body={t('pipeline.empty.body')}>
      {canCreate && (
        <Button asChild>
          <Link to="/dashboard/leads?new=1">{t('pipeline.empty.add')}</Link>
        </Button>
      )}
    </EmptyPanel>
  );
}
