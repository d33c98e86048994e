import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { moveFocusedCardOneColumnRight, signUpConfirmed, uniqueEmail } from './helpers.ts';

let companies = 0;

/** A Business Owner with a set-up company, signed in in this page's context. */
async function ownerWithCompany(page: Page, slug?: string): Promise<{ companyId: string; name: string }> {
  const name = `Lead Floors ${Date.now().toString(36)} ${++companies}`;
  await signUpConfirmed(page, {
    name: 'Olivia Owner',
    email: uniqueEmail('leads-owner'),
    role: 'service_provider',
    companyName: name,
  });
  const res = await page.request.patch('/api/v1/company', { data: { setupCompleted: true, ...(slug && { slug }) } });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  return { companyId: id, name };
}

async function createLeads(page: Page, names: string[]) {
  for (const name of names) {
    const res = await page.request.post('/api/v1/leads', { data: { name } });
    expect(res.status()).toBe(201);
  }
}

test('create a lead, find it by search, move it across the pipeline and see the change in its activity', async ({
  page,
}, testInfo) => {
  await ownerWithCompany(page);
  await createLeads(page, ['Someone Else']);
  await page.goto('/dashboard/leads');
  await page.getByRole('button', { name: 'New lead' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Renata Tavares');
  await form.getByLabel('E-mail').fill('renata@example.com');
  await form.getByLabel('Phone').fill('+1 555 010 4242');
  await form.getByRole('button', { name: 'Create lead' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search leads').fill('renata');
  const rows = page.getByTestId('lead-row');
  await expect(rows.filter({ hasText: 'Renata Tavares' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Someone Else' })).toHaveCount(0);

  await page.goto('/dashboard/sales-pipeline');
  const card = page.locator('[data-lead-id]', { hasText: 'Renata Tavares' });
  const target = page.locator('[data-stage="contacted"]');
  await expect(card).toHaveAttribute('data-status', 'new_lead');
  if (testInfo.project.name === 'desktop') {
    // A mouse drag, in steps, as a person moves the card.
    const from = (await card.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
  } else {
    // On a phone, the keyboard drag, its announcements checked at each step.
    await card.focus();
    await moveFocusedCardOneColumnRight(page, 'Renata Tavares', 'New lead', 'Contacted');
  }
  await expect(target.locator('[data-lead-id]', { hasText: 'Renata Tavares' })).toBeVisible();
  await expect(target).toHaveAttribute('data-count', '1');

  await target.getByRole('link', { name: 'Renata Tavares' }).click();
  await expect(page).toHaveURL(/\/dashboard\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Status changed to Contacted')).toBeVisible();
  await expect(page.getByText('Lead created')).toBeVisible();
});

test('bulk delete two leads after confirming', async ({ page }) => {
  await ownerWithCompany(page);
  await createLeads(page, ['Keep Me', 'Delete One', 'Delete Two']);
  await page.goto('/dashboard/leads');
  const rows = page.getByTestId('lead-row');
  await expect(rows.filter({ hasText: 'Delete Two' }).first()).toBeVisible();
  await page.getByLabel('Select Delete One').first().check();
  await page.getByLabel('Select Delete Two').first().check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText('Delete 2 leads?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows.filter({ hasText: 'Delete One' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Delete Two' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Keep Me' }).first()).toBeVisible();
  await page.reload();
  await expect(rows.filter({ hasText: 'Keep Me' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Delete One' })).toHaveCount(0);
});

test("a homeowner answers the company's public quiz and the lead appears in the company's list", async ({
  page,
  browser,
}) => {
  const slug = `quiz-${Date.now().toString(36)}-${process.pid}-${++companies}`;
  const company = await ownerWithCompany(page, slug);

  const visitor = await browser.newPage({ extraHTTPHeaders: { 'x-e2e-client-ip': `10.251.${companies}.9` } });
  await visitor.goto(`/quiz/${slug}`);
  await expect(visitor.getByText(company.name).first()).toBeVisible();
  await expect(visitor.getByText('Step 1 of 5')).toBeVisible();
  await visitor.getByLabel('Hardwood').check({ force: true });
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('Area in square feet').fill('750');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('$10,000 – $25,000').check({ force: true });
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('In 1 to 3 months').check({ force: true });
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByLabel('Your name').fill('Quiz Homeowner');
  await visitor.getByLabel('E-mail').fill('homeowner@example.com');
  await visitor.getByRole('button', { name: 'Send my answers' }).click();
  await expect(visitor.getByText('Please accept to be contacted')).toBeVisible();
  await visitor.getByLabel('I agree to be contacted about my project').check({ force: true });
  await visitor.getByRole('button', { name: 'Send my answers' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you, Quiz!' })).toBeVisible();
  await visitor.close();

  await page.goto('/dashboard/leads');
  const row = page.getByTestId('lead-row').filter({ hasText: 'Quiz Homeowner' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Quiz');
});

test('import a CSV of 500 rows: 497 imported, the 3 bad rows reported by line', async ({ page }) => {
  await ownerWithCompany(page);
  const lines = ['Nome,E-mail,Telefone,Piso'];
  for (let i = 1; i <= 500; i++) {
    const line = i + 1;
    if (line === 7) lines.push(`Bad Email ${i},not-an-email,,hardwood`);
    else if (line === 123) lines.push(`,nameless${i}@example.com,,tile`);
    else if (line === 456) lines.push(`Bad Phone ${i},,abc,vinyl`);
    else lines.push(`Imported ${i},imported${i}@example.com,+1 555 ${String(1000 + i).padStart(4, '0')},hardwood`);
  }
  await page.goto('/dashboard/leads');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('CSV file').setInputFiles({
    name: 'leads.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n') + '\n'),
  });
  await expect(wizard.getByText('leads.csv: 500 rows')).toBeVisible();
  // The Portuguese headers were matched to the lead's fields.
  await expect(wizard.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText(/^Line 7: Email — Please enter a valid email/)).toBeVisible();
  await expect(wizard.getByText('497 rows are ready to import.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Import 497 leads' }).click();
  await expect(wizard.getByText('497 leads imported')).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByText(/^Line 7: Email — Please enter a valid email/)).toBeVisible();
  await expect(wizard.getByText(/^Line 123: Name — This field is required/)).toBeVisible();
  await expect(wizard.getByText(/^Line 456: Phone — Please enter a valid phone number/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByText('497 leads').first()).toBeVisible();
});
