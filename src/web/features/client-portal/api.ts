import { useQuery } from '@tanstack/react-query';
import type {
  ClientNotification,
  ClientNotificationPage,
  ContactSent,
} from '../../../shared/client-portal-responses.ts';
import type { Photo } from '../../../shared/photo-responses.ts';
import { api } from '../../lib/api.ts';
import { photosApi } from '../photos/api.ts';
import { timelineApi, type TimelineEvent } from '../timeline/api.ts';
import type { TimelineEventView, TimelinePhotoView } from '../timeline/types.ts';

export type { ClientNotification };

/** The client portal's own calls (POST /api/v1/client-portal/*). */
export const clientPortalApi = {
  notifications: () => api<ClientNotificationPage>('/api/v1/client-portal/notifications?limit=50'),
  markRead: (id: string) =>
    api<ClientNotification>(`/api/v1/client-portal/notifications/${id}/read`, { method: 'POST', json: {} }),
  contact: (input: { jobId: string; message: string }) =>
    api<ContactSent>('/api/v1/client-portal/contact', { method: 'POST', json: input }),
};

export const clientViewKeys = {
  photos: (jobId: string) => ['client-view', 'photos', jobId] as const,
  timeline: (jobId: string) => ['client-view', 'timeline', jobId] as const,
  notifications: ['client-view', 'notifications'] as const,
};

/** What the client sees of a job's photos (a contractor previewing gets all of them: keep the visible ones). */
export const useClientPhotos = (jobId: string) =>
  useQuery({
    queryKey: clientViewKeys.photos(jobId),
    queryFn: async () => (await photosApi.list(jobId, { limit: 100 })).items.filter((p) => p.isClientVisible),
  });

export const useClientTimeline = (jobId: string) =>
  useQuery({ queryKey: clientViewKeys.timeline(jobId), queryFn: () => timelineApi.list(jobId) });

/** The client-visible events for the client-mode timeline, their photos resolved from the job's photo list. */
export function clientEvents(events: readonly TimelineEvent[], photos: readonly Photo[]): TimelineEventView[] {
  const byId = new Map(photos.map((p) => [p.id, p]));
  return events
    .filter((e) => e.isClientVisible)
    .map((e) => ({
      id: e.id,
      eventType: e.eventType,
      title: e.title,
      metadata: e.metadata,
      description: e.description,
      isMilestone: e.isMilestone,
      completedAt: e.completedAt,
      scheduledFor: e.scheduledFor,
      createdAt: e.createdAt,
      photos: e.photoIds.flatMap((id): TimelinePhotoView[] => {
        const photo = byId.get(id);
        // A photo not in the client's list is hidden from them or deleted: left out.
        return photo
          ? [{ id, thumbnailUrl: photo.urls.thumbnail, displayUrl: photo.urls.display, description: photo.description }]
          : [];
      }),
    }));
}
