import type { CatalogProduct } from '../../../shared/catalog-responses.ts';
import type { JobPage } from '../../../shared/job-responses.ts';
import type { LeadPage } from '../../../shared/lead-responses.ts';
import type {
  CreateMeasurementInput,
  MeasurementFilters,
  MeasurementDraft,
} from '../../../shared/measurement-inputs.ts';
import type {
  Measurement,
  MeasurementPage,
  MeasurementSummary,
  TakeoffLines,
} from '../../../shared/measurement-responses.ts';
import { api, toQuery } from '../../lib/api.ts';
import { catalogApi } from '../catalog/api.ts';

/** The measurement API's calls; its shapes are in shared/measurement-responses.ts. */
export type { CatalogProduct, Measurement, MeasurementPage, MeasurementSummary, TakeoffLines };

/** What the create form sends (the server fills the defaults). */
export type NewMeasurement = Pick<CreateMeasurementInput, 'name'> & { leadId?: string | null; jobId?: string | null };

const base = '/api/v1/measurements';
export const measurementsApi = {
  list: (filters: MeasurementFilters & { limit?: number; cursor?: string | null }) =>
    api<MeasurementPage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Measurement>(`${base}/${id}`),
  create: (input: NewMeasurement) => api<Measurement>(base, { method: 'POST', json: input }),
  /** `keepalive` lets the last save finish while the page is being left. */
  update: (id: string, input: MeasurementDraft, keepalive = false) =>
    api<Measurement>(`${base}/${id}`, { method: 'PUT', json: input, keepalive }),
  estimateLines: (id: string) => api<TakeoffLines>(`${base}/${id}/estimate-lines`),
  /** The pickers of the create form: the first matches by name. */
  leads: (q: string) => api<LeadPage>(`/api/v1/leads${toQuery({ q, limit: 20 })}`),
  jobs: (q: string) => api<JobPage>(`/api/v1/jobs${toQuery({ q, limit: 20 })}`),
  /** Every active catalog product (the room pickers filter them by category). */
  async products(): Promise<CatalogProduct[]> {
    const items: CatalogProduct[] = [];
    let cursor: string | null = null;
    do {
      const page = await catalogApi.products({ status: 'active', sort: 'name', limit: 100, cursor });
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && items.length < 1000);
    return items;
  },
};

export const measurementKeys = {
  all: ['measurements'] as const,
  list: (filters: MeasurementFilters) => ['measurements', 'list', filters] as const,
  one: (id: string) => ['measurements', 'one', id] as const,
  products: ['measurements', 'catalog-products'] as const,
  leads: (q: string) => ['measurements', 'lead-options', q] as const,
  jobs: (q: string) => ['measurements', 'job-options', q] as const,
};
