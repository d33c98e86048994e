/** Issue #16: a material order's life (ADR 0027). */
export const ORDER_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Placed and not all received yet: what is on its way. */
export const INCOMING_STATUSES = ['ordered', 'partially_received'] as const satisfies readonly OrderStatus[];
export const isIncoming = (status: OrderStatus) => (INCOMING_STATUSES as readonly string[]).includes(status);
export const DELIVERY_TO = ['job_site', 'shop'] as const;
export type DeliveryTo = (typeof DELIVERY_TO)[number];

export const ORDER_LIMITS = {
  items: 200,
  description: 500,
  sku: 64,
  unit: 20,
  notes: 2000,
  address: 500,
  dyeLot: 60,
  search: 100,
} as const;

/** PO-0001. */
export const orderNumber = (number: number) => `PO-${String(number).padStart(4, '0')}`;

export const ORDER_MESSAGES = {
  notDraft: 'Only a draft order can be changed.',
  notOrdered: 'Only an order that was placed can be received.',
  notCancellable: 'A received order cannot be cancelled.',
  noItems: 'Add at least one item.',
  noSupplierEmail: "Add the supplier's e-mail before sending.",
  supplierNotFound: 'This supplier does not exist or is archived.',
  estimateNotFound: 'Estimate not found',
  jobNotFound: 'Job not found',
  productNotFound: 'This catalog product does not exist.',
  itemNotFound: 'This item is not on the order.',
  tooMuch: 'More than was ordered is still to come: check the quantity.',
  nothingReceived: 'Enter the quantity received for at least one item.',
} as const;
