// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders under `dir` (relative to this file, wherever eslint runs from). */
const foldersOf = (dir) => {
  const path = join(import.meta.dirname, dir);
  return existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

const featuresDir = 'src/web/features';
const features = foldersOf(featuresDir);
const modulesDir = 'src/server/modules';
const modules = foldersOf(modulesDir);

/**
 * Which features a feature may import (ADR 0014): itself and the ones it lists, nothing else. A feature
 * that shows another domain's data lists it; the lower domains list nobody above them. The map must be
 * acyclic, and every folder of src/web/features must have an entry (an empty list for most).
 */
const FEATURE_DEPENDENCIES = {
  // Domains, lowest first.
  photos: [],
  timeline: [],
  catalog: [],
  measurements: ['catalog'],
  invoices: ['catalog'],
  estimates: ['catalog', 'invoices'],
  orders: ['catalog', 'payables'],
  'share-links': ['photos'],
  jobs: ['photos', 'timeline', 'share-links', 'invoices'],
  leads: ['jobs'],
  calendar: ['jobs'],
  dashboard: ['jobs'],
  financials: ['invoices', 'jobs', 'payables'],
  labor: ['jobs'],
  receipts: ['jobs', 'labor'],
  payables: ['invoices', 'labor'],
  // Areas that compose domains.
  camera: ['jobs', 'photos', 'timeline'],
  // The client's own pages: an estimate to sign, an invoice to pay (public links and the portal).
  approvals: [],
  'client-portal': ['jobs', 'photos', 'timeline', 'approvals'],
  gallery: ['timeline'],
  showcase: ['timeline'],
  // Areas of their own.
  auth: [],
  company: [],
  team: [],
  invite: [],
  settings: [],
  'capture-tools': [],
  quiz: [],
  landing: [],
  'dev-outbox': [],
  'not-found': [],
};

/**
 * Which server modules a module may import (ADR 0015), as FEATURE_DEPENDENCIES for the web: a module
 * uses another's exported functions (its scope queries, its writes); the lower ones list nobody
 * above them. app.ts and main.ts compose modules and may import any; so may tests.
 */
const MODULE_DEPENDENCIES = {
  // Lowest first.
  analytics: [],
  members: [],
  notifications: [],
  files: [],
  health: [],
  newsletter: [],
  dev: [],
  leads: ['analytics', 'members'],
  catalog: [],
  jobs: ['analytics', 'leads', 'members', 'notifications'],
  timeline: ['jobs', 'members', 'notifications'],
  photos: ['jobs', 'timeline'],
  'share-links': ['jobs', 'photos'],
  gallery: ['jobs', 'photos', 'share-links', 'timeline'],
  showcase: ['jobs', 'photos', 'share-links'],
  'client-portal': ['jobs', 'notifications', 'photos', 'timeline'],
  calendar: ['jobs', 'notifications'],
  home: ['financials', 'invoices', 'jobs', 'leads'],
  companies: ['files', 'photos'],
  accounts: ['companies'],
  invitations: ['companies', 'members', 'notifications'],
  quiz: ['analytics', 'companies', 'leads', 'notifications'],
  estimates: ['catalog', 'companies', 'document-links', 'jobs', 'leads', 'members'],
  orders: ['catalog', 'companies', 'estimates', 'jobs', 'members'],
  measurements: ['catalog', 'jobs', 'leads', 'members'],
  'document-links': ['invitations', 'share-links'],
  invoices: ['catalog', 'companies', 'document-links', 'estimates', 'jobs', 'members', 'share-links'],
  payments: ['invoices', 'notifications'],
  financials: [
    'approvals',
    'catalog',
    'companies',
    'estimates',
    'invoices',
    'jobs',
    'labor',
    'members',
    'orders',
    'payables',
    'receipts',
  ],
  labor: ['jobs', 'members'],
  payables: ['jobs', 'orders'],
  receipts: ['jobs', 'photos'],
  approvals: [
    'companies',
    'document-links',
    'estimates',
    'invoices',
    'jobs',
    'leads',
    'members',
    'notifications',
    'share-links',
  ],
};

/** Throws at load when a map names an unknown folder, misses a folder, or has a cycle. */
function checkDependencies(name, dir, map, folders) {
  const names = Object.keys(map);
  for (const [folder, deps] of Object.entries(map)) {
    for (const dep of deps) {
      if (!(dep in map)) throw new Error(`${name}: ${folder} lists ${dep}, which has no entry`);
    }
  }
  const missing = folders.filter((f) => !names.includes(f));
  if (missing.length) throw new Error(`${name}: no entry for ${dir}/${missing.join(', ')}`);
  const done = new Set();
  const visit = (folder, path) => {
    if (path.includes(folder)) {
      throw new Error(`${name} has a cycle: ${[...path.slice(path.indexOf(folder)), folder].join(' → ')}`);
    }
    if (done.has(folder)) return;
    for (const dep of map[folder]) visit(dep, [...path, folder]);
    done.add(folder);
  };
  for (const folder of names) visit(folder, []);
}
checkDependencies('FEATURE_DEPENDENCIES', featuresDir, FEATURE_DEPENDENCIES, features);
checkDependencies('MODULE_DEPENDENCIES', modulesDir, MODULE_DEPENDENCIES, modules);

const schemaDir = 'src/server/db/schema';
const schemas = existsSync(join(import.meta.dirname, schemaDir))
  ? readdirSync(join(import.meta.dirname, schemaDir)).flatMap((f) => f.match(/^(.+)\.ts$/)?.[1] ?? [])
  : [];

/**
 * A schema file belongs to the module of its name (db/schema/estimates.ts is the estimates module's),
 * and a module imports only its own tables and its dependencies' (ADR 0015). These three are every
 * module's: companies is the tenant each row belongs to (with profiles, a member's place in it),
 * auth holds better-auth's users (who wrote a row), and columns holds column helpers, no table.
 */
const SHARED_SCHEMAS = ['auth', 'columns', 'companies'];
/** The platform's tables: modules go through platform/document-numbers.ts, idempotency.ts and mail.ts. */
const PLATFORM_SCHEMAS = ['document-numbers', 'idempotency', 'mail'];

/**
 * The schema files a module still imports outside its dependencies, each to be read through its
 * owner's functions instead. Empty since issue #39, and meant to stay so: an entry is a debt, and the
 * config throws when one is no longer imported, or is allowed anyway.
 * @type {Record<string, string[]>}
 */
const SCHEMA_IMPORTS_PENDING = {};

/** The schema files a module may import besides its pending ones. */
const schemasOf = (module) => [...new Set([module, ...MODULE_DEPENDENCIES[module], ...SHARED_SCHEMAS])];

/** Throws at load when a schema file has no owner, or a pending entry is allowed or no longer imported. */
function checkSchemaImports() {
  const known = [...Object.keys(MODULE_DEPENDENCIES), ...SHARED_SCHEMAS, ...PLATFORM_SCHEMAS];
  const unowned = schemas.filter((schema) => !known.includes(schema));
  if (unowned.length) {
    throw new Error(`${schemaDir}/${unowned.join(', ')}: name it after its module, or list it as shared or platform`);
  }
  for (const [module, pending] of Object.entries(SCHEMA_IMPORTS_PENDING)) {
    if (!(module in MODULE_DEPENDENCIES)) throw new Error(`SCHEMA_IMPORTS_PENDING: ${module} is not a module`);
    // The module's own code, as the rule sees it: tests are exempt.
    const dir = join(import.meta.dirname, modulesDir, module);
    const code = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/(\.test\.ts|(^|\/)testing\.ts)$/.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    for (const schema of pending) {
      const entry = `SCHEMA_IMPORTS_PENDING: ${module} lists ${schema}`;
      if (schemasOf(module).includes(schema)) throw new Error(`${entry}, which it may import anyway: remove it`);
      if (!code.includes(`db/schema/${schema}.ts'`)) throw new Error(`${entry}, which it no longer imports: remove it`);
    }
  }
}
checkSchemaImports();

/** The house rules of docs/architecture.md and ADR 0014: imports flow one way, features by FEATURE_DEPENDENCIES. */
const importZones = [
  ...features.map((feature) => {
    const allowed = FEATURE_DEPENDENCIES[feature];
    return {
      target: `./${featuresDir}/${feature}`,
      from: `./${featuresDir}`,
      except: [feature, ...allowed].map((name) => `./${name}`),
      message:
        `features/${feature} may import only ${['itself', ...allowed].join(', ')} (FEATURE_DEPENDENCIES in ` +
        'eslint.config.js, ADR 0014): compose them in the router, move the shared part down, or declare the dependency.',
    };
  }),
  { target: './src/web/components', from: './src/web/features', message: 'Components do not depend on features.' },
  {
    target: './src/web/components/ui',
    from: './src/web/components',
    except: ['./ui'],
    message: 'The design system (components/ui) imports no other component folder.',
  },
  { target: './src/web/lib', from: './src/web/features', message: 'lib does not depend on features.' },
  { target: './src/web', from: './src/server', message: 'The browser code cannot import the server.' },
  { target: './src/server', from: './src/web', message: 'The server cannot import the browser code.' },
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared is pure and imports neither side.',
  },
];

