/** Accounts payable (issue #18): the bills the company owes; each bill has a page under it. */
export const PAYABLES_PATH = '/dashboard/accounts-payable';
