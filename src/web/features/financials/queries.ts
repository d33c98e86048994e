import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { reportKeys, reportsApi, type ProfitAndLoss, type ProfitAndLossQuery, type ReportQuery } from './api.ts';
import { invoicesApi } from '../invoices/api.ts';
import { useInvoiceAction } from '../invoices/queries.ts';
import {
  financialKeys,
  financialsApi,
  jobCostingApi,
  jobCostingKeys,
  type CashFlowQuery,
  type JobCostingQuery,
} from './api.ts';

/** GET /financials/receivables: what clients owe, aged, in total and for the clients owing most. */
export const useReceivables = () =>
  useQuery({ queryKey: financialKeys.receivables(), queryFn: () => financialsApi.receivables() });

/**
 * GET /financials/cash-flow: money in and out by period, the balance and the projection. It sums
 * bills, pay runs and receipts as well as invoices, whose changes other features settle: so it is
 * fetched afresh on each visit (the last answer shown meanwhile, and while another range loads).
 */
export const useCashFlow = (query: CashFlowQuery) =>
  useQuery({
    queryKey: financialKeys.cashFlow(query),
    queryFn: () => financialsApi.cashFlow(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * A reminder is the invoice sent again with a message (a fresh pay link and the PDF, to the client's
 * address). On success every invoice query refreshes, the receivables with them (api.ts).
 */
export const useSendReminder = () =>
  useInvoiceAction(({ id, message }: { id: string; message: string }) => invoicesApi.send(id, { message }));

/**
 * GET /financials/job-costing: the jobs with estimate against actual, a page at a time ("Load more").
 * Costs come from bills, receipts, work logs and orders that other pages change: fetched afresh on
 * each visit, the last list shown while another filter loads.
 */
export const useJobCosting = (query: JobCostingQuery) =>
  useInfiniteQuery({
    queryKey: jobCostingKeys.list(query),
    queryFn: ({ pageParam }) => jobCostingApi.list({ ...query, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /financials/job-costing/{jobId}: one job's costs kind by kind and its records (fresh on each visit). */
export const useJobCostingDetail = (jobId: string) =>
  useQuery({
    queryKey: jobCostingKeys.detail(jobId),
    queryFn: () => jobCostingApi.detail(jobId),
    staleTime: 0,
  });

/**
 * GET /financials/overview: the financials at a glance. Its figures sum what every financial page
 * changes: fetched afresh on each visit.
 */
export const useFinancialOverview = () =>
  useQuery({ queryKey: reportKeys.overview(), queryFn: () => reportsApi.overview(), staleTime: 0 });

/** The pages loaded as one report: the first page's range and totals (every page has them), every page's rows. */
const onePnl = (data: InfiniteData<ProfitAndLoss>): ProfitAndLoss => ({
  ...data.pages[0]!,
  rows: data.pages.flatMap((page) => page.rows),
});

/**
 * The reports page's three reports, fresh on each visit; the last answer shown while another range
 * loads. The P&L by job comes a page at a time ("Load more"); by month or service type in one page.
 */
export const useProfitAndLoss = (query: ProfitAndLossQuery, enabled = true) =>
  useInfiniteQuery({
    queryKey: reportKeys.report('profit-and-loss', query),
    queryFn: ({ pageParam }) => reportsApi.profitAndLoss({ ...query, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: onePnl,
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useSalesTax = (query: ReportQuery, enabled = true) =>
  useQuery({
    queryKey: reportKeys.report('sales-tax', query),
    queryFn: () => reportsApi.salesTax(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useExpenses = (query: ReportQuery, enabled = true) =>
  useQuery({
    queryKey: reportKeys.report('expenses', query),
    queryFn: () => reportsApi.expenses(query),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
