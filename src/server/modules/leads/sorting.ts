import { sql, type SQL } from 'drizzle-orm';
import type { LeadSort } from '../../../shared/leads.ts';
import { leads } from '../../db/schema/leads.ts';
import { AppError } from '../../platform/errors.ts';

interface SortSpec {
  /** The ordering expression, and the type its cursor value is cast back to. */
  expr: SQL;
  type: 'timestamptz' | 'text' | 'date';
  dir: 'asc' | 'desc';
}

const SORTS: Record<LeadSort, SortSpec> = {
  newest: { expr: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'desc' },
  oldest: { expr: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'asc' },
  name: { expr: sql`lower(${leads.name})`, type: 'text', dir: 'asc' },
  updated: { expr: sql`${leads.updatedAt}`, type: 'timestamptz', dir: 'desc' },
  // Leads without a follow-up date come last.
  follow_up: { expr: sql`coalesce(${leads.nextFollowUpOn}, '9999-12-31'::date)`, type: 'date', dir: 'asc' },
};

/**
 * Keyset pagination for each of the list's sorts: the page is ordered by (expression, id), and the
 * cursor carries the last row's pair, so a page costs one index range whatever its depth.
 */
export function leadOrder(sort: LeadSort) {
  const { expr, type, dir } = SORTS[sort];
  const cast = sql.raw(type);
  const direction = sql.raw(dir);
  return {
    /** Select this (as text) with the rows, to build the next cursor from the last one. */
    key:
      type === 'timestamptz'
        ? sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql<string>`(${expr})::text`,
    by: [sql`${expr} ${direction}`, sql`${leads.id} ${direction}`],
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const [value, id] = decode(cursor);
      const op = sql.raw(dir === 'desc' ? '<' : '>');
      return sql`(${expr}, ${leads.id}) ${op} (${value}::${cast}, ${id}::uuid)`;
    },
    cursor: (value: string, id: string) => Buffer.from(JSON.stringify([sort, value, id])).toString('base64url'),
    sort,
  };

  function decode(cursor: string): [string, string] {
    try {
      const [s, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (s !== sort || typeof value !== 'string' || typeof id !== 'string' || !uuid.test(id)) throw new Error();
      // Only values the key expression could have produced reach the database's cast.
      if (type === 'timestamptz' && new Date(value).toISOString() !== value) throw new Error();
      if (type === 'date' && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) throw new Error();
      return [value, id];
    } catch {
      throw new AppError('VALIDATION_ERROR', undefined, { cursor: 'Invalid cursor' });
    }
  }
}
