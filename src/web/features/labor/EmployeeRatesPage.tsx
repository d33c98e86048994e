import { ChevronDown, Plus, Users, Wallet } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { ListTable, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { formatDecimal } from '../../lib/format.ts';
import { translate, useI18n, type Language } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import type { EmployeeRate, MemberRate } from './api.ts';
import { useRates } from './queries.ts';
import { RateDialog } from './RateDialog.tsx';

// Each row is a grid of its own: fixed tracks keep the columns aligned from row to row.
const COLUMNS = 'md:grid-cols-[minmax(14rem,2fr)_6.5rem_5rem_6.5rem_6.5rem_7.5rem_7rem]';

/** "$25.00/h", or a dash for no rate. */
const perHour = (cents: number | null, language: Language) =>
  cents === null ? translate('labor.none') : translate('labor.perHour', { amount: formatCents(cents, language) });

/**
 * /dashboard/employee-rates (issue #18): each member's pay rate in force today, its burden (taxes and
 * insurance on top), the loaded rate (what an hour costs the company), the billable rate and the day
 * it took effect; "Set rate" adds a rate from a day on, and each member's history unfolds below them.
 */
export default function EmployeeRatesPage() {
  useDocumentTitle('titles.employeeRates');
  const { t } = useI18n();
  const may = useCan();
  const canWrite = may('financials', 'write');
  const rates = useRates();
  useErrorToast(rates.isError, rates.errorUpdatedAt, t('labor.rates.loadFailed'));
  const [dialog, setDialog] = useState<{ member?: MemberRate } | null>(null);
  const members = rates.data?.items ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('labor.rates.title')}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t('labor.rates.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/payroll">
              <Wallet aria-hidden />
              {t('labor.workLogs.payroll')}
            </Link>
          </Button>
          {canWrite && members.length > 0 && (
            <Button onClick={() => setDialog({})}>
              <Plus aria-hidden />
              {t('labor.rates.setRate')}
            </Button>
          )}
        </div>
      </div>

      {rates.isPending ? (
        <TableSkeleton
          rows={4}
          cells={
            <>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-20 max-md:hidden" />
            </>
          }
        />
      ) : rates.isError ? (
        <LoadError message={t('labor.rates.loadFailed')} onRetry={() => rates.refetch()} retrying={rates.isFetching} />
      ) : members.length === 0 ? (
        <EmptyPanel icon={Users} title={t('labor.rates.empty.title')} body={t('labor.rates.empty.body')}>
          <Button asChild variant="outline">
            <Link to="/dashboard/users">{t('labor.rates.empty.team')}</Link>
          </Button>
        </EmptyPanel>
      ) : (
        <RatesTable members={members} canWrite={canWrite} onSet={(member) => setDialog({ member })} />
      )}

      {dialog && <RateDialog members={members} member={dialog.member} onClose={() => setDialog(null)} />}
    </div>
  );
}

