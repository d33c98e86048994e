import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { invitedMember, ownDevice, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's receipts, through the real server and Chromium, on each project (desktop and phone):
// the owner photographs a receipt (the camera's input on a phone, a file on a desktop), fills it in,
// files it on a job, and finds it in the list with its thumbnail and the total; the job page's
// `?job=` link filters by it and `&new=1` opens the dialog on it; the page in Portuguese. An admin
// deletes one (the owner may not); a crew member, whom the permission table keeps out.

async function ownerWithJob(page: Page, who: string): Promise<{ jobId: string }> {
  await signUpConfirmed(page, {
    name: 'Rosa Receipts',
    email: uniqueEmail(`${who}-owner`),
    role: 'service_provider',
    companyName: `Receipt Floors ${Date.now().toString(36)}`,
  });
  const company = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(company.status(), await company.text()).toBe(200);
  const job = await page.request.post('/api/v1/jobs', { data: { title: 'Silva living room – Oak' } });
  expect(job.status(), await job.text()).toBe(201);
  return { jobId: ((await job.json()) as { id: string }).id };
}

/** A receipt as a phone photographs it: taller than wide, a few lines of dark "print" on paper. */
async function receiptPhoto(): Promise<Buffer> {
  const lines = Array.from({ length: 12 }, (_, i) => ({
    input: { create: { width: 360, height: 14, channels: 3 as const, background: '#222' } },
    top: 60 + i * 40,
    left: 60,
  }));
  return sharp({ create: { width: 480, height: 640, channels: 3, background: '#f4f1ea' } })
    .composite(lines)
    .jpeg()
    .toBuffer();
}

/** The day a receipt was filed on (the company's day, as the dialog's default). */
async function receiptDateOf(page: Page, vendor: string): Promise<string> {
  const res = await page.request.get(`/api/v1/receipts?q=${encodeURIComponent(vendor)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { receiptDate: string }[] }).items[0]!.receiptDate;
}

test('the owner photographs a receipt, files it on a job, and finds it by the job', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const { jobId } = await ownerWithJob(page, 'receipts');

  await page.goto('/dashboard/financial-receipts');
  await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Receipts · Floor Pro');
  await expect(page.getByRole('heading', { name: 'No receipts yet' })).toBeVisible();
  await expect(page.getByTestId('receipts-total')).toHaveText('0 receipts · $0.00');

  await page.getByRole('button', { name: 'Add receipt' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add receipt' });
  await expect(dialog).toBeVisible();
  // A phone offers its back camera, and a file as well; a desktop, a file.
  const camera = dialog.getByLabel('Take a photo');
  const chooser = dialog.getByLabel('Choose a file');
  await expect(chooser).toHaveAttribute('accept', 'image/*,application/pdf');
  if (phone) {
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*,application/pdf');
  } else {
    await expect(camera).toBeHidden();
  }
  await (phone ? camera : chooser).setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: await receiptPhoto(),
  });
  const preview = dialog.getByRole('img', { name: 'Preview of receipt.jpg' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(480);

  // Saving with nothing filled in says what is missing, per field.
  await dialog.getByRole('button', { name: 'Add receipt' }).click();
  await expect(dialog.getByLabel('Vendor')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Amount ($)')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Choose a category');

  await dialog.getByLabel('Vendor').fill('Shell');
  await dialog.getByLabel('Amount ($)').fill('64.50');
  await dialog.getByLabel('Category').selectOption({ label: 'Fuel' });
  await dialog.getByLabel('Paid by').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Job (optional)').selectOption({ label: 'Silva living room – Oak' });
  await dialog.getByLabel('Description (optional)').fill('Van fuel');

  // The upload's progress shows while the request is on its way (held here until seen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/receipts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Add receipt' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading receipt.jpg' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  release();
  await expect(page.getByText('Receipt added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/v1/receipts');

  const rows = page.getByTestId('receipt-row');
  const shell = rows.filter({ hasText: 'Shell' });
  await expect(shell).toHaveCount(1);
  await expect(shell).toContainText('Van fuel');
  await expect(shell).toContainText('Fuel');
  await expect(shell).toContainText('Cash');
  await expect(shell.getByRole('link', { name: 'Silva living room – Oak' })).toHaveAttribute(
    'href',
    `/dashboard/jobs/${jobId}`,
  );
  await expect(shell.getByTestId('receipt-amount')).toHaveText('$64.50');
  const thumbnail = shell.getByRole('img', { name: 'View the photo of the receipt from Shell' });
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/v1\/receipts\/[0-9a-f-]{36}\/thumbnail\?v=\d+$/);
  await expect.poll(() => thumbnail.evaluate((img: { naturalHeight: number }) => img.naturalHeight)).toBe(400);
  await expect(page.getByTestId('receipts-total')).toHaveText('1 receipt · $64.50');
  // The owner may not delete financials (spec section 6): no Delete for them.
  await expect(page.getByRole('button', { name: 'Delete the receipt from Shell' })).toHaveCount(0);

  // The photo, full size.
  await page.getByRole('button', { name: 'View the photo of the receipt from Shell' }).click();
  const viewer = page.getByRole('dialog', { name: 'Receipt from Shell' });
  const full = viewer.getByRole('img', { name: 'Photo of the receipt from Shell' });
  await expect.poll(() => full.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(480);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A receipt of the company's overhead, typed in without a photo.
  const staples = await page.request.post('/api/v1/receipts', {
    multipart: {
      vendorName: 'Staples',
      amountCents: '2000',
      receiptDate: await receiptDateOf(page, 'Shell'),
      category: 'office',
      paymentMethod: 'card',
    },
  });
  expect(staples.status(), await staples.text()).toBe(201);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('receipts-total')).toHaveText('2 receipts · $84.50');
  await expect(rows.filter({ hasText: 'Staples' })).toContainText('Overhead (no job)');

  // The job page's link: only that job's receipts, and their total.
  await page.goto(`/dashboard/financial-receipts?job=${jobId}`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Shell');
  await expect(page.getByTestId('receipts-total')).toHaveText('1 matching receipt · $64.50');
  await expect(page.getByRole('group', { name: 'Filter receipts' }).getByLabel('Job')).toHaveValue(jobId);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/\/dashboard\/financial-receipts$/);
  // …and `&new=1` opens "Add receipt" on that job.
  await page.goto(`/dashboard/financial-receipts?job=${jobId}&new=1`);
  const onJob = page.getByRole('dialog', { name: 'Add receipt' });
  await expect(onJob.getByLabel('Job (optional)')).toHaveValue(jobId);
  await expect(page).toHaveURL(new RegExp(`\\?job=${jobId}$`));
  await onJob.getByRole('button', { name: 'Cancel' }).click();

  // Edited: the amount changes and so does the total.
  await rows.filter({ hasText: 'Shell' }).getByRole('button', { name: 'Edit the receipt from Shell' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit receipt' });
  await expect(edit.getByLabel('Amount ($)')).toHaveValue('64.50');
  await edit.getByLabel('Amount ($)').fill('70');
  await edit.getByRole('button', { name: 'Save receipt' }).click();
  await expect(page.getByText('Receipt saved')).toBeVisible();
  await expect(page.getByTestId('receipts-total')).toHaveText('1 matching receipt · $70.00');

  // In Portuguese.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/financial-receipts');
  await expect(page.getByRole('heading', { name: 'Recibos', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Recibos · Floor Pro');
  await expect(page.getByTestId('receipts-total')).toContainText('2 recibos');
  await expect(page.getByTestId('receipts-total')).toContainText('90,00');
  await expect(rows.filter({ hasText: 'Shell' })).toContainText('Combustível');
  await expect(rows.filter({ hasText: 'Staples' })).toContainText('Despesa geral (sem obra)');
  await page.getByRole('button', { name: 'Adicionar recibo' }).click();
  const pt = page.getByRole('dialog', { name: 'Adicionar recibo' });
  await expect(pt.getByLabel('Escolher arquivo')).toBeAttached();
  await expect(pt.getByLabel('Forma de pagamento')).toBeVisible();
  await pt.getByRole('button', { name: 'Adicionar recibo' }).click();
  await expect(pt.getByLabel('Categoria')).toHaveAccessibleDescription('Escolha uma categoria');
  await expect(pt.getByLabel('Fornecedor')).toHaveAccessibleDescription('Este campo é obrigatório');
});

/** A member of the owner's company with `role`, invited and signed in in a browser context of their own. */
const member = (owner: Page, browser: Browser, testInfo: TestInfo, role: 'admin' | 'field_team', host: number) =>
  invitedMember(owner, browser, ownDevice(testInfo.project, 251, host), {
    who: `receipts-${role}`,
    name: role === 'admin' ? 'Ada Admin' : 'Caio Crew',
    role,
  });

test('only an admin deletes a receipt, after confirming; a crew member cannot open receipts', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await ownerWithJob(page, 'receipts-members');
  const created = await page.request.post('/api/v1/receipts', {
    multipart: {
      vendorName: 'Sunbelt Rentals',
      amountCents: '12000',
      receiptDate: '2026-01-15',
      category: 'equipment',
      paymentMethod: 'card',
      file: { name: 'sander.jpg', mimeType: 'image/jpeg', buffer: await receiptPhoto() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const receipt = (await created.json()) as { fileUrl: string };

  const admin = await member(page, browser, testInfo, 'admin', 8);
  await admin.page.goto('/dashboard/financial-receipts');
  const row = admin.page.getByTestId('receipt-row').filter({ hasText: 'Sunbelt Rentals' });
  await row.getByRole('button', { name: 'Delete the receipt from Sunbelt Rentals' }).click();
  const confirm = admin.page.getByRole('dialog', { name: 'Delete this receipt?' });
  await expect(confirm).toContainText('The receipt from Sunbelt Rentals for $120.00 and its photo will be deleted.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete the receipt from Sunbelt Rentals' }).click();
  await confirm.getByRole('button', { name: 'Delete receipt' }).click();
  await expect(admin.page.getByText('Receipt deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(admin.page.getByRole('heading', { name: 'No receipts yet' })).toBeVisible();
  expect((await page.request.get(receipt.fileUrl)).status()).toBe(404);
  await admin.context.close();

  const crew = await member(page, browser, testInfo, 'field_team', 9);
  expect((await crew.page.request.get('/api/v1/receipts')).status()).toBe(403);
  await crew.page.goto('/dashboard/financial-receipts');
  await expect(crew.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.page.getByText('/dashboard/financial-receipts')).toBeVisible();
  await expect(crew.page.getByRole('heading', { name: 'Receipts' })).toHaveCount(0);
  await crew.context.close();
});
