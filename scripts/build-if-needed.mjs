// `npm start` builds what is missing or older than its sources: the web app (dist/web) and the
// server (dist/server, ADR 0047), each with its Vite config.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const builds = [
  {
    name: 'the web app',
    output: 'dist/web/index.html',
    // vite.config.ts prerenders the landing pages with page-head.ts.
    sources: ['src/web', 'src/shared', 'src/server/platform/page-head.ts', 'vite.config.ts', 'package-lock.json'],
    config: 'vite.config.ts',
  },
  {
    name: 'the server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'vite.server.config.ts', 'package-lock.json'],
    config: 'vite.server.config.ts',
  },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

for (const { name, output, sources, config } of builds) {
  if (existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources.map(newest))) continue;
  console.log(`Building ${name}…`);
  const vite = ['node_modules/vite/bin/vite.js', 'build', '--config', config, '--logLevel', 'warn'];
  const build = spawnSync(process.execPath, vite, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
