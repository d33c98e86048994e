import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { canAccessRoute } from '../src/shared/permissions.ts';
import {
  DASHBOARD_BASE,
  DASHBOARD_ROUTES,
  isRedirect,
  LIGHT_ONLY_PATHS,
  PUBLIC_ROUTES,
  type AppRoute,
  type PageRoute,
} from '../src/web/route-table.ts';
import { expect, test } from './fixtures.ts';
import { appLink, latestEmail, signUpConfirmed, uniqueEmail } from './helpers.ts';

// axe over every page of the router's table (src/web/route-table.ts), on this project's viewport
// (desktop and phone), with the OS light and dark, signed in as a role that opens the page. Public
// pages: signed out in English and Portuguese, and signed in with a dark theme (a contractor opening
// a shared link). One test per viewport with soft assertions, so a run lists every violation.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The AA rules a theme can break: text contrast, and links told from text by colour alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Who = 'nobody' | 'owner' | 'client';
type Language = 'en' | 'pt';
/**
 * Who opens a page, with the OS in light or dark. Signed in, the theme and language come from the
 * profile (theme "system", so the OS decides; the owner reads English, the client Portuguese);
 * signed out, the page is light and the language is the one stored on the device.
 */
interface Combination {
  who: Who;
  scheme: 'light' | 'dark';
  language?: Language;
}

let addresses = 0;

/** The options of this project's browser (viewport, touch...) for a context of our own. */
function deviceOptions(testInfo: TestInfo): BrowserContextOptions {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  return { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL };
}

/** A fresh context from an address of its own (per-address rate limits), optionally signed in. */
async function newContext(
  browser: Browser,
  testInfo: TestInfo,
  storageState?: BrowserContextOptions['storageState'],
  colorScheme: 'light' | 'dark' = 'light',
) {
  return browser.newContext({
    ...deviceOptions(testInfo),
    storageState,
    colorScheme,
    extraHTTPHeaders: { 'x-e2e-client-ip': `10.249.${testInfo.workerIndex % 250}.${++addresses % 250}` },
  });
}

async function created(res: Awaited<ReturnType<Page['request']['post']>>): Promise<{ id: string; url: string }> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: string; url: string };
}

