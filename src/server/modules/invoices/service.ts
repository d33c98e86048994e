import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ESTIMATE_MESSAGES, estimateNumber } from '../../../shared/estimates.ts';
import { divideRoundHalfUp, formatDecimal, parseDecimal } from '../../../shared/decimal.ts';
import type { CreateInvoiceInput, InvoiceFilters, SaveInvoiceInput } from '../../../shared/invoice-inputs.ts';
import type {
  EstimateBilling,
  Invoice,
  InvoiceCredit,
  InvoiceEvent,
  InvoicePage,
  InvoiceSummary,
} from '../../../shared/invoice-responses.ts';
import { addDays } from '../../../shared/days.ts';
import {
  dueDateFor,
  effectiveInvoiceStatus,
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  invoiceNumber,
  statusAfterPayments,
  type EstimateInvoiceKind,
  type InvoiceEventType,
  type InvoiceStatus,
  type PaymentMethod,
  type StoredInvoiceStatus,
} from '../../../shared/invoices.ts';
import {
  computeTotals,
  MoneyError,
  PERCENT_SCALE,
  PRICE_SCALE,
  QUANTITY_SCALE,
  type MoneyTotals,
} from '../../../shared/money.ts';
import { addFigures, invoiceShare, NO_FIGURES, type InvoiceFigures } from '../../../shared/invoice-shares.ts';
import { can } from '../../../shared/permissions.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { invoiceEvents, invoiceLines, invoices, payments } from '../../db/schema/invoices.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { productsByIds } from '../catalog/scope.ts';
import {
  acceptedOption,
  findEstimate,
  revisionsOf,
  type AcceptedChoice,
  type EstimateRow,
} from '../estimates/scope.ts';
import { findJob } from '../jobs/present.ts';
import { companyDay, companyToday } from '../jobs/scope.ts';
import { callerLanguage, userNames } from '../members/service.ts';
import { inAgingBucket, invoiceToday, isOpen, isOverdue, visibleInvoices } from './scope.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Reading

