import { Link } from 'react-router';
import { Main, SkipLink } from '../../components/layout/Main.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Any unknown path (spec section 2): Page not found (Página não encontrada), with links to /dashboard and /. Inside the
 * app shell its `Main` is a plain block of the shell's main.
 */
export default function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle('titles.notFound');
  return (
    <>
      <SkipLink />
      <Main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-6xl font-bold text-muted-foreground">404</p>
        <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-muted-foreground">{t('notFound.body')}</p>
        <div className="flex gap-4">
          <Link className={buttonVariants()} to="/dashboard">
            {t('notFound.toDashboard')}
          </Link>
          <Link className={buttonVariants({ variant: 'outline' })} to="/">
            {t('notFound.toHome')}
          </Link>
        </div>
      </Main>
    </>
  );
}
