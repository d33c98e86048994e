/**
 * A job's revenue, cost and margin (issue #38, ADR 0043): one definition for every page that shows
 * them (the job's overview, its Costs tab, job costing's list). The server computes them once, in
 * SQL (modules/financials/job-costing.ts, `jobFigures`), by these rules; this module names the rules,
 * so that each figure is shown with the one that produced it (its basis).
 *
 * - Revenue, without sales tax, from the first that applies:
 *   `invoiced`, the job's issued invoices (neither draft nor void), total less tax;
 *   `estimate`, else the estimate the client accepted last, total less tax;
 *   `price`, else the price entered on the job (a job's own price carries no tax);
 *   none (null), else 0.
 * - Cost, from the first that applies:
 *   `recorded`, the job's cost records (ADR 0035: bills, receipts, approved hours at the loaded
 *   rate, received orders without a bill);
 *   `entered`, else the materials and labor costs entered on the job;
 *   none (null), else 0.
 * - Margin: revenue − cost, and as a percent of revenue (one decimal; none without revenue).
 *
 * An accepted estimate's own margin (its revenue less its lines' unit costs) is the plan, not the
 * job's margin: pages call it "planned in the estimate" and show it beside the margin, never for it.
 */
export const REVENUE_BASES = ['invoiced', 'estimate', 'price'] as const;
export type RevenueBasis = (typeof REVENUE_BASES)[number];

export const COST_BASES = ['recorded', 'entered'] as const;
export type CostBasis = (typeof COST_BASES)[number];
