import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents } from '../../../shared/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { formatPercent, MarginDefinitions } from './JobCostParts.tsx';
import { costBasisKey, revenueBasisKey } from './job-costing.ts';
import { useJobCostingDetail } from './queries.ts';

/**
 * The job overview's revenue, cost and margin (issue #38): the very figures of the Costs tab and of
 * job costing (one definition, ADR 0043), each with what it counts. The job page mounts it through
 * a slot (dashboard-routes.tsx) for members who may read financials; it shares the Costs tab's query.
 */
export default function JobMargin({ jobId }: { jobId: string }) {
  const { t, language } = useI18n();
  const costs = useJobCostingDetail(jobId);
  if (costs.isPending) return <Skeleton className="h-16 w-full" />;
  // The overview stays whole without them: the Costs tab says what failed, with a retry.
  if (!costs.data) return null;
  const d = costs.data;
  const figures = [
    { key: 'revenue', value: d.revenueCents, caption: t(revenueBasisKey(d.revenueBasis)) },
    { key: 'costs', value: d.costCents, caption: t(costBasisKey(d.costBasis)) },
    {
      key: 'margin',
      value: d.marginCents,
      caption:
        d.marginPercent === null
          ? t('jobCosting.tab.summary.noRevenue')
          : t('jobCosting.tab.summary.ofRevenue', { percent: formatPercent(d.marginPercent, language) }),
    },
  ] as const;
  return (
    <div className="space-y-2" data-testid="job-money">
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((f) => (
          <div key={f.key} className="min-w-0" data-testid={`job-money-${f.key}`}>
            <dt className="text-sm font-medium text-muted-foreground">{t(`jobCosting.tab.summary.${f.key}`)}</dt>
            <dd
              className={cn('font-semibold tabular-nums', f.key === 'margin' && f.value < 0 && 'text-danger-text')}
              data-testid="figure"
            >
              {formatCents(f.value, language)}
            </dd>
            <dd className="text-xs text-muted-foreground">{f.caption}</dd>
          </div>
        ))}
      </dl>
      <MarginDefinitions />
    </div>
  );
}
