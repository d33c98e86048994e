import type { LeadStatus } from '../../../shared/leads.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { Badge, hueBadge, type BadgeStyle } from '../../components/ui/Badge.tsx';
import { cn } from '../../lib/cn.ts';

const violet = hueBadge('bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300');

/** Spec section 4's badge styles, by status: a tone of Badge's, or a hue of the lead's own. */
export const LEAD_STATUS_BADGE: Record<LeadStatus, BadgeStyle> = {
  new_lead: hueBadge('bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300'),
  cold_lead: hueBadge('bg-slate-200 text-slate-700 dark:bg-slate-400/15 dark:text-slate-300'),
  warm_lead: { variant: 'warning' },
  contacted: { variant: 'secondary' },
  qualified: violet,
  estimate_requested: violet,
  estimate_scheduled: violet,
  proposal_sent: hueBadge('bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300'),
  proposal_accepted: hueBadge('bg-green-100 text-green-800 dark:bg-green-400/15 dark:text-green-300'),
  lost: hueBadge('bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'),
};

/** A lead status with its badge style (spec section 4) and label. */
export function LeadStatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  useBundle('leads'); // leadOptions.*: already loaded by the page, so this does not wait.
  const { t } = useI18n();
  return (
    <Badge
      variant={LEAD_STATUS_BADGE[status].variant}
      className={cn(LEAD_STATUS_BADGE[status].className, className)}
      data-status={status}
    >
      {t(`leadOptions.status.${status}`)}
    </Badge>
  );
}
