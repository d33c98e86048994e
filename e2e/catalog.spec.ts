import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

let companies = 0;

/** A Business Owner with a set-up company, signed in in this page's context. */
async function ownerWithCompany(page: Page) {
  await signUpConfirmed(page, {
    name: 'Carla Catalog',
    email: uniqueEmail('catalog-owner'),
    role: 'service_provider',
    companyName: `Catalog Floors ${Date.now().toString(36)} ${++companies}`,
  });
  const res = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an owner adds a supplier and a product, finds, edits and archives it, and imports a CSV', async ({ page }) => {
  await ownerWithCompany(page);
  await page.goto('/dashboard/catalog');
  await expect(page.getByRole('heading', { name: 'Catalog', level: 1 })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();

  // A supplier first, so the product can name it.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'New supplier' }).first().click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Floor Supply Co.');
  await dialog.getByLabel('Contact name').fill('Dana Reed');
  await dialog.getByLabel('E-mail').fill('orders@floorsupply.example');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('supplier-row').filter({ hasText: 'Floor Supply Co.' })).toBeVisible();

  // A product, after the form's own checks.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'New product' }).first().click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('White Oak Natural 5"');
  await dialog.getByLabel('Price per unit ($)').fill('6.499');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Choose a category');
  await dialog.getByLabel('Category').selectOption({ label: 'Hardwood' });
  await dialog.getByLabel('SKU').fill('WO-5-NAT');
  await dialog.getByLabel('Supplier').selectOption({ label: 'Floor Supply Co.' });
  await dialog.getByLabel('Coverage per box (sq ft)').fill('22.5');
  await dialog.getByLabel('Cost per unit ($)').fill('4.10');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId('product-row');
  const oak = rows.filter({ hasText: 'White Oak Natural 5"' });
  await expect(oak).toContainText('$6.499 / sq ft');
  await expect(oak).toContainText('Floor Supply Co.');
  await expect(oak).toContainText('22.5 sq ft / box');

  // Found by its SKU, and only it.
  await page.getByRole('button', { name: 'New product' }).first().click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Gray Laminate 12mm');
  await dialog.getByLabel('Category').selectOption({ label: 'Laminate' });
  await dialog.getByLabel('Price per unit ($)').fill('2.79');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search products').fill('wo-5');
  await expect(rows).toHaveCount(1);
  await expect(oak).toBeVisible();

  // Edited: a new price.
  await page.getByRole('button', { name: 'Edit White Oak Natural 5"' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Price per unit ($)')).toHaveValue('6.499');
  await dialog.getByLabel('Price per unit ($)').fill('6.99');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(oak).toContainText('$6.99 / sq ft');

  // Archived, after a confirmation: gone from the list, back with "Show archived".
  await page.getByRole('button', { name: 'Archive White Oak Natural 5"' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(rows).toHaveCount(0);
  await page.getByLabel('Show archived').check();
  await expect(oak).toContainText('Archived');
  await page.getByLabel('Show archived').uncheck();
  await page.getByLabel('Search products').fill('');
  await expect(rows).toHaveCount(1);

  // A CSV with a bad row changes nothing; fixed, it adds one product and updates another by SKU.
  const importFile = async (csv: string) => {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import' }).click();
  };
  await importFile(
    'sku,name,category,unit,price\nCPT-12,Carpet Beige,carpet,linear_yd,31.75\nBAD,,granite,sq_ft,abc\n',
  );
  await expect(dialog.getByText('Nothing was imported')).toBeVisible();
  await expect(dialog.getByTestId('import-error').first()).toContainText('3');
  await expect(dialog.getByTestId('import-error').filter({ hasText: 'Choose a category' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(rows).toHaveCount(1);

  await importFile('sku,name,category,unit,price\nCPT-12,Carpet Beige,carpet,linear_yd,31.75\n');
  await expect(dialog.getByText('Import finished: 1 added, 0 updated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(rows.filter({ hasText: 'Carpet Beige' })).toContainText('$31.75 / linear yd');
  await expect(rows).toHaveCount(2);
});
