import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { formatDecimal, parseDecimal } from '../../../shared/decimal.ts';
import { addDays } from '../../../shared/days.ts';
import { optionTotals, type TotalsSettings } from '../../../shared/estimate-totals.ts';
import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  estimateNumber,
  effectiveStatus,
  type EstimateEventType,
  type EstimateStatus,
} from '../../../shared/estimates.ts';
import type {
  AnswerEstimateInput,
  CreateEstimateInput,
  EstimateFilters,
  SaveEstimateInput,
} from '../../../shared/estimate-inputs.ts';
import type {
  Estimate,
  EstimateEvent,
  EstimateLine,
  EstimatePage,
  EstimateSummary,
  EstimateTotals,
} from '../../../shared/estimate-responses.ts';
import { MoneyError, type MoneyTotals } from '../../../shared/money.ts';
import { can } from '../../../shared/permissions.ts';
import { companies } from '../../db/schema/companies.ts';
import { estimateEvents, estimateLines, estimateOptions, estimates } from '../../db/schema/estimates.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { productsByIds } from '../catalog/scope.ts';
import { revokeDocumentLinks } from '../document-links/service.ts';
import { findJob } from '../jobs/present.ts';
import { companyDay, companyToday, companyZone } from '../jobs/scope.ts';
import { findLead } from '../leads/service.ts';
import { userNames } from '../members/service.ts';
import { findEstimate, settingsOf, visibleEstimates, type AcceptedChoice, type EstimateRow } from './scope.ts';

type LineRow = typeof estimateLines.$inferSelect;

/** Costs and margins are for those who price the work, never for a client or a crew. */
const seesCosts = (t: TenantDb) => can(t.ctx.role, 'estimates', 'write', t.ctx.isOwner);

// ---------------------------------------------------------------------------------------------
// Presenting

function totalsOf(m: MoneyTotals, costs: boolean): EstimateTotals {
  return {
    subtotalCents: m.subtotal,
    discountCents: m.discount,
    taxCents: m.tax,
    totalCents: m.total,
    depositCents: m.deposit,
    costCents: costs ? m.cost : null,
    marginCents: costs ? m.margin : null,
  };
}

/** Square feet that whole boxes cover (boxes × coverage), shown beside a box count; exact. */
function coveredSqFt(line: LineRow): string | null {
  if (!line.coveragePerBox || line.unit !== 'box') return null;
  const boxes = parseDecimal(line.quantity.replace(/\.0*$/, ''), 0);
  const coverage = parseDecimal(line.coveragePerBox, 2);
  return boxes !== null && coverage !== null ? formatDecimal(boxes * coverage, 2) : null;
}

/**
 * Whether a line is still its product, so that the product's box coverage may be printed under it:
 * a material line in the product's own unit whose text still names it. A line copied into another
 * option and retyped as another product keeps its link, not the old product's coverage (issue #38).
 */
export function lineIsProduct(
  line: { kind: string; unit: string; description: string },
  product: { unit: string; name: string },
): boolean {
  return (
    line.kind === 'material' &&
    line.unit === product.unit &&
    line.description.toLocaleLowerCase().includes(product.name.trim().toLocaleLowerCase())
  );
}

