import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { problemResponse } from '../../platform/errors.ts';
import { listOutbox } from '../../platform/mail.ts';

const OUTBOX_LIMIT = 200;

/**
 * Development tools, outside the API document: GET /api/dev/outbox lists the e-mails the server
 * stored instead of sending (no SMTP_URL), newest first. Production answers 404.
 */
export function devRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    if (deps.config.isProduction) return problemResponse(c, 404, 'NOT_FOUND');
    const messages = await listOutbox(deps.db, { to: c.req.query('to'), limit: OUTBOX_LIMIT });
    return c.json(
      messages.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        createdAt: m.createdAt,
      })),
    );
  });
}