export async function findInvoice(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<InvoiceRow> {
  const query = tx
    .select()
    .from(invoices)
    .where(and(visibleInvoices(t), eq(invoices.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

function summaryOf(row: InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    displayNumber: invoiceNumber(row.number),
    kind: row.kind,
    title: row.title,
    status: effectiveInvoiceStatus(row.status, row.dueDate, today, row.totalCents - row.paidCents),
    clientName: row.clientName,
    jobId: row.jobId,
    estimateId: row.estimateId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.totalCents - row.paidCents,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const discountRule = (row: Pick<InvoiceRow, 'discountKind' | 'discountCents' | 'discountPercent'>) =>
  row.discountKind === 'amount'
    ? { type: 'amount' as const, cents: row.discountCents ?? 0 }
    : row.discountKind === 'percent'
      ? { type: 'percent' as const, percent: row.discountPercent ?? '0' }
      : null;

/** The invoice's money by the rules of ADR 0024 (one tax rate, like an estimate's). */
function totalsOfLines(
  lines: readonly { kind: LineRow['kind']; quantity: string; unitPrice: string; taxable: boolean }[],
  settings: Pick<InvoiceRow, 'discountKind' | 'discountCents' | 'discountPercent' | 'taxRate' | 'taxAppliesTo'>,
): MoneyTotals {
  return computeTotals({
    lines: lines.map((l, i) => ({
      id: String(i),
      kind: l.kind,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      taxable: l.taxable,
    })),
    discount: discountRule(settings),
    taxRates: [{ id: 'tax', percent: settings.taxRate.trim(), appliesTo: settings.taxAppliesTo }],
  });
}

/**
 * Who reads an invoice. Its staff (those who may write invoices) keep the books: who recorded each
 * payment and its note, where each send went, why it was voided. Its client, signed in or through the
 * private link, and in what is sent to them, reads the invoice without those.
 */
export type InvoiceAudience = 'staff' | 'client';
export const invoiceAudience = (t: TenantDb): InvoiceAudience =>
  can(t.ctx.role, 'invoices', 'write', t.ctx.isOwner) ? 'staff' : 'client';

function linesOf(tx: Tx, row: InvoiceRow): Promise<LineRow[]> {
  return tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.companyId, row.companyId), eq(invoiceLines.invoiceId, row.id)))
    .orderBy(asc(invoiceLines.position));
}

/** Everything the detail shows: lines with their amounts, payments, the estimate it bills. */
async function presented(
  tx: Tx,
  t: TenantDb,
  row: InvoiceRow,
  audience: InvoiceAudience = invoiceAudience(t),
): Promise<Invoice> {
  const staff = audience === 'staff';
  // One after another: a transaction is one connection, which runs one statement at a time.
  const lines = await linesOf(tx, row);
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, row.companyId), eq(payments.invoiceId, row.id)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const estimate = row.estimateId ? await findEstimate(tx, t, row.estimateId).catch(() => null) : null;
  const names = staff
    ? await userNames(
        tx,
        paid.map((p) => p.userId),
      )
    : new Map<string, string>();
  const today = await companyToday(tx, t);
  const money = totalsOfLines(lines, row);
  return {
    ...summaryOf(row, today),
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    billingAddress: row.billingAddress,
    dueTerms: row.dueTerms,
    notes: row.notes,
    terms: row.terms,
    discount: { kind: row.discountKind, cents: row.discountCents, percent: row.discountPercent },
    taxRate: row.taxRate,
    taxAppliesTo: row.taxAppliesTo,
    lines: lines.map((line, i) => ({
      id: line.id,
      kind: line.kind,
      productId: line.productId,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      taxable: line.taxable,
      amountCents: money.lines[i]!.amount,
    })),
    // The stored figures: an invoice from an estimate bills its share of it (ADR 0042), which its
    // lines need not add up to (a final invoice lists all that was accepted and credits the rest).
    totals: {
      subtotalCents: row.subtotalCents,
      discountCents: row.subtotalCents + row.taxCents - row.totalCents,
      taxableCents: row.taxableCents,
      taxCents: row.taxCents,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      balanceCents: row.totalCents - row.paidCents,
    },
    accepted:
      row.kind === 'final'
        ? {
            subtotalCents: money.subtotal,
            discountCents: money.discount,
            taxableCents: money.taxes[0]?.base ?? 0,
            taxCents: money.tax,
            totalCents: money.total,
          }
        : null,
    credits: row.credits,
    payments: paid.map((p) => paymentOf(p, names, staff)),
    estimateNumber: estimate ? estimateNumber(estimate.number, estimate.revision) : null,
    percent: row.percent,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: staff ? row.voidReason : null,
    editable: row.status === 'draft' && can(t.ctx.role, 'invoices', 'write', t.ctx.isOwner),
  };
}

/**
 * A payment; its reference, note and who recorded it only for the staff (`names` is empty for a
 * client): a reference is the books' (a deposit slip, a processor's id), not the client's to read.
 */
function paymentOf(p: PaymentRow, names: Map<string, string>, staff: boolean) {
  return {
    id: p.id,
    kind: p.kind,
    method: p.method,
    amountCents: p.amountCents,
    receivedOn: p.receivedOn,
    reference: staff ? p.reference : null,
    note: staff ? p.note : null,
    userName: p.userId ? (names.get(p.userId) ?? null) : null,
    createdAt: p.createdAt.toISOString(),
  };
}

export { presented as presentedInvoice };

export function getInvoice(t: TenantDb, id: string): Promise<Invoice> {
  return t.run(async (tx) => presented(tx, t, await findInvoice(tx, t, id)));
}

/** A status as the list filters it: overdue is derived, and the open statuses exclude it. */
function statusCondition(status: InvoiceStatus): SQL {
  if (status === 'overdue') return isOverdue;
  if (status === 'sent' || status === 'viewed' || status === 'partially_paid') {
    return sql`${invoices.status} = ${status} and ${invoices.dueDate} >= ${invoiceToday}`;
  }
  return eq(invoices.status, status);
}

/**
 * Newest first, a page at a time; the count on the first page only. The sums cover everything the
 * filter matches: billed (total) and paid over invoices that are not void; balance and overdue over
 * open ones only (what is still owed; a draft owes nothing yet). One statement (ADR 0011): the sums'
 * one row, the page's ids joined to it and the invoices to them, so that a page past the last row
 * still answers the sums.
 */
export async function listInvoices(
  t: TenantDb,
  q: InvoiceFilters & { limit: number; cursor?: string | undefined },
): Promise<InvoicePage> {
  const order = newestFirst(invoices.createdAt, invoices.id);
  const text = q.q?.trim();
  const numberSearch = text ? /^(?:inv-?)?0*(\d{1,9})$/i.exec(text) : null;
  const filters = and(
    visibleInvoices(t),
    text
      ? or(
          ilike(invoices.title, containing(text)),
          ilike(invoices.clientName, containing(text)),
          numberSearch ? eq(invoices.number, Number(numberSearch[1])) : undefined,
        )
      : undefined,
    q.jobId ? eq(invoices.jobId, q.jobId) : undefined,
    q.estimateId ? eq(invoices.estimateId, q.estimateId) : undefined,
    q.status ? statusCondition(q.status) : undefined,
    q.aging ? inAgingBucket(q.aging) : undefined,
  );
  return t.run(async (tx) => {
    // Names no table has: Drizzle writes a subquery's field by its bare alias.
    const sums = tx
      .select({
        n: sql<number>`count(*)::int`.as('match_count'),
        total: sql<string | null>`sum(${invoices.totalCents}) filter (where ${invoices.status} <> 'void')`.as(
          'billed_sum',
        ),
        paid: sql<string | null>`sum(${invoices.paidCents}) filter (where ${invoices.status} <> 'void')`.as('paid_sum'),
        balance: sql<string | null>`sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${isOpen})`.as(
          'balance_sum',
        ),
        overdue: sql<string | null>`sum(${invoices.totalCents} - ${invoices.paidCents}) filter (where ${isOverdue})`.as(
          'overdue_sum',
        ),
      })
      .from(invoices)
      .where(filters)
      .as('sums');
    const pageIds = tx
      .select({ id: sql<string>`${invoices.id}`.as('page_id') })
      .from(invoices)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1)
      .as('page');
    const rows = await tx
      .select({
        invoice: invoices,
        today: companyDay(t.ctx.companyId),
        n: sums.n,
        total: sums.total,
        paid: sums.paid,
        balance: sums.balance,
        overdue: sums.overdue,
      })
      .from(sums)
      .leftJoin(pageIds, sql`true`)
      .leftJoin(invoices, eq(invoices.id, pageIds.id))
      .orderBy(...order.by);
    const s = rows[0]!;
    const found = rows.flatMap((r) => (r.invoice ? [r.invoice] : []));
    const page = order.page(found, q.limit, (r) => [r.createdAt.toISOString(), r.id]);
    return {
      items: page.items.map((r) => summaryOf(r, s.today)),
      nextCursor: page.nextCursor,
      total: q.cursor ? null : s.n,
      sums: {
        totalCents: Number(s.total ?? 0),
        paidCents: Number(s.paid ?? 0),
        balanceCents: Number(s.balance ?? 0),
        overdueCents: Number(s.overdue ?? 0),
      },
    };
  });
}

/**
 * What a client reads of an event's details: what the money did and the estimate billed; never where
 * a send went, why it was voided, nor a draft's totals before it was sent.
 */
const CLIENT_EVENT_DETAILS = ['amountCents', 'paidCents', 'method', 'status', 'kind', 'estimate'];

export async function listInvoiceEvents(t: TenantDb, id: string): Promise<{ items: InvoiceEvent[] }> {
  const staff = invoiceAudience(t) === 'staff';
  return t.run(async (tx) => {
    await findInvoice(tx, t, id);
    const rows = await tx
      .select()
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.companyId, t.ctx.companyId), eq(invoiceEvents.invoiceId, id)))
      .orderBy(asc(invoiceEvents.createdAt), asc(invoiceEvents.id));
    // Who did what is the staff's history; a client reads what happened.
    const names = staff
      ? await userNames(
          tx,
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
          : Object.fromEntries(Object.entries(r.metadata).filter(([key]) => CLIENT_EVENT_DETAILS.includes(key))),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

export async function logInvoiceEvent(
  tx: Tx,
  t: TenantDb,
  invoiceId: string,
  type: InvoiceEventType,
  metadata: Record<string, unknown> = {},
) {
  await tx
    .insert(invoiceEvents)
    .values({ companyId: t.ctx.companyId, invoiceId, userId: t.ctx.userId || null, type, metadata });
}

const notFoundAs = (field: string, message: string) => (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalidInput({ [field]: message });
  throw error;
};

/** The dates a form gives: issue today unless typed; the due date from the terms, never before it. */
function datesOf(input: Pick<SaveInvoiceInput, 'issueDate' | 'dueTerms' | 'dueDate'>, today: string) {
  const issueDate = input.issueDate ?? today;
  const dueDate = dueDateFor(input.dueTerms, issueDate, input.dueDate);
  if (dueDate < issueDate) throw invalidInput({ dueDate: INVOICE_MESSAGES.dueBeforeIssue });
  if (dueDate > addDays(issueDate, INVOICE_LIMITS.maxDueDays))
    throw invalidInput({ dueDate: INVOICE_MESSAGES.dueTooLate });
  return { issueDate, dueDate };
}

/**
 * The money of a form, checked by the rules: per-field messages (a discount above the subtotal,
 * a figure too large) and nothing written when they refuse.
 */
function formTotals(input: SaveInvoiceInput) {
  const settings = {
    discountKind: input.discount.kind,
    discountCents: input.discount.kind === 'amount' ? input.discount.cents : null,
    discountPercent: input.discount.kind === 'percent' ? input.discount.percent : null,
    taxRate: input.taxRate,
    taxAppliesTo: input.taxAppliesTo,
  };
  try {
    const m = totalsOfLines(input.lines, settings);
    return {
      settings,
      money: { subtotalCents: m.subtotal, taxableCents: m.taxes[0]?.base ?? 0, taxCents: m.tax, totalCents: m.total },
    };
  } catch (error) {
    if (error instanceof MoneyError) {
      if (error.code === 'DISCOUNT_EXCEEDS_SUBTOTAL') throw invalidInput({ discount: INVOICE_MESSAGES.discountTooBig });
      throw invalidInput({ [error.field]: error.message });
    }
    throw error;
  }
}

/** Lines naming a product must name one of the company's. */
async function checkProducts(tx: Tx, t: TenantDb, lines: SaveInvoiceInput['lines']) {
  const ids = [...new Set(lines.map((l) => l.productId).filter((id): id is string => !!id))];
  if (!ids.length) return;
  const found = await productsByIds(tx, t, ids);
  const known = new Set(found.map((p) => p.id));
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.productId && !known.has(line.productId))
      errors[`lines.${i}.productId`] = ESTIMATE_MESSAGES.productNotFound;
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
}

async function writeLines(tx: Tx, t: TenantDb, invoiceId: string, lines: SaveInvoiceInput['lines']) {
  await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.companyId, t.ctx.companyId), eq(invoiceLines.invoiceId, invoiceId)));
  if (!lines.length) return;
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      companyId: t.ctx.companyId,
      invoiceId,
      position,
      kind: line.kind,
      productId: line.productId ?? null,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      taxable: line.taxable,
    })),
  );
}

