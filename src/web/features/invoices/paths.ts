/** The invoices list (spec section 2: /dashboard/manage, "invoices and payments"; /dashboard/invoicing shows it too). */
export const INVOICES_PATH = '/dashboard/manage';
/** Accounts receivable (issue #18, features/financials): the invoices page links to it. */
export const RECEIVABLES_PATH = '/dashboard/accounts-receivable';
