import { useI18n } from '../../lib/i18n.ts';
import { CameraIcon, DocumentIcon, InboxIcon } from './icons.tsx';
import { ProposalCard } from './ProposalCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const SOLUTIONS = [
  { key: 'leads', Icon: InboxIcon },
  { key: 'estimates', Icon: DocumentIcon },
  { key: 'jobs', Icon: CameraIcon },
] as const;

/** The #features anchor: what Floor Pro does about each problem, beside a sample proposal. */
export function SolutionSection() {
  const { t } = useI18n();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-28 bg-slate-50 dark:bg-muted px-4 py-16 md:scroll-mt-20 md:py-24"
    >
      <SectionHeading
        id="features-title"
        title={t('landing.solution.title')}
        subtitle={t('landing.solution.subtitle')}
      />
      <div className="mx-auto mt-12 grid max-w-6xl items-center gap-10 lg:grid-cols-[3fr_2fr]">
        <ul className="grid gap-8">
          {SOLUTIONS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{t(`landing.solution.items.${key}.title`)}</h3>
                <p className="mt-1 text-muted-foreground">{t(`landing.solution.items.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ProposalCard />
      </div>
    </section>
  );
}
