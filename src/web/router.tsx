import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from './components/ui/PageSpinner.tsx';
import { useSession } from './lib/session.ts';

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
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx'));

/** `/`: a loading screen while the session loads, then the dashboard or the landing page. */
function RootRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  return <Navigate to={session.status === 'signed-in' ? '/dashboard' : '/landing'} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<RootRedirect />} />
        <Route path="landing" element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* The spec's other account paths lead to the one login form. */}
        <Route path="signup" element={<Navigate to="/login?mode=signup" replace />} />
        <Route path="auth" element={<Navigate to="/login" replace />} />
        <Route path="onboarding" element={<Navigate to="/dashboard/company-setup" replace />} />
        <Route path="dev/outbox" element={<OutboxPage />} />
        <Route path="invite/:token" element={<InvitePage />} />
        <Route path="quiz" element={<QuizPage />} />
        <Route path="quiz/:slug" element={<QuizPage />} />
        <Route path="service-quiz" element={<QuizPage />} />
        <Route path="client-portal" element={<ClientPortalPage />} />
        <Route path="gallery/:token" element={<GalleryPage />} />
        <Route path="showcase/:token" element={<ShowcasePage />} />
        <Route path="dashboard/*" element={<DashboardRoutes />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
