import { z } from 'zod';
import { instant, pageSchema } from './responses.ts';

// A member's notifications (/api/v1/notifications…): defined once, here (see responses.ts). The web
// imports their types only.

export const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.string().meta({ example: 'invitation_accepted' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .meta({ description: 'What the web needs to write the text in the reader’s language' }),
    title: z.string().meta({ description: "In the recipient's language when it was created" }),
    body: z.string(),
    link: z.string().nullable().meta({ description: 'An app path', example: '/dashboard/users' }),
    readAt: instant().nullable(),
    createdAt: instant(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** A page of the caller's notifications, newest first, with how many are unread. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** How many notifications were unread (and are now read). */
export const notificationsReadSchema = z.object({ updated: z.number().int() });
