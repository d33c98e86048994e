import type { UseQueryResult } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { REPORT_GROUPINGS, type ReportGrouping } from '../../../shared/financials.ts';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { NativeSelect } from '../../components/ui/NativeControls.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs.tsx';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { formatDay } from '../../../shared/format.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useUrlParams } from '../../lib/url-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { reportsApi, type ReportName, type ReportQuery } from './api.ts';
import { useExpenses, useProfitAndLoss, useSalesTax } from './queries.ts';
import { BasisNote } from './ReportParts.tsx';
import {
  isReportPreset,
  isReportTab,
  rangeProblem,
  REPORT_PRESETS,
  REPORT_TABS,
  reportQuery,
  reportState,
  type ReportState,
} from './reports.ts';
import { ExpensesReport, ProfitAndLossReport, SalesTaxReport } from './ReportTables.tsx';

/** The query each tab's report is asked with while a custom range is not yet whole: nothing is fetched. */
const NO_RANGE: ReportQuery = {};

/**
 * /dashboard/financial-reports (issue #18): the profit and loss (by month, job or service category),
 * sales tax and expenses over a range of days (a preset or two days of one's own), each with its
 * totals and as CSV, the P&L as a PDF too. Accrual basis, said on the page. The page's state is in
 * its address (`?tab=&by=&range=&from=&to=`).
 */
