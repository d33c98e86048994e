import { isRole, type Role } from './roles.ts';

/** Spec section 6: the entities permissions are granted on. */
export const ENTITIES = [
  'jobs',
  'leads',
  'clients',
  'estimates',
  'invoices',
  'financials',
  'company',
  'team',
  'analytics',
  'automation',
  'client_portal',
  // Not in spec section 6's table: the company's price list (issue #16), see PERMISSION_TABLE.
  'catalog',
  // Nor is a crew's hours (issue #18), see PERMISSION_TABLE.
  'work_logs',
] as const;
export type Entity = (typeof ENTITIES)[number];

export const ACTIONS = ['read', 'write', 'delete', 'admin'] as const;
export type Action = (typeof ACTIONS)[number];

type Grants = Partial<Record<Entity, readonly Action[]>>;

const R = ['read'] as const;
const RW = ['read', 'write'] as const;
const RWD = ['read', 'write', 'delete'] as const;
const ALL = ['read', 'write', 'delete', 'admin'] as const;

/**
 * The role × entity table of spec section 6, cell for cell. A missing cell is "none".
 * `catalog` (issue #16) is ours: it follows estimates (read to read it, write to edit it), except that a
 * client's estimates read covers only their own estimates, never the company's price list and costs.
 * `work_logs` (issue #18) is ours too: a field crew member clocks in and reads and writes their own
 * hours (scope `own`); managers read, correct and approve everyone's. Pay rates are `financials`.
 */
export const PERMISSION_TABLE: Record<Role, Grants> = {
  client: { jobs: R, estimates: R, invoices: R, client_portal: RW },
  field_team: { jobs: RW, clients: R, estimates: R, catalog: R, work_logs: RW },
  service_provider: {
    jobs: RWD,
    leads: RWD,
    clients: RWD,
    estimates: RWD,
    catalog: RW,
    work_logs: RW,
    invoices: RWD,
    financials: RW,
    company: RW,
    team: RW,
    analytics: R,
    automation: RW,
    client_portal: R,
  },
  admin: {
    jobs: ALL,
    leads: ALL,
    clients: ALL,
    estimates: ALL,
    catalog: ALL,
    work_logs: ALL,
    invoices: ALL,
    financials: ALL,
    company: ALL,
    team: ALL,
    analytics: ['read', 'write', 'admin'],
    automation: ALL,
    client_portal: ALL,
  },
  partner: { jobs: R, leads: RW, clients: RW, analytics: R },
};

/** What the company owner may do beyond their role's row (spec section 6). */
function ownerAllows(entity: Entity, action: Action): boolean {
  switch (action) {
    case 'write':
      return entity === 'company' || entity === 'team' || entity === 'financials';
    case 'delete':
      return entity !== 'financials' && entity !== 'invoices';
    case 'admin':
      return entity === 'company';
    case 'read':
      return false;
  }
}

/** Whether the table itself grants the cell, before the admin and owner rules. */
export function tableGrants(role: Role, entity: Entity, action: Action): boolean {
  return PERMISSION_TABLE[role][entity]?.includes(action) ?? false;
}

/**
 * The one permission check, used by the server on every route and by the SPA to hide and guard.
 * Admin is always allowed; an unknown role is always denied; then the table; then the owner's extras.
 */
export function can(role: string | null | undefined, entity: Entity, action: Action, isOwner = false): boolean {
  if (role === 'admin') return true;
  if (!isRole(role)) return false;
  return tableGrants(role, entity, action) || (isOwner && ownerAllows(entity, action));
}

/**
 * How far a grant reaches: `any` row of the company, or only the caller's `own` rows
 * (a field_team member's assigned jobs, a client's own jobs, estimates and invoices,
 * a partner's referred leads). Services apply it in the query.
 */
export type Scope = 'any' | 'own';
export function scopeOf(role: Role, isOwner = false): Scope {
  if (isOwner) return 'any';
  return role === 'client' || role === 'field_team' || role === 'partner' ? 'own' : 'any';
}

