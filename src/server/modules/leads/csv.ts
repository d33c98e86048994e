import { LEAD_CSV_COLUMNS } from '../../../shared/leads.ts';
import type { leads } from '../../db/schema/leads.ts';
import { csvLine } from '../../platform/csv.ts';

type LeadRow = typeof leads.$inferSelect;

const COLUMNS = [...LEAD_CSV_COLUMNS, 'createdAt'] as const;

/** The export: a header with the import's column names (a file exported can be imported again), then the rows. */
export async function* leadsCsv(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield '\uFEFF' + csvLine([...COLUMNS]);
  for await (const rows of batches) yield rows.map((row) => csvLine(COLUMNS.map((c) => row[c]))).join('');
}
