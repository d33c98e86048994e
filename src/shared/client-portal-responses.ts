import { z } from 'zod';
import { CLIENT_NOTIFICATION_TYPES } from './client-portal.ts';
import { PHOTO_TYPES } from './photos.ts';
import { instant, pageSchema } from './responses.ts';

// The client portal's answers (/api/v1/client-portal/…): defined once, here (see responses.ts). The
// web imports their types only.

/**
 * What the web needs to write a client notification in the reader's language (the row's title and
 * message are the English, shown when a param is missing).
 */
export const clientNotificationParamsSchema = z
  .object({
    jobTitle: z.string(),
    /** photo_added: the photo's type. */
    photoType: z.enum(PHOTO_TYPES).nullable().meta({ description: "photo_added: the photo's type" }),
    /** milestone_completed: the milestone's title when it was completed. */
    milestoneTitle: z
      .string()
      .nullable()
      .meta({ description: "milestone_completed: the milestone's title when it was completed" }),
  })
  .meta({ description: 'What the web needs to write the title and message in the reader’s language' });
export type ClientNotificationParams = z.infer<typeof clientNotificationParamsSchema>;

export const clientNotificationSchema = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    clientId: z.string().nullable(),
    notificationType: z.enum(CLIENT_NOTIFICATION_TYPES),
    /** The English texts, shown when the params cannot write them in the reader's language. */
    title: z.string().meta({ description: 'In English; shown when the web cannot write it from the params' }),
    message: z.string().meta({ description: 'In English, like the title' }),
    params: clientNotificationParamsSchema,
    photoId: z.uuid().nullable(),
    timelineEventId: z.uuid().nullable(),
    readAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'ClientNotification' });
export type ClientNotification = z.infer<typeof clientNotificationSchema>;

export const clientNotificationPageSchema = pageSchema(clientNotificationSchema);
export type ClientNotificationPage = z.infer<typeof clientNotificationPageSchema>;

/** 'Contact Contractor' was sent. */
export const contactSentSchema = z.object({ sent: z.literal(true) });
export type ContactSent = z.infer<typeof contactSentSchema>;
