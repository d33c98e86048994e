import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, FolderOpen, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { clientPortalApi, clientViewKeys, type ClientNotification } from './api.ts';
import { ClientJobCards, useClientJobs } from './ClientJobCards.tsx';
import { ClientJobView } from './ClientJobView.tsx';
import { ClientDocumentsSection } from '../approvals/ClientDocuments.tsx';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher.tsx';
import { formatDateTime } from '../timeline/format.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { PageSpinner } from '../../components/ui/PageSpinner.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signOut, useSession, type Me } from '../../lib/session.ts';
import { notificationText } from './notification-text.ts';
import { Main, SkipLink } from '../../components/layout/Main.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /client-portal (spec section 2): the client's own layout, without the dashboard's chrome. Only a
 * signed-in client member: others go to /login or /dashboard.
 */
export default function ClientPortalPage() {
  useDocumentTitle('titles.clientPortal');
  useBundle('signed-in');
  useBundle('share');
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'signed-in') return <Navigate to="/login" replace />;
  if (session.me.membership?.role !== 'client' || !session.me.membership.companyId) {
    return <Navigate to="/dashboard" replace />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Portal me={session.me} />
      <Toaster />
    </QueryClientProvider>
  );
}

function Portal({ me }: { me: Me }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const jobs = useClientJobs();
  const [picked, setPicked] = useState<string | null>(null);
  const selected = jobs.data?.find((job) => job.id === picked) ?? jobs.data?.[0] ?? null;

  return (
    <div className="min-h-dvh bg-muted/30">
      <SkipLink />
      <header className="sticky top-0 z-10 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex max-w-4xl items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="portal-company">
              {me.company?.name ?? t('clientPortal.title')}
            </p>
            <p className="truncate text-xs text-muted-foreground">{t('clientPortal.title')}</p>
          </div>
          <LanguageSwitcher />
          <Button variant="ghost" size="sm" onClick={() => void signOut().then(() => navigate('/', { replace: true }))}>
            <LogOut aria-hidden />
            <span className="max-sm:sr-only">{t('clientPortal.signOut')}</span>
          </Button>
        </div>
      </header>
      <Main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{t('clientPortal.welcome', { name: me.user.name })}</h1>
        <ClientDocumentsSection />
        <section className="space-y-3">
          <h2 className="text-lg font-semibold">{t('clientPortal.jobs.title')}</h2>
          {jobs.isPending ? (
            <div className="grid gap-3 sm:grid-cols-2" role="status">
              <span className="sr-only">{t('ui.loading')}</span>
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
            </div>
          ) : jobs.isError ? (
            <LoadError
              message={t('clientPortal.jobs.loadFailed')}
              onRetry={() => jobs.refetch()}
              retrying={jobs.isFetching}
            />
          ) : jobs.data.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
              <FolderOpen className="size-8 opacity-50" aria-hidden />
              <p>{t('clientPortal.jobs.empty')}</p>
            </div>
          ) : (
            <ClientJobCards jobs={jobs.data} selectedId={selected?.id ?? null} onSelect={setPicked} />
          )}
        </section>
        {selected && (
          <section className="space-y-3" aria-label={selected.title}>
            <h2 className="text-lg font-semibold break-words">{selected.title}</h2>
            <ClientJobView key={selected.id} job={selected} canContact />
          </section>
        )}
        <Notifications />
      </Main>
    </div>
  );
}

function Notifications() {
  const { t, language } = useI18n();
  const client = useQueryClient();
  const list = useQuery({ queryKey: clientViewKeys.notifications, queryFn: clientPortalApi.notifications });
  const read = useMutation({
    mutationFn: clientPortalApi.markRead,
    onSuccess: () => client.invalidateQueries({ queryKey: clientViewKeys.notifications }),
  });
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Bell className="size-5 text-primary-text" aria-hidden />
          {t('clientPortal.notifications.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-20" />
        ) : list.isError ? (
          <LoadError
            compact
            message={t('clientPortal.notifications.loadFailed')}
            onRetry={() => list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('clientPortal.notifications.empty')}</p>
        ) : (
          <ul className="divide-y divide-border" data-testid="portal-notifications">
            {list.data.items.map((n: ClientNotification) => {
              const { title, message } = notificationText(n, t);
              return (
                <li key={n.id} className="flex items-start gap-3 py-3">
                  <span
                    aria-hidden
                    className={cn('mt-2 size-2 shrink-0 rounded-full', n.readAt ? 'bg-transparent' : 'bg-primary')}
                  />
                  <div className="min-w-0 flex-1">
                    <p className={cn('break-words', !n.readAt && 'font-medium')}>{title}</p>
                    <p className="text-sm break-words text-muted-foreground">{message}</p>
                    <time className="text-xs text-muted-foreground" dateTime={n.createdAt}>
                      {formatDateTime(n.createdAt, language)}
                    </time>
                  </div>
                  {!n.readAt && (
                    <Button size="sm" variant="ghost" disabled={read.isPending} onClick={() => read.mutate(n.id)}>
                      {t('clientPortal.notifications.markRead')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
