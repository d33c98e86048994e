import { useI18n } from '../../lib/i18n.ts';
import { CheckIcon, StarIcon } from './icons.tsx';

// Spec section 1's sample proposal; figures are written the same way in both languages.
const TOTAL = '$12,450';
const RATING = '4.9';

export function ProposalCard() {
  const { t } = useI18n();
  return (
    <article
      aria-labelledby="proposal-title"
      className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-slate-900/5"
    >
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('landing.solution.proposal.label')}
      </p>
      <h3 id="proposal-title" className="mt-2 text-xl font-semibold">
        {t('landing.solution.proposal.project')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('landing.solution.proposal.client')}</p>
      <dl className="mt-6 divide-y divide-border border-y border-border">
        <div className="flex items-baseline justify-between py-3">
          <dt className="text-muted-foreground">{t('landing.solution.proposal.total')}</dt>
          <dd className="text-2xl font-bold">{TOTAL}</dd>
        </div>
        <div className="flex items-baseline justify-between py-3">
          <dt className="text-muted-foreground">{t('landing.solution.proposal.timeline')}</dt>
          <dd className="font-semibold">{t('landing.solution.proposal.timelineValue')}</dd>
        </div>
        <div className="flex items-baseline justify-between py-3">
          <dt className="text-muted-foreground">{t('landing.solution.proposal.rating')}</dt>
          <dd className="flex items-center gap-1 font-semibold">
            <StarIcon className="size-4 text-amber-400" />
            {RATING}
          </dd>
        </div>
      </dl>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-medium text-success-text">
        <CheckIcon className="size-4" />
        {t('landing.solution.proposal.status')}
      </p>
    </article>
  );
}
