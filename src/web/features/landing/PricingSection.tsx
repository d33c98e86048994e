import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { CheckIcon } from './icons.tsx';
import { SIGN_UP_PATH } from './links.ts';
import { SectionHeading } from './SectionHeading.tsx';

// The subscription tiers of spec section 1. The spec sets no prices, so none are shown: every plan
// is presented by its 14-day free trial, the one pricing promise the spec makes.
const PLANS = [
  { key: 'basic', features: ['leads', 'estimates', 'jobs', 'invoices'], featured: false },
  { key: 'premium', features: ['everything', 'crews', 'portal', 'automations'], featured: true },
] as const;

/** The #pricing anchor. */
export function PricingSection() {
  const { t } = useI18n();
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-28 bg-slate-50 dark:bg-muted px-4 py-16 md:scroll-mt-20 md:py-24"
    >
      <SectionHeading id="pricing-title" title={t('landing.pricing.title')} subtitle={t('landing.pricing.subtitle')} />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLANS.map(({ key, features, featured }) => {
          const name = t(`landing.pricing.plans.${key}.name`);
          return (
            <li
              key={key}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 md:p-8',
                featured ? 'border-primary shadow-xl shadow-blue-900/10 ring-1 ring-primary' : 'border-border',
              )}
            >
              {featured && (
                <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t('landing.pricing.popular')}
                </p>
              )}
              <h3 id={`plan-${key}`} className="text-xl font-semibold">
                {name}
              </h3>
              <p className="mt-2 text-muted-foreground">{t(`landing.pricing.plans.${key}.description`)}</p>
              <p className="mt-6 text-2xl font-bold">{t('landing.pricing.trial')}</p>
              <p className="text-sm text-muted-foreground">{t('landing.pricing.noCard')}</p>
              <ul aria-label={t('landing.pricing.featuresLabel', { plan: name })} className="mt-6 flex-1 space-y-3">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-success-text" />
                    {t(`landing.pricing.plans.${key}.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <Link
                to={SIGN_UP_PATH}
                aria-describedby={`plan-${key}`}
                className={cn(buttonVariants({ variant: featured ? 'default' : 'outline', size: 'lg' }), 'mt-8')}
              >
                {t('landing.pricing.cta')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
