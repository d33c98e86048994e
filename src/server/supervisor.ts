import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXIT_CONFIG } from './platform/process-policy.ts';

// `npm start`: the server (main.ts) in a child process, started again whenever it stops on its own
// (ADR 0038): after an uncaught throw, a crash or a kill. A clean stop (0) ends the supervisor, and
// so does a start that a restart cannot help (EX_CONFIG: a bad setting, a data folder in use).
// Restarts wait 1 s, doubling to 30 s while the server keeps stopping within a minute of starting.
// Under systemd, Docker or Kubernetes, run `node dist/server/main.js` directly and let them restart it.

// The build names main.js here (ADR 0047); from source (npm run dev's tools), main.ts runs through tsx.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const MAIN_ARGS = MAIN.endsWith('.ts') ? ['--import', 'tsx', MAIN] : [MAIN];
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** A server that ran this long before stopping was healthy: its restart waits the first delay again. */
const HEALTHY_RUN_MS = 60_000;

let child: ChildProcess | null = null;
let stopping = false;
let delay = FIRST_DELAY_MS;

function start() {
  const started = Date.now();
  child = spawn(process.execPath, MAIN_ARGS, { stdio: 'inherit' });
  console.log(`supervisor: server started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    child = null;
    if (stopping || code === 0) process.exit(code ?? 0);
    if (code === EXIT_CONFIG) process.exit(EXIT_CONFIG);
    if (Date.now() - started >= HEALTHY_RUN_MS) delay = FIRST_DELAY_MS;
    console.error(`supervisor: server stopped (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s`);
    setTimeout(start, delay);
    delay = Math.min(delay * 2, LONGEST_DELAY_MS);
  });
}

// Stopping the supervisor stops the server (SIGTERM: answers in flight finish), and exits with its code.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (child) child.kill('SIGTERM');
    else process.exit(0);
  });
}

start();
