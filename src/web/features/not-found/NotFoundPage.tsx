import { useI18n } from '../../lib/i18n.ts';
import { Link } from 'react-router';

/** Any unknown path (spec section 2): Página não encontrada, with links to /dashboard and /. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-slate-300">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.body')}</p>
      <nav className="flex gap-4">
        <Link className="rounded-md bg-brand px-4 py-2 text-white" to="/dashboard">
          {t('notFound.toDashboard')}
        </Link>
        <Link className="rounded-md border border-slate-300 px-4 py-2" to="/">
          {t('notFound.toHome')}
        </Link>
      </nav>
    </main>
  );
}
