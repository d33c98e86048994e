import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
const root = mkdtempSync(join(tmpdir(), 'floorpro-lock-'));
const rounds = 30;
const startersPerRound = 5;

type Outcome = { pid: number; dir: string; ok: boolean; message?: string };

// A process that stays alive, and for each folder it is sent, waits until the given instant (all
// starters then race within microseconds of each other) and tries to lock it.
const starterScript = `
const { lockDataDir } = await import(${JSON.stringify(lockModule)});
const { createInterface } = await import('node:readline');
console.log(JSON.stringify({ ready: true }));
for await (const line of createInterface({ input: process.stdin })) {
  const { dir, at } = JSON.parse(line);
  while (Date.now() < at);
  try {
    lockDataDir(dir);
    console.log(JSON.stringify({ pid: process.pid, dir, ok: true }));
  } catch (err) {
    console.log(JSON.stringify({ pid: process.pid, dir, ok: false, message: err.message }));
  }
}
`;

function startProcess(script: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse(((await lines.next()).value as string) ?? 'null') as unknown;
  return { child, next };
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

it('one starter holds the data folder when several race over a lock left by a crashed server', async () => {
  const dirs = Array.from({ length: rounds }, (_, i) => join(root, `data-${i}`));

  // The crashed server: locks every folder, then dies without a chance to clean up.
  const crashed = startProcess(`
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    for (const dir of ${JSON.stringify(dirs)}) lockDataDir(dir);
    console.log(JSON.stringify({ locked: true }));
    setInterval(() => {}, 1000);
  `);
  const starters = Array.from({ length: startersPerRound }, () => startProcess(starterScript));
  children.push(crashed.child, ...starters.map((s) => s.child));
  expect(await crashed.next()).toEqual({ locked: true });
  const crashedPid = crashed.child.pid!;
  crashed.child.kill('SIGKILL');
  await new Promise((resolve) => crashed.child.once('exit', resolve));
  for (const starter of starters) expect(await starter.next()).toEqual({ ready: true });

  for (const dir of dirs) {
    const at = Date.now() + 20;
    for (const starter of starters) starter.child.stdin.write(`${JSON.stringify({ dir, at })}\n`);
    const outcomes = (await Promise.all(starters.map((s) => s.next()))) as Outcome[];
    const holders = outcomes.filter((o) => o.ok);
    expect(holders, `holders of ${dir}`).toHaveLength(1);
    for (const refused of outcomes.filter((o) => !o.ok)) {
      expect(refused.message).toContain(`Another Floor Pro server (pid ${holders[0]!.pid})`);
      expect(refused.message).not.toContain(String(crashedPid));
    }
    expect(readdirSync(join(dir, 'server.lock')), 'one claim left, no leftovers').toHaveLength(1);
  }
});
