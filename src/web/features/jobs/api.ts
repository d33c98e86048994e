import type {
  JobFilters,
  JobPrivateField,
  JobServiceType,
  JobStage,
  JobStatus,
  JobUpdateType,
} from '../../../shared/jobs.ts';
import type {
  AddJobUpdateInput,
  ChangeJobStageInput,
  ChangeJobStatusInput,
  ConvertLeadInput,
  CreateJobInput,
  UpdateJobInput,
} from '../../../shared/job-inputs.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The job API's shapes and calls, shared by the job pages, the calendar, the dashboard home and lead conversion. */
export interface CrewMember {
  userId: string;
  name: string;
}

export interface Job {
  id: string;
  userId: string | null;
  leadId: string | null;
  clientId: string | null;
  /** The client member's name, else the contact name. */
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
  title: string;
  description: string | null;
  address: string | null;
  serviceType: JobServiceType | null;
  status: JobStatus;
  projectStage: JobStage;
  progressPercentage: number;
  /** Dollars; null when unknown or hidden from the member (hiddenFields). */
  totalAmount: number | null;
  materialsCost: number | null;
  laborCost: number | null;
  /** The private fields the member's role does not see (shared/jobs.ts's JOB_FIELD_ACCESS); they come back null. */
  hiddenFields: JobPrivateField[];
  squareFeet: number | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  endDate: string | null;
  /** ISO instants */
  scheduledStart: string | null;
  scheduledEnd: string | null;
  notes: string | null;
  crew: CrewMember[];
  createdAt: string;
  updatedAt: string;
}

export interface JobPage {
  items: Job[];
  nextCursor: string | null;
  /** How many jobs match the filters: on the first page only (null on the pages after it). */
  total: number | null;
}

export interface JobUpdate {
  id: string;
  jobId: string;
  userId: string | null;
  userName: string | null;
  updateType: JobUpdateType;
  title: string;
  description: string | null;
  progressPercentage: number | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}

export interface JobBoardColumn {
  stage: JobStage;
  count: number;
  /** The newest jobs of the column (up to JOB_LIMITS.boardColumn); more through list with its stage. */
  jobs: Job[];
  nextCursor: string | null;
}

/** A member who can be put on a crew or be a job's client. */
export interface JobPerson {
  userId: string;
  name: string;
  email: string;
  role: string;
}

type ListQuery = JobFilters & { limit?: number; cursor?: string | null };

const base = '/api/v1/jobs';
export const jobsApi = {
  list: (filters: ListQuery) => api<JobPage>(`${base}${toQuery(filters)}`),
  board: (filters: Omit<JobFilters, 'stage' | 'sort'>) =>
    api<{ columns: JobBoardColumn[] }>(`${base}/board${toQuery(filters)}`),
  get: (id: string) => api<Job>(`${base}/${id}`),
  create: (input: CreateJobInput) => api<Job>(base, { method: 'POST', json: input }),
  update: (id: string, input: UpdateJobInput) => api<Job>(`${base}/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  changeStatus: (id: string, input: ChangeJobStatusInput) =>
    api<Job>(`${base}/${id}/status`, { method: 'POST', json: input }),
  changeStage: (id: string, input: ChangeJobStageInput) =>
    api<Job>(`${base}/${id}/stage`, { method: 'POST', json: input }),
  complete: (id: string) => api<Job>(`${base}/${id}/complete`, { method: 'POST', json: {} }),
  updates: (id: string, cursor?: string | null) =>
    api<{ items: JobUpdate[]; nextCursor: string | null }>(`${base}/${id}/updates${toQuery({ cursor })}`),
  addUpdate: (id: string, input: AddJobUpdateInput) =>
    api<JobUpdate>(`${base}/${id}/updates`, { method: 'POST', json: input }),
  /** Members who can be crew (any role but client and partner) and clients (role client). */
  people: () => api<{ crew: JobPerson[]; clients: JobPerson[] }>(`${base}/people`),
  /** The lead becomes proposal_accepted and a job is created from it, in one transaction. */
  convertLead: (leadId: string, input: ConvertLeadInput) =>
    api<Job>(`/api/v1/leads/${leadId}/convert`, { method: 'POST', json: input }),
};

/** Query keys: everything under ['jobs'] is refreshed after any job change (the calendar and home too). */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: object) => ['jobs', 'list', filters] as const,
  board: (filters: object) => ['jobs', 'board', filters] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  updates: (id: string) => ['jobs', 'updates', id] as const,
  people: ['jobs', 'people'] as const,
  calendar: (range: object) => ['jobs', 'calendar', range] as const,
  home: ['jobs', 'home'] as const,
};
