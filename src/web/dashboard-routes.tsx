import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import DashboardLayout from './components/layout/DashboardLayout.tsx';

// The signed-in app's routes, in their own chunk: the public pages' entry knows only this one
// import, so adding dashboard pages never adds to what /landing and /login load (ADR 0002).
const DashboardHomePage = lazy(() => import('./features/dashboard/DashboardHomePage.tsx'));
const CompanySetupPage = lazy(() => import('./features/company/CompanySetupPage.tsx'));
const CompanySettings = lazy(() => import('./features/company/CompanySettings.tsx'));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage.tsx'));
const TeamPage = lazy(() => import('./features/team/TeamPage.tsx'));
const LeadsPage = lazy(() => import('./features/leads/LeadsPage.tsx'));
const LeadDetailPage = lazy(() => import('./features/leads/LeadDetailPage.tsx'));
// The leads page's CSV buttons come from their own feature (features never import each other).
const LeadCsvActions = lazy(() =>
  import('./features/leads/import/LeadCsvActions.tsx').then((m) => ({ default: m.LeadCsvActions })),
);
const PipelinePage = lazy(() => import('./features/leads/pipeline/PipelinePage.tsx'));
const CaptureLinksPage = lazy(() => import('./features/capture-tools/CaptureLinksPage.tsx'));
const QrGeneratorPage = lazy(() => import('./features/capture-tools/QrGeneratorPage.tsx'));
const ReferralsPage = lazy(() => import('./features/leads/referrals/ReferralsPage.tsx'));
const JobsPage = lazy(() => import('./features/jobs/JobsPage.tsx'));
const JobDetailPage = lazy(() => import('./features/jobs/JobDetailPage.tsx'));
const CalendarPage = lazy(() => import('./features/calendar/CalendarPage.tsx'));
const ContractorPortalPage = lazy(() => import('./features/client-portal/ContractorPortalPage.tsx'));
const CameraPage = lazy(() => import('./features/camera/CameraPage.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx'));

/** Everything under /dashboard, inside the layout (guard, shell, branding). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<DashboardHomePage />} />
        <Route path="company-setup" element={<CompanySetupPage />} />
        <Route path="settings" element={<SettingsPage companySection={<CompanySettings />} />} />
        <Route path="teams" element={<TeamPage />} />
        <Route path="users" element={<TeamPage />} />
        <Route path="leads" element={<LeadsPage actions={<LeadCsvActions />} />} />
        <Route path="leads-management" element={<LeadsPage actions={<LeadCsvActions />} />} />
        <Route path="leads/:id" element={<LeadDetailPage />} />
        <Route path="sales-pipeline" element={<PipelinePage />} />
        <Route path="tools/leads" element={<CaptureLinksPage />} />
        <Route path="tools/qr-generator" element={<QrGeneratorPage />} />
        <Route path="tools/referrals" element={<ReferralsPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="jobs/:id" element={<JobDetailPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="client-portal" element={<ContractorPortalPage />} />
        <Route path="camera" element={<CameraPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
