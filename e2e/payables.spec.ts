import type { Page } from '@playwright/test';
import { addDays } from '../src/shared/days.ts';
import { expect, test } from './fixtures.ts';
import { invitedMember, ownDevice, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's accounts payable, through the real server and Chromium, on each project (desktop and
// phone): a bill typed in, paid in two parts; one overdue; one voided with its reason; the summary's
// figures after each; a received material order billed from its page; the page in Portuguese. And
// a crew member, whom the permission table keeps out.

async function ownerWithCompany(page: Page, who: string) {
  await signUpConfirmed(page, {
    name: 'Paula Payable',
    email: uniqueEmail(`${who}-owner`),
    role: 'service_provider',
    companyName: `Payable Floors ${Date.now().toString(36)}`,
  });
  const company = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(company.status(), await company.text()).toBe(200);
}

/** The company's own day: due dates are counted from it, as the server counts them. */
async function companyToday(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/financials/payables');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { today: string }).today;
}

async function created(page: Page, path: string, data: object): Promise<string> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: string }).id;
}

test('an owner enters bills, pays one in two parts, voids another; the totals follow', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, 'payables');
  const today = await companyToday(page);

  // Reached from accounts receivable; nothing owed yet.
  await page.goto('/dashboard/accounts-receivable');
  await page.getByRole('link', { name: 'Accounts payable' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accounts-payable$/);
  await expect(page.getByRole('heading', { name: 'Accounts payable', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Accounts payable · Floor Pro');
  await expect(page.getByRole('heading', { name: 'No bills yet' })).toBeVisible();
  await expect(page.getByTestId('payables-balance')).toContainText('$0.00');
  await expect(page.getByRole('link', { name: 'Accounts receivable' })).toHaveAttribute(
    'href',
    '/dashboard/accounts-receivable',
  );

  // A bill typed in: the form checks it first, then saves it.
  await page.getByRole('button', { name: 'New bill' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New bill' })).toBeVisible();
  await expect(dialog.getByLabel('Bill date')).toHaveValue(today);
  await expect(dialog.getByLabel('Due date')).toHaveValue(addDays(today, 30));
  await dialog.getByRole('button', { name: 'Save bill' }).click();
  await expect(dialog.getByText("Enter the vendor's name.")).toBeVisible();
  await expect(dialog.getByText('Enter the amount.')).toBeVisible();
  await dialog.getByLabel('Vendor', { exact: true }).fill('Floor Supply Co.');
  await dialog.getByLabel('Vendor type').selectOption({ label: 'Supplier' });
  await dialog.getByLabel('Category').selectOption({ label: 'Materials' });
  await dialog.getByLabel('Amount ($)').fill('1,250.00');
  await dialog.getByLabel("Vendor's invoice number").fill('FS-20931');
  await dialog.getByLabel('Description').fill('White oak, 42 boxes');
  await dialog.getByLabel('Due date').fill(addDays(today, -1));
  await dialog.getByRole('button', { name: 'Save bill' }).click();
  await expect(dialog.getByText('The due date cannot be before the bill date.')).toBeVisible();
  await dialog.getByLabel('Due date').fill(addDays(today, 10));
  await dialog.getByRole('button', { name: 'Save bill' }).click();
  await expect(page.getByText('Bill from Floor Supply Co. for $1,250.00 saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Two more through the API: a subcontractor's, 5 days late, and one entered by mistake.
  await created(page, '/api/v1/bills', {
    from: 'manual',
    vendorName: 'Cedar Install Crew',
    vendorKind: 'subcontractor',
    category: 'subcontractors',
    billDate: addDays(today, -20),
    dueDate: addDays(today, -5),
    amountCents: 40_000,
  });
  await created(page, '/api/v1/bills', {
    from: 'manual',
    vendorName: 'Duplicate Oak',
    billDate: today,
    dueDate: addDays(today, 3),
    amountCents: 9_999,
  });
  await page.reload();

  // The totals: $1,749.99 owed on three bills, $400.00 of it late; $99.99 due within a week.
  await expect(page.getByTestId('payables-balance')).toContainText('$1,749.99');
  await expect(page.getByTestId('payables-balance')).toContainText('3 open bills');
  await expect(page.getByTestId('payables-overdue')).toContainText('$400.00');
  await expect(page.getByTestId('payables-overdue')).toContainText('1 overdue bill');
  await expect(page.getByTestId('payables-next7')).toContainText('$99.99');
  await expect(page.getByTestId('payables-next30')).toContainText('$1,349.99');
  const figures = page.getByRole('table', { name: 'Open balance by expense category' });
  await expect(figures.getByRole('row', { name: /Materials/ })).toContainText('$1,349.99');
  await expect(figures.getByRole('row', { name: /Subcontractors/ })).toContainText('$400.00');
  // Due first, the late one said so in words.
  const dueSoon = page.getByTestId('due-soon-bill');
  await expect(dueSoon).toHaveCount(3);
  await expect(dueSoon.nth(0)).toContainText('Cedar Install Crew');
  await expect(dueSoon.nth(0).getByTestId('bill-due-state')).toHaveText('5 days overdue');
  await expect(dueSoon.nth(1)).toContainText('Duplicate Oak');
  await expect(dueSoon.nth(1).getByTestId('bill-due-state')).toHaveText('Due in 3 days');
  await expect(dueSoon.nth(2)).toContainText('$1,250.00');

  // The list's filters.
  const rows = page.getByTestId('bill-row');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Due', { exact: true }).selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/\?due=overdue$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Cedar Install Crew');
  await page.getByLabel('Due', { exact: true }).selectOption({ label: 'Any due date' });
  await page.getByLabel('Search bills').fill('FS-209');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Floor Supply Co.');
  await page.getByLabel('Search bills').fill('');
  await expect(rows).toHaveCount(3);

  // Paid in part: partially paid, its balance shown; more than the balance is refused.
  await rows.filter({ hasText: 'Floor Supply Co.' }).getByRole('link', { name: 'Floor Supply Co.' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accounts-payable\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Floor Supply Co.', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Bill · Floor Pro');
  await expect(page.getByTestId('bill-status')).toHaveText('Open');
  await page.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog');
  await expect(pay.getByLabel('Amount paid ($)')).toHaveValue('1250.00');
  await expect(pay.getByLabel('Paid on')).toHaveValue(today);
  await pay.getByLabel('Amount paid ($)').fill('1300');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByText('The payment cannot be more than the balance due.')).toBeVisible();
  await pay.getByLabel('Amount paid ($)').fill('500');
  await pay.getByLabel('Method').selectOption({ label: 'Check' });
  await pay.getByLabel('Reference').fill('Check 1042');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment of $500.00 recorded. Still owed: $750.00')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(page.getByTestId('bill-status')).toHaveText('Partially paid');
  await expect(page.getByTestId('bill-balance-due')).toHaveText('$750.00');
  await expect(page.getByTestId('bill-paid')).toHaveText('$500.00');
  await expect(page.getByTestId('bill-payment')).toHaveCount(1);
  await expect(page.getByTestId('bill-payment')).toContainText('Check 1042');
  // Once paid on, it can no longer be changed or voided.
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);

  // The rest: paid.
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByLabel('Amount paid ($)')).toHaveValue('750.00');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('bill-status')).toHaveText('Paid');
  await expect(page.getByTestId('bill-balance-due')).toHaveText('$0.00');
  await expect(page.getByTestId('bill-payment')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // The bill entered by mistake: voided with a reason, after a confirmation.
  await page.getByRole('link', { name: 'Accounts payable' }).click();
  await rows.filter({ hasText: 'Duplicate Oak' }).getByRole('link', { name: 'Duplicate Oak' }).click();
  await page.getByRole('button', { name: 'Void' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Void the bill from Duplicate Oak?' })).toBeVisible();
  await confirm.getByLabel('Reason').fill('Entered twice');
  await confirm.getByRole('button', { name: 'Void bill' }).click();
  await expect(page.getByText('The bill from Duplicate Oak is void')).toBeVisible();
  await expect(page.getByTestId('bill-status')).toHaveText('Void');
  await expect(page.getByTestId('void-notice')).toHaveText('This bill is void: Entered twice');
  await expect(page.getByTestId('bill-balance-due')).toHaveText('$0.00');

  // The totals now: only the late subcontractor's $400.00 is owed.
  await page.getByRole('link', { name: 'Accounts payable' }).click();
  await expect(page.getByTestId('payables-balance')).toContainText('$400.00');
  await expect(page.getByTestId('payables-balance')).toContainText('1 open bill');
  await expect(page.getByTestId('payables-overdue')).toContainText('$400.00');
  await expect(page.getByTestId('payables-next7')).toContainText('$0.00');
  await expect(page.getByTestId('payables-next30')).toContainText('$0.00');
  await expect(page.getByTestId('due-soon-bill')).toHaveCount(1);
  await expect(figures.getByRole('row', { name: /Materials/ })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Floor Supply Co.' }).getByTestId('bill-status')).toHaveText('Paid');
  await expect(rows.filter({ hasText: 'Duplicate Oak' }).getByTestId('bill-status')).toHaveText('Void');
  await expect(page.getByTestId('bills-sums')).toHaveText('3 bills · billed $1,650.00 · still owed $400.00');
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Floor Supply Co.');

  // In Portuguese.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/accounts-payable');
  await expect(page.getByRole('heading', { name: 'Contas a pagar', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Contas a pagar · Floor Pro');
  await expect(page.getByTestId('payables-balance')).toContainText('Saldo em aberto');
  await expect(page.getByTestId('payables-balance')).toContainText('400,00');
  await expect(page.getByTestId('due-soon-bill').getByTestId('bill-due-state')).toHaveText('Vencida há 5 dias');
  await expect(rows.filter({ hasText: 'Duplicate Oak' }).getByTestId('bill-status')).toHaveText('Anulada');
  await expect(rows.filter({ hasText: 'Floor Supply Co.' }).getByTestId('bill-status')).toHaveText('Paga');
  await expect(page.getByRole('button', { name: 'Nova conta' })).toBeVisible();
});

test('a received material order becomes a bill from its page, once', async ({ page }) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, 'payables-order');
  const today = await companyToday(page);
  const supplierId = await created(page, '/api/v1/catalog/suppliers', {
    name: 'Oak Supply Co',
    email: uniqueEmail('payables-supplier'),
  });
  const jobId = await created(page, '/api/v1/jobs', { title: 'Elm St – White oak', address: '9 Elm St' });
  const orderId = await created(page, '/api/v1/orders', {
    supplierId,
    jobId,
    items: [{ description: 'White oak plank', quantity: '10', unit: 'box', unitCost: '86.24' }],
  });

  // Not received yet: no bill section.
  await page.goto(`/dashboard/tools/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'PO-0001', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-bill')).toHaveCount(0);

  const sent = await page.request.post(`/api/v1/orders/${orderId}/send`, { data: { to: 'po@supply.example' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const order = (await (await page.request.get(`/api/v1/orders/${orderId}`)).json()) as { items: { id: string }[] };
  const received = await page.request.post(`/api/v1/orders/${orderId}/receipts`, {
    data: { items: [{ itemId: order.items[0]!.id, quantity: '10' }] },
  });
  expect(received.status(), await received.text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  const section = page.getByTestId('order-bill');
  await expect(section.getByRole('heading', { name: 'Bill' })).toBeVisible();
  await expect(section).toContainText('No bill has been made from this order yet.');
  await section.getByRole('button', { name: 'Create bill' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create a bill from PO-0001' })).toBeVisible();
  await expect(dialog).toContainText('$862.40');
  await dialog.getByLabel('Due', { exact: true }).selectOption({ label: 'In 15 days' });
  await dialog.getByLabel("Vendor's invoice number").fill('OS-7781');
  await dialog.getByRole('button', { name: 'Create bill' }).click();
  await expect(page.getByText('Bill from Oak Supply Co for $862.40 saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('bill-status')).toHaveText('Open');
  await expect(section).toContainText('$862.40');
  await expect(section.getByRole('button', { name: 'Create bill' })).toHaveCount(0);

  // Still there on the next visit: the order is billed once.
  await page.reload();
  await expect(section.getByRole('link', { name: 'Open the bill' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create bill' })).toHaveCount(0);
  const twice = await page.request.post('/api/v1/bills', {
    data: { from: 'order', orderId, dueDate: addDays(today, 30) },
  });
  expect(twice.status()).toBe(409);

  // The bill: the supplier, the order's total and job, due in 15 days; it links back to the order.
  await section.getByRole('link', { name: 'Open the bill' }).click();
  await expect(page.getByRole('heading', { name: 'Oak Supply Co', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bill-amount')).toHaveText('$862.40');
  await expect(page.getByText('Ref. OS-7781')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Job: Elm St – White oak' })).toBeVisible();
  await expect(page.getByTestId('bill-due-state')).toHaveText('Due in 15 days');
  await page.getByRole('link', { name: 'From a material order' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tools/orders/${orderId}$`));

  // And it counts in what the company owes.
  await page.goto('/dashboard/accounts-payable');
  await expect(page.getByTestId('payables-balance')).toContainText('$862.40');
  await expect(page.getByTestId('payables-next30')).toContainText('$862.40');
  await expect(page.getByTestId('payables-next7')).toContainText('$0.00');
});

test('a crew member cannot open accounts payable', async ({ page, browser }, testInfo) => {
  await ownerWithCompany(page, 'payables-denied');
  const { page: crew, context: crewContext } = await invitedMember(page, browser, ownDevice(testInfo.project, 251, 9), {
    who: 'payables-crew',
    name: 'Cato Crew',
  });

  expect((await crew.request.get('/api/v1/financials/payables')).status()).toBe(403);
  expect((await crew.request.get('/api/v1/bills')).status()).toBe(403);
  await crew.goto('/dashboard/accounts-payable');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.getByText('/dashboard/accounts-payable')).toBeVisible();
  await expect(crew.getByRole('heading', { name: 'Accounts payable' })).toHaveCount(0);
  await crewContext.close();
});