/** Real data behind every page: a company with a lead, a job with photos and milestones, links. */
async function createFixtures(page: Page, browser: Browser, testInfo: TestInfo) {
  const slug = `a11y-${Date.now().toString(36)}-${testInfo.project.name}`;
  await signUpConfirmed(page, {
    name: 'Alma Access',
    email: uniqueEmail('a11y-owner'),
    role: 'service_provider',
    companyName: `Access Floors ${slug}`,
  });
  const company = await page.request.patch('/api/v1/company', {
    data: { setupCompleted: true, slug, email: 'office@access-floors.example.com', phone: '+1 555 010 2020' },
  });
  expect(company.status(), await company.text()).toBe(200);

  // A client member, who opens /client-portal.
  const clientPage = await (await newContext(browser, testInfo)).newPage();
  const clientEmail = uniqueEmail('a11y-client');
  await created(await page.request.post('/api/v1/invitations', { data: { email: clientEmail, role: 'client' } }));
  await signUpConfirmed(clientPage, { name: 'Carla Client', email: clientEmail, role: 'client' });
  const clientToken = new URL(appLink(await latestEmail(clientEmail, /invited you/), /\/invite\//)).pathname
    .split('/')
    .pop();
  const accept = await clientPage.request.post('/api/v1/invitations/accept', { data: { token: clientToken } });
  expect(accept.status(), await accept.text()).toBe(200);
  const clientId = ((await (await clientPage.request.get('/api/v1/me')).json()) as { user: { id: string } }).user.id;
  const pt = await clientPage.request.patch('/api/v1/me', { data: { language: 'pt' } });
  expect(pt.status(), await pt.text()).toBe(200);

  // An invitation still open, for /invite/:token.
  const crewEmail = uniqueEmail('a11y-crew');
  await created(await page.request.post('/api/v1/invitations', { data: { email: crewEmail, role: 'field_team' } }));
  const inviteToken = new URL(appLink(await latestEmail(crewEmail, /invited you/), /\/invite\//)).pathname
    .split('/')
    .pop()!;

  const lead = await created(
    await page.request.post('/api/v1/leads', {
      data: { name: 'Lena Lead', email: 'lena@example.com', phone: '+1 555 010 4242', address: '12 Elm St' },
    }),
  );
  const estimate = await created(
    await page.request.post('/api/v1/estimates', {
      data: {
        title: 'Living room oak',
        leadId: lead.id,
        options: [
          {
            name: 'Estimate',
            lines: [{ kind: 'material', description: 'White oak', quantity: '3', unit: 'box', unitPrice: '33.33' }],
          },
        ],
      },
    }),
  );
  const start = new Date();
  start.setHours(9, 0, 0, 0);
  const job = await created(
    await page.request.post('/api/v1/jobs', {
      data: {
        title: 'Living room – Oak',
        address: '9 Birch Rd',
        clientId,
        clientName: 'Carla Client',
        clientEmail,
        clientPhone: '+1 555 010 3030',
        scheduledStart: start.toISOString(),
        scheduledEnd: new Date(start.getTime() + 8 * 3_600_000).toISOString(),
      },
    }),
  );
  // Issue #18: the owner's pay rate and a shift they typed in (approved as entered), so the work logs,
  // employee rates and payroll pages are checked with rows in them.
  const ownerId = ((await (await page.request.get('/api/v1/me')).json()) as { user: { id: string } }).user.id;
  await created(
    await page.request.post('/api/v1/employee-rates', {
      data: { userId: ownerId, effectiveFrom: '2020-01-05', payRateCents: 2500, burdenPercent: '18.5' },
    }),
  );
  const shiftStart = new Date(Date.now() - 28 * 3_600_000);
  await created(
    await page.request.post('/api/v1/work-logs', {
      data: {
        jobId: job.id,
        startedAt: shiftStart.toISOString(),
        endedAt: new Date(shiftStart.getTime() + 4 * 3_600_000).toISOString(),
      },
    }),
  );
  const photos: string[] = [];
  for (const [photoType, colour] of [
    ['before', '#8a6a40'],
    ['after', '#d4b483'],
    ['progress', '#f4f0e8'],
  ] as const) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const photo = await page.request.post(`/api/v1/jobs/${job.id}/photos`, {
      multipart: { file: { name: `${photoType}.jpg`, mimeType: 'image/jpeg', buffer }, photoType },
    });
    photos.push((await created(photo)).id);
  }
  for (const [title, complete] of [
    ['Subfloor levelled', true],
    ['Boards down', false],
  ] as const) {
    const event = await created(
      await page.request.post(`/api/v1/jobs/${job.id}/timeline`, {
        data: { title, isMilestone: true, scheduledFor: new Date(Date.now() + 86_400_000).toISOString() },
      }),
    );
    if (complete) await created(await page.request.post(`/api/v1/timeline/${event.id}/complete`, { data: {} }));
  }
  const gallery = await created(await page.request.post(`/api/v1/jobs/${job.id}/gallery-links`, { data: {} }));
  const showcase = await page.request.put(`/api/v1/jobs/${job.id}/showcase`, {
    data: { showcaseTitle: 'A warm oak living room', photoIds: photos, featuredPhotoId: photos[1] },
  });
  expect(showcase.status(), await showcase.text()).toBe(200);
  const showcaseLink = await created(await page.request.post(`/api/v1/jobs/${job.id}/showcase/links`, { data: {} }));
  // An L-shaped room (and a wall-by-wall one) for the full-screen measurement page.
  const measurement = await created(
    await page.request.post('/api/v1/measurements', {
      data: {
        name: 'Lena residence',
        leadId: lead.id,
        rooms: [
          {
            name: 'Living room',
            shape: {
              kind: 'rectangles',
              main: { length: "12'", width: "10'" },
              additions: [{ length: "6'", width: "4'", joinedAlong: 'length' }],
            },
            pattern: 'herringbone',
            openings: ["3'"],
          },
          {
            name: 'Den',
            shape: { kind: 'polygon', sides: ["12'", "10'", "12'", "10'"].map((length) => ({ length, turn: 'left' })) },
          },
        ],
      },
    }),
  );

  // A material order from the estimate, placed and received in two dye lots (its lot warning shows).
  const order = await created(await page.request.post('/api/v1/orders', { data: { estimateId: estimate.id } }));
  await created(await page.request.post(`/api/v1/orders/${order.id}/send`, { data: { to: 'po@supplier.example' } }));
  const [item] = ((await (await page.request.get(`/api/v1/orders/${order.id}`)).json()) as { items: { id: string }[] })
    .items;
  for (const dyeLot of ['LOT 2291', 'LOT 2307']) {
    await created(
      await page.request.post(`/api/v1/orders/${order.id}/receipts`, {
        data: { items: [{ itemId: item!.id, quantity: '1', dyeLot }] },
      }),
    );
  }

  // An estimate sent to its client, unanswered, for the signing page; an invoice sent, for the pay page.
  const sentEstimate = await created(
    await page.request.post('/api/v1/estimates', {
      data: {
        title: 'Hallway oak',
        leadId: lead.id,
        clientName: 'Lena Lead',
        clientEmail,
        deposit: { kind: 'percent', percent: '30' },
        options: ['Good', 'Better'].map((name, i) => ({
          name,
          lines: [
            { kind: 'material', description: 'Oak', quantity: '40', unit: 'sq ft', unitPrice: String(8 + i * 4) },
            { kind: 'other', description: 'Stair nosing', quantity: '1', unitPrice: '120', optional: true },
          ],
        })),
      },
    }),
  );
  const estimateSent = await page.request.post(`/api/v1/estimates/${sentEstimate.id}/send`, { data: {} });
  expect(estimateSent.status(), await estimateSent.text()).toBe(200);
  const signing = await created(await page.request.post(`/api/v1/estimates/${sentEstimate.id}/links`, { data: {} }));
  const invoice = await created(
    await page.request.post('/api/v1/invoices', {
      data: {
        from: 'blank',
        title: 'Living room – Oak',
        jobId: job.id,
        clientName: 'Carla Client',
        clientEmail,
        lines: [{ kind: 'labor', description: 'Install', quantity: '240', unit: 'sq ft', unitPrice: '4.5' }],
      },
    }),
  );
  const sent = await page.request.post(`/api/v1/invoices/${invoice.id}/send`, { data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  const invoiceLink = appLink(await latestEmail(clientEmail, /INV-0001/), /\/invoice\//);
  // Issue #18: a bill owed to a supplier, part paid, for accounts payable and the bill's page.
  const bill = await created(
    await page.request.post('/api/v1/bills', {
      data: {
        from: 'manual',
        vendorName: 'Oak Supply Co',
        jobId: job.id,
        billDate: '2020-01-06',
        dueDate: '2020-02-05',
        amountCents: 86_240,
        reference: 'OS-118',
      },
    }),
  );
  await created(
    await page.request.post(`/api/v1/bills/${bill.id}/payments`, { data: { amountCents: 20_000, method: 'check' } }),
  );

  // Routes with parameters, keyed by their full pattern: a new one fails below until it is given here.
  const params: Record<string, string> = {
    '/invite/:token': `/invite/${inviteToken}`,
    '/quiz/:slug': `/quiz/${slug}`,
    '/gallery/:token': new URL(gallery.url).pathname,
    '/showcase/:token': new URL(showcaseLink.url).pathname,
    '/dashboard/leads/:id': `/dashboard/leads/${lead.id}`,
    '/dashboard/jobs/:id': `/dashboard/jobs/${job.id}`,
    '/dashboard/estimates/:id': `/dashboard/estimates/${estimate.id}`,
    '/dashboard/measurements/:id': `/dashboard/measurements/${measurement.id}`,
    '/dashboard/tools/orders/:id': `/dashboard/tools/orders/${order.id}`,
    '/dashboard/invoices/:id': `/dashboard/invoices/${invoice.id}`,
    '/dashboard/accounts-payable/:id': `/dashboard/accounts-payable/${bill.id}`,
    '/estimate/:token': new URL(signing.url).pathname,
    '/invoice/:token': new URL(invoiceLink).pathname,
    '/*': '/no-such-page',
    '/dashboard/*': '/dashboard/no-such-page',
  };
  const owner = await page.context().storageState();
  const client = await clientPage.context().storageState();
  await clientPage.context().close();
  return { params, states: { owner, client } };
}

interface Target {
  pattern: string;
  route: PageRoute<string>;
  dashboard: boolean;
}

/** Every page of the route table, with its full pattern; redirects are skipped. */
function targets(): Target[] {
  const join = (base: string, path: string) => `/${[base, path].filter(Boolean).join('/')}`;
  const pages = <P extends string>(table: readonly AppRoute<P>[], base: string, dashboard: boolean) =>
    table.flatMap((route) =>
      isRedirect(route) || route.redirectOnly ? [] : [{ pattern: join(base, route.path), route, dashboard }],
    );
  return [...pages(PUBLIC_ROUTES, '', false), ...pages(DASHBOARD_ROUTES, DASHBOARD_BASE, true)];
}

const inFlight = new WeakMap<Page, () => number>();

/** Counts the page's unfinished requests (networkidle would wait a fixed 500 ms after each page). */
function watched(page: Page): Page {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  inFlight.set(page, () => open);
  return page;
}

/** The route's code and data in: no request open over three looks 50 ms apart, no spinner or skeleton left. */
async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page)!;
  let quiet = 0;
  await expect.poll(() => (quiet = open() === 0 ? quiet + 1 : 0), { intervals: [50] }).toBeGreaterThanOrEqual(3);
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
}

/** Who sees a page, in which theme and language. */
function combinations(target: Target, device: string): Combination[] {
  // The phone scans what its layout changes (every AA rule, light); the dark theme's colours are the
  // same tokens on both devices, and the desktop checks them.
  const lightAndDark = (who: Who): Combination[] =>
    device === 'phone'
      ? [{ who, scheme: 'light' }]
      : [
          { who, scheme: 'light' },
          { who, scheme: 'dark' },
        ];
  if (target.dashboard) {
    // The owner of a service provider's company; the permission table must let them in.
    expect(canAccessRoute('service_provider', target.pattern, true), target.pattern).toBe(true);
    return lightAndDark('owner');
  }
  if (target.route.signedInAs === 'client') return lightAndDark('client');
  expect(target.route.signedInAs, `no fixture signs in as ${target.route.signedInAs}`).toBeUndefined();
  // Signed out in both languages, and a signed-in owner in dark following a shared link.
  return [
    { who: 'nobody', scheme: 'light', language: 'en' },
    { who: 'nobody', scheme: 'light', language: 'pt' },
    { who: 'owner', scheme: device === 'phone' ? 'light' : 'dark' },
  ];
}

test('no serious or critical axe violation on any route, light and dark', async ({ page, browser }, testInfo) => {
  // Over a hundred scans a device: minutes on a 2-core machine, growing with every route.
  test.setTimeout(600_000);
  const { params, states } = await createFixtures(page, browser, testInfo);

  // One context per combination; a signed-out visitor's language stored before any page script runs.
  const contexts = new Map<string, Awaited<ReturnType<typeof newContext>>>();
  async function pageFor({ who, scheme, language }: Combination): Promise<Page> {
    const key = `${who}/${scheme}/${language}`;
    let context = contexts.get(key);
    if (!context) {
      context = await newContext(browser, testInfo, who === 'nobody' ? undefined : states[who], scheme);
      if (language) await context.addInitScript(`localStorage.setItem('floorpro.language', '${language}')`);
      contexts.set(key, context);
    }
    return context.pages()[0] ?? watched(await context.newPage());
  }

  const begun = Date.now();
  let axeMs = 0;
  let scans = 0;
  let failures = 0;
  for (const target of targets()) {
    const url = params[target.pattern] ?? target.pattern;
    expect(url, `a fixture for ${target.pattern}`).not.toContain(':');
    for (const combination of combinations(target, testInfo.project.name)) {
      const tab = await pageFor(combination);
      await tab.goto(url);
      await settled(tab);
      const { pathname } = new URL(tab.url());
      // Signed in as the right role, a page of the app stays where it was opened.
      if (target.dashboard || target.route.signedInAs) expect.soft(pathname, url).toBe(url);
      const html = tab.locator('html');
      const dark = /\bdark\b/.test((await html.getAttribute('class')) ?? '');
      // Dark really was checked, except on the pages kept light for everyone (lib/theme.ts).
      if (combination.who !== 'nobody' && !LIGHT_ONLY_PATHS.test(pathname)) {
        expect.soft(dark, `${url} in dark`).toBe(combination.scheme === 'dark');
      }
      const lang = await html.getAttribute('lang');
      const started = Date.now();
      // A theme changes colours only: where the same person's page was scanned light with every AA
      // rule, its dark scan runs only the colour rules.
      const axe = new AxeBuilder({ page: tab });
      const coloursOnly =
        combination.scheme === 'dark' &&
        combinations(target, testInfo.project.name).some((c) => c.who === combination.who && c.scheme === 'light');
      const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_AA)).analyze();
      axeMs += Date.now() - started;
      scans++;
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      failures += serious.length;
      const where = `${url} (${combination.who}, ${dark ? 'dark' : 'light'}, ${lang}, ${testInfo.project.name})`;
      expect
        .soft(
          serious.map((v) => ({
            rule: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
          })),
          where,
        )
        .toEqual([]);
    }
  }
  for (const context of contexts.values()) await context.close();
  console.log(
    `axe (${testInfo.project.name}): ${scans} scans, ${failures} serious or critical violations ` +
      `(${Math.round((Date.now() - begun) / 1000)} s, axe itself ${Math.round(axeMs / 1000)} s)`,
  );
});
