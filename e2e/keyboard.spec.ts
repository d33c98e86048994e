import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DASHBOARD_ROUTES, isRedirect } from '../src/web/route-table.ts';
import { moveFocusedCardOneColumnRight, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Keyboard only: the skip link, focus coming back after dialogs, menus and a pipeline drop, and what
// a screen reader hears of the page (its title, its landmarks, Portuguese texts on English pages).

let companies = 0;

/** A Business Owner with a set-up company (its quiz address `slug`), signed in in this page's context. */
async function ownerWithCompany(page: Page, slug?: string): Promise<void> {
  await signUpConfirmed(page, {
    name: 'Kim Keys',
    email: uniqueEmail('keyboard-owner'),
    role: 'service_provider',
    companyName: `Keyboard Floors ${Date.now().toString(36)} ${++companies}`,
  });
  const res = await page.request.patch('/api/v1/company', { data: { setupCompleted: true, ...(slug && { slug }) } });
  expect(res.status(), await res.text()).toBe(200);
}

async function createLead(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/v1/leads', { data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const focused = await expect(target)
      .toBeFocused({ timeout: 50 })
      .then(
        () => true,
        () => false,
      );
    if (focused) return presses;
  }
  throw new Error(`not reached in ${max} Tab presses`);
}

/** The skip link is the page's first Tab stop, shows itself when focused, and lands on the main content. */
async function skipToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

test('from the skip link, create a lead with the keyboard and find focus back on "New lead"', async ({ page }) => {
  await ownerWithCompany(page);
  await createLead(page, 'Someone Else');
  await page.goto('/dashboard/leads');
  await expect(page.getByTestId('lead-row').first()).toBeVisible();
  await expect(page).toHaveTitle('Leads · Floor Pro');

  await skipToMain(page);
  const newLead = page.getByRole('button', { name: 'New lead' });
  // From the main content "New lead" is a few stops away, not the 24th of the page.
  expect(await tabTo(page, newLead, 6)).toBeLessThanOrEqual(6);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Renata Tavares');
  await page.keyboard.press('Enter'); // submits the form
  await expect(form).toBeHidden();
  await expect(page.getByTestId('lead-row').filter({ hasText: 'Renata Tavares' })).toBeVisible();
  await expect(newLead).toBeFocused();
});

test('the first lead, created from the empty list, leaves focus on the header\'s "New lead"', async ({ page }) => {
  await ownerWithCompany(page);
  await page.goto('/dashboard/leads');
  await expect(page.getByText('No leads yet')).toBeVisible();
  // The empty list's own "New lead", which goes away with it once the lead is there.
  const fromEmpty = page.getByRole('button', { name: 'New lead' }).last();
  await fromEmpty.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Primeira Cliente');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByTestId('lead-row').filter({ hasText: 'Primeira Cliente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New lead' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'New lead' })).toBeFocused();
});

test('Escape out of a dialog or a menu returns focus to the control that opened it', async ({ page }, testInfo) => {
  await ownerWithCompany(page);
  await page.goto('/dashboard/leads');
  // With no lead yet the empty list offers "New lead" too; the header's comes first.
  const newLead = page.getByRole('button', { name: 'New lead' }).first();
  await expect(page.getByText('No leads yet')).toBeVisible();
  await skipToMain(page);
  await tabTo(page, newLead, 6);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(newLead).toBeFocused();

  // Cancel, too.
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(newLead).toBeFocused();

  // The user menu, a Radix menu with a trigger of its own.
  const userMenu = page.getByRole('button', { name: 'Account menu' });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(userMenu).toBeFocused();

  if (testInfo.project.name === 'phone') {
    // The bottom bar's Quick Actions sheet, opened from state (no Radix trigger).
    const quick = page.getByRole('button', { name: 'Quick Actions' });
    await quick.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(quick).toBeFocused();
  }
});

test('a pipeline card moved with the keyboard keeps the focus in its new column', async ({ page }) => {
  await ownerWithCompany(page);
  await createLead(page, 'Renata Tavares');
  await page.goto('/dashboard/sales-pipeline');
  await expect(page).toHaveTitle('Sales pipeline · Floor Pro');
  const card = page.locator('[data-lead-id]', { hasText: 'Renata Tavares' });
  await expect(card).toHaveAttribute('data-status', 'new_lead');

  await skipToMain(page);
  await tabTo(page, card, 15);
  await moveFocusedCardOneColumnRight(page, 'Renata Tavares', 'New lead', 'Contacted');

  const moved = page.locator('[data-stage="contacted"] [data-lead-id]', { hasText: 'Renata Tavares' });
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  // Still a keyboard user's card: it picks up again from where it is.
  await page.keyboard.press('Space');
  await expect(
    page.locator('[aria-live]').filter({ hasText: 'Renata Tavares is over Contacted.' }).first(),
  ).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(moved).toBeFocused();
});

/** The signed-in routes of the route table, so a new page is covered here. */
const dashboardPaths = () =>
  DASHBOARD_ROUTES.filter((route) => !isRedirect(route) && route.path !== '*').map((route) => route.path);

