import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { OPEN_JOB_STATUSES } from '../../../shared/jobs.ts';
import { calendarApi, calendarKeys, type CalendarRange } from './api.ts';
import { jobKeys, jobsApi } from '../jobs/api.ts';

/** The jobs and tasks of the visible range; the previous range stays on screen while the next loads. */
export const useCalendarRange = (range: CalendarRange | undefined) =>
  useQuery({
    queryKey: calendarKeys.range(range ?? { from: '', to: '' }),
    queryFn: () => calendarApi.range(range!),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });

/** Open jobs a task may belong to, soonest first. */
export const OPEN_JOBS_QUERY = { limit: 100, status: [...OPEN_JOB_STATUSES], sort: 'scheduled' as const };
export const useOpenJobs = (enabled: boolean) =>
  useQuery({
    queryKey: jobKeys.list(OPEN_JOBS_QUERY),
    queryFn: () => jobsApi.list(OPEN_JOBS_QUERY),
    enabled,
    retry: false,
  });

/** Whether the caller has a calendar feed. */
export const useFeed = (enabled: boolean) =>
  useQuery({ queryKey: calendarKeys.feed, queryFn: calendarApi.feed, enabled, retry: false });

/** After a task or a job's schedule changed: every calendar range and every job query (home, lists). */
export function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
    [queryClient],
  );
}
