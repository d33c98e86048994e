import { useQuery, useQueryClient } from '@tanstack/react-query';
import { leadKeys, leadsApi } from './api.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { duplicateQuery } from './form-values.ts';

/**
 * The members a lead may be assigned to. Roles that may not list them (partners) get 403: the
 * caller hides the assignee controls when `isError`.
 */
export const useAssignees = (enabled = true) =>
  useQuery({ queryKey: leadKeys.assignees, queryFn: leadsApi.assignees, retry: false, enabled });

/** Leads of the company with this e-mail or phone (after a 400 ms pause in typing). */
export function useDuplicateLeads(email: string, phone: string, enabled: boolean, excludeId?: string) {
  const debounced = useDebounced(`${email}\n${phone}`, 400);
  const [e = '', p = ''] = debounced.split('\n');
  const query = enabled ? duplicateQuery(e, p) : null;
  return useQuery({
    queryKey: [...leadKeys.all, 'duplicates', query, excludeId ?? null],
    queryFn: () => leadsApi.duplicates({ ...query, excludeId }),
    enabled: !!query,
    retry: false,
    staleTime: 30_000,
  });
}

/** Refreshes every lead query (lists, details, activities, board) after a change. */
export function useInvalidateLeads() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leadKeys.all });
}
