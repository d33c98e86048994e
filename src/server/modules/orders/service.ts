import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/accounts.ts';
import { divideRoundHalfUp, formatDecimal, parseDecimal } from '../../../shared/decimal.ts';
import { formatCents, formatDay, formatDecimalText, formatDocumentPrice } from '../../../shared/format.ts';
import { PRICE_SCALE, QUANTITY_SCALE } from '../../../shared/money.ts';
import type {
  CreateOrderInput,
  OrderFilters,
  ReceiveOrderInput,
  SendOrderInput,
  UpdateOrderInput,
} from '../../../shared/order-inputs.ts';
import type { Order, OrderPage, OrderSummary } from '../../../shared/order-responses.ts';
import { INCOMING_STATUSES, ORDER_MESSAGES, orderNumber, type OrderStatus } from '../../../shared/orders.ts';
import { can, scopeOf } from '../../../shared/permissions.ts';
import { jobCrew } from '../../db/schema/jobs.ts';
import { materialOrderItems, materialOrderReceipts, materialOrders } from '../../db/schema/orders.ts';
import { containing } from '../../db/like.ts';
import type { TenantDb, Tx } from '../../db/tenant.ts';
import { nextDocumentNumber } from '../../platform/document-numbers.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { headerText, subjectName } from '../../platform/mail-templates.ts';
import { newestFirst } from '../../platform/pagination.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { documentTexts } from '../../platform/pdf/texts.ts';
import { productsByIds, supplierName, suppliersByIds, type SupplierRow } from '../catalog/scope.ts';
import { letterhead } from '../companies/service.ts';
import { acceptedOption, findEstimate } from '../estimates/scope.ts';
import { findJob, jobTitle } from '../jobs/present.ts';
import { setJobStage } from '../jobs/service.ts';
import { callerLanguage, userNames } from '../members/service.ts';

type OrderRow = typeof materialOrders.$inferSelect;
type ItemRow = typeof materialOrderItems.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Who sees what

/** The company's orders; a crew's only those for the jobs they are on (they take the deliveries). */
function visible(t: TenantDb): SQL {
  const company = eq(materialOrders.companyId, t.ctx.companyId);
  if (scopeOf(t.ctx.role, t.ctx.isOwner) === 'any') return company;
  if (t.ctx.role === 'field_team') {
    return and(
      company,
      sql`exists (select 1 from ${jobCrew} where ${jobCrew.companyId} = ${materialOrders.companyId} and ${jobCrew.jobId} = ${materialOrders.jobId} and ${jobCrew.userId} = ${t.ctx.userId})`,
    )!;
  }
  return sql`false`;
}

/** What materials cost is for those who price the work. */
const seesCosts = (t: TenantDb) => can(t.ctx.role, 'estimates', 'write', t.ctx.isOwner);

