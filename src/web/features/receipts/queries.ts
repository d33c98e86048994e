import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys, jobsApi } from '../jobs/api.ts';
import { receiptKeys, receiptsApi, type ReceiptFilters } from './api.ts';

/** Receipts per "Load more" page. */
export const PAGE_SIZE = 30;

export const useReceipts = (filters: ReceiptFilters) =>
  useInfiniteQuery({
    queryKey: receiptKeys.list(filters),
    queryFn: ({ pageParam }) => receiptsApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** The company's jobs to file a receipt on or filter by, by title (the most recent 100). */
export const useReceiptJobs = () =>
  useQuery({
    queryKey: jobKeys.list({ limit: 100, for: 'receipts' }),
    queryFn: () => jobsApi.list({ limit: 100 }),
    select: (page) =>
      page.items.map((job) => ({ id: job.id, title: job.title })).sort((a, b) => a.title.localeCompare(b.title)),
    staleTime: 60_000,
  });

/** A change of receipts: every receipt list is refreshed after it. */
export function useReceiptAction<Args, Result>(call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
}
