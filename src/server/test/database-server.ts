// The API suite's PostgreSQL (vitest.config.ts's globalSetup): the server named by DATABASE_URL, or
// else an embedded cluster of its own for the run (db/embedded.ts), thrown away at the end. Each test
// file makes a database of its own on it (scratch-database.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../db/embedded.ts';
import { tempDataFolder } from './data-folder.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser's URL on the suite's PostgreSQL server. */
    databaseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseServerUrl', process.env.DATABASE_URL);
    return;
  }
  const folder = tempDataFolder('floorpro-test-postgres');
  const cluster = await startCluster({ dir: join(folder, 'cluster'), throwaway: true });
  project.provide('databaseServerUrl', cluster.url('postgres'));
  return async () => {
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** The suite's PostgreSQL server, in a test file. */
export const databaseServerUrl = () => inject('databaseServerUrl');
