import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { problemResponse } from '../../platform/errors.ts';

/** `<prefix>/<43 random base64url characters>.<ext>`: unguessable, so a key may be served publicly. */
const PUBLIC_FILE_KEY_PATTERN = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9_-]{43}\.[a-z0-9]{1,8}$/;

/** A new key for a file anyone with its address may see (a company's logo). */
export function newPublicFileKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomBytes(32).toString('base64url')}.${extension}`;
  if (!PUBLIC_FILE_KEY_PATTERN.test(key)) throw new Error(`bad file key prefix or extension: ${prefix}, ${extension}`);
  return key;
}

/**
 * GET /api/files/{prefix}/{name}: stored files, public by their unguessable key (logos appear on
 * public pages and in e-mails). Served inline with the type the server sniffed, never as HTML.
 */
export const fileRoutes = new Hono<AppEnv>().get('/files/:prefix/:name', async (c) => {
  const { storage } = c.get('services');
  const key = `${c.req.param('prefix')}/${c.req.param('name')}`;
  // Only the public kind of key: photos are private and go through their own guarded routes.
  const file = PUBLIC_FILE_KEY_PATTERN.test(key) ? await storage.get(key) : null;
  if (!file) return problemResponse(c, 404, 'NOT_FOUND');
  return c.body(file.data as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `inline; filename="${c.req.param('name')}"`,
    // A key names one upload forever: a new logo gets a new key.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
