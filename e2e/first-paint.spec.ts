import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// Public pages paint before their JavaScript (ADR 0019, 0022): /landing is prerendered at build in
// both languages, a showcase or gallery is rendered by the server from its first view; both are
// hydrated, not drawn again.

const HEADLINE = {
  en: 'Win more flooring jobs. Spend less time on paperwork.',
  pt: 'Feche mais obras de piso. Perca menos tempo com papelada.',
};

/** Console errors and page errors, hydration mismatches included (React reports them as errors). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("/landing's headline, sections and calls to action are in the HTML, in English", async ({ page }) => {
    await page.goto('/landing');
    await expect(page).toHaveTitle('Flooring contractor software · Floor Pro');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.en);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Start your 14-day free trial' }).first(),
    ).toHaveAttribute('href', '/login?mode=signup');
  });

  test.describe('a browser that asks for Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('gets /landing in Portuguese', async ({ page }) => {
      await page.goto('/landing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page).toHaveTitle('Software para empresas de pisos · Floor Pro');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.pt);
      await expect(page.getByRole('heading', { name: 'Perguntas frequentes' })).toBeVisible();
    });
  });

  test('the stored choice (its cookie) wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'floorpro.language', value: 'pt', url: baseURL! }]);
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.pt);
  });
});

/**
 * Counts the headlines removed from the page: a fresh render would replace the server's.
 * (A string: the e2e files are typed for Node, without the DOM.)
 */
const countRemovedHeadlines = (page: Page) =>
  page.addInitScript(`
    window.removedHeadlines = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) window.removedHeadlines++;
    }).observe(document, { childList: true, subtree: true });
  `);

test('the prerendered /landing is hydrated, not drawn again, and logs no error', async ({ page }) => {
  const problems = problemsOf(page);
  await countRemovedHeadlines(page);
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.en);
  // Hydrated: the switcher works, and switching redraws the texts in place.
  const languages = page.getByRole('banner').getByRole('group', { name: 'Language' });
  await languages.getByRole('button', { name: 'PT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.pt);
  expect(await page.evaluate('window.removedHeadlines')).toBe(0);
  expect(problems).toEqual([]);

  // The choice is kept, and the server now sends the page in it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.pt);
  expect(await page.evaluate('window.removedHeadlines')).toBe(0);
  expect(problems).toEqual([]);
});

test('a showcase opened from its link comes drawn in its HTML and is hydrated: no API call, its image preloaded', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpConfirmed(page, {
    name: 'Fiona Firstpaint',
    email: uniqueEmail('first-paint'),
    role: 'service_provider',
    companyName: `First Paint Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  const job = await page.request.post('/api/v1/jobs', { data: { title: 'Hall oak', address: '1 Elm St' } });
  const jobId = ((await job.json()) as { id: string }).id;
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c19a6b' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post(`/api/v1/jobs/${jobId}/photos`, {
    multipart: { file: { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: image } },
  });
  const photoId = ((await upload.json()) as { id: string }).id;
  const showcase = { showcaseTitle: 'An oak hall', photoIds: [photoId], featuredPhotoId: photoId };
  expect((await page.request.put(`/api/v1/jobs/${jobId}/showcase`, { data: showcase })).status()).toBe(200);
  const link = await page.request.post(`/api/v1/jobs/${jobId}/showcase/links`, { data: {} });
  const path = new URL(((await link.json()) as { url: string }).url).pathname;

  const context = await browser.newContext({
    baseURL,
    // A phone's screen too (the desktop project's is 1920 px wide, which the preload scanner reads).
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  const guest = await context.newPage();
  const problems = problemsOf(guest);
  await countRemovedHeadlines(guest);
  const apiCalls: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/api/v1/showcase/') && !request.url().includes('/photos/'))
      apiCalls.push(request.url());
  });
  const html = await (await guest.goto(path))!.text();
  const sizes = `/api/v1/showcase/${path.split('/').pop()}/photos/${photoId}`;
  // The size the page's <img> will take on this phone (its srcset and sizes), asked for with the HTML.
  expect(html).toContain(
    `<link rel="preload" as="image" fetchpriority="high" href="${sizes}/display" imagesrcset="${sizes}/medium 800w, ${sizes}/display 1600w"`,
  );
  expect(html).toMatch(/<title>An oak hall · First Paint Floors [^<]*<\/title>/);
  // Drawn by the server: the page's heading is in the HTML, not only its data.
  expect(html).toMatch(/<div id="root" data-prerendered="\/showcase\/[^"]+">.*<h1[^>]*>An oak hall<\/h1>/s);
  await expect(guest.getByRole('heading', { level: 1, name: 'An oak hall' })).toBeVisible();
  await expect(guest.getByTestId('showcase-views')).toContainText('1');
  await expect(guest).toHaveTitle(/^An oak hall · First Paint Floors /);
  expect(problems).toEqual([]);
  // A phone takes the featured photo at the medium size.
  await expect(guest.getByRole('img', { name: 'An oak hall' })).toHaveJSProperty(
    'currentSrc',
    `${baseURL}${sizes}/medium`,
  );
  // Hydrated: the photo opens in the viewer; nothing was drawn again.
  await guest.getByRole('button', { name: /^Open photo 1/ }).click();
  await expect(guest.getByRole('dialog').locator('img')).toBeVisible();
  expect(await guest.evaluate('window.removedHeadlines')).toBe(0);
  expect(apiCalls).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
