import type { JobStatus } from '../../../shared/jobs.ts';
import type { PhotoType } from '../../../shared/photos.ts';
import type { TimelineEventType } from '../../../shared/timeline.ts';

/** GET /api/v1/gallery/{token} (server: modules/gallery/routes.ts, `ClientGallery`); dates as ISO strings. */
export interface ClientGallery {
  job: {
    title: string;
    description: string | null;
    address: string | null;
    status: JobStatus;
    progressPercentage: number;
    /** Shown as the started date. */
    createdAt: string;
    photoCount: number;
  };
  company: {
    name: string;
    logoUrl: string | null;
    phone: string | null;
    website: string | null;
    /** Not sent today; 'Contact Contractor' uses it when the server adds it. */
    email: string | null;
  };
  /** 'viewed N times', this load included. */
  accessCount: number;
  expiresAt: string | null;
  photos: GalleryPhoto[];
  timeline: {
    id: string;
    eventType: TimelineEventType;
    title: string;
    /** Not sent today; with `milestoneTitle` the timeline writes a completed milestone's title in the viewer's language. */
    metadata?: { milestoneTitle?: string };
    description: string | null;
    isMilestone: boolean;
    completedAt: string | null;
    scheduledFor: string | null;
    createdAt: string;
    photoIds: string[];
  }[];
}

export interface GalleryPhoto {
  id: string;
  photoType: PhotoType;
  description: string | null;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
  fileName: string;
  urls: { thumbnail: string; display: string; original: string };
}
