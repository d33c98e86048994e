import { defineConfig, devices } from '@playwright/test';
import getPort from 'get-port';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_PATH,
  STAND_IN_WEBHOOK_SECRET,
} from './src/server/test/stripe-stand-in.ts';
import { tempDataFolder } from './src/server/test/data-folder.ts';

// The real server on a free port and a fresh data folder, driven through Debian's Chromium.
const port = Number(process.env.E2E_PORT) || (await getPort());
const dataDir = process.env.E2E_DATA_DIR || tempDataFolder('floorpro-e2e');
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = dataDir;
// Stripe is the local stand-in (ADR 0031): its checkout page pays by sending the app a signed event.
const stripePort = Number(process.env.E2E_STRIPE_PORT) || (await getPort());
process.env.E2E_STRIPE_PORT = String(stripePort);
const stripeUrl = `http://127.0.0.1:${stripePort}`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const launchOptions = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers (one browser each, one server): a single worker leaves about 40 % of a 2-core
  // machine idle while pages load. E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ...(process.env.TEST_REPORT_DIR
      ? [['json', { outputFile: `${process.env.TEST_REPORT_DIR}/test:e2e.json` }] as const]
      : []),
  ],
  use: { baseURL: `http://localhost:${port}`, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    // What does not depend on the screen (the server's answers, addresses, redirects, robots and
    // sitemap) runs on the desktop only: each journey on the device it is about.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: /\/(server|seo|origins|routing)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        TRUSTED_IP_HEADER: 'x-e2e-client-ip',
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: stripeUrl,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx src/server/test/stripe-stand-in.ts',
      url: `${stripeUrl}/health`,
      env: {
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_STAND_IN_WEBHOOK_URL: `http://localhost:${port}${STAND_IN_WEBHOOK_PATH}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
