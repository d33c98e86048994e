import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  BillFilters,
  BillPaymentInput,
  CreateBillInput,
  SaveBillInput,
  VoidBillInput,
} from '../../../shared/payable-inputs.ts';
import type { Bill, BillPage, Payables } from '../../../shared/payable-responses.ts';
import {
  BILL_LIMITS,
  BILL_MESSAGES,
  billStatusAfterPayments,
  EXPENSE_CATEGORIES,
  type BillDueFilter,
} from '../../../shared/payables.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { billPayments, bills } from '../../db/schema/payables.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { jobTitle, jobTitles } from '../jobs/present.ts';
import { companyDay, companyToday, companyZone, visibleJobs } from '../jobs/scope.ts';
import { getOrder } from '../orders/service.ts';

// Accounts payable (issue #18, ADR 0034): what the company owes its suppliers and subcontractors.

type BillRow = typeof bills.$inferSelect;
type PaymentRow = typeof billPayments.$inferSelect;

/**
 * The company's calendar day, for a query on its bills: looked up once per statement by the
 * company's id (a parameter), not once per bill.
 */
const billToday = (companyId: string) => sql`(now() at time zone ${companyZone(companyId)})::date`;
const isOpen = sql`${bills.status} in ('open', 'partially_paid')`;

function due(filter: BillDueFilter, companyId: string): SQL {
  const today = billToday(companyId);
  const days = { overdue: null, next_7_days: 7, next_30_days: 30 }[filter];
  return days === null
    ? sql`(${isOpen} and ${bills.dueDate} < ${today})`
    : sql`(${isOpen} and ${bills.dueDate} between ${today} and ${today} + ${days}::int)`;
}

