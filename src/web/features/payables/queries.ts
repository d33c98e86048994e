import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../lib/session.ts';
import { payableKeys, payablesApi, type Bill, type BillFilters } from './api.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

/** Bills are the company's financials (spec section 6): read to see them, write to enter and pay them. */
export function usePayablesAccess() {
  const may = useCan();
  return { canRead: may('financials', 'read'), canWrite: may('financials', 'write') };
}

/** GET /financials/payables: the open balance, what is late and due soon, by category, the next bills due. */
export const usePayables = () => useQuery({ queryKey: payableKeys.summary, queryFn: payablesApi.summary });

export const useBills = (filters: BillFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({
    queryKey: payableKeys.list(filters),
    queryFn: ({ pageParam }) => payablesApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useBill = (id: string) =>
  useQuery({ queryKey: payableKeys.detail(id), queryFn: () => payablesApi.get(id), enabled: !!id });

/** The bills made from a material order (at most one is not void). */
export const useOrderBills = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: payableKeys.list({ orderId }),
    queryFn: () => payablesApi.list({ orderId, limit: 10 }),
    select: (page) => page.items,
    enabled,
  });

/** A change of a bill: its own answer in the cache at once, every other payables query refreshed. */
export function useBillAction<Args>(call: (args: Args) => Promise<Bill>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (bill) => {
      queryClient.setQueryData(payableKeys.detail(bill.id), bill);
      void queryClient.invalidateQueries({
        queryKey: payableKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== bill.id,
      });
    },
  });
}
