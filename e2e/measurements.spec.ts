import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// On site, on a phone: the page is made for one thumb.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('an owner measures an L-shaped herringbone room on a phone and finds it saved', async ({ page }) => {
  await signUpConfirmed(page, {
    name: 'Marco Measure',
    email: uniqueEmail('measure-owner'),
    role: 'service_provider',
    companyName: `Measure Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  const product = await page.request.post('/api/v1/catalog/products', {
    data: { name: 'White oak 5"', category: 'hardwood', unit: 'box', price: '96', coveragePerBox: '24' },
  });
  expect(product.status(), await product.text()).toBe(201);

  // The list is empty; a new measurement opens full screen.
  await page.goto('/dashboard/tools/measurements');
  await expect(page.getByRole('heading', { name: 'Measurements', level: 1 })).toBeVisible();
  await expect(page.getByText('No measurements yet')).toBeVisible();
  await page.getByRole('button', { name: 'New measurement' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Silva residence');
  await dialog.getByRole('button', { name: 'Start measuring' }).click();
  await expect(page).toHaveURL(/\/dashboard\/measurements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByLabel('Measurement name')).toHaveValue('Silva residence');
  await expect(page.getByText('No rooms yet')).toBeVisible();

  // An L: 12' × 10' with a 6' × 4' closet along its 6'.
  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Not saved: finish the rooms marked');
  await page.getByLabel('Room name').fill('Living room');
  await page.getByLabel('Room — Length, feet', { exact: true }).fill('12');
  await page.getByLabel('Room — Width, feet', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Add closet / addition' }).click();
  await page.getByLabel('Closet or addition 1 — Length, feet', { exact: true }).fill('6');
  await page.getByLabel('Closet or addition 1 — Width, inches', { exact: true }).fill('48');
  // 48" after no feet is 4'.
  await page.getByLabel('Floor product').selectOption({ label: 'White oak 5"' });
  await page.getByLabel('Layout').selectOption('herringbone');

  const room = page.getByRole('region', { name: 'Room 1: Living room' });
  await expect(room.getByText('144.00 sq ft')).toBeVisible();
  await expect(room.getByText('With waste (20 %)')).toBeVisible();
  await expect(room.getByText('172.80 sq ft')).toBeVisible();
  await expect(room.getByRole('img', { name: /Sketch of Living room: 12' × 10'; closet 6' × 4'/ })).toBeVisible();

  // 172.80 ÷ 24 = 7.2 → 8 whole boxes: 144 installed, 192 ordered, side by side.
  const total = page.getByTestId('product-total');
  await expect(total.getByText('8 boxes', { exact: true })).toBeVisible();
  await expect(total.getByText('144.00 sq ft')).toBeVisible();
  await expect(total.getByText('192.00 sq ft')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // A typo shows its message and is not saved over the good value.
  await page.getByLabel('Room — Width, inches', { exact: true }).fill('14');
  await expect(room.getByText(`Enter a length like 12' 6 1/2"`)).toBeVisible();
  await page.getByLabel('Room — Width, inches', { exact: true }).fill('');

  // Reload: everything came back from the server.
  await page.reload();
  await expect(page.getByLabel('Room — Length, feet', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Closet or addition 1 — Length, feet', { exact: true })).toHaveValue('6');
  await expect(page.getByLabel('Closet or addition 1 — Width, feet', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('Layout')).toHaveValue('herringbone');
  await expect(page.getByTestId('product-total').getByText('8 boxes', { exact: true })).toBeVisible();

  // Back in the list, last updated first.
  await page.getByRole('link', { name: 'Back to measurements' }).click();
  await expect(page.getByRole('link', { name: /Silva residence/ })).toContainText('1 room');
});
