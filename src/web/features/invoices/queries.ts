import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../../lib/session.ts';
import { invoiceKeys, invoicesApi, type Invoice, type InvoiceListFilters, type SaveInvoiceBody } from './api.ts';

/** Rows per "Load more" page. */
export const PAGE_SIZE = 50;

export const useInvoices = (filters: InvoiceListFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({
    queryKey: invoiceKeys.list(filters),
    queryFn: ({ pageParam }) => invoicesApi.list({ ...filters, limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useInvoice = (id: string) =>
  useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => invoicesApi.get(id), enabled: !!id });

export const useInvoiceEvents = (id: string) =>
  useQuery({ queryKey: invoiceKeys.events(id), queryFn: () => invoicesApi.events(id) });

export const useEstimateBilling = (estimateId: string, enabled = true) =>
  useQuery({
    queryKey: invoiceKeys.billing(estimateId),
    queryFn: () => invoicesApi.billing(estimateId),
    enabled: enabled && !!estimateId,
  });

/** After a change: the invoice's own answer in the cache at once, every list, history and billing refreshed. */
export function useSettleInvoices() {
  const queryClient = useQueryClient();
  return (invoice?: Invoice) => {
    if (invoice) queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    // The dashboard home's open-invoices card follows the invoices too.
    void queryClient.invalidateQueries({ queryKey: ['jobs', 'home'] });
    return queryClient.invalidateQueries({
      queryKey: invoiceKeys.all,
      predicate: (q) => !invoice || q.queryKey[2] !== invoice.id || q.queryKey[1] !== 'detail',
    });
  };
}

export function useInvoiceAction<Args>(call: (args: Args) => Promise<Invoice>) {
  const settle = useSettleInvoices();
  return useMutation({ mutationFn: call, onSuccess: (invoice) => void settle(invoice) });
}

export function useSaveInvoice(id: string) {
  return useInvoiceAction((input: SaveInvoiceBody) => invoicesApi.save(id, input));
}

export function useDeleteInvoice(id: string) {
  const settle = useSettleInvoices();
  return useMutation({ mutationFn: () => invoicesApi.remove(id), onSuccess: () => void settle() });
}

/** What the member may do with invoices (spec section 6: the owner may not delete them). */
export function useInvoicePermissions() {
  const may = useCan();
  return { canRead: may('invoices', 'read'), canWrite: may('invoices', 'write'), canDelete: may('invoices', 'delete') };
}
