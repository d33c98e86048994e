import { sql } from 'drizzle-orm';
import { documentCounters, type DocumentKind } from '../db/schema/document-numbers.ts';
import type { TenantDb, Tx } from '../db/tenant.ts';

/**
 * The company's next number of this kind, inside the caller's transaction: 1, 2, 3… with no gap
 * and no duplicate under any concurrency (the counter's row lock serialises the creates, and a
 * rolled-back create gives its number back).
 */
export async function nextDocumentNumber(tx: Tx, t: TenantDb, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ companyId: t.ctx.companyId, kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ number: documentCounters.lastNumber });
  return row!.number;
}
