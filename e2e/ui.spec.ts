import { expect, test, type Page } from '@playwright/test';

// The theme is right from the first paint: public/theme-init.js, a blocking script in <head>, sets
// <html class="dark"> before the body is parsed, so no page flashes light before turning dark (or
// the reverse). Each test records the class at the moment <body> enters the document.

// Browser-side code goes in as text: this folder is compiled without the DOM's types.
/**
 * Before the page's own scripts run: marks someone signed in (on every load, as a live session would
 * keep it), stores a theme (on the first load only, so that what the page stores survives a reload),
 * and records the class at the moment <body> enters the document.
 */
async function prepare(page: Page, { signedIn, theme }: { signedIn: boolean; theme?: string }) {
  await page.addInitScript(`
    if (${signedIn}) localStorage.setItem('floorpro.signedIn', '1');
    if (${JSON.stringify(theme ?? null)} !== null && sessionStorage.getItem('e2e.stored') !== '1') {
      localStorage.setItem('floorpro.theme', ${JSON.stringify(theme ?? null)});
      sessionStorage.setItem('e2e.stored', '1');
    }
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      window.darkAtBody = document.documentElement.classList.contains('dark');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  `);
}

const darkAtBody = (page: Page) => page.evaluate<boolean | undefined>('window.darkAtBody');
const store = (page: Page, theme: string) => page.evaluate(`localStorage.setItem('floorpro.theme', '${theme}')`);

test('signed in with dark stored: dark before the body is parsed', async ({ page }) => {
  await prepare(page, { signedIn: true, theme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/landing');
  expect(await darkAtBody(page)).toBe(true);
});

test('nobody signed in: light even with dark stored and a dark OS', async ({ page }) => {
  await prepare(page, { signedIn: false, theme: 'dark' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/landing');
  expect(await darkAtBody(page)).toBe(false);
  await expect(page.locator('body')).not.toBeEmpty();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('signed in with system (or nothing stored): follows the OS from the first paint', async ({ page }) => {
  await prepare(page, { signedIn: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/landing');
  expect(await darkAtBody(page)).toBe(true);

  await store(page, 'system');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await darkAtBody(page)).toBe(false);
});

test('the stored choice persists across loads and beats the OS', async ({ page }) => {
  await prepare(page, { signedIn: true, theme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/landing');
  expect(await darkAtBody(page)).toBe(false);

  await store(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await darkAtBody(page)).toBe(true);
  await page.goto('/login');
  expect(await darkAtBody(page)).toBe(true);
});

test('the theme script and the stylesheet are inline, allowed by the Content-Security-Policy by hash (ADR 0019)', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  for (const path of ['/landing', '/login']) {
    const response = await page.goto(path);
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(await page.locator('head script:not([src]):not([type])').textContent()).toContain('floorpro.theme');
    await expect(page.locator('head style')).toHaveCount(1);
    // Nothing render-blocking in the HTML sent: no external classic script, no stylesheet link (a lazy
    // page's stylesheet, e.g. the toasts', is added by its chunk later).
    const html = await response!.text();
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Styled by it: the page is laid out, not raw HTML.
    expect(await page.evaluate('getComputedStyle(document.body).margin')).toBe('0px');
  }
  expect(refused).toEqual([]);
});
