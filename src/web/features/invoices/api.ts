import type { EstimatePage } from '../../../shared/estimate-responses.ts';
import type { AgingBucket } from '../../../shared/financials.ts';
import type { InvoiceStatus } from '../../../shared/invoices.ts';
import type {
  CreateInvoiceInput,
  RecordPaymentInput,
  saveInvoiceInput,
  SendInvoiceInput,
  VoidInvoiceInput,
} from '../../../shared/invoice-inputs.ts';
import type {
  EstimateBilling,
  Invoice,
  InvoiceEvent,
  InvoiceLine,
  InvoicePage,
  InvoiceSummary,
  InvoiceTotals,
  Payment,
} from '../../../shared/invoice-responses.ts';
import type { Job, JobPage } from '../../../shared/job-responses.ts';
import type { z } from 'zod';
import { api, toQuery } from '../../lib/api.ts';

/** The invoice API's calls; its shapes are in shared/invoice-responses.ts (types only: no zod here). */
export type {
  EstimateBilling,
  Invoice,
  InvoiceEvent,
  InvoiceLine,
  InvoicePage,
  InvoiceSummary,
  InvoiceTotals,
  Payment,
};

/** What PUT takes: the whole draft, as the form sends it (the schema fills defaults on the server). */
export type SaveInvoiceBody = z.input<typeof saveInvoiceInput>;

/** What POST /payments takes (the schema fills defaults on the server). */
export type PaymentBody = Partial<RecordPaymentInput> & Pick<RecordPaymentInput, 'method' | 'amountCents'>;

export type CreateInvoiceBody =
  | ({ from: 'blank'; title: string } & Partial<Omit<Extract<CreateInvoiceInput, { from: 'blank' }>, 'from'>>)
  | { from: 'job'; jobId: string; title?: string }
  | {
      from: 'estimate';
      estimateId: string;
      kind: 'deposit' | 'progress' | 'final';
      percent?: string;
      milestone?: string | null;
    };

export interface InvoiceListFilters {
  q?: string;
  status?: InvoiceStatus;
  /** Open invoices in one aging bucket (accounts receivable, issue #18). */
  aging?: AgingBucket;
  jobId?: string;
  estimateId?: string;
}

const base = '/api/v1/invoices';
export const invoicesApi = {
  list: (filters: InvoiceListFilters & { limit?: number; cursor?: string | null }) =>
    api<InvoicePage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Invoice>(`${base}/${id}`),
  create: (input: CreateInvoiceBody) => api<Invoice>(base, { method: 'POST', json: input }),
  save: (id: string, input: SaveInvoiceBody) => api<Invoice>(`${base}/${id}`, { method: 'PUT', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  send: (id: string, input: Partial<SendInvoiceInput>) =>
    api<Invoice>(`${base}/${id}/send`, { method: 'POST', json: input }),
  void: (id: string, input: Partial<VoidInvoiceInput>) =>
    api<Invoice>(`${base}/${id}/void`, { method: 'POST', json: input }),
  recordPayment: (id: string, input: PaymentBody) =>
    api<Invoice>(`${base}/${id}/payments`, { method: 'POST', json: input }),
  events: (id: string) => api<{ items: InvoiceEvent[] }>(`${base}/${id}/events`),
  /** The PDF, inline (a link opens or downloads it). */
  pdfUrl: (id: string) => `${base}/${id}/pdf`,
  /** What an accepted estimate has been invoiced so far. */
  billing: (estimateId: string) => api<EstimateBilling>(`/api/v1/estimates/${estimateId}/billing`),
  // The new-invoice dialog's pickers read the job and estimate lists directly (types from shared/):
  // the invoices feature may not import the jobs or estimates features (ADR 0014).
  jobs: (q: string) => api<JobPage>(`/api/v1/jobs${toQuery({ q, limit: 20 })}`),
  job: (id: string) => api<Job>(`/api/v1/jobs/${id}`),
  acceptedEstimates: (q: string) =>
    api<EstimatePage>(`/api/v1/estimates${toQuery({ q, status: 'accepted', limit: 20 })}`),
};

/** Query keys: everything under ['invoices'] is refreshed after any invoice change. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (filters: InvoiceListFilters) => ['invoices', 'list', filters] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  events: (id: string) => ['invoices', 'events', id] as const,
  billing: (estimateId: string) => ['invoices', 'billing', estimateId] as const,
  jobs: (q: string) => ['invoices', 'pick-jobs', q] as const,
  estimates: (q: string) => ['invoices', 'pick-estimates', q] as const,
};
