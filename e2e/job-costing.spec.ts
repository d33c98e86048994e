import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, dayInZone } from '../src/shared/days.ts';
import { expect, test } from './fixtures.ts';
import { appLink, invitedMember, latestEmail, ownDevice, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Issue #18's job costing, end to end through the real server and Chromium: a job whose client
// accepted an estimate with unit costs, a bill and an approved shift at a loaded rate; the job's
// Costs tab shows estimate against actual and the margin; a new bill moves them; the job costing
// list flags the job over budget; in Portuguese; a field crew member sees no Costs tab and is denied
// the list. Runs on each project: desktop and a phone.

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const companyToday = () => dayInZone(new Date(), ZONE);

async function ok<T>(res: APIResponse, status = 201): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** No serious or critical WCAG 2.1 AA violation on the page, in light then in dark; `ready` waits for the content. */
async function accessible(page: Page, ready: () => Promise<void>) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await ready();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      colorScheme,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a job’s estimate against its costs: the Costs tab, a new bill, the flagged list, in Portuguese', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const today = companyToday();
  await signUpConfirmed(page, {
    name: 'Olivia Owner',
    email: uniqueEmail('costing-owner'),
    role: 'service_provider',
    companyName: `Costing Floors ${Date.now().toString(36)}`,
  });
  await ok(await page.request.patch('/api/v1/company', { data: { setupCompleted: true } }), 200);
  const {
    context,
    page: crew,
    userId: crewId,
  } = await invitedMember(
    page,
    browser,
    { ...ownDevice(testInfo.project, 253, 41), timezoneId: ZONE },
    {
      who: 'costing-crew',
      name: 'Caio Crew',
    },
  );

  // The job, with the crew member on it, paid $20.00 an hour with 25 % burden: $25.00 loaded.
  const job = await ok<{ id: string }>(
    await page.request.post('/api/v1/jobs', { data: { title: 'Hickory kitchen', crewIds: [crewId] } }),
  );
  await ok(
    await page.request.post('/api/v1/employee-rates', {
      data: { userId: crewId, effectiveFrom: addDays(today, -30), payRateCents: 2000, burdenPercent: '25' },
    }),
  );

  // The estimate, sent and accepted by the client through the e-mailed link: $1,200.00 of work,
  // estimated to cost $450.00 of materials and $150.00 of labor.
  const clientEmail = uniqueEmail('costing-client');
  const estimate = await ok<{ id: string; options: { id: string }[] }>(
    await page.request.post('/api/v1/estimates', {
      data: {
        title: 'Hickory kitchen floor',
        jobId: job.id,
        clientName: 'Ana Souza',
        clientEmail,
        taxRate: '0',
        options: [
          {
            name: 'Hickory',
            lines: [
              {
                kind: 'material',
                description: 'Hickory plank',
                quantity: '100',
                unit: 'sq ft',
                unitPrice: '8',
                unitCost: '4.5',
              },
              {
                kind: 'labor',
                description: 'Install',
                quantity: '100',
                unit: 'sq ft',
                unitPrice: '4',
                unitCost: '1.5',
              },
            ],
          },
        ],
      },
    }),
  );
  await ok(await page.request.post(`/api/v1/estimates/${estimate.id}/send`, { data: {} }), 200);
  const token = appLink(await latestEmail(clientEmail, /EST-0001/), /\/estimate\//)
    .split('/')
    .pop();
  const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await ok(
    await page.request.post(`/api/v1/estimate-links/${token}/accept`, {
      data: {
        optionId: estimate.options[0]!.id,
        optionalLineIds: [],
        signerName: 'Ana Souza',
        signature: `data:image/png;base64,${png.toString('base64')}`,
      },
    }),
    200,
  );

  // Actual costs: a $300.00 materials bill, and 4 approved hours at $25.00.
  const bill = (vendorName: string, amountCents: number) =>
    page.request.post('/api/v1/bills', {
      data: {
        from: 'manual',
        vendorName,
        category: 'materials',
        jobId: job.id,
        billDate: addDays(today, -2),
        dueDate: addDays(today, 28),
        amountCents,
      },
    });
  await ok(await bill('Floor Supply Co.', 30000));
  const yesterday = addDays(today, -1);
  const start = new Date(`${yesterday}T12:00:00Z`); // 08:00 in New York (EDT) or 07:00 (EST)
  await ok(
    await page.request.post('/api/v1/work-logs', {
      data: {
        userId: crewId,
        jobId: job.id,
        startedAt: start.toISOString(),
        endedAt: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
      },
    }),
  );

  // 1. The job's Costs tab: estimate against actual, and the margin against the estimate's revenue.
  // The overview shows the same margin (one definition, ADR 0043), with what each figure counts.
  await page.goto(`/dashboard/jobs/${job.id}`);
  const money = page.getByTestId('job-money');
  await expect(money.getByTestId('job-money-margin').getByTestId('figure')).toHaveText('$800.00');
  await expect(money.getByTestId('job-money-revenue')).toContainText("The accepted estimate's, without tax");
  await expect(money.getByTestId('margin-definitions')).toContainText('Margin: revenue less cost');
  await page.getByRole('tab', { name: 'Costs' }).click();
  const costs = page.getByTestId('job-costs');
  const kind = (name: string) => costs.getByTestId(`kind-${name}`);
  await expect(kind('materials').getByTestId('kind-estimated')).toHaveText('$450.00');
  await expect(kind('materials').getByTestId('kind-actual')).toHaveText('$300.00');
  await expect(kind('labor').getByTestId('kind-estimated')).toHaveText('$150.00');
  await expect(kind('labor').getByTestId('kind-actual')).toHaveText('$100.00');
  await expect(kind('subcontractors').getByTestId('kind-estimated')).toHaveText('Not estimated');
  await expect(costs.getByTestId('kind-total').getByTestId('kind-estimated')).toHaveText('$600.00');
  await expect(costs.getByTestId('kind-total').getByTestId('kind-actual')).toHaveText('$400.00');
  await expect(costs.getByTestId('costs-revenue').getByTestId('figure')).toHaveText('$1,200.00');
  await expect(costs.getByTestId('costs-revenue').getByTestId('caption')).toHaveText(
    "The accepted estimate's, without tax",
  );
  await expect(costs.getByTestId('costs-margin').getByTestId('figure')).toHaveText('$800.00');
  await expect(costs.getByTestId('costs-margin').getByTestId('caption')).toHaveText(
    'Revenue less cost: 66.7 % of revenue',
  );
  await expect(costs.getByTestId('costs-estimatedMargin').getByTestId('figure')).toHaveText('$600.00');
  await expect(costs.getByTestId('no-flags')).toBeVisible();
  await expect(costs.getByTestId('accepted-estimate')).toContainText('EST-0001');
  const records = costs.getByTestId('cost-record');
  await expect(records).toHaveCount(2);
  await expect(records.first()).toContainText('Caio Crew');
  await expect(records.first()).toContainText('4 h');
  await expect(records.nth(1)).toContainText('Floor Supply Co.');
  await expect(costs.getByRole('link', { name: 'Add receipt' })).toHaveAttribute(
    'href',
    `/dashboard/financial-receipts?job=${job.id}&new=1`,
  );
  await expect(costs.getByRole('link', { name: 'Add bill' })).toHaveAttribute('href', '/dashboard/accounts-payable');
  await expect(costs.getByRole('link', { name: 'Work logs' })).toHaveAttribute('href', '/dashboard/work-logs');

  // 2. Another materials bill puts materials over budget; after a reload the margin has moved.
  await ok(await bill('Trim Depot', 20000));
  await page.reload();
  await page.getByRole('tab', { name: 'Costs' }).click();
  await expect(kind('materials').getByTestId('kind-actual')).toHaveText('$500.00');
  await expect(kind('materials')).toContainText('Over budget');
  await expect(costs.getByTestId('costs-margin').getByTestId('figure')).toHaveText('$600.00');
  await expect(costs.getByTestId('costs-margin').getByTestId('caption')).toHaveText(
    'Revenue less cost: 50 % of revenue',
  );
  await expect(costs.getByTestId('flag-over_budget')).toHaveText('Over budget: Materials');
  await expect(records).toHaveCount(3);
  await accessible(page, async () => {
    await page.getByRole('tab', { name: 'Costs' }).click();
    await expect(costs.getByTestId('flag-over_budget')).toBeVisible();
  });

  // 3. The job costing list shows the job flagged, and still with "Only flagged jobs".
  await costs.getByRole('link', { name: "All jobs' costs" }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-costing$/);
  await expect(page.getByRole('heading', { name: 'Job costing', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Job costing · Floor Pro');
  const row = page.getByTestId('job-costing-row').filter({ hasText: 'Hickory kitchen' });
  await expect(row.getByTestId('row-estimated')).toContainText('$600.00');
  await expect(row.getByTestId('row-actual')).toContainText('$600.00');
  await expect(row.getByTestId('row-revenue')).toContainText('$1,200.00');
  await expect(row.getByTestId('row-margin')).toContainText('$600.00');
  await expect(row.getByTestId('row-margin')).toContainText('50 %');
  await expect(row.getByTestId('flag-over_budget')).toHaveText('Over budget: Materials');
  await expect(page.getByTestId('job-costing-flagged')).toContainText('1');
  await accessible(page, () => expect(row.getByTestId('flag-over_budget')).toBeVisible());
  await page.getByLabel('Only flagged jobs').check();
  await expect(page).toHaveURL(/flagged=true/);
  await expect(page.getByTestId('job-costing-row')).toHaveCount(1);
  await row.getByRole('link', { name: 'Open the costs of Hickory kitchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/jobs/${job.id}\\?tab=costs$`));
  await expect(page.getByRole('tab', { name: 'Costs' })).toHaveAttribute('aria-selected', 'true');
  await expect(kind('materials').getByTestId('kind-actual')).toHaveText('$500.00');

  // 4. In Portuguese.
  await ok(await page.request.patch('/api/v1/me', { data: { language: 'pt' } }), 200);
  await page.goto('/dashboard/job-costing');
  await expect(page.getByRole('heading', { name: 'Custos por obra', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Custos por obra · Floor Pro');
  await expect(row.getByTestId('flag-over_budget')).toHaveText('Acima do orçado: Materiais');
  await expect(row.getByTestId('row-revenue')).toContainText('US$ 1.200,00');
  await expect(row.getByTestId('row-revenue')).toContainText('A do orçamento aceito, sem imposto');
  await page.goto(`/dashboard/jobs/${job.id}?tab=costs`);
  await expect(page.getByRole('tab', { name: 'Custos' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    costs.getByRole('table', { name: 'Custos por tipo: o orçamento aceito comparado com o custo real' }),
  ).toBeVisible();
  await expect(kind('materials')).toContainText('Acima do orçado');
  await expect(costs.getByTestId('costs-margin').getByTestId('caption')).toHaveText(
    'Receita menos custo: 50 % da receita',
  );
  await expect(costs.getByRole('link', { name: 'Adicionar recibo' })).toBeVisible();

  // 5. A field crew member: the job without a Costs tab, and no job costing.
  await crew.goto(`/dashboard/jobs/${job.id}`);
  await expect(crew.getByRole('heading', { name: 'Hickory kitchen', level: 1 })).toBeVisible();
  await expect(crew.getByRole('tab', { name: 'Photos' })).toBeVisible();
  await expect(crew.getByRole('tab', { name: 'Costs' })).toHaveCount(0);
  await crew.goto(`/dashboard/jobs/${job.id}?tab=costs`);
  await expect(crew.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(crew.getByTestId('job-costs')).toHaveCount(0);
  expect((await crew.request.get(`/api/v1/financials/job-costing/${job.id}`)).status()).toBe(403);
  await crew.goto('/dashboard/job-costing');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.getByRole('heading', { name: 'Job costing' })).toHaveCount(0);
  await context.close();
});
