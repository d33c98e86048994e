import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { routeElements } from './route-elements.tsx';
import { PageSpinner } from './components/ui/PageSpinner.tsx';
import { useSession } from './lib/session.ts';
import { syncTheme } from './lib/theme.ts';
import { DASHBOARD_BASE, PUBLIC_ROUTES, type PublicPage } from './route-table.ts';

// Every page is its own chunk, loaded when its route is first visited. (React Router's declarative
// mode: its data-router half would add 15 KB gzip to every page, see ADR 0002.)
const LandingPage = lazy(() => import('./features/landing/LandingPage.tsx'));
const LoginPage = lazy(() => import('./features/auth/LoginPage.tsx'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage.tsx'));
const OutboxPage = lazy(() => import('./features/dev-outbox/OutboxPage.tsx'));
const DashboardRoutes = lazy(() => import('./dashboard-routes.tsx'));
const InvitePage = lazy(() => import('./features/invite/InvitePage.tsx'));
const QuizPage = lazy(() => import('./features/quiz/QuizPage.tsx'));
const ClientPortalPage = lazy(() => import('./features/client-portal/ClientPortalPage.tsx'));
const GalleryPage = lazy(() => import('./features/gallery/GalleryPage.tsx'));
const ShowcasePage = lazy(() => import('./features/showcase/ShowcasePage.tsx'));
const EstimateLinkPage = lazy(() => import('./features/approvals/EstimateLinkPage.tsx'));
const InvoiceLinkPage = lazy(() => import('./features/approvals/InvoiceLinkPage.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx'));

/** `/`: a loading screen while the session loads, then the dashboard or the landing page. */
function RootRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/landing'} replace />;
}

/** What each page of the table renders; a page missing here does not compile. */
const PAGES: Record<PublicPage, ReactElement> = {
  root: <RootRedirect />,
  landing: <LandingPage />,
  login: <LoginPage />,
  'reset-password': <ResetPasswordPage />,
  outbox: <OutboxPage />,
  invite: <InvitePage />,
  quiz: <QuizPage />,
  'client-portal': <ClientPortalPage />,
  gallery: <GalleryPage />,
  showcase: <ShowcasePage />,
  'estimate-link': <EstimateLinkPage />,
  'invoice-link': <InvoiceLinkPage />,
  'not-found': <NotFoundPage />,
};

export function AppRoutes() {
  // The gallery, showcase and quiz are light for everyone (lib/theme.ts): re-check on each route.
  const { pathname } = useLocation();
  useEffect(syncTheme, [pathname]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {routeElements(PUBLIC_ROUTES, PAGES)}
        <Route path={`${DASHBOARD_BASE}/*`} element={<DashboardRoutes />} />
      </Routes>
    </Suspense>
  );
}
