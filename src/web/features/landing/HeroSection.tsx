import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { useI18n } from '../../lib/i18n.ts';
import { SIGN_UP_PATH } from './links.ts';

export function HeroSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-blue-50 to-background dark:from-blue-950/40">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 text-lg text-pretty text-slate-600 dark:text-slate-300">{t('landing.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={SIGN_UP_PATH} className={buttonVariants({ size: 'lg' })}>
              {t('landing.trial.start')}
            </Link>
            <a href="#features" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('landing.hero.secondary')}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('landing.trial.note')}</p>
        </div>
        {/* Above the fold: sized to reserve its space, loaded eagerly. */}
        <img
          src="/landing/hero.svg"
          alt={t('landing.hero.imageAlt')}
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
