import { useI18n } from '../../lib/i18n.ts';
import { ChevronDownIcon } from './icons.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const QUESTIONS = ['setup', 'trial', 'afterTrial', 'support', 'mobile', 'language'] as const;

/** The #faq anchor. Native <details>: keyboard- and screen-reader-ready with no JavaScript. */
export function FaqSection() {
  const { t } = useI18n();
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-28 px-4 py-16 md:scroll-mt-20 md:py-24">
      <SectionHeading id="faq-title" title={t('landing.faq.title')} />
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-border border-y border-border">
        {QUESTIONS.map((key) => (
          <details key={key} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {t(`landing.faq.items.${key}.question`)}
              <ChevronDownIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-5 text-pretty text-muted-foreground">{t(`landing.faq.items.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