function summaryOf(row: EstimateRow, today: string): EstimateSummary {
  return {
    id: row.id,
    number: row.number,
    revision: row.revision,
    displayNumber: estimateNumber(row.number, row.revision),
    title: row.title,
    status: effectiveStatus(row.status, row.validUntil, today),
    clientName: row.clientName,
    leadId: row.leadId,
    jobId: row.jobId,
    totalCents: row.totalCents,
    validUntil: row.validUntil,
    supersededById: row.supersededById,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function presented(tx: Tx, t: TenantDb, row: EstimateRow): Promise<Estimate> {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const options = await tx
    .select()
    .from(estimateOptions)
    .where(and(eq(estimateOptions.companyId, t.ctx.companyId), eq(estimateOptions.estimateId, row.id)))
    .orderBy(asc(estimateOptions.position));
  const lines = await tx
    .select()
    .from(estimateLines)
    .where(and(eq(estimateLines.companyId, t.ctx.companyId), eq(estimateLines.estimateId, row.id)))
    .orderBy(asc(estimateLines.position));
  const revisions = await tx
    .select({
      id: estimates.id,
      revision: estimates.revision,
      status: estimates.status,
      validUntil: estimates.validUntil,
    })
    .from(estimates)
    .where(and(visibleEstimates(t), eq(estimates.number, row.number)))
    .orderBy(asc(estimates.revision));
  const today = await companyToday(tx, t);
  const costs = seesCosts(t);
  const settings = settingsOf(row);
  return {
    ...summaryOf(row, today),
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    siteAddress: row.siteAddress,
    notes: row.notes,
    terms: row.terms,
    discount: { kind: row.discountKind, cents: row.discountCents, percent: row.discountPercent },
    taxRate: row.taxRate,
    taxAppliesTo: row.taxAppliesTo,
    deposit: { kind: row.depositKind, cents: row.depositCents, percent: row.depositPercent },
    options: options.map((option) => {
      const own = lines.filter((l) => l.optionId === option.id);
      const without = optionTotals(own, settings, false);
      // With the optional items every line has its amount; the totals without them are the option's own.
      const withOptional = optionTotals(own, settings, true);
      const amounts = new Map(withOptional.lines.map((l) => [l.id, l]));
      return {
        id: option.id,
        name: option.name,
        lines: own.map((line): EstimateLine => {
          const money = amounts.get(line.id)!;
          return {
            id: line.id,
            kind: line.kind,
            productId: line.productId,
            description: line.description,
            quantity: line.quantity,
            unit: line.unit,
            unitPrice: line.unitPrice,
            unitCost: costs ? line.unitCost : null,
            optional: line.optional,
            taxable: line.taxable,
            amountCents: money.amount,
            costCents: costs ? money.cost : null,
            marginCents: costs ? money.margin : null,
            coveredSqFt: coveredSqFt(line),
          };
        }),
        totals: totalsOf(without, costs),
        totalsWithOptional: totalsOf(withOptional, costs),
      };
    }),
    selectedOptionId: row.selectedOptionId,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    revisions: revisions.map((r) => ({
      id: r.id,
      revision: r.revision,
      status: effectiveStatus(r.status, r.validUntil, today),
    })),
    editable: costs && row.status === 'draft' && row.supersededById === null,
  };
}

export function getEstimate(t: TenantDb, id: string): Promise<Estimate> {
  return t.run(async (tx) => presented(tx, t, await findEstimate(tx, t, id)));
}

/**
 * Newest first; a page at a time; the total on the first page only. One statement (ADR 0011): the
 * company's day and the total ride with the rows as scalar subqueries.
 */
export async function listEstimates(
  t: TenantDb,
  q: EstimateFilters & { limit: number; cursor?: string | undefined },
): Promise<EstimatePage> {
  const order = newestFirst(estimates.createdAt, estimates.id);
  const text = q.q?.trim();
  const numberSearch = text ? /^(?:est-?)?0*(\d{1,9})(?:-r\d+)?$/i.exec(text) : null;
  const filters = and(
    visibleEstimates(t),
    text
      ? or(
          ilike(estimates.title, containing(text)),
          ilike(estimates.clientName, containing(text)),
          numberSearch ? eq(estimates.number, Number(numberSearch[1])) : undefined,
        )
      : undefined,
    q.leadId ? eq(estimates.leadId, q.leadId) : undefined,
    q.jobId ? eq(estimates.jobId, q.jobId) : undefined,
    q.status ? statusCondition(q.status) : undefined,
  );
  return t.run(async (tx) => {
    const rows = await tx
      .select({
        estimate: estimates,
        today: companyDay(t.ctx.companyId),
        total: q.cursor ? sql<null>`null` : sql<number>`(select count(*)::int from ${estimates} where ${filters})`,
      })
      .from(estimates)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const page = order.page(rows, q.limit, (r) => [r.estimate.createdAt.toISOString(), r.estimate.id]);
    return {
      items: page.items.map((r) => summaryOf(r.estimate, r.today)),
      nextCursor: page.nextCursor,
      // An empty first page counted nothing: there is nothing to count.
      total: q.cursor ? null : (rows[0]?.total ?? 0),
    };
  });
}

/** Expired is not stored: it is an awaiting status past its day (the filter reads it the same way). */
function statusCondition(status: EstimateStatus): SQL {
  const today = sql`(now() at time zone ${companyZone(estimates.companyId)})::date`;
  if (status === 'expired')
    return sql`${estimates.status} in ('sent', 'viewed') and ${estimates.validUntil} < ${today}`;
  if (status === 'sent' || status === 'viewed') {
    return sql`${estimates.status} = ${status} and ${estimates.validUntil} >= ${today}`;
  }
  return eq(estimates.status, status);
}

/**
 * Who reads an estimate. Its staff (those who may write estimates) keep its history whole: who did
 * what, where each send went, a draft's totals before it was sent. A crew reads it as its client does
 * (issue #37): what happened and when, and of the client's own answer what they accepted.
 */
type EstimateAudience = 'staff' | 'client';
const estimateAudience = (t: TenantDb): EstimateAudience => (seesCosts(t) ? 'staff' : 'client');

/**
 * What the client audience reads of each event's details, by type: never where a send went, a
 * draft's totals, the revision in the works or the estimate a duplicate came from, nor where and
 * with what the client signed.
 */
const CLIENT_EVENT_DETAILS: Record<EstimateEventType, readonly string[]> = {
  created: ['revisionOf'],
  updated: [],
  sent: [],
  viewed: [],
  accepted: ['signerName', 'optionId', 'optionalLineIds', 'totalCents'],
  // The estimate itself shows its decline reason to everyone who reads it.
  declined: ['reason'],
  revised: [],
  duplicated: [],
};

export async function listEstimateEvents(t: TenantDb, id: string): Promise<{ items: EstimateEvent[] }> {
  const staff = estimateAudience(t) === 'staff';
  const rows = await t.run(async (tx) => {
    await findEstimate(tx, t, id);
    return tx
      .select()
      .from(estimateEvents)
      .where(and(eq(estimateEvents.companyId, t.ctx.companyId), eq(estimateEvents.estimateId, id)))
      .orderBy(asc(estimateEvents.createdAt), asc(estimateEvents.id));
  });
  // Names are accounts, outside the tenant's transaction (the embedded database has one connection).
  // Who did what is the staff's history; the client audience reads what happened.
  const names = staff
    ? await userNames(
        t.db,
        rows.map((r) => r.userId),
      )
    : new Map<string, string>();
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      userName: r.userId ? (names.get(r.userId) ?? null) : null,
      metadata: staff
        ? r.metadata
        : Object.fromEntries(Object.entries(r.metadata).filter(([key]) => CLIENT_EVENT_DETAILS[r.type].includes(key))),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

async function logEvent(tx: Tx, t: TenantDb, estimateId: string, type: EstimateEventType, metadata = {}) {
  await tx
    .insert(estimateEvents)
    .values({ companyId: t.ctx.companyId, estimateId, userId: t.ctx.userId || null, type, metadata });
}

type Fields = SaveEstimateInput;

/** Who the estimate is for, from its lead or job when the form leaves it blank. */
async function parties(tx: Tx, t: TenantDb, input: Pick<Fields, 'leadId' | 'jobId'>) {
  const lead = input.leadId
    ? await findLead(tx, t, input.leadId).catch(notFoundAs('leadId', ESTIMATE_MESSAGES.leadNotFound))
    : null;
  const job = input.jobId
    ? await findJob(tx, t, input.jobId).catch(notFoundAs('jobId', ESTIMATE_MESSAGES.jobNotFound))
    : null;
  return {
    leadId: lead?.id ?? job?.leadId ?? null,
    jobId: job?.id ?? null,
    clientId: job?.clientId ?? null,
    clientName: job?.clientName ?? lead?.name ?? null,
    clientEmail: job?.clientEmail ?? lead?.email ?? null,
    clientPhone: job?.clientPhone ?? lead?.phone ?? null,
    siteAddress: job?.address ?? lead?.address ?? null,
  };
}

const notFoundAs = (field: string, message: string) => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalidInput({ [field]: message });
  throw error;
};

/** The estimate's columns from the form (totals aside). */
function columnsOf(input: Fields, linked: Awaited<ReturnType<typeof parties>>) {
  return {
    title: input.title,
    leadId: linked.leadId,
    jobId: linked.jobId,
    clientId: linked.clientId,
    clientName: input.clientName ?? linked.clientName,
    clientEmail: input.clientEmail ?? linked.clientEmail,
    clientPhone: input.clientPhone ?? linked.clientPhone,
    siteAddress: input.siteAddress ?? linked.siteAddress,
    notes: input.notes ?? null,
    terms: input.terms ?? null,
    discountKind: input.discount.kind,
    discountCents: input.discount.kind === 'amount' ? input.discount.cents : null,
    discountPercent: input.discount.kind === 'percent' ? input.discount.percent : null,
    taxRate: input.taxRate,
    taxAppliesTo: input.taxAppliesTo,
    depositKind: input.deposit.kind,
    depositCents: input.deposit.kind === 'amount' ? input.deposit.cents : null,
    depositPercent: input.deposit.kind === 'percent' ? input.deposit.percent : null,
  };
}

/** The coverage a line copies from its product: only while it is that product (lineIsProduct). */
const coverageOf = (
  line: { kind: string; unit: string; description: string },
  product: { unit: string; name: string; coveragePerBox: string | null } | undefined,
) => (product && lineIsProduct(line, product) ? product.coveragePerBox : null);

/**
 * Replaces the estimate's options and lines with the form's, checks the figures by the money rules
 * and returns the first option's total (what lists show). A line's product must be the company's:
 * its coverage is copied (while the line is that product) so the boxes' square feet stay what they were when quoted.
 */
async function writeOptions(tx: Tx, t: TenantDb, estimateId: string, input: Fields): Promise<number> {
  const productIds = [
    ...new Set(input.options.flatMap((o) => o.lines.map((l) => l.productId).filter((id) => !!id))),
  ] as string[];
  const products = await productsByIds(tx, t, productIds);
  const byId = new Map(products.map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  input.options.forEach((option, o) =>
    option.lines.forEach((line, l) => {
      if (line.productId && !byId.has(line.productId)) {
        errors[`options.${o}.lines.${l}.productId`] = ESTIMATE_MESSAGES.productNotFound;
      }
    }),
  );
  if (Object.keys(errors).length) throw invalidInput(errors);

  await tx
    .delete(estimateOptions)
    .where(and(eq(estimateOptions.companyId, t.ctx.companyId), eq(estimateOptions.estimateId, estimateId)));
  const optionRows = await tx
    .insert(estimateOptions)
    .values(input.options.map((o, position) => ({ companyId: t.ctx.companyId, estimateId, position, name: o.name })))
    .returning({ id: estimateOptions.id, position: estimateOptions.position });
  const optionIds = optionRows.sort((a, b) => a.position - b.position).map((r) => r.id);
  const lineValues = input.options.flatMap((option, o) =>
    option.lines.map((line, position) => ({
      companyId: t.ctx.companyId,
      estimateId,
      optionId: optionIds[o]!,
      position,
      kind: line.kind,
      productId: line.productId ?? null,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      unitCost: line.unitCost ?? null,
      coveragePerBox: coverageOf(line, line.productId ? byId.get(line.productId) : undefined),
      optional: line.optional,
      taxable: line.taxable,
    })),
  );
  if (lineValues.length) await tx.insert(estimateLines).values(lineValues);

  // Every option, with and without its optional items, must obey the rules (a discount larger than
  // one option's subtotal is refused for the document).
  const settings: TotalsSettings = {
    discount: input.discount,
    taxRate: input.taxRate,
    taxAppliesTo: input.taxAppliesTo,
    deposit: input.deposit,
  };
  let firstTotal = 0;
  input.options.forEach((option, o) => {
    const lines = option.lines.map((l, i) => ({
      id: String(i),
      kind: l.kind,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      unitCost: l.unitCost ?? null,
      optional: l.optional,
      taxable: l.taxable,
    }));
    try {
      const totals = optionTotals(lines, settings, false);
      optionTotals(lines, settings, true);
      if (o === 0) firstTotal = totals.total;
    } catch (error) {
      if (error instanceof MoneyError)
        throw invalidInput({
          [error.field.startsWith('lines.') ? `options.${o}.${error.field}` : error.field]: error.message,
        });
      throw error;
    }
  });
  return firstTotal;
}

/** What a new estimate starts with when the form leaves it out: the company's settings. */
async function companyDefaults(tx: Tx, t: TenantDb) {
  const [row] = await tx
    .select({ terms: companies.estimateTerms, taxRate: companies.taxRate, taxAppliesTo: companies.taxAppliesTo })
    .from(companies)
    .where(eq(companies.id, t.ctx.companyId));
  return row!;
}

export function createEstimate(t: TenantDb, created: CreateEstimateInput): Promise<Estimate> {
  return t.run(async (tx) => {
    const defaults = await companyDefaults(tx, t);
    const input: SaveEstimateInput = {
      ...created,
      terms: created.terms === undefined ? defaults.terms : created.terms,
      taxRate: created.taxRate ?? defaults.taxRate,
      taxAppliesTo: created.taxAppliesTo ?? defaults.taxAppliesTo,
    };
    const linked = await parties(tx, t, input);
    const today = await companyToday(tx, t);
    const validUntil = input.validUntil ?? addDays(today, ESTIMATE_LIMITS.validDays);
    if (validUntil < today) throw invalidInput({ validUntil: ESTIMATE_MESSAGES.validUntilPast });
    const number = await nextDocumentNumber(tx, t, 'estimate');
    const [row] = await tx
      .insert(estimates)
      .values({
        companyId: t.ctx.companyId,
        userId: t.ctx.userId || null,
        number,
        validUntil,
        ...columnsOf(input, linked),
      })
      .returning();
    const totalCents = await writeOptions(tx, t, row!.id, input);
    const [saved] = await tx.update(estimates).set({ totalCents }).where(eq(estimates.id, row!.id)).returning();
    await logEvent(tx, t, row!.id, 'created');
    return presented(tx, t, saved!);
  });
}

/** A draft that is the newest revision: the only kind of estimate anyone edits. */
function requireEditable(row: EstimateRow) {
  if (row.supersededById) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.superseded);
  if (row.status !== 'draft') throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notDraft);
}

export function saveEstimate(t: TenantDb, id: string, input: SaveEstimateInput): Promise<Estimate> {
  return t.run(async (tx) => {
    const current = await findEstimate(tx, t, id, true);
    requireEditable(current);
    const linked = await parties(tx, t, input);
    const validUntil = input.validUntil ?? current.validUntil;
    if (validUntil < (await companyToday(tx, t))) throw invalidInput({ validUntil: ESTIMATE_MESSAGES.validUntilPast });
    const totalCents = await writeOptions(tx, t, id, input);
    const [row] = await tx
      .update(estimates)
      .set({ ...columnsOf(input, linked), validUntil, totalCents })
      .where(eq(estimates.id, id))
      .returning();
    await logEvent(tx, t, id, 'updated', { totalCents });
    return presented(tx, t, row!);
  });
}

/** Only a draft goes away; anything sent stays (it is what the client saw). */
export function deleteEstimate(t: TenantDb, id: string): Promise<void> {
  return t.run(async (tx) => {
    const row = await findEstimate(tx, t, id, true);
    if (row.status !== 'draft') throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notDraft);
    // A deleted draft revision hands the estimate back to the revision it replaced.
    await tx
      .update(estimates)
      .set({ supersededById: null })
      .where(and(eq(estimates.companyId, t.ctx.companyId), eq(estimates.supersededById, id)));
    await tx.delete(estimates).where(eq(estimates.id, id));
  });
}

