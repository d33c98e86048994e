import type {
  ActivityType,
  BudgetRange,
  FlooringType,
  ImportRowError,
  LeadFilters,
  LeadSource,
  LeadStatus,
  LeadTimeline,
  PipelineStage,
} from '../../../shared/leads.ts';
import type {
  AddLeadActivityInput,
  ChangeLeadStatusInput,
  CreateLeadInput,
  UpdateLeadInput,
} from '../../../shared/lead-inputs.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The lead API's shapes and calls, shared by the lead pages (list, detail, board, import, referrals). */
export interface Lead {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  source: LeadSource;
  flooringType: FlooringType | null;
  status: LeadStatus;
  budgetRange: BudgetRange | null;
  squareFeet: number | null;
  rooms: number | null;
  timeline: LeadTimeline | null;
  notes: string | null;
  /** YYYY-MM-DD */
  nextFollowUpOn: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  referrerId: string | null;
  referrerName: string | null;
  /** The job this lead was converted into, if any. */
  jobId: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadPage {
  items: Lead[];
  nextCursor: string | null;
  /** How many leads match the filters: on the first page only (null on the pages after it). */
  total: number | null;
}

export interface LeadActivity {
  id: string;
  leadId: string;
  activityType: ActivityType;
  description: string;
  metadata: Record<string, unknown>;
  userId: string | null;
  userName: string | null;
  createdAt: string;
}

export interface BoardColumn {
  stage: PipelineStage;
  count: number;
  /** Sum of the budget ranges' estimates (BUDGET_RANGES[…].estimate), in US dollars. */
  budgetTotal: number;
  /** The newest leads of the column (up to LEAD_LIMITS.boardColumn); more through listLeads with its statuses. */
  leads: Lead[];
  nextCursor: string | null;
}

export interface DuplicateLead {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
}

export interface ReferralPartnerStats {
  partnerId: string;
  name: string;
  email: string;
  referred: number;
  converted: number;
  lost: number;
  open: number;
}

export interface Assignee {
  userId: string;
  name: string;
}

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
    api<{ items: LeadActivity[]; nextCursor: string | null }>(
      `${base}/${id}/activities${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  addActivity: (id: string, input: AddLeadActivityInput) =>
    api<LeadActivity>(`${base}/${id}/activities`, { method: 'POST', json: input }),
  bulkDelete: (ids: string[]) => api<{ deleted: number }>(`${base}/bulk-delete`, { method: 'POST', json: { ids } }),
  bulkStatus: (ids: string[], status: LeadStatus) =>
    api<{ updated: number }>(`${base}/bulk-status`, { method: 'POST', json: { ids, status } }),
  board: (filters: Omit<LeadFilters, 'status' | 'sort'>) =>
    api<{ columns: BoardColumn[] }>(`${base}/board${toQuery(filters)}`),
  duplicates: (q: { email?: string | null; phone?: string | null; excludeId?: string }) =>
    api<{ items: DuplicateLead[] }>(`${base}/duplicates${toQuery(q as LeadFilters)}`),
  import: (rows: { line: number; fields: Record<string, unknown> }[], idempotencyKey: string) =>
    api<{ imported: number; errors: ImportRowError[] }>(`${base}/import`, {
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
