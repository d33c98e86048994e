import { sql, type SQL } from 'drizzle-orm';
import type { JobCostingFilters } from '../../../shared/financial-inputs.ts';
import type {
  JobCostingDetail,
  JobCostingList,
  JobCostingRow,
  JobCostKindFigures,
  JobCostRecord,
} from '../../../shared/financial-responses.ts';
import {
  ESTIMATED_FROM,
  JOB_COST_KINDS,
  JOB_COSTING_LIMITS,
  JOB_COSTING_LOW_MARGIN_PERCENT,
  jobCostKind,
  marginPercent,
  type CostCategory,
  type ExpenseSource,
  type JobCostingFlag,
  type JobCostingSort,
  type JobCostKind,
} from '../../../shared/financials.ts';
import { estimateNumber } from '../../../shared/estimates.ts';
import type { CostBasis, RevenueBasis } from '../../../shared/job-margin.ts';
import type { JobStatus } from '../../../shared/jobs.ts';
import { sqlRows } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { user } from '../../db/schema/auth.ts';
import { jobFigures as jobFiguresTable } from '../../db/schema/financials.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { TenantDb } from '../../db/tenant.ts';
import { notFound } from '../../platform/errors.ts';
import { cursorPart, instantText, keyset, type KeysetSort } from '../../platform/pagination.ts';
import { orderNumber } from '../../../shared/orders.ts';
import { lastJobAcceptances } from '../approvals/scope.ts';
import { supplierName } from '../catalog/scope.ts';
import { acceptedLines } from '../estimates/scope.ts';
import { visibleJobs } from '../jobs/scope.ts';
import { costEntries, ledgerSums, unratedLabor, type LedgerRange } from './ledger.ts';

// Job costing (issue #18, ADR 0035: accrual basis): each job's accepted estimate against what the
// ledger (ledger.ts) says it cost and earned. Every figure is summed in SQL, per job, in one
// statement; a sum is rounded once, to whole cents (labor is exact to the fraction of a cent until then).