/** A copy of the document (options, lines, settings) under new columns. */
async function copyEstimate(
  tx: Tx,
  t: TenantDb,
  source: EstimateRow,
  columns: { number: number; revision: number; validUntil: string },
): Promise<EstimateRow> {
  const {
    id: _id,
    companyId: _c,
    createdAt: _ca,
    updatedAt: _ua,
    status: _s,
    sentAt: _sa,
    viewedAt: _va,
    answeredAt: _aa,
    declineReason: _dr,
    selectedOptionId: _so,
    supersededById: _sb,
    ...rest
  } = source;
  const [row] = await tx
    .insert(estimates)
    .values({ ...rest, ...columns, companyId: t.ctx.companyId, userId: t.ctx.userId || null, status: 'draft' })
    .returning();
  const options = await tx
    .select()
    .from(estimateOptions)
    .where(and(eq(estimateOptions.companyId, t.ctx.companyId), eq(estimateOptions.estimateId, source.id)))
    .orderBy(asc(estimateOptions.position));
  for (const option of options) {
    const [copy] = await tx
      .insert(estimateOptions)
      .values({ companyId: t.ctx.companyId, estimateId: row!.id, position: option.position, name: option.name })
      .returning({ id: estimateOptions.id });
    await tx.execute(sql`
      insert into ${estimateLines} (company_id, estimate_id, option_id, position, kind, product_id, description,
        quantity, unit, unit_price, unit_cost, coverage_per_box, optional, taxable)
      select company_id, ${row!.id}, ${copy!.id}, position, kind, product_id, description,
        quantity, unit, unit_price, unit_cost, coverage_per_box, optional, taxable
      from ${estimateLines} where company_id = ${t.ctx.companyId} and option_id = ${option.id}`);
  }
  return row!;
}

