/**
 * The addresses of the dashboard's pages of one record, built here beside the route table
 * (route-table.ts) so that no link spells a page's path by hand; page-paths.test.ts checks each
 * against DASHBOARD_ROUTES. Plain functions with no React: any feature, component or lib may use them.
 */
export const jobPath = (id: string) => `/dashboard/jobs/${id}`;
export const leadPath = (id: string) => `/dashboard/leads/${id}`;
export const estimatePath = (id: string) => `/dashboard/estimates/${id}`;
export const invoicePath = (id: string) => `/dashboard/invoices/${id}`;
export const measurementPath = (id: string) => `/dashboard/measurements/${id}`;
export const orderPath = (id: string) => `/dashboard/tools/orders/${id}`;
export const billPath = (id: string) => `/dashboard/accounts-payable/${id}`;
