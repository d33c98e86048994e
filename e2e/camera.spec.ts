import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// Chromium's fake camera (a moving test pattern) stands in for the phone's, already allowed; the
// position is a fixed one, so the upload's location can be checked.
const SPOT = { latitude: 40.7128, longitude: -74.006 };
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera', 'geolocation'],
  geolocation: SPOT,
  viewport: { width: 390, height: 844 },
});

interface PhotoPage {
  items: { fileName: string; mimeType: string; photoType: string; latitude: number | null; longitude: number | null }[];
}

test('the full-screen camera takes a photo and uploads it into the chosen job', async ({ page }) => {
  await signUpConfirmed(page, {
    name: 'Carla Camera',
    email: uniqueEmail('camera-owner'),
    role: 'service_provider',
    companyName: `Camera Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);

  // No open job yet: a message and the way to the jobs, no camera.
  await page.goto('/dashboard/camera');
  await expect(page.getByText('No open jobs')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to jobs' })).toHaveAttribute('href', '/dashboard/jobs');
  await expect(page.getByRole('button', { name: 'Take photo' })).toHaveCount(0);

  const job = await page.request.post('/api/v1/jobs', {
    data: { title: 'Camera kitchen – Oak', address: '3 Pine St' },
  });
  expect(job.status()).toBe(201);
  const { id: jobId } = (await job.json()) as { id: string };
  const other = await page.request.post('/api/v1/jobs', { data: { title: 'Newer job – Vinyl' } });
  expect(other.status()).toBe(201);

  // Opened with ?job=: that job is chosen; full screen (no app shell navigation).
  await page.goto(`/dashboard/camera?job=${jobId}`);
  const jobSelect = page.getByLabel('Job', { exact: true });
  await expect(jobSelect).toHaveValue(jobId);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.getByLabel('Photo type').selectOption('before');

  const shutter = page.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled({ timeout: 15_000 });
  await shutter.click();

  await expect(page.getByText('Photo uploaded successfully')).toBeVisible({ timeout: 15_000 });
  const thumbs = page.getByTestId('camera-captures').locator('li');
  await expect(thumbs).toHaveCount(1);
  await expect(thumbs.first()).toHaveAttribute('data-status', 'done');

  const photos = await page.request.get(`/api/v1/jobs/${jobId}/photos`);
  expect(photos.status()).toBe(200);
  const { items } = (await photos.json()) as PhotoPage;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ mimeType: 'image/jpeg', photoType: 'before' });
  expect(items[0]!.fileName).toMatch(/^photo-\d{8}-\d{6}-\d{3}\.jpg$/);
  expect(items[0]!.latitude).toBeCloseTo(SPOT.latitude, 3);
  expect(items[0]!.longitude).toBeCloseTo(SPOT.longitude, 3);

  // The choice is remembered: straight in without ?job=, the same job is chosen, not the newest (listed first).
  await page.goto('/dashboard/camera');
  await expect(page.getByLabel('Job', { exact: true })).toHaveValue(jobId);

  // Opened directly, Close leads to the jobs; and the camera is released.
  await page.getByRole('button', { name: 'Close camera' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs$/);
});
