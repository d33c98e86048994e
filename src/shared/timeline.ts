import { jobProgress } from './jobs.ts';

// A job's timeline (spec sections 2, 3, 4 and 8): event types, texts and the progress summary.
// No zod here (timeline-inputs.ts holds the input schemas, timeline-responses.ts the answers).

export const TIMELINE_EVENT_TYPES = [
  'photo_added',
  'milestone_completed',
  'stage_started',
  'client_note',
  'other',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export const TIMELINE_MESSAGES = {
  loadFailed: 'Failed to load timeline',
  created: 'Timeline event created',
  updated: 'Timeline event updated',
  deleted: 'Timeline event deleted',
  createFailed: 'Failed to create timeline event',
  updateFailed: 'Failed to update timeline event',
  deleteFailed: 'Failed to delete timeline event',
  empty: 'No timeline events yet',
  // Ours.
  notMilestone: 'Only a milestone can be marked done',
  alreadyDone: 'This milestone is already done',
  photoNotInJob: 'Attach only photos of this job',
} as const;

/**
 * The English titles the server writes for the events it makes itself. They stay the stored text (and
 * the fallback); the web shows them in the viewer's language as long as the title is still this one
 * (a contractor's edit makes it theirs). A milestone_completed event keeps `milestoneTitle` in its
 * metadata for that.
 */
export const SYSTEM_EVENT_TITLES = {
  photoAdded: 'Photo added',
  milestoneCompleted: (milestoneTitle: string) => `Milestone completed: ${milestoneTitle}`,
} as const;

/** Photo thumbnails shown per event; the fourth carries '+N more' when there are more (spec section 2). */
export const MAX_EVENT_THUMBNAILS = 4;

export const TIMELINE_LIMITS = { title: 200, description: 2000, photos: 100 } as const;

/** Spec section 9: timeline defaults. */
export const TIMELINE_DEFAULTS = { isClientVisible: true, isMilestone: false } as const;

/**
 * The Project Progress card (spec sections 2 and 4): the job's progress (jobProgress, the figure of
 * every other card), the milestones and how many are completed, and the photos attached to events.
 * The answer is timeline-responses.ts's TimelineProgress, not named here: that file reads this one.
 */
export function timelineProgress(
  events: readonly { isMilestone: boolean; completedAt: string | Date | null; photoIds?: readonly string[] }[],
  job: { status: string; progressPercentage: number | null },
) {
  const milestones = events.filter((e) => e.isMilestone);
  const completedMilestones = milestones.filter((e) => e.completedAt != null).length;
  const photos = new Set(events.flatMap((e) => e.photoIds ?? [])).size;
  return {
    percent: jobProgress(job),
    milestones: milestones.length,
    completedMilestones,
    photos,
  };
}
