import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from './client.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Lists page newest first with `order by … desc`, which puts nulls first. An index sorted
// DESC NULLS LAST cannot give that order, so the planner reads and sorts every row for each page.
it('no index sorts a column descending with nulls last', async () => {
  const rows = await sqlRows<{ indexname: string }>(
    t.database.db,
    sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%' order by 1`,
  );
  expect(rows.map((r) => r.indexname)).toEqual([]);
});
