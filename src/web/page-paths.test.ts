import { describe, expect, it } from 'vitest';
import { billPath, estimatePath, invoicePath, jobPath, leadPath, measurementPath, orderPath } from './page-paths.ts';
import { DASHBOARD_BASE, DASHBOARD_ROUTES, isRedirect, type DashboardPage, type PageRoute } from './route-table.ts';

/** The dashboard pages an address opens, as the router reads the table (":id" takes one segment). */
function pagesAt(address: string): DashboardPage[] {
  return DASHBOARD_ROUTES.filter((route): route is PageRoute<DashboardPage> => !isRedirect(route))
    .filter((route) => {
      const pattern = `/${DASHBOARD_BASE}/${route.path}`.replace(/:[a-z]+/g, '[^/]+');
      return route.path !== '*' && new RegExp(`^${pattern}$`).test(address);
    })
    .map((route) => route.page);
}

describe('page paths', () => {
  it('lead to their page of the route table, and to no other', () => {
    const id = '0b6f3c2e-8a1d-4f5e-9c7b-2d4e6f8a0b1c';
    const builders: [DashboardPage, (id: string) => string][] = [
      ['job', jobPath],
      ['lead', leadPath],
      ['estimate', estimatePath],
      ['invoice', invoicePath],
      ['measurement', measurementPath],
      ['order', orderPath],
      ['bill', billPath],
    ];
    for (const [page, path] of builders) expect(pagesAt(path(id)), page).toEqual([page]);
  });
});
