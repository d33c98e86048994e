import { sql, type SQL } from 'drizzle-orm';
import { estimateLines } from '../../db/schema/estimates.ts';

// What other modules read of the estimate tables inside their own statements (ADR 0015).

/**
 * The lines a client accepted, as a subquery of their `kind`, `quantity` and `unit_cost`: those of
 * the chosen option, its optional items only when chosen. The choice is SQL of the enclosing query
 * (job costing reads it from each job's acceptance).
 */
export const acceptedLines = (companyId: string, choice: { estimateId: SQL; optionId: SQL; optionalLineIds: SQL }) =>
  sql`(select ${estimateLines.kind} as kind, ${estimateLines.quantity} as quantity, ${estimateLines.unitCost} as unit_cost
    from ${estimateLines}
    where ${estimateLines.companyId} = ${companyId} and ${estimateLines.estimateId} = ${choice.estimateId}
      and ${estimateLines.optionId} = ${choice.optionId}
      and (not ${estimateLines.optional} or ${choice.optionalLineIds} @> to_jsonb(${estimateLines.id}::text)))`;
