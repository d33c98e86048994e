import { z } from '@hono/zod-openapi';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { UUID_PATTERN } from '../../shared/validation.ts';
import { value } from '../db/statement.ts';
import { invalidInput } from './errors.ts';

/** `?limit=&cursor=` for every list: newest first, at most 100 a page. */
export const pageQuery = (defaultLimit = 50) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit).openapi({ example: defaultLimit }),
    // Room for the longest cursor a list writes: a sort key such as a 120-character name, in UTF-8, in base64.
    cursor: z.string().max(1024).optional().openapi({ description: 'nextCursor of the previous page' }),
  });

type Check<T> = (value: unknown) => value is T;

const INSTANT = /^(\d{4})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DAY = /^(\d{4})-\d\d-\d\d$/;
// The years the rest of the app accepts (shared/validation.ts).
const inYears = (year: string | undefined) => year !== undefined && year >= '1900' && year <= '2999';

/** The instant as toISOString writes it; undefined for what is no date (a 13th month), which it would throw on. */
const isoOf = (text: string) => {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/**
 * What each part of a cursor may hold: only values a list itself writes, so that a forged cursor is
 * a 400 before any query rather than a database error (a 500).
 */
export const cursorPart = {
  id: ((v) => typeof v === 'string' && UUID_PATTERN.test(v)) as Check<string>,
  /** An instant as `toISOString()` writes it. */
  instant: ((v) => typeof v === 'string' && inYears(INSTANT.exec(v)?.[1]) && isoOf(v) === v) as Check<string>,
  /** A calendar date, YYYY-MM-DD. */
  day: ((v) =>
    typeof v === 'string' && inYears(DAY.exec(v)?.[1]) && isoOf(`${v}T00:00:00Z`)?.slice(0, 10) === v) as Check<string>,
  /** A number as PostgreSQL writes a numeric (a margin, an amount in cents). */
  decimal: ((v) => typeof v === 'string' && v.length <= 200 && /^-?\d+(\.\d+)?$/.test(v)) as Check<string>,
  /** A sort key such as a name. */
  text: ((v) => typeof v === 'string' && v.length <= 1000 && !v.includes('\u0000')) as Check<string>,
  is:
    <T extends string>(value: T): Check<T> =>
    (v): v is T =>
      v === value,
  orNull:
    <T>(check: Check<T>): Check<T | null> =>
    (v): v is T | null =>
      v === null || check(v),
};

function encodeCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor's parts, each checked; anything else answers 400 with an error on `cursor`. */
function decodeCursor<T extends unknown[]>(cursor: string, checks: { [K in keyof T]: Check<T[K]> }): T {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (!Array.isArray(parts) || parts.length !== checks.length || !checks.every((check, i) => check(parts[i]))) {
    throw invalidInput({ cursor: 'Invalid cursor' });
  }
  return parts as T;
}

/** How one sort of a list orders its rows: by (key, id), the key cast back from a cursor as `type`. */
export interface KeysetSort {
  key: SQL;
  type: 'timestamptz' | 'text' | 'date' | 'numeric';
  dir: 'asc' | 'desc';
  /** What a cursor's key may hold. */
  check: Check<string>;
  /** Ascending, with the rows that have no key last: a cursor's key may then be null. */
  nullsLast?: boolean;
}

/** Where a cursor points: a statement's shape (db/statement.ts). */
export type KeysetPosition = 'first page' | 'after a key' | 'after no key';

/** An instant as the API writes it (Date#toISOString: UTC, milliseconds), made by the database. */
export const instantText = (instant: SQLWrapper) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Keyset pagination for a list's sort, in statements: rows ordered by (key, id), the cursor carrying
 * the sort and the last row's pair, so a page costs one index range whatever its depth. `after`
 * reads the pair from the placeholders `afterKey` and `afterId`, which `read` takes from a cursor
 * (a forged one answers 400).
 */
export function keyset<S extends string>(sort: S, spec: KeysetSort, id: SQLWrapper) {
  const { key, type, dir, nullsLast = false } = spec;
  const cast = sql.raw(type);
  const keyCheck = nullsLast ? cursorPart.orNull(spec.check) : spec.check;
  const read = (cursor: string | undefined): { position: KeysetPosition; values: Record<string, string> } => {
    if (!cursor) return { position: 'first page', values: {} };
    const [, k, i] = decodeCursor(cursor, [cursorPart.is(sort), keyCheck, cursorPart.id]);
    return k === null
      ? { position: 'after no key', values: { afterId: i } }
      : { position: 'after a key', values: { afterKey: k, afterId: i } };
  };
  const past = (position: KeysetPosition, afterKey: unknown, afterId: unknown): SQL | undefined => {
    if (position === 'first page') return undefined;
    if (position === 'after no key') return sql`(${key} is null and ${id} > ${afterId}::uuid)`;
    const op = sql.raw(dir === 'desc' ? '<' : '>');
    const beyond = sql`(${key}, ${id}) ${op} (${afterKey}::${cast}, ${afterId}::uuid)`;
    return nullsLast ? sql`(${beyond} or ${key} is null)` : beyond;
  };
  return {
    sort,
    /** Select this with the rows (the key as text, instants as toISOString writes them) for `cursor`. */
    key: type === 'timestamptz' ? instantText(key) : sql<string | null>`(${key})::text`,
    by: [sql`${key} ${sql.raw(dir)}${sql.raw(nullsLast ? ' nulls last' : '')}`, sql`${id} ${sql.raw(dir)}`],
    read,
    /** In a statement: the rows after the position, from the placeholders that `read` fills. */
    after: (position: KeysetPosition) => past(position, value('afterKey'), value('afterId')),
    /** In a query built per call: the rows after `cursor`, its values bound in. */
    where(cursor: string | undefined): SQL | undefined {
      const { position, values } = read(cursor);
      return past(position, values.afterKey, values.afterId);
    },
    cursor: (k: string | null, i: string) => encodeCursor([sort, k, i]),
    /** Rows fetched with `limit + 1` → the page, and the cursor of the next one (null on the last). */
    page<T>(rows: T[], limit: number, keyOf: (row: T) => [key: string | null, id: string]) {
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? encodeCursor([sort, ...keyOf(last)]) : null };
    },
  };
}

/** The order most lists read: newest first, by an instant and the id (an index of the same order serves it). */
export const newestFirst = (at: PgColumn, id: PgColumn) =>
  keyset('newest', { key: sql`${at}`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant }, id);
