import { useI18n } from '../../lib/i18n.ts';

/** Full-page loading state while a route's code or data arrives. */
export function PageSpinner() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <div className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
