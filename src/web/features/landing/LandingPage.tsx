import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FaqSection } from './FaqSection.tsx';
import { FinalCta } from './FinalCta.tsx';
import { HeroSection } from './HeroSection.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { PricingSection } from './PricingSection.tsx';
import { ProblemSection } from './ProblemSection.tsx';
import { SocialProofSection } from './SocialProofSection.tsx';
import { SolutionSection } from './SolutionSection.tsx';

/**
 * /landing: the public marketing page of spec section 2, with section 1's promises and figures.
 * It is the first page most visitors load, so it stays within 100 KB gzip of JavaScript in total:
 * no TanStack Query, no icon library (icons.tsx), FAQ answers in native <details>, and a plain
 * async submit for the newsletter.
 */
export default function LandingPage() {
  const { t } = useI18n();
  useDocumentTitle('titles.landing');
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring"
      >
        {t('landing.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <ProblemSection />
        <SolutionSection />
        <SocialProofSection />
        <PricingSection />
        <FaqSection />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
