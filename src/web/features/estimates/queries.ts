import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../lib/session.ts';
import { estimateKeys, estimatesApi, type Estimate, type EstimateListFilters, type SaveEstimateBody } from './api.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

export const useEstimates = (filters: EstimateListFilters) =>
  useInfiniteQuery({
    queryKey: estimateKeys.list(filters),
    queryFn: ({ pageParam }) => estimatesApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useEstimate = (id: string) =>
  useQuery({ queryKey: estimateKeys.detail(id), queryFn: () => estimatesApi.get(id), enabled: !!id });

export const useEstimateEvents = (id: string) =>
  useQuery({ queryKey: estimateKeys.events(id), queryFn: () => estimatesApi.events(id) });

/** After a change: the estimate's own answer in the cache at once, every list and history refreshed. */
function useSettle() {
  const queryClient = useQueryClient();
  return (estimate?: Estimate) => {
    if (estimate) queryClient.setQueryData(estimateKeys.detail(estimate.id), estimate);
    return queryClient.invalidateQueries({
      queryKey: estimateKeys.all,
      predicate: (q) => !estimate || q.queryKey[2] !== estimate.id || q.queryKey[1] !== 'detail',
    });
  };
}

export function useEstimateAction<Args>(call: (args: Args) => Promise<Estimate>) {
  const settle = useSettle();
  return useMutation({ mutationFn: call, onSuccess: (estimate) => void settle(estimate) });
}

export function useSaveEstimate(id: string) {
  return useEstimateAction((input: SaveEstimateBody) => estimatesApi.save(id, input));
}

export function useDeleteEstimate(id: string) {
  const settle = useSettle();
  return useMutation({ mutationFn: () => estimatesApi.remove(id), onSuccess: () => void settle() });
}

/** What the member may do with estimates (spec section 6); costs and margins come with write. */
export function useEstimatePermissions() {
  const may = useCan();
  return { canWrite: may('estimates', 'write'), canDelete: may('estimates', 'delete') };
}
