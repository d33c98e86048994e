import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from './components/ui/PageSpinner.tsx';

// Every page is its own chunk, loaded when its route is first visited. (React Router's declarative
// mode: its data-router half would add 15 KB gzip to every page, see ADR 0002.)
const HomePage = lazy(() => import('./features/home/HomePage.tsx'));
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
