import { sql } from 'drizzle-orm';
import { materialOrders } from '../../db/schema/orders.ts';
import { companyZone } from '../jobs/scope.ts';

/**
 * What other modules read of material orders: the financials' ledger (ADR 0035) counts a received
 * order with a total as a cost on the company day it was received. Its columns, and `rows`, a FROM
 * clause whose WHERE the ledger narrows with `and …`.
 */
export const receivedOrderCosts = (companyId: string) => ({
  day: sql`(${materialOrders.receivedAt} at time zone ${companyZone(companyId)})::date`,
  job: sql`${materialOrders.jobId}`,
  amount: sql`${materialOrders.totalCents}`,
  record: sql`${materialOrders.id}`,
  number: sql`${materialOrders.number}`,
  supplier: sql`${materialOrders.supplierId}`,
  rows: sql`from ${materialOrders}
    where ${materialOrders.companyId} = ${companyId} and ${materialOrders.status} = 'received'
      and ${materialOrders.totalCents} is not null`,
});
