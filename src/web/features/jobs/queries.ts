import { useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys, jobsApi } from './api.ts';

/**
 * The members who can be crew and the company's clients. Roles that may not list them answer 403:
 * callers hide the pickers when `isError`.
 */
export const useJobPeople = (enabled = true) =>
  useQuery({ queryKey: jobKeys.people, queryFn: jobsApi.people, retry: false, enabled, staleTime: 60_000 });

/** Refreshes every job query (lists, board, details, updates, calendar, home) after a change. */
export function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all });
}
