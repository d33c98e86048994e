import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** True while a process of this id runs (EPERM: it runs as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}

const claimName = /^[1-9][0-9]*$/;
const pendingName = /^pending-([0-9]+)-/;

function highestClaim(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir)
      .filter((name) => claimName.test(name))
      .map(Number),
  );
}

/**
 * Claims DATA_DIR for this process, refusing to start when another live server holds it. A lock left
 * by a crashed process is taken over.
 *
 * Removing a file only if it is still the stale one cannot be done atomically, so no starter ever
 * removes the current claim. Claims are numbered files in DATA_DIR/server.lock, each born with its
 * pid (a hard link of a written file, created exclusively) and never changed; the holder is the owner
 * of the highest number. A starter claims n + 1 only after reading n's pid dead, so one starter at
 * most gets n + 1, and while it lives no one gets n + 2. A starter that then sees a higher claim than
 * its own (it raced on an old listing) withdraws; the holder deletes the claims below its own, and
 * keeps its claim at exit: the highest claim never goes away, its pid stops running.
 */
export function lockDataDir(dataDir: string): void {
  const dir = join(dataDir, 'server.lock');
  mkdirSync(dir, { recursive: true });
  const pending = join(dir, `pending-${process.pid}-${randomUUID()}`);
  writeFileSync(pending, String(process.pid));
  let own: number;
  try {
    own = claim(dir, pending, dataDir);
  } finally {
    rmSync(pending, { force: true });
  }
  for (const name of readdirSync(dir)) {
    const pendingPid = Number(pendingName.exec(name)?.[1]);
    const old = claimName.test(name)
      ? Number(name) < own
      : pendingPid > 0 && (pendingPid === process.pid || !isRunning(pendingPid));
    if (old) rmSync(join(dir, name), { force: true });
  }
}

/** Returns the number of the claim this process now holds. */
function claim(dir: string, pending: string, dataDir: string): number {
  for (let attempt = 0; attempt < 100; attempt++) {
    const top = highestClaim(dir);
    if (top > 0) {
      let holder: number;
      try {
        holder = Number(readFileSync(join(dir, String(top)), 'utf8'));
      } catch (err) {
        if (isMissing(err)) continue;
        throw err;
      }
      // Our own pid in an old claim is a previous run of ours (a container's server is pid 1 each time).
      if (holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `Another Floor Pro server (pid ${holder}) is using the data folder ${dataDir}. ` +
            `Stop it first, or give this one another DATA_DIR (if pid ${holder} is not Floor Pro, delete ${dir}).`,
        );
      }
    }
    const file = join(dir, String(top + 1));
    try {
      linkSync(pending, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw err;
    }
    if (highestClaim(dir) === top + 1) return top + 1;
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}: too many servers starting on it at once.`);
}