async function findBill(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<BillRow> {
  const query = tx
    .select()
    .from(bills)
    .where(and(eq(bills.companyId, t.ctx.companyId), eq(bills.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

async function presented(tx: Tx, t: TenantDb, rows: BillRow[], withPayments: boolean): Promise<Bill[]> {
  const today = await companyToday(tx, t);
  const titles = await jobTitles(
    tx,
    t,
    rows.map((r) => r.jobId),
  );
  const payments: PaymentRow[] =
    withPayments && rows.length
      ? await tx
          .select()
          .from(billPayments)
          .where(
            and(
              eq(billPayments.companyId, t.ctx.companyId),
              inArray(
                billPayments.billId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(billPayments.createdAt))
      : [];
  return rows.map((r) =>
    billOf(
      r,
      r.jobId ? (titles.get(r.jobId) ?? null) : null,
      today,
      payments.filter((p) => p.billId === r.id),
    ),
  );
}

/** A bill as the API shows it: its row, its job's title, the company's day (is it overdue) and its payments. */
function billOf(r: BillRow, jobTitle: string | null, today: string, payments: PaymentRow[]): Bill {
  return {
    id: r.id,
    vendorName: r.vendorName,
    vendorKind: r.vendorKind,
    category: r.category,
    description: r.description,
    reference: r.reference,
    jobId: r.jobId,
    jobTitle,
    orderId: r.orderId,
    billDate: r.billDate,
    dueDate: r.dueDate,
    amountCents: r.amountCents,
    paidCents: r.paidCents,
    balanceCents: r.status === 'void' ? 0 : r.amountCents - r.paidCents,
    status: r.status,
    overdue: (r.status === 'open' || r.status === 'partially_paid') && r.dueDate < today,
    notes: r.notes,
    voidReason: r.voidReason,
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference,
      note: p.note,
      createdAt: p.createdAt.toISOString(),
    })),
    createdAt: r.createdAt.toISOString(),
  };
}

const presentedOne = async (tx: Tx, t: TenantDb, row: BillRow) => (await presented(tx, t, [row], true))[0]!;

export const getBill = (t: TenantDb, id: string): Promise<Bill> =>
  t.run(async (tx) => presentedOne(tx, t, await findBill(tx, t, id)));

async function checkJob(tx: Tx, t: TenantDb, jobId: string | null | undefined): Promise<void> {
  if (!jobId) return;
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(visibleJobs(t), eq(jobs.id, jobId)));
  if (!job) throw invalidInput({ jobId: BILL_MESSAGES.jobNotFound });
}

function checkDates(input: { billDate: string; dueDate: string }): void {
  if (input.dueDate < input.billDate) throw invalidInput({ dueDate: BILL_MESSAGES.dueBeforeIssue });
}

const fieldsOf = (input: SaveBillInput) => ({
  vendorName: input.vendorName,
  vendorKind: input.vendorKind,
  category: input.category,
  description: input.description ?? null,
  reference: input.reference ?? null,
  jobId: input.jobId ?? null,
  billDate: input.billDate,
  dueDate: input.dueDate,
  amountCents: input.amountCents,
  notes: input.notes ?? null,
});

/** A bill typed in, or made from a received material order: its supplier, job and total, once, dated today. */
export async function createBill(t: TenantDb, input: CreateBillInput): Promise<Bill> {
  const order =
    input.from === 'order'
      ? await getOrder(t, input.orderId).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'NOT_FOUND') {
            throw invalidInput({ orderId: BILL_MESSAGES.orderNotFound });
          }
          throw err;
        })
      : null;
  if (order && order.status !== 'received' && order.status !== 'partially_received') {
    throw new AppError('CONFLICT', BILL_MESSAGES.orderNotReceived);
  }
  if (order && !order.totalCents) throw new AppError('CONFLICT', BILL_MESSAGES.orderHasNoTotal);
  try {
    return await t.run(async (tx) => {
      const values =
        input.from === 'manual'
          ? fieldsOf(input)
          : {
              vendorName: order!.supplierName ?? order!.displayNumber,
              vendorKind: 'supplier' as const,
              category: 'materials' as const,
              description: order!.displayNumber,
              reference: input.reference ?? null,
              jobId: order!.jobId,
              billDate: await companyToday(tx, t),
              dueDate: input.dueDate,
              amountCents: order!.totalCents!,
              notes: null,
              orderId: order!.id,
            };
      checkDates(values);
      if (input.from === 'manual') await checkJob(tx, t, values.jobId);
      const [row] = await tx
        .insert(bills)
        .values({ companyId: t.ctx.companyId, ...values, createdBy: t.ctx.userId })
        .returning();
      return presentedOne(tx, t, row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'bills_one_per_order')) throw new AppError('CONFLICT', BILL_MESSAGES.orderBilled);
    throw err;
  }
}

/** A bill is changed whole, while nothing has been paid on it. */
export function saveBill(t: TenantDb, id: string, input: SaveBillInput): Promise<Bill> {
  checkDates(input);
  return t.run(async (tx) => {
    const row = await findBill(tx, t, id, true);
    if (row.status === 'void') throw new AppError('CONFLICT', BILL_MESSAGES.isVoid);
    if (row.paidCents > 0) throw new AppError('CONFLICT', BILL_MESSAGES.hasPayments);
    await checkJob(tx, t, input.jobId);
    const [saved] = await tx
      .update(bills)
      .set(fieldsOf(input))
      .where(and(eq(bills.companyId, t.ctx.companyId), eq(bills.id, id)))
      .returning();
    return presentedOne(tx, t, saved!);
  });
}

/** A payment, in part or in full, under the bill's row lock; never more than the balance. */
export function payBill(t: TenantDb, id: string, input: BillPaymentInput): Promise<Bill> {
  return t.run(async (tx) => {
    const row = await findBill(tx, t, id, true);
    if (row.status === 'void') throw new AppError('CONFLICT', BILL_MESSAGES.isVoid);
    if (input.amountCents > row.amountCents - row.paidCents) {
      throw invalidInput({ amountCents: BILL_MESSAGES.overpayment });
    }
    await tx.insert(billPayments).values({
      companyId: t.ctx.companyId,
      billId: id,
      amountCents: input.amountCents,
      paidOn: input.paidOn ?? (await companyToday(tx, t)),
      method: input.method,
      reference: input.reference ?? null,
      note: input.note ?? null,
      createdBy: t.ctx.userId,
    });
    const paidCents = row.paidCents + input.amountCents;
    const [saved] = await tx
      .update(bills)
      .set({ paidCents, status: billStatusAfterPayments(row.amountCents, paidCents) })
      .where(and(eq(bills.companyId, t.ctx.companyId), eq(bills.id, id)))
      .returning();
    return presentedOne(tx, t, saved!);
  });
}

/** A bill entered by mistake is voided (kept, with its reason), never deleted; not once paid on. */
export function voidBill(t: TenantDb, id: string, input: VoidBillInput): Promise<Bill> {
  return t.run(async (tx) => {
    const row = await findBill(tx, t, id, true);
    if (row.status === 'void') throw new AppError('CONFLICT', BILL_MESSAGES.isVoid);
    if (row.paidCents > 0) throw new AppError('CONFLICT', BILL_MESSAGES.hasPayments);
    const [saved] = await tx
      .update(bills)
      .set({ status: 'void', voidedAt: new Date(), voidReason: input.reason ?? null })
      .where(and(eq(bills.companyId, t.ctx.companyId), eq(bills.id, id)))
      .returning();
    return presentedOne(tx, t, saved!);
  });
}

/**
 * Newest first, a page at a time, with the count on the first page and the sums of every match. One
 * statement (ADR 0011): the sums' one row, the page's ids joined to it and the bills to them, so that
 * a page past the last row still answers the sums.
 */
export function listBills(
  t: TenantDb,
  q: BillFilters & { limit: number; cursor?: string | undefined },
): Promise<BillPage> {
  const order = newestFirst(bills.createdAt, bills.id);
  const text = q.q?.trim();
  const filters = and(
    eq(bills.companyId, t.ctx.companyId),
    text
      ? or(
          ilike(bills.vendorName, containing(text)),
          ilike(bills.description, containing(text)),
          ilike(bills.reference, containing(text)),
        )
      : undefined,
    q.status ? eq(bills.status, q.status) : undefined,
    q.category ? eq(bills.category, q.category) : undefined,
    q.jobId ? eq(bills.jobId, q.jobId) : undefined,
    q.orderId ? eq(bills.orderId, q.orderId) : undefined,
    q.due ? due(q.due, t.ctx.companyId) : undefined,
  );
  return t.run(async (tx) => {
    // Names no table has: Drizzle writes a subquery's field by its bare alias.
    const sums = tx
      .select({
        n: sql<number>`count(*)::int`.as('match_count'),
        amount: sql<string | null>`sum(${bills.amountCents}) filter (where ${bills.status} <> 'void')`.as('amount_sum'),
        paid: sql<string | null>`sum(${bills.paidCents}) filter (where ${bills.status} <> 'void')`.as('paid_sum'),
        balance: sql<string | null>`sum(${bills.amountCents} - ${bills.paidCents}) filter (where ${isOpen})`.as(
          'balance_sum',
        ),
      })
      .from(bills)
      .where(filters)
      .as('sums');
    const pageIds = tx
      .select({ id: sql<string>`${bills.id}`.as('page_id') })
      .from(bills)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1)
      .as('page');
    const rows = await tx
      .select({
        bill: bills,
        jobTitle: jobTitle(bills.companyId, bills.jobId),
        today: companyDay(t.ctx.companyId),
        n: sums.n,
        amount: sums.amount,
        paid: sums.paid,
        balance: sums.balance,
      })
      .from(sums)
      .leftJoin(pageIds, sql`true`)
      .leftJoin(bills, eq(bills.id, pageIds.id))
      .orderBy(...order.by);
    const s = rows[0]!;
    const found = rows.flatMap((r) => (r.bill ? [{ ...r, bill: r.bill }] : []));
    const page = order.page(found, q.limit, (r) => [r.bill.createdAt.toISOString(), r.bill.id]);
    return {
      items: page.items.map((r) => {
        const { payments: _, ...bill } = billOf(r.bill, r.jobTitle, r.today, []);
        return bill;
      }),
      nextCursor: page.nextCursor,
      total: q.cursor ? null : s.n,
      sums: {
        amountCents: Number(s.amount ?? 0),
        paidCents: Number(s.paid ?? 0),
        balanceCents: Number(s.balance ?? 0),
      },
    };
  });
}

