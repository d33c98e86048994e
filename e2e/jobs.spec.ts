import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// The browser's day is the company's (default America/New_York): "today" on the home is the test's today.
test.use({ timezoneId: 'America/New_York' });

let companies = 0;

test('convert a lead to a job, move it through the stages to completion, and see the home and the lead follow', async ({
  page,
}) => {
  await signUpConfirmed(page, {
    name: 'Jorge Jobs',
    email: uniqueEmail('jobs-owner'),
    role: 'service_provider',
    companyName: `Job Floors ${Date.now().toString(36)} ${++companies}`,
  });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  const lead = await page.request.post('/api/v1/leads', {
    data: { name: 'Beatriz Rocha', address: '12 Elm St, Springfield', flooringType: 'hardwood', squareFeet: 640 },
  });
  expect(lead.status()).toBe(201);
  const { id: leadId } = (await lead.json()) as { id: string };

  // Convert from the lead's page, scheduled today at 07:30 (the browser's, and so the company's, day).
  await page.goto(`/dashboard/leads/${leadId}`);
  await page.getByRole('button', { name: 'Convert to job' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Title')).toHaveValue('Beatriz Rocha – Hardwood');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await dialog.getByLabel('Scheduled start').fill(`${today}T07:30`);
  await dialog.getByLabel('Scheduled end').fill(`${today}T11:30`);
  await dialog.getByRole('button', { name: 'Convert to job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();

  await expect(page.getByRole('heading', { name: 'Beatriz Rocha – Hardwood' })).toBeVisible();
  const updates = page.getByTestId('update-list');
  await expect(updates.getByText('Project Created')).toBeVisible();
  const stepper = page.getByTestId('stage-stepper');
  await expect(stepper.locator('[data-stage="project_start"]')).toHaveAttribute('data-state', 'current');

  // Two stages, the second with a progress of its own.
  await stepper.getByRole('button', { name: 'Move to Site measured' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save stage' }).click();
  await expect(stepper.locator('[data-stage="site_measured"]')).toHaveAttribute('data-state', 'current');
  await stepper.getByRole('button', { name: 'Move to Installation' }).click();
  await page.getByRole('dialog').getByLabel('Progress (%)').fill('75');
  await page.getByRole('dialog').getByRole('button', { name: 'Save stage' }).click();
  await expect(stepper.locator('[data-stage="installation"]')).toHaveAttribute('data-state', 'current');
  await expect(stepper.locator('[data-stage="site_measured"]')).toHaveAttribute('data-state', 'done');
  await expect(updates.getByText('Stage changed to Installation')).toBeVisible();
  await expect(page.getByText('75%').first()).toBeVisible();

  // Complete it.
  await page.getByRole('button', { name: 'Complete job' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Complete job' }).click();
  await expect(updates.getByText('Project Completed')).toBeVisible();
  await expect(stepper.locator('[data-stage="project_complete"]')).toHaveAttribute('data-state', /current|done/);
  await expect(page.locator('[data-status="completed"]').first()).toBeVisible();

  // The home lists it among today's jobs, with its real start time and its status.
  await page.goto('/dashboard');
  const row = page.getByTestId('home-today-jobs').locator('li', { hasText: 'Beatriz Rocha – Hardwood' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('7:30 AM');
  await expect(row.locator('[data-status="completed"]')).toBeVisible();
  await expect(row).toContainText('640');
  await expect(page.getByText('1 job scheduled today')).toBeVisible();
  await row.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(jobUrl);

  // And the lead is now Proposal accepted, with the change in its activity.
  await page.goto(`/dashboard/leads/${leadId}`);
  await expect(page.locator('[data-status="proposal_accepted"]').first()).toBeVisible();
  await expect(page.getByText('Status changed to Proposal accepted')).toBeVisible();
  // It has its job now: the page offers that job instead of a second conversion.
  await expect(page.getByRole('button', { name: 'Convert to job' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open job' }).click();
  await expect(page).toHaveURL(jobUrl);
});
