import { CalendarDays, CircleCheckBig, Receipt, UserPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { TO_INVOICE_PATH } from '../jobs/filters.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useI18n } from '../../lib/i18n.ts';
import type { HomeSummary } from './api.ts';
import { countText, formatNumber } from './format.ts';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The three summary cards of spec section 2, each a link to its page: open invoices (the balance due
 * on them, how many and how many overdue; issue #17) with the completed jobs left to invoice, linked
 * to the job list showing them (issue #38; for those who make invoices), else the completed jobs count
 * for those who cannot read invoices, jobs this week (Sunday to Saturday) and new leads (hidden when the caller cannot read leads).
 */
export function SummaryCards({ summary }: { summary: HomeSummary }) {
  const { t, language } = useI18n();
  const open = summary.openInvoices;
  return (
    <section aria-label={t('dashboard.cards.label')} className={GRID}>
      {open ? (
        <SummaryCard
          to="/dashboard/manage"
          icon={Receipt}
          title={t('dashboard.cards.invoices.title')}
          value={formatCents(open.balanceCents, language)}
          caption={countText(t, 'dashboard.cards.invoices.open', open.count)}
          detail={
            open.overdueCount > 0 ? (
              <span className="text-danger-text">
                {countText(t, 'dashboard.cards.invoices.overdue', open.overdueCount)}
              </span>
            ) : (
              t('dashboard.cards.invoices.noneOverdue')
            )
          }
          testId="home-card-invoices"
          footer={
            summary.completedToInvoice === null
              ? undefined
              : {
                  to: TO_INVOICE_PATH,
                  text: countText(t, 'dashboard.cards.invoices.toInvoice', summary.completedToInvoice),
                  testId: 'home-to-invoice',
                }
          }
        />
      ) : (
        <SummaryCard
          to="/dashboard/jobs"
          icon={CircleCheckBig}
          title={t('dashboard.cards.completed.title')}
          value={formatNumber(summary.completedCount, language)}
          caption={t('dashboard.cards.completed.caption')}
          testId="home-card-completed"
        />
      )}
      <SummaryCard
        to="/dashboard/calendar?view=week"
        icon={CalendarDays}
        title={t('dashboard.cards.week.title')}
        value={formatNumber(summary.weekCount, language)}
        caption={t('dashboard.cards.week.caption')}
        detail={countText(t, 'dashboard.cards.week.afterToday', summary.weekAfterToday)}
        testId="home-card-week"
      />
      {summary.newLeads !== null && (
        <SummaryCard
          to="/dashboard/leads?status=new_lead"
          icon={UserPlus}
          title={t('dashboard.cards.leads.title')}
          value={formatNumber(summary.newLeads, language)}
          caption={t('dashboard.cards.leads.caption')}
          detail={t('dashboard.cards.leads.today', {
            count: formatNumber(summary.newLeadsToday ?? 0, language),
          })}
          testId="home-card-leads"
        />
      )}
    </section>
  );
}

const CARD = 'rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm';
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function SummaryCard({
  to,
  icon: Icon,
  title,
  value,
  caption,
  detail,
  footer,
  testId,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  value: string;
  caption: string;
  detail?: ReactNode;
  /** A second figure with a page of its own: a link of its own under the card's (links do not nest). */
  footer?: { to: string; text: string; testId: string } | undefined;
  testId: string;
}) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      </div>
      <p className="text-2xl font-semibold break-words tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{caption}</p>
      {detail && <p className="text-sm font-medium">{detail}</p>}
    </>
  );
  if (!footer) {
    return (
      <Link
        to={to}
        data-testid={testId}
        className={cn('flex flex-col gap-2 transition-colors hover:border-primary/40 hover:bg-accent/40', CARD, FOCUS)}
      >
        {body}
      </Link>
    );
  }
  return (
    <div data-testid={testId} className={cn('flex flex-col gap-3', CARD)}>
      <Link
        to={to}
        className={cn('-m-2 flex flex-col gap-2 rounded-lg p-2 transition-colors hover:bg-accent/40', FOCUS)}
      >
        {body}
      </Link>
      <Link
        to={footer.to}
        data-testid={footer.testId}
        className={cn('text-sm font-medium text-primary-text underline-offset-4 hover:underline', FOCUS)}
      >
        {footer.text}
      </Link>
    </div>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-3 w-48" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </div>
  );
}
