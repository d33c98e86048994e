import { z } from 'zod';
import { QUANTITY_SCALE, PRICE_SCALE } from './money.ts';
import { DELIVERY_TO, ORDER_LIMITS, ORDER_MESSAGES } from './orders.ts';
import {
  blankToNull,
  decimalText,
  optionalEmail,
  optionalId,
  optionalPlannedDay,
  optionalText,
  requiredText,
} from './validation.ts';

// The material order's calls (issue #16): made from an estimate or a job, or typed; received in
// parts with the dye lot of each delivery.

export const orderItemInput = z.object({
  productId: optionalId(),
  description: requiredText(ORDER_LIMITS.description),
  sku: optionalText(ORDER_LIMITS.sku),
  quantity: decimalText(QUANTITY_SCALE, 7).refine((q) => Number(q) > 0, 'Please enter a quantity above 0'),
  unit: z.string().trim().max(ORDER_LIMITS.unit).default(''),
  unitCost: z.preprocess(blankToNull, decimalText(PRICE_SCALE).nullable().optional()),
});

const orderFields = {
  supplierId: optionalId(),
  jobId: optionalId(),
  expectedOn: optionalPlannedDay,
  deliveryTo: z.enum(DELIVERY_TO).default('job_site'),
  /** Defaults to the job's address for a delivery to the job site. */
  deliveryAddress: optionalText(ORDER_LIMITS.address),
  notes: optionalText(ORDER_LIMITS.notes),
};

/**
 * A new order. From an estimate, its items are the material lines of the option the client
 * accepted (else the first), unless items are given.
 */
export const createOrderInput = z.object({
  ...orderFields,
  estimateId: optionalId(),
  items: z.array(orderItemInput).max(ORDER_LIMITS.items).optional(),
});
export type CreateOrderInput = z.output<typeof createOrderInput>;

export const updateOrderInput = z.object({
  ...orderFields,
  items: z.array(orderItemInput).min(1, ORDER_MESSAGES.noItems).max(ORDER_LIMITS.items),
});
export type UpdateOrderInput = z.output<typeof updateOrderInput>;

export const sendOrderInput = z.object({
  /** Defaults to the supplier's e-mail. */
  to: optionalEmail,
  message: optionalText(2000),
});
export type SendOrderInput = z.output<typeof sendOrderInput>;

export const receiveOrderInput = z.object({
  items: z
    .array(
      z.object({
        itemId: z.uuid(),
        quantity: decimalText(QUANTITY_SCALE, 7),
        /** The dye lot or batch printed on the boxes: mixing lots shows on a floor. */
        dyeLot: optionalText(ORDER_LIMITS.dyeLot),
      }),
    )
    .min(1, ORDER_MESSAGES.nothingReceived)
    .max(ORDER_LIMITS.items),
  note: optionalText(ORDER_LIMITS.notes),
});
export type ReceiveOrderInput = z.output<typeof receiveOrderInput>;

export const orderFiltersInput = z.object({
  q: z.string().trim().max(ORDER_LIMITS.search).optional(),
  jobId: z.uuid().optional(),
  estimateId: z.uuid().optional(),
  /** Only what is on its way: placed and not all received (/dashboard/materials). */
  incoming: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type OrderFilters = z.output<typeof orderFiltersInput>;
