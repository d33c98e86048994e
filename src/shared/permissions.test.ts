import { describe, expect, it } from 'vitest';

import {
  ACTIONS,
  ENTITIES,
  can,
  canAccessRoute,
  routeEntity,
  scopeOf,
  tableGrants,
  type Action,
  type Entity,
} from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

// ---------------------------------------------------------------------------------------------
// Expected values, transcribed by hand from spec section 6. Deliberately NOT derived from
// PERMISSION_TABLE: these tests must catch a wrong cell in the implementation.
// Letters: r = read, w = write, d = delete, a = admin; '' = none.
// ---------------------------------------------------------------------------------------------

const SPEC_ROLES = ['client', 'field_team', 'service_provider', 'admin', 'partner'] as const satisfies readonly Role[];

const SPEC_ENTITIES = [
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
] as const satisfies readonly Entity[];

const SPEC_ACTIONS = ['read', 'write', 'delete', 'admin'] as const satisfies readonly Action[];

type Row = readonly [string, string, string, string, string, string, string, string, string, string, string];

/** Spec section 6, the role × entity table (before the "admin always" and owner rules). Columns follow SPEC_ENTITIES. */
// prettier-ignore
const SPEC_TABLE: Readonly<Record<Role, Row>> = {
  //                jobs    leads   clients estimates invoices financials company team    analytics automation client_portal
  client:           ['r',    '',     '',     'r',      'r',     '',        '',     '',     '',       '',        'rw'],
  field_team:       ['rw',   '',     'r',    'r',      '',      '',        '',     '',     '',       '',        ''  ],
  service_provider: ['rwd',  'rwd',  'rwd',  'rwd',    'rwd',   'rw',      'rw',   'rw',   'r',      'rw',      'r' ],
  admin:            ['rwda', 'rwda', 'rwda', 'rwda',   'rwda',  'rwda',    'rwda', 'rwda', 'rwa',    'rwda',    'rwda'],
  partner:          ['r',    'rw',   'rw',   '',       '',      '',        '',     '',     'r',      '',        ''  ],
};

/** Spec section 6, the company owner's extras: write company/team/financials; delete all but financials and invoices; admin company. Never read. */
// prettier-ignore
const SPEC_OWNER_EXTRAS: Row =
  //jobs  leads clients estimates invoices financials company team  analytics automation client_portal
  ['d',  'd',  'd',    'd',      '',      'w',       'wda',  'wd', 'd',      'd',       'd'];

const LETTER: Readonly<Record<Action, string>> = { read: 'r', write: 'w', delete: 'd', admin: 'a' };

function column(entity: Entity): number {
  return (SPEC_ENTITIES as readonly Entity[]).indexOf(entity);
}

function specTable(role: Role, entity: Entity, action: Action): boolean {
  return (SPEC_TABLE[role][column(entity)] ?? '').includes(LETTER[action]);
}

function specOwnerExtra(entity: Entity, action: Action): boolean {
  return (SPEC_OWNER_EXTRAS[column(entity)] ?? '').includes(LETTER[action]);
}

/** Expected `can` per spec: admin always; then the table; then (for an owner) the owner's extras. */
function specCan(role: Role, entity: Entity, action: Action, isOwner: boolean): boolean {
  if (role === 'admin') return true;
  return specTable(role, entity, action) || (isOwner && specOwnerExtra(entity, action));
}

interface Cell {
  role: Role;
  entity: Entity;
  action: Action;
}

const CELLS: Cell[] = SPEC_ROLES.flatMap((role) =>
  SPEC_ENTITIES.flatMap((entity) => SPEC_ACTIONS.map((action) => ({ role, entity, action }))),
);

/** A role value as it should read in a test name: null, undefined, "" and "Admin" stay distinguishable. */
function show(role: string | null | undefined): string {
  return role === undefined ? 'undefined' : JSON.stringify(role);
}

// ---------------------------------------------------------------------------------------------

describe('sanity', () => {
  it('the transcribed grid covers 5 roles × 11 entities × 4 actions = 220 cells', () => {
    expect(CELLS).toHaveLength(220);
  });

  it('the transcribed grid uses only the letters r, w, d, a (guards against typos)', () => {
    for (const cell of [...Object.values(SPEC_TABLE).flat(), ...SPEC_OWNER_EXTRAS]) {
      expect(cell).toMatch(/^r?w?d?a?$/);
    }
  });

  it('ENTITIES has exactly the 11 entities of spec section 6, plus the catalog (#16) and work logs (#18)', () => {
    expect([...ENTITIES]).toHaveLength(13);
    expect([...ENTITIES].sort()).toEqual([...SPEC_ENTITIES, 'catalog', 'work_logs'].sort());
  });

  it('ACTIONS has exactly read, write, delete, admin', () => {
    expect([...ACTIONS]).toHaveLength(4);
    expect([...ACTIONS].sort()).toEqual([...SPEC_ACTIONS].sort());
  });

  it('ROLES has exactly the 5 roles of spec section 6', () => {
    expect([...ROLES]).toHaveLength(5);
    expect([...ROLES].sort()).toEqual([...SPEC_ROLES].sort());
  });
});

