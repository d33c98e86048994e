import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { MailIcon } from './icons.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

const SUPPORT_EMAIL = 'support@floorpro.app';
const ANCHORS = ['features', 'testimonials', 'pricing', 'faq'] as const;
const LINK =
  'rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function LandingFooter() {
  const { t } = useI18n();
  return (
    <footer className="border-t border-border bg-slate-50 dark:bg-muted px-4 pt-14 pb-8">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_0.8fr_1.6fr]">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src="/favicon.svg" alt="" width={28} height={28} loading="lazy" />
            Floor Pro
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t('landing.footer.contactTitle')}</h2>
          <address className="mt-3 space-y-2 text-sm text-muted-foreground not-italic">
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`inline-flex items-center gap-2 ${LINK}`}>
              <MailIcon className="size-4" />
              {SUPPORT_EMAIL}
            </a>
            <p>{t('landing.footer.support')}</p>
          </address>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="font-semibold">
            {t('landing.footer.sectionsTitle')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
            {ANCHORS.map((anchor) => (
              <li key={anchor}>
                <a href={`#${anchor}`} className={LINK}>
                  {t(`landing.nav.${anchor}`)}
                </a>
              </li>
            ))}
            <li>
              <Link to="/login" className={LINK}>
                {t('landing.nav.signIn')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 id="newsletter-title" className="font-semibold">
            {t('landing.footer.newsletter.title')}
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">{t('landing.footer.newsletter.body')}</p>
          <NewsletterForm labelledBy="newsletter-title" />
        </div>
      </div>
      {/* Prerendered at build (ADR 0019): a build from last year shows last year's until it hydrates. */}
      <p
        suppressHydrationWarning
        className="mx-auto mt-12 max-w-6xl border-t border-border pt-6 text-sm text-muted-foreground"
      >
        {t('landing.footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
