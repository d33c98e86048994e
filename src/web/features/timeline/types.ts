import type { TimelineEventType } from '../../../shared/timeline.ts';
import type { TimelineProgress } from '../../../shared/timeline-responses.ts';

/** A timeline event as the timeline view shows it (from the job's timeline or a gallery token). */
export interface TimelineEventView {
  id: string;
  eventType: TimelineEventType;
  title: string;
  description: string | null;
  isMilestone: boolean;
  /** What the server kept to write its own titles in the viewer's language (see event-title.ts). */
  metadata?: Record<string, unknown>;
  /** Absent in the client's view (everything there is client-visible). */
  isClientVisible?: boolean;
  /** Contractor mode: whether the viewer may delete it (a field crew only what they added); no delete control otherwise. */
  deletable?: boolean;
  completedAt: string | null;
  scheduledFor: string | null;
  createdAt: string;
  /** The event's photos, already resolved to URLs (at most MAX_EVENT_THUMBNAILS are drawn, then '+N more'). */
  photos: TimelinePhotoView[];
}

export interface TimelinePhotoView {
  id: string;
  thumbnailUrl: string;
  displayUrl: string;
  description: string | null;
}

/** The Project Progress card's figures, as the API sends them and timelineProgress() computes them. */
export type TimelineProgressView = TimelineProgress;

/**
 * features/timeline/TimelineView.tsx renders spec section 2's "Project timeline": the Project
 * Progress card (only when milestones exist) and the list (completed green, milestones blue, others
 * grey; icons by type; up to 4 thumbnails with '+N more'; 'MMM d, yyyy h:mm a' / 'MMM d, h:mm a';
 * empty 'No timeline events yet'). In client mode it adds the 'Stay Updated' card with 'Contact
 * Contractor' (onContact). Contractor mode offers onComplete / onEdit / onDelete per event.
 */
export interface TimelineViewProps {
  events: TimelineEventView[];
  progress: TimelineProgressView;
  mode: 'client' | 'contractor';
  onPhotoClick?: (photo: TimelinePhotoView) => void;
  onContact?: () => void;
  onComplete?: (event: TimelineEventView) => void;
  onEdit?: (event: TimelineEventView) => void;
  onDelete?: (event: TimelineEventView) => void;
}
