import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStatus } from '../../../shared/jobs.ts';
import { useSession } from '../../lib/session.ts';
import { jobKeys, jobsApi } from '../jobs/api.ts';
import { laborApi, laborKeys, type PeriodQuery, type WorkLogFilters } from './api.ts';
import { laborAccess } from './rules.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

/** The signed-in member, and what they may do here. */
export function useLaborViewer() {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.me : null;
  return { userId: me?.user.id ?? '', name: me?.user.name ?? '', ...laborAccess(me?.membership ?? null) };
}

export const useClock = (enabled = true) => useQuery({ queryKey: laborKeys.clock, queryFn: laborApi.clock, enabled });

export const useWorkLogs = (filters: WorkLogFilters) =>
  useInfiniteQuery({
    queryKey: laborKeys.logs(filters),
    queryFn: ({ pageParam }) => laborApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/**
 * The jobs hours can be logged on: the open ones to clock in on, any but cancelled to type hours in
 * for. A crew member gets only the jobs they are assigned to (the API scopes it).
 */
export function useLoggableJobs(purpose: 'clock' | 'entry', enabled = true) {
  const status: JobStatus[] =
    purpose === 'clock' ? ['pending', 'in_progress'] : ['pending', 'in_progress', 'completed'];
  return useQuery({
    queryKey: jobKeys.list({ status, limit: 100, for: 'work-logs' }),
    queryFn: () => jobsApi.list({ status, limit: 100 }),
    select: (page) =>
      page.items.map((job) => ({ id: job.id, title: job.title })).sort((a, b) => a.title.localeCompare(b.title)),
    enabled,
    staleTime: 60_000,
  });
}

/** The members a manager logs hours for or filters by (those who can be on a crew). */
export const useCrew = (enabled: boolean) =>
  useQuery({
    queryKey: jobKeys.people,
    queryFn: jobsApi.people,
    select: (people) => people.crew,
    enabled,
    staleTime: 60_000,
  });

export const useRates = () => useQuery({ queryKey: laborKeys.rates, queryFn: laborApi.rates });

export const usePayPeriod = (query: PeriodQuery) =>
  useQuery({ queryKey: laborKeys.payroll(query), queryFn: () => laborApi.payroll(query) });

/** A change of hours, rates or payroll: every labor query is refreshed after it. */
export function useLaborAction<Args, Result>(call: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: laborKeys.all }),
  });
}
