import { expect, test } from '@playwright/test';

// The SPA through the real server: served, routed on the client, talking to the API.

test('the home page loads and shows that the server and database answer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Floor Pro' })).toBeVisible();
  await expect(page.getByTestId('server-status')).toHaveText('Online: the server and its database answer.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('a client route that does not exist shows the 404 page, and its link goes home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says not found
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('server-status')).toBeVisible();
});

test('the stored language is Brazilian Portuguese: texts and <html lang> follow', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('floorpro.language', 'pt')");
  await page.goto('/');
  await expect(page.getByTestId('server-status')).toHaveText('Online: o servidor e o banco de dados respondem.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the page runs under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') violations.push(m.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('server-status')).toHaveText(/Online/);
  expect(violations).toEqual([]);
});
