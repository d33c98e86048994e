// The JavaScript each page loads on a first visit, in KB as the server sends it to a browser that
// accepts brotli, against the budgets of docs/architecture.md. `node --import tsx scripts/js-sizes.ts`
// after a build; `npm run bench` prints it too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The bytes the server sends for a built file: its precompressed brotli copy (scripts/precompress.ts)
 * when the build made one, else the file as it is (too small to be worth compressing).
 */
export function sentBytes(file: string): number {
  return (statSync(`${file}.br`, { throwIfNoEntry: false }) ?? statSync(file)).size;
}

/**
 * Bytes of JavaScript sent for a first visit to each page: the entry with its static imports, the
 * page's lazy chunk with its imports, and one language's messages. Budgets: docs/architecture.md.
 */
export function jsSizes() {
  const manifestFile = 'dist/web/.vite/manifest.json';
  if (!existsSync(manifestFile)) return [{ page: '(run npm run build first: no dist/web/.vite/manifest.json)' }];
  type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const sent = (file: string) => sentBytes(join('dist/web', file));
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = closure(Object.keys(manifest).find((k) => manifest[k]!.isEntry)!);
  const messages = closure(Object.keys(manifest).find((k) => /^locales\/en\./.test(k))!);
  const kbOf = (modules: string[]) => {
    const files = new Set([...entry, ...messages, ...modules.flatMap((m) => [...closure(m)])]);
    return [...files].reduce((sum, k) => sum + sent(manifest[k]!.file), 0) / 1024;
  };
  const row = (page: string, modules: string[], budget?: number) => {
    const kb = kbOf(modules);
    const verdict = budget ? `${budget} KB ${kb <= budget ? 'ok' : 'OVER'}` : '';
    return { page, 'JS sent (br)': `${kb.toFixed(1)} KB`, budget: verdict };
  };
  const layout = 'dashboard-routes.tsx';
  const budgeted = [layout, 'features/landing/LandingPage.tsx', 'features/auth/LoginPage.tsx'];
  const pages = Object.keys(manifest).filter(
    (k) => manifest[k]!.isDynamicEntry && !k.startsWith('locales/') && !budgeted.includes(k),
  );
  return [
    row('/landing', ['features/landing/LandingPage.tsx'], 100),
    row('/login', ['features/auth/LoginPage.tsx'], 130),
    row(
      '/dashboard (with the shell)',
      [layout, 'features/dashboard/DashboardHomePage.tsx', 'locales/en-signed-in.ts'],
      230,
    ),
    // Every other page on its own (a dashboard page loads the shell's chunk as well).
    ...pages.map((page) => row(page, [page])),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(jsSizes());