function RatesTable({
  members,
  canWrite,
  onSet,
}: {
  members: MemberRate[];
  canWrite: boolean;
  onSet: (member: MemberRate) => void;
}) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = cn(TABLE_GRID, COLUMNS);
  const toggle = (userId: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  return (
    <ListTable
      label={t('labor.rates.table.label')}
      minWidth="md:min-w-[56rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('labor.rates.table.member')}</div>
          <div role="columnheader" className="md:text-right">
            {t('labor.rates.table.pay')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('labor.rates.table.burden')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('labor.rates.table.loaded')}
          </div>
          <div role="columnheader" className="md:text-right">
            {t('labor.rates.table.billable')}
          </div>
          <div role="columnheader">{t('labor.rates.table.effective')}</div>
          <div role="columnheader">
            <span className="sr-only">{t('labor.rates.table.actions')}</span>
          </div>
        </>
      }
    >
      {members.map((member) => {
        const rate = member.current;
        const expanded = open.has(member.userId);
        const historyId = `rate-history-${member.userId}`;
        return (
          <Fragment key={member.userId}>
            <div
              role="row"
              data-testid="rate-row"
              className={cn(columns, 'flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-3 md:gap-x-3 md:py-2')}
            >
              <div role="cell" className="flex min-w-0 items-center justify-between gap-2 max-md:basis-full">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{member.name}</span>
                  <span className="text-xs text-muted-foreground">{t(`auth.roles.${member.role}`)}</span>
                </span>
                {member.history.length > 0 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="shrink-0 text-muted-foreground"
                    aria-expanded={expanded}
                    aria-controls={historyId}
                    onClick={() => toggle(member.userId)}
                  >
                    <ChevronDown aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
                    {t('labor.rates.history.show', { count: member.history.length })}
                    <span className="sr-only"> {t('labor.rates.history.of', { name: member.name })}</span>
                  </Button>
                )}
              </div>
              {rate ? (
                <>
                  <Money label={t('labor.rates.table.pay')} strong>
                    {perHour(rate.payRateCents, language)}
                  </Money>
                  <Money label={t('labor.rates.table.burden')}>{formatDecimal(rate.burdenPercent, language)} %</Money>
                  <Money label={t('labor.rates.table.loaded')} testId="loaded-rate-cell">
                    {perHour(rate.loadedRateCents, language)}
                  </Money>
                  <Money label={t('labor.rates.table.billable')}>{perHour(rate.billableRateCents, language)}</Money>
                  <div role="cell" className="text-sm text-muted-foreground">
                    <span className="md:hidden">{t('labor.rates.table.effective')}: </span>
                    {formatDay(rate.effectiveFrom, language)}
                  </div>
                </>
              ) : (
                <>
                  <div role="cell" className="md:col-span-5">
                    <Badge variant="warning-soft">{t('labor.rates.noRate')}</Badge>
                  </div>
                </>
              )}
              <div role="cell" className="flex gap-2 max-md:basis-full max-md:pt-1 md:justify-end">
                {canWrite && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('labor.rates.setRateLabel', { name: member.name })}
                    onClick={() => onSet(member)}
                  >
                    {t('labor.rates.setRate')}
                  </Button>
                )}
              </div>
            </div>
            {expanded && (
              <div role="row" className="bg-muted/40 px-3 py-3">
                <div role="cell" id={historyId}>
                  <History member={member} />
                </div>
              </div>
            )}
          </Fragment>
        );
      })}
    </ListTable>
  );
}

function Money({
  label,
  strong = false,
  testId,
  children,
}: {
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="cell"
      data-testid={testId}
      className={cn('text-sm tabular-nums md:text-right', strong && 'font-semibold')}
    >
      <span className="font-normal text-muted-foreground md:hidden">{label}: </span>
      {children}
    </div>
  );
}

/** A member's rates, newest first: the one in force today, those from a later day, and the earlier ones. */
function History({ member }: { member: MemberRate }) {
  const { t, language } = useI18n();
  const today = useCompanyToday();
  const phase = (rate: EmployeeRate) =>
    rate.id === member.current?.id ? 'current' : rate.effectiveFrom > today ? 'upcoming' : 'past';
  return (
    <ul
      aria-label={t('labor.rates.history.label', { name: member.name })}
      className="space-y-2 text-sm"
      data-testid="rate-history"
    >
      {member.history.map((rate) => (
        <li key={rate.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-card px-3 py-2">
          <span className="w-32 font-medium">{formatDay(rate.effectiveFrom, language)}</span>
          <Badge variant={phase(rate) === 'current' ? 'success-soft' : phase(rate) === 'upcoming' ? 'info' : 'muted'}>
            {t(`labor.rates.history.${phase(rate)}`)}
          </Badge>
          <span className="tabular-nums">
            {t('labor.rates.table.pay')}: {perHour(rate.payRateCents, language)}
          </span>
          <span className="tabular-nums">
            {t('labor.rates.table.burden')}: {formatDecimal(rate.burdenPercent, language)} %
          </span>
          <span className="tabular-nums">
            {t('labor.rates.table.loaded')}: {perHour(rate.loadedRateCents, language)}
          </span>
          <span className="tabular-nums">
            {t('labor.rates.table.billable')}: {perHour(rate.billableRateCents, language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