/** The columns a saved form sets, with the client taken from the job when the form leaves it blank. */
async function formColumns(tx: Tx, t: TenantDb, input: SaveInvoiceInput, today: string, keepClientId: string | null) {
  const job = input.jobId
    ? await findJob(tx, t, input.jobId).catch(notFoundAs('jobId', INVOICE_MESSAGES.jobNotFound))
    : null;
  await checkProducts(tx, t, input.lines);
  const { settings, money } = formTotals(input);
  return {
    title: input.title,
    jobId: job?.id ?? null,
    clientId: job?.clientId ?? keepClientId,
    clientName: input.clientName ?? job?.clientName ?? null,
    clientEmail: input.clientEmail ?? job?.clientEmail ?? null,
    clientPhone: input.clientPhone ?? job?.clientPhone ?? null,
    billingAddress: input.billingAddress ?? job?.address ?? null,
    ...datesOf(input, today),
    dueTerms: input.dueTerms,
    notes: input.notes ?? null,
    terms: input.terms ?? null,
    ...settings,
    ...money,
  };
}

/** A decimal text of dollars from cents ("1234.50"), as a line's unit price. */
const dollars = (cents: number) => formatDecimal(BigInt(cents) * 100n, 4);

const LINE_TEXTS = {
  en: {
    deposit: (n: string, title: string) => `Deposit — ${n} ${title}`,
    progress: (p: string, n: string, title: string, milestone: string | null, toDate: string) =>
      `${milestone ? `${milestone}: ` : ''}${p} % of ${n} ${title} (${toDate} % billed to date)`,
    final: (n: string, title: string) => `Final payment — ${n} ${title}`,
  },
  pt: {
    deposit: (n: string, title: string) => `Sinal — ${n} ${title}`,
    progress: (p: string, n: string, title: string, milestone: string | null, toDate: string) =>
      `${milestone ? `${milestone}: ` : ''}${p.replace('.', ',')} % de ${n} ${title} (${toDate.replace('.', ',')} % faturado até agora)`,
    final: (n: string, title: string) => `Pagamento final — ${n} ${title}`,
  },
} as const;

