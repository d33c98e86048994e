import { sql } from 'drizzle-orm';
import type { Aging, Receivables } from '../../../shared/financial-responses.ts';
import { AGING_BUCKETS, AGING_RANGES, RECEIVABLES_CLIENT_LIMIT, type AgingBucket } from '../../../shared/financials.ts';
import { sqlRows } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { invoices } from '../../db/schema/invoices.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { daysPastDue, isOpen, visibleInvoices } from '../invoices/scope.ts';

/** Each bucket's sums in SQL, as `<bucket>_cents` and `<bucket>_count` columns. */
function bucketColumns(days: ReturnType<typeof daysPastDue>) {
  return sql.join(
    AGING_BUCKETS.map((bucket) => {
      const { min, max } = AGING_RANGES[bucket];
      const within = sql.join(
        [...(min === null ? [] : [sql`${days} >= ${min}`]), ...(max === null ? [] : [sql`${days} <= ${max}`])],
        sql` and `,
      );
      return sql`coalesce(sum(balance) filter (where ${within}), 0)::bigint as ${sql.identifier(`${bucket}_cents`)},
        count(*) filter (where ${within})::int as ${sql.identifier(`${bucket}_count`)}`;
    }),
    sql`, `,
  );
}

type BucketSums = Record<`${AgingBucket}_cents`, string> & Record<`${AgingBucket}_count`, number>;
const agingOf = (row: BucketSums): Aging =>
  AGING_BUCKETS.map((bucket) => ({
    bucket,
    balanceCents: Number(row[`${bucket}_cents`]),
    count: row[`${bucket}_count`],
  }));

interface Totals extends BucketSums {
  today: string;
  balance: string;
  n: number;
  client_count: number;
}
interface ClientRow extends BucketSums {
  name: string | null;
  email: string | null;
  n: number;
  balance: string;
  oldest_due: string;
  days_past_due: number;
}

/**
 * Accounts receivable: every open invoice's balance (total − paid), aged by whole days past its due
 * date on the company's calendar day, in total and per client (a client is their e-mail, or their
 * name when the invoice has no e-mail). Two aggregate statements in one transaction; no row is
 * loaded into the server.
 */
export function receivables(t: TenantDb): Promise<Receivables> {
  const days = daysPastDue(sql`z.today`);
  const open = sql`
    zone as (
      select (now() at time zone ${companies.timeZone})::date as today
      from ${companies} where ${companies.id} = ${t.ctx.companyId}
    ), open as (
      select ${invoices.totalCents} - ${invoices.paidCents} as balance, ${invoices.dueDate} as due_date,
        ${days} as days,
        nullif(btrim(${invoices.clientName}), '') as name, nullif(lower(btrim(${invoices.clientEmail})), '') as email
      from zone z, ${invoices}
      where ${visibleInvoices(t)} and ${isOpen}
    )`;
  const buckets = bucketColumns(sql`days`);
  return t.run(async (tx) => {
    const [totals] = await sqlRows<Totals>(
      tx,
      sql`with ${open}
        select (select today::text from zone) as today, coalesce(sum(balance), 0)::bigint as balance,
          count(*)::int as n, count(distinct coalesce(email, '#' || coalesce(name, '')))::int as client_count,
          ${buckets}
        from open`,
    );
    const clients = await sqlRows<ClientRow>(
      tx,
      sql`with ${open}
        select max(name) as name, email, count(*)::int as n, sum(balance)::bigint as balance,
          min(due_date)::text as oldest_due, greatest(max(days), 0)::int as days_past_due, ${buckets}
        from open
        group by email, case when email is null then coalesce(name, '') end
        order by sum(balance) desc, max(name), email
        limit ${RECEIVABLES_CLIENT_LIMIT}`,
    );
    const aging = agingOf(totals!);
    const overdue = aging.filter((b) => b.bucket !== 'current');
    return {
      today: totals!.today,
      balanceCents: Number(totals!.balance),
      count: totals!.n,
      overdueCents: overdue.reduce((sum, b) => sum + b.balanceCents, 0),
      overdueCount: overdue.reduce((sum, b) => sum + b.count, 0),
      aging,
      clients: clients.map((c) => {
        const clientAging = agingOf(c);
        return {
          name: c.name,
          email: c.email,
          count: c.n,
          balanceCents: Number(c.balance),
          overdueCents: clientAging.filter((b) => b.bucket !== 'current').reduce((sum, b) => sum + b.balanceCents, 0),
          oldestDueDate: c.oldest_due,
          daysPastDue: c.days_past_due,
          aging: clientAging,
        };
      }),
      clientCount: totals!.client_count,
    };
  });
}