describe('tableGrants: every cell of the spec table', () => {
  const cases = CELLS.map((c) => ({ ...c, expected: specTable(c.role, c.entity, c.action) }));

  for (const { role, entity, action, expected } of cases) {
    it(`${role} · ${entity} · ${action} → ${expected}`, () => {
      expect(tableGrants(role, entity, action)).toBe(expected);
    });
  }
});

describe('can, non-owner (admin always allowed)', () => {
  const cases = CELLS.map((c) => ({ ...c, expected: specCan(c.role, c.entity, c.action, false) }));

  for (const { role, entity, action, expected } of cases) {
    it(`${role} · ${entity} · ${action} → ${expected}`, () => {
      expect(can(role, entity, action, false)).toBe(expected);
    });
  }

  for (const { role, entity, action, expected } of cases) {
    it(`${role} · ${entity} · ${action} → ${expected} (isOwner defaulted)`, () => {
      expect(can(role, entity, action)).toBe(expected);
    });
  }

  it('admin may delete analytics although the table cell lacks delete', () => {
    expect(tableGrants('admin', 'analytics', 'delete')).toBe(false);
    expect(can('admin', 'analytics', 'delete')).toBe(true);
  });
});

describe('can, company owner (table cell OR owner extras)', () => {
  const cases = CELLS.map((c) => ({ ...c, expected: specCan(c.role, c.entity, c.action, true) }));

  for (const { role, entity, action, expected } of cases) {
    it(`owner ${role} · ${entity} · ${action} → ${expected}`, () => {
      expect(can(role, entity, action, true)).toBe(expected);
    });
  }

  it('owner extras never add read: an owner who is a client still cannot read financials, company or team', () => {
    expect(can('client', 'financials', 'read', true)).toBe(false);
    expect(can('client', 'company', 'read', true)).toBe(false);
    expect(can('client', 'team', 'read', true)).toBe(false);
    // ...but may write, delete and administer company.
    expect(can('client', 'company', 'write', true)).toBe(true);
    expect(can('client', 'company', 'delete', true)).toBe(true);
    expect(can('client', 'company', 'admin', true)).toBe(true);
  });

  it('an owner may not delete financials or invoices unless the table grants it', () => {
    expect(can('partner', 'financials', 'delete', true)).toBe(false);
    expect(can('partner', 'invoices', 'delete', true)).toBe(false);
    expect(can('service_provider', 'financials', 'delete', true)).toBe(false);
    // service_provider's own row already grants invoices delete.
    expect(can('service_provider', 'invoices', 'delete', true)).toBe(true);
  });

  it('an owner may administer company but nothing else', () => {
    expect(can('service_provider', 'company', 'admin', true)).toBe(true);
    expect(can('service_provider', 'team', 'admin', true)).toBe(false);
    expect(can('service_provider', 'jobs', 'admin', true)).toBe(false);
  });
});

describe('unknown roles are always denied, even as owner', () => {
  const unknownRoles: (string | null | undefined)[] = [null, undefined, '', 'superuser', 'Admin', 'owner', ' admin'];
  const cases = unknownRoles.flatMap((role) =>
    SPEC_ENTITIES.flatMap((entity) =>
      SPEC_ACTIONS.flatMap((action) => [false, true].map((isOwner) => ({ role, entity, action, isOwner }))),
    ),
  );

  for (const { role, entity, action, isOwner } of cases) {
    it(`role ${show(role)} · ${entity} · ${action} · owner=${isOwner} → false`, () => {
      expect(can(role, entity, action, isOwner)).toBe(false);
    });
  }
});

describe('catalog (issue #16): follows estimates, except that clients get none', () => {
  // Transcribed by hand: read to read it, write to edit it; a client's estimates read is their own only.
  // prettier-ignore
  const CATALOG: Readonly<Record<Role, string>> = {
    client: '', field_team: 'r', service_provider: 'rw', admin: 'rwda', partner: '',
  };
  for (const role of SPEC_ROLES) {
    for (const action of ['read', 'write'] as const) {
      const expected = CATALOG[role].includes(LETTER[action]);
      it(`${role} · catalog · ${action} → ${expected} (owner or not)`, () => {
        expect(can(role, 'catalog', action)).toBe(expected);
        expect(can(role, 'catalog', action, true)).toBe(expected);
      });
    }
  }

  it('the catalog page follows the catalog entity', () => {
    expect(routeEntity('/dashboard/catalog')).toBe('catalog');
    expect(canAccessRoute('field_team', '/dashboard/catalog')).toBe(true);
    expect(canAccessRoute('client', '/dashboard/catalog')).toBe(false);
    expect(canAccessRoute('client', '/dashboard/catalog', true)).toBe(false);
    expect(canAccessRoute('partner', '/dashboard/catalog')).toBe(false);
  });
});

