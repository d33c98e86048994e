import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { LANGUAGE_COOKIE } from '../src/shared/page-data.ts';
import { expect, test } from './fixtures.ts';
import { PASSWORD, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Which addresses a page may sign in from (issue #14). The e2e server runs with APP_URL unset, so
// http://localhost:PORT. Its other loopback spelling works too; any other address is refused, and
// the page says, in its language, which address to open.
//
// The foreign page is real: this browser resolves FOREIGN (a name nobody owns) to 127.0.0.1, so it
// loads the SPA from the same server under another origin, as a phone on the LAN would through the
// machine's address, and its sign-in is the SPA's own fetch, with the Origin header Chromium sets.
const FOREIGN = 'floors-lan.example';
const port = process.env.E2E_PORT!;
const APP_URL = `http://localhost:${port}`;

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${FOREIGN} 127.0.0.1`],
  },
});

async function signInAt(page: Page, base: string, email: string, language: 'EN' | 'PT') {
  await page.goto(`${base}/login`);
  if (language === 'PT') {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'PT' }).click();
  }
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(language === 'PT' ? 'Senha' : 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: language === 'PT' ? 'Entrar' : 'Sign in', exact: true }).click();
}

test('one server, signed into through 127.0.0.1 and through localhost', async ({ page }) => {
  const email = uniqueEmail('loopback');
  await signUpConfirmed(page, { name: 'Lou Loopback', email, role: 'client' });
  await page.context().clearCookies();

  for (const base of [`http://127.0.0.1:${port}`, APP_URL]) {
    await signInAt(page, base, email, 'EN');
    await expect(page).toHaveURL((url) => url.origin === base && url.pathname.startsWith('/dashboard'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Signed in at this address: its session cookie is there (each spelling keeps its own).
    const cookies = await page.context().cookies(base);
    expect(cookies.map((c) => c.name)).toContain('better-auth.session_token');
  }
});

test('a page at another address is told which address to open, in English and in Portuguese', async ({ page }) => {
  const foreign = `http://${FOREIGN}:${port}`;
  const refusal = page.waitForResponse((res) => res.url() === `${foreign}/api/auth/sign-in/email`);
  await signInAt(page, foreign, uniqueEmail('lan'), 'EN');
  const res = await refusal;
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', appUrl: APP_URL });
  await expect(page.getByRole('alert')).toHaveText(
    `The server does not accept this page's address. Open ${APP_URL} and try again.`,
  );

  await signInAt(page, foreign, uniqueEmail('lan'), 'PT');
  await expect(page.getByRole('alert')).toHaveText(
    `O servidor não aceita o endereço desta página. Abra ${APP_URL} e tente novamente.`,
  );
  // The server set nothing there: the only cookie is the language the page chose (ADR 0019).
  const cookies = await page.context().cookies(foreign);
  expect(cookies.filter((cookie) => cookie.name !== LANGUAGE_COOKIE)).toEqual([]);
});
