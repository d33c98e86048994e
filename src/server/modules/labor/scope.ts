import { sql } from 'drizzle-orm';
import { laborDays, workLogs } from '../../db/schema/labor.ts';

// What other modules read of the labor tables. The financials' ledger (ADR 0035, 0036) reads each
// set of rows as its columns and `rows`, a FROM clause whose WHERE it narrows with `and …`.

/**
 * Approved shifts, each on its company day, and the cost of its worked minutes at the member's
 * loaded rate of that day (ADR 0036). `rated`: those with a cost; otherwise those without a rate,
 * whose hours are in no cost.
 */
export const approvedShifts = (companyId: string, rated: boolean) => ({
  day: sql`${workLogs.workDay}`,
  job: sql`${workLogs.jobId}`,
  amount: sql`${workLogs.laborCostCents}`,
  record: sql`${workLogs.id}`,
  member: sql`${workLogs.userId}`,
  minutes: sql`${workLogs.workedMinutes}`,
  rows: sql`from ${workLogs}
    where ${workLogs.companyId} = ${companyId} and ${workLogs.status} = 'approved'
      and ${workLogs.laborCostCents} is ${rated ? sql`not null` : sql`null`}`,
});

/** The approved, costed shifts summed by company day, as the database keeps them (ADR 0036). */
export const laborDayCosts = (companyId: string) => ({
  day: sql`${laborDays.day}`,
  shifts: sql`${laborDays.shifts}`,
  amount: sql`${laborDays.costCents}`,
  rows: sql`from ${laborDays} where ${laborDays.companyId} = ${companyId}`,
});
