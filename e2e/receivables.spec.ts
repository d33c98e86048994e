import type { Page } from '@playwright/test';
import { addDays } from '../src/shared/days.ts';
import { expect, test } from './fixtures.ts';
import { appLink, invitedMember, ownDevice, latestEmail, outbox, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's accounts receivable, through the real server and Chromium, on each project (desktop
// and phone): two invoices sent to one client, one 45 days past due and one due in 10 days; the
// aging buckets, the client's line, a bucket's invoices, a reminder e-mailed; then in Portuguese.
// And a crew member, whom the permission table keeps out.

async function ownerWithCompany(page: Page, who: string) {
  await signUpConfirmed(page, {
    name: 'Rhea Receivable',
    email: uniqueEmail(`${who}-owner`),
    role: 'service_provider',
    companyName: `Receivable Floors ${Date.now().toString(36)}`,
  });
  const company = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(company.status(), await company.text()).toBe(200);
}

test('what clients owe, by age and by client; a bucket lists its invoices and a reminder goes out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ownerWithCompany(page, 'receivables');
  // The company's own day (its time zone): the dates below are counted from it, as the server ages them.
  const empty = await page.request.get('/api/v1/financials/receivables');
  expect(empty.status(), await empty.text()).toBe(200);
  const { today } = (await empty.json()) as { today: string };

  const clientEmail = uniqueEmail('receivables-client');
  const invoice = async (title: string, issueDate: string, dueDate: string, quantity: string, unitPrice: string) => {
    const res = await page.request.post('/api/v1/invoices', {
      data: {
        from: 'blank',
        title,
        clientName: 'Rita Reyes',
        clientEmail,
        issueDate,
        dueTerms: 'custom',
        dueDate,
        lines: [{ kind: 'labor', description: 'Install', quantity, unit: 'sq ft', unitPrice }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const sent = await page.request.post(`/api/v1/invoices/${id}/send`, { data: {} });
    expect(sent.status(), await sent.text()).toBe(200);
    return id;
  };
  // INV-0001: $450.00, 45 days late (31–60). INV-0002: $1,200.00, due in 10 days (current).
  const oldId = await invoice('Reyes hallway', addDays(today, -60), addDays(today, -45), '100', '4.5');
  await invoice('Reyes kitchen', today, addDays(today, 10), '10', '120');
  await latestEmail(clientEmail, /INV-0002/);
  const oldMails = async () => (await outbox(clientEmail)).filter((m) => /INV-0001/.test(m.subject));
  expect(await oldMails()).toHaveLength(1);

  // From the invoices page, which links to the report for those who may read financials.
  await page.goto('/dashboard/manage');
  await page.getByRole('link', { name: 'Accounts receivable' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accounts-receivable$/);
  await expect(page.getByRole('heading', { name: 'Accounts receivable', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Accounts receivable · Floor Pro');

  // The totals: $1,650.00 owed on two invoices, $450.00 of it overdue, one client.
  await expect(page.getByTestId('receivables-owed')).toContainText('$1,650.00');
  await expect(page.getByTestId('receivables-owed')).toContainText('2 open invoices');
  await expect(page.getByTestId('receivables-overdue')).toContainText('$450.00');
  await expect(page.getByTestId('receivables-overdue')).toContainText('1 overdue invoice');
  await expect(page.getByTestId('receivables-clients')).toContainText('1');

  // The aging buckets, each with its amount and count.
  const bucket = (name: string) =>
    page.getByRole('group', { name: 'Filter the open invoices by age' }).getByRole('button', { name });
  await expect(bucket('Current').getByTestId('aging-amount')).toHaveText('$1,200.00');
  await expect(bucket('31–60 days').getByTestId('aging-amount')).toHaveText('$450.00');
  await expect(bucket('31–60 days')).toContainText('1 open invoice');
  await expect(bucket('1–30 days').getByTestId('aging-amount')).toHaveText('$0.00');
  // The same figures for screen readers, in a table.
  const figures = page.getByRole('table', { name: 'Open balances by days past due' });
  await expect(figures.getByRole('row', { name: /31–60 days/ })).toContainText('$450.00');
  await expect(figures.getByRole('row', { name: /31–60 days/ })).toContainText('27 %');

  // By client: Rita owes both, the oldest 45 days late.
  const client = page.getByTestId('receivable-client').filter({ hasText: 'Rita Reyes' });
  await expect(client).toHaveCount(1);
  await expect(client).toContainText(clientEmail);
  await expect(client.getByTestId('client-balance')).toContainText('$1,650.00');
  await expect(client).toContainText('45 days');

  // With no bucket chosen, the overdue invoices; the 31–60 bucket lists only the old invoice.
  const rows = page.getByTestId('receivable-invoice');
  await expect(page.getByRole('heading', { name: 'Overdue invoices' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await bucket('Current').click();
  await expect(bucket('Current')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?aging=current$/);
  await expect(rows.filter({ hasText: 'INV-0002' })).toHaveCount(1);
  await expect(rows).toHaveCount(1);
  await bucket('31–60 days').click();
  await expect(bucket('31–60 days')).toHaveAttribute('aria-pressed', 'true');
  await expect(bucket('Current')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Open invoices: 31–60 days' })).toBeVisible();
  await expect(rows.filter({ hasText: 'INV-0001' })).toHaveCount(1);
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: 'INV-0001' });
  await expect(row).toContainText('$450.00');
  await expect(row).toContainText('45 days');
  await expect(row.getByRole('link', { name: 'Reyes hallway' })).toHaveAttribute(
    'href',
    `/dashboard/invoices/${oldId}`,
  );

  // A reminder: the message prefilled and editable, sent again to the client.
  await row.getByRole('button', { name: 'Send reminder for INV-0001' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Send a reminder for INV-0001' })).toBeVisible();
  await expect(dialog).toContainText(clientEmail);
  const message = dialog.getByLabel('Message');
  await expect(message).toHaveValue(/^Friendly reminder: invoice INV-0001 for \$450\.00 was due on .+\.$/);
  await message.fill(`${await message.inputValue()} Thank you!`);
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByText(`Reminder sent to ${clientEmail}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await oldMails()).length).toBe(2);
  const reminder = (await oldMails())[0]!;
  expect(reminder.text).toContain('Friendly reminder: invoice INV-0001 for $450.00 was due on');
  expect(reminder.text).toContain('Thank you!');
  expect(appLink(reminder, /\/invoice\//)).toBeTruthy();
  // Still owed: the report and the list are refetched and still show it.
  await expect(rows.filter({ hasText: 'INV-0001' })).toHaveCount(1);
  await expect(bucket('31–60 days').getByTestId('aging-amount')).toHaveText('$450.00');

  // In Portuguese, with the bucket still chosen in the address.
  expect((await page.request.patch('/api/v1/me', { data: { language: 'pt' } })).status()).toBe(200);
  await page.goto('/dashboard/accounts-receivable?aging=days_31_60');
  await expect(page.getByRole('heading', { name: 'Contas a receber', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Contas a receber · Floor Pro');
  const buckets = page.getByRole('group', { name: 'Filtrar as faturas em aberto por atraso' });
  await expect(buckets.getByRole('button', { name: /31–60 dias/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(buckets.getByRole('button', { name: /A vencer/ }).getByTestId('aging-amount')).toContainText('1.200,00');
  await expect(page.getByRole('heading', { name: 'Faturas em aberto: 31–60 dias' })).toBeVisible();
  await expect(
    rows.filter({ hasText: 'INV-0001' }).getByRole('button', { name: 'Enviar lembrete da INV-0001' }),
  ).toBeVisible();
  await expect(page.getByTestId('receivable-client').filter({ hasText: 'Rita Reyes' })).toContainText('45 dias');
});

test('a crew member cannot open accounts receivable; an owner with nothing owed sees the empty state', async ({
  page,
  browser,
}, testInfo) => {
  await ownerWithCompany(page, 'receivables-empty');
  await page.goto('/dashboard/accounts-receivable');
  await expect(page.getByRole('heading', { name: 'Accounts receivable', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nobody owes you anything right now.' })).toBeVisible();
  await expect(page.getByTestId('receivables-owed')).toContainText('$0.00');

  const { page: crew, context: crewContext } = await invitedMember(page, browser, ownDevice(testInfo.project, 252, 9), {
    who: 'receivables-crew',
    name: 'Cato Crew',
  });

  expect((await crew.request.get('/api/v1/financials/receivables')).status()).toBe(403);
  await crew.goto('/dashboard/accounts-receivable');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.getByText('/dashboard/accounts-receivable')).toBeVisible();
  await expect(crew.getByRole('heading', { name: 'Accounts receivable' })).toHaveCount(0);
  await crewContext.close();
});
