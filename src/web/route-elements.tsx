import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router';
import { isRedirect, type AppRoute } from './route-table.ts';

/** The <Route> elements of one table of route-table.ts, each page drawn from `pages`. */
export function routeElements<Page extends string>(
  table: readonly AppRoute<Page>[],
  pages: Record<Page, ReactElement>,
): ReactElement[] {
  return table.map((route) => {
    const element = isRedirect(route) ? <Navigate to={route.redirect} replace /> : pages[route.page];
    return route.path === '' ? (
      <Route key="" index element={element} />
    ) : (
      <Route key={route.path} path={route.path} element={element} />
    );
  });
}