/** What is left to pay on a bill. */
const balance = sql`${bills.amountCents} - ${bills.paidCents}`;

/** What the company owes on open bills: in all, overdue, and due in the next 7 and 30 days (company days). */
export async function openBillTotals(tx: Tx, t: TenantDb) {
  const [totals] = await tx
    .select({
      balance: sql<string | null>`sum(${balance})`,
      n: count(),
      overdue: sql<string | null>`sum(${balance}) filter (where ${due('overdue', t.ctx.companyId)})`,
      overdueCount: sql<number>`(count(*) filter (where ${due('overdue', t.ctx.companyId)}))::int`,
      next7: sql<string | null>`sum(${balance}) filter (where ${due('next_7_days', t.ctx.companyId)})`,
      next30: sql<string | null>`sum(${balance}) filter (where ${due('next_30_days', t.ctx.companyId)})`,
    })
    .from(bills)
    .where(and(eq(bills.companyId, t.ctx.companyId), isOpen));
  return {
    balanceCents: Number(totals?.balance ?? 0),
    count: totals?.n ?? 0,
    overdueCents: Number(totals?.overdue ?? 0),
    overdueCount: totals?.overdueCount ?? 0,
    dueNext7DaysCents: Number(totals?.next7 ?? 0),
    dueNext30DaysCents: Number(totals?.next30 ?? 0),
  };
}

/** What the company owes, in SQL: the open balance, late and due soon, by category, and the next bills due. */
export function payables(t: TenantDb): Promise<Payables> {
  return t.run(async (tx) => {
    const mine = and(eq(bills.companyId, t.ctx.companyId), isOpen);
    const totals = await openBillTotals(tx, t);
    const categories = await tx
      .select({ category: bills.category, balance: sql<string>`sum(${balance})`, n: count() })
      .from(bills)
      .where(mine)
      .groupBy(bills.category);
    const dueSoon = await tx
      .select()
      .from(bills)
      .where(mine)
      .orderBy(asc(bills.dueDate), asc(bills.id))
      .limit(BILL_LIMITS.dueSoon);
    const byCategory = new Map(categories.map((c) => [c.category, c]));
    return {
      today: await companyToday(tx, t),
      ...totals,
      byCategory: EXPENSE_CATEGORIES.filter((c) => byCategory.has(c)).map((category) => ({
        category,
        balanceCents: Number(byCategory.get(category)!.balance),
        count: byCategory.get(category)!.n,
      })),
      dueSoon: (await presented(tx, t, dueSoon, false)).map(({ payments: _, ...bill }) => bill),
    };
  });
}
