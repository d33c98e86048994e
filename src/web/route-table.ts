import type { Role } from '../shared/roles.ts';

/**
 * Every route of the app, as data: router.tsx and dashboard-routes.tsx render these tables and the
 * axe spec (e2e/a11y.spec.ts) visits them, so a new page is checked without anyone listing it twice.
 * Plain data with no React, so the e2e suite imports it under Node.
 */
export type PublicPage =
  | 'root'
  | 'landing'
  | 'login'
  | 'reset-password'
  | 'outbox'
  | 'invite'
  | 'quiz'
  | 'client-portal'
  | 'gallery'
  | 'showcase'
  | 'estimate-link'
  | 'invoice-link'
  | 'not-found';

export type DashboardPage =
  | 'home'
  | 'company-setup'
  | 'settings'
  | 'team'
  | 'leads'
  | 'lead'
  | 'pipeline'
  | 'capture-links'
  | 'qr-generator'
  | 'referrals'
  | 'jobs'
  | 'job'
  | 'calendar'
  | 'contractor-portal'
  | 'camera'
  | 'catalog'
  | 'estimates'
  | 'estimate'
  | 'estimate-preview'
  | 'measurements'
  | 'measurement'
  | 'orders'
  | 'order'
  | 'materials'
  | 'invoices'
  | 'invoice'
  | 'accounts-receivable'
  | 'financials'
  | 'financial-reports'
  | 'accounts-payable'
  | 'bill'
  | 'cash-flow'
  | 'work-logs'
  | 'employee-rates'
  | 'payroll'
  | 'job-costing'
  | 'receipts'
  | 'not-found';

export interface PageRoute<Page extends string> {
  /** Relative to the table's parent, as React Router reads it: '' is the index route. */
  path: string;
  page: Page;
  /** Only decides where to go (no page of its own): the axe spec skips it. */
  redirectOnly?: true;
  /** The one role whose members open the page (others are sent elsewhere); unset: anyone it lets in. */
  signedInAs?: Role;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type AppRoute<Page extends string> = PageRoute<Page> | RedirectRoute;

export function isRedirect<Page extends string>(route: AppRoute<Page>): route is RedirectRoute {
  return 'redirect' in route;
}

/**
 * The gallery, showcase and quiz: a company's pages for its clients, designed on white, stay light
 * whoever opens them (lib/theme.ts; public/theme-init.js repeats it before the first paint).
 */
export const LIGHT_ONLY_PATHS = /^\/(gallery|showcase|quiz|service-quiz|estimate|invoice)(\/|$)/;

/** Where the signed-in app lives: everything in DASHBOARD_ROUTES sits under it. */
export const DASHBOARD_BASE = 'dashboard';

export const PUBLIC_ROUTES: readonly AppRoute<PublicPage>[] = [
  { path: '', page: 'root', redirectOnly: true },
  { path: 'landing', page: 'landing' },
  { path: 'login', page: 'login' },
  { path: 'reset-password', page: 'reset-password' },
  // The spec's other account paths lead to the one login form.
  { path: 'signup', redirect: '/login?mode=signup' },
  { path: 'auth', redirect: '/login' },
  { path: 'onboarding', redirect: '/dashboard/company-setup' },
  { path: 'dev/outbox', page: 'outbox' },
  { path: 'invite/:token', page: 'invite' },
  { path: 'quiz', page: 'quiz' },
  { path: 'quiz/:slug', page: 'quiz' },
  { path: 'service-quiz', page: 'quiz' },
  { path: 'client-portal', page: 'client-portal', signedInAs: 'client' },
  { path: 'gallery/:token', page: 'gallery' },
  { path: 'showcase/:token', page: 'showcase' },
  { path: 'estimate/:token', page: 'estimate-link' },
  { path: 'invoice/:token', page: 'invoice-link' },
  { path: '*', page: 'not-found' },
];

/** Under /dashboard, inside the layout (guard, shell, branding). */
export const DASHBOARD_ROUTES: readonly AppRoute<DashboardPage>[] = [
  { path: '', page: 'home' },
  { path: 'company-setup', page: 'company-setup' },
  { path: 'settings', page: 'settings' },
  { path: 'teams', page: 'team' },
  { path: 'users', page: 'team' },
  { path: 'leads', page: 'leads' },
  { path: 'leads-management', page: 'leads' },
  { path: 'leads/:id', page: 'lead' },
  { path: 'sales-pipeline', page: 'pipeline' },
  { path: 'tools/leads', page: 'capture-links' },
  { path: 'tools/qr-generator', page: 'qr-generator' },
  { path: 'tools/referrals', page: 'referrals' },
  { path: 'jobs', page: 'jobs' },
  { path: 'jobs/:id', page: 'job' },
  { path: 'calendar', page: 'calendar' },
  { path: 'client-portal', page: 'contractor-portal' },
  { path: 'camera', page: 'camera' },
  { path: 'catalog', page: 'catalog' },
  { path: 'estimates', page: 'estimates' },
  { path: 'estimates/preview', page: 'estimate-preview' },
  { path: 'estimates/:id', page: 'estimate' },
  { path: 'tools/measurements', page: 'measurements' },
  // The spec's full-screen measurement layout: one measurement at a time, opened from the list.
  { path: 'measurements', redirect: '/dashboard/tools/measurements' },
  { path: 'measurements/:id', page: 'measurement' },
  { path: 'tools/orders', page: 'orders' },
  { path: 'tools/orders/:id', page: 'order' },
  // The spec's materials page: the orders still to receive.
  { path: 'materials', page: 'materials' },
  // Spec section 2's "invoices and payments" (the sidebar's Tools link) and its /dashboard/invoicing.
  { path: 'manage', page: 'invoices' },
  { path: 'invoicing', page: 'invoices' },
  { path: 'invoices/:id', page: 'invoice' },
  // Issue #18: the financials at a glance, and the reports (P&L, sales tax, expenses; accrual basis).
  { path: 'financials', page: 'financials' },
  { path: 'financial-reports', page: 'financial-reports' },
  // Issue #18: what clients owe, aged by days past due.
  { path: 'accounts-receivable', page: 'accounts-receivable' },
  // Issue #18: what the company owes its suppliers and subcontractors, and each bill.
  { path: 'accounts-payable', page: 'accounts-payable' },
  { path: 'accounts-payable/:id', page: 'bill' },
  // Issue #18: money in and out (cash basis) and the next 90 days; the phone's Money tab.
  { path: 'cash-flow', page: 'cash-flow' },
  // Issue #18: the crew's hours (clock in and out, approval), their pay rates and payroll.
  { path: 'work-logs', page: 'work-logs' },
  { path: 'employee-rates', page: 'employee-rates' },
  { path: 'payroll', page: 'payroll' },
  // Issue #18: each job's accepted estimate against its actual costs (the job page's Costs tab has one job's).
  { path: 'job-costing', page: 'job-costing' },
  // Issue #18: money spent on the spot, with each receipt's photo (the job page's costs link here with ?job=).
  { path: 'financial-receipts', page: 'receipts' },
  { path: '*', page: 'not-found' },
];
