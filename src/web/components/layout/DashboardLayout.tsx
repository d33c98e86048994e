import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canAccessRoute, routeEntity } from '../../../shared/permissions.ts';
import { useCompanyBranding } from '../../lib/branding.ts';
import { useBundle } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { PageSpinner } from '../ui/PageSpinner.tsx';
import { AccessDenied } from './AccessDenied.tsx';
import { AppShell } from './AppShell.tsx';

const COMPANY_SETUP = '/dashboard/company-setup';
/** A homeowner's home (sign-in and accepted invitations land on /dashboard) and the sidebar's Client Portal link. */
const CLIENT_PORTAL_PATHS = ['/dashboard', '/dashboard/client-portal'];
/** Spec section 2's full-screen layouts: the page owns the whole screen, without the shell. */
const FULL_SCREEN = [
  '/dashboard/camera',
  '/dashboard/measurements',
  '/dashboard/estimates/preview',
  '/dashboard/client-gallery',
];
/** A full-screen path, or a record under one (/dashboard/measurements/:id). */
const isFullScreen = (pathname: string) =>
  FULL_SCREEN.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * Everything under /dashboard: signed in (else back to /), in a company (a Business Owner without
 * one, or whose company is not set up yet, goes to company setup), and allowed to read the route's
 * entity (spec section 6) — otherwise Access Denied (Acesso Negado).
 */
/** The company's colours and font, over the whole signed-in app (inside the query provider). */
function CompanyBranding({ enabled }: { enabled: boolean }) {
  useCompanyBranding(enabled);
  return null;
}

export default function DashboardLayout() {
  useBundle('signed-in');
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status !== 'signed-in') return <Navigate to="/" replace />;

  const { membership, company } = session.me;
  const needsSetup = !membership?.companyId || (membership.isOwner && company && !company.setupCompleted);
  if (needsSetup && membership?.role === 'service_provider' && pathname !== COMPANY_SETUP) {
    return <Navigate to={COMPANY_SETUP} replace />;
  }
  // A client's portal is /client-portal; /dashboard/client-portal is the contractors' preview of it.
  if (membership?.role === 'client' && membership.companyId && CLIENT_PORTAL_PATHS.includes(pathname)) {
    return <Navigate to="/client-portal" replace />;
  }
  // Outside a company there is no company data to see: the pages of no entity (settings) remain.
  const allowed = membership?.companyId
    ? canAccessRoute(membership.role, pathname, membership.isOwner)
    : pathname === COMPANY_SETUP || routeEntity(pathname) === undefined;

  const page = (
    <Suspense fallback={<PageSpinner />}>{allowed ? <Outlet /> : <AccessDenied path={pathname} />}</Suspense>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CompanyBranding enabled={!!membership?.companyId} />
      {isFullScreen(pathname) ? page : <AppShell me={session.me}>{page}</AppShell>}
    </QueryClientProvider>
  );
}
