import { sql } from 'drizzle-orm';
import { receipts } from '../../db/schema/receipts.ts';

/**
 * What other modules read of receipts: the financials' ledger (ADR 0035) counts each as a cost on
 * its receipt day. Its columns, and `rows`, a FROM clause whose WHERE the ledger narrows with `and …`.
 */
export const receiptCosts = (companyId: string) => ({
  day: sql`${receipts.receiptDate}`,
  job: sql`${receipts.jobId}`,
  category: sql`${receipts.category}`,
  amount: sql`${receipts.amountCents}`,
  record: sql`${receipts.id}`,
  vendor: sql`${receipts.vendorName}`,
  description: sql`${receipts.description}`,
  rows: sql`from ${receipts} where ${receipts.companyId} = ${companyId}`,
});
