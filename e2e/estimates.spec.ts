import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestEmail, signUpConfirmed, uniqueEmail } from './helpers.ts';

let companies = 0;

/** A Business Owner with a set-up company, signed in in this page's context. */
async function ownerWithCompany(page: Page): Promise<string> {
  const companyName = `Estimate Floors ${Date.now().toString(36)} ${++companies}`;
  await signUpConfirmed(page, {
    name: 'Edna Estimator',
    email: uniqueEmail('estimates-owner'),
    role: 'service_provider',
    companyName,
  });
  const res = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(res.status(), await res.text()).toBe(200);
  return companyName;
}

async function leadFor(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/v1/leads', {
    data: { name: 'Lena Lead', email, phone: '+1 555 010 4242', address: '12 Elm St' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('an owner prices, saves, previews, downloads, sends and revises an estimate', async ({ page }) => {
  test.setTimeout(120_000);
  const companyName = await ownerWithCompany(page);
  const clientEmail = uniqueEmail('estimates-client');
  const leadId = await leadFor(page, clientEmail);

  // From the lead (?leadId=): the list is narrowed to it, and the new estimate is for it.
  await page.goto(`/dashboard/estimates?leadId=${leadId}`);
  await expect(page.getByRole('heading', { name: 'Estimates', level: 1 })).toBeVisible();
  await expect(page.getByText('No estimates yet')).toBeVisible();
  await page.getByRole('button', { name: 'New estimate' }).first().click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Lead', { exact: true })).toHaveValue(leadId);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Living room oak');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/dashboard\/estimates\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { name: 'EST-0001 · Living room oak', level: 1 })).toBeVisible();
  await expect(page.getByTestId('estimate-status').first()).toHaveText('Draft');
  // The client comes from the lead.
  await expect(page.getByLabel('Client name')).toHaveValue('Lena Lead');
  await expect(page.getByLabel('Client e-mail')).toHaveValue(clientEmail);

  // A material line and a labor line.
  await page.getByRole('button', { name: 'Add material' }).click();
  const lines = page.getByTestId('estimate-line');
  await lines.nth(0).getByLabel('Description').fill('White oak, 5" plank');
  await lines.nth(0).getByLabel('Quantity').fill('3');
  await lines.nth(0).getByLabel('Unit', { exact: true }).selectOption({ label: 'box' });
  await lines.nth(0).getByLabel('Unit price ($)').fill('33.33');
  await lines.nth(0).getByLabel('Unit cost ($)').fill('20');
  await expect(lines.nth(0).getByTestId('line-amount')).toContainText('$99.99');
  await expect(lines.nth(0).getByTestId('line-amount')).toContainText('Margin $39.99 (40.0 %)');
  await page.getByRole('button', { name: 'Add labor' }).click();
  await expect(lines.nth(1).getByLabel('Kind')).toHaveValue('labor');
  await lines.nth(1).getByLabel('Description').fill('Install');
  await lines.nth(1).getByLabel('Quantity').fill('100');
  await lines.nth(1).getByLabel('Unit price ($)').fill('2.50');

  // 10 % off, 7 % tax on materials: live totals by the money rules (the discount's share of the
  // material line is $10.00, so the tax is 7 % of $89.99, $6.30).
  await page.getByLabel('Discount', { exact: true }).selectOption({ label: 'Percent' });
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByLabel('Tax rate (%)').fill('7');
  const totals = page.getByTestId('option-totals');
  await expect(totals.getByTestId('total-subtotal')).toContainText('$349.99');
  await expect(totals.getByTestId('total-discount')).toContainText('-$35.00');
  await expect(totals.getByTestId('total-tax')).toContainText('$6.30');
  await expect(totals.getByTestId('total-total')).toContainText('$321.29');
  // A refused figure is shown at its input while typing.
  await lines.nth(1).getByLabel('Quantity').fill('1,5');
  await expect(lines.nth(1).getByText('Please enter a valid number')).toBeVisible();
  await lines.nth(1).getByLabel('Quantity').fill('100');

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel('Unit price ($)')).toHaveValue('33.33');
  await expect(page.getByLabel('Discount (%)')).toHaveValue('10');
  await expect(totals.getByTestId('total-total')).toContainText('$321.29');

  // The preview: what the client reads, without costs.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/estimates\/preview\?id=/);
  const doc = page.getByTestId('estimate-document');
  await expect(doc).toContainText(companyName);
  await expect(doc).toContainText('EST-0001');
  await expect(doc).toContainText('White oak, 5" plank');
  await expect(doc).toContainText('$321.29');
  await expect(doc).not.toContainText('Margin');

  // The PDF, downloaded from the preview.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await readFile((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pdfResponse = await page.request.get(`/api/v1/estimates/${editorUrl.split('/').pop()}/pdf`);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');

  // Sent from the preview: the client gets the e-mail, the estimate is sent, the lead proposal_sent.
  await page.getByRole('button', { name: 'Send' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(clientEmail);
  await dialog.getByLabel('Message').fill('Here is our quote.');
  const sending = page.waitForResponse((res) => res.url().endsWith('/send'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = await sending;
  expect(sent.status(), await sent.text()).toBe(200);
  await expect(page.getByText(`Estimate sent to ${clientEmail}`)).toBeVisible();
  const mail = await latestEmail(clientEmail, /EST-0001/);
  expect(mail.subject).toContain(companyName);
  expect(mail.text).toContain('Here is our quote.');
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['EST-0001.pdf', 'application/pdf']]);
  expect(mail.attachments[0]!.size).toBeGreaterThan(5000);
  const lead = (await (await page.request.get(`/api/v1/leads/${leadId}`)).json()) as { status: string };
  expect(lead.status).toBe('proposal_sent');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByTestId('estimate-status').first()).toHaveText('Sent');
  // Sent: read only, with its history.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('estimate-history')).toContainText('Sent');

  // A new revision: a draft EST-0001-R2; the sent one says a newer revision exists.
  await page.getByRole('button', { name: 'New revision' }).click();
  await expect(page.getByRole('heading', { name: 'EST-0001-R2 · Living room oak', level: 1 })).toBeVisible();
  await expect(page.getByTestId('estimate-status').first()).toHaveText('Draft');
  await expect(lines).toHaveCount(2);
  await page.getByRole('link', { name: 'Revision 1' }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(page.getByText('A newer revision of this estimate exists.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New revision' })).toHaveCount(0);

  // The list: both revisions, with their status and total.
  await page.goto('/dashboard/estimates');
  const rows = page.getByTestId('estimate-row');
  await expect(rows.filter({ hasText: 'EST-0001-R2' })).toContainText('Draft');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'EST-0001', exact: true }) })).toContainText(
    '$321.29',
  );
  await page.getByLabel('Status').selectOption({ label: 'Sent' });
  await expect(rows).toHaveCount(1);

  // In Portuguese, the key labels.
  const pt = await page.request.patch('/api/v1/me', { data: { language: 'pt' } });
  expect(pt.status(), await pt.text()).toBe(200);
  await page.goto('/dashboard/estimates?status=draft');
  await expect(page.getByRole('heading', { name: 'Orçamentos', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo orçamento' })).toBeVisible();
  await expect(rows.first()).toContainText('Rascunho');
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Adicionar material' })).toBeVisible();
  await expect(page.getByText('Desconto, imposto e sinal')).toBeVisible();
  await expect(page.getByTestId('estimate-status').first()).toHaveText('Rascunho');
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible();
});

test("an estimate's lines come from the lead's measurement and the catalog", async ({ page }) => {
  await ownerWithCompany(page);
  const leadId = await leadFor(page, uniqueEmail('estimates-client'));
  const product = await page.request.post('/api/v1/catalog/products', {
    data: { name: 'White Oak Natural 5"', category: 'hardwood', unit: 'box', price: '89.50', coveragePerBox: '20' },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { id: string }).id;
  const measurement = await page.request.post('/api/v1/measurements', {
    data: {
      name: 'Silva residence',
      leadId,
      rooms: [{ name: 'Living room', shape: { kind: 'rectangles', main: { length: "12'", width: "10'" } }, productId }],
    },
  });
  expect(measurement.status(), await measurement.text()).toBe(201);
  const estimate = await page.request.post('/api/v1/estimates', { data: { title: 'Living room oak', leadId } });
  expect(estimate.status(), await estimate.text()).toBe(201);
  await page.goto(`/dashboard/estimates/${((await estimate.json()) as { id: string }).id}`);

  // The takeoff's lines, added to the option.
  await page.getByRole('button', { name: 'Add lines from a measurement' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Silva residence/ })
    .click();
  const lines = page.getByTestId('estimate-line');
  await expect(lines.first().getByLabel('Description')).toHaveValue(/White Oak Natural 5"/);
  await expect(lines.first().getByLabel('Unit', { exact: true })).toHaveValue('box');

  // A catalog product fills a line: labor by its category.
  await page.getByRole('button', { name: 'Add other' }).click();
  const last = lines.last();
  await last.getByRole('button', { name: /From catalog/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /White Oak Natural 5"/ })
    .click();
  await expect(last.getByLabel('Kind')).toHaveValue('material');
  await expect(last.getByLabel('Unit price ($)')).toHaveValue('89.50');
  await last.getByLabel('Quantity').fill('2');
  await expect(last.getByTestId('line-amount')).toContainText('$179.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});
