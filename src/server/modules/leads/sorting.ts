import { sql } from 'drizzle-orm';
import type { LeadSort } from '../../../shared/leads.ts';
import { leads } from '../../db/schema/leads.ts';
import { cursorPart, keyset, type KeysetSort } from '../../platform/pagination.ts';

// Leads without a follow-up date sort as this date (last), and their cursors carry it.
const NO_FOLLOW_UP = '9999-12-31';

const SORTS: Record<LeadSort, KeysetSort> = {
  newest: { key: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant },
  oldest: { key: sql`${leads.createdAt}`, type: 'timestamptz', dir: 'asc', check: cursorPart.instant },
  name: { key: sql`lower(${leads.name})`, type: 'text', dir: 'asc', check: cursorPart.text },
  updated: { key: sql`${leads.updatedAt}`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant },
  follow_up: {
    key: sql`coalesce(${leads.nextFollowUpOn}, ${sql.raw(`'${NO_FOLLOW_UP}'`)}::date)`,
    type: 'date',
    dir: 'asc',
    check: (v): v is string => v === NO_FOLLOW_UP || cursorPart.day(v),
  },
};

/** Keyset pagination for each of the list's sorts (platform/pagination.ts). */
export const leadOrder = (sort: LeadSort) => keyset(sort, SORTS[sort], leads.id);
