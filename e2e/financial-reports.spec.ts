import { readFile } from 'node:fs/promises';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { invitedMember, ownDevice, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's financial overview and reports, through the real server and Chromium, on each project
// (desktop and phone): an invoice with sales tax sent and a bill entered today; the overview shows
// this month's revenue, expenses and profit; the reports page shows them in the P&L by month, gives
// them as CSV and PDF, and the tax on its sales tax tab; then in Portuguese. A crew member is kept out.

async function ok<T>(res: APIResponse, status = 201): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

async function ownerWithCompany(page: Page, who: string) {
  await signUpConfirmed(page, {
    name: 'Rui Reports',
    email: uniqueEmail(`${who}-owner`),
    role: 'service_provider',
    companyName: `Report Floors ${Date.now().toString(36)}`,
  });
  await ok(await page.request.patch('/api/v1/company', { data: { setupCompleted: true } }), 200);
}

/** "November 2026" (or "Nov 2026", short) for a month key, as the English page names it. */
const monthName = (month: string, short = false) =>
  new Intl.DateTimeFormat('en-US', { month: short ? 'short' : 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

test('the overview and the reports show an invoice and a bill of this month, as CSV and PDF too', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, 'reports');
  // The company's own day: the invoice and the bill are dated on it, as the server dates this month.
  const { today } = await ok<{ today: string }>(await page.request.get('/api/v1/financials/overview'), 200);
  const month = today.slice(0, 7);

  // $1,000.00 of materials taxed at 7 % ($70.00), sent: revenue $1,000.00 (tax is not revenue).
  const invoice = await ok<{ id: string }>(
    await page.request.post('/api/v1/invoices', {
      data: {
        from: 'blank',
        title: 'Oak hallway',
        clientName: 'Rita Reyes',
        clientEmail: uniqueEmail('reports-client'),
        issueDate: today,
        taxRate: '7',
        taxAppliesTo: 'materials',
        lines: [{ kind: 'material', description: 'Oak plank', quantity: '10', unit: 'box', unitPrice: '100' }],
      },
    }),
  );
  await ok(await page.request.post(`/api/v1/invoices/${invoice.id}/send`, { data: {} }), 200);
  // A $250.00 bill for materials: this month's expense.
  await ok(
    await page.request.post('/api/v1/bills', {
      data: {
        from: 'manual',
        vendorName: 'Floor Depot',
        category: 'materials',
        billDate: today,
        dueDate: today,
        amountCents: 25_000,
      },
    }),
  );

  // The overview, from the sidebar (a drawer on a phone).
  await page.goto('/dashboard');
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Financials' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financials$/);
  await expect(page.getByRole('heading', { name: 'Financials', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Financials · Floor Pro');
  await expect(page.getByTestId('overview-revenue').getByTestId('this-month')).toHaveText('$1,000.00');
  await expect(page.getByTestId('overview-expenses').getByTestId('this-month')).toHaveText('$250.00');
  await expect(page.getByTestId('overview-profit').getByTestId('this-month')).toHaveText('$750.00');
  await expect(page.getByTestId('overview-profit').getByTestId('this-year')).toHaveText('$750.00');
  // What is owed: the invoice with its tax, and the bill, due today.
  await expect(page.getByTestId('overview-receivables').getByTestId('amount')).toHaveText('$1,070.00');
  await expect(page.getByTestId('overview-payables').getByTestId('amount')).toHaveText('$250.00');
  await expect(page.getByTestId('overview-payables')).toContainText('1 open bill');
  await expect(page.getByTestId('overview-cash').getByTestId('amount')).toHaveText('$0.00');
  // The chart's figures, for screen readers.
  const chart = page.getByRole('table', { name: 'Revenue, costs and profit by month' });
  await expect(chart.getByRole('row', { name: new RegExp(monthName(month)) })).toContainText('$750.00');
  await expect(page.getByTestId('basis-note')).toContainText('accrual basis');

  // The reports: this year to date, the P&L by month.
  await page.getByRole('link', { name: /Financial reports/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/financial-reports$/);
  await expect(page.getByRole('heading', { name: 'Financial reports', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Financial reports · Floor Pro');
  await expect(page.getByLabel('Range', { exact: true })).toHaveValue('thisYear');
  await expect(page.getByRole('tab', { name: 'Profit and loss' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByTestId('pnl-row').filter({ hasText: monthName(month, true) });
  await expect(row).toContainText('$1,000.00');
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('$750.00');
  await expect(row).toContainText('75.0 %');
  await expect(page.getByTestId('pnl-total')).toContainText('$750.00');
  await expect(page.getByTestId('pnl-profit').getByTestId('amount')).toHaveText('$750.00');
  await expect(page.getByTestId('pnl-cost-row')).toHaveText(/Materials\s*\$250\.00/);

  // As CSV: the month's line in dollars, the range in the name.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV of Profit and loss' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`profit-and-loss-by-month-${today.slice(0, 4)}-01-01-to-${today}.csv`);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text).toContain('Month,Revenue,Materials,Subcontractors,');
  expect(text).toContain(`${month},1000.00,250.00,${'0.00,'.repeat(11)}250.00,750.00,75.0\r\n`);
  expect(text).toContain(`Total,1000.00,250.00,`);

  // As a PDF.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF of Profit and loss' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`profit-and-loss-by-month-${today.slice(0, 4)}-01-01-to-${today}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // By service category: the invoice and the bill have no job.
  await page.getByRole('button', { name: 'Service category' }).click();
  await expect(page).toHaveURL(/by=service_type/);
  await expect(page.getByTestId('pnl-row').filter({ hasText: 'No service category' })).toContainText('$750.00');

  // The sales tax: $70.00 collected this month.
  await page.getByRole('tab', { name: 'Sales tax' }).click();
  await expect(page).toHaveURL(/tab=tax/);
  await expect(page.getByTestId('tax-collected').getByTestId('amount')).toHaveText('$70.00');
  const taxRow = page.getByTestId('tax-row').filter({ hasText: monthName(month) });
  await expect(taxRow).toContainText('$1,000.00');
  await expect(taxRow).toContainText('$70.00');

  // Last year: nothing.
  await page.getByLabel('Range', { exact: true }).selectOption('lastYear');
  await expect(page.getByTestId('tax-collected').getByTestId('amount')).toHaveText('$0.00');
  await expect(page.getByTestId('tax-row')).toHaveCount(12);

  // In Portuguese.
  await ok(await page.request.patch('/api/v1/me', { data: { language: 'pt' } }), 200);
  await page.goto('/dashboard/financial-reports?tab=tax');
  await expect(page.getByRole('heading', { name: 'Relatórios financeiros', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Relatórios financeiros · Floor Pro');
  await expect(page.getByRole('tab', { name: 'Imposto sobre vendas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tax-collected')).toContainText('Imposto cobrado no período');
  await expect(page.getByTestId('tax-collected').getByTestId('amount')).toContainText('70,00');
  await page.getByRole('tab', { name: 'Resultados' }).click();
  await expect(page.getByTestId('pnl-total')).toContainText('750,00');
  await expect(page.getByRole('link', { name: 'Baixar CSV de Resultados' })).toBeVisible();
  await page.goto('/dashboard/financials');
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overview-revenue')).toContainText('Receita');
  await expect(page.getByTestId('overview-revenue').getByTestId('this-month')).toContainText('1.000,00');
});

test('a crew member cannot open the financial overview or reports', async ({ page, browser }, testInfo) => {
  await ownerWithCompany(page, 'reports-crew');
  const { page: crew, context: crewContext } = await invitedMember(
    page,
    browser,
    ownDevice(testInfo.project, 252, 27),
    {
      who: 'reports-crew',
      name: 'Cora Crew',
    },
  );

  expect((await crew.request.get('/api/v1/financials/overview')).status()).toBe(403);
  expect((await crew.request.get('/api/v1/financials/reports/profit-and-loss')).status()).toBe(403);
  for (const path of ['/dashboard/financials', '/dashboard/financial-reports']) {
    await crew.goto(path);
    await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(crew.getByText(path)).toBeVisible();
  }
  // No way there from the menu either.
  await crew.goto('/dashboard');
  if (testInfo.project.name === 'phone') await crew.getByRole('button', { name: 'Open menu' }).click();
  const nav = crew.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Work logs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Financials' })).toHaveCount(0);
  await crewContext.close();
});