async function findOrder(tx: Tx, t: TenantDb, id: string, forUpdate = false): Promise<OrderRow> {
  const query = tx
    .select()
    .from(materialOrders)
    .where(and(visible(t), eq(materialOrders.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Money and quantities, exactly

const quantityOf = (text: string) => parseDecimal(text, QUANTITY_SCALE) ?? 0n;

/** quantity × unit cost in cents, rounded half up once (ADR 0024); null without a cost. */
function amountCents(quantity: string, unitCost: string | null): number | null {
  if (unitCost === null) return null;
  const scaled = quantityOf(quantity) * (parseDecimal(unitCost, PRICE_SCALE) ?? 0n);
  return Number(divideRoundHalfUp(scaled, 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE - 2)));
}

function totalOf(items: { quantity: string; unitCost?: string | null | undefined }[]): number | null {
  let total = 0;
  for (const item of items) {
    const amount = amountCents(item.quantity, item.unitCost ?? null);
    if (amount === null) return null;
    total += amount;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Presenting

/** What a summary shows beside the order's own columns, inside a query on `materialOrders`. */
const shownWith = {
  supplierName: sql<string | null>`${supplierName(materialOrders.companyId, materialOrders.supplierId)}`,
  jobTitle: jobTitle(materialOrders.companyId, materialOrders.jobId),
};

function summaryOf(
  t: TenantDb,
  r: OrderRow,
  shown: { supplierName: string | null; jobTitle: string | null },
): OrderSummary {
  return {
    id: r.id,
    number: r.number,
    displayNumber: orderNumber(r.number),
    status: r.status,
    supplierId: r.supplierId,
    supplierName: shown.supplierName,
    jobId: r.jobId,
    jobTitle: shown.jobTitle,
    estimateId: r.estimateId,
    expectedOn: r.expectedOn,
    totalCents: seesCosts(t) ? r.totalCents : null,
    orderedAt: r.orderedAt?.toISOString() ?? null,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Without the names of who received what (accounts are read outside the transaction). */
async function presentedRows(tx: Tx, t: TenantDb, row: OrderRow) {
  const [shown] = await tx
    .select(shownWith)
    .from(materialOrders)
    .where(and(eq(materialOrders.companyId, t.ctx.companyId), eq(materialOrders.id, row.id)));
  const summary = summaryOf(t, row, shown!);
  const items = await tx
    .select()
    .from(materialOrderItems)
    .where(and(eq(materialOrderItems.companyId, t.ctx.companyId), eq(materialOrderItems.orderId, row.id)))
    .orderBy(asc(materialOrderItems.position));
  const receipts = await tx
    .select()
    .from(materialOrderReceipts)
    .where(and(eq(materialOrderReceipts.companyId, t.ctx.companyId), eq(materialOrderReceipts.orderId, row.id)))
    .orderBy(asc(materialOrderReceipts.receivedAt), asc(materialOrderReceipts.id));
  return { row, summary, items, receipts };
}

type OrderParts = Awaited<ReturnType<typeof presentedRows>>;

async function present(t: TenantDb, parts: OrderParts): Promise<Order> {
  const { row, summary, items, receipts } = parts;
  const names = await userNames(
    t.db,
    receipts.map((r) => r.userId),
  );
  const costs = seesCosts(t);
  const lotsOf = (itemId: string) => [
    ...new Set(receipts.filter((r) => r.itemId === itemId && r.dyeLot).map((r) => r.dyeLot!.trim())),
  ];
  return {
    ...summary,
    deliveryTo: row.deliveryTo,
    deliveryAddress: row.deliveryAddress,
    notes: row.notes,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      description: item.description,
      sku: item.sku,
      quantity: item.quantity,
      unit: item.unit,
      unitCost: costs ? item.unitCost : null,
      amountCents: costs ? amountCents(item.quantity, item.unitCost) : null,
      receivedQuantity: item.receivedQuantity,
      dyeLots: lotsOf(item.id),
    })),
    lotWarnings: items
      .map((item) => ({ itemId: item.id, description: item.description, dyeLots: lotsOf(item.id) }))
      .filter((w) => w.dyeLots.length > 1),
    receipts: receipts.map((r) => ({
      id: r.id,
      itemId: r.itemId,
      quantity: r.quantity,
      dyeLot: r.dyeLot,
      note: r.note,
      userName: r.userId ? (names.get(r.userId) ?? null) : null,
      receivedAt: r.receivedAt.toISOString(),
    })),
    editable: costs && row.status === 'draft',
  };
}

/** One transaction for the work, then the names outside it. */
async function answer(t: TenantDb, work: (tx: Tx) => Promise<OrderRow>): Promise<Order> {
  const parts = await t.run(async (tx) => presentedRows(tx, t, await work(tx)));
  return present(t, parts);
}

export const getOrder = (t: TenantDb, id: string) => answer(t, (tx) => findOrder(tx, t, id));

export async function listOrders(
  t: TenantDb,
  q: OrderFilters & { limit: number; cursor?: string | undefined },
): Promise<OrderPage> {
  const order = newestFirst(materialOrders.createdAt, materialOrders.id);
  const text = q.q?.trim();
  const numberSearch = text ? /^(?:po-?)?0*(\d{1,9})$/i.exec(text) : null;
  const filters = and(
    visible(t),
    text
      ? or(
          ilike(materialOrders.notes, containing(text)),
          sql`${supplierName(materialOrders.companyId, materialOrders.supplierId)} ilike ${containing(text)}`,
          numberSearch ? eq(materialOrders.number, Number(numberSearch[1])) : undefined,
        )
      : undefined,
    q.jobId ? eq(materialOrders.jobId, q.jobId) : undefined,
    q.estimateId ? eq(materialOrders.estimateId, q.estimateId) : undefined,
    q.incoming ? inArray(materialOrders.status, [...INCOMING_STATUSES]) : undefined,
  );
  return t.run(async (tx) => {
    const rows = await tx
      .select({
        order: materialOrders,
        ...shownWith,
        total: q.cursor ? sql<null>`null` : sql<number>`(select count(*)::int from ${materialOrders} where ${filters})`,
      })
      .from(materialOrders)
      .where(and(filters, order.where(q.cursor)))
      .orderBy(...order.by)
      .limit(q.limit + 1);
    const page = order.page(rows, q.limit, (r) => [r.order.createdAt.toISOString(), r.order.id]);
    return {
      items: page.items.map((r) => summaryOf(t, r.order, r)),
      nextCursor: page.nextCursor,
      // An empty first page counted nothing: there is nothing to count.
      total: q.cursor ? null : (rows[0]?.total ?? 0),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

type ItemInput = NonNullable<CreateOrderInput['items']>[number];

async function checkSupplier(tx: Tx, t: TenantDb, supplierId: string | null | undefined) {
  if (!supplierId) return;
  const [row] = await suppliersByIds(tx, t, [supplierId]);
  if (!row || row.archivedAt) throw invalidInput({ supplierId: ORDER_MESSAGES.supplierNotFound });
}

async function checkProducts(tx: Tx, t: TenantDb, items: ItemInput[]) {
  const ids = [...new Set(items.map((i) => i.productId).filter((id): id is string => !!id))];
  if (!ids.length) return;
  const found = new Set((await productsByIds(tx, t, ids)).map((r) => r.id));
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.productId && !found.has(item.productId)) errors[`items.${i}.productId`] = ORDER_MESSAGES.productNotFound;
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
}

/** The job, visible to the caller (another company's id is a field error, not a leak). */
async function jobFor(tx: Tx, t: TenantDb, jobId: string | null | undefined) {
  if (!jobId) return null;
  return findJob(tx, t, jobId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw invalidInput({ jobId: ORDER_MESSAGES.jobNotFound });
    throw error;
  });
}

/**
 * The material lines of the estimate's accepted option (else its first), as order items: the
 * boxes quoted are the boxes ordered, at the cost quoted.
 */
async function itemsFromEstimate(tx: Tx, t: TenantDb, estimateId: string) {
  const estimate = await findEstimate(tx, t, estimateId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      throw invalidInput({ estimateId: ORDER_MESSAGES.estimateNotFound });
    throw error;
  });
  const { lines } = await acceptedOption(tx, t, estimate, null);
  const ordered = lines.filter((l) => l.kind === 'material' && quantityOf(l.quantity) > 0n);
  const productIds = [...new Set(ordered.map((l) => l.productId).filter((id): id is string => !!id))];
  const skus = new Map((await productsByIds(tx, t, productIds)).map((p) => [p.id, p.sku]));
  const items: ItemInput[] = ordered.map((l) => ({
    productId: l.productId,
    description: l.description,
    sku: l.productId ? (skus.get(l.productId) ?? null) : null,
    quantity: l.quantity,
    unit: l.unit,
    unitCost: l.unitCost,
  }));
  return { estimate, items };
}

async function writeItems(tx: Tx, t: TenantDb, orderId: string, items: ItemInput[]) {
  await tx
    .delete(materialOrderItems)
    .where(and(eq(materialOrderItems.companyId, t.ctx.companyId), eq(materialOrderItems.orderId, orderId)));
  if (!items.length) return;
  await tx.insert(materialOrderItems).values(
    items.map((item, position) => ({
      companyId: t.ctx.companyId,
      orderId,
      position,
      productId: item.productId ?? null,
      description: item.description,
      sku: item.sku ?? null,
      quantity: item.quantity,
      unit: item.unit,
      unitCost: item.unitCost ?? null,
    })),
  );
}

/** Where the boxes go: the job site's address unless another is given. */
function deliveryAddress(
  input: { deliveryTo: string; deliveryAddress?: string | null | undefined },
  job: { address: string | null } | null,
) {
  return input.deliveryAddress ?? (input.deliveryTo === 'job_site' ? (job?.address ?? null) : null);
}

export function createOrder(t: TenantDb, input: CreateOrderInput): Promise<Order> {
  return answer(t, async (tx) => {
    await checkSupplier(tx, t, input.supplierId);
    const fromEstimate = input.estimateId ? await itemsFromEstimate(tx, t, input.estimateId) : null;
    const job = await jobFor(tx, t, input.jobId ?? fromEstimate?.estimate.jobId);
    const items = input.items ?? fromEstimate?.items ?? [];
    await checkProducts(tx, t, items);
    const number = await nextDocumentNumber(tx, t, 'order');
    const [row] = await tx
      .insert(materialOrders)
      .values({
        companyId: t.ctx.companyId,
        number,
        userId: t.ctx.userId || null,
        supplierId: input.supplierId ?? null,
        estimateId: fromEstimate?.estimate.id ?? null,
        jobId: job?.id ?? null,
        expectedOn: input.expectedOn ?? null,
        deliveryTo: input.deliveryTo,
        deliveryAddress: deliveryAddress(input, job),
        notes: input.notes ?? null,
        totalCents: totalOf(items),
      })
      .returning();
    await writeItems(tx, t, row!.id, items);
    return row!;
  });
}

export function updateOrder(t: TenantDb, id: string, input: UpdateOrderInput): Promise<Order> {
  return answer(t, async (tx) => {
    const current = await findOrder(tx, t, id, true);
    if (current.status !== 'draft') throw new AppError('CONFLICT', ORDER_MESSAGES.notDraft);
    await checkSupplier(tx, t, input.supplierId);
    await checkProducts(tx, t, input.items);
    const job = await jobFor(tx, t, input.jobId);
    await writeItems(tx, t, id, input.items);
    const [row] = await tx
      .update(materialOrders)
      .set({
        supplierId: input.supplierId ?? null,
        jobId: job?.id ?? null,
        expectedOn: input.expectedOn ?? null,
        deliveryTo: input.deliveryTo,
        deliveryAddress: deliveryAddress(input, job),
        notes: input.notes ?? null,
        totalCents: totalOf(input.items),
      })
      .where(eq(materialOrders.id, id))
      .returning();
    return row!;
  });
}

export function deleteOrder(t: TenantDb, id: string): Promise<void> {
  return t.run(async (tx) => {
    const row = await findOrder(tx, t, id, true);
    if (row.status !== 'draft') throw new AppError('CONFLICT', ORDER_MESSAGES.notDraft);
    await tx.delete(materialOrders).where(eq(materialOrders.id, id));
  });
}

/** A placed order is cancelled, never deleted (the supplier has it); a received one stays. */
export function cancelOrder(t: TenantDb, id: string): Promise<Order> {
  return answer(t, async (tx) => {
    const row = await findOrder(tx, t, id, true);
    if (row.status === 'received' || row.status === 'cancelled')
      throw new AppError('CONFLICT', ORDER_MESSAGES.notCancellable);
    const [saved] = await tx
      .update(materialOrders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(materialOrders.id, id))
      .returning();
    return saved!;
  });
}

// ---------------------------------------------------------------------------------------------
// Placing (the PDF to the supplier) and receiving

const PO_TEXTS = {
  en: {
    title: 'Purchase order',
    expected: 'Expected delivery',
    supplier: 'Supplier',
    deliverTo: 'Deliver to',
    job: 'Job',
    sku: 'SKU',
    cost: 'Unit cost',
    subject: (number: string, company: string) => `Purchase order ${number} from ${company}`,
    body: 'Please find our purchase order attached. Reply to confirm the delivery date.',
  },
  pt: {
    title: 'Pedido de compra',
    expected: 'Entrega prevista',
    supplier: 'Fornecedor',
    deliverTo: 'Entregar em',
    job: 'Obra',
    sku: 'SKU',
    cost: 'Custo unit.',
    subject: (number: string, company: string) => `Pedido de compra ${number} de ${company}`,
    body: 'Segue em anexo nosso pedido de compra. Responda para confirmar a data de entrega.',
  },
} as const;

async function orderPdf(
  t: TenantDb,
  order: Order,
  language: Language,
  company: Awaited<ReturnType<typeof letterhead>>,
  supplier: { name: string; lines: string[] } | null,
) {
  const p = PO_TEXTS[language] ?? PO_TEXTS.en;
  const e = documentTexts(language);
  const total = order.totalCents;
  return renderPdf({
    language,
    company,
    title: p.title,
    number: order.displayNumber,
    facts: [
      { label: e.issued, value: formatDay((order.orderedAt ?? new Date().toISOString()).slice(0, 10), language) },
      ...(order.expectedOn ? [{ label: p.expected, value: formatDay(order.expectedOn, language) }] : []),
    ],
    parties: [
      ...(supplier ? [{ label: p.supplier, lines: [supplier.name, ...supplier.lines] }] : []),
      ...(order.deliveryAddress ? [{ label: p.deliverTo, lines: [order.deliveryAddress] }] : []),
      ...(order.jobTitle ? [{ label: p.job, lines: [order.jobTitle] }] : []),
    ],
    sections: [
      {
        columns: [
          { label: e.columns.description },
          { label: p.sku },
          { label: e.columns.quantity, align: 'right' },
          { label: e.columns.unit },
          { label: p.cost, align: 'right' },
          { label: e.columns.amount, align: 'right' },
        ],
        rows: order.items.map((item) => ({
          cells: [
            item.description,
            item.sku ?? '',
            formatDecimalText(item.quantity, language),
            e.units[item.unit] ?? item.unit,
            item.unitCost ? formatDocumentPrice(item.unitCost, item.unit, language) : '',
            item.amountCents !== null ? formatCents(item.amountCents, language) : '',
          ],
        })),
      },
    ],
    totals: total !== null ? [{ label: e.total, value: formatCents(total, language), strong: true }] : [],
    blocks: order.notes ? [{ title: e.notes, text: order.notes }] : [],
    footer: `${company.name} · ${order.displayNumber}`,
    date: new Date(order.orderedAt ?? order.createdAt),
  });
}

async function supplierOf(tx: Tx, t: TenantDb, supplierId: string | null) {
  if (!supplierId) return null;
  const [row] = await suppliersByIds(tx, t, [supplierId]);
  return row ?? null;
}

/** The order as a PDF, in the caller's language. */
export async function orderPdfFile(t: TenantDb, id: string): Promise<{ filename: string; bytes: Buffer }> {
  const order = await getOrder(t, id);
  const { company, supplier, language } = await t.run(async (tx) => ({
    company: await letterhead(tx, t),
    supplier: await supplierOf(tx, t, order.supplierId),
    language: await callerLanguage(tx, t),
  }));
  const bytes = await orderPdf(t, order, language, company, supplier && supplierParty(supplier));
  return { filename: `${order.displayNumber}.pdf`, bytes };
}

const supplierParty = (s: SupplierRow) => ({
  name: s.name,
  lines: [s.contactName, s.email, s.phone, s.accountNumber ? `# ${s.accountNumber}` : null].filter(
    (v): v is string => !!v,
  ),
});

/**
 * Places the order: e-mails the PDF to the supplier, then marks it ordered and moves its job to
 * materials_ordered (with the job's update and event). The e-mail goes out between transactions:
 * a failed delivery changes nothing.
 */
export async function sendOrder(t: TenantDb, id: string, input: SendOrderInput): Promise<Order> {
  const order = await getOrder(t, id);
  if (order.status !== 'draft' && order.status !== 'ordered') throw new AppError('CONFLICT', ORDER_MESSAGES.notDraft);
  if (!order.items.length) throw invalidInput({ items: ORDER_MESSAGES.noItems });
  const { company, supplier, language } = await t.run(async (tx) => ({
    company: await letterhead(tx, t),
    supplier: await supplierOf(tx, t, order.supplierId),
    language: await callerLanguage(tx, t),
  }));
  const to = input.to ?? supplier?.email ?? null;
  if (!to) throw invalidInput({ to: ORDER_MESSAGES.noSupplierEmail });
  const bytes = await orderPdf(t, order, language, company, supplier && supplierParty(supplier));
  const p = PO_TEXTS[language] ?? PO_TEXTS.en;
  const text = [...(input.message ? [input.message, ''] : []), p.body, '', `— ${company.name}`].join('\n');
  await t.services.mailer.send({
    to,
    subject: headerText(p.subject(order.displayNumber, subjectName(company.name))),
    text,
    html: `<!doctype html><html lang="${language === 'pt' ? 'pt-BR' : 'en-US'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px"><p><strong style="font-size:20px">${escapeHtml(company.name)}</strong></p>${input.message ? `<p style="white-space:pre-line">${escapeHtml(input.message)}</p>` : ''}<p>${escapeHtml(p.body)}</p></body></html>`,
    links: [],
    attachments: [{ filename: `${order.displayNumber}.pdf`, contentType: 'application/pdf', content: bytes }],
  });
  return answer(t, async (tx) => {
    const row = await findOrder(tx, t, id, true);
    if (row.status !== 'draft') return row;
    const [saved] = await tx
      .update(materialOrders)
      .set({ status: 'ordered', orderedAt: new Date() })
      .where(eq(materialOrders.id, id))
      .returning();
    if (row.jobId) await setJobStage(tx, t, row.jobId, { stage: 'materials_ordered' }, { forwardOnly: true });
    return saved!;
  });
}

/**
 * Records a delivery: per item the quantity that came and its dye lot. The order becomes partially
 * received, or received once every item is complete, which moves its job to materials_delivered.
 */
export function receiveOrder(t: TenantDb, id: string, input: ReceiveOrderInput): Promise<Order> {
  return answer(t, async (tx) => {
    const row = await findOrder(tx, t, id, true);
    if (row.status !== 'ordered' && row.status !== 'partially_received') {
      throw new AppError('CONFLICT', ORDER_MESSAGES.notOrdered);
    }
    const items = await tx
      .select()
      .from(materialOrderItems)
      .where(and(eq(materialOrderItems.companyId, t.ctx.companyId), eq(materialOrderItems.orderId, id)));
    const byId = new Map(items.map((i) => [i.id, i]));
    const errors: Record<string, string> = {};
    const received = new Map<string, bigint>();
    input.items.forEach((entry, i) => {
      const item = byId.get(entry.itemId);
      if (!item) return void (errors[`items.${i}.itemId`] = ORDER_MESSAGES.itemNotFound);
      const total = (received.get(item.id) ?? quantityOf(item.receivedQuantity)) + quantityOf(entry.quantity);
      if (total > quantityOf(item.quantity)) errors[`items.${i}.quantity`] = ORDER_MESSAGES.tooMuch;
      received.set(item.id, total);
    });
    const entries = input.items.filter((e) => quantityOf(e.quantity) > 0n);
    if (!Object.keys(errors).length && !entries.length) errors.items = ORDER_MESSAGES.nothingReceived;
    if (Object.keys(errors).length) throw invalidInput(errors);

    await tx.insert(materialOrderReceipts).values(
      entries.map((e) => ({
        companyId: t.ctx.companyId,
        orderId: id,
        itemId: e.itemId,
        userId: t.ctx.userId || null,
        quantity: e.quantity,
        dyeLot: e.dyeLot ?? null,
        note: input.note ?? null,
      })),
    );
    for (const [itemId, total] of received) {
      await tx
        .update(materialOrderItems)
        .set({ receivedQuantity: formatDecimal(total, QUANTITY_SCALE) })
        .where(and(eq(materialOrderItems.companyId, t.ctx.companyId), eq(materialOrderItems.id, itemId)));
    }
    const complete = items.every(
      (item: ItemRow) => (received.get(item.id) ?? quantityOf(item.receivedQuantity)) >= quantityOf(item.quantity),
    );
    const status: OrderStatus = complete ? 'received' : 'partially_received';
    const [saved] = await tx
      .update(materialOrders)
      .set({ status, receivedAt: complete ? new Date() : null })
      .where(eq(materialOrders.id, id))
      .returning();
    if (complete && row.jobId)
      await setJobStage(tx, t, row.jobId, { stage: 'materials_delivered' }, { forwardOnly: true });
    return saved!;
  });
}
