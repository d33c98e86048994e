import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { optionTotals, type TotalsSettings } from '../../../shared/estimate-totals.ts';
import { scopeOf } from '../../../shared/permissions.ts';
import { estimateLines, estimateOptions, estimates } from '../../db/schema/estimates.ts';
import { jobCrew } from '../../db/schema/jobs.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';

// What other modules read of the estimate tables (ADR 0015): who sees which estimate, one estimate,
// what a client accepted of it, and, inside their own statements, the accepted lines.

export type EstimateRow = typeof estimates.$inferSelect;

/**
 * The estimates a caller sees: the company's; a field crew's only those of jobs they work on; a
 * client's only those addressed to them, once sent (a draft is the contractor's work in progress).
 */
export function visibleEstimates(t: TenantDb): SQL {
  const company = eq(estimates.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  if (t.ctx.role === 'field_team') {
    return and(
      company,
      sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${estimates.companyId} and ${jobCrew.jobId} = ${estimates.jobId} and ${jobCrew.userId} = ${t.ctx.userId})`,
    )!;
  }
  if (t.ctx.role === 'client') return clientOwnEstimates(t);
  return sql`false`;
}

/** The estimates addressed to the signed-in client, once sent: a client's scope, and the client portal's. */
export const clientOwnEstimates = (t: TenantDb): SQL =>
  and(
    eq(estimates.companyId, t.ctx.companyId),
    eq(estimates.clientId, t.ctx.userId),
    sql`${estimates.status} <> 'draft'`,
  )!;

export async function findEstimate(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<EstimateRow> {
  const query = tx
    .select()
    .from(estimates)
    .where(and(visibleEstimates(t), eq(estimates.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

export function settingsOf(row: EstimateRow): TotalsSettings {
  return {
    discount: { kind: row.discountKind, cents: row.discountCents, percent: row.discountPercent },
    taxRate: row.taxRate,
    taxAppliesTo: row.taxAppliesTo,
    deposit: { kind: row.depositKind, cents: row.depositCents, percent: row.depositPercent },
  };
}

/** The option a client accepted and the optional items they chose with it. */
export interface AcceptedChoice {
  optionId: string;
  optionalLineIds: readonly string[];
}

/**
 * What was accepted on an estimate, line by line, and its figures by the money rules: the choice of
 * the client's acceptance, or (a member recorded the answer, `choice` is null) the chosen option,
 * else the first, without optional items.
 */
export async function acceptedOption(tx: Tx, t: TenantDb, row: EstimateRow, choice: AcceptedChoice | null) {
  const [first] = await tx
    .select({ id: estimateOptions.id })
    .from(estimateOptions)
    .where(and(eq(estimateOptions.companyId, t.ctx.companyId), eq(estimateOptions.estimateId, row.id)))
    .orderBy(asc(estimateOptions.position))
    .limit(1);
  const optionId = choice?.optionId ?? row.selectedOptionId ?? first?.id;
  const chosen = new Set(choice?.optionalLineIds ?? []);
  const lines = optionId
    ? (
        await tx
          .select()
          .from(estimateLines)
          .where(and(eq(estimateLines.companyId, t.ctx.companyId), eq(estimateLines.optionId, optionId)))
          .orderBy(asc(estimateLines.position))
      ).filter((l) => !l.optional || chosen.has(l.id))
    : [];
  return { lines, totals: optionTotals(lines, settingsOf(row), true) };
}

/**
 * The ids of every revision of an estimate's number, as a subquery: what was billed of any of them
 * counts for the newest (a revision accepted again bills what is left).
 */
export const revisionsOf = (t: TenantDb, row: EstimateRow) =>
  sql`(select ${estimates.id} from ${estimates} where ${estimates.companyId} = ${t.ctx.companyId} and ${estimates.number} = ${row.number})`;

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
