import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// What the homeowner sees is checked on a phone; the contractor's side runs on both viewports.
let companies = 0;

async function ownerWithJob(page: Page): Promise<{ jobId: string }> {
  await signUpConfirmed(page, {
    name: 'Paula Photos',
    email: uniqueEmail('photos-owner'),
    role: 'service_provider',
    companyName: `Photo Floors ${Date.now().toString(36)} ${++companies}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  const job = await page.request.post('/api/v1/jobs', {
    data: {
      title: 'Silva living room – Oak',
      address: '9 Birch Rd',
      clientName: 'Ana Silva',
      clientEmail: uniqueEmail('photos-client'),
    },
  });
  expect(job.status()).toBe(201);
  return { jobId: ((await job.json()) as { id: string }).id };
}

/** A small JPEG of one colour, different for each file. */
async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A phone as an anonymous visitor: nobody signed in. */
async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

test('upload photos with progress, complete a milestone, and share them through the private gallery', async ({
  page,
  browser,
  baseURL,
}) => {
  const { jobId } = await ownerWithJob(page);
  const milestone = await page.request.post(`/api/v1/jobs/${jobId}/timeline`, {
    data: {
      eventType: 'other',
      title: 'Subfloor levelled',
      isMilestone: true,
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(milestone.status(), await milestone.text()).toBe(201);

  await page.goto(`/dashboard/jobs/${jobId}`);
  await page.getByRole('tab', { name: /Photos/ }).click();
  await page.getByLabel('Upload photos').setInputFiles([
    { name: 'before.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#8b5a2b') },
    { name: 'during.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c0a060') },
    { name: 'after.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#e8d2a6') },
  ]);
  // One progress bar per file, each reaching the end.
  for (const name of ['before.jpg', 'during.jpg', 'after.jpg']) {
    await expect(page.getByRole('progressbar', { name: new RegExp(name) })).toHaveAttribute('aria-valuenow', '100');
  }
  const photos = (await (await page.request.get(`/api/v1/jobs/${jobId}/photos`)).json()) as {
    items: { id: string; fileName: string }[];
  };
  expect(photos.items.map((p) => p.fileName).sort()).toEqual(['after.jpg', 'before.jpg', 'during.jpg']);
  const byName = new Map(photos.items.map((p) => [p.fileName, p.id]));
  for (const [name, photoType] of [
    ['before.jpg', 'before'],
    ['after.jpg', 'after'],
  ] as const) {
    expect((await page.request.patch(`/api/v1/photos/${byName.get(name)}`, { data: { photoType } })).status()).toBe(
      200,
    );
  }

  // The milestone, done from the timeline.
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect
    .poll(async () => {
      const { progress } = (await (await page.request.get(`/api/v1/jobs/${jobId}/timeline`)).json()) as {
        progress: { completedMilestones: number };
      };
      return progress.completedMilestones;
    })
    .toBe(1);

  // A private link, opened by the homeowner on a phone.
  await page.getByRole('button', { name: 'Create gallery link' }).click();
  // The click's request and this read run side by side: the link is there once the create commits.
  let links: { url: string }[] = [];
  await expect
    .poll(async () => {
      ({ items: links } = (await (await page.request.get(`/api/v1/jobs/${jobId}/gallery-links`)).json()) as {
        items: { url: string }[];
      });
      return links.length;
    })
    .toBe(1);
  const galleryPath = new URL(links[0]!.url).pathname;

  const home = await visitor(browser, baseURL!);
  await home.page.goto(galleryPath);
  await expect(home.page.getByText('Secure Project Gallery')).toBeVisible();
  await expect(home.page.getByText('Silva living room – Oak')).toBeVisible();
  const grid = home.page.getByTestId('gallery-photo');
  await expect(grid).toHaveCount(3);
  await home.page.getByRole('button', { name: 'Before/After' }).click();
  await expect(grid).toHaveCount(2);
  await grid.first().click();
  const viewer = home.page.getByRole('dialog');
  await expect(viewer.locator('img')).toBeVisible();
  const download = home.page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.jpg$/);
  await expect(home.page.getByText('Photo downloaded successfully')).toBeVisible();
  await home.context.close();
});

test('an expired gallery link shows the error state; a showcase counts its views', async ({
  page,
  browser,
  baseURL,
}) => {
  const { jobId } = await ownerWithJob(page);
  const upload = await page.request.post(`/api/v1/jobs/${jobId}/photos`, {
    multipart: { file: { name: 'finished.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#d4b483') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photoId = ((await upload.json()) as { id: string }).id;

  const soon = await page.request.post(`/api/v1/jobs/${jobId}/gallery-links`, {
    data: { expiresAt: new Date(Date.now() + 2_000).toISOString() },
  });
  expect(soon.status(), await soon.text()).toBe(201);
  const expiredPath = new URL(((await soon.json()) as { url: string }).url).pathname;

  expect(
    (
      await page.request.put(`/api/v1/jobs/${jobId}/showcase`, {
        data: { showcaseTitle: 'A warm oak living room', photoIds: [photoId], featuredPhotoId: photoId },
      })
    ).status(),
  ).toBe(200);
  const contact = await page.request.patch('/api/v1/company', { data: { email: 'office@oak-floors.example.com' } });
  expect(contact.status(), await contact.text()).toBe(200);
  const link = await page.request.post(`/api/v1/jobs/${jobId}/showcase/links`, { data: {} });
  expect(link.status(), await link.text()).toBe(201);
  const showcasePath = new URL(((await link.json()) as { url: string }).url).pathname;

  const guest = await visitor(browser, baseURL!);
  await guest.page.waitForTimeout(2_500); // the gallery link's two seconds run out
  await guest.page.goto(expiredPath);
  await expect(guest.page.getByText('Gallery Not Available')).toBeVisible();
  await expect(guest.page.getByText('Gallery link has expired')).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await guest.page.goto(showcasePath);
  await expect(guest.page.getByRole('heading', { name: 'A warm oak living room' })).toBeVisible();
  const views = guest.page.getByTestId('showcase-views');
  await expect(views).toContainText('1');
  await guest.page.reload();
  await expect(views).toContainText('2');
  // The company's contact e-mail (company settings) is the call-to-action's e-mail button.
  await expect(guest.page.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    'mailto:office@oak-floors.example.com',
  );
  await guest.page.goto('/showcase/not-a-real-token-at-all-but-long-enough-1234567');
  await expect(guest.page.getByText('Invalid Link')).toBeVisible();
  await guest.context.close();
});