export default function ReportsPage() {
  useDocumentTitle('titles.financialReports');
  useBundle('leads'); // leadOptions.flooringType.* name the service categories.
  const { t, language } = useI18n();
  const [params, update] = useUrlParams<'tab' | 'by' | 'range' | 'from' | 'to'>();
  const state = reportState(params);
  // A preset's days are counted from the company's day; with none chosen the server's default is
  // this year to date on that day too.
  const today = useCompanyToday();
  const query = params.get('range') === null ? NO_RANGE : reportQuery(state, today);
  const ready = query !== null;
  const pnl = useProfitAndLoss({ ...(query ?? NO_RANGE), groupBy: state.groupBy }, ready && state.tab === 'pnl');
  const tax = useSalesTax(query ?? NO_RANGE, ready && state.tab === 'tax');
  const expenses = useExpenses(query ?? NO_RANGE, ready && state.tab === 'expenses');
  const current = { pnl, tax, expenses }[state.tab];
  useErrorToast(current.isError, current.errorUpdatedAt, t('financialReports.reports.loadFailed'));

  const shown = current.data;
  const files = (report: ReportName, pdf: boolean) => {
    const fileQuery = { ...(query ?? NO_RANGE), ...(report === 'profit-and-loss' && { groupBy: state.groupBy }) };
    const name = t(`financialReports.reports.tabs.${state.tab}`);
    return (
      <div className="flex flex-wrap gap-2">
        <DownloadLink
          href={ready ? reportsApi.fileUrl(report, 'csv', fileQuery) : null}
          label={t('financialReports.reports.downloadCsvOf', { report: name })}
          testId={`download-csv-${report}`}
          icon={<Download aria-hidden />}
        >
          {t('financialReports.reports.downloadCsv')}
        </DownloadLink>
        {pdf && (
          <DownloadLink
            href={ready ? reportsApi.fileUrl(report, 'pdf', fileQuery) : null}
            label={t('financialReports.reports.downloadPdfOf', { report: name })}
            testId={`download-pdf-${report}`}
            icon={<FileText aria-hidden />}
          >
            {t('financialReports.reports.downloadPdf')}
          </DownloadLink>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold">{t('financialReports.reports.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('financialReports.reports.subtitle')}</p>
        <p className="text-sm font-medium" data-testid="report-range">
          {ready && shown
            ? t('financialReports.reports.range.shown', {
                from: formatDay(shown.from, language),
                to: formatDay(shown.to, language),
              })
            : '\u00a0'}
        </p>
      </div>
      <BasisNote />
      <RangePicker state={state} onChange={update} />

      <Tabs value={state.tab} onValueChange={(tab) => isReportTab(tab) && update({ tab: tab === 'pnl' ? null : tab })}>
        <TabsList aria-label={t('financialReports.reports.tabs.label')} className="h-auto w-full flex-wrap sm:w-fit">
          {REPORT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="min-h-9">
              {t(`financialReports.reports.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pnl" className="space-y-4 pt-2">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <GroupBy value={state.groupBy} onChange={(by) => update({ by: by === 'month' ? null : by })} />
            {files('profit-and-loss', true)}
          </div>
          {ready && <ReportBody result={pnl}>{(data) => <ProfitAndLossReport report={data} more={pnl} />}</ReportBody>}
        </TabsContent>
        <TabsContent value="tax" className="space-y-4 pt-2">
          <div className="flex justify-end">{files('sales-tax', false)}</div>
          {ready && <ReportBody result={tax}>{(data) => <SalesTaxReport report={data} />}</ReportBody>}
        </TabsContent>
        <TabsContent value="expenses" className="space-y-4 pt-2">
          <div className="flex justify-end">{files('expenses', false)}</div>
          {ready && <ReportBody result={expenses}>{(data) => <ExpensesReport report={data} />}</ReportBody>}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** What ReportBody reads of a report's query (a useQuery's or, for the P&L's pages, a useInfiniteQuery's). */
type ReportResult<T> = Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isFetching' | 'isPlaceholderData'> & {
  refetch: () => Promise<unknown>;
};

/** A report once loaded (faded while another range loads), its skeleton before, or its error. */
function ReportBody<T>({ result, children }: { result: ReportResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  if (result.isPending) return <ReportSkeleton />;
  if (!result.data) {
    return (
      <LoadError
        message={t('financialReports.reports.loadFailed')}
        onRetry={() => result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  return (
    <div
      className={cn('transition-opacity', result.isPlaceholderData && 'opacity-60')}
      aria-busy={result.isPlaceholderData}
    >
      {result.isPlaceholderData && (
        <p role="status" className="sr-only">
          {t('financialReports.reports.updating')}
        </p>
      )}
      {children(result.data)}
    </div>
  );
}

/** A download, or the same button disabled while the range is not whole. */
function DownloadLink({
  href,
  label,
  testId,
  icon,
  children,
}: {
  href: string | null;
  label: string;
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  if (!href) {
    return (
      <Button variant="outline" disabled aria-label={label} data-testid={testId}>
        {icon}
        {children}
      </Button>
    );
  }
  return (
    <a href={href} download aria-label={label} data-testid={testId} className={buttonVariants({ variant: 'outline' })}>
      {icon}
      {children}
    </a>
  );
}

/** The range: a preset, or two days typed in (checked as the server checks them). */
function RangePicker({
  state,
  onChange,
}: {
  state: ReportState;
  onChange: (changes: Partial<Record<'range' | 'from' | 'to', string | null>>) => void;
}) {
  const { t } = useI18n();
  const problem = state.preset === 'custom' ? rangeProblem(state.from, state.to) : null;
  const error =
    problem === 'reversed' || problem === 'tooLong' ? t(`financialReports.reports.range.${problem}`) : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <div className="grid gap-2 sm:w-56">
        <label htmlFor="report-range" className="text-sm font-medium">
          {t('financialReports.reports.range.label')}
        </label>
        <NativeSelect
          id="report-range"
          value={state.preset}
          onChange={(event) => {
            const preset = event.target.value;
            if (!isReportPreset(preset)) return;
            onChange(preset === 'custom' ? { range: preset } : { range: preset, from: null, to: null });
          }}
        >
          {REPORT_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`financialReports.reports.range.${preset}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {state.preset === 'custom' && (
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-start">
          <Field label={t('financialReports.reports.range.from')} className="sm:w-44">
            <Input type="date" value={state.from} onChange={(event) => onChange({ from: event.target.value })} />
          </Field>
          <Field
            label={t('financialReports.reports.range.to')}
            className="sm:w-44"
            error={error}
            hint={problem === 'missing' ? t('financialReports.reports.range.missing') : undefined}
          >
            <Input type="date" value={state.to} onChange={(event) => onChange({ to: event.target.value })} />
          </Field>
        </div>
      )}
    </div>
  );
}

/** How the P&L splits its range: by month, job or service category. */
function GroupBy({ value, onChange }: { value: ReportGrouping; onChange: (value: ReportGrouping) => void }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-2">
      <span id="report-group-by" className="text-sm font-medium">
        {t('financialReports.reports.groupBy.label')}
      </span>
      <div role="group" aria-labelledby="report-group-by" className="flex gap-1 rounded-lg bg-muted p-1">
        {REPORT_GROUPINGS.map((grouping) => (
          <Button
            key={grouping}
            variant="ghost"
            size="sm"
            aria-pressed={grouping === value}
            onClick={() => onChange(grouping)}
            className={cn(
              'h-9 flex-1 border sm:flex-none',
              grouping === value
                ? 'border-border bg-card font-semibold text-foreground shadow-sm hover:bg-card'
                : 'border-transparent text-muted-foreground',
            )}
          >
            {t(`financialReports.reports.groupBy.${grouping}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** A report's shape while it loads. */
function ReportSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('ui.loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}
