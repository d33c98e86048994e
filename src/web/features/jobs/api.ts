import type { JobFilters } from '../../../shared/jobs.ts';
import type {
  AddJobUpdateInput,
  ChangeJobStageInput,
  ChangeJobStatusInput,
  ConvertLeadInput,
  CreateJobInput,
  UpdateJobInput,
} from '../../../shared/job-inputs.ts';
import type {
  CrewMember,
  Job,
  JobBoard,
  JobBoardColumn,
  JobPage,
  JobPeople,
  JobPerson,
  JobUpdate,
  JobUpdatePage,
} from '../../../shared/job-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The job API's calls, shared by the job pages, the calendar, the dashboard home and lead conversion; its shapes are in shared/job-responses.ts. */
export type { CrewMember, Job, JobBoardColumn, JobPage, JobPerson, JobUpdate };

type ListQuery = JobFilters & { limit?: number; cursor?: string | null };

const base = '/api/v1/jobs';
export const jobsApi = {
  list: (filters: ListQuery) => api<JobPage>(`${base}${toQuery(filters)}`),
  board: (filters: Omit<JobFilters, 'stage' | 'sort'>) => api<JobBoard>(`${base}/board${toQuery(filters)}`),
  get: (id: string) => api<Job>(`${base}/${id}`),
  create: (input: CreateJobInput) => api<Job>(base, { method: 'POST', json: input }),
  update: (id: string, input: UpdateJobInput) => api<Job>(`${base}/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`${base}/${id}`, { method: 'DELETE' }),
  changeStatus: (id: string, input: ChangeJobStatusInput) =>
    api<Job>(`${base}/${id}/status`, { method: 'POST', json: input }),
  changeStage: (id: string, input: ChangeJobStageInput) =>
    api<Job>(`${base}/${id}/stage`, { method: 'POST', json: input }),
  complete: (id: string) => api<Job>(`${base}/${id}/complete`, { method: 'POST', json: {} }),
  updates: (id: string, cursor?: string | null) => api<JobUpdatePage>(`${base}/${id}/updates${toQuery({ cursor })}`),
  addUpdate: (id: string, input: AddJobUpdateInput) =>
    api<JobUpdate>(`${base}/${id}/updates`, { method: 'POST', json: input }),
  /** Members who can be crew (any role but client and partner) and clients (role client). */
  people: () => api<JobPeople>(`${base}/people`),
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
