import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../lib/session.ts';
import { orderKeys, ordersApi, type Order, type OrderListFilters } from './api.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

export const useOrders = (filters: OrderListFilters) =>
  useInfiniteQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam }) => ordersApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: string) =>
  useQuery({ queryKey: orderKeys.detail(id), queryFn: () => ordersApi.get(id), enabled: !!id });

/** After a change: the order's own answer in the cache at once, every list refreshed (and the jobs: their stage moves). */
function useSettle() {
  const queryClient = useQueryClient();
  return (order?: Order) => {
    if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    return queryClient.invalidateQueries({
      queryKey: orderKeys.all,
      predicate: (q) => !order || q.queryKey[2] !== order.id || q.queryKey[1] !== 'detail',
    });
  };
}

export function useOrderAction<Args>(call: (args: Args) => Promise<Order>) {
  const settle = useSettle();
  return useMutation({ mutationFn: call, onSuccess: (order) => void settle(order) });
}

export function useDeleteOrder(id: string) {
  const settle = useSettle();
  return useMutation({ mutationFn: () => ordersApi.remove(id), onSuccess: () => void settle() });
}

/**
 * What the member may do with orders (ADR 0027): those who write estimates place, change and cancel
 * them and see costs; a field crew (jobs write) receives deliveries.
 */
export function useOrderPermissions() {
  const may = useCan();
  return {
    canWrite: may('estimates', 'write'),
    canDelete: may('estimates', 'delete'),
    canReceive: may('jobs', 'write'),
  };
}
