import { lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { routeElements } from './route-elements.tsx';
import DashboardLayout from './components/layout/DashboardLayout.tsx';
import { DASHBOARD_ROUTES, type DashboardPage } from './route-table.ts';

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
const CatalogPage = lazy(() => import('./features/catalog/CatalogPage.tsx'));
const EstimatesPage = lazy(() => import('./features/estimates/EstimatesPage.tsx'));
const EstimateEditorPage = lazy(() => import('./features/estimates/EstimateEditorPage.tsx'));
const EstimatePreviewPage = lazy(() => import('./features/estimates/EstimatePreviewPage.tsx'));
const MeasurementsPage = lazy(() => import('./features/measurements/MeasurementsPage.tsx'));
const MeasurementPage = lazy(() => import('./features/measurements/MeasurementPage.tsx'));
const OrdersPage = lazy(() => import('./features/orders/OrdersPage.tsx'));
const OrderDetailPage = lazy(() => import('./features/orders/OrderDetailPage.tsx'));
const InvoicesPage = lazy(() => import('./features/invoices/InvoicesPage.tsx'));
const InvoicePage = lazy(() => import('./features/invoices/InvoicePage.tsx'));
const ReceivablesPage = lazy(() => import('./features/financials/ReceivablesPage.tsx'));
const FinancialOverviewPage = lazy(() => import('./features/financials/OverviewPage.tsx'));
const FinancialReportsPage = lazy(() => import('./features/financials/ReportsPage.tsx'));
const PayablesPage = lazy(() => import('./features/payables/PayablesPage.tsx'));
const BillPage = lazy(() => import('./features/payables/BillPage.tsx'));
const CashFlowPage = lazy(() => import('./features/financials/CashFlowPage.tsx'));
const WorkLogsPage = lazy(() => import('./features/labor/WorkLogsPage.tsx'));
const EmployeeRatesPage = lazy(() => import('./features/labor/EmployeeRatesPage.tsx'));
const PayrollPage = lazy(() => import('./features/labor/PayrollPage.tsx'));
const JobCostingPage = lazy(() => import('./features/financials/JobCostingPage.tsx'));
// The job page's Costs tab comes from financials through a slot: jobs imports nothing of it.
const JobCostsTab = lazy(() => import('./features/financials/JobCostsTab.tsx'));
const JobMargin = lazy(() => import('./features/financials/JobMargin.tsx'));
const ReceiptsPage = lazy(() => import('./features/receipts/ReceiptsPage.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx'));

/** What each page of the table renders; a page missing here does not compile. */
const PAGES: Record<DashboardPage, ReactElement> = {
  home: <DashboardHomePage />,
  'company-setup': <CompanySetupPage />,
  settings: <SettingsPage companySection={<CompanySettings />} />,
  team: <TeamPage />,
  leads: <LeadsPage actions={<LeadCsvActions />} />,
  lead: <LeadDetailPage />,
  pipeline: <PipelinePage />,
  'capture-links': <CaptureLinksPage />,
  'qr-generator': <QrGeneratorPage />,
  referrals: <ReferralsPage />,
  jobs: <JobsPage />,
  job: (
    <JobDetailPage
      costsTab={(jobId) => <JobCostsTab jobId={jobId} />}
      marginFigures={(jobId) => <JobMargin jobId={jobId} />}
    />
  ),
  calendar: <CalendarPage />,
  'contractor-portal': <ContractorPortalPage />,
  camera: <CameraPage />,
  catalog: <CatalogPage />,
  estimates: <EstimatesPage />,
  estimate: <EstimateEditorPage />,
  'estimate-preview': <EstimatePreviewPage />,
  measurements: <MeasurementsPage />,
  measurement: <MeasurementPage />,
  orders: <OrdersPage />,
  order: <OrderDetailPage />,
  materials: <OrdersPage incoming />,
  invoices: <InvoicesPage />,
  invoice: <InvoicePage />,
  'accounts-receivable': <ReceivablesPage />,
  financials: <FinancialOverviewPage />,
  'financial-reports': <FinancialReportsPage />,
  'accounts-payable': <PayablesPage />,
  bill: <BillPage />,
  'cash-flow': <CashFlowPage />,
  'work-logs': <WorkLogsPage />,
  'employee-rates': <EmployeeRatesPage />,
  payroll: <PayrollPage />,
  'job-costing': <JobCostingPage />,
  receipts: <ReceiptsPage />,
  'not-found': <NotFoundPage />,
};

/** Everything under /dashboard (route-table.ts), inside the layout (guard, shell, branding). */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>{routeElements(DASHBOARD_ROUTES, PAGES)}</Route>
    </Routes>
  );
}
