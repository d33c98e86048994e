import { useI18n } from '../../lib/i18n.ts';
import { ClockIcon, MessagesIcon, MissedCallIcon } from './icons.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const PROBLEMS = [
  { key: 'leads', Icon: MissedCallIcon },
  { key: 'estimates', Icon: ClockIcon },
  { key: 'jobs', Icon: MessagesIcon },
] as const;

export function ProblemSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="problem-title" className="px-4 py-16 md:py-24">
      <SectionHeading id="problem-title" title={t('landing.problem.title')} subtitle={t('landing.problem.subtitle')} />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {PROBLEMS.map(({ key, Icon }) => (
          <li key={key} className="rounded-xl border border-border bg-card p-6">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-danger-soft text-danger-text">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`landing.problem.items.${key}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`landing.problem.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