/** A new estimate (its own number) with the same content, as a draft. */
export function duplicateEstimate(t: TenantDb, id: string): Promise<Estimate> {
  return t.run(async (tx) => {
    const source = await findEstimate(tx, t, id);
    const today = await companyToday(tx, t);
    const number = await nextDocumentNumber(tx, t, 'estimate');
    const row = await copyEstimate(tx, t, source, {
      number,
      revision: 1,
      validUntil: addDays(today, ESTIMATE_LIMITS.validDays),
    });
    await logEvent(tx, t, row.id, 'duplicated', { from: estimateNumber(source.number, source.revision) });
    return presented(tx, t, row);
  });
}

/**
 * The next revision of a sent (or answered) estimate: a draft with the same number and content. The
 * one it replaces keeps everything it had, readable, and points to its successor; its client links
 * are revoked (the client signs the new revision, once sent, never the old one).
 */
export function reviseEstimate(t: TenantDb, id: string): Promise<Estimate> {
  return t.run(async (tx) => {
    const source = await findEstimate(tx, t, id, true);
    if (source.supersededById) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.superseded);
    if (source.status === 'draft') throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notSendable);
    const today = await companyToday(tx, t);
    const row = await copyEstimate(tx, t, source, {
      number: source.number,
      revision: source.revision + 1,
      validUntil: source.validUntil < today ? addDays(today, ESTIMATE_LIMITS.validDays) : source.validUntil,
    });
    await tx.update(estimates).set({ supersededById: row.id }).where(eq(estimates.id, source.id));
    await revokeDocumentLinks(tx, t, 'estimate', source.id);
    await logEvent(tx, t, source.id, 'revised', { to: row.revision });
    await logEvent(tx, t, row.id, 'created', { revisionOf: source.revision });
    return presented(tx, t, row);
  });
}