async function insertInvoice(
  tx: Tx,
  t: TenantDb,
  values: Omit<typeof invoices.$inferInsert, 'companyId' | 'number' | 'userId'>,
  lines: SaveInvoiceInput['lines'],
  event: Record<string, unknown>,
): Promise<InvoiceRow> {
  const number = await nextDocumentNumber(tx, t, 'invoice');
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, companyId: t.ctx.companyId, userId: t.ctx.userId || null, number })
    .returning();
  await writeLines(tx, t, row!.id, lines);
  await logInvoiceEvent(tx, t, row!.id, 'created', event);
  return row!;
}

/**
 * Reads the option and optional items of an estimate's acceptance, null without one. Acceptances are
 * the approvals module's, which sits above this one (an acceptance makes the deposit invoice), so the
 * reader is passed in (ADR 0015): by app.ts to the routes, by approvals to createInvoiceFromEstimate.
 */
export type AcceptedChoiceOf = (tx: Tx, t: TenantDb, estimateId: string) => Promise<AcceptedChoice | null>;

/** What the client accepted on an estimate, line by line (the estimate's own reading), and its figures. */
async function acceptedSelection(tx: Tx, t: TenantDb, estimate: EstimateRow, choiceOf: AcceptedChoiceOf) {
  const { lines, totals: m } = await acceptedOption(tx, t, estimate, await choiceOf(tx, t, estimate.id));
  const whole: InvoiceFigures = {
    subtotalCents: m.subtotal,
    discountCents: m.discount,
    taxableCents: m.taxes[0]?.base ?? 0,
    taxCents: m.tax,
    totalCents: m.total,
  };
  return { lines, whole, depositCents: m.deposit };
}

