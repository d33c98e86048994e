import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

/** A route's PDF answer, for its OpenAPI description. */
export const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** Sends a rendered document: shown in the browser, named, never cached (it holds a company's figures). */
export function sendPdf(c: Context, file: { filename: string; bytes: Buffer }) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `inline; filename="${file.filename}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(file.bytes), 200);
}