/** A member records the client's answer (given by phone or in person). #17 adds the client's own. */
export function answerEstimate(t: TenantDb, id: string, input: AnswerEstimateInput): Promise<Estimate> {
  return t.run(async (tx) => {
    const row = await findEstimate(tx, t, id, true);
    const today = await companyToday(tx, t);
    if (row.supersededById) throw new AppError('CONFLICT', ESTIMATE_MESSAGES.superseded);
    if (
      effectiveStatus(row.status, row.validUntil, today) !== 'sent' &&
      effectiveStatus(row.status, row.validUntil, today) !== 'viewed'
    ) {
      throw new AppError('CONFLICT', ESTIMATE_MESSAGES.notAnswerable);
    }
    const options = await tx
      .select({ id: estimateOptions.id })
      .from(estimateOptions)
      .where(and(eq(estimateOptions.companyId, t.ctx.companyId), eq(estimateOptions.estimateId, id)))
      .orderBy(asc(estimateOptions.position));
    const optionId = input.optionId ?? options[0]?.id ?? null;
    if (input.optionId && !options.some((o) => o.id === input.optionId)) {
      throw invalidInput({ optionId: 'Please choose one of the options' });
    }
    const [saved] = await tx
      .update(estimates)
      .set({
        status: input.status,
        answeredAt: new Date(),
        selectedOptionId: input.status === 'accepted' ? optionId : null,
        declineReason: input.status === 'declined' ? (input.reason ?? null) : null,
      })
      .where(eq(estimates.id, id))
      .returning();
    await logEvent(
      tx,
      t,
      id,
      input.status,
      input.status === 'declined' && input.reason ? { reason: input.reason } : {},
    );
    return presented(tx, t, saved!);
  });
}

