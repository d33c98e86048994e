import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Handshake, Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { AccessDenied } from '../../../components/layout/AccessDenied.tsx';
import { formatDate } from '../../../lib/format.ts';
import { LeadFormDialog } from '../LeadFormDialog.tsx';
import { LeadStatusBadge } from '../LeadStatusBadge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '../../../components/ui/Table.tsx';
import { useBundle, useI18n } from '../../../lib/i18n.ts';
import { leadKeys, leadsApi, type ReferralPartnerStats } from '../api.ts';
import { useSession } from '../../../lib/session.ts';
import { conversionRate, ownStats, partnerLeadsHref, sortPartners } from './referrals.ts';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { leadPath } from '../../../page-paths.ts';
import { Panel } from '../../../components/ui/Panel.tsx';

/** A partner's referred leads, page by page (the server scopes a partner's list to their referrals). */
const referredKey = [...leadKeys.all, 'referred'] as const;
const PAGE_SIZE = 50;

/**
 * /dashboard/tools/referrals: a referral partner refers leads and follows them; the members who
 * manage leads see each partner's referrals and conversion.
 */
export default function ReferralsPage() {
  useDocumentTitle('titles.referrals');
  useBundle('leads');
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in') return null;
  const membership = session.me.membership;
  if (!membership?.companyId || !can(membership.role, 'leads', 'read', membership.isOwner)) {
    return <AccessDenied path={pathname} />;
  }
  return membership.role === 'partner' ? <PartnerView userId={session.me.user.id} /> : <PartnersTable />;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Panel>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </Panel>
  );
}

function PartnerView({ userId }: { userId: string }) {
  const { t, language } = useI18n();
  const [referring, setReferring] = useState(false);
  const stats = useQuery({ queryKey: leadKeys.referrals, queryFn: leadsApi.referrals });
  const leads = useInfiniteQuery({
    queryKey: referredKey,
    queryFn: ({ pageParam }) => leadsApi.list({ limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const mine = ownStats(stats.data?.items, userId);
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('referrals.yourReferrals')}</h1>
          <p className="text-sm text-muted-foreground">{t('referrals.partnerIntro')}</p>
        </div>
        <Button onClick={() => setReferring(true)}>
          <Plus aria-hidden />
          {t('referrals.referLead')}
        </Button>
      </div>

      {stats.isError ? (
        <p role="alert" className="text-sm text-danger-text">
          {t('referrals.statsFailed')}
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md" aria-busy={stats.isPending}>
          <Stat label={t('referrals.referred')} value={stats.isPending ? '…' : mine.referred} />
          <Stat label={t('referrals.converted')} value={stats.isPending ? '…' : mine.converted} />
        </dl>
      )}

      <section aria-labelledby="referred-heading" className="rounded-xl border border-border bg-card">
        <h2 id="referred-heading" className="border-b border-border px-4 py-3 font-semibold">
          {t('referrals.referredLeads')}
        </h2>
        {leads.isPending && (
          <div className="space-y-2 p-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
        {leads.isError && (
          <div className="p-4">
            <LoadError compact message={t('referrals.loadFailed')} onRetry={() => leads.refetch()} />
          </div>
        )}
        {leads.isSuccess && items.length === 0 && (
          <p className="p-4 text-sm text-muted-foreground">{t('referrals.noReferrals')}</p>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-border" data-testid="referred-leads">
            {items.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={leadPath(lead.id)}
                    className="block truncate font-medium underline-offset-4 hover:underline"
                  >
                    {lead.name}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {t('referrals.referredOn', { date: formatDate(lead.createdAt, language) })}
                  </p>
                </div>
                <LeadStatusBadge status={lead.status} />
              </li>
            ))}
          </ul>
        )}
        {leads.hasNextPage && (
          <div className="border-t border-border p-3 text-center">
            <Button variant="ghost" disabled={leads.isFetchingNextPage} onClick={() => void leads.fetchNextPage()}>
              {t('referrals.loadMore')}
            </Button>
          </div>
        )}
      </section>

      {/* The form saves, refreshes every lead query (stats and this list too) and closes itself. */}
      <LeadFormDialog open={referring} onOpenChange={setReferring} />
    </div>
  );
}

function PartnersTable() {
  const { t, language } = useI18n();
  const stats = useQuery({ queryKey: leadKeys.referrals, queryFn: leadsApi.referrals });
  const partners = stats.data ? sortPartners(stats.data.items, language === 'pt' ? 'pt-BR' : 'en-US') : [];
  const rate = (p: ReferralPartnerStats) => t('referrals.percent', { value: conversionRate(p.converted, p.referred) });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('referrals.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('referrals.ownerIntro')}</p>
      </div>

      {stats.isPending && (
        <div className="space-y-2" aria-busy>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {stats.isError && <LoadError compact message={t('referrals.statsFailed')} onRetry={() => stats.refetch()} />}

      {stats.isSuccess && partners.length === 0 && (
        <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center">
          <Handshake aria-hidden className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('referrals.empty.title')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('referrals.empty.body')}</p>
          <Button asChild>
            <Link to="/dashboard/teams">
              <UserPlus aria-hidden />
              {t('referrals.empty.action')}
            </Link>
          </Button>
        </section>
      )}

      {partners.length > 0 && (
        <section aria-labelledby="partners-heading" className="rounded-xl border border-border bg-card">
          <h2 id="partners-heading" className="border-b border-border px-4 py-3 font-semibold">
            {t('referrals.partners')}
          </h2>
          {/* Phones: one card per partner. */}
          <ul className="divide-y divide-border md:hidden">
            {partners.map((p) => (
              <li key={p.partnerId} className="space-y-2 px-4 py-3">
                <Link
                  to={partnerLeadsHref(p.partnerId)}
                  aria-label={t('referrals.viewLeads', { name: p.name })}
                  className="block font-medium text-primary-text underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>
                <p className="truncate text-sm text-muted-foreground">{p.email}</p>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  {(
                    [
                      ['referred', p.referred],
                      ['open', p.open],
                      ['converted', p.converted],
                      ['lost', p.lost],
                      ['conversionRate', rate(p)],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key}>
                      <dt className="text-xs text-muted-foreground">{t(`referrals.${key}`)}</dt>
                      <dd className="font-medium tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <Table className="hidden md:table" data-testid="referral-partners">
            <TableHeader>
              <tr>
                <TableHead>{t('referrals.partner')}</TableHead>
                <TableHead numeric>{t('referrals.referred')}</TableHead>
                <TableHead numeric>{t('referrals.open')}</TableHead>
                <TableHead numeric>{t('referrals.converted')}</TableHead>
                <TableHead numeric>{t('referrals.lost')}</TableHead>
                <TableHead numeric>{t('referrals.conversionRate')}</TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {partners.map((p) => (
                <tr key={p.partnerId} className="hover:bg-muted/40">
                  <TableHead scope="row" className="font-normal">
                    <Link
                      to={partnerLeadsHref(p.partnerId)}
                      aria-label={t('referrals.viewLeads', { name: p.name })}
                      className="font-medium text-primary-text underline-offset-4 hover:underline"
                    >
                      {p.name}
                    </Link>
                    <span className="block text-muted-foreground">{p.email}</span>
                  </TableHead>
                  <TableCell numeric>{p.referred}</TableCell>
                  <TableCell numeric>{p.open}</TableCell>
                  <TableCell numeric>{p.converted}</TableCell>
                  <TableCell numeric>{p.lost}</TableCell>
                  <TableCell numeric>{rate(p)}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </section>
      )}
    </div>
  );
}
