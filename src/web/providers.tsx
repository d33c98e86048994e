import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

// TanStack Query is provided by the signed-in layout only: public pages (landing above all) stay
// within their JS budget without it.
export function Providers() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