describe("work logs (issue #18): a crew writes their own, managers everyone's; pay is financials", () => {
  // Transcribed by hand. The owner's extras add nothing here: they are the financials' (pay rates).
  // prettier-ignore
  const WORK_LOGS: Readonly<Record<Role, string>> = {
    client: '', field_team: 'rw', service_provider: 'rw', admin: 'rwda', partner: '',
  };
  for (const role of SPEC_ROLES) {
    for (const action of ['read', 'write', 'delete'] as const) {
      const expected = WORK_LOGS[role].includes(LETTER[action]);
      it(`${role} · work_logs · ${action} → ${expected}`, () => {
        expect(can(role, 'work_logs', action)).toBe(expected);
      });
    }
  }

  it('a crew member opens the work logs page, never the pay rates or payroll', () => {
    expect(canAccessRoute('field_team', '/dashboard/work-logs')).toBe(true);
    for (const page of ['/dashboard/employee-rates', '/dashboard/payroll', '/dashboard/job-costing']) {
      expect(canAccessRoute('field_team', page), page).toBe(false);
      expect(canAccessRoute('service_provider', page), page).toBe(true);
    }
    expect(canAccessRoute('client', '/dashboard/work-logs')).toBe(false);
    expect(canAccessRoute('partner', '/dashboard/work-logs')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Routes (spec section 6 map, plus the extra dashboard pages the implementation maps).
// ---------------------------------------------------------------------------------------------

/** Spec section 6: page → entity. Every page is accepted with or without the /dashboard prefix. */
const SPEC_ROUTES: readonly (readonly [string, Entity])[] = [
  ['/jobs', 'jobs'],
  ['/feed', 'jobs'],
  ['/leads-management', 'leads'],
  ['/sales-pipeline', 'leads'],
  ['/estimates', 'estimates'],
  ['/invoicing', 'invoices'],
  ['/financials', 'financials'],
  ['/cash-flow', 'financials'],
  ['/accounts-payable', 'financials'],
  ['/accounts-receivable', 'financials'],
  ['/company-setup', 'company'],
  ['/team-management', 'team'],
  ['/performance', 'analytics'],
  ['/automations', 'automation'],
  ['/client-portal', 'client_portal'],
  ['/client-gallery', 'client_portal'],
  // Extra dashboard pages mapped by the implementation (not named by the spec's map).
  ['/leads', 'leads'],
  ['/teams', 'team'],
  ['/users', 'team'],
  ['/analytics', 'analytics'],
  ['/financial-reports', 'financials'],
  ['/financial-receipts', 'financials'],
];

/** Every spelling of every mapped page: bare, /dashboard-prefixed, sub-page, trailing slash. */
const ROUTE_CASES: { path: string; entity: Entity }[] = SPEC_ROUTES.flatMap(([page, entity]) => [
  { path: page, entity },
  { path: `/dashboard${page}`, entity },
  { path: `/dashboard${page}/`, entity },
  { path: `${page}/`, entity },
  { path: `/dashboard${page}/abc`, entity },
  { path: `${page}/abc/edit`, entity },
]);

const OPEN_PATHS = ['/', '/login', '/service-quiz', '/login/', '/service-quiz/'];
const UNGUARDED_PATHS = [
  '/dashboard',
  '/dashboard/',
  '/dashboard/help',
  '/help',
  '/dashboard/jobsite',
  '/jobsite',
  '/dashboard/leadsx',
  '/dashboard/feeds',
];

describe('routeEntity', () => {
  for (const { path, entity } of ROUTE_CASES) {
    it(`${path} → ${entity}`, () => {
      expect(routeEntity(path)).toBe(entity);
    });
  }

  it('maps the spec examples', () => {
    expect(routeEntity('/dashboard/feed')).toBe('jobs');
    expect(routeEntity('/dashboard/jobs/abc')).toBe('jobs');
    expect(routeEntity('/dashboard/jobs/123')).toBe('jobs');
    expect(routeEntity('/jobs/')).toBe('jobs');
  });

  it.each(OPEN_PATHS)('open route %s → undefined', (path) => {
    expect(routeEntity(path)).toBeUndefined();
  });

  it.each(UNGUARDED_PATHS)('unmapped path %s → undefined (not a near-miss match)', (path) => {
    expect(routeEntity(path)).toBeUndefined();
  });

  it('/dashboard/jobsite is not /dashboard/jobs', () => {
    expect(routeEntity('/dashboard/jobsite')).not.toBe('jobs');
  });
});

describe('canAccessRoute', () => {
  const unknownRoles: (string | null | undefined)[] = [null, undefined, '', 'superuser', 'Admin'];
  const anyRoles: (string | null | undefined)[] = [...SPEC_ROLES, ...unknownRoles];

  const openCases = anyRoles.flatMap((role) =>
    [...OPEN_PATHS, ...UNGUARDED_PATHS].flatMap((path) => [false, true].map((isOwner) => ({ role, path, isOwner }))),
  );

  for (const { role, path, isOwner } of openCases) {
    it(`role ${show(role)} · ${path} · owner=${isOwner} → true (open or unmapped)`, () => {
      expect(canAccessRoute(role, path, isOwner)).toBe(true);
    });
  }

  const roleCases = SPEC_ROLES.flatMap((role) =>
    ROUTE_CASES.flatMap(({ path, entity }) =>
      [false, true].map((isOwner) => ({
        role,
        path,
        entity,
        isOwner,
        expected: specCan(role, entity, 'read', isOwner),
      })),
    ),
  );

  for (const { role, path, entity, isOwner, expected } of roleCases) {
    it(`${role} · ${path} (${entity}) · owner=${isOwner} → ${expected}`, () => {
      expect(canAccessRoute(role, path, isOwner)).toBe(expected);
      // Read access alone decides route access.
      expect(canAccessRoute(role, path, isOwner)).toBe(can(role, entity, 'read', isOwner));
    });
  }

  it.each(SPEC_ROLES)('%s: isOwner defaults to false', (role) => {
    for (const { path, entity } of ROUTE_CASES) {
      expect(canAccessRoute(role, path), path).toBe(specCan(role, entity, 'read', false));
    }
  });

  const unknownCases = unknownRoles.flatMap((role) => [false, true].map((isOwner) => ({ role, isOwner })));

  for (const { role, isOwner } of unknownCases) {
    it(`unknown role ${show(role)} · owner=${isOwner} → every mapped route denied`, () => {
      for (const { path } of ROUTE_CASES) {
        expect(canAccessRoute(role, path, isOwner), path).toBe(false);
      }
    });
  }

  it('spot checks from the spec', () => {
    expect(canAccessRoute('client', '/dashboard/client-portal')).toBe(true);
    expect(canAccessRoute('client', '/dashboard/financials')).toBe(false);
    expect(canAccessRoute('client', '/dashboard/financials', true)).toBe(false);
    expect(canAccessRoute('field_team', '/dashboard/jobs/abc')).toBe(true);
    expect(canAccessRoute('field_team', '/dashboard/leads-management')).toBe(false);
    expect(canAccessRoute('partner', '/dashboard/sales-pipeline')).toBe(true);
    expect(canAccessRoute('partner', '/dashboard/performance')).toBe(true);
    expect(canAccessRoute('partner', '/dashboard/invoicing')).toBe(false);
    expect(canAccessRoute('service_provider', '/dashboard/company-setup')).toBe(true);
    expect(canAccessRoute('admin', '/dashboard/automations')).toBe(true);
    expect(canAccessRoute('field_team', '/dashboard/jobsite')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('scopeOf', () => {
  const cases: { role: Role; isOwner: boolean; expected: 'own' | 'any' }[] = [
    { role: 'client', isOwner: false, expected: 'own' },
    { role: 'field_team', isOwner: false, expected: 'own' },
    { role: 'partner', isOwner: false, expected: 'own' },
    { role: 'service_provider', isOwner: false, expected: 'any' },
    { role: 'admin', isOwner: false, expected: 'any' },
    ...SPEC_ROLES.map((role) => ({ role, isOwner: true, expected: 'any' as const })),
  ];

  for (const { role, isOwner, expected } of cases) {
    it(`${role} · owner=${isOwner} → ${expected}`, () => {
      expect(scopeOf(role, isOwner)).toBe(expected);
    });
  }

  it.each([
    ['client', 'own'],
    ['field_team', 'own'],
    ['partner', 'own'],
    ['service_provider', 'any'],
    ['admin', 'any'],
  ] as const)('%s with isOwner defaulted → %s', (role, expected) => {
    expect(scopeOf(role)).toBe(expected);
  });
});

describe('routeEntity normalises the path before matching', () => {
  it.each([
    ['/dashboard/jobs?x=1', 'jobs'],
    ['/dashboard/jobs#a', 'jobs'],
    ['/Dashboard/Jobs', 'jobs'],
    ['/dashboard//jobs', 'jobs'],
    ['/dashboard/cash-flow/?tab=1', 'financials'],
  ] as const)('%s → %s', (path, entity) => {
    expect(routeEntity(path)).toBe(entity);
  });

  it('a client cannot reach a guarded page by decorating its path', () => {
    expect(canAccessRoute('client', '/DASHBOARD/financials?x')).toBe(false);
  });
});
