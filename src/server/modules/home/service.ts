import { sql, type SQL } from 'drizzle-orm';
import { visibleJobFields, type JobStatus } from '../../../shared/jobs.ts';
import { can, scopeOf } from '../../../shared/permissions.ts';
import { sqlRows } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { leads } from '../../db/schema/leads.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { toInvoice } from '../financials/billing.ts';
import { isOpen, visibleInvoices } from '../invoices/scope.ts';
import { visibleJobs } from '../jobs/scope.ts';

export interface HomeJob {
  id: string;
  title: string;
  address: string | null;
  scheduledStart: Date | null;
  status: JobStatus;
  squareFeet: number | null;
  totalCents: number | null;
  progressPercentage: number;
}

export interface HomeSummary {
  timeZone: string;
  today: string;
  todayCount: number;
  todayJobs: HomeJob[];
  openInvoices: { balanceCents: number; count: number; overdueCount: number } | null;
  completedToInvoice: number | null;
  completedCount: number;
  weekCount: number;
  weekAfterToday: number;
  newLeads: number | null;
  newLeadsToday: number | null;
}

/** How many of today's jobs the home lists. */
export const HOME_TODAY_JOBS = 20;

interface Figures {
  time_zone: string;
  today: string;
  today_count: number;
  week_count: number;
  week_after_today: number;
  open_balance: string | null;
  open_invoices: number | null;
  overdue_invoices: number | null;
  completed_count: number;
  to_invoice: number | null;
  new_leads: number | null;
  new_leads_today: number | null;
  today_jobs: (Omit<HomeJob, 'scheduledStart'> & { scheduledStart: string })[];
}

/**
 * The dashboard home in one statement: every figure (filtered aggregates over the caller's visible
 * jobs and leads) and today's first jobs (as JSON). Days and the week (Sunday to
 * Saturday) are those of the company's time zone; a day's bounds are the instants of its local
 * midnights, so that daylight-saving days are 23 or 25 hours long as they should be.
 */
export async function homeSummary(t: TenantDb): Promise<HomeSummary> {
  const { role, isOwner, userId, companyId } = t.ctx;
  // A job's total is shown to those who see it (shared/jobs.ts); what is owed to those who read invoices.
  const amounts = visibleJobFields(role, isOwner).includes('totalCents');
  const readsInvoices = can(role, 'invoices', 'read', isOwner);
  // Jobs left to invoice are the business of whoever makes invoices (a client reads theirs, never that).
  const makesInvoices = can(role, 'invoices', 'write', isOwner);
  const readsLeads = can(role, 'leads', 'read', isOwner);
  const leadScope = scopeOf(role, isOwner) === 'own' ? sql`and ${leads.referrerId} = ${userId}` : sql``;
  const scheduled = (from: SQL, to: SQL) =>
    sql`${jobs.scheduledStart} >= ${from} and ${jobs.scheduledStart} < ${to} and ${jobs.status} <> 'cancelled'`;

  return t.run(async (tx) => {
    const [figures] = await sqlRows<Figures>(
      tx,
      sql`
      with zone as (
        select ${companies.timeZone} as tz, (now() at time zone ${companies.timeZone})::date as today
        from ${companies} where ${companies.id} = ${companyId}
      ), bounds as (
        select tz, today,
          (today::timestamp at time zone tz) as today_from,
          ((today + 1)::timestamp at time zone tz) as today_to,
          ((today - extract(dow from today)::int)::timestamp at time zone tz) as week_from,
          ((today - extract(dow from today)::int + 7)::timestamp at time zone tz) as week_to
        from zone
      ), job_figures as (
        select
          count(*) filter (where ${scheduled(sql`b.today_from`, sql`b.today_to`)})::int as today_count,
          count(*) filter (where ${scheduled(sql`b.week_from`, sql`b.week_to`)})::int as week_count,
          count(*) filter (where ${scheduled(sql`b.today_to`, sql`b.week_to`)})::int as week_after_today,
          count(*) filter (where ${jobs.status} = 'completed')::int as completed_count,
          ${makesInvoices ? sql`count(*) filter (where ${toInvoice})::int` : sql`null::int`} as to_invoice
        from bounds b, ${jobs}
        where ${visibleJobs(t)}
      ), lead_figures as (
        ${
          readsLeads
            ? sql`select
                count(*) filter (where ${leads.status} = 'new_lead')::int as new_leads,
                count(*) filter (where ${leads.createdAt} >= b.today_from and ${leads.createdAt} < b.today_to)::int as new_leads_today
              from bounds b, ${leads}
              where ${leads.companyId} = ${companyId} ${leadScope}`
            : sql`select null::int as new_leads, null::int as new_leads_today`
        }
      ), invoice_figures as (
        ${
          readsInvoices
            ? sql`select
                coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}), 0) as open_balance,
                count(*)::int as open_invoices,
                count(*) filter (where ${invoices.dueDate} < b.today)::int as overdue_invoices
              from bounds b, ${invoices}
              where ${visibleInvoices(t)} and ${isOpen}`
            : sql`select null::bigint as open_balance, null::int as open_invoices, null::int as overdue_invoices`
        }
      )
      select b.tz as time_zone, b.today::text as today, j.*, l.*, i.*,
        (select coalesce(json_agg(d order by d."scheduledStart", d.id), '[]') from (
          select ${jobs.id} as id, ${jobs.title} as title, ${jobs.address} as address,
            ${jobs.scheduledStart} as "scheduledStart", ${jobs.status} as status, ${jobs.squareFeet} as "squareFeet",
            ${jobs.totalCents} as "totalCents", ${jobs.progressPercentage} as "progressPercentage"
          from ${jobs}
          where ${visibleJobs(t)} and ${scheduled(sql`b.today_from`, sql`b.today_to`)}
          order by ${jobs.scheduledStart}, ${jobs.id}
          limit ${HOME_TODAY_JOBS}
        ) d) as today_jobs
      from bounds b, job_figures j, lead_figures l, invoice_figures i`,
    );
    if (!figures) throw new Error('the caller’s company is missing');

    return {
      timeZone: figures.time_zone,
      today: figures.today,
      todayCount: figures.today_count,
      todayJobs: figures.today_jobs.map((j) => ({
        ...j,
        scheduledStart: new Date(j.scheduledStart),
        // json_agg writes a bigint as a JSON number: cents stay exact up to 2^53.
        totalCents: amounts ? j.totalCents : null,
      })),
      openInvoices: readsInvoices
        ? {
            balanceCents: Number(figures.open_balance ?? 0),
            count: figures.open_invoices ?? 0,
            overdueCount: figures.overdue_invoices ?? 0,
          }
        : null,
      completedToInvoice: figures.to_invoice,
      completedCount: figures.completed_count,
      weekCount: figures.week_count,
      weekAfterToday: figures.week_after_today,
      newLeads: figures.new_leads,
      newLeadsToday: figures.new_leads_today,
    };
  });
}
