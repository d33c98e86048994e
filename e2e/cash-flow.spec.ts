import type { Page } from '@playwright/test';
import { addDays } from '../src/shared/days.ts';
import { expect, test } from './fixtures.ts';
import { invitedMember, ownDevice, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's cash flow, the phone's Money tab, through the real server and Chromium on each project
// (desktop and phone): an invoice paid today, a bill paid today and an invoice due in 10 days; the
// totals, the current period, the running balance and the 90-day projection; by month; then in
// Portuguese. And a crew member, whom the permission table keeps out.

async function ownerWithCompany(page: Page, who: string) {
  await signUpConfirmed(page, {
    name: 'Cass Cashflow',
    email: uniqueEmail(`${who}-owner`),
    role: 'service_provider',
    companyName: `Cash Floors ${Date.now().toString(36)}`,
  });
  const company = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(company.status(), await company.text()).toBe(200);
}

test('money in and out this period, the running balance and the next 90 days, by week and by month', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await ownerWithCompany(page, 'cash-flow');
  // The company's own day: the payments below are dated on it, and the due dates counted from it.
  const empty = await page.request.get('/api/v1/financials/cash-flow');
  expect(empty.status(), await empty.text()).toBe(200);
  const { today } = (await empty.json()) as { today: string };

  const invoice = async (title: string, dueDate: string, unitPrice: string) => {
    const res = await page.request.post('/api/v1/invoices', {
      data: {
        from: 'blank',
        title,
        clientName: 'Rita Reyes',
        clientEmail: uniqueEmail('cash-client'),
        issueDate: today,
        dueTerms: 'custom',
        dueDate,
        lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const sent = await page.request.post(`/api/v1/invoices/${id}/send`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    return id;
  };
  // In: $450.00 paid today. Expected: $1,200.00 due in 10 days. Out: a $175.25 bill paid today.
  const paid = await invoice('Reyes hallway', today, '450');
  const payment = await page.request.post(`/api/v1/invoices/${paid}/payments`, {
    data: { method: 'check', amountCents: 45000 },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  await invoice('Reyes kitchen', addDays(today, 10), '1200');
  const bill = await page.request.post('/api/v1/bills', {
    data: {
      from: 'manual',
      vendorName: 'Floor Supply Co.',
      billDate: today,
      dueDate: addDays(today, 5),
      amountCents: 17525,
    },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  const { id: billId } = (await bill.json()) as { id: string };
  const billPaid = await page.request.post(`/api/v1/bills/${billId}/payments`, {
    data: { method: 'check', amountCents: 17525 },
  });
  expect(billPaid.status(), await billPaid.text()).toBe(201);

  // Phones reach it from the bottom bar's Money tab; desktops by its address.
  if (phone) {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Money' }).click();
  } else {
    await page.goto('/dashboard/cash-flow');
  }
  await expect(page).toHaveURL(/\/dashboard\/cash-flow$/);
  await expect(page.getByRole('heading', { name: 'Cash flow', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Cash flow · Floor Pro');
  await expect(page.getByRole('group', { name: 'Show by' }).getByRole('button', { name: 'Week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The range's totals and today's balance.
  await expect(page.getByTestId('cash-in').getByTestId('cash-amount')).toHaveText('$450.00');
  await expect(page.getByTestId('cash-out').getByTestId('cash-amount')).toHaveText('$175.25');
  await expect(page.getByTestId('cash-net').getByTestId('cash-amount')).toHaveText('$274.75');
  await expect(page.getByTestId('cash-balance').getByTestId('cash-amount')).toHaveText('$274.75');

  // This week: a list on phones (newest first, open), a table on desktops (oldest first).
  const currentPeriod = () =>
    phone ? page.getByTestId('cash-period').first() : page.getByTestId('cash-period-row').last();
  const checkCurrent = async () => {
    const period = currentPeriod();
    await expect(period).toBeVisible();
    await expect(period.getByTestId('period-in')).toHaveText('$450.00');
    await expect(period.getByTestId('period-out')).toHaveText('$175.25');
    await expect(period.getByTestId('period-balance')).toHaveText('$274.75');
  };
  await checkCurrent();
  if (phone) {
    // Each period opens and closes onto its breakdown.
    const period = currentPeriod();
    await expect(period.getByTestId('period-bills')).toBeVisible();
    await period.locator('summary').click();
    await expect(period.getByTestId('period-bills')).toBeHidden();
    await period.locator('summary').click();
    await expect(period.getByTestId('period-bills')).toHaveText('$175.25');
  } else {
    await expect(page.getByTestId('cash-period-row')).toHaveCount(12);
  }
  // The chart's figures, for screen readers.
  const chartTable = page.getByRole('table', { name: 'Money in and out by week', exact: true });
  await expect(chartTable.getByRole('row')).toHaveCount(13);
  await expect(chartTable.getByRole('row').last()).toContainText('$450.00');
  await expect(chartTable.getByRole('row').last()).toContainText('$274.75');

  // The next 90 days: the invoice due in 10 days comes in; the balance would reach $1,474.75.
  const projection = page.getByTestId('cash-projection');
  await expect(projection.getByRole('heading', { name: 'Next 90 days' })).toBeVisible();
  await expect(projection.getByTestId('projection-in')).toContainText('$1,200.00');
  await expect(projection.getByTestId('projection-out')).toContainText('$0.00');
  await expect(projection.getByTestId('projection-end')).toContainText('$1,474.75');
  const weeks = page.getByRole('table', { name: 'Expected money in and out by week over the next 90 days' });
  await expect(weeks.getByRole('row').filter({ hasText: '$1,200.00' })).toHaveCount(1);
  await expect(weeks.getByRole('row').filter({ hasText: '$1,200.00' })).toContainText('$1,474.75');

  // By month: the same money in this month.
  await page.getByRole('group', { name: 'Show by' }).getByRole('button', { name: 'Month' }).click();
  await expect(page).toHaveURL(/\?interval=month$/);
  await expect(page.getByRole('heading', { name: 'By month' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('recent');
  await expect(page.getByRole('option', { name: 'Last 12 months' })).toBeAttached();
  await checkCurrent();
  // This year, by month: the range's totals still hold the money of today.
  await page.getByRole('combobox', { name: 'Range' }).selectOption('thisYear');
  await expect(page).toHaveURL(/range=thisYear/);
  await expect(page.getByTestId('cash-in').getByTestId('cash-amount')).toHaveText('$450.00');
  await checkCurrent();

  // In Portuguese.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/cash-flow');
  await expect(page.getByRole('heading', { name: 'Fluxo de caixa', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Fluxo de caixa · Floor Pro');
  await expect(
    page.getByRole('group', { name: 'Mostrar por' }).getByRole('button', { name: 'Semana' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cash-in').getByText('Entradas')).toBeVisible();
  await expect(page.getByTestId('cash-in').getByTestId('cash-amount')).toContainText('450,00');
  await expect(page.getByTestId('cash-out').getByText('Saídas')).toBeVisible();
  await expect(page.getByTestId('cash-out').getByTestId('cash-amount')).toContainText('175,25');
  await expect(page.getByRole('heading', { name: 'Próximos 90 dias' })).toBeVisible();
  await expect(page.getByTestId('projection-in')).toContainText('1.200,00');
  await expect(page.getByRole('heading', { name: 'Por semana' })).toBeVisible();
});

test('a crew member cannot open cash flow; an owner with no money recorded sees the empty state', async ({
  page,
  browser,
}, testInfo) => {
  await ownerWithCompany(page, 'cash-flow-empty');
  await page.goto('/dashboard/cash-flow');
  await expect(page.getByRole('heading', { name: 'Cash flow', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No money has moved yet.' })).toBeVisible();
  await expect(page.getByTestId('cash-balance').getByTestId('cash-amount')).toHaveText('$0.00');

  const { page: crew, context: crewContext } = await invitedMember(page, browser, ownDevice(testInfo.project, 250, 9), {
    who: 'cash-flow-crew',
    name: 'Cato Crew',
  });

  expect((await crew.request.get('/api/v1/financials/cash-flow')).status()).toBe(403);
  await crew.goto('/dashboard/cash-flow');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.getByText('/dashboard/cash-flow')).toBeVisible();
  await expect(crew.getByRole('heading', { name: 'Cash flow' })).toHaveCount(0);
  await crewContext.close();
});