/**
 * The invoices (not void) made so far from any revision of the estimate's number, oldest first, and
 * what they add up to: a revision accepted again bills what is left, never the whole again.
 */
async function billedSoFar(tx: Tx, t: TenantDb, estimate: EstimateRow, except?: string) {
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      percent: invoices.percent,
      subtotalCents: invoices.subtotalCents,
      taxableCents: invoices.taxableCents,
      taxCents: invoices.taxCents,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, t.ctx.companyId),
        inArray(invoices.estimateId, revisionsOf(t, estimate)),
        ne(invoices.status, 'void'),
        except ? ne(invoices.id, except) : undefined,
      ),
    )
    .orderBy(asc(invoices.number));
  const credits: InvoiceCredit[] = rows.map((r) => ({
    invoiceId: r.id,
    displayNumber: invoiceNumber(r.number),
    kind: r.kind,
    percent: r.percent,
    subtotalCents: r.subtotalCents,
    discountCents: r.subtotalCents + r.taxCents - r.totalCents,
    taxCents: r.taxCents,
    totalCents: r.totalCents,
  }));
  const figures = rows.reduce(
    (sum, r, i) => addFigures(sum, { ...credits[i]!, taxableCents: r.taxableCents }),
    NO_FIGURES,
  );
  return { credits, figures, hasDeposit: rows.some((r) => r.kind === 'deposit') };
}

/**
 * The accepted estimate under a row lock: concurrent invoices from it wait their turn. Only the
 * newest revision is billed (a revision in the works blocks billing until it is accepted or deleted).
 */
async function lockedAcceptedEstimate(tx: Tx, t: TenantDb, estimateId: string): Promise<EstimateRow> {
  const estimate = await findEstimate(tx, t, estimateId, true).catch(
    notFoundAs('estimateId', INVOICE_MESSAGES.estimateNotFound),
  );
  if (estimate.supersededById) throw new AppError('CONFLICT', INVOICE_MESSAGES.estimateSuperseded);
  if (estimate.status !== 'accepted') throw new AppError('CONFLICT', INVOICE_MESSAGES.estimateNotAccepted);
  return estimate;
}

/** "70" or "33.3": how much of the accepted total has been billed, for a progress invoice's line. */
const billedPercent = (billed: number, total: number) =>
  formatDecimal(divideRoundHalfUp(BigInt(billed) * 1000n, BigInt(total)), 1).replace(/\.0$/, '');

/**
 * A draft invoice from an accepted estimate: its deposit, a share of its accepted total (progress),
 * or what is left of it (final). The estimate's row is locked first, so that invoices made at the
 * same moment are counted one after the other and never add up to more than the accepted total.
 * Each carries its share of the estimate's subtotal, discount, taxable base and tax (ADR 0042); the
 * final one lists the accepted lines and credits the invoices before it. Client, address, client
 * account and job come from the estimate.
 */
