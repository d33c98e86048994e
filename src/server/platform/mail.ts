import { desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import type { Logger } from './logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the message carries, so that the outbox can list them without parsing HTML. */
  links: string[];
  /** Files sent with it (an estimate's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** Over SMTP when SMTP_URL is set; otherwise every message lands in the outbox table. */
export function createMailer(deps: { db: Database; config: Config; logger: Logger }): Mailer {
  const { db, config, logger } = deps;
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
        });
        logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const { attachments = [], ...rest } = message;
      await db.insert(mailOutbox).values({
        ...rest,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          contentBase64: a.content.toString('base64'),
        })),
      });
      // The developer follows the links from the terminal; production logs may be read by others (ADR 0008).
      const shown = config.isProduction ? {} : { to: message.to, links: message.links };
      logger.info({ subject: message.subject, ...shown }, 'mail stored in the outbox');
    },
  };
}

/** The outbox, newest first (optionally for one recipient). */
export async function listOutbox(db: Database, opts: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(mailOutbox.to, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit);
}
