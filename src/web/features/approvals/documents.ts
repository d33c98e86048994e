import type { ClientDocuments } from './api.ts';

type DocEstimate = ClientDocuments['estimates'][number];
type DocInvoice = ClientDocuments['invoices'][number];

/** An estimate still waiting for the client's answer. */
export const awaitingAnswer = (estimate: Pick<DocEstimate, 'status'>): boolean =>
  estimate.status === 'sent' || estimate.status === 'viewed';

/** An invoice the client may pay: something is due and it is not void or a draft. */
export const payable = (invoice: Pick<DocInvoice, 'status' | 'balanceCents'>): boolean =>
  invoice.balanceCents > 0 && invoice.status !== 'void' && invoice.status !== 'draft';

/**
 * The portal's order: estimates awaiting an answer first (soonest to expire first), then the rest,
 * newest sent first; invoices with a balance due (overdue first, then by due date), then the rest.
 */
export function orderDocuments(docs: ClientDocuments): ClientDocuments {
  const estimates = [...docs.estimates].sort((a, b) => {
    const wait = Number(awaitingAnswer(b)) - Number(awaitingAnswer(a));
    if (wait) return wait;
    if (awaitingAnswer(a)) return a.validUntil.localeCompare(b.validUntil);
    return (b.sentAt ?? '').localeCompare(a.sentAt ?? '');
  });
  const invoices = [...docs.invoices].sort((a, b) => {
    const due = Number(payable(b)) - Number(payable(a));
    if (due) return due;
    const late = Number(b.status === 'overdue') - Number(a.status === 'overdue');
    if (late) return late;
    return a.dueDate.localeCompare(b.dueDate);
  });
  return { estimates, invoices };
}
