import { z } from 'zod';
import { instant } from './responses.ts';
import { TIMELINE_EVENT_TYPES } from './timeline.ts';

// The timeline API's answers (/api/v1/jobs/{jobId}/timeline, /api/v1/timeline/{id}): defined once,
// here (see responses.ts). The web imports their types only.

export const timelineEventSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    userId: z.string().nullable(),
    userName: z.string().nullable(),
    eventType: z.enum(TIMELINE_EVENT_TYPES),
    title: z.string(),
    description: z.string().nullable(),
    photoIds: z.array(z.uuid()),
    metadata: z.record(z.string(), z.unknown()),
    isMilestone: z.boolean(),
    isClientVisible: z.boolean(),
    scheduledFor: instant().nullable(),
    completedAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'TimelineEvent' });
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The Project Progress card (timeline.ts's timelineProgress). */
export const timelineProgressSchema = z
  .object({
    /** The job's progress (jobs.ts's jobProgress): the same figure as on every job card. */
    percent: z.number().int().meta({ description: "The job's progress: its stage's progress, 100 once completed" }),
    milestones: z.number().int(),
    completedMilestones: z.number().int(),
    /** Photos attached to the events (each photo counted once). */
    photos: z.number().int(),
  })
  .meta({ id: 'TimelineProgress' });
export type TimelineProgress = z.infer<typeof timelineProgressSchema>;

/** A job's timeline, newest first, with its progress. */
export const timelineSchema = z.object({ items: z.array(timelineEventSchema), progress: timelineProgressSchema });
export type Timeline = z.infer<typeof timelineSchema>;

/** A milestone marked done, and the milestone_completed event that it added. */
export const completedMilestoneSchema = z.object({ milestone: timelineEventSchema, event: timelineEventSchema });
export type CompletedMilestone = z.infer<typeof completedMilestoneSchema>;
