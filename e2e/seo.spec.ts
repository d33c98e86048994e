import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// What a search engine and a first-time visitor get: robots.txt and the sitemap as their types,
// compressed built files, and signed-out pages that log no error.

test('robots.txt is plain text naming the sitemap, and the sitemap is XML', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toMatch(/<loc>http:\/\/localhost:\d+\/landing<\/loc>/);
});

test('the built script goes out as the build compressed it', async ({ page }) => {
  const script = page.waitForResponse((res) => /\/assets\/.*\.js$/.test(res.url()));
  await page.goto('/landing');
  const res = await script;
  const headers = await res.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['vary']).toContain('Accept-Encoding');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const path of ['/landing', '/login']) {
  test(`${path} logs no console error for a signed-out visitor`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a showcase reaches the sitemap only once its company ticks Public; until then it says noindex', async ({
  page,
}) => {
  await signUpConfirmed(page, {
    name: 'Sofia Sitemap',
    email: uniqueEmail('seo-owner'),
    role: 'service_provider',
    companyName: `Sitemap Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  const job = await page.request.post('/api/v1/jobs', { data: { title: 'Public oak hall', address: '3 Pine Rd' } });
  const jobId = ((await job.json()) as { id: string }).id;
  const link = await page.request.post(`/api/v1/jobs/${jobId}/showcase/links`, { data: {} });
  const path = new URL(((await link.json()) as { url: string }).url).pathname;
  expect((await page.request.get(path)).headers()['x-robots-tag']).toBe('noindex');
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(path);

  await page.goto(`/dashboard/jobs/${jobId}`);
  await page.getByRole('tab', { name: /Photos/ }).click();
  const form = page.getByRole('form', { name: 'Showcase' });
  await form.getByRole('checkbox', { name: /Public: search engines may list it/ }).check();
  await form.getByRole('button', { name: 'Save showcase' }).click();
  await expect(page.getByText('Showcase saved')).toBeVisible();

  expect((await page.request.get(path)).headers()['x-robots-tag']).toBeUndefined();
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(path);
});
