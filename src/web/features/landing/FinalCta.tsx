import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { SIGN_UP_PATH } from './links.ts';

export function FinalCta() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="cta-title" className="bg-blue-700 px-4 py-16 text-center text-white md:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mt-4 text-lg text-pretty text-blue-100">{t('landing.cta.body')}</p>
        <Link to={SIGN_UP_PATH} className={cn(buttonVariants({ size: 'lg', variant: 'secondary' }), 'mt-8')}>
          {t('landing.trial.start')}
        </Link>
        <p className="mt-4 text-sm text-blue-100">{t('landing.trial.note')}</p>
      </div>
    </section>
  );
}
