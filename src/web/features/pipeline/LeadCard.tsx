import { useDraggable } from '@dnd-kit/core';
import { Clock, Ruler, UserRound } from 'lucide-react';
import { memo, useCallback } from 'react';
import { Link } from 'react-router';
import { LEAD_STATUS_BADGE } from '../../../shared/leads.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { Lead } from '../../lib/leads-api.ts';
import { formatNumber, leadAge } from './format.ts';

/** What a dragged card carries, for the drop handler and the screen-reader announcements. */
export interface CardDragData {
  lead: Lead;
}

/**
 * A card's content: name (a link to the lead), temperature tag for cold and warm leads, flooring type,
 * budget range, square feet, assignee and age. Memoised: a card renders again only when its lead changes.
 */
export const LeadCardBody = memo(function LeadCardBody({
  lead,
  now,
  overlay = false,
}: {
  lead: Lead;
  /** The time ages are counted to (the page's, so that every card agrees). */
  now: number;
  /** The copy under the pointer while dragging: no link to focus, lifted look. */
  overlay?: boolean;
}) {
  const { t, language } = useI18n();
  const age = leadAge(lead.createdAt, now);
  const ageText = t(`pipeline.age.${age.unit}`, { n: age.n });
  const temperature = lead.status === 'cold_lead' || lead.status === 'warm_lead' ? lead.status : null;
  const details = [
    lead.flooringType && t(`leadOptions.flooringType.${lead.flooringType}`),
    lead.budgetRange && t(`leadOptions.budgetRange.${lead.budgetRange}`),
  ].filter(Boolean);

  return (
    <div
      className={cn(
        'space-y-1.5 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-xs',
        overlay && 'rotate-1 cursor-grabbing shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        {overlay ? (
          <span className="min-w-0 font-medium break-words">{lead.name}</span>
        ) : (
          <Link
            to={`/dashboard/leads/${lead.id}`}
            draggable={false}
            className="min-w-0 font-medium break-words hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {lead.name}
          </Link>
        )}
        {temperature && (
          <Badge variant={LEAD_STATUS_BADGE[temperature]}>{t(`pipeline.temperature.${temperature}`)}</Badge>
        )}
      </div>
      {details.length > 0 && <p className="text-muted-foreground">{details.join(' · ')}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {lead.squareFeet !== null && (
          <span className="inline-flex items-center gap-1">
            <Ruler aria-hidden className="size-3.5" />
            {t('pipeline.card.squareFeet', { n: formatNumber(lead.squareFeet, language) })}
          </span>
        )}
        <span
          className="inline-flex min-w-0 items-center gap-1"
          title={lead.assigneeName ? t('pipeline.card.assignedTo', { name: lead.assigneeName }) : undefined}
        >
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{lead.assigneeName ?? t('pipeline.card.unassigned')}</span>
        </span>
        <span className="ml-auto inline-flex items-center gap-1" title={t('pipeline.card.age', { age: ageText })}>
          <Clock aria-hidden className="size-3.5" />
          <time dateTime={lead.createdAt}>{ageText}</time>
        </span>
      </div>
    </div>
  );
});

/**
 * A card on the board: a list item named after the lead (`aria-label`), with `data-lead-id`. When the
 * member may move leads it is a dnd-kit draggable: focus it and press Space, or drag it. Only the
 * dragged card's `isDragging` changes during a drag, and the body is memoised, so the other cards
 * do next to no work.
 */
export const LeadCard = memo(function LeadCard({
  lead,
  now,
  canMove,
  roleDescription,
}: {
  lead: Lead;
  now: number;
  canMove: boolean;
  roleDescription: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { lead } satisfies CardDragData,
    disabled: !canMove,
    attributes: { role: 'listitem', roleDescription },
  });
  // The card itself is the keyboard activator: Space or Enter on the lead's link inside opens the link.
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      setActivatorNodeRef(node);
    },
    [setNodeRef, setActivatorNodeRef],
  );
  return (
    <div
      ref={ref}
      {...(canMove ? { ...attributes, ...listeners } : { role: 'listitem' })}
      aria-label={lead.name}
      data-lead-id={lead.id}
      data-status={lead.status}
      className={cn(
        'rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring',
        canMove && 'cursor-grab touch-manipulation select-none [-webkit-touch-callout:none]',
        isDragging && 'opacity-40',
      )}
    >
      <LeadCardBody lead={lead} now={now} />
    </div>
  );
});
