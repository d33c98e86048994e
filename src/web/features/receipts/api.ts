import type { ReceiptFilters, SaveReceiptInput } from '../../../shared/receipt-inputs.ts';
import type { Receipt, ReceiptPage } from '../../../shared/receipt-responses.ts';
import { api, toQuery } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';

/** The receipts API's calls (issue #18); its shapes are in shared/receipt-responses.ts (types only: no zod here). */
export type { Receipt, ReceiptFilters, ReceiptPage };

/** A receipt's fields as the form sends them (the server checks them again). */
export type ReceiptBody = Omit<SaveReceiptInput, 'description' | 'jobId' | 'notes'> & {
  description: string | null;
  jobId: string | null;
  notes: string | null;
};

/** The fields as multipart form texts, beside the file (blank for none). */
const formFields = (body: ReceiptBody): [string, string][] =>
  Object.entries(body).map(([key, value]) => [key, value === null ? '' : String(value)]);

const base = '/api/v1/receipts';
export const receiptsApi = {
  list: (filters: ReceiptFilters & { limit?: number; cursor?: string | null }) =>
    api<ReceiptPage>(`${base}${toQuery(filters)}`),
  /** A new receipt: with its photo or PDF (upload progress from 0 to 1), or without one. */
  create: (body: ReceiptBody, file: File | null, onProgress: (fraction: number) => void) => {
    if (file) return uploadFile<Receipt>(base, file, onProgress, formFields(body));
    const form = new FormData();
    for (const [key, value] of formFields(body)) form.append(key, value);
    return api<Receipt>(base, { method: 'POST', body: form });
  },
  update: (id: string, body: ReceiptBody) => api<Receipt>(`${base}/${id}`, { method: 'PUT', json: body }),
  /** Adds or replaces the receipt's photo or PDF. */
  setFile: (id: string, file: File, onProgress: (fraction: number) => void) =>
    uploadFile<Receipt>(`${base}/${id}/file`, file, onProgress, [], 'PUT'),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
};

/** Query keys: everything under ['receipts'] is refreshed after any change. */
export const receiptKeys = {
  all: ['receipts'] as const,
  list: (filters: ReceiptFilters) => ['receipts', 'list', filters] as const,
};
