import { photoUrl } from '../../../shared/photos.ts';
import type { Photo } from '../../../shared/photo-responses.ts';
import type { TimelineEventView, TimelinePhotoView } from '../timeline/types.ts';
import type { TimelineEvent } from '../timeline/api.ts';

/**
 * An event's photos for the timeline view. A photo the page has loaded brings its description; one it
 * has not (more pages of photos remain) is drawn from its id's URLs. When every photo of the job is
 * loaded (`complete`), an id that is not among them is a deleted photo and is left out.
 */
export function eventPhotos(
  photoIds: readonly string[],
  photosById: ReadonlyMap<string, Pick<Photo, 'id' | 'description' | 'urls'>>,
  complete: boolean,
): TimelinePhotoView[] {
  const views: TimelinePhotoView[] = [];
  for (const id of photoIds) {
    const photo = photosById.get(id);
    if (photo) {
      views.push({
        id,
        thumbnailUrl: photo.urls.thumbnail,
        displayUrl: photo.urls.display,
        description: photo.description,
      });
    } else if (!complete) {
      views.push({
        id,
        thumbnailUrl: photoUrl(id, 'thumbnail'),
        displayUrl: photoUrl(id, 'display'),
        description: null,
      });
    }
  }
  return views;
}

/** The API's events as the timeline view draws them (contractor mode keeps isClientVisible and says which the viewer may delete). */
export function toTimelineEventViews(
  events: readonly TimelineEvent[],
  photos: readonly Pick<Photo, 'id' | 'description' | 'urls'>[],
  complete: boolean,
  canDelete: (event: TimelineEvent) => boolean,
): TimelineEventView[] {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return events.map((event) => ({
    id: event.id,
    eventType: event.eventType,
    title: event.title,
    metadata: event.metadata,
    description: event.description,
    isMilestone: event.isMilestone,
    isClientVisible: event.isClientVisible,
    deletable: canDelete(event),
    completedAt: event.completedAt,
    scheduledFor: event.scheduledFor,
    createdAt: event.createdAt,
    photos: eventPhotos(event.photoIds, byId, complete),
  }));
}
