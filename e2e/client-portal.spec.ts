import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { appLink, latestEmail, outbox, signUpConfirmed, uniqueEmail } from './helpers.ts';

// The client portal (issue #6): a client member follows their own jobs at /client-portal, and the
// contractor previews the same view at /dashboard/client-portal. Both run on desktop and phone.

let companies = 0;
let addresses = 0;

/** Another person in a browser of their own, from an address of their own (per-address rate limits). */
async function person(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-e2e-client-ip': `10.253.${testInfo.workerIndex % 250}.${++addresses % 250}` },
  });
  return { context, page: await context.newPage() };
}

/** A Business Owner whose company is set up. */
async function ownerCompany(page: Page): Promise<{ email: string; company: string }> {
  const email = uniqueEmail('portal-owner');
  const company = `Portal Floors ${Date.now().toString(36)} ${++companies}`;
  await signUpConfirmed(page, { name: 'Olga Owner', email, role: 'service_provider', companyName: company });
  expect((await page.request.patch('/api/v1/company', { data: { setupCompleted: true } })).status()).toBe(200);
  return { email, company };
}

/** Invites `name` as a client member of the owner's company; they sign up in `client` and accept. */
async function addClient(owner: Page, client: Page, name: string): Promise<{ id: string }> {
  const email = uniqueEmail('portal-client');
  const invite = await owner.request.post('/api/v1/invitations', { data: { email, role: 'client' } });
  expect(invite.status(), await invite.text()).toBe(201);
  await signUpConfirmed(client, { name, email, role: 'client' });
  const link = appLink(await latestEmail(email, /invited you to join/), /\/invite\//);
  const token = new URL(link).pathname.split('/').pop();
  const accept = await client.request.post('/api/v1/invitations/accept', { data: { token } });
  expect(accept.status(), await accept.text()).toBe(200);
  const me = (await (await client.request.get('/api/v1/me')).json()) as { user: { id: string } };
  return { id: me.user.id };
}

async function newJob(owner: Page, data: Record<string, unknown>): Promise<string> {
  const res = await owner.request.post('/api/v1/jobs', { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A small JPEG of one colour. */
async function jpeg(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function upload(owner: Page, jobId: string, name: string, fields: Record<string, string>): Promise<string> {
  const res = await owner.request.post(`/api/v1/jobs/${jobId}/photos`, {
    multipart: { file: { name, mimeType: 'image/jpeg', buffer: await jpeg('#c0a060') }, ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function milestone(owner: Page, jobId: string, data: Record<string, unknown>, complete: boolean) {
  const res = await owner.request.post(`/api/v1/jobs/${jobId}/timeline`, {
    data: { isMilestone: true, scheduledFor: new Date(Date.now() + 86_400_000).toISOString(), ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (!complete) return;
  const { id } = (await res.json()) as { id: string };
  expect((await owner.request.post(`/api/v1/timeline/${id}/complete`, { data: {} })).status()).toBe(200);
}

/**
 * A job as its client should see it: a client-visible photo and a private one, a client-visible
 * milestone done and a private one pending (so the contractor counts 2 milestones, the client 1).
 */
async function sharedJob(owner: Page, data: Record<string, unknown>) {
  const jobId = await newJob(owner, data);
  const shared = await upload(owner, jobId, 'finished-oak.jpg', { description: 'Oak boards down' });
  const hidden = await upload(owner, jobId, 'water-damage.jpg', {
    description: 'Water damage under the sink',
    isClientVisible: 'false',
  });
  await milestone(owner, jobId, { title: 'Subfloor levelled' }, true);
  await milestone(owner, jobId, { title: 'Internal QA check', isClientVisible: false }, false);
  return { jobId, shared, hidden };
}

/**
 * The client view shows the shared photo and milestone, and nothing of the private ones; its Project
 * Progress card says the job's progress, `percent`, as the job's card does (one progress, ADR 0021).
 */
async function expectClientView(page: Page, ids: { shared: string; hidden: string }, percent: number) {
  const view = page.getByTestId('client-job-view');
  const progress = view.getByRole('progressbar', { name: 'Project Progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(percent));
  await expect(view.getByText(`${percent}% Complete`)).toBeVisible();
  for (const [label, value] of [
    ['Milestones', '1'],
    ['Photos', '1'],
    ['Completed', '1'],
  ] as const) {
    await expect(view.locator('dl > div').filter({ hasText: label }).locator('dd')).toHaveText(value);
  }
  await expect(view.getByRole('heading', { name: 'Subfloor levelled', exact: true })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Milestone completed: Subfloor levelled' })).toBeVisible();
  await expect(view.getByText('Internal QA check')).toHaveCount(0);
  await expect(view.getByText('Hidden from client')).toHaveCount(0);

  await expect(view.getByTestId('client-photos').getByRole('listitem')).toHaveCount(1);
  await expect(view.getByRole('button', { name: 'Open photo Oak boards down' })).toBeVisible();
  await expect(view.locator(`img[src*="${ids.shared}"]`).first()).toBeVisible();
  // Neither in the photo grid nor as a timeline thumbnail.
  await expect(view.locator(`img[src*="${ids.hidden}"]`)).toHaveCount(0);
  await expect(view.getByText('Water damage under the sink')).toHaveCount(0);

  await expect(view.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  return view;
}

test('a client follows only their own jobs, messages the contractor, and reads their updates', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const owner = await person(browser, baseURL!, testInfo);
  const { email: ownerEmail, company } = await ownerCompany(owner.page);
  const ana = await addClient(owner.page, page, 'Ana Portal');
  const other = await person(browser, baseURL!, testInfo);
  const bruno = await addClient(owner.page, other.page, 'Bruno Other');
  await other.context.close();

  const oak = await sharedJob(owner.page, { title: 'Living room – Oak', address: '9 Birch Rd', clientId: ana.id });
  const stage = await owner.page.request.post(`/api/v1/jobs/${oak.jobId}/stage`, {
    data: { stage: 'installation', progress: 60 },
  });
  expect(stage.status(), await stage.text()).toBe(200);
  const kitchen = await newJob(owner.page, { title: 'Kitchen – Porcelain tile', clientId: ana.id });
  const brunos = await newJob(owner.page, { title: 'Basement – Vinyl', clientId: bruno.id });

  // Signed in, a client's home is their portal; the sidebar's Client Portal link (the contractors'
  // preview) leads there too.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${baseURL}/client-portal`);
  await page.goto('/dashboard/client-portal');
  await expect(page).toHaveURL(`${baseURL}/client-portal`);
  await expect(page.getByTestId('portal-company')).toHaveText(company);
  await expect(page.getByRole('heading', { name: 'Welcome, Ana Portal' })).toBeVisible();

  // Their two jobs, newest first, each with its progress; not Bruno's.
  const cards = page.getByRole('list', { name: 'Your projects' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Kitchen – Porcelain tile');
  await expect(cards.nth(1)).toContainText('Living room – Oak');
  await expect(cards.nth(1)).toContainText('9 Birch Rd');
  await expect(cards.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  await expect(cards.nth(0).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Basement – Vinyl')).toHaveCount(0);

  // The newest is open first; then the oak job.
  await expect(cards.nth(0).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Kitchen – Porcelain tile', level: 2 })).toBeVisible();
  await expect(page.getByText('No photos shared yet.')).toBeVisible();
  await cards.nth(1).getByRole('button').click();
  await expect(cards.nth(1).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Living room – Oak', level: 2 })).toBeVisible();
  // The job's card said 60 %: so does its Project Progress card (not the share of milestones done).
  const view = await expectClientView(page, oak, 60);

  // A thumbnail opens the photo.
  await view.getByRole('button', { name: 'Open photo Oak boards down' }).click();
  const viewer = page.getByRole('dialog', { name: 'Oak boards down' });
  await expect(viewer.locator(`img[src*="${oak.shared}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // 'Contact Contractor': an empty message is refused in the form, and nothing leaves the browser.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/client-portal/contact')) sent.push(r.postData() ?? '');
  });
  await view.getByRole('button', { name: 'Contact Contractor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Contractor' });
  await expect(dialog).toContainText('Send a message about Living room – Oak');
  const box = dialog.getByLabel('Message');
  for (const blank of ['', '   ']) {
    await box.fill(blank);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Write a message.');
  }
  expect(sent).toEqual([]);
  const message = 'Could the crew start at 9 on Monday? The dog will be out.';
  await box.fill(message);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent to your contractor.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ jobId: oak.jobId, message }]);

  // The owner is told in the app and by e-mail, once, about the oak job.
  const inbox = (await (await owner.page.request.get('/api/v1/notifications')).json()) as {
    items: { type: string; params: Record<string, unknown>; body: string; link: string }[];
  };
  expect(inbox.items.filter((n) => n.type === 'client_message')).toEqual([
    expect.objectContaining({
      params: expect.objectContaining({ name: 'Ana Portal', title: 'Living room – Oak' }),
      body: message,
      link: `/dashboard/jobs/${oak.jobId}`,
    }),
  ]);
  const mail = await latestEmail(ownerEmail, /^Message from Ana Portal/);
  expect(mail.subject).toBe('Message from Ana Portal — Living room – Oak');
  // The outbox answers each message's text too (helpers.ts types only what it uses).
  expect(mail.text).toContain(message);
  expect(mail.links).toEqual([`${baseURL}/dashboard/jobs/${oak.jobId}`]);
  expect((await outbox(ownerEmail)).filter((m) => m.subject.startsWith('Message from'))).toHaveLength(1);

  // Their updates: the shared photo and the completed milestone, newest first; not the private photo.
  const updates = page.getByTestId('portal-notifications').getByRole('listitem');
  await expect(updates).toHaveCount(2);
  await expect(updates.nth(0)).toContainText('Milestone completed: Subfloor levelled');
  await expect(updates.nth(0)).toContainText('Subfloor levelled is done on your project Living room – Oak.');
  await expect(updates.nth(1)).toContainText('New project photo');
  await expect(updates.nth(1)).toContainText('A new progress photo was added to your project Living room – Oak.');
  // In Portuguese the texts the server wrote are translated; the typed titles stay as typed.
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'PT' }).click();
  await expect(updates.nth(0)).toContainText('Marco concluído: Subfloor levelled');
  await expect(updates.nth(1)).toContainText(
    'Uma nova foto de progresso foi adicionada ao seu projeto Living room – Oak.',
  );
  await expect(view.getByRole('heading', { name: 'Marco concluído: Subfloor levelled' })).toBeVisible();
  await expect(view.getByRole('heading', { name: 'Subfloor levelled', exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'EN' }).click();
  await updates.nth(0).getByRole('button', { name: 'Mark read' }).click();
  await expect(updates.nth(0).getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await page.reload();
  await expect(updates).toHaveCount(2);
  await expect(updates.nth(0).getByRole('button', { name: 'Mark read' })).toHaveCount(0);
  await expect(updates.nth(1).getByRole('button', { name: 'Mark read' })).toBeVisible();

  // Another client's job is out of reach, in the API and on its dashboard page.
  expect((await page.request.get(`/api/v1/jobs/${brunos}`)).status()).toBe(404);
  expect((await page.request.get(`/api/v1/jobs/${brunos}/photos`)).status()).toBe(404);
  expect((await page.request.get(`/api/v1/photos/${oak.hidden}`)).status()).toBe(404);
  await page.goto(`/dashboard/jobs/${brunos}`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(page.getByText('Basement – Vinyl')).toHaveCount(0);
  // Their own job's page opens.
  await page.goto(`/dashboard/jobs/${kitchen}`);
  await expect(page.getByRole('heading', { name: 'Kitchen – Porcelain tile' })).toBeVisible();
  await owner.context.close();
});

test('the contractor sees a job as its client does and shares its gallery from there', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await ownerCompany(page);
  const client = await person(browser, baseURL!, testInfo);
  const clara = await addClient(page, client.page, 'Clara Client');
  const hall = await sharedJob(page, { title: 'Hall – Walnut', clientId: clara.id });
  const showroom = await newJob(page, { title: 'Showroom – Laminate' });

  await page.goto('/dashboard/client-portal');
  await expect(page.getByRole('heading', { name: 'Client Portal', level: 1 })).toBeVisible();
  const pick = page.getByLabel('Job', { exact: true });
  await expect(pick).toHaveValue(showroom);
  await expect(page.getByText('No photos shared yet.')).toBeVisible();
  await pick.selectOption({ label: 'Hall – Walnut — Clara Client' });
  const view = await expectClientView(page, hall, 0);
  // A preview: the contractor does not message themselves.
  await expect(view.getByRole('button', { name: 'Contact Contractor' })).toHaveCount(0);

  // The same figures the client's own timeline answers with.
  const own = (await (await client.page.request.get(`/api/v1/jobs/${hall.jobId}/timeline`)).json()) as {
    progress: { percent: number; milestones: number; photos: number; completedMilestones: number };
  };
  expect(own.progress).toEqual({ percent: 0, milestones: 1, photos: 1, completedMilestones: 1 });
  await client.context.close();

  // From the preview to the job's sharing: a private gallery link, which shows the shared photo only.
  await page.getByRole('link', { name: 'Manage gallery and showcase links' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/jobs/${hall.jobId}$`));
  await page.getByRole('tab', { name: /Photos/ }).click();
  await page.getByRole('button', { name: 'Create gallery link' }).click();
  await expect(page.getByTestId('gallery-links').getByRole('listitem')).toHaveCount(1);
  const links = (await (await page.request.get(`/api/v1/jobs/${hall.jobId}/gallery-links`)).json()) as {
    items: { url: string }[];
  };
  expect(links.items).toHaveLength(1);

  const visitor = await person(browser, baseURL!, testInfo);
  await visitor.page.goto(new URL(links.items[0]!.url).pathname);
  await expect(visitor.page.getByText('Hall – Walnut')).toBeVisible();
  await expect(visitor.page.getByTestId('gallery-photo')).toHaveCount(1);
  await expect(visitor.page.locator(`img[src*="${hall.hidden}"]`)).toHaveCount(0);
  await visitor.context.close();
});