export async function createInvoiceFromEstimate(
  tx: Tx,
  t: TenantDb,
  input: { estimateId: string; kind: EstimateInvoiceKind; percent?: string; milestone?: string | null },
  choiceOf: AcceptedChoiceOf,
): Promise<{ id: string }> {
  const estimate = await lockedAcceptedEstimate(tx, t, input.estimateId);
  const accepted = await acceptedSelection(tx, t, estimate, choiceOf);
  const billed = await billedSoFar(tx, t, estimate);
  const remaining = accepted.whole.totalCents - billed.figures.totalCents;
  let amount: number;
  let percent: string | null = null;
  if (input.kind === 'deposit') {
    if (accepted.depositCents <= 0) throw new AppError('CONFLICT', INVOICE_MESSAGES.noDeposit);
    if (billed.hasDeposit) throw new AppError('CONFLICT', INVOICE_MESSAGES.depositExists);
    amount = accepted.depositCents;
  } else if (input.kind === 'progress') {
    const share = input.percent ? parseDecimal(input.percent, PERCENT_SCALE) : null;
    if (share === null || share <= 0n || share > 100n * 10n ** BigInt(PERCENT_SCALE)) {
      throw invalidInput({ percent: INVOICE_MESSAGES.percentRequired });
    }
    percent = formatDecimal(share, PERCENT_SCALE);
    amount = Number(divideRoundHalfUp(BigInt(accepted.whole.totalCents) * share, 100n * 10n ** BigInt(PERCENT_SCALE)));
    if (amount <= 0) throw invalidInput({ percent: INVOICE_MESSAGES.percentRequired });
  } else {
    amount = remaining;
  }
  if (remaining <= 0) throw new AppError('CONFLICT', INVOICE_MESSAGES.nothingLeft);
  if (amount > remaining) throw new AppError('CONFLICT', INVOICE_MESSAGES.overInvoiced);
  const final = input.kind === 'final';
  const figures = invoiceShare(accepted.whole, billed.figures, amount, final);

  const today = await companyToday(tx, t);
  const language = await callerLanguage(tx, t);
  const texts = LINE_TEXTS[language] ?? LINE_TEXTS.en;
  const number = estimateNumber(estimate.number, estimate.revision);
  const share = () => ({
    kind: 'other' as const,
    description: (input.kind === 'deposit'
      ? texts.deposit(number, estimate.title)
      : texts.progress(
          percent!.replace(/\.?0+$/, ''),
          number,
          estimate.title,
          input.milestone ?? null,
          billedPercent(billed.figures.totalCents + amount, accepted.whole.totalCents),
        )
    ).slice(0, INVOICE_LIMITS.description),
    quantity: '1',
    unit: '',
    unitPrice: dollars(figures.subtotalCents),
    taxable: figures.taxableCents > 0,
  });
  // The final invoice shows what was accepted, as accepted: its lines, the estimate's discount and tax.
  const lines = final
    ? accepted.lines.map((l) => ({
        kind: l.kind,
        productId: l.productId,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        // Materials and labor follow the tax setting; only 'other' lines carry their own.
        taxable: l.kind === 'other' && l.taxable,
      }))
    : [share()];
  const discount = final
    ? {
        discountKind: estimate.discountKind,
        discountCents: estimate.discountCents,
        discountPercent: estimate.discountPercent,
      }
    : {
        discountKind: figures.discountCents > 0 ? ('amount' as const) : ('none' as const),
        discountCents: figures.discountCents > 0 ? figures.discountCents : null,
        discountPercent: null,
      };
  try {
    const row = await insertInvoice(
      tx,
      t,
      {
        kind: input.kind,
        estimateId: estimate.id,
        percent,
        jobId: estimate.jobId,
        clientId: estimate.clientId,
        clientName: estimate.clientName,
        clientEmail: estimate.clientEmail,
        clientPhone: estimate.clientPhone,
        billingAddress: estimate.siteAddress,
        title: (input.milestone ? `${estimate.title} — ${input.milestone}` : estimate.title).slice(
          0,
          INVOICE_LIMITS.title,
        ),
        issueDate: today,
        dueTerms: 'on_receipt',
        dueDate: today,
        terms: estimate.terms,
        ...discount,
        taxRate: estimate.taxRate,
        taxAppliesTo: estimate.taxAppliesTo,
        subtotalCents: figures.subtotalCents,
        taxableCents: figures.taxableCents,
        taxCents: figures.taxCents,
        totalCents: figures.totalCents,
        credits: final ? billed.credits : [],
      },
      lines,
      { from: 'estimate', kind: input.kind, estimate: number, amountCents: amount },
    );
    return { id: row.id };
  } catch (error) {
    // The index is the last wall: the row lock above already serialises deposits.
    if (isUniqueViolation(error, 'invoices_one_deposit_per_estimate')) {
      throw new AppError('CONFLICT', INVOICE_MESSAGES.depositExists);
    }
    throw error;
  }
}

