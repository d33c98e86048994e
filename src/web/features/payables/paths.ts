/** Accounts payable (issue #18): the bills the company owes; each bill has a page under it. */
export const PAYABLES_PATH = '/dashboard/accounts-payable';
export const billPath = (id: string) => `${PAYABLES_PATH}/${id}`;

// Pages of features that may not be imported here (features/orders imports this one), written out.
export const orderPath = (id: string) => `/dashboard/tools/orders/${id}`;
export const jobPath = (id: string) => `/dashboard/jobs/${id}`;
