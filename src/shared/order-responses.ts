import { z } from 'zod';
import { DELIVERY_TO, ORDER_STATUSES } from './orders.ts';
import { instant, pageSchema } from './responses.ts';

// The material order API's answers (GET/POST /api/v1/orders…), defined once here. Costs are null
// for a caller who may not write estimates (a crew receiving boxes on site sees no prices).

export const orderItemSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid().nullable(),
    description: z.string(),
    sku: z.string().nullable(),
    quantity: z.string(),
    unit: z.string(),
    unitCost: z.string().nullable(),
    amountCents: z.number().int().nullable(),
    receivedQuantity: z.string(),
    /** Every lot received of this item, in the order they came. */
    dyeLots: z.array(z.string()),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    /** PO-0001. */
    displayNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    supplierId: z.uuid().nullable(),
    supplierName: z.string().nullable(),
    jobId: z.uuid().nullable(),
    jobTitle: z.string().nullable(),
    estimateId: z.uuid().nullable(),
    expectedOn: z.string().nullable(),
    totalCents: z.number().int().nullable(),
    orderedAt: instant().nullable(),
    receivedAt: instant().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = pageSchema(orderSummarySchema).extend({ total: z.number().int().nullable() });
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderSchema = orderSummarySchema
  .extend({
    deliveryTo: z.enum(DELIVERY_TO),
    deliveryAddress: z.string().nullable(),
    notes: z.string().nullable(),
    items: z.array(orderItemSchema),
    /** Products that arrived in more than one dye lot: mixing lots ruins a floor. */
    lotWarnings: z.array(z.object({ itemId: z.uuid(), description: z.string(), dyeLots: z.array(z.string()) })),
    receipts: z.array(
      z.object({
        id: z.uuid(),
        itemId: z.uuid(),
        quantity: z.string(),
        dyeLot: z.string().nullable(),
        note: z.string().nullable(),
        userName: z.string().nullable(),
        receivedAt: instant(),
      }),
    ),
    editable: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
