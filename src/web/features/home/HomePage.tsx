import { useI18n } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { useHealth } from './api.ts';

/** Placeholder home until the landing page and dashboard arrive: the product and the server's state. */
export default function HomePage() {
  const { t } = useI18n();
  const health = useHealth();
  const failure = health.error instanceof ApiError ? t(`errors.${health.error.code}`) : health.error?.message;

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 p-6">
      <h1 className="text-4xl font-bold tracking-tight text-brand">{t('app.name')}</h1>
      <p className="text-lg text-slate-600">{t('app.tagline')}</p>
      <section className="rounded-lg border border-slate-200 p-4" aria-labelledby="status-heading">
        <h2 id="status-heading" className="text-sm font-semibold text-slate-500 uppercase">
          {t('home.status')}
        </h2>
        <p data-testid="server-status" className="mt-2">
          {health.isPending
            ? t('app.loading')
            : health.isSuccess
              ? t('home.statusOk')
              : t('home.statusDown', { message: failure ?? '' })}
        </p>
      </section>
      <a className="text-brand underline" href="/api/docs">
        {t('home.apiDocs')}
      </a>
    </main>
  );
}
