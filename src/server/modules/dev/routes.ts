import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { socketAddress } from '../../platform/client-ip.ts';
import { problemResponse } from '../../platform/errors.ts';
import { listOutbox } from '../../platform/mail.ts';
import { isLocalRequest } from './local-request.ts';

const OUTBOX_LIMIT = 200;

/**
 * Development tools, outside the API document: GET /api/dev/outbox lists the e-mails the server
 * stored instead of sending (no SMTP_URL), newest first. Its links reset passwords, so only the
 * person at the machine may read it (ADR 0008): outside production, to a local, unproxied request.
 * Anyone else gets the 404 of a route that does not exist.
 */
export const devRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  const { db, config } = c.get('services');
  const local = isLocalRequest(socketAddress(c), c.req.raw.headers, config.trustedIpHeader);
  if (config.isProduction || !local) return problemResponse(c, 404, 'NOT_FOUND');
  const messages = await listOutbox(db, { to: c.req.query('to'), limit: OUTBOX_LIMIT });
  return c.json(
    messages.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      links: m.links,
      // What was attached, not its bytes (a PDF is tens of KB; the download route serves it).
      attachments: m.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.contentBase64, 'base64'),
      })),
      createdAt: m.createdAt,
    })),
  );
});
