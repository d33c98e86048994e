import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DELIVERY_TO, ORDER_STATUSES } from '../../../shared/orders.ts';
import { user } from './auth.ts';
import { catalogProducts, suppliers } from './catalog.ts';
import { instant, oneOf, timestamps } from './columns.ts';
import { companyId } from './companies.ts';
import { estimates } from './estimates.ts';
import { jobs } from './jobs.ts';

/**
 * A purchase order for materials (issue #16, ADR 0027), numbered per company (PO-0001). Its cost
 * stays with its job for job costing.
 */
export const materialOrders = pgTable(
  'material_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    number: integer('number').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('draft'),
    expectedOn: date('expected_on'),
    deliveryTo: text('delivery_to', { enum: DELIVERY_TO }).notNull().default('job_site'),
    deliveryAddress: text('delivery_address'),
    notes: text('notes'),
    /** Sum of the items' amounts; null when an item has no cost. */
    totalCents: bigint('total_cents', { mode: 'number' }),
    orderedAt: instant('ordered_at'),
    receivedAt: instant('received_at'),
    cancelledAt: instant('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    unique('material_orders_company_id_id_key').on(t.companyId, t.id),
    unique('material_orders_company_number_key').on(t.companyId, t.number),
    index('material_orders_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('material_orders_company_job_idx')
      .on(t.companyId, t.jobId)
      .where(sql`${t.jobId} is not null`),
    check('material_orders_status_valid', oneOf('status', ORDER_STATUSES)),
    check('material_orders_delivery_valid', oneOf('delivery_to', DELIVERY_TO)),
    check('material_orders_total_positive', sql`${t.totalCents} >= 0`),
  ],
);

export const materialOrderItems = pgTable(
  'material_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => catalogProducts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    sku: text('sku'),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull().default(''),
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }),
    receivedQuantity: numeric('received_quantity', { precision: 12, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    unique('material_order_items_company_id_id_key').on(t.companyId, t.id),
    foreignKey({
      columns: [t.companyId, t.orderId],
      foreignColumns: [materialOrders.companyId, materialOrders.id],
    }).onDelete('cascade'),
    index('material_order_items_order_idx').on(t.companyId, t.orderId, t.position),
    check(
      'material_order_items_quantities_valid',
      sql`${t.quantity} > 0 and ${t.receivedQuantity} >= 0 and coalesce(${t.unitCost}, 0) >= 0`,
    ),
  ],
);

/** Each delivery of an item: how much came, and its dye lot. */
export const materialOrderReceipts = pgTable(
  'material_order_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id').notNull(),
    itemId: uuid('item_id').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    dyeLot: text('dye_lot'),
    note: text('note'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.companyId, t.orderId],
      foreignColumns: [materialOrders.companyId, materialOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.itemId],
      foreignColumns: [materialOrderItems.companyId, materialOrderItems.id],
    }).onDelete('cascade'),
    index('material_order_receipts_order_idx').on(t.companyId, t.orderId, t.receivedAt),
    check('material_order_receipts_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
