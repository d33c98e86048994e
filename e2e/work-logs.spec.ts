import { devices, type APIResponse, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, dayInZone } from '../src/shared/days.ts';
import { expect, test } from './fixtures.ts';
import { invitedMember, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's journey, end to end through the real server and Chromium: a field crew member joins,
// clocks in on a phone at the job (its position granted), sees the timer run and clocks out; the
// owner approves the shift; hours past 40 in one week show as overtime at 1.5× on the payroll page,
// which exports a CSV and is marked paid. Then the money around the job: an invoice paid, a bill
// paid, a receipt photographed from the job's Costs tab; the job's costs and margin, and cash flow
// with all of them. Read again in Portuguese at the end. Runs on each project:
// the owner's side on desktop and on a phone; the crew member is always on a phone.

/** The company's time zone (the default, America/New_York): workweeks and pay periods are its days. */
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** The job site, where the crew member's phone says it is. */
const SITE = { latitude: 40.7357, longitude: -74.1724 };

/** Today in the company's zone, as YYYY-MM-DD. */
const companyToday = () => dayInZone(new Date(), ZONE);

/** A wall-clock time on a day in the company's zone, as an ISO instant with that day's offset. */
function zoned(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!.value; // "GMT-05:00"
  return `${day}T${time}:00${name.replace('GMT', '') || '+00:00'}`;
}

async function ok<T>(res: APIResponse, status = 201): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A field crew member of the owner's company, signed in on a phone that shares its position. */
const crewOnPhone = (owner: Page, browser: Browser, project: string) =>
  invitedMember(
    owner,
    browser,
    {
      ...devices['Pixel 7'],
      timezoneId: ZONE,
      geolocation: SITE,
      permissions: ['geolocation'],
      extraHTTPHeaders: { 'x-e2e-client-ip': `10.252.${project === 'phone' ? 2 : 1}.18` },
    },
    { who: 'labor-crew', name: 'Caio Crew' },
  );

test('a crew member clocks in and out on a phone, the owner approves and pays the overtime', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUpConfirmed(page, {
    name: 'Olivia Owner',
    email: uniqueEmail('labor-owner'),
    role: 'service_provider',
    companyName: `Labor Floors ${Date.now().toString(36)}`,
  });
  await ok(await page.request.patch('/api/v1/company', { data: { setupCompleted: true } }), 200);
  const { context, page: crew, userId: crewId } = await crewOnPhone(page, browser, testInfo.project.name);

  // The job the member is on, and their pay: $25.00 an hour with 18.5 % burden, from two months ago.
  const job = await ok<{ id: string }>(
    await page.request.post('/api/v1/jobs', {
      data: { title: 'Kitchen – Hickory', address: '4 Oak Ln', crewIds: [crewId] },
    }),
  );
  await ok(
    await page.request.post('/api/v1/employee-rates', {
      data: { userId: crewId, effectiveFrom: addDays(companyToday(), -60), payRateCents: 2500, burdenPercent: '18.5' },
    }),
  );

  // 1. On the phone: pick the job, clock in (the position is recorded), the timer runs, clock out.
  await crew.goto('/dashboard/work-logs');
  await expect(crew.getByRole('heading', { name: 'Work logs', level: 1 })).toBeVisible();
  const card = crew.getByTestId('clock-card');
  await card.getByLabel('Job').selectOption({ label: 'Kitchen – Hickory' });
  await card.getByRole('button', { name: 'Clock in' }).click();
  await expect(card.getByTestId('clock-job')).toHaveText('Kitchen – Hickory');
  await expect(card.getByText('Location recorded')).toBeVisible();
  const timer = card.getByRole('timer', { name: 'Time on the clock' });
  await expect(timer).toHaveText(/^00:00:\d{2}$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);
  // A crew member never sees money.
  await expect(crew.getByRole('main')).not.toContainText('$');
  await card.getByLabel('Break (minutes)').fill('0');
  await card.getByRole('button', { name: 'Clock out' }).click();
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();
  const crewRow = crew.getByTestId('work-log-row').first();
  await expect(crewRow).toContainText('Kitchen – Hickory');
  await expect(crewRow.getByTestId('work-log-status')).toHaveText('Submitted');
  await expect(crewRow.getByTestId('location-recorded')).toBeVisible();
  // Pay is the company's business: no payroll for a field crew.
  await crew.goto('/dashboard/payroll');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  // 2. The owner approves the shift.
  await page.goto('/dashboard/work-logs');
  const ownerRow = page.getByTestId('work-log-row').filter({ hasText: 'Caio Crew' });
  await expect(ownerRow.getByTestId('work-log-status')).toHaveText('Submitted');
  await ownerRow.getByRole('button', { name: /^Approve the hours of Caio Crew/ }).click();
  await expect(ownerRow.getByTestId('work-log-status')).toHaveText('Approved');
  await expect(page.getByTestId('work-log-summary')).toContainText('1 work log');

  // 3. Last workweek, five days of 9 hours typed in by the owner (approved as entered): 45 hours.
  const lastSunday = addDays(companyToday(), -7 - new Date(`${companyToday()}T00:00:00Z`).getUTCDay());
  for (let day = 1; day <= 5; day++) {
    const date = addDays(lastSunday, day);
    const log = await ok<{ id: string; status: string }>(
      await page.request.post('/api/v1/work-logs', {
        data: {
          userId: crewId,
          jobId: job.id,
          startedAt: zoned(date, '07:00'),
          endedAt: zoned(date, '16:30'),
          breakMinutes: 30,
        },
      }),
    );
    if (log.status !== 'approved') {
      await ok(await page.request.post(`/api/v1/work-logs/${log.id}/review`, { data: { decision: 'approved' } }), 200);
    }
  }

  // 4. Payroll, weekly, last week: 40 regular hours at $25 and 5 overtime hours at $37.50.
  await page.goto('/dashboard/payroll');
  await expect(page.getByRole('heading', { name: 'Payroll', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payroll-tax-note')).toContainText(
    'Payroll here computes gross pay from approved hours. It does not withhold or file taxes.',
  );
  await page.getByLabel('Pay frequency').selectOption('weekly');
  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page).toHaveURL(new RegExp(`start=${lastSunday}`));
  const line = page.getByTestId('pay-line').filter({ hasText: 'Caio Crew' });
  await expect(line.getByTestId('pay-regular-hours')).toContainText('40 h');
  await expect(line.getByTestId('pay-overtime-hours')).toContainText('5 h');
  await expect(line.getByTestId('pay-regular')).toContainText('$1,000.00');
  await expect(line.getByTestId('pay-overtime')).toContainText('$187.50');
  await expect(line.getByTestId('pay-gross')).toContainText('$1,187.50');
  await expect(page.getByTestId('payroll-sum-gross')).toContainText('$1,187.50');
  await expect(page.getByTestId('payroll-status')).toHaveText('Ended, not paid');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`payroll-${lastSunday}-to-${addDays(lastSunday, 6)}.csv`);

  await page.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('$1,187.50');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('payroll-status')).toHaveText(/^Paid on /);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  // The rate page: pay, burden and the loaded rate, $25.00 × 1.185.
  await page.goto('/dashboard/employee-rates');
  const rateRow = page.getByTestId('rate-row').filter({ hasText: 'Caio Crew' });
  await expect(rateRow).toContainText('$25.00/h');
  await expect(rateRow.getByTestId('loaded-rate-cell')).toContainText('$29.63/h');

  // 5. The money around the job (issues #17 and #18): a $2,000.00 invoice paid in full, a $300.00
  // materials bill paid, and a fuel receipt photographed on the job from its Costs tab.
  const today = companyToday();
  const invoice = await ok<{ id: string }>(
    await page.request.post('/api/v1/invoices', {
      data: {
        from: 'blank',
        jobId: job.id,
        title: 'Kitchen floor',
        clientName: 'Ana Souza',
        clientEmail: uniqueEmail('labor-client'),
        lines: [{ kind: 'labor', description: 'Install', quantity: '1', unit: 'each', unitPrice: '2000' }],
      },
    }),
  );
  await ok(await page.request.post(`/api/v1/invoices/${invoice.id}/send`, { data: {} }), 200);
  await ok(
    await page.request.post(`/api/v1/invoices/${invoice.id}/payments`, {
      data: { method: 'check', amountCents: 200_000 },
    }),
  );
  const bill = await ok<{ id: string }>(
    await page.request.post('/api/v1/bills', {
      data: {
        from: 'manual',
        vendorName: 'Floor Depot',
        vendorKind: 'supplier',
        category: 'materials',
        jobId: job.id,
        billDate: today,
        dueDate: today,
        amountCents: 30_000,
      },
    }),
  );
  await ok(
    await page.request.post(`/api/v1/bills/${bill.id}/payments`, { data: { method: 'check', amountCents: 30_000 } }),
  );

  await page.goto(`/dashboard/jobs/${job.id}?tab=costs`);
  const costs = page.getByTestId('job-costs');
  await costs.getByRole('link', { name: 'Add receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Add receipt' });
  await receipt.getByLabel('Choose a file').setInputFiles({
    name: 'fuel.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#f4f1ea' } })
      .jpeg()
      .toBuffer(),
  });
  await receipt.getByLabel('Vendor').fill('Shell');
  await receipt.getByLabel('Amount ($)').fill('64.50');
  await receipt.getByLabel('Category').selectOption({ label: 'Fuel' });
  await receipt.getByLabel('Paid by').selectOption({ label: 'Card' });
  await expect(receipt.getByLabel('Job (optional)')).toHaveValue(job.id);
  await receipt.getByRole('button', { name: 'Add receipt' }).click();
  await expect(receipt).toBeHidden();
  await expect(page.getByTestId('receipt-row').filter({ hasText: 'Shell' })).toContainText('Kitchen – Hickory');

  // The job's costs: 45 approved hours at the loaded $29.63 (the clocked minute rounds to none),
  // the bill and the receipt, against the invoice: a margin of $302.15, under 20 %.
  await page.goto(`/dashboard/jobs/${job.id}?tab=costs`);
  const kind = (name: string) => costs.getByTestId(`kind-${name}`).getByTestId('kind-actual');
  await expect(kind('labor')).toHaveText('$1,333.35');
  await expect(kind('materials')).toHaveText('$300.00');
  await expect(kind('other')).toHaveText('$64.50');
  await expect(costs.getByTestId('kind-total').getByTestId('kind-actual')).toHaveText('$1,697.85');
  await expect(costs.getByTestId('costs-margin').getByTestId('figure')).toHaveText('$302.15');
  await expect(costs.getByTestId('flag-low_margin').first()).toBeVisible();

  // Cash flow, this week: the payment in; the bill, the payroll and the receipt out.
  await page.goto('/dashboard/cash-flow');
  await expect(page.getByTestId('cash-in').getByTestId('cash-amount')).toHaveText('$2,000.00');
  await expect(page.getByTestId('cash-out').getByTestId('cash-amount')).toHaveText('$1,552.00');
  await expect(page.getByTestId('cash-net').getByTestId('cash-amount')).toHaveText('$448.00');

  // 6. In Portuguese: the same records.
  await ok(await page.request.patch('/api/v1/me', { data: { language: 'pt' } }), 200);
  await page.goto(`/dashboard/payroll?frequency=weekly&start=${lastSunday}`);
  await expect(page.getByRole('heading', { name: 'Folha de pagamento', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payroll-tax-note')).toContainText(
    'A folha aqui calcula o pagamento bruto das horas aprovadas. Não retém nem declara impostos.',
  );
  await expect(page.getByTestId('payroll-status')).toHaveText(/^Pago em /);
  await expect(line.getByTestId('pay-overtime-hours')).toContainText('5 h');
  await expect(line.getByTestId('pay-gross')).toContainText('US$ 1.187,50');
  await page.goto('/dashboard/work-logs');
  await expect(page.getByRole('heading', { name: 'Registros de horas', level: 1 })).toBeVisible();
  await expect(ownerRow.first().getByTestId('work-log-status')).toContainText('Aprovado');

  await ok(await crew.request.patch('/api/v1/me', { data: { language: 'pt' } }), 200);
  await crew.goto('/dashboard/work-logs');
  await expect(crew.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
  await expect(crew.getByTestId('work-log-row').first().getByTestId('work-log-status')).toHaveText('Aprovado');
  await context.close();
});
