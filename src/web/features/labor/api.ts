import type { PayFrequency, WorkLogStatus } from '../../../shared/labor.ts';
import type {
  ClockInInput,
  ClockOutInput,
  EmployeeRateInput,
  ReviewWorkLogInput,
  WorkLogInput,
} from '../../../shared/labor-inputs.ts';
import type {
  Clock,
  EmployeeRate,
  MemberRates,
  PayLine,
  PayPeriod,
  WorkLog,
  WorkLogPage,
} from '../../../shared/labor-responses.ts';
import { api, toQuery } from '../../lib/api.ts';

/** The labor API's calls (issue #18); its shapes are in shared/labor-responses.ts (types only: no zod here). */
export type { Clock, EmployeeRate, MemberRates, PayLine, PayPeriod, WorkLog, WorkLogPage };
export type MemberRate = MemberRates['items'][number];

/** What the calls take: the schemas' inputs, defaults left to the server. */
export type ClockInBody = Pick<ClockInInput, 'jobId'> & Partial<Omit<ClockInInput, 'jobId'>>;
export type ClockOutBody = Partial<ClockOutInput>;
export type WorkLogBody = Omit<WorkLogInput, 'breakMinutes' | 'notes' | 'userId'> &
  Partial<Pick<WorkLogInput, 'breakMinutes' | 'notes' | 'userId'>>;
export type RateBody = Omit<EmployeeRateInput, 'billableRateCents'> &
  Partial<Pick<EmployeeRateInput, 'billableRateCents'>>;

export interface WorkLogFilters {
  userId?: string;
  jobId?: string;
  status?: WorkLogStatus;
  /** YYYY-MM-DD, company days. */
  from?: string;
  to?: string;
}

export interface PeriodQuery {
  start: string;
  frequency: PayFrequency;
}

const logs = '/api/v1/work-logs';
export const laborApi = {
  clock: () => api<Clock>(`${logs}/clock`),
  clockIn: (input: ClockInBody) => api<WorkLog>(`${logs}/clock-in`, { method: 'POST', json: input }),
  clockOut: (input: ClockOutBody) => api<WorkLog>(`${logs}/clock-out`, { method: 'POST', json: input }),
  list: (filters: WorkLogFilters & { limit?: number; cursor?: string | null }) =>
    api<WorkLogPage>(`${logs}${toQuery(filters)}`),
  create: (input: WorkLogBody) => api<WorkLog>(logs, { method: 'POST', json: input }),
  update: (id: string, input: WorkLogBody) => api<WorkLog>(`${logs}/${id}`, { method: 'PUT', json: input }),
  review: (id: string, input: Partial<ReviewWorkLogInput> & Pick<ReviewWorkLogInput, 'decision'>) =>
    api<WorkLog>(`${logs}/${id}/review`, { method: 'POST', json: input }),
  rates: () => api<MemberRates>('/api/v1/employee-rates'),
  setRate: (input: RateBody) => api<EmployeeRate>('/api/v1/employee-rates', { method: 'POST', json: input }),
  payroll: (query: PeriodQuery) => api<PayPeriod>(`/api/v1/payroll${toQuery(query)}`),
  pay: (input: PeriodQuery & { paidOn?: string | null }) =>
    api<PayPeriod>('/api/v1/payroll/pay', { method: 'POST', json: input }),
  /** The period's lines as a CSV file (a link downloads it). */
  csvUrl: (query: PeriodQuery) => `/api/v1/payroll/csv${toQuery(query)}`,
};

/** Query keys: everything under ['labor'] is refreshed after any change of hours, rates or payroll. */
export const laborKeys = {
  all: ['labor'] as const,
  clock: ['labor', 'clock'] as const,
  logs: (filters: WorkLogFilters) => ['labor', 'logs', filters] as const,
  rates: ['labor', 'rates'] as const,
  payroll: (query: PeriodQuery) => ['labor', 'payroll', query] as const,
};
