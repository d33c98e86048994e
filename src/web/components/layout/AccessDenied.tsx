import { ArrowLeft, LayoutDashboard, ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Spec sections 2 and 6: the route the user may not open, with Back and Dashboard buttons. */
export function AccessDenied({ path }: { path: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  useDocumentTitle('titles.accessDenied');
  // React Router numbers its history entries; at the first one (a link opened directly) there is no
  // page of ours to go back to, so Back goes to the start page instead of leaving the app.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert aria-hidden className="size-12 text-danger-text" />
      <h1 className="text-2xl font-semibold">{t('ui.accessDenied.title')}</h1>
      <p className="text-muted-foreground">{t('ui.accessDenied.body')}</p>
      <p className="text-sm text-muted-foreground">
        {t('ui.accessDenied.route')}:{' '}
        <code data-testid="denied-path" className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
          {path}
        </code>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}>
          <ArrowLeft aria-hidden />
          {t('ui.accessDenied.back')}
        </Button>
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            {t('ui.accessDenied.dashboard')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