export function createInvoice(t: TenantDb, input: CreateInvoiceInput, choiceOf: AcceptedChoiceOf): Promise<Invoice> {
  return t.run(async (tx) => {
    if (input.from === 'estimate') {
      const { id } = await createInvoiceFromEstimate(tx, t, input, choiceOf);
      return presented(tx, t, await findInvoice(tx, t, id));
    }
    const today = await companyToday(tx, t);
    if (input.from === 'job') {
      const job = await findJob(tx, t, input.jobId).catch(notFoundAs('jobId', INVOICE_MESSAGES.jobNotFound));
      const title = input.title ?? job.title;
      const cents = job.totalCents && job.totalCents > 0 ? job.totalCents : 0;
      const lines =
        cents > 0
          ? [
              {
                kind: 'other' as const,
                description: job.title.slice(0, INVOICE_LIMITS.description),
                quantity: '1',
                unit: '',
                unitPrice: dollars(cents),
                taxable: false,
              },
            ]
          : [];
      const row = await insertInvoice(
        tx,
        t,
        {
          jobId: job.id,
          clientId: job.clientId,
          clientName: job.clientName,
          clientEmail: job.clientEmail,
          clientPhone: job.clientPhone,
          billingAddress: job.address,
          title: title.slice(0, INVOICE_LIMITS.title),
          issueDate: today,
          dueTerms: 'on_receipt',
          dueDate: today,
          subtotalCents: cents,
          totalCents: cents,
        },
        lines,
        { from: 'job' },
      );
      return presented(tx, t, row);
    }
    const { from: _from, ...fields } = input;
    const columns = await formColumns(tx, t, fields, today, null);
    const row = await insertInvoice(tx, t, columns, fields.lines, { from: 'blank' });
    return presented(tx, t, row);
  });
}

/** Whether a form's money (lines, discount, tax) is what an invoice holds, decimals compared by value. */
function sameMoney(input: SaveInvoiceInput, row: InvoiceRow, lines: readonly LineRow[]): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined, scale: number) =>
    (a == null ? null : parseDecimal(a, scale)) === (b == null ? null : parseDecimal(b, scale));
  const discount = formTotals(input).settings;
  return (
    input.lines.length === lines.length &&
    input.lines.every((l, i) => {
      const c = lines[i]!;
      return (
        l.kind === c.kind &&
        l.description === c.description &&
        (l.productId ?? null) === c.productId &&
        l.unit === c.unit &&
        l.taxable === c.taxable &&
        same(l.quantity, c.quantity, QUANTITY_SCALE) &&
        same(l.unitPrice, c.unitPrice, PRICE_SCALE)
      );
    }) &&
    discount.discountKind === row.discountKind &&
    (discount.discountCents ?? null) === (row.discountKind === 'amount' ? row.discountCents : null) &&
    same(discount.discountPercent, row.discountKind === 'percent' ? row.discountPercent : null, PERCENT_SCALE) &&
    same(input.taxRate, row.taxRate, PERCENT_SCALE) &&
    input.taxAppliesTo === row.taxAppliesTo
  );
}

/**
 * Saves a draft whole: its lines replaced, every total recomputed. An invoice from an estimate bills
 * its share of the estimate (ADR 0042): its money stays as made (a form that changes it is refused;
 * delete the draft and make another), the rest of it is saved.
 */
export function saveInvoice(t: TenantDb, id: string, input: SaveInvoiceInput): Promise<Invoice> {
  return t.run(async (tx) => {
    const current = await findInvoice(tx, t, id, true);
    if (current.status !== 'draft') throw new AppError('CONFLICT', INVOICE_MESSAGES.notDraft);
    const today = await companyToday(tx, t);
    if (current.estimateId) {
      if (!sameMoney(input, current, await linesOf(tx, current))) {
        throw new AppError('CONFLICT', INVOICE_MESSAGES.estimateMoneyFixed);
      }
      const columns = await formColumns(tx, t, input, today, current.clientId);
      const { subtotalCents: _s, taxableCents: _b, taxCents: _x, totalCents: _t, ...kept } = columns;
      const [row] = await tx.update(invoices).set(kept).where(eq(invoices.id, id)).returning();
      await logInvoiceEvent(tx, t, id, 'updated', { totalCents: row!.totalCents });
      return presented(tx, t, row!);
    }
    const columns = await formColumns(tx, t, input, today, null);
    await writeLines(tx, t, id, input.lines);
    const [row] = await tx.update(invoices).set(columns).where(eq(invoices.id, id)).returning();
    await logInvoiceEvent(tx, t, id, 'updated', { totalCents: columns.totalCents });
    return presented(tx, t, row!);
  });
}

/** Only a draft goes away; anything sent is voided instead (the client has seen it). */
export function deleteInvoice(t: TenantDb, id: string): Promise<void> {
  return t.run(async (tx) => {
    const row = await findInvoice(tx, t, id, true);
    if (row.status !== 'draft') throw new AppError('CONFLICT', INVOICE_MESSAGES.notDeletable);
    await tx.delete(invoices).where(and(eq(invoices.companyId, t.ctx.companyId), eq(invoices.id, id)));
  });
}

