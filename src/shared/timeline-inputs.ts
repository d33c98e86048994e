import { z } from 'zod';
import { TIMELINE_EVENT_TYPES, TIMELINE_LIMITS } from './timeline.ts';
import { blankToNull, optionalText, plannedInstant, requiredText } from './validation.ts';

const scheduledFor = z.preprocess(blankToNull, plannedInstant.nullable().optional());
const photoIds = z.array(z.uuid()).max(TIMELINE_LIMITS.photos);

export const createTimelineEventInput = z
  .object({
    eventType: z.enum(TIMELINE_EVENT_TYPES).default('other'),
    title: requiredText(TIMELINE_LIMITS.title),
    description: optionalText(TIMELINE_LIMITS.description),
    isMilestone: z.boolean().default(false),
    isClientVisible: z.boolean().default(true),
    scheduledFor,
    photoIds: photoIds.default([]),
  })
  .strict();
export type CreateTimelineEventInput = z.output<typeof createTimelineEventInput>;

export const updateTimelineEventInput = z
  .object({
    eventType: z.enum(TIMELINE_EVENT_TYPES).optional(),
    title: requiredText(TIMELINE_LIMITS.title).optional(),
    description: optionalText(TIMELINE_LIMITS.description),
    isMilestone: z.boolean().optional(),
    isClientVisible: z.boolean().optional(),
    scheduledFor,
    photoIds: photoIds.optional(),
  })
  .strict();
export type UpdateTimelineEventInput = z.output<typeof updateTimelineEventInput>;
