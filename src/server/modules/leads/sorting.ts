import { sql, type SQL } from 'drizzle-orm';
import type { LeadSort } from '../../../shared/leads.ts';
import { leads } from '../../db/schema/leads.ts';
import { value } from '../../db/statement.ts';
import { cursorPart, decodeCursor, encodeCursor } from '../../platform/pagination.ts';

interface SortSpec {
  /** The ordering expression, and the type its cursor value is cast back to. */
  expr: SQL;
  type: 'timestamptz' | 'text' | 'date';
  dir: 'asc' | 'desc';
}

// Leads without a follow-up date sort as this date (last), and their cursors carry it.
const NO_FOLLOW_UP = '9999-12-31';

const SORTS: Record<LeadSort, SortSpec> = {
  newest: { expr: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'desc' },
  oldest: { expr: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'asc' },
  name: { expr: sql`lower(${leads.name})`, type: 'text', dir: 'asc' },
  updated: { expr: sql`${leads.updatedAt}`, type: 'timestamptz', dir: 'desc' },
  follow_up: {
    expr: sql`coalesce(${leads.nextFollowUpOn}, ${sql.raw(`'${NO_FOLLOW_UP}'`)}::date)`,
    type: 'date',
    dir: 'asc',
  },
};

/** Only values the key expression could have produced reach the database's cast. */
const VALUES: Record<SortSpec['type'], (v: unknown) => v is string> = {
  timestamptz: cursorPart.instant,
  text: cursorPart.text,
  date: (v): v is string => v === NO_FOLLOW_UP || cursorPart.day(v),
};

/**
 * Keyset pagination for each of the list's sorts: the page is ordered by (expression, id), and the
 * cursor carries the last row's pair, so a page costs one index range whatever its depth. `after`
 * reads the pair from the placeholders `afterKey` and `afterId` (db/statement.ts), which
 * `afterValues` fills from a cursor.
 */
export function leadOrder(sort: LeadSort) {
  const { expr, type, dir } = SORTS[sort];
  const direction = sql.raw(dir);
  return {
    /** Select this (as text) with the rows, to build the next cursor from the last one. */
    key:
      type === 'timestamptz'
        ? sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql<string>`(${expr})::text`,
    by: [sql`${expr} ${direction}`, sql`${leads.id} ${direction}`],
    after: sql`(${expr}, ${leads.id}) ${sql.raw(dir === 'desc' ? '<' : '>')} (${value('afterKey')}::${sql.raw(type)}, ${value('afterId')}::uuid)`,
    afterValues(cursor: string): { afterKey: string; afterId: string } {
      const [, afterKey, afterId] = decodeCursor(cursor, [cursorPart.is(sort), VALUES[type], cursorPart.id]);
      return { afterKey, afterId };
    },
    cursor: (key: string, id: string) => encodeCursor([sort, key, id]),
    sort,
  };
}
