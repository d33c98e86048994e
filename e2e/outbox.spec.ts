import { test as onTheMachine } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpByApi, uniqueEmail } from './helpers.ts';

// The development outbox opens only to a browser on the server's machine, not relayed (ADR 0008).

// The fixtures' client-address header is the one the e2e server trusts from a proxy: to the server,
// this browser comes through a proxy.
test('a relayed browser is told where the outbox opens, and sees no mail', async ({ page }) => {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('alert')).toHaveText(/opens only on the server's own machine/);
  await expect(page.getByTestId('outbox-message')).toHaveCount(0);
});

onTheMachine('a browser on the machine itself lists the e-mails and their links', async ({ page }) => {
  const email = uniqueEmail('outbox-reader');
  await signUpByApi(page, { name: 'Outbox Reader', email, role: 'client' });
  await page.goto('/dev/outbox');
  const message = page.getByTestId('outbox-message').filter({ hasText: email });
  await expect(message.getByRole('link')).toHaveAttribute('href', /\/api\/auth\/verify-email\?token=/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
