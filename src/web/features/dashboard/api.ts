import type { JobStatus } from '../../../shared/jobs.ts';
import { api } from '../../lib/api.ts';

/** One of today's jobs on the dashboard home. */
export interface HomeJob {
  id: string;
  title: string;
  address: string | null;
  scheduledStart: string | null;
  status: JobStatus;
  squareFeet: number | null;
  /** Null when unknown or hidden from the caller. */
  totalAmount: number | null;
  progressPercentage: number;
}

/**
 * The dashboard home's figures, computed in SQL for the caller's company (and scope: a field_team
 * member counts only their assigned jobs). Days and weeks (Sunday to Saturday) are in the company's time zone.
 */
export interface HomeSummary {
  timeZone: string;
  /** YYYY-MM-DD, in the company's time zone. */
  today: string;
  /** Jobs scheduled today, and the first of them by start time (at most 20). */
  todayCount: number;
  todayJobs: HomeJob[];
  /** Total amount of jobs not completed or cancelled (null when hidden), and how many jobs are completed. */
  openAmount: number | null;
  completedCount: number;
  /** Jobs scheduled this week, and how many of them after today. */
  weekCount: number;
  weekAfterToday: number;
  /** Leads in status new_lead, and leads created today; null when the caller cannot read leads. */
  newLeads: number | null;
  newLeadsToday: number | null;
}

export const homeApi = {
  summary: () => api<HomeSummary>('/api/v1/dashboard/home'),
};
