import { useI18n } from '../../lib/i18n.ts';
import { SectionHeading } from './SectionHeading.tsx';

// Spec section 1's marketing statistics, written the same way in both languages.
const STATS = [
  { key: 'contractors', value: '500+' },
  { key: 'satisfaction', value: '95%' },
  { key: 'revenue', value: '$2M+' },
] as const;
const TESTIMONIALS = ['one', 'two', 'three'] as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** The #testimonials anchor: counters, then three contractors in their own words. */
export function SocialProofSection() {
  const { t } = useI18n();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-28 px-4 py-16 md:scroll-mt-20 md:py-24"
    >
      <SectionHeading id="testimonials-title" title={t('landing.proof.title')} />
      <dl className="mx-auto mt-10 grid max-w-4xl grid-cols-3 gap-4 text-center">
        {STATS.map(({ key, value }) => (
          <div key={key} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-muted-foreground md:text-base">{t(`landing.proof.stats.${key}`)}</dt>
            <dd className="text-3xl font-extrabold text-primary-text md:text-5xl">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mx-auto mt-14 grid max-w-6xl gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((key) => {
          const name = t(`landing.proof.testimonials.${key}.name`);
          return (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6">
                <blockquote className="flex-1 text-pretty">“{t(`landing.proof.testimonials.${key}.quote`)}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-800 dark:bg-amber-900/50 dark:text-amber-200"
                  >
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t(`landing.proof.testimonials.${key}.company`)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