/** Entities whose records a writer may delete when they made the record themselves (see deleteScope). */
const CREATOR_MAY_DELETE: readonly Entity[] = ['jobs'];

/**
 * How far a delete reaches on the records inside an entity that carry their creator (a job's photos
 * and timeline events): `any` with the table's delete grant; `own` for a member who may only write
 * the entity — a field crew takes back a photo they uploaded by mistake or an event they added, but
 * never deletes what someone else made; null for no delete at all. Routes declare it as
 * `entity:delete+own`; services apply it in the delete's query.
 */
export function deleteScope(role: string | null | undefined, entity: Entity, isOwner = false): Scope | null {
  if (can(role, entity, 'delete', isOwner)) return 'any';
  return CREATOR_MAY_DELETE.includes(entity) && can(role, entity, 'write', isOwner) ? 'own' : null;
}

/** Spec section 6: route → entity whose read access opens the route. */
export const ROUTE_ENTITIES: Readonly<Record<string, Entity>> = {
  '/jobs': 'jobs',
  '/feed': 'jobs',
  '/leads-management': 'leads',
  '/sales-pipeline': 'leads',
  '/estimates': 'estimates',
  '/invoicing': 'invoices',
  '/financials': 'financials',
  '/cash-flow': 'financials',
  '/accounts-payable': 'financials',
  '/accounts-receivable': 'financials',
  '/company-setup': 'company',
  '/team-management': 'team',
  '/performance': 'analytics',
  '/automations': 'automation',
  '/client-portal': 'client_portal',
  '/client-gallery': 'client_portal',
  // Dashboard pages the spec's map does not name but whose data belongs to one entity.
  '/leads': 'leads',
  '/teams': 'team',
  '/users': 'team',
  '/analytics': 'analytics',
  '/financial-reports': 'financials',
  '/financial-receipts': 'financials',
  '/tools/leads': 'leads',
  '/tools/qr-generator': 'leads',
  '/tools/referrals': 'leads',
  '/camera': 'jobs',
  '/catalog': 'catalog',
  // Issue #16's tools: what a crew measures and receives on site (the API scopes what each caller sees).
  '/tools/measurements': 'jobs',
  '/measurements': 'jobs',
  '/tools/orders': 'jobs',
  '/materials': 'jobs',
  // Issue #17: the invoices list (spec's /dashboard/manage, "invoices and payments") and each invoice.
  '/manage': 'invoices',
  '/invoices': 'invoices',
  // Issue #18: a crew's own hours; pay rates, payroll and job costs are the company's financials.
  '/work-logs': 'work_logs',
  '/employee-rates': 'financials',
  '/payroll': 'financials',
  '/job-costing': 'financials',
};

/** Routes open to everybody, signed in or not. */
export const OPEN_ROUTES = ['/', '/login', '/service-quiz'] as const;

/** The entity guarding a path, or undefined when the path is open (unknown routes and /dashboard are). */
export function routeEntity(pathname: string): Entity | undefined {
  // Normalise first, so that a query, a hash, capitals or doubled slashes cannot slip past the map.
  const path =
    pathname
      .split(/[?#]/)[0]!
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/';
  if ((OPEN_ROUTES as readonly string[]).includes(path)) return undefined;
  // Map keys name a page, with or without the /dashboard prefix; sub-pages (jobs/{id}) follow their page.
  const page = path.startsWith('/dashboard/') ? path.slice('/dashboard'.length) : path;
  for (const [route, entity] of Object.entries(ROUTE_ENTITIES)) {
    if (page === route || page.startsWith(route + '/')) return entity;
  }
  return undefined;
}

/** Read access alone decides route access. */
export function canAccessRoute(role: string | null | undefined, pathname: string, isOwner = false): boolean {
  const entity = routeEntity(pathname);
  return entity === undefined || can(role, entity, 'read', isOwner);
}
