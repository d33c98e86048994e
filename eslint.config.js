// @ts-check
import { existsSync, readdirSync } from 'node:fs';
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
  financials: ['invoices', 'payables'],
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
  gallery: ['share-links'],
  showcase: ['jobs', 'share-links'],
  'client-portal': ['notifications', 'timeline'],
  calendar: ['jobs', 'notifications'],
  home: ['jobs', 'invoices'],
  companies: ['files', 'photos'],
  accounts: ['companies'],
  invitations: ['companies', 'members', 'notifications'],
  quiz: ['analytics', 'companies', 'leads', 'notifications'],
  estimates: ['companies', 'document-links', 'jobs', 'leads', 'members'],
  orders: ['estimates', 'jobs', 'members'],
  measurements: ['jobs', 'leads', 'members'],
  'document-links': ['invitations', 'share-links'],
  invoices: ['document-links', 'estimates', 'jobs', 'members', 'share-links'],
  payments: ['invoices', 'notifications'],
  financials: ['estimates', 'invoices', 'jobs', 'payables'],
  labor: ['jobs', 'members'],
  payables: ['jobs', 'orders'],
  receipts: ['jobs', 'photos'],
  approvals: ['document-links', 'estimates', 'invoices', 'jobs', 'leads', 'members', 'notifications', 'share-links'],
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

/** The server's layers (ADR 0015): platform and db know no module; modules by MODULE_DEPENDENCIES. */
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
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...importZones, ...serverZones] }],
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
