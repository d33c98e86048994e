import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** A file sent with a message, as the outbox keeps it. */
export interface MailAttachmentRow {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Every e-mail the server sends when no SMTP_URL is set: the outbox that development and the
 * tests read (GET /api/dev/outbox). Not a tenant table: a message may precede any company.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Files sent with it (an estimate's PDF), base64: the outbox is for development and tests only. */
    attachments: jsonb('attachments').$type<MailAttachmentRow[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
);
