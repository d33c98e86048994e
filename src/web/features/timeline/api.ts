import type { CreateTimelineEventInput, UpdateTimelineEventInput } from '../../../shared/timeline-inputs.ts';
import type {
  CompletedMilestone,
  Timeline,
  TimelineEvent,
  TimelineProgress,
} from '../../../shared/timeline-responses.ts';
import { api } from '../../lib/api.ts';

/** The timeline API's calls (spec sections 2 and 4); its shapes are in shared/timeline-responses.ts. */
export type { Timeline, TimelineEvent, TimelineProgress };

/** What the create call accepts: the schema's input (defaults may be left out). */
export type NewTimelineEvent = Partial<CreateTimelineEventInput> & Pick<CreateTimelineEventInput, 'title'>;

export const timelineApi = {
  list: (jobId: string) => api<Timeline>(`/api/v1/jobs/${jobId}/timeline`),
  create: (jobId: string, input: NewTimelineEvent) =>
    api<TimelineEvent>(`/api/v1/jobs/${jobId}/timeline`, { method: 'POST', json: input }),
  update: (id: string, input: UpdateTimelineEventInput) =>
    api<TimelineEvent>(`/api/v1/timeline/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`/api/v1/timeline/${id}`, { method: 'DELETE' }),
  complete: (id: string) => api<CompletedMilestone>(`/api/v1/timeline/${id}/complete`, { method: 'POST' }),
};

export const timelineKeys = {
  all: ['timeline'] as const,
  job: (jobId: string) => ['timeline', jobId] as const,
};
