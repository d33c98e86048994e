import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { latestEmail, signUpConfirmed, startJobMeasurement, uniqueEmail } from './helpers.ts';

// Issue #16's journey, end to end through the real server and Chromium, on each project (desktop and
// phone): measure → estimate from the takeoff → preview → PDF → send → order → receive → the job
// shows materials_delivered. The key states are read again in Portuguese at the end.

test('a job measured, quoted, sent, ordered and received', async ({ page }) => {
  test.setTimeout(180_000);
  const clientEmail = uniqueEmail('quoting-client');
  const supplierEmail = uniqueEmail('quoting-supplier');
  await signUpConfirmed(page, {
    name: 'Quinn Quote',
    email: uniqueEmail('quoting-owner'),
    role: 'service_provider',
    companyName: `Quoting Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  // The catalog and the job are set up through the API; everything after goes through the pages.
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await post('/api/v1/catalog/products', {
    name: 'White oak 5"',
    category: 'hardwood',
    unit: 'box',
    price: '96',
    cost: '60',
    coveragePerBox: '24',
    laborRatePerSqFt: '3.5',
  });
  await post('/api/v1/catalog/suppliers', { name: 'Oak Supply Co', email: supplierEmail });
  const jobId = await post('/api/v1/jobs', {
    title: 'Silva residence',
    clientName: 'Ana Silva',
    clientEmail,
    address: '12 Elm St, Springfield',
  });

  // 1. Measure two rooms for the job: an L-shaped room in herringbone and a square bedroom.
  await startJobMeasurement(page, 'Silva residence');

  await page.getByRole('button', { name: 'Add room' }).click();
  const living = page.getByRole('region', { name: /^Room 1/ });
  await living.getByLabel('Room name').fill('Living room');
  await living.getByLabel('Room — Length, feet', { exact: true }).fill('12');
  await living.getByLabel('Room — Width, feet', { exact: true }).fill('10');
  await living.getByRole('button', { name: 'Add closet / addition' }).click();
  await living.getByLabel('Closet or addition 1 — Length, feet', { exact: true }).fill('6');
  await living.getByLabel('Closet or addition 1 — Width, feet', { exact: true }).fill('4');
  await living.getByLabel('Floor product').selectOption({ label: 'White oak 5"' });
  await living.getByLabel('Layout').selectOption('herringbone');
  await expect(living.getByText('172.80 sq ft')).toBeVisible();

  await page.getByRole('button', { name: 'Add room' }).click();
  const bedroom = page.getByRole('region', { name: /^Room 2/ });
  await bedroom.getByLabel('Room name').fill('Bedroom');
  await bedroom.getByLabel('Room — Length, feet', { exact: true }).fill('10');
  await bedroom.getByLabel('Room — Width, feet', { exact: true }).fill('10');
  await bedroom.getByLabel('Floor product').selectOption({ label: 'White oak 5"' });
  // 172.80 + 110.00 sq ft with waste ÷ 24 = 11.78 → 12 boxes, pooled: 244 installed, 288 ordered.
  const total = page.getByTestId('product-total');
  await expect(total.getByText('12 boxes', { exact: true })).toBeVisible();
  await expect(total.getByText('244.00 sq ft')).toBeVisible();
  await expect(total.getByText('288.00 sq ft')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // 2. The estimate for the job, its lines from the takeoff; 10 % off and 7 % tax on materials.
  await page.goto(`/dashboard/jobs/${jobId}`);
  await page.locator(`a[href="/dashboard/estimates?jobId=${jobId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/estimates\\?jobId=${jobId}`));
  await page.getByRole('button', { name: 'New estimate' }).first().click();
  const newEstimate = page.getByRole('dialog');
  await newEstimate.getByLabel('Title').fill('Oak floors');
  await newEstimate.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'EST-0001 · Oak floors', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Client e-mail')).toHaveValue(clientEmail);

  await page.getByRole('button', { name: 'Add lines from a measurement' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Silva residence/ })
    .click();
  const lines = page.getByTestId('estimate-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel('Quantity')).toHaveValue('12');
  await expect(lines.nth(0).getByTestId('line-amount')).toContainText('$1,152.00');
  await expect(lines.nth(1).getByLabel('Kind')).toHaveValue('labor');
  await expect(lines.nth(1).getByTestId('line-amount')).toContainText('$854.00');
  await page.getByLabel('Discount', { exact: true }).selectOption({ label: 'Percent' });
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByLabel('Tax rate (%)').fill('7');
  // The discount's share of the materials is $115.20: tax 7 % × $1,036.80 = $72.58.
  const totals = page.getByTestId('option-totals');
  await expect(totals.getByTestId('total-subtotal')).toContainText('$2,006.00');
  await expect(totals.getByTestId('total-discount')).toContainText('-$200.60');
  await expect(totals.getByTestId('total-tax')).toContainText('$72.58');
  await expect(totals.getByTestId('total-total')).toContainText('$1,877.98');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // 3. Preview, PDF, send: the client's e-mail carries the PDF.
  await page.getByRole('link', { name: 'Preview' }).click();
  const doc = page.getByTestId('estimate-document');
  await expect(doc).toContainText('$1,877.98');
  await expect(doc).not.toContainText('Margin');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  expect((await readFile((await (await downloading).path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Estimate sent to ${clientEmail}`)).toBeVisible();
  const mail = await latestEmail(clientEmail, /EST-0001/);
  expect(mail.attachments.map((a) => a.filename)).toEqual(['EST-0001.pdf']);

  // 4. The material order from the estimate, sent to the supplier, received in one lot.
  await page.goto('/dashboard/tools/orders');
  await page.getByRole('button', { name: 'New order' }).first().click();
  const newOrder = page.getByRole('dialog');
  await newOrder.getByLabel('Estimate', { exact: true }).selectOption({ label: 'EST-0001 · Oak floors · Ana Silva' });
  await newOrder.getByLabel('Supplier').selectOption({ label: 'Oak Supply Co' });
  await newOrder.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: 'PO-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-item').first().getByLabel('Quantity')).toHaveValue('12');
  await expect(page.getByTestId('order-total')).toHaveText('$720.00');
  await page.getByRole('button', { name: 'Send to supplier' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Ordered');
  expect((await latestEmail(supplierEmail, /PO-0001/)).attachments.map((a) => a.filename)).toEqual(['PO-0001.pdf']);
  await page.getByRole('button', { name: 'Receive delivery' }).click();
  const receive = page.getByRole('dialog');
  await expect(receive.getByLabel('Quantity received')).toHaveValue('12');
  await receive.getByLabel('Dye lot').fill('LOT 2291');
  await receive.getByRole('button', { name: 'Record delivery' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByTestId('item-received')).toContainText('Dye lots: LOT 2291');

  // 5. The job followed the boxes.
  await page.goto(`/dashboard/jobs/${jobId}`);
  await expect(page.getByTestId('stage-stepper').locator('[data-stage="materials_delivered"]')).toHaveAttribute(
    'data-state',
    'current',
  );

  // In Portuguese: the same records, in the client's and the crew's words.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/estimates');
  await expect(page.getByRole('heading', { name: 'Orçamentos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('estimate-row').first()).toContainText('Enviado');
  await page.goto('/dashboard/tools/orders');
  await expect(page.getByTestId('order-row').first()).toContainText('Recebido');
});
