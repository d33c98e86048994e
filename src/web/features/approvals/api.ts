import type { ClientDocuments, DocumentLink, PublicEstimate } from '../../../shared/approval-responses.ts';
import type { AcceptEstimateInput, DeclineEstimateInput } from '../../../shared/approval-inputs.ts';
import type { CheckoutSession, PublicInvoice } from '../../../shared/invoice-responses.ts';
import { api } from '../../lib/api.ts';

export type { ClientDocuments, DocumentLink, PublicEstimate, PublicInvoice };

const estimateLink = (token: string) => `/api/v1/estimate-links/${encodeURIComponent(token)}`;
const invoiceLink = (token: string) => `/api/v1/invoice-links/${encodeURIComponent(token)}`;

/** The client's calls: the private links (nobody signed in) and the signed-in client's documents. */
export const approvalsApi = {
  estimateUrl: estimateLink,
  invoiceUrl: invoiceLink,
  /** Opening it marks the estimate viewed (once). */
  estimate: (token: string) => api<PublicEstimate>(estimateLink(token)),
  accept: (token: string, input: AcceptEstimateInput) =>
    api<PublicEstimate>(`${estimateLink(token)}/accept`, { method: 'POST', json: input }),
  decline: (token: string, input: DeclineEstimateInput) =>
    api<PublicEstimate>(`${estimateLink(token)}/decline`, { method: 'POST', json: input }),
  invoice: (token: string) => api<PublicInvoice>(invoiceLink(token)),
  checkout: (token: string) => api<CheckoutSession>(`${invoiceLink(token)}/checkout`, { method: 'POST', json: {} }),
  documents: () => api<ClientDocuments>('/api/v1/client-portal/documents'),
  estimateLinkFor: (id: string) =>
    api<DocumentLink>(`/api/v1/client-portal/estimates/${id}/link`, { method: 'POST', json: {} }),
  invoiceLinkFor: (id: string) =>
    api<DocumentLink>(`/api/v1/client-portal/invoices/${id}/link`, { method: 'POST', json: {} }),
};

export const approvalKeys = {
  documents: ['client-view', 'documents'] as const,
};