test('every page has its own title, one main, one banner and one navigation landmark', async ({ page }) => {
  // Some 45 pages, each loaded and checked: more than the default 30 s.
  test.setTimeout(120_000);
  await ownerWithCompany(page);
  const leadId = await createLead(page, 'Title Lead');
  const job = await page.request.post('/api/v1/jobs', { data: { title: 'Title Job', address: '1 Oak St' } });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { id: string }).id;
  const created = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const estimateId = await created('/api/v1/estimates', { title: 'Title Estimate', jobId });
  const measurementId = await created('/api/v1/measurements', { name: 'Title Measurement', jobId, rooms: [] });
  const orderId = await created('/api/v1/orders', { jobId, items: [{ description: 'Glue', quantity: '1' }] });
  const invoiceId = await created('/api/v1/invoices', { from: 'job', jobId });
  const billId = await created('/api/v1/bills', {
    from: 'manual',
    vendorName: 'Title Supply',
    billDate: '2026-01-05',
    dueDate: '2026-02-04',
    amountCents: 1000,
  });
  const params: Record<string, string> = {
    'leads/:id': `leads/${leadId}`,
    'jobs/:id': `jobs/${jobId}`,
    'estimates/:id': `estimates/${estimateId}`,
    'estimates/preview': `estimates/preview?id=${estimateId}`,
    'measurements/:id': `measurements/${measurementId}`,
    'tools/orders/:id': `tools/orders/${orderId}`,
    'invoices/:id': `invoices/${invoiceId}`,
    'accounts-payable/:id': `accounts-payable/${billId}`,
  };
  // Full-screen pages (spec section 2): no shell around them.
  const fullScreen = ['camera', 'estimates/preview', 'measurements/:id'];

  const paths = dashboardPaths();
  expect(paths.length).toBeGreaterThan(15);
  for (const route of paths) {
    const path = `/dashboard/${params[route] ?? route}`.replace(/\/$/, '');
    await page.goto(path);
    await expect(page, path).toHaveTitle(/^.+ · Floor Pro$/);
    await expect(page.locator('h1').first(), path).toBeVisible();
    expect(await page.title(), path).not.toBe('Floor Pro');
    await expect(page.locator('main'), path).toHaveCount(1);
    if (fullScreen.includes(route)) continue;
    await expect(page.getByRole('banner'), path).toHaveCount(1);
    await expect(page.getByRole('navigation').filter({ visible: true }), path).toHaveCount(1);
  }

  // Pages outside the shell, and an unknown path inside it (its 404 inside the shell's main).
  for (const [path, title] of [
    ['/dashboard/no-such-page', 'Page not found · Floor Pro'],
    ['/no-such-page', 'Page not found · Floor Pro'],
    ['/reset-password', 'Reset password · Floor Pro'],
    ['/showcase/not-a-token', 'Project showcase · Floor Pro'],
    ['/gallery/not-a-token', 'Project gallery · Floor Pro'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('main'), path).toHaveCount(1);
  }
});

test("English pages show the spec's texts in English, Portuguese pages in Portuguese; titles follow the language", async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Page not found' })).not.toHaveAttribute('lang', /./);
  await page.goto('/showcase/not-a-token');
  await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
  await expect(page.getByText('This link does not exist or has expired.')).toBeVisible();
  // Messages that travel as text: the form's error and the toast's.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const invalid = page.getByText('Invalid credentials. Check your email and password.');
  await expect(invalid).toHaveCount(2);
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Credenciais');

  // In Portuguese the page is Portuguese as a whole: the spec's texts, and the title in Portuguese.
  await page.evaluate("localStorage.setItem('floorpro.language', 'pt')");
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).not.toHaveAttribute('lang', /./);
  await expect(page).toHaveTitle('Página não encontrada · Floor Pro');
  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Floor Pro');
  await page.goto('/showcase/not-a-token');
  await expect(page).toHaveTitle('Vitrine do projeto · Floor Pro');
  // The page settled (its link was looked up): a Tab pressed while it still loads can be lost.
  await expect(page.getByRole('heading', { name: 'Link Inválido' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeFocused();
});

test('the QR generator fits a 390 px phone screen, long quiz addresses included', async ({ page }) => {
  // The phone project's screen is 412 px wide; the narrowest phones in use are 390.
  await page.setViewportSize({ width: 390, height: 844 });
  await ownerWithCompany(page, `quiz-${Date.now().toString(36)}-long-address-of-a-company`.slice(0, 40));
  await page.goto('/dashboard/tools/qr-generator');
  await expect(page.getByRole('img', { name: /quiz/ })).toBeVisible();
  const widths = await page.evaluate<{ scroll: number; inner: number }>(
    '({ scroll: document.documentElement.scrollWidth, inner: innerWidth })',
  );
  // A phone widens innerWidth to a page that overflows (it zooms out), so 390 is the bound, not innerWidth alone.
  expect(widths.inner).toBe(390);
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
});
