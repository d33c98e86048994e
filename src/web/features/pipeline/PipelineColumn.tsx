import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { BoardColumn, Lead } from '../../lib/leads-api.ts';
import { useShowMore, type BoardFilters } from './api.ts';
import { formatMoney } from './format.ts';
import { LeadCard } from './LeadCard.tsx';

/** Above this many loaded cards a column renders only the cards in view. */
export const VIRTUALIZE_OVER = 60;

interface CardsProps {
  leads: Lead[];
  now: number;
  canMove: boolean;
  label: string;
}

/**
 * One column of the board: a region named after its stage (`data-stage`), its count and budget total,
 * its cards, and "show more" while the server has more. The whole column is the drop target.
 */
export const PipelineColumn = memo(function PipelineColumn({
  column,
  filters,
  now,
  canMove,
}: {
  column: BoardColumn;
  filters: BoardFilters;
  now: number;
  canMove: boolean;
}) {
  const { t, language } = useI18n();
  const { setNodeRef, isOver, active } = useDroppable({ id: column.stage, disabled: !canMove });
  const showMore = useShowMore(filters, column.stage);
  const name = t(`leadOptions.status.${column.stage}`);
  const remaining = Math.max(0, column.count - column.leads.length);
  const cards: CardsProps = { leads: column.leads, now, canMove, label: t('pipeline.column.list', { stage: name }) };

  return (
    <section
      ref={setNodeRef}
      role="region"
      aria-label={name}
      data-stage={column.stage}
      data-count={column.count}
      data-budget-total={column.budgetTotal}
      className={cn(
        'flex h-full w-[280px] shrink-0 snap-start flex-col rounded-xl border border-border bg-muted/40 transition-colors',
        active && 'border-dashed',
        isOver && 'border-solid border-ring bg-accent/60',
      )}
    >
      <header className="space-y-1 border-b border-border px-3 py-2.5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="truncate text-sm font-semibold">{name}</h2>
          <Badge variant="secondary" data-testid="column-count">
            <span aria-hidden>{column.count}</span>
            <span className="sr-only">
              {column.count === 1 ? t('pipeline.column.countOne') : t('pipeline.column.count', { count: column.count })}
            </span>
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="budget-total">
          {t('pipeline.column.budgetTotal', { amount: formatMoney(column.budgetTotal, language) })}
        </p>
      </header>
      {column.leads.length > VIRTUALIZE_OVER ? <VirtualCards {...cards} /> : <PlainCards {...cards} />}
      {column.nextCursor && remaining > 0 && (
        <div className="border-t border-border p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            disabled={showMore.isPending}
            onClick={() => column.nextCursor && showMore.mutate(column.nextCursor)}
          >
            {showMore.isPending && <Spinner />}
            {t('pipeline.column.showMore', { count: remaining })}
          </Button>
        </div>
      )}
    </section>
  );
});

/** Up to VIRTUALIZE_OVER cards: all of them rendered. */
const PlainCards = memo(function PlainCards({ leads, now, canMove, label }: CardsProps) {
  const { t } = useI18n();
  const description = t('pipeline.card.roleDescription');
  if (leads.length === 0) {
    return <p className="flex-1 px-3 py-6 text-center text-sm text-muted-foreground">{t('pipeline.column.empty')}</p>;
  }
  return (
    <div role="list" aria-label={label} className="min-h-0 flex-1 space-y-2 overflow-y-auto overscroll-contain p-2">
      {leads.map((lead) => (
        <LeadCard key={lead.id} lead={lead} now={now} canMove={canMove} roleDescription={description} />
      ))}
    </div>
  );
});

/** A long column (the user asked for more cards several times): only the cards in view are in the page. */
const VirtualCards = memo(function VirtualCards({ leads, now, canMove, label }: CardsProps) {
  const { t } = useI18n();
  const description = t('pipeline.card.roleDescription');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: leads.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 128,
    overscan: 6,
    gap: 8,
    paddingStart: 8,
    paddingEnd: 8,
    getItemKey: (index) => leads[index]!.id,
  });
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      <div role="list" aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="none"
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-2 top-0"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <LeadCard lead={leads[item.index]!} now={now} canMove={canMove} roleDescription={description} />
          </div>
        ))}
      </div>
    </div>
  );
});
