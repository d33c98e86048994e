import type { HomeJob, HomeSummary } from '../../../shared/home-responses.ts';
import { api } from '../../lib/api.ts';

/** The dashboard home's call; its shapes are in shared/home-responses.ts. */
export type { HomeJob, HomeSummary };

export const homeApi = {
  summary: () => api<HomeSummary>('/api/v1/dashboard/home'),
};
