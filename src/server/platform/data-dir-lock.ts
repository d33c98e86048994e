import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process (a pid file), refusing to start when another live server holds it.
 * A lock left by a crashed process is taken over. Released on exit.
 */
export function lockDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `Another Floor Pro server (pid ${holder}) is using the data folder ${dataDir}. ` +
          'Stop it first, or give this one another DATA_DIR.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  process.on('exit', () => rmSync(file, { force: true }));
}
