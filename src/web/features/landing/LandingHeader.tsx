import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { useI18n } from '../../lib/i18n.ts';
import { SIGN_UP_PATH } from './links.ts';

const ANCHORS = ['features', 'testimonials', 'pricing', 'faq'] as const;

/** The announcement bar, then the sticky header: logo, section anchors, language, sign-in and trial. */
export function LandingHeader() {
  const { t } = useI18n();
  return (
    <>
      <aside
        aria-label={t('landing.announcement.label')}
        className="bg-slate-900 px-4 py-2 text-center text-sm text-white"
      >
        {t('landing.announcement.text')}{' '}
        <Link
          to={SIGN_UP_PATH}
          className="font-semibold whitespace-nowrap underline underline-offset-4 hover:text-blue-200 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('landing.announcement.cta')} <span aria-hidden="true">→</span>
        </Link>
      </aside>
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 py-2 lg:gap-x-6 lg:py-3">
          <Link
            to="/landing"
            aria-label={t('landing.nav.home')}
            className="flex items-center gap-2 rounded-md text-lg font-bold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {/* Phones keep the mark only, so the language and both buttons fit on one row. */}
            <span className="hidden sm:inline">Floor Pro</span>
          </Link>
          {/* Below lg the anchors take a second row of their own. */}
          <nav
            aria-label={t('landing.nav.label')}
            className="order-last -mx-2 w-full overflow-x-auto lg:order-none lg:w-auto lg:flex-1"
          >
            <ul className="flex whitespace-nowrap">
              {ANCHORS.map((anchor) => (
                <li key={anchor}>
                  <a
                    href={`#${anchor}`}
                    className="block rounded-md px-2 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
                  >
                    {t(`landing.nav.${anchor}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2 lg:ml-0">
            <LanguageSwitcher className="shrink-0" />
            <Link to="/login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              {t('landing.nav.signIn')}
            </Link>
            <Link to={SIGN_UP_PATH} className={buttonVariants({ size: 'sm' })}>
              {t('landing.nav.startTrial')}
            </Link>
          </div>
        </div>
      </header>
    </>
  );
}
