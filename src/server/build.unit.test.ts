import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtModuleUrls } from '../../vite.server.config.ts';

describe('the server build: modules named by URL', () => {
  it("names a contained worker's task and the supervisor's server by their built .js", () => {
    const source = [
      "entry: new URL('./draw.ts', import.meta.url),",
      "const MAIN = fileURLToPath(new URL('../server/main.ts', import.meta.url));",
    ].join('\n');
    expect(builtModuleUrls(source)).toEqual({
      paths: ['./draw.ts', '../server/main.ts'],
      code: [
        "entry: new URL('./draw.js', import.meta.url),",
        "const MAIN = fileURLToPath(new URL('../server/main.js', import.meta.url));",
      ].join('\n'),
    });
  });

  it('leaves files that are no module, and URLs not relative to the module, alone', () => {
    const source = [
      "new URL('./migrations', import.meta.url)",
      "new URL('./contained-worker.mjs', import.meta.url)",
      "new URL('./notes.ts', base)",
      'new URL(c.req.url)',
    ].join('\n');
    expect(builtModuleUrls(source)).toEqual({ paths: [], code: source });
  });
});

describe('npm start: scripts/build-if-needed.mjs', () => {
  const script = fileURLToPath(new URL('../../scripts/build-if-needed.mjs', import.meta.url));
  const SOURCES = ['src/web/main.tsx', 'src/shared/money.ts', 'src/server/main.ts', 'package-lock.json'];
  const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

  /** A project whose Vite only writes down the builds it is asked for (and fails when told to). */
  function project(files: string[]) {
    const root = mkdtempSync(join(tmpdir(), 'floorpro-build-'));
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    mkdirSync(dirname(vite), { recursive: true });
    writeFileSync(
      vite,
      "require('fs').appendFileSync('builds.log', process.argv[4] + '\\n'); process.exit(Number(process.env.FAIL ?? 0));",
    );
    for (const file of files) touch(root, file, 1_000);
    return root;
  }
  function touch(root: string, file: string, seconds: number) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '');
    utimesSync(join(root, file), seconds, seconds);
  }
  function run(root: string, env: Record<string, string> = {}) {
    const { status } = spawnSync(process.execPath, [script], { cwd: root, env: { ...process.env, ...env } });
    let builds: string[] = [];
    try {
      builds = readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n');
    } catch {
      // Nothing was built.
    }
    return { status, builds };
  }

  it('builds the web app and the server when neither is built', () => {
    expect(run(project(SOURCES))).toEqual({ status: 0, builds: ['vite.config.ts', 'vite.server.config.ts'] });
  });

  it('builds nothing when both are newer than their sources', () => {
    const root = project(SOURCES);
    for (const output of OUTPUTS) touch(root, output, 2_000);
    expect(run(root)).toEqual({ status: 0, builds: [] });
  });

  it('builds again only what a newer source is part of', () => {
    const root = project(SOURCES);
    for (const output of OUTPUTS) touch(root, output, 2_000);
    touch(root, 'src/server/main.ts', 3_000);
    expect(run(root).builds).toEqual(['vite.server.config.ts']);
    touch(root, 'dist/server/main.js', 4_000);
    touch(root, 'src/shared/money.ts', 5_000);
    expect(run(root).builds).toEqual(['vite.server.config.ts', 'vite.config.ts', 'vite.server.config.ts']);
  });

  it('stops at a build that fails, with its status', () => {
    expect(run(project(SOURCES), { FAIL: '3' })).toEqual({ status: 3, builds: ['vite.config.ts'] });
  });
});
