import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
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
} from '../../../shared/leads.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import type { Lead } from '../../lib/leads-api.ts';
import { toast } from '../../lib/toast.ts';
import { useBoard, useMoveLead, type BoardFilters } from './api.ts';
import { isEmptyBoard, statusForDrop, type Board } from './board-state.ts';
import {
  columnCollision,
  columnKeyboardCoordinates,
  MouseAndPenSensor,
  MOUSE_ACTIVATION,
  TOUCH_ACTIVATION,
} from './dnd.ts';
import { LeadCardBody, type CardDragData } from './LeadCard.tsx';
import { PipelineColumn } from './PipelineColumn.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { useLeadPermissions } from '../../components/leads/permissions.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;
const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto md:text-sm';

/**
 * /dashboard/sales-pipeline (issue #4, spec section 4): the leads as a kanban board, one column per
 * pipeline stage with its count and budget total; dragging a card (mouse, long press, or keyboard)
 * changes the lead's status at once, and undoes it with the spec's toast when the server refuses.
 */
export default function PipelinePage() {
  useBundle('leads');
  const { t } = useI18n();
  // Dragging changes the status, which referral partners leave to the company.
  const { canWrite, canChangeStatus: canMove } = useLeadPermissions();

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
    content = <BoardSkeleton />;
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
        <PipelineBoard board={board.data} filters={filters} canMove={canMove} busy={board.isPlaceholderData} />
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

/** The columns inside dnd-kit's context, and the copy of the dragged card that follows the pointer. */
function PipelineBoard({
  board,
  filters,
  canMove,
  busy,
}: {
  board: Board;
  filters: BoardFilters;
  canMove: boolean;
  busy: boolean;
}) {
  const { t } = useI18n();
  // Ages are counted to when the page opened, so cards need not render again as time passes.
  const [now] = useState(() => Date.now());
  const [dragged, setDragged] = useState<Lead | null>(null);
  const { move } = useMoveLead();
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const leadOf = (active: Active) => (active.data.current as CardDragData | undefined)?.lead;
    const stageName = (stage: PipelineStage) => t(`leadOptions.status.${stage}`);
    const from = (active: Active) => {
      const lead = leadOf(active);
      return { name: lead?.name ?? '', stage: lead ? stageName(stageOf(lead.status)) : '' };
    };
    const overText = (active: Active, over: Over | null) =>
      over
        ? t('pipeline.dnd.over', { name: from(active).name, stage: stageName(over.id as PipelineStage) })
        : t('pipeline.dnd.notOver', { name: from(active).name });
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('pipeline.dnd.pickedUp', from(active)),
      onDragMove: () => undefined,
      onDragOver: ({ active, over }) => overText(active, over),
      onDragEnd: ({ active, over }) => {
        const lead = leadOf(active);
        if (lead && over && statusForDrop(lead.status, over.id as PipelineStage)) {
          return t('pipeline.dnd.moved', { name: lead.name, stage: stageName(over.id as PipelineStage) });
        }
        return t('pipeline.dnd.stays', from(active));
      },
      onDragCancel: ({ active }) => t('pipeline.dnd.cancelled', from(active)),
    };
    return { announcements, screenReaderInstructions: { draggable: t('pipeline.dnd.instructions') } };
  }, [t]);

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as CardDragData | undefined)?.lead ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const lead = (active.data.current as CardDragData | undefined)?.lead;
    if (!lead || !over) return;
    const status = statusForDrop(lead.status, over.id as PipelineStage);
    if (status) move(lead.id, status);
  };

  const columns = PIPELINE_STAGES.map((stage) => board.columns.find((column) => column.stage === stage)).filter(
    (column) => column !== undefined,
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollision}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <div
        aria-busy={busy || undefined}
        className={cn(
          // Phones: one column at a time, snapping (not while dragging: it would fight the auto-scroll).
          'flex min-h-0 flex-1 gap-3 overflow-x-auto overscroll-x-contain pb-2 transition-opacity',
          !dragged && 'snap-x snap-mandatory md:snap-none',
          busy && 'opacity-60',
        )}
      >
        {columns.map((column) => (
          <PipelineColumn key={column.stage} column={column} filters={filters} now={now} canMove={canMove} />
        ))}
      </div>
      {/* No drop animation: the card is already in its new column, there is nothing to fly back to. */}
      <DragOverlay dropAnimation={null}>{dragged && <LeadCardBody lead={dragged} now={now} overlay />}</DragOverlay>
    </DndContext>
  );
}

/** Skeleton columns while the board loads. */
function BoardSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('pipeline.loading')} className="flex min-h-0 flex-1 gap-3 overflow-hidden">
      {PIPELINE_STAGES.map((stage) => (
        <div key={stage} className="w-[280px] shrink-0 space-y-3 rounded-xl border border-border bg-muted/40 p-3">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}

/** No lead at all yet. */
function EmptyBoard({ canCreate }: { canCreate: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-10 text-center">
      <Inbox aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t('pipeline.empty.title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('pipeline.empty.body')}</p>
      {canCreate && (
        <Button asChild>
          <Link to="/dashboard/leads?new=1">{t('pipeline.empty.add')}</Link>
        </Button>
      )}
    </div>
  );
}
