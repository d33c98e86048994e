import { devices } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appLink, latestEmail, signUpConfirmed, signWithFinger, startJobMeasurement, uniqueEmail } from './helpers.ts';

// Issue #38's journey, on each project (desktop and phone), read again in Portuguese at the end: a
// carpeted bedroom with stairs and a tiled bathroom measured → the estimate built from the
// measurement → the client accepts → deposit and final invoices → the sales tax report and the job's
// costs show the estimate's figures. Worked by hand (ADR 0023's and 0042's examples):
// - Carpet by the linear yard at $30 on the catalog's 12' roll: 14' × 16' run along the 16' is
//   2 drops of 16' 6" = 33 LF; 13 treads of 42" at 18" a step, 3 across the roll, 5 rows = 7.5 LF;
//   40.5 LF = 13.50 yd = $405.00.
// - Subway tile 3" × 6", 1/8" joint, 44 a box at $25: 9' × 7' + 10 % = 522 tiles (555 by the face)
//   = 12 boxes = $300.00.
// - 8 % tax on materials: $705.00 + $56.40 = $761.40; deposit 30 % = $228.42 (of which tax
//   56.40 × 228.42 ÷ 761.40 = $16.92); the final bills the rest, $532.98 (tax $39.48).

test('a carpeted bedroom with stairs and a tiled bathroom, measured, quoted, accepted and billed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const clientEmail = uniqueEmail('measured-client');
  await signUpConfirmed(page, {
    name: 'Mara Measure',
    email: uniqueEmail('measured-owner'),
    role: 'service_provider',
    companyName: `Measured Floors ${Date.now().toString(36)}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  // The catalog and the job through the API; everything after through the pages.
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await post('/api/v1/catalog/products', {
    name: 'Saxony carpet',
    category: 'carpet',
    unit: 'linear_yd',
    rollWidth: "12'",
    price: '30',
    cost: '18',
  });
  await post('/api/v1/catalog/products', {
    name: 'Subway tile',
    category: 'tile',
    unit: 'box',
    price: '25',
    cost: '15',
    tileLength: '6"',
    tileWidth: '3"',
    groutJoint: '1/8"',
    tilesPerBox: '44',
  });
  const jobId = await post('/api/v1/jobs', {
    title: 'Lima house',
    clientName: 'Beatriz Lima',
    clientEmail,
    address: '8 Pine St, Springfield',
  });

  // 1. Measure: the bedroom in carpet with its stairs, the bathroom in tile.
  await startJobMeasurement(page, 'Lima house');

  await page.getByRole('button', { name: 'Add room' }).click();
  const bedroom = page.getByRole('region', { name: /^Room 1/ });
  await bedroom.getByLabel('Room name').fill('Bedroom');
  await bedroom.getByLabel('Room — Length, feet', { exact: true }).fill('16');
  await bedroom.getByLabel('Room — Width, feet', { exact: true }).fill('14');
  await bedroom.getByLabel('Floor product').selectOption({ label: 'Saxony carpet' });
  await expect(bedroom.getByText("Roll: 12' wide (the product's)")).toBeVisible();
  await bedroom.getByRole('button', { name: 'More: openings, trim, pad, transitions, stairs' }).click();
  await bedroom.getByLabel('Stairs (count)').fill('13');
  await bedroom.getByLabel('Stair width, feet', { exact: true }).fill('3');
  await bedroom.getByLabel('Stair width, inches', { exact: true }).fill('6');
  await bedroom.getByLabel('Carpet per step (tread + riser + nose wrap), inches', { exact: true }).fill('18');

  await page.getByRole('button', { name: 'Add room' }).click();
  const bathroom = page.getByRole('region', { name: /^Room 2/ });
  await bathroom.getByLabel('Room name').fill('Bathroom');
  await bathroom.getByLabel('Room — Length, feet', { exact: true }).fill('9');
  await bathroom.getByLabel('Room — Width, feet', { exact: true }).fill('7');
  await bathroom.getByLabel('Floor product').selectOption({ label: 'Subway tile' });

  const carpet = page.getByTestId('product-total').filter({ hasText: 'Saxony carpet' });
  await expect(carpet.getByTestId('order-quantity')).toHaveText('13.50 linear yd');
  const tile = page.getByTestId('product-total').filter({ hasText: 'Subway tile' });
  await expect(tile.getByTestId('order-quantity')).toHaveText('12 boxes');
  await expect(tile.getByTestId('tile-figures')).toContainText('522');
  await expect(tile.getByTestId('tile-figures')).toContainText('555');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // 2. The job's estimate from the measurement: 8 % tax on materials, a 30 % deposit.
  await page.goto(`/dashboard/estimates?jobId=${jobId}`);
  await page.getByRole('button', { name: 'New estimate' }).first().click();
  const newEstimate = page.getByRole('dialog');
  await newEstimate.getByLabel('Title').fill('Carpet and tile');
  await newEstimate.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'EST-0001 · Carpet and tile', level: 1 })).toBeVisible();
  const estimateId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: 'Add lines from a measurement' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Lima house/ })
    .click();
  const lines = page.getByTestId('estimate-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel('Quantity')).toHaveValue('13.5');
  await expect(lines.nth(0).getByTestId('line-amount')).toContainText('$405.00');
  await expect(lines.nth(1).getByLabel('Quantity')).toHaveValue('12');
  await expect(lines.nth(1).getByTestId('line-amount')).toContainText('$300.00');
  await page.getByLabel('Tax rate (%)').fill('8');
  await page.getByLabel('Deposit', { exact: true }).selectOption({ label: 'Percent' });
  await page.getByLabel('Deposit (%)').fill('30');
  const totals = page.getByTestId('option-totals');
  await expect(totals.getByTestId('total-tax')).toContainText('$56.40');
  await expect(totals.getByTestId('total-total')).toContainText('$761.40');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Estimate sent to ${clientEmail}`)).toBeVisible();

  // 3. The client accepts on a phone; the deposit invoice is issued to them.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    extraHTTPHeaders: { 'x-e2e-client-ip': `10.252.${test.info().project.name === 'phone' ? 2 : 1}.7` },
  });
  const client = await phone.newPage();
  await client.goto(appLink(await latestEmail(clientEmail, /EST-0001/), /\/estimate\//));
  await expect(client.getByTestId('estimate-totals-total')).toContainText('$761.40');
  await client.getByTestId('signer-name').fill('Beatriz Lima');
  await signWithFinger(client);
  await client.getByRole('button', { name: 'Accept estimate' }).click();
  await expect(client.getByTestId('accepted-panel')).toContainText('$761.40');
  await phone.close();
  expect((await latestEmail(clientEmail, /INV-0001/)).text).toContain('$228.42');

  // 4. The final invoice: the accepted lines, the tax, the deposit credited, the rest billed.
  await page.goto(`/dashboard/estimates/${estimateId}`);
  await page.getByRole('button', { name: 'Final invoice' }).click();
  await expect(page.getByRole('heading', { name: /INV-0002/ })).toBeVisible();
  await expect(page.getByTestId('invoice-doc-line')).toHaveText([/Saxony carpet/, /Subway tile/]);
  const invoiceTotals = page.getByTestId('invoice-totals');
  await expect(invoiceTotals.getByTestId('total-subtotal')).toContainText('$705.00');
  await expect(invoiceTotals.getByTestId('total-tax')).toContainText('$56.40');
  await expect(invoiceTotals.getByTestId('total-acceptedTotal')).toContainText('$761.40');
  await expect(invoiceTotals).toContainText('Less INV-0001 (deposit)');
  await expect(invoiceTotals.getByTestId('total-total')).toContainText('$532.98');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send invoice' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Sent');

  // 5. The sales tax report: the sale as the estimate has it, whatever the two invoices split.
  await page.goto('/dashboard/financial-reports?tab=tax');
  await expect(page.getByTestId('tax-collected').getByTestId('amount')).toHaveText('$56.40');
  const month = page.getByTestId('tax-row').filter({ hasText: '$56.40' });
  await expect(month).toContainText('$705.00');

  // 6. The job's costs: revenue is what was invoiced without tax, the estimate's $705.00.
  await page.goto(`/dashboard/jobs/${jobId}`);
  const money = page.getByTestId('job-money');
  await expect(money.getByTestId('job-money-revenue').getByTestId('figure')).toHaveText('$705.00');
  await expect(money.getByTestId('job-money-revenue')).toContainText('Invoiced, without tax');

  // In Portuguese: the same figures.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/financial-reports?tab=tax');
  await expect(page.getByTestId('tax-collected').getByTestId('amount')).toContainText('56,40');
  await page.goto('/dashboard/manage');
  await page.getByTestId('invoice-row').filter({ hasText: 'INV-0002' }).getByRole('link').first().click();
  await expect(page.getByTestId('invoice-totals')).toContainText('Menos INV-0001 (sinal)');
  await expect(page.getByTestId('invoice-totals').getByTestId('total-total')).toContainText('Esta fatura');
  await expect(page.getByTestId('invoice-totals').getByTestId('total-total')).toContainText('532,98');
});
