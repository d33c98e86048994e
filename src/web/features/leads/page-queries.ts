import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { LeadFilters, LeadStatus } from '../../../shared/leads.ts';
import type { AddLeadActivityInput, ChangeLeadStatusInput } from '../../../shared/lead-inputs.ts';
import { leadKeys, leadsApi, type LeadPage } from './api.ts';
import { withoutLeads } from './selection.ts';

/** Leads per "Load more" page. */
export const LIST_PAGE_SIZE = 50;

// Under leadKeys.list(filters), so lead changes refresh it, but apart from a plain useQuery of one page.
const listKey = (filters: LeadFilters) => [...leadKeys.list(filters), 'infinite'] as const;

/**
 * The filtered list, page by page (cursor pagination in the database). While other filters load,
 * the previous results stay on screen (`isPlaceholderData`) instead of a blank skeleton per keystroke.
 */
export const useLeadList = (filters: LeadFilters) =>
  useInfiniteQuery({
    queryKey: listKey(filters),
    queryFn: ({ pageParam }) => leadsApi.list({ ...filters, limit: LIST_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useLead = (id: string) => useQuery({ queryKey: leadKeys.detail(id), queryFn: () => leadsApi.get(id) });

/** A lead's timeline, newest first, page by page. */
export const useLeadActivities = (id: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: leadKeys.activities(id),
    queryFn: ({ pageParam }) => leadsApi.activities(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
    /** Takes deleted leads out of every cached list at once, then refreshes what is on screen. */
    dropFromLists: (ids: string[]) => {
      const gone = new Set(ids);
      queryClient.setQueriesData<InfiniteData<LeadPage, string | null>>(
        { queryKey: [...leadKeys.all, 'list'], predicate: (query) => query.queryKey.at(-1) === 'infinite' },
        (data) => withoutLeads(data, gone),
      );
    },
  };
}

/** Bulk delete; an empty list does nothing (spec section 5) and calls nobody. */
export function useBulkDelete() {
  const { refresh, dropFromLists } = useRefresh();
  return useMutation({
    mutationFn: async (ids: string[]) => (ids.length ? leadsApi.bulkDelete(ids) : { deleted: 0 }),
    onSuccess: (_result, ids) => {
      dropFromLists(ids);
      void refresh();
    },
  });
}

export function useBulkStatus() {
  const { refresh } = useRefresh();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: LeadStatus }) =>
      ids.length ? leadsApi.bulkStatus(ids, status) : { updated: 0 },
    onSuccess: () => void refresh(),
  });
}

export function useChangeStatus(id: string) {
  const { refresh, queryClient } = useRefresh();
  return useMutation({
    mutationFn: (input: ChangeLeadStatusInput) => leadsApi.changeStatus(id, input),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      void refresh();
    },
  });
}

export function useAddActivity(id: string) {
  const { refresh } = useRefresh();
  return useMutation({
    mutationFn: (input: AddLeadActivityInput) => leadsApi.addActivity(id, input),
    onSuccess: () => void refresh(),
  });
}

/**
 * Deletes one lead. Nothing is fetched again at once (the detail page would fetch a lead that is
 * gone): every lead query is marked stale and refreshes when next shown.
 */
export function useDeleteLead(id: string) {
  const { queryClient, dropFromLists } = useRefresh();
  return useMutation({
    mutationFn: () => leadsApi.remove(id),
    onSuccess: () => {
      dropFromLists([id]);
      void queryClient.invalidateQueries({ queryKey: leadKeys.all, refetchType: 'none' });
    },
  });
}
