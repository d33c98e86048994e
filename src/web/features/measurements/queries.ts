import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeasurementFilters } from '../../../shared/measurement-inputs.ts';
import { measurementKeys, measurementsApi, type NewMeasurement } from './api.ts';

export const PAGE_SIZE = 30;

/** The measurements, last updated first, page by page. */
export const useMeasurements = (filters: MeasurementFilters) =>
  useInfiniteQuery({
    queryKey: measurementKeys.list(filters),
    queryFn: ({ pageParam }) => measurementsApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** One measurement, read once: after that the page owns the rooms (it autosaves them). */
export const useMeasurement = (id: string) =>
  useQuery({
    queryKey: measurementKeys.one(id),
    queryFn: () => measurementsApi.get(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export const useCatalogProducts = () =>
  useQuery({ queryKey: measurementKeys.products, queryFn: () => measurementsApi.products(), staleTime: 60_000 });

export const useLeadOptions = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: measurementKeys.leads(q),
    queryFn: () => measurementsApi.leads(q),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useJobOptions = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: measurementKeys.jobs(q),
    queryFn: () => measurementsApi.jobs(q),
    enabled,
    placeholderData: keepPreviousData,
  });

export function useCreateMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMeasurement) => measurementsApi.create(input),
    onSuccess: (created) => {
      queryClient.setQueryData(measurementKeys.one(created.id), created);
      void queryClient.invalidateQueries({ queryKey: [...measurementKeys.all, 'list'] });
    },
  });
}