const id = (name: string) => sql.identifier(name);
/** The kinds an estimate can hold (subcontractors never). */
const ESTIMATED_KINDS = JOB_COST_KINDS.filter((k) => ESTIMATED_FROM[k] !== null);
/** The cost categories each kind sums: its own, or for "other" every category that is not one of the others. */
const NAMED_KINDS = JOB_COST_KINDS.filter((k) => k !== 'other');
const ofKind = (kind: JobCostKind, category: SQL) =>
  kind === 'other'
    ? sql`${category} not in (${sql.join(
        NAMED_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql`${category} = ${kind}`;

/**
 * Each visible job matching `where`, with its figures (`g`): the latest accepted estimate (its
 * revenue without tax, each kind's cost from the accepted lines' unit costs, rounded once per kind,
 * and its lines without one), the ledger's costs by kind and invoiced revenue, the unrated hours,
 * then the revenue, cost, margin and flags. `range.jobId` narrows every ledger branch to one job.
 * This is the one definition of a job's revenue, cost and margin (ADR 0043, shared/job-margin.ts):
 * every page that shows them reads them from here. `kept`: the ledger's sums over all time come from
 * those the database keeps per job (job_figures, ADR 0048) rather than from every record.
 */
function jobFigures(t: TenantDb, where: SQL, range: LedgerRange, kept = false): SQL {
  const companyId = t.ctx.companyId;
  const costSums = sql.join(
    JOB_COST_KINDS.map((k) => sql`sum(c.cost) filter (where ${ofKind(k, sql`c.category`)}) as ${id(k)}`),
    sql`, `,
  );
  const estimateSums = sql.join(
    ESTIMATED_KINDS.map((k) => {
      const line = sql`l.kind = ${ESTIMATED_FROM[k]}`;
      return sql`round(sum(l.quantity * l.unit_cost * 100) filter (where ${line} and l.unit_cost is not null)) as ${id(`cost_${k}`)},
        count(*) filter (where ${line})::int as ${id(`lines_${k}`)},
        count(*) filter (where ${line} and l.unit_cost is null)::int as ${id(`uncosted_${k}`)}`;
    }),
    sql`, `,
  );
  // A kind with accepted lines none of which has a unit cost is not estimated (null); a kind without
  // any line was estimated at nothing (0); subcontractors never are.
  const estimated = (k: JobCostKind) =>
    ESTIMATED_FROM[k] === null
      ? sql`null::bigint`
      : sql`case when acc.job_id is null then null
          when coalesce(est.${id(`lines_${k}`)}, 0) = 0 then 0
          when est.${id(`lines_${k}`)} > est.${id(`uncosted_${k}`)} then est.${id(`cost_${k}`)}
          else null end::bigint`;
  // The ledger's sums per job (`ledger`: its CTEs, the joins onto each job, and its columns). Over all
  // time, those the database keeps (job_figures, ADR 0048), one row a job; for one job, added up
  // from its records (ledger.ts), as the test of the kept ones does.
  const kinds = (of: (k: JobCostKind) => SQL) =>
    Object.fromEntries(JOB_COST_KINDS.map((k) => [k, of(k)])) as Record<JobCostKind, SQL>;
  const ledger = kept
    ? {
        ctes: sql``,
        joins: sql`left join ${jobFiguresTable} k on k.company_id = ${companyId} and k.job_id = ${jobs.id}`,
        recorded: sql`k.cost_records > 0`,
        cost: kinds((k) => sql`k.${id(`${k}_cents`)}`),
        total: sql`(${sql.join(
          JOB_COST_KINDS.map((k) => sql`k.${id(`${k}_cents`)}`),
          sql` + `,
        )})`,
        invoiced: sql`k.invoiced_cents`,
        invoices: sql`k.invoices`,
        unratedShifts: sql`k.unrated_shifts`,
        unratedMinutes: sql`k.unrated_minutes`,
      }
    : {
        ctes: sql`ledger as (
            select * from (${ledgerSums(companyId, range, 'job')}) l where l.key is not null
          ), cost as (
            select c.key as job_id, ${costSums}, sum(c.cost) as total
            from ledger c where c.source <> 'invoice' group by c.key
          ), rev as (
            select r.key as job_id, sum(r.revenue) as invoiced, sum(r.n)::int as invoices
            from ledger r where r.source = 'invoice' group by r.key
          ), unrated as (
            select u.job_id, count(*)::int as shifts, sum(u.minutes)::int as minutes
            from (${unratedLabor(companyId, range)}) u where u.job_id is not null group by u.job_id
          ), `,
        joins: sql`left join cost on cost.job_id = ${jobs.id}
          left join rev on rev.job_id = ${jobs.id}
          left join unrated on unrated.job_id = ${jobs.id}`,
        recorded: sql`cost.job_id is not null`,
        cost: kinds((k) => sql`cost.${id(k)}`),
        total: sql`cost.total`,
        invoiced: sql`rev.invoiced`,
        invoices: sql`rev.invoices`,
        unratedShifts: sql`unrated.shifts`,
        unratedMinutes: sql`unrated.minutes`,
      };
  // A job's cost (ADR 0043): its cost records when it has any, else the materials and labor costs
  // entered on it. Each kind follows, so that the kinds always add up to the cost.
  const recorded = ledger.recorded;
  const entered = (k: JobCostKind) =>
    k === 'materials' ? sql`${jobs.materialsCostCents}` : k === 'labor' ? sql`${jobs.laborCostCents}` : sql`null`;
  const perKind = sql.join(
    JOB_COST_KINDS.map(
      (k) => sql`${estimated(k)} as ${id(`est_${k}`)},
        ${ESTIMATED_FROM[k] === null ? sql`0` : sql`coalesce(est.${id(`uncosted_${k}`)}, 0)`}::int as ${id(`uncosted_${k}`)},
        (case when ${recorded} then round(coalesce(${ledger.cost[k]}, 0)) else coalesce(${entered(k)}, 0) end)::bigint as ${id(`act_${k}`)}`,
    ),
    sql`, `,
  );
  const over = (k: JobCostKind) => sql`(r.${id(`est_${k}`)} is not null and r.${id(`act_${k}`)} > r.${id(`est_${k}`)})`;
  const overAny = sql.join(
    JOB_COST_KINDS.map((k) => sql`q.${id(`over_${k}`)}`),
    sql` or `,
  );
  return sql`
    ${ledger.ctes}acc as (${lastJobAcceptances(companyId, range.jobId)}
    ), est as (
      select acc.job_id, count(*) filter (where l.unit_cost is not null)::int as costed_lines, ${estimateSums}
      from acc
      join lateral ${acceptedLines(companyId, {
        estimateId: sql`acc.estimate_id`,
        optionId: sql`acc.option_id`,
        optionalLineIds: sql`acc.optional_line_ids`,
      })} l on true
      group by acc.job_id
    ), f as (
      select ${jobs.id} as id, ${jobs.title} as title, ${jobs.status} as status, ${jobs.createdAt} as created_at,
        acc.job_id is not null as has_estimate, acc.estimate_id, acc.number, acc.revision,
        ${instantText(sql`acc.accepted_at`)} as accepted_at,
        acc.untaxed_cents::bigint as est_revenue, coalesce(est.costed_lines, 0)::int as costed_lines,
        ${perKind},
        (case when ${recorded} then round(${ledger.total})
          else coalesce(${jobs.materialsCostCents}, 0) + coalesce(${jobs.laborCostCents}, 0) end)::bigint as act_cost,
        case when ${recorded} then 'recorded'
          when ${jobs.materialsCostCents} is not null or ${jobs.laborCostCents} is not null then 'entered' end as cost_basis,
        ${jobs.totalCents} as price,
        coalesce(${ledger.invoiced}, 0)::bigint as invoiced, coalesce(${ledger.invoices}, 0)::int as invoices,
        coalesce(${ledger.unratedShifts}, 0)::int as unrated_shifts, coalesce(${ledger.unratedMinutes}, 0)::int as unrated_minutes
      from ${jobs}
      ${ledger.joins}
      left join acc on acc.job_id = ${jobs.id}
      left join est on est.job_id = ${jobs.id}
      where ${visibleJobs(t)} and ${where}
    ), r as (
      select f.*,
        case when f.has_estimate then ${sql.join(
          ESTIMATED_KINDS.map((k) => sql`coalesce(f.${id(`est_${k}`)}, 0)`),
          sql` + `,
        )} end::bigint as est_cost,
        -- A job's revenue (ADR 0043), without sales tax: invoiced, else the accepted estimate's, else
        -- the price entered on the job (which carries no tax), else none.
        case when f.invoices > 0 then f.invoiced when f.has_estimate then f.est_revenue
          else coalesce(f.price, 0) end::bigint as revenue,
        case when f.invoices > 0 then 'invoiced' when f.has_estimate then 'estimate'
          when f.price is not null then 'price' end as basis
      from f
    ), q as (
      select r.*, r.revenue - r.act_cost as margin,
        ${sql.join(
          JOB_COST_KINDS.map((k) => sql`${over(k)} as ${id(`over_${k}`)}`),
          sql`, `,
        )},
        coalesce(r.has_estimate and r.costed_lines > 0 and r.act_cost > r.est_cost, false) as overrun,
        (r.revenue > 0 and (r.revenue - r.act_cost) * 100 < ${JOB_COSTING_LOW_MARGIN_PERCENT} * r.revenue) as low_margin,
        r.unrated_shifts > 0 as unrated
      from r
    ), g as (
      select q.*, (${overAny} or q.overrun or q.low_margin or q.unrated) as flagged from q
    )`;
}

/** One job's figures as `g` has them (numbers may come as texts, by driver). */
type FigureRow = {
  id: string;
  title: string;
  status: JobStatus;
  has_estimate: boolean;
  estimate_id: string | null;
  number: number | null;
  revision: number | null;
  accepted_at: string | null;
  est_revenue: string | number | null;
  est_cost: string | number | null;
  act_cost: string | number;
  invoiced: string | number;
  invoices: number;
  revenue: string | number;
  basis: RevenueBasis | null;
  cost_basis: CostBasis | null;
  margin: string | number;
  overrun: boolean;
  low_margin: boolean;
  unrated: boolean;
  unrated_shifts: number;
  unrated_minutes: number;
} & Record<`est_${JobCostKind}` | `act_${JobCostKind}`, string | number | null> &
  Record<`uncosted_${JobCostKind}`, number> &
  Record<`over_${JobCostKind}`, boolean>;

const n = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

function rowOf(f: FigureRow): JobCostingRow {
  const costCents = Number(f.act_cost);
  const revenueCents = Number(f.revenue);
  const marginCents = revenueCents - costCents;
  const overBudgetKinds = JOB_COST_KINDS.filter((k) => f[`over_${k}`]);
  const flags: JobCostingFlag[] = [
    ...(overBudgetKinds.length ? (['over_budget'] as const) : []),
    ...(f.overrun ? (['overrun'] as const) : []),
    ...(f.low_margin ? (['low_margin'] as const) : []),
    ...(f.unrated ? (['unrated_labor'] as const) : []),
  ];
  return {
    jobId: f.id,
    title: f.title,
    status: f.status,
    estimate: f.has_estimate
      ? {
          estimateId: f.estimate_id!,
          displayNumber: estimateNumber(Number(f.number), Number(f.revision)),
          acceptedAt: f.accepted_at!,
          revenueCents: Number(f.est_revenue),
          costCents: Number(f.est_cost),
          notCostedLines: JOB_COST_KINDS.reduce((sum, k) => sum + Number(f[`uncosted_${k}`]), 0),
        }
      : null,
    invoicedCents: Number(f.invoiced),
    invoiceCount: Number(f.invoices),
    costs: Object.fromEntries(JOB_COST_KINDS.map((k) => [k, Number(f[`act_${k}`])])) as Record<JobCostKind, number>,
    costCents,
    revenueCents,
    revenueBasis: f.basis,
    costBasis: f.cost_basis,
    marginCents,
    marginPercent: marginPercent(marginCents, revenueCents),
    unratedLabor: { shifts: Number(f.unrated_shifts), minutes: Number(f.unrated_minutes) },
    overBudgetKinds,
    flags,
  };
}

/**
 * The list's sorts, each by (key, id) on the figures `g`: margin (lowest first, none last), newest,
 * cost (highest first) and title.
 */
const SORTS: Record<JobCostingSort, KeysetSort> = {
  margin: {
    key: sql`case when g.revenue > 0 then g.margin::numeric / g.revenue end`,
    type: 'numeric',
    dir: 'asc',
    check: cursorPart.decimal,
    nullsLast: true,
  },
  newest: { key: sql`g.created_at`, type: 'timestamptz', dir: 'desc', check: cursorPart.instant },
  cost: { key: sql`g.act_cost`, type: 'numeric', dir: 'desc', check: cursorPart.decimal },
  title: { key: sql`lower(g.title)`, type: 'text', dir: 'asc', check: cursorPart.text },
};

interface ListResult {
  total: number | null;
  totals: {
    est_revenue: string | number;
    est_cost: string | number;
    invoiced: string | number;
    cost: string | number;
    revenue: string | number;
    flagged: number;
  } | null;
  items: (FigureRow & { sort_key: string | null })[];
}

/**
 * GET /financials/job-costing: the visible jobs matching the filters with their estimate against
 * their actuals, a page at a time (in SQL: one statement aggregates the ledger per job, filters,
 * sorts and cuts the page after the cursor). The count and the sums of every match come with the
 * first page only.
 */
export function jobCostingList(
  t: TenantDb,
  q: JobCostingFilters & { limit: number; cursor?: string | undefined },
): Promise<JobCostingList> {
  const where = sql.join(
    [
      sql`true`,
      ...(q.status ? [sql`${jobs.status} = ${q.status}`] : []),
      ...(q.q ? [sql`${jobs.title} ilike ${containing(q.q)}`] : []),
    ],
    sql` and `,
  );
  const order = keyset(q.sort, SORTS[q.sort], sql`g.id`);
  const after = order.where(q.cursor);
  const by = sql.join(order.by, sql`, `);
  const first = !q.cursor;
  return t.run(async (tx) => {
    const [row] = await sqlRows<ListResult>(
      tx,
      sql`with ${jobFigures(t, where, {}, true)}, m as (
          select * from g ${q.flagged === 'true' ? sql`where g.flagged` : q.flagged === 'false' ? sql`where not g.flagged` : sql``}
        )
        select ${first ? sql`(select count(*)::int from m)` : sql`null::int`} as total,
          ${
            first
              ? sql`(select json_build_object('est_revenue', coalesce(sum(est_revenue), 0), 'est_cost', coalesce(sum(est_cost), 0),
                  'invoiced', coalesce(sum(invoiced), 0), 'cost', coalesce(sum(act_cost), 0),
                  'revenue', coalesce(sum(revenue), 0), 'flagged', count(*) filter (where flagged))
                from m)`
              : sql`null::json`
          } as totals,
          (select coalesce(json_agg(to_json(p) order by p.ord), '[]')
            from (select g.*, ${order.key} as sort_key, row_number() over (order by ${by}) as ord
              from m g ${after ? sql`where ${after}` : sql``}
              order by ${by} limit ${q.limit + 1}) p) as items`,
    );
    const page = order.page(row!.items, q.limit, (r) => [r.sort_key, r.id]);
    return {
      items: page.items.map(rowOf),
      nextCursor: page.nextCursor,
      total: row!.total,
      totals: row!.totals && totalsOf(row!.totals),
    };
  });
}

function totalsOf(totals: NonNullable<ListResult['totals']>): NonNullable<JobCostingList['totals']> {
  const revenueCents = Number(totals.revenue);
  const costCents = Number(totals.cost);
  return {
    estimatedRevenueCents: Number(totals.est_revenue),
    estimatedCostCents: Number(totals.est_cost),
    invoicedCents: Number(totals.invoiced),
    costCents,
    revenueCents,
    marginCents: revenueCents - costCents,
    marginPercent: marginPercent(revenueCents - costCents, revenueCents),
    flaggedCount: Number(totals.flagged),
  };
}

interface RecordRow {
  source: ExpenseSource;
  id: string;
  day: string;
  category: CostCategory;
  /** The bill's or receipt's vendor, the order's supplier, or the member's name. */
  name: string | null;
  order_number: number | null;
  description: string | null;
  amount: string | number;
  shifts: number | null;
  minutes: number | null;
  n: number;
}

/**
 * A job's cost records, newest first: each bill, receipt and received order without a bill as the
 * ledger counts it, and each member's approved hours together (on their latest shift's day).
 */
function costRecords(companyId: string, jobId: string): SQL {
  return sql`
    with e as (${costEntries(companyId, { jobId })}),
    recs as (
      select e.source, e.record_id::text as id, e.day, e.category, e.amount_cents as amount,
        null::int as shifts, null::numeric as minutes,
        coalesce(e.vendor, ${supplierName(companyId, sql`e.supplier_id`)}) as name, e.order_number, e.description
      from e
      where e.source <> 'labor'
      union all
      select 'labor', e.user_id, max(e.day), 'labor', sum(e.amount_cents), count(*)::int, sum(e.minutes),
        max(${user.name}), null, null
      from e left join ${user} on ${user.id} = e.user_id
      where e.source = 'labor'
      group by e.user_id
    )
    select source, id, day::text as day, category, name, order_number, description,
      round(amount)::bigint as amount, shifts, minutes::int as minutes, count(*) over ()::int as n
    from recs
    order by recs.day desc, recs.source, recs.name, recs.id
    limit ${JOB_COSTING_LIMITS.records}`;
}

/** What names a record: the vendor; an order's number (after its supplier's name); the member. */
function recordName(r: RecordRow): string {
  if (r.source !== 'order') return r.name ?? '';
  const number = orderNumber(Number(r.order_number));
  return r.name ? `${number} · ${r.name}` : number;
}

/**
 * GET /financials/job-costing/{jobId}: one job's estimate against its actuals kind by kind, its
 * margin and flags, and its cost records. A job the caller may not see (another company's) is a 404.
 */
export function jobCostingDetail(t: TenantDb, jobId: string): Promise<JobCostingDetail> {
  return t.run(async (tx) => {
    const [f] = await sqlRows<FigureRow>(
      tx,
      sql`with ${jobFigures(t, sql`${jobs.id} = ${jobId}::uuid`, { jobId })} select * from g`,
    );
    if (!f) throw notFound();
    const records = await sqlRows<RecordRow>(tx, costRecords(t.ctx.companyId, jobId));
    const row = rowOf(f);
    const kinds: JobCostKindFigures[] = JOB_COST_KINDS.map((kind) => {
      const estimatedCents = n(f[`est_${kind}`]);
      const actualCents = Number(f[`act_${kind}`]);
      return {
        kind,
        estimatedCents,
        notCostedLines: Number(f[`uncosted_${kind}`]),
        actualCents,
        varianceCents: estimatedCents === null ? null : actualCents - estimatedCents,
        overBudget: f[`over_${kind}`],
      };
    });
    const estimatedMarginCents = row.estimate ? row.estimate.revenueCents - row.estimate.costCents : null;
    return {
      ...row,
      kinds,
      estimatedMarginCents,
      estimatedMarginPercent:
        row.estimate && estimatedMarginCents !== null
          ? marginPercent(estimatedMarginCents, row.estimate.revenueCents)
          : null,
      records: records.map((r): JobCostRecord => ({
        source: r.source,
        id: r.id,
        day: r.day,
        category: r.category,
        kind: jobCostKind(r.category),
        name: recordName(r),
        description: r.description,
        amountCents: Number(r.amount),
        shifts: r.shifts === null ? null : Number(r.shifts),
        minutes: r.minutes === null ? null : Number(r.minutes),
      })),
      recordCount: records[0]?.n ?? 0,
    };
  });
}
