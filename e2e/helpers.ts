import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const PASSWORD = 'Parquet-Plank-2026!';
let counter = 0;

/** An address no other test uses, in this worker or another (each worker is its own process). */
export function uniqueEmail(who: string): string {
  return `${who}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * The development outbox for `to`, read as the developer's own machine reads it: over loopback with
 * no proxy header (ADR 0008). Not through a test's request context, which carries the client-address
 * header the server trusts as a proxy's (fixtures.ts), so the server would refuse it.
 */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`http://localhost:${process.env.E2E_PORT}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OutboxMessage[];
}

/** The newest e-mail the server kept for `to`, waiting for it to arrive. */
export async function latestEmail(to: string, subject?: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(to)).find((m) => m.to === to && (!subject || subject.test(m.subject)));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The link of an e-mail that leads back into the app. */
export function appLink(message: OutboxMessage, path: RegExp): string {
  const link = message.links.find((l) => path.test(l));
  if (!link) throw new Error(`no link matching ${path} in ${JSON.stringify(message.links)}`);
  return link;
}

/** Signs up through the API, as the form does; the confirmation e-mail waits in the outbox. */
export async function signUpByApi(
  page: Page,
  fields: { name: string; email: string; role: string; companyName?: string },
): Promise<void> {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      ...fields,
      phone: '',
      companyName: fields.companyName ?? '',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs up through the API and confirms through the e-mailed link: the page's context is signed in. */
export async function signUpConfirmed(
  page: Page,
  fields: { name: string; email: string; role: string; companyName?: string },
): Promise<void> {
  await signUpByApi(page, fields);
  const email = await latestEmail(fields.email);
  await page.goto(appLink(email, /verify-email/));
}

/**
 * The keyboard drag on the pipeline, from the focused card: pick up with Space, one column right,
 * drop with Space, with the screen-reader announcement checked at each step ("<lead> is over <column>.").
 */
export async function moveFocusedCardOneColumnRight(page: Page, lead: string, from: string, to: string) {
  const announcement = page.locator('[aria-live]');
  await page.keyboard.press('Space');
  await expect(announcement.filter({ hasText: `${lead} is over ${from}.` })).toHaveCount(1);
  // dnd-kit starts listening for the arrows in a setTimeout after the pick-up, and Chromium runs input
  // before timers: a machine-fast ArrowRight could land first and be lost (a person is never that quick).
  // A timer of ours, queued after dnd-kit's, has run only once dnd-kit's has.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(announcement.filter({ hasText: `${lead} is over ${to}.` })).toHaveCount(1);
  await page.keyboard.press('Space');
}

/**
 * The options of a browser context like the test's own device (its project), coming from an address
 * of its own, `10.<block>.<1 desktop, 2 phone>.<host>` (the server limits sign-ups per address).
 */
export function ownDevice(project: TestInfo['project'], block: number, host: number): BrowserContextOptions {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = project.use;
  return {
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
    extraHTTPHeaders: { 'x-e2e-client-ip': `10.${block}.${project.name === 'phone' ? 2 : 1}.${host}` },
  };
}

/**
 * A member the owner signed in on `owner` invited with `role`, signed up and joined in a browser
 * context of its own (`device`). They sign up as a crew member (an admin's sign-up would start a
 * company); the invitation gives the role.
 */
export async function invitedMember(
  owner: Page,
  browser: Browser,
  device: BrowserContextOptions,
  { who, name, role = 'field_team' }: { who: string; name: string; role?: 'admin' | 'field_team' },
): Promise<{ page: Page; context: BrowserContext; userId: string }> {
  const email = uniqueEmail(who);
  const invited = await owner.request.post('/api/v1/invitations', { data: { email, role } });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await signUpConfirmed(page, { name, email, role: 'field_team' });
  const token = new URL(appLink(await latestEmail(email, /invited you/), /\/invite\//)).pathname.split('/').pop();
  const accept = await page.request.post('/api/v1/invitations/accept', { data: { token } });
  expect(accept.status(), await accept.text()).toBe(200);
  const me = await page.request.get('/api/v1/me');
  expect(me.status(), await me.text()).toBe(200);
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, userId: user.id };
}

/** A measurement of the job titled `job`, named after it, started from the measurements page: its page opens. */
export async function startJobMeasurement(page: Page, job: string) {
  await page.goto('/dashboard/tools/measurements');
  await page.getByRole('button', { name: 'New measurement' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill(job);
  await create.getByLabel('For').selectOption('job');
  await create.getByLabel('Job', { exact: true }).selectOption({ label: job });
  await create.getByRole('button', { name: 'Start measuring' }).click();
  await expect(page).toHaveURL(/\/dashboard\/measurements\/[0-9a-f-]{36}$/);
}

/** A finger's stroke across the signature box, as a phone's touch screen sends it. */
export async function signWithFinger(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: box.x + x, y: box.y + y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30, box.height / 2) });
  for (let i = 1; i <= 20; i++) {
    const y = box.height / 2 - Math.sin(i / 2) * (box.height / 4);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(30 + i * 12, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
