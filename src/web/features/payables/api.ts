import type { z } from 'zod';
import type { BillDueFilter, BillStatus, ExpenseCategory } from '../../../shared/payables.ts';
import type {
  billPaymentInput,
  createBillInput,
  saveBillInput,
  voidBillInput,
} from '../../../shared/payable-inputs.ts';
import type { Bill, BillPage, BillPayment, Payables } from '../../../shared/payable-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The payables API's calls (issue #18, ADR 0034); its shapes are in shared/payable-responses.ts (types only). */
export type { Bill, BillPage, BillPayment, Payables };
/** A bill as lists show it (without its payments). */
export type BillSummary = BillPage['items'][number];

/** What the calls take, as the forms send them (the schemas fill defaults on the server). */
export type SaveBillBody = z.input<typeof saveBillInput>;
export type CreateBillBody = z.input<typeof createBillInput>;
export type BillPaymentBody = z.input<typeof billPaymentInput>;
export type VoidBillBody = z.input<typeof voidBillInput>;

export interface BillFilters {
  q?: string;
  status?: BillStatus;
  category?: ExpenseCategory;
  due?: BillDueFilter;
  jobId?: string;
  /** The bills made from one material order. */
  orderId?: string;
}

const base = '/api/v1/bills';
export const payablesApi = {
  summary: () => api<Payables>('/api/v1/financials/payables'),
  list: (filters: BillFilters & { limit?: number; cursor?: string | null }) =>
    api<BillPage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Bill>(`${base}/${id}`),
  create: (input: CreateBillBody) => api<Bill>(base, { method: 'POST', json: input }),
  save: (id: string, input: SaveBillBody) => api<Bill>(`${base}/${id}`, { method: 'PUT', json: input }),
  pay: (id: string, input: BillPaymentBody) => api<Bill>(`${base}/${id}/payments`, { method: 'POST', json: input }),
  void: (id: string, input: VoidBillBody) => api<Bill>(`${base}/${id}/void`, { method: 'POST', json: input }),
};

/** Query keys: everything under ['payables'] is refreshed after any bill change. */
export const payableKeys = {
  all: ['payables'] as const,
  summary: ['payables', 'summary'] as const,
  list: (filters: BillFilters) => ['payables', 'list', filters] as const,
  detail: (id: string) => ['payables', 'detail', id] as const,
};
