import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { useI18n } from '../../lib/i18n.ts';

/** Any unknown path (spec section 2): Página não encontrada, with links to /dashboard and /. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-muted-foreground/50">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <nav className="flex gap-4">
        <Link className={buttonVariants()} to="/dashboard">
          {t('notFound.toDashboard')}
        </Link>
        <Link className={buttonVariants({ variant: 'outline' })} to="/">
          {t('notFound.toHome')}
        </Link>
      </nav>
    </main>
  );
}
