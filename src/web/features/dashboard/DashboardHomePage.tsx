import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { homeApi } from './api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { jobKeys } from '../jobs/api.ts';
import { useSession } from '../../lib/session.ts';
import { countText } from './format.ts';
import { emailName, greetingKey } from './greeting.ts';
import { SummaryCards, SummaryCardsSkeleton } from './SummaryCards.tsx';
import { TodayJobs, TodayJobsSkeleton } from './TodayJobs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /dashboard (spec section 2): the greeting and, for a company's members, today's count, the three
 * summary cards and today's jobs, from GET /api/v1/dashboard/home. Users in no company wait for an
 * invitation instead.
 */
export default function DashboardHomePage() {
  useDocumentTitle('titles.dashboard');
  const { t } = useI18n();
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { me } = session;
  const greeting = (
    <h1 className="text-2xl font-semibold break-words">
      {t(`dashboard.greeting.${greetingKey(new Date().getHours())}`)}, {emailName(me.user.email)}
    </h1>
  );
  if (!me.membership?.companyId) {
    return (
      <div className="space-y-6">
        {greeting}
        <WaitingForInvitation />
      </div>
    );
  }
  return <CompanyHome greeting={greeting} companyName={me.company?.name} />;
}

function CompanyHome({ greeting, companyName }: { greeting: ReactNode; companyName?: string }) {
  const { t } = useI18n();
  const home = useQuery({
    queryKey: jobKeys.home,
    queryFn: homeApi.summary,
    // Fetched again on every visit: leads and the turn of the day change it without a job change (one cheap call).
    staleTime: 0,
  });
  const summary = home.data;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        {greeting}
        <div className="flex flex-col text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-2">
          {companyName && <span>{companyName}</span>}
          {companyName && summary && (
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
          )}
          {summary ? (
            <span data-testid="home-today-count">{countText(t, 'dashboard.todayCount', summary.todayCount)}</span>
          ) : (
            home.isPending && <Skeleton className="my-0.5 h-5 w-48" />
          )}
        </div>
      </div>

      {home.isPending ? (
        <>
          <SummaryCardsSkeleton />
          <TodayJobsSkeleton />
        </>
      ) : !summary ? (
        <LoadError message={t('dashboard.loadFailed')} onRetry={() => home.refetch()} retrying={home.isFetching} />
      ) : (
        <>
          <SummaryCards summary={summary} />
          <TodayJobs summary={summary} />
        </>
      )}
    </div>
  );
}

/** Users in no company (not Business Owners) wait for an invitation, or paste the link they got. */
function WaitingForInvitation() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const token = link.trim().match(/(?:\/invite\/)?([A-Za-z0-9_-]{20,})\/?$/)?.[1];
    if (!token) return setError(t('dashboard.waiting.invalidLink'));
    navigate(`/invite/${token}`);
  };

  return (
    <section className="max-w-xl space-y-4 rounded-xl border border-border bg-card p-6">
      <h2 className="text-lg font-semibold">{t('dashboard.waiting.title')}</h2>
      <p className="text-muted-foreground">{t('dashboard.waiting.body')}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <Label htmlFor="invitation-link">{t('dashboard.waiting.pasteLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id="invitation-link"
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invitation-link-error' : undefined}
          />
          <Button type="submit">{t('dashboard.waiting.open')}</Button>
        </div>
        {error && (
          <p id="invitation-link-error" className="text-sm text-danger-text">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