/**
 * What an accepted estimate has been invoiced so far, over all revisions of its number (the "Create
 * invoice" choices); zeros for one that cannot be billed (not accepted, or a newer revision exists).
 */
export function estimateBilling(t: TenantDb, estimateId: string, choiceOf: AcceptedChoiceOf): Promise<EstimateBilling> {
  return t.run(async (tx) => {
    const estimate = await findEstimate(tx, t, estimateId);
    const billable = estimate.status === 'accepted' && !estimate.supersededById;
    const accepted = billable
      ? await acceptedSelection(tx, t, estimate, choiceOf)
      : { whole: NO_FIGURES, depositCents: 0 };
    const billed = await billedSoFar(tx, t, estimate);
    return {
      estimateId,
      acceptedTotalCents: accepted.whole.totalCents,
      depositCents: accepted.depositCents,
      invoicedCents: billed.figures.totalCents,
      remainingCents: Math.max(0, accepted.whole.totalCents - billed.figures.totalCents),
      hasDepositInvoice: billed.hasDeposit,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Payments

export interface RecordedPayment {
  paymentId: string;
  invoice: {
    id: string;
    number: number;
    displayNumber: string;
    status: StoredInvoiceStatus;
    totalCents: number;
    paidCents: number;
    balanceCents: number;
    clientId: string | null;
    clientName: string | null;
    clientEmail: string | null;
    jobId: string | null;
    estimateId: string | null;
  };
}

/**
 * Records a payment or a refund in the caller's transaction: the invoice row is locked, the payment
 * row written (never edited afterwards), paid_cents and the status moved with it. A payment may not
 * be more than the balance (an online one neither: the webhook records up to the balance and flags
 * the rest), a refund not more than what was paid; a draft or a void invoice takes neither.
 */
export async function recordPayment(
  tx: Tx,
  t: TenantDb,
  invoiceId: string,
  p: {
    kind: 'payment' | 'refund';
    method: PaymentMethod;
    amountCents: number;
    receivedOn?: string | null;
    reference?: string | null;
    note?: string | null;
    externalId?: string | null;
  },
): Promise<RecordedPayment> {
  const row = await findInvoice(tx, t, invoiceId, true);
  if (row.status === 'draft') throw new AppError('CONFLICT', INVOICE_MESSAGES.isDraft);
  if (row.status === 'void') throw new AppError('CONFLICT', INVOICE_MESSAGES.isVoid);
  if (!Number.isSafeInteger(p.amountCents) || p.amountCents <= 0) {
    throw invalidInput({ amountCents: 'Please enter an amount greater than 0' });
  }
  const balance = row.totalCents - row.paidCents;
  if (p.kind === 'payment') {
    if (balance <= 0) throw new AppError('CONFLICT', INVOICE_MESSAGES.nothingDue);
    if (p.amountCents > balance) throw invalidInput({ amountCents: INVOICE_MESSAGES.overpayment });
  }
  if (p.kind === 'refund' && p.amountCents > row.paidCents) {
    throw invalidInput({ amountCents: INVOICE_MESSAGES.overRefund });
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: t.ctx.companyId,
      invoiceId,
      kind: p.kind,
      method: p.method,
      amountCents: p.amountCents,
      receivedOn: p.receivedOn ?? (await companyToday(tx, t)),
      reference: p.reference ?? null,
      note: p.note ?? null,
      externalId: p.externalId ?? null,
      userId: t.ctx.userId || null,
    })
    .returning({ id: payments.id });
  const paidCents = row.paidCents + (p.kind === 'payment' ? p.amountCents : -p.amountCents);
  const status = statusAfterPayments(row.totalCents, paidCents, row.viewedAt !== null);
  const [saved] = await tx
    .update(invoices)
    .set({
      paidCents,
      status,
      paidAt: status === 'paid' ? (row.status === 'paid' ? row.paidAt : new Date()) : null,
    })
    .where(and(eq(invoices.companyId, t.ctx.companyId), eq(invoices.id, invoiceId)))
    .returning();
  await logInvoiceEvent(tx, t, invoiceId, p.kind, {
    paymentId: payment!.id,
    method: p.method,
    amountCents: p.amountCents,
    paidCents,
    status,
  });
  const s = saved!;
  return {
    paymentId: payment!.id,
    invoice: {
      id: s.id,
      number: s.number,
      displayNumber: invoiceNumber(s.number),
      status: s.status,
      totalCents: s.totalCents,
      paidCents: s.paidCents,
      balanceCents: s.totalCents - s.paidCents,
      clientId: s.clientId,
      clientName: s.clientName,
      clientEmail: s.clientEmail,
      jobId: s.jobId,
      estimateId: s.estimateId,
    },
  };
}
