import { LANGUAGES, useI18n, type Language } from '../../lib/i18n.ts';

const LABELS: Record<Language, string> = { en: 'EN', pt: 'PT' };

/** en / pt toggle (spec section 1); the choice is stored locally by setLanguage. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <div
      role="group"
      aria-label={t('app.language')}
      className={`inline-flex rounded-md border border-border p-0.5 ${className}`}
    >
      {(Object.keys(LANGUAGES) as Language[]).map((code) => (
        <button
          key={code}
          type="button"
          lang={LANGUAGES[code]}
          aria-pressed={language === code}
          onClick={() => void setLanguage(code)}
          className="rounded px-2 py-1 text-xs font-semibold text-muted-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {LABELS[code]}
        </button>
      ))}
    </div>
  );
}
