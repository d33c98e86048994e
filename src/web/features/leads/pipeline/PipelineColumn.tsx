import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { BoardColumn, CardList } from '../../../components/board/BoardColumn.tsx';
import { useI18n } from '../../../lib/i18n.ts';
import type { BoardColumn as BoardColumnData, LeadCard as Card } from '../api.ts';
import { useShowMore, type BoardFilters } from './queries.ts';
import { formatMoney } from './format.ts';
import { LeadCard } from './LeadCard.tsx';

/** Above this many loaded cards a column renders only the cards in view. */
export const VIRTUALIZE_OVER = 60;

interface CardsProps {
  leads: Card[];
  now: number;
  canMove: boolean;
  canConvert: boolean;
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
  canConvert,
}: {
  column: BoardColumnData;
  filters: BoardFilters;
  now: number;
  canMove: boolean;
  canConvert: boolean;
}) {
  const { t, language } = useI18n();
  const showMore = useShowMore(filters, column.stage);
  const name = t(`leadOptions.status.${column.stage}`);
  const cards: CardsProps = {
    leads: column.leads,
    now,
    canMove,
    canConvert,
    label: t('pipeline.column.list', { stage: name }),
  };

  return (
    <BoardColumn
      stage={column.stage}
      name={name}
      count={column.count}
      countLabel={
        column.count === 1 ? t('pipeline.column.countOne') : t('pipeline.column.count', { count: column.count })
      }
      data-budget-total={column.budgetTotal}
      summary={
        <p className="text-xs text-muted-foreground" data-testid="budget-total">
          {t('pipeline.column.budgetTotal', { amount: formatMoney(column.budgetTotal, language) })}
        </p>
      }
      canMove={canMove}
      loaded={column.leads.length}
      nextCursor={column.nextCursor}
      showMore={showMore}
      showMoreLabel={(count) => t('pipeline.column.showMore', { count })}
    >
      {column.leads.length > VIRTUALIZE_OVER ? <VirtualCards {...cards} /> : <PlainCards {...cards} />}
    </BoardColumn>
  );
});

/** Up to VIRTUALIZE_OVER cards: all of them rendered. */
const PlainCards = memo(function PlainCards({ leads, now, canMove, canConvert, label }: CardsProps) {
  const { t } = useI18n();
  const description = t('pipeline.card.roleDescription');
  return (
    <CardList label={label} empty={leads.length === 0} emptyText={t('pipeline.column.empty')}>
      {leads.map((lead) => (
        <LeadCard
          key={lead.id}
          lead={lead}
          now={now}
          canMove={canMove}
          canConvert={canConvert}
          roleDescription={description}
        />
      ))}
    </CardList>
  );
});

/** A long column (the user asked for more cards several times): only the cards in view are in the page. */
const VirtualCards = memo(function VirtualCards({ leads, now, canMove, canConvert, label }: CardsProps) {
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
            <LeadCard
              lead={leads[item.index]!}
              now={now}
              canMove={canMove}
              canConvert={canConvert}
              roleDescription={description}
            />
          </div>
        ))}
      </div>
    </div>
  );
});
