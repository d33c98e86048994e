import { expect, test } from './fixtures.ts';

// The SPA through the real server: where `/` leads, the auth guard, the 404 page, the CSP.

test('signed out, / leads to the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);
});

test('signed out, a dashboard page leads back to / and so to the landing page', async ({ page }) => {
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/landing$/);
});

test("the spec's other account paths lead to the login form", async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page, whose links lead to the dashboard and home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says not found
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('the stored language is Brazilian Portuguese: texts and <html lang> follow', async ({ page }) => {
  await page.addInitScript("localStorage.setItem('floorpro.language', 'pt')");
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar no Floor Pro' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('pages run under the strict Content-Security-Policy without violations', async ({ page }) => {
  // (A signed-out visit's 401 from /api/v1/me is logged too; only CSP refusals count here.)
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Sign in to Floor Pro' })).toBeVisible();
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Check your email')).toBeVisible(); // a toast (sonner)
  await page.goto('/landing');
  await expect(page.locator('main')).toBeVisible();
  expect(violations).toEqual([]);
});
