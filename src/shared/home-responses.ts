import { z } from 'zod';
import { JOB_STATUSES } from './jobs.ts';
import { instant } from './responses.ts';

// The dashboard home's answer (GET /api/v1/dashboard/home): defined once, here (see
// responses.ts). The web imports its types only.

/** One of today's jobs on the dashboard home. */
export const homeJobSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    address: z.string().nullable(),
    scheduledStart: instant().nullable(),
    status: z.enum(JOB_STATUSES),
    squareFeet: z.number().int().nullable(),
    /** Whole cents; null when unknown or hidden from the caller. */
    totalCents: z.number().int().nullable().meta({ description: 'Cents; null when unknown or hidden from the caller' }),
    progressPercentage: z.number().int(),
  })
  .meta({ id: 'HomeJob' });
export type HomeJob = z.infer<typeof homeJobSchema>;

/**
 * The dashboard home's figures, computed in SQL for the caller's company (and scope: a field_team
 * member counts only their assigned jobs). Days and weeks (Sunday to Saturday) are in the company's time zone.
 */
export const homeSummarySchema = z
  .object({
    timeZone: z.string().meta({ example: 'America/New_York' }),
    /** YYYY-MM-DD, in the company's time zone. */
    today: z.string().meta({ example: '2026-03-05', description: "YYYY-MM-DD in the company's time zone" }),
    /** Jobs scheduled today, and the first of them by start time (at most 20). */
    todayCount: z.number().int(),
    todayJobs: z.array(homeJobSchema),
    /**
     * The first card (issue #17): what is still owed on open invoices (sent, viewed, partially paid,
     * overdue among them), in cents, how many are open and how many of them are overdue; null when the
     * caller cannot read invoices.
     */
    openInvoices: z
      .object({ balanceCents: z.number().int(), count: z.number().int(), overdueCount: z.number().int() })
      .nullable()
      .meta({
        description: 'Balance due on open invoices (cents) and their counts; null when the caller cannot read invoices',
      }),
    /**
     * The first card's second figure (issue #38): completed jobs whose invoices (void ones aside) bill
     * less than their price (the accepted estimate's total, else the job's), or that have none; GET
     * /jobs?toInvoice=true lists them. Null when the caller does not make invoices.
     */
    completedToInvoice: z.number().int().nullable().meta({
      description:
        'Completed jobs with no invoice, or whose invoices (not void) bill less than their price; null when the caller cannot write invoices',
    }),
    /** How many jobs are completed. */
    completedCount: z.number().int(),
    /** Jobs scheduled this week, and how many of them after today. */
    weekCount: z.number().int().meta({ description: 'Jobs scheduled this week, Sunday to Saturday' }),
    weekAfterToday: z.number().int(),
    /** Leads in status new_lead, and leads created today; null when the caller cannot read leads. */
    newLeads: z.number().int().nullable().meta({ description: 'Null when the caller cannot read leads' }),
    newLeadsToday: z.number().int().nullable(),
  })
  .meta({ id: 'HomeSummary' });
export type HomeSummary = z.infer<typeof homeSummarySchema>;
