// Millisecond precision: a JavaScript Date holds the value exactly, so keyset cursors round-trip.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, to the millisecond. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** created_at / updated_at, which every table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A check that a text column holds one of a fixed list of values (the lists are ours, never user input). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
