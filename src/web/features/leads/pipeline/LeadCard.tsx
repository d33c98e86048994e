import { BriefcaseBusiness, Clock, Ellipsis, Ruler, UserRound } from 'lucide-react';
import { memo, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { CardFrame, DraggableCard } from '../../../components/board/BoardCard.tsx';
import { ConvertLeadDialog } from '../ConvertLeadDialog.tsx';
import { LEAD_STATUS_BADGE } from '../LeadStatusBadge.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/DropdownMenu.tsx';
import { useI18n } from '../../../lib/i18n.ts';
import type { LeadCard as Card } from '../api.ts';
import { formatNumber, leadAge } from './format.ts';
import { jobPath, leadPath } from '../../../page-paths.ts';

/**
 * A card's content: name (a link to the lead), temperature tag for cold and warm leads, flooring type,
 * budget range, square feet, assignee and age. Memoised: a card renders again only when its lead changes.
 */
export const LeadCardBody = memo(function LeadCardBody({
  lead,
  now,
  overlay = false,
  canConvert = false,
}: {
  lead: Card;
  /** The time ages are counted to (the page's, so that every card agrees). */
  now: number;
  /** The copy under the pointer while dragging: no link to focus, lifted look. */
  overlay?: boolean;
  /** Show the card's menu with "Convert to job". */
  canConvert?: boolean;
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
    <CardFrame
      title={lead.name}
      href={leadPath(lead.id)}
      overlay={overlay}
      spacing="space-y-1.5"
      aside={
        <div className="flex shrink-0 items-start gap-1">
          {temperature && <Badge {...LEAD_STATUS_BADGE[temperature]}>{t(`pipeline.temperature.${temperature}`)}</Badge>}
          {canConvert && !overlay && <CardMenu lead={lead} />}
        </div>
      }
    >
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
    </CardFrame>
  );
});

/** Events inside the menu and its dialog (portals, but React bubbles them to the card) must not start a drag. */
const keepFromCard = (event: SyntheticEvent) => event.stopPropagation();

/** The card's actions: converting the lead to a job, or opening the job it became. */
function CardMenu({ lead }: { lead: Card }) {
  const { t } = useI18n();
  const [converting, setConverting] = useState(false);
  return (
    <span onPointerDown={keepFromCard} onTouchStart={keepFromCard} onKeyDown={keepFromCard} className="-mt-1 -mr-1">
      {/* Not modal: the dialog it opens takes over the page, and a modal menu closing under it leaves the page inert. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={t('pipeline.card.actions', { name: lead.name })}
          >
            <Ellipsis aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {lead.jobId ? (
            <DropdownMenuItem asChild>
              <Link to={jobPath(lead.jobId)}>
                <BriefcaseBusiness aria-hidden />
                {t('pipeline.card.openJob')}
              </Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConverting(true)}>
              <BriefcaseBusiness aria-hidden />
              {t('pipeline.card.convert')}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConvertLeadDialog lead={lead} open={converting} onOpenChange={setConverting} />
    </span>
  );
}

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
  canConvert = false,
  roleDescription,
}: {
  lead: Card;
  now: number;
  canMove: boolean;
  canConvert?: boolean;
  roleDescription: string;
}) {
  return (
    <DraggableCard
      id={lead.id}
      card={lead}
      canMove={canMove}
      roleDescription={roleDescription}
      label={lead.name}
      data-lead-id={lead.id}
      data-status={lead.status}
    >
      <LeadCardBody lead={lead} now={now} canConvert={canConvert} />
    </DraggableCard>
  );
});
