import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// `npm start` runs the server as JavaScript built here, without a TypeScript loader (ADR 0047):
// src/server and the src/shared it imports become dist/server and dist/shared, a module for a
// module at the same path (.js for .ts), so that what a module finds beside it through
// import.meta.url (migrations, word lists, a contained worker's task) is beside it there too.
// Packages stay in node_modules, imported at run time.

const SRC = fileURLToPath(new URL('./src', import.meta.url));
const SERVER = join(SRC, 'server');
const OUT = fileURLToPath(new URL('./dist', import.meta.url));

/** `new URL('./x.ts', import.meta.url)`: a module loaded by its path at run time. */
const MODULE_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\.ts\1(?=\s*,\s*import\.meta\.url\s*\))/g;

/** The modules a source names by URL (their paths as written), and the source naming their built .js instead. */
export function builtModuleUrls(code: string): { code: string; paths: string[] } {
  const paths = [...code.matchAll(MODULE_URL)].map((match) => `${match[2]}.ts`);
  return { code: code.replace(MODULE_URL, 'new URL($1$2.js$1'), paths };
}

/**
 * The server that the supervisor spawns and the tasks of contained workers are modules named by
 * URL: each is built as an entry of its own, and its URL names the built file.
 */
const modulesNamedByUrl: Plugin = {
  name: 'modules-named-by-url',
  // Before the TypeScript transform, which rewrites the quotes.
  enforce: 'pre',
  transform(source, id) {
    const { code, paths } = builtModuleUrls(source);
    if (!paths.length) return;
    for (const path of paths)
      this.emitFile({ type: 'chunk', id: resolve(dirname(id), path), preserveSignature: 'strict' });
    return { code, map: null };
  },
};

/** The server's other files (SQL migrations, common-passwords.txt, contained-worker.mjs), tests' fixtures aside. */
const copyResources: Plugin = {
  name: 'copy-server-resources',
  buildStart() {
    // dist/ also holds the web build: only what this build writes is emptied.
    for (const dir of ['server', 'shared']) rmSync(join(OUT, dir), { recursive: true, force: true });
  },
  writeBundle() {
    for (const entry of readdirSync(SERVER, { recursive: true, withFileTypes: true })) {
      const path = relative(SERVER, join(entry.parentPath, entry.name));
      if (entry.isFile() && !path.endsWith('.ts') && !/(^|\/)(test|fixtures)\//.test(path)) {
        cpSync(join(SERVER, path), join(OUT, 'server', path));
      }
    }
  },
};

export default defineConfig({
  // Nothing but the server's files: no public folder, no .env read into the build.
  publicDir: false,
  envDir: false,
  plugins: [modulesNamedByUrl, copyResources],
  ssr: { external: true },
  build: {
    ssr: true,
    outDir: OUT,
    emptyOutDir: false,
    target: 'node20.19',
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: [join(SERVER, 'main.ts'), join(SERVER, 'supervisor.ts')],
      output: { preserveModules: true, preserveModulesRoot: SRC, entryFileNames: '[name].js' },
    },
  },
});
