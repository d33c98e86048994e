import type { EstimateStatus } from '../../../shared/estimates.ts';
import type { Job, JobPage } from '../../../shared/job-responses.ts';
import type { Lead, LeadPage } from '../../../shared/lead-responses.ts';
import type { MeasurementPage, TakeoffLines } from '../../../shared/measurement-responses.ts';
import type {
  AnswerEstimateInput,
  CreateEstimateInput,
  SendEstimateInput,
  saveEstimateInput,
} from '../../../shared/estimate-inputs.ts';
import type {
  Estimate,
  EstimateEvent,
  EstimateLine,
  EstimateOption,
  EstimatePage,
  EstimateSummary,
  EstimateTotals,
} from '../../../shared/estimate-responses.ts';
import type { z } from 'zod';
import { api, toQuery } from '../../lib/api.ts';
import type { Language } from '../../lib/i18n.ts';

/** The estimate API's calls; its shapes are in shared/estimate-responses.ts. */
export type { Estimate, EstimateEvent, EstimateLine, EstimateOption, EstimatePage, EstimateSummary, EstimateTotals };

/** What PUT takes: the whole document, as the form sends it (the schema fills defaults on the server). */
export type SaveEstimateBody = z.input<typeof saveEstimateInput>;

export interface EstimateListFilters {
  q?: string;
  status?: EstimateStatus;
  leadId?: string;
  jobId?: string;
}

const base = '/api/v1/estimates';
export const estimatesApi = {
  list: (filters: EstimateListFilters & { limit?: number; cursor?: string | null }) =>
    api<EstimatePage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Estimate>(`${base}/${id}`),
  create: (input: Partial<CreateEstimateInput> & { title: string }) =>
    api<Estimate>(base, { method: 'POST', json: input }),
  save: (id: string, input: SaveEstimateBody) => api<Estimate>(`${base}/${id}`, { method: 'PUT', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  send: (id: string, input: Partial<SendEstimateInput>) =>
    api<Estimate>(`${base}/${id}/send`, { method: 'POST', json: input }),
  answer: (id: string, input: Partial<AnswerEstimateInput> & Pick<AnswerEstimateInput, 'status'>) =>
    api<Estimate>(`${base}/${id}/answer`, { method: 'POST', json: input }),
  duplicate: (id: string) => api<Estimate>(`${base}/${id}/duplicate`, { method: 'POST' }),
  revise: (id: string) => api<Estimate>(`${base}/${id}/revisions`, { method: 'POST' }),
  events: (id: string) => api<{ items: EstimateEvent[] }>(`${base}/${id}/events`),
  /** The PDF, inline (a link opens or downloads it). */
  pdfUrl: (id: string) => `${base}/${id}/pdf`,
  // The new-estimate dialog's pickers read the lead and job lists directly (types from shared/):
  // importing the lead or job features would make them unable to show estimates later (ADR 0014).
  leads: (q: string) => api<LeadPage>(`/api/v1/leads${toQuery({ q, limit: 20 })}`),
  jobs: (q: string) => api<JobPage>(`/api/v1/jobs${toQuery({ q, limit: 20 })}`),
  lead: (id: string) => api<Lead>(`/api/v1/leads/${id}`),
  /** The lead's or job's measurements (all of them when the estimate has neither), and one's takeoff as lines. */
  measurements: (filters: { leadId?: string; jobId?: string }) =>
    api<MeasurementPage>(`/api/v1/measurements${toQuery({ ...filters, limit: 50 })}`),
  /** In the document's language: an estimate has none of its own, so the one its PDF is made in (the caller's). */
  measurementLines: (id: string, language: Language) =>
    api<TakeoffLines>(`/api/v1/measurements/${id}/estimate-lines${toQuery({ language })}`),
  job: (id: string) => api<Job>(`/api/v1/jobs/${id}`),
};

/** Query keys: everything under ['estimates'] is refreshed after any estimate change. */
export const estimateKeys = {
  all: ['estimates'] as const,
  list: (filters: EstimateListFilters) => ['estimates', 'list', filters] as const,
  detail: (id: string) => ['estimates', 'detail', id] as const,
  events: (id: string) => ['estimates', 'events', id] as const,
  leads: (q: string) => ['estimates', 'pick-leads', q] as const,
  jobs: (q: string) => ['estimates', 'pick-jobs', q] as const,
  measurements: (filters: object) => ['estimates', 'pick-measurements', filters] as const,
};