/** The server's layers (ADR 0015): platform and db know no module; modules and their tables by MODULE_DEPENDENCIES. */
const serverZones = [
  {
    target: ['./src/server/platform', './src/server/db'],
    from: `./${modulesDir}`,
    message: 'platform/ and db/ never import a module: main.ts or app.ts passes in what they need (ADR 0015).',
  },
  ...modules.map((module) => {
    const allowed = MODULE_DEPENDENCIES[module];
    return {
      target: `./${modulesDir}/${module}`,
      from: `./${modulesDir}`,
      except: [module, ...allowed].map((name) => `./${name}`),
      message:
        `modules/${module} may import only ${['itself', ...allowed].join(', ')} (MODULE_DEPENDENCIES in ` +
        'eslint.config.js, ADR 0015): pass the other module in from app.ts, move the shared part down, or declare the dependency.',
    };
  }),
  ...modules.map((module) => ({
    target: `./${modulesDir}/${module}`,
    from: `./${schemaDir}`,
    except: [...schemasOf(module), ...(SCHEMA_IMPORTS_PENDING[module] ?? [])].map((schema) => `./${schema}.ts`),
    message:
      `modules/${module} may import the tables of only ${['itself', ...MODULE_DEPENDENCIES[module]].join(', ')} ` +
      `and the shared ${SHARED_SCHEMAS.join(', ')} (a table belongs to the module of its name, ADR 0015): ` +
      "read another module's rows through its functions (its scope.ts), or declare the dependency.",
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/server/db/migrations/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'src/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // The files no-cycle reads to follow imports (its default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...importZones, ...serverZones] }],
      // Value imports only: the rule passes over `import type`, which leaves nothing at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests wire modules together as app.ts does: the server's layers are for the code they test.
    files: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/modules/*/testing.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
