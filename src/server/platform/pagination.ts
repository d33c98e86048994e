import { z } from '@hono/zod-openapi';
import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

/** `?limit=&cursor=` for every list: newest first, at most 100 a page. */
export const pageQuery = (defaultLimit = 50) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit).openapi({ example: defaultLimit }),
    cursor: z.string().max(200).optional().openapi({ description: 'nextCursor of the previous page' }),
  });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

interface Position {
  createdAt: Date;
  id: string;
}

export function encodeCursor(p: Position): string {
  return Buffer.from(JSON.stringify([p.createdAt.toISOString(), p.id])).toString('base64url');
}

function decodeCursor(cursor: string): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw new AppError('VALIDATION_ERROR', undefined, { cursor: 'Invalid cursor' });
  }
}

/** The keyset condition "after this cursor" for an order of (created_at desc, id desc). */
export function afterCursor(
  cursor: string | undefined,
  columns: { createdAt: PgColumn; id: PgColumn },
): SQL | undefined {
  if (!cursor) return undefined;
  const p = decodeCursor(cursor);
  return or(lt(columns.createdAt, p.createdAt), and(eq(columns.createdAt, p.createdAt), lt(columns.id, p.id)));
}

/** Rows fetched with limit + 1 → the page and the cursor of the next one. */
export function toPage<T extends Position>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
