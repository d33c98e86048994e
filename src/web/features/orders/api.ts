import type { z } from 'zod';
import type { EstimatePage } from '../../../shared/estimate-responses.ts';
import type { JobPage } from '../../../shared/job-responses.ts';
import type {
  createOrderInput,
  receiveOrderInput,
  sendOrderInput,
  updateOrderInput,
} from '../../../shared/order-inputs.ts';
import type { Order, OrderItem, OrderPage, OrderSummary } from '../../../shared/order-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The material order API's calls; its shapes are in shared/order-responses.ts. */
export type { Order, OrderItem, OrderPage, OrderSummary };

/** What the calls take, as the forms send them (the schemas fill defaults on the server). */
export type CreateOrderBody = z.input<typeof createOrderInput>;
export type UpdateOrderBody = z.input<typeof updateOrderInput>;
export type SendOrderBody = z.input<typeof sendOrderInput>;
export type ReceiveOrderBody = z.input<typeof receiveOrderInput>;

export interface OrderListFilters {
  q?: string;
  jobId?: string;
  estimateId?: string;
  /** Only what is on its way (placed, not all received). */
  incoming?: boolean;
}

const base = '/api/v1/orders';
export const ordersApi = {
  list: (filters: OrderListFilters & { limit?: number; cursor?: string | null }) =>
    api<OrderPage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Order>(`${base}/${id}`),
  create: (input: CreateOrderBody) => api<Order>(base, { method: 'POST', json: input }),
  update: (id: string, input: UpdateOrderBody) => api<Order>(`${base}/${id}`, { method: 'PUT', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  send: (id: string, input: SendOrderBody) => api<Order>(`${base}/${id}/send`, { method: 'POST', json: input }),
  cancel: (id: string) => api<Order>(`${base}/${id}/cancel`, { method: 'POST' }),
  receive: (id: string, input: ReceiveOrderBody) =>
    api<Order>(`${base}/${id}/receipts`, { method: 'POST', json: input }),
  /** The PDF, inline (a link opens or downloads it). */
  pdfUrl: (id: string) => `${base}/${id}/pdf`,
  // The new-order dialog's pickers read the estimate and job lists directly (types from shared/):
  // importing those features would tie them to this one (ADR 0014).
  estimates: (q: string) => api<EstimatePage>(`/api/v1/estimates${toQuery({ q, limit: 20 })}`),
  jobs: (q: string) => api<JobPage>(`/api/v1/jobs${toQuery({ q, limit: 20 })}`),
};

/** Query keys: everything under ['orders'] is refreshed after any order change. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderListFilters) => ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  estimates: (q: string) => ['orders', 'pick-estimates', q] as const,
  jobs: (q: string) => ['orders', 'pick-jobs', q] as const,
};
