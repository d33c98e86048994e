import type { Aging, ReceivableClient, Receivables } from '../../../shared/financial-responses.ts';
import { api } from '../../lib/api.ts';
import { invoiceKeys } from '../invoices/api.ts';

/** The financials API's calls; its shapes are in shared/financial-responses.ts (types only: no zod here). */
export type { Aging, ReceivableClient, Receivables };

const base = '/api/v1/financials';
export const financialsApi = {
  receivables: () => api<Receivables>(`${base}/receivables`),
};

/**
 * Query keys. Receivables are sums over the invoices, so their key sits under the invoices' own
 * (['invoices', …]): whatever settles an invoice change (a reminder sent from this page, a payment
 * or a void on the invoice's page: useSettleInvoices) refreshes them with the invoice lists.
 */
export const financialKeys = {
  all: [...invoiceKeys.all, 'financials'] as const,
  receivables: () => [...invoiceKeys.all, 'financials', 'receivables'] as const,
};
