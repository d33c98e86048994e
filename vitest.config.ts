import { defineConfig, type ViteUserConfig } from 'vitest/config';

// Two layers: `unit` (pure code, no I/O) and `api` (the Hono app in process against a real database:
// a fresh database per file, on the server named by DATABASE_URL or on an embedded PostgreSQL that
// the run starts itself, src/server/test/database-server.ts).
// With TEST_REPORT_DIR set (as .ci/run does), each run also writes a JSON report named after the npm
// script that started it, so CI can count the tests of `npm test` itself.
const reportDir = process.env.TEST_REPORT_DIR;
const reportFile = `${reportDir}/${process.env.npm_lifecycle_event ?? 'vitest'}.json`;
const reporters: NonNullable<ViteUserConfig['test']>['reporters'] = reportDir
  ? ['default', ['json', { outputFile: reportFile }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts', 'src/server/**/*.unit.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          globalSetup: ['src/server/test/database-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own database and app, and much of a file's time is spent waiting on
          // it: two files at a time use both cores of a CI machine (Vitest's default leaves one idle).
          maxWorkers: 2,
        },
      },
    ],
  },
});