/** Marks the estimate sent inside the sender's transaction (the e-mail went out first). */
export async function markSent(tx: Tx, t: TenantDb, row: EstimateRow, to: string): Promise<EstimateRow> {
  const [saved] = await tx
    .update(estimates)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(estimates.id, row.id), isNull(estimates.supersededById)))
    .returning();
  await logEvent(tx, t, row.id, 'sent', { to });
  return saved!;
}

// The client's own answer, through their link (the approvals module checks and records it): the
// estimate's status moves here only, each step in the caller's transaction with its event.

/** A sent estimate opened by its client for the first time. */
export async function markViewed(tx: Tx, t: TenantDb, row: EstimateRow): Promise<EstimateRow> {
  const [viewed] = await tx
    .update(estimates)
    .set({ status: 'viewed', viewedAt: row.viewedAt ?? new Date() })
    .where(and(eq(estimates.companyId, t.ctx.companyId), eq(estimates.id, row.id)))
    .returning();
  await logEvent(tx, t, row.id, 'viewed');
  return viewed!;
}

/** Declined by the client, with their reason if they gave one. */
export async function markDeclined(tx: Tx, t: TenantDb, row: EstimateRow, reason: string | null): Promise<EstimateRow> {
  const [saved] = await tx
    .update(estimates)
    .set({
      status: 'declined',
      answeredAt: new Date(),
      viewedAt: row.viewedAt ?? new Date(),
      selectedOptionId: null,
      declineReason: reason,
    })
    .where(and(eq(estimates.companyId, t.ctx.companyId), eq(estimates.id, row.id)))
    .returning();
  await logEvent(tx, t, row.id, 'declined', reason ? { reason } : {});
  return saved!;
}

/** Accepted and signed by the client: the option they chose, and the job it is for from now on. */
export async function markAccepted(
  tx: Tx,
  t: TenantDb,
  row: EstimateRow,
  accepted: AcceptedChoice & { signerName: string; totalCents: number; acceptedAt: Date; jobId: string | null },
): Promise<EstimateRow> {
  const [saved] = await tx
    .update(estimates)
    .set({
      status: 'accepted',
      selectedOptionId: accepted.optionId,
      answeredAt: accepted.acceptedAt,
      viewedAt: row.viewedAt ?? accepted.acceptedAt,
      declineReason: null,
      jobId: accepted.jobId,
    })
    .where(and(eq(estimates.companyId, t.ctx.companyId), eq(estimates.id, row.id)))
    .returning();
  await logEvent(tx, t, row.id, 'accepted', {
    signerName: accepted.signerName,
    optionId: accepted.optionId,
    optionalLineIds: accepted.optionalLineIds,
    totalCents: accepted.totalCents,
  });
  return saved!;
}

export { presented as presentedEstimate };
