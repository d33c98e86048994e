import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new temporary data folder for a server or an embedded database. Under root the database runs
 * as another user (db/embedded.ts), who must reach it: mkdtemp's folders are the owner's alone.
 */
export function tempDataFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(folder, 0o755);
  return folder;
}
