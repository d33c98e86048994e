import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestEmail, signUpConfirmed, uniqueEmail } from './helpers.ts';

async function created(page: Page, path: string, data: object): Promise<string> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('an owner orders an estimate’s boxes, sends the PO and receives them in two dye lots', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpConfirmed(page, {
    name: 'Otto Orders',
    email: uniqueEmail('orders-owner'),
    role: 'service_provider',
    companyName: `Order Floors ${Date.now().toString(36)}`,
  });
  const company = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(company.status(), await company.text()).toBe(200);

  // The setup through the API: a supplier, a job and its estimate with one material line.
  const supplierEmail = uniqueEmail('orders-supplier');
  await created(page, '/api/v1/catalog/suppliers', { name: 'Oak Supply Co', email: supplierEmail });
  const jobId = await created(page, '/api/v1/jobs', { title: 'Kitchen – White oak', address: '9 Birch Rd' });
  await created(page, '/api/v1/estimates', {
    title: 'Kitchen oak',
    jobId,
    options: [
      {
        name: 'Estimate',
        lines: [
          {
            kind: 'material',
            description: 'White oak plank',
            quantity: '14',
            unit: 'box',
            unitPrice: '80',
            unitCost: '61.60',
          },
          { kind: 'labor', description: 'Install', quantity: '300', unit: 'sq_ft', unitPrice: '3' },
        ],
      },
    ],
  });

  // The Quick Action's page, empty; a new order from the estimate.
  await page.goto('/dashboard/tools/orders');
  await expect(page.getByRole('heading', { name: 'Material orders', level: 1 })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('button', { name: 'New order' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Items from')).toHaveValue('estimate');
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(dialog.getByText('Choose an estimate', { exact: true })).toBeVisible();
  await dialog.getByLabel('Estimate', { exact: true }).selectOption({ label: 'EST-0001 · Kitchen oak' });
  await dialog.getByLabel('Supplier').selectOption({ label: 'Oak Supply Co' });
  await dialog.getByLabel('Expected on').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tools\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'PO-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Draft');

  // The draft holds the estimate's material line only, at its cost.
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByLabel('Description')).toHaveValue('White oak plank');
  await expect(items.first().getByLabel('Quantity')).toHaveValue('14');
  await expect(items.first().getByLabel('Unit cost ($)')).toHaveValue('61.6');
  await expect(page.getByTestId('order-total')).toHaveText('$862.40');
  // A change to the draft is saved and kept.
  await page.getByLabel('Notes for the supplier').fill('Call before delivery');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Job: Kitchen – White oak' })).toBeVisible();

  // Sent: the supplier gets the PO, the order is ordered and shows among the materials on their way.
  await page.getByRole('button', { name: 'Send to supplier' }).click();
  const send = page.getByRole('dialog');
  await expect(send.getByLabel('To', { exact: true })).toHaveValue(supplierEmail);
  await send.getByLabel('Message').fill('Please deliver Monday morning.');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Ordered');
  const mail = await latestEmail(supplierEmail, /PO-0001/);
  expect(mail.to).toBe(supplierEmail);
  const orderUrl = page.url();

  await page.goto('/dashboard/materials');
  await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Oak Supply Co');
  await page.getByRole('link', { name: 'PO-0001' }).click();
  await expect(page).toHaveURL(orderUrl);

  // 10 boxes in lot A: partially received, 4 still to come.
  await page.getByRole('button', { name: 'Receive delivery' }).click();
  let receive = page.getByRole('dialog');
  let row = receive.getByTestId('receive-item');
  await expect(row.getByText('14 box still to come')).toBeVisible();
  await expect(row.getByLabel('Quantity received')).toHaveValue('14');
  await row.getByLabel('Quantity received').fill('15');
  await receive.getByRole('button', { name: 'Record delivery' }).click();
  await expect(receive.getByText('More than is still to come: check the quantity.')).toBeVisible();
  await row.getByLabel('Quantity received').fill('10');
  await row.getByLabel('Dye lot').fill('LOT A');
  await receive.getByRole('button', { name: 'Record delivery' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Partially received');
  await expect(page.getByTestId('item-received')).toContainText('Received 10 of 14');
  await expect(page.getByTestId('lot-warnings')).toHaveCount(0);

  // The other 4 in lot B: received, and the warning before anyone opens the boxes.
  await page.getByRole('button', { name: 'Receive delivery' }).click();
  receive = page.getByRole('dialog');
  row = receive.getByTestId('receive-item');
  await expect(row.getByText('4 box still to come')).toBeVisible();
  await expect(row.getByLabel('Quantity received')).toHaveValue('4');
  await row.getByLabel('Dye lot').fill('LOT B');
  await receive.getByLabel('Note').fill('Left in the garage');
  await receive.getByRole('button', { name: 'Record delivery' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByRole('alert').filter({ hasText: 'dye lots' })).toHaveText(
    'Two dye lots of White oak plank arrived: LOT A, LOT B. Keep them apart or blend boxes before installing.',
  );
  await expect(page.getByTestId('item-received')).toContainText('Dye lots: LOT A, LOT B');
  const deliveries = page.getByTestId('order-deliveries').getByRole('listitem');
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('dye lot LOT B');
  await expect(deliveries.first()).toContainText('Left in the garage');
  await expect(page.getByRole('button', { name: 'Receive delivery' })).toHaveCount(0);

  // Nothing is on its way any more; the job's stage followed the boxes.
  await page.goto('/dashboard/materials');
  await expect(page.getByText('Nothing on its way')).toBeVisible();
  await page.goto(`/dashboard/jobs/${jobId}`);
  await expect(page.getByTestId('stage-stepper').locator('[data-stage="materials_delivered"]')).toHaveAttribute(
    'data-state',
    'current',
  );
});
