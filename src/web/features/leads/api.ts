import type { LeadFilters, LeadStatus } from '../../../shared/leads.ts';
import type {
  AddLeadActivityInput,
  ChangeLeadStatusInput,
  CreateLeadInput,
  UpdateLeadInput,
} from '../../../shared/lead-inputs.ts';
import type {
  Assignee,
  DuplicateLead,
  ImportLeadsResult,
  Lead,
  LeadActivity,
  LeadActivityPage,
  LeadBoard,
  LeadBoardColumn,
  LeadCard,
  LeadPage,
  ReferralPartnerStats,
} from '../../../shared/lead-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The lead API's calls, shared by the lead pages (list, detail, board, import, referrals); its shapes are in shared/lead-responses.ts. */
export type {
  Assignee,
  DuplicateLead,
  Lead,
  LeadActivity,
  LeadBoardColumn as BoardColumn,
  LeadCard,
  LeadPage,
  ReferralPartnerStats,
};

const base = '/api/v1/leads';
export const leadsApi = {
  list: (filters: LeadFilters & { limit?: number; cursor?: string | null }) =>
    api<LeadPage>(`${base}${toQuery(filters)}`),
  get: (id: string) => api<Lead>(`${base}/${id}`),
  create: (input: CreateLeadInput) => api<Lead>(base, { method: 'POST', json: input }),
  update: (id: string, input: UpdateLeadInput) => api<Lead>(`${base}/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  changeStatus: (id: string, input: ChangeLeadStatusInput) =>
    api<Lead>(`${base}/${id}/status`, { method: 'POST', json: input }),
  activities: (id: string, cursor?: string | null) =>
    api<LeadActivityPage>(`${base}/${id}/activities${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
  addActivity: (id: string, input: AddLeadActivityInput) =>
    api<LeadActivity>(`${base}/${id}/activities`, { method: 'POST', json: input }),
  bulkDelete: (ids: string[]) => api<{ deleted: number }>(`${base}/bulk-delete`, { method: 'POST', json: { ids } }),
  bulkStatus: (ids: string[], status: LeadStatus) =>
    api<{ updated: number }>(`${base}/bulk-status`, { method: 'POST', json: { ids, status } }),
  board: (filters: Omit<LeadFilters, 'status' | 'sort'>) => api<LeadBoard>(`${base}/board${toQuery(filters)}`),
  duplicates: (q: { email?: string | null; phone?: string | null; excludeId?: string }) =>
    api<{ items: DuplicateLead[] }>(`${base}/duplicates${toQuery(q as LeadFilters)}`),
  import: (rows: { line: number; fields: Record<string, unknown> }[], idempotencyKey: string) =>
    api<ImportLeadsResult>(`${base}/import`, {
      method: 'POST',
      json: { rows },
      headers: { 'idempotency-key': idempotencyKey },
    }),
  /** The CSV of the filtered list, as a download link. */
  exportUrl: (filters: LeadFilters) => `${base}/export${toQuery(filters)}`,
  referrals: () => api<{ items: ReferralPartnerStats[] }>(`${base}/referrals`),
  assignees: () => api<{ items: Assignee[] }>(`${base}/assignees`),
};

/** Query keys: everything under ['leads'] is refreshed after any lead change. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (filters: LeadFilters) => ['leads', 'list', filters] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  activities: (id: string) => ['leads', 'activities', id] as const,
  board: (filters: object) => ['leads', 'board', filters] as const,
  referrals: ['leads', 'referrals'] as const,
  assignees: ['leads', 'assignees'] as const,
};
