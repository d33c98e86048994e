// Millisecond precision: a JavaScript Date holds the value exactly, so keyset cursors round-trip.
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at, which every table carries. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
