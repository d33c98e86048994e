import { AlertTriangle, CalendarCheck, ChevronLeft, ChevronRight, Download, Info, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../components/page/EmptyPanel.tsx';
import { ListTable, TABLE_GRID, TableSkeleton } from '../../components/page/ListParts.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { LABOR_MESSAGES, PAY_FREQUENCIES, type PayFrequency } from '../../../shared/labor.ts';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { plural } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { laborApi, type PayPeriod, type PeriodQuery } from './api.ts';
import { laborFieldErrors, localizeLaborMessage } from './messages.ts';
import { formatPeriod, isFrequency, periodEndOf, periodFromParam, periodStartOf, shiftPeriod } from './period.ts';
import { useLaborAction, usePayPeriod } from './queries.ts';
import { formatHours } from './time.ts';

const COLUMNS = 'md:grid-cols-[minmax(11rem,1.6fr)_repeat(5,minmax(7rem,1fr))]';
const STATUS_BADGE: Record<PayPeriod['status'], BadgeVariant> = {
  open: 'info',
  ended: 'warning-soft',
  paid: 'success-soft',
};

/**
 * /dashboard/payroll (issue #18): a pay period (weekly or every two weeks, from a Sunday) with each
 * member's regular and overtime hours and pay from the approved work logs, the totals, what still
 * waits for approval or for a rate, the CSV export and "Mark paid". Gross pay only: no taxes.
 */
export default function PayrollPage() {
  useDocumentTitle('titles.payroll');
  const { t, language } = useI18n();
  const may = useCan();
  const canPay = may('financials', 'write');
  const [params, setParams] = useSearchParams();
  const frequencyParam = params.get('frequency');
  const frequency: PayFrequency = isFrequency(frequencyParam) ? frequencyParam : 'biweekly';
  const today = useCompanyToday();
  const start = periodFromParam(params.get('start'), frequency, today);
  const query: PeriodQuery = { start, frequency };
  const period = usePayPeriod(query);
  useErrorToast(period.isError, period.errorUpdatedAt, t('labor.payroll.loadFailed'));
  const [paying, setPaying] = useState(false);
  const end = period.data?.end ?? periodEndOf(start, frequency);

  const go = (next: PeriodQuery) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('frequency', next.frequency);
        updated.set('start', next.start);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('labor.payroll.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('labor.payroll.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard/employee-rates">
              <Wallet aria-hidden />
              {t('labor.workLogs.rates')}
            </Link>
          </Button>
        </div>
      </div>

      <p
        role="note"
        data-testid="payroll-tax-note"
        className="flex items-start gap-2 rounded-lg border border-info-text/30 bg-info-soft px-4 py-3 text-sm text-info-text"
      >
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('labor.payroll.taxNote')} {t('labor.payroll.overtimeRule')}
        </span>
      </p>

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="grid gap-2 md:w-56">
          <label htmlFor="pay-frequency" className="text-sm font-medium">
            {t('labor.payroll.frequency')}
          </label>
          <NativeSelect
            id="pay-frequency"
            value={frequency}
            onChange={(event) => {
              const next = event.target.value as PayFrequency;
              go({ frequency: next, start: periodStartOf(start, next) });
            }}
          >
            {PAY_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`labor.payroll.frequencies.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* A group, not a nav: the shell's sidebar is the page's one navigation landmark. */}
        <div role="group" aria-label={t('labor.payroll.period')} className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('labor.payroll.previous')}
            onClick={() => go({ frequency, start: shiftPeriod(start, frequency, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <p className="min-w-0 flex-1 text-center md:min-w-64" aria-live="polite">
            <span className="block font-semibold" data-testid="payroll-period">
              {formatPeriod(start, end, language)}
            </span>
            {period.data && (
              <Badge variant={STATUS_BADGE[period.data.status]} data-testid="payroll-status">
                {period.data.status === 'paid' && period.data.paidOn
                  ? t('labor.payroll.paidOn', { date: formatDay(period.data.paidOn, language) })
                  : t(`labor.payroll.status.${period.data.status}`)}
              </Badge>
            )}
          </p>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('labor.payroll.next')}
            onClick={() => go({ frequency, start: shiftPeriod(start, frequency, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>

      {period.isPending ? (
        <div className="space-y-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
          <TableSkeleton rows={3} cells={<Skeleton className="h-4 flex-1" />} />
        </div>
      ) : period.isError ? (
        <LoadError
          message={t('labor.payroll.loadFailed')}
          onRetry={() => period.refetch()}
          retrying={period.isFetching}
        />
      ) : (
        <PeriodView period={period.data} query={query} canPay={canPay} onPay={() => setPaying(true)} />
      )}

      {paying && period.data && <PayDialog period={period.data} query={query} onClose={() => setPaying(false)} />}
    </div>
  );
}

function PeriodView({
  period,
  query,
  canPay,
  onPay,
}: {
  period: PayPeriod;
  query: PeriodQuery;
  canPay: boolean;
  onPay: () => void;
}) {
  const { t, language } = useI18n();
  const missing = period.lines.filter((line) => line.missingRate);
  const logsLink = `/dashboard/work-logs?status=submitted&from=${period.start}&to=${period.end}`;
  return (
    <div className="space-y-4">
      <section aria-label={t('labor.payroll.sums.label')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(
            [
              ['hours', formatHours(period.totalMinutes, language)],
              ['overtime', formatHours(period.overtimeMinutes, language)],
              ['gross', formatCents(period.grossCents, language)],
            ] as const
          ).map(([key, value]) => (
            <div
              key={key}
              className={cn('rounded-xl border border-border bg-card p-4', key === 'gross' && 'max-sm:col-span-2')}
              data-testid={`payroll-sum-${key}`}
            >
              <dt className="text-sm font-medium text-muted-foreground">{t(`labor.payroll.sums.${key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {period.pendingCount > 0 && (
        <div
          role="status"
          data-testid="payroll-pending"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning-text/40 bg-warning-soft px-4 py-3 text-sm text-warning-text"
        >
          <CalendarCheck aria-hidden className="size-4 shrink-0" />
          <span>{plural(t, 'labor.payroll.pending', period.pendingCount)}</span>
          <Link to={logsLink} className="font-medium underline underline-offset-4">
            {t('labor.payroll.review')}
          </Link>
        </div>
      )}
      {missing.length > 0 && (
        <div
          role="alert"
          data-testid="payroll-missing-rate"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-danger-text/40 bg-danger-soft px-4 py-3 text-sm text-danger-text"
        >
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          <span>{t('labor.payroll.missingRate', { names: missing.map((line) => line.name).join(', ') })}</span>
          <Link to="/dashboard/employee-rates" className="font-medium underline underline-offset-4">
            {t('labor.payroll.setRates')}
          </Link>
        </div>
      )}

      {period.lines.length === 0 ? (
        <EmptyPanel icon={Wallet} title={t('labor.payroll.empty.title')} body={t('labor.payroll.empty.body')} />
      ) : (
        <PayTable period={period} />
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {period.status === 'open' && canPay && period.lines.length > 0 && (
          <p className="text-sm text-muted-foreground sm:mr-auto">{t('labor.payroll.notOverYet')}</p>
        )}
        <a
          href={laborApi.csvUrl(query)}
          download
          className={cn(buttonVariants({ variant: 'outline' }))}
          data-testid="payroll-export"
        >
          <Download aria-hidden />
          {t('labor.payroll.export')}
        </a>
        {canPay && period.status !== 'paid' && (
          <Button onClick={onPay} disabled={period.status !== 'ended' || period.lines.length === 0}>
            <CalendarCheck aria-hidden />
            {t('labor.payroll.markPaid')}
          </Button>
        )}
      </div>
    </div>
  );
}

function PayTable({ period }: { period: PayPeriod }) {
  const { t, language } = useI18n();
  const columns = cn(TABLE_GRID, COLUMNS);
  const regular = period.lines.reduce((sum, line) => sum + line.regularMinutes, 0);
  const regularCents = period.lines.reduce((sum, line) => sum + line.regularCents, 0);
  const overtimeCents = period.lines.reduce((sum, line) => sum + line.overtimeCents, 0);
  const cell = (label: string, value: string, testId: string, strong = false) => (
    <div
      role="cell"
      data-testid={testId}
      className={cn('text-sm tabular-nums md:text-right', strong && 'font-semibold')}
    >
      <span className="font-normal text-muted-foreground md:hidden">{label}: </span>
      {value}
    </div>
  );
  return (
    <ListTable
      label={t('labor.payroll.table.label')}
      minWidth="md:min-w-[52rem]"
      columns={columns}
      header={
        <>
          <div role="columnheader">{t('labor.payroll.table.member')}</div>
          {(['regularHours', 'overtimeHours', 'regularPay', 'overtimePay', 'gross'] as const).map((key) => (
            <div key={key} role="columnheader" className="md:text-right">
              {t(`labor.payroll.table.${key}`)}
            </div>
          ))}
        </>
      }
    >
      {period.lines.map((line) => (
        <div
          key={line.userId}
          role="row"
          data-testid="pay-line"
          className={cn(columns, 'grid grid-cols-2 gap-x-4 gap-y-1 px-3 py-3 md:py-2')}
        >
          <div role="cell" className="col-span-2 flex min-w-0 items-center gap-2 font-medium md:col-span-1">
            <span className="truncate">{line.name}</span>
            {line.missingRate && <Badge variant="danger-soft">{t('labor.payroll.noRate')}</Badge>}
          </div>
          {cell(t('labor.payroll.table.regularHours'), formatHours(line.regularMinutes, language), 'pay-regular-hours')}
          {cell(
            t('labor.payroll.table.overtimeHours'),
            formatHours(line.overtimeMinutes, language),
            'pay-overtime-hours',
          )}
          {cell(t('labor.payroll.table.regularPay'), formatCents(line.regularCents, language), 'pay-regular')}
          {cell(t('labor.payroll.table.overtimePay'), formatCents(line.overtimeCents, language), 'pay-overtime')}
          {cell(t('labor.payroll.table.gross'), formatCents(line.grossCents, language), 'pay-gross', true)}
        </div>
      ))}
      <div
        role="row"
        data-testid="pay-total"
        className={cn(columns, 'grid grid-cols-2 gap-x-4 gap-y-1 bg-muted/50 px-3 py-3 font-semibold md:py-2')}
      >
        <div role="cell" className="col-span-2 md:col-span-1">
          {t('labor.payroll.table.total')}
        </div>
        {cell(t('labor.payroll.table.regularHours'), formatHours(regular, language), 'total-regular-hours')}
        {cell(
          t('labor.payroll.table.overtimeHours'),
          formatHours(period.overtimeMinutes, language),
          'total-overtime-hours',
        )}
        {cell(t('labor.payroll.table.regularPay'), formatCents(regularCents, language), 'total-regular')}
        {cell(t('labor.payroll.table.overtimePay'), formatCents(overtimeCents, language), 'total-overtime')}
        {cell(t('labor.payroll.table.gross'), formatCents(period.grossCents, language), 'total-gross', true)}
      </div>
    </ListTable>
  );
}

/** "Mark paid": the day the crew was paid (today unless changed), then the period is Paid and its logs are locked. */
function PayDialog({ period, query, onClose }: { period: PayPeriod; query: PeriodQuery; onClose: () => void }) {
  const { t, language } = useI18n();
  const today = useCompanyToday();
  const [paidOn, setPaidOn] = useState(today);
  const [error, setError] = useState<string>();
  const pay = useLaborAction(() => laborApi.pay({ ...query, paidOn: paidOn || null }));
  const onConfirm = () =>
    pay.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('labor.payroll.pay.toast.paid'));
        onClose();
      },
      onError: (failure) => {
        const fields = laborFieldErrors(failure);
        if (fields?.paidOn) setError(fields.paidOn);
        else if (failure.message === LABOR_MESSAGES.paidBeforePeriod) setError(localizeLaborMessage(failure.message));
        else toast.error(t('labor.payroll.pay.toast.failed'), { description: localizeLaborMessage(failure.message) });
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('labor.payroll.pay.title')}</DialogTitle>
          <DialogDescription>
            {t('labor.payroll.pay.description', {
              period: formatPeriod(period.start, period.end, language),
              gross: formatCents(period.grossCents, language),
            })}
          </DialogDescription>
        </DialogHeader>
        <Field label={t('labor.payroll.pay.paidOn')} error={error}>
          <Input type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={pay.isPending}>
            {pay.isPending ? t('labor.payroll.pay.paying') : t('labor.payroll.pay.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
