import type { Aging, ReceivableClient, Receivables } from '../../../shared/financial-responses.ts';
import type { Expenses, FinancialOverview, ProfitAndLoss, SalesTax } from '../../../shared/financial-responses.ts';
import type { ReportGrouping } from '../../../shared/financials.ts';
import type { CashFlow, CashFlowPeriod, CashFlowProjectionWeek } from '../../../shared/financial-responses.ts';
import type { CashFlowInterval, JobCostingSort } from '../../../shared/financials.ts';
import type { JobCostingDetail, JobCostingList } from '../../../shared/financial-responses.ts';
import type { JobStatus } from '../../../shared/jobs.ts';
import { api, toQuery } from '../../lib/api.ts';
import { invoiceKeys } from '../invoices/api.ts';

/** The financials API's calls; its shapes are in shared/financial-responses.ts (types only: no zod here). */
export type { Aging, ReceivableClient, Receivables };
export type { CashFlow, CashFlowPeriod, CashFlowProjectionWeek };

/** What the cash flow page asks for: an interval, and a range of company days (none: the last 12 periods). */
export interface CashFlowQuery {
  interval: CashFlowInterval;
  from?: string;
  to?: string;
}

const base = '/api/v1/financials';
export const financialsApi = {
  receivables: () => api<Receivables>(`${base}/receivables`),
  cashFlow: (query: CashFlowQuery) => api<CashFlow>(`${base}/cash-flow${toQuery(query)}`),
};

/**
 * Query keys. Receivables are sums over the invoices, so their key sits under the invoices' own
 * (['invoices', …]): whatever settles an invoice change (a reminder sent from this page, a payment
 * or a void on the invoice's page: useSettleInvoices) refreshes them with the invoice lists.
 */
export const financialKeys = {
  all: [...invoiceKeys.all, 'financials'] as const,
  receivables: () => [...invoiceKeys.all, 'financials', 'receivables'] as const,
  cashFlow: (query: CashFlowQuery) => [...invoiceKeys.all, 'financials', 'cash-flow', query] as const,
};

// Job costing (issue #18): each job's accepted estimate against its actual costs.
export type {
  JobCostingDetail,
  JobCostingList,
  JobCostingRow,
  JobCostKindFigures,
  JobCostRecord,
} from '../../../shared/financial-responses.ts';

/** The job costing list's query as the page sends it: the API's defaults left out. */
export interface JobCostingQuery {
  q?: string;
  status?: JobStatus;
  flagged?: 'true';
  sort?: JobCostingSort;
}

export const jobCostingApi = {
  list: (query: JobCostingQuery & { cursor: string | null }) =>
    api<JobCostingList>(`${base}/job-costing${toQuery(query)}`),
  detail: (jobId: string) => api<JobCostingDetail>(`${base}/job-costing/${encodeURIComponent(jobId)}`),
};

/** Under the financials' key: an invoice change (revenue) refreshes them with the rest. */
export const jobCostingKeys = {
  all: [...invoiceKeys.all, 'financials', 'job-costing'] as const,
  list: (query: JobCostingQuery) => [...invoiceKeys.all, 'financials', 'job-costing', 'list', query] as const,
  detail: (jobId: string) => [...invoiceKeys.all, 'financials', 'job-costing', 'detail', jobId] as const,
};

// The reports and the overview (issue #18): accrual basis (ADR 0035).
export type { Expenses, FinancialOverview, ProfitAndLoss, SalesTax };
export type { ProfitAndLossFigures, ProfitAndLossRow } from '../../../shared/financial-responses.ts';

/** A report's range of company days, both ends included (either left out: this year to date, on the company's day). */
export interface ReportQuery {
  from?: string;
  to?: string;
}
export type ProfitAndLossQuery = ReportQuery & { groupBy: ReportGrouping };
export type ReportName = 'profit-and-loss' | 'sales-tax' | 'expenses';

export const reportsApi = {
  overview: () => api<FinancialOverview>(`${base}/overview`),
  /** By job a page at a time (`cursor`: the previous page's nextCursor); by month or service type every row. */
  profitAndLoss: (query: ProfitAndLossQuery & { cursor: string | null }) =>
    api<ProfitAndLoss>(`${base}/reports/profit-and-loss${toQuery(query)}`),
  salesTax: (query: ReportQuery) => api<SalesTax>(`${base}/reports/sales-tax${toQuery(query)}`),
  expenses: (query: ReportQuery) => api<Expenses>(`${base}/reports/expenses${toQuery(query)}`),
  /** A report as a file: the browser downloads it with the session's cookie. */
  fileUrl: (report: ReportName, format: 'csv' | 'pdf', query: ReportQuery & { groupBy?: ReportGrouping }) =>
    `${base}/reports/${report}.${format}${toQuery(query)}`,
};

/** Under the financials' key: an invoice change (revenue, tax) refreshes them with the rest. */
export const reportKeys = {
  all: [...invoiceKeys.all, 'financials', 'reports'] as const,
  overview: () => [...invoiceKeys.all, 'financials', 'reports', 'overview'] as const,
  report: (report: ReportName, query: ReportQuery & { groupBy?: ReportGrouping }) =>
    [...invoiceKeys.all, 'financials', 'reports', report, query] as const,
};
