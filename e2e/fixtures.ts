import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every test comes from an address of its own (the e2e server trusts this header, see
 * playwright.config.ts), so the per-address rate limits stay on without one test spending
 * another's budget.
 */
let counter = 0;
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n = ++counter;
    await use({ 'x-e2e-client-ip': `10.${testInfo.workerIndex % 250}.${(n >> 8) % 250}.${n % 250}` });
  },
});
