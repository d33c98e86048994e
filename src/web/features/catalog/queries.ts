import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogProductFilters, SupplierFilters } from '../../../shared/catalog.ts';
import { catalogApi, catalogKeys } from './api.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

/** The filtered products, page by page; while new filters load, the previous rows stay on screen. */
export const useProducts = (filters: CatalogProductFilters) =>
  useInfiniteQuery({
    queryKey: catalogKeys.products(filters),
    queryFn: ({ pageParam }) => catalogApi.products({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useSuppliers = (filters: SupplierFilters) =>
  useInfiniteQuery({
    queryKey: catalogKeys.suppliers(filters),
    queryFn: ({ pageParam }) => catalogApi.suppliers({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Every supplier, active and archived, by name: the product form's choices and the list's filter. */
export const useSupplierOptions = () =>
  useQuery({
    queryKey: catalogKeys.supplierOptions,
    queryFn: async () => {
      const items = [];
      let cursor: string | null = null;
      do {
        const page = await catalogApi.suppliers({ status: 'all', limit: 100, cursor });
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return items;
    },
  });

export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}

/** Archive or restore a product or a supplier, then refresh every catalog list. */
export function useSetArchived(kind: 'product' | 'supplier') {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }): Promise<void> => {
      await (kind === 'product'
        ? catalogApi.setProductArchived(id, archived)
        : catalogApi.setSupplierArchived(id, archived));
    },
    onSuccess: () => void invalidate(),
  });
}
