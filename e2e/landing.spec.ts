import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// /landing through the real server (spec sections 1 and 2): sections, figures, language, anchors,
// sign-in and the newsletter box.

const SECTIONS = [
  { anchor: 'features', en: 'Features', heading: 'One app from the first call to the final invoice' },
  { anchor: 'testimonials', en: 'Testimonials', heading: 'Flooring contractors run their business on Floor Pro' },
  { anchor: 'pricing', en: 'Pricing', heading: 'Simple plans, free for 14 days' },
  { anchor: 'faq', en: 'FAQ', heading: 'Frequently asked questions' },
];

async function openLanding(page: Page) {
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Win more flooring jobs. Spend less time on paperwork.',
  );
}

const newsletterRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/newsletter')) seen.push(request.postData() ?? '');
  });
  return seen;
};

test('shows every section of the spec with its figures, without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openLanding(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText(
    'Try Floor Pro free for 14 days. No credit card, set up in under 5 minutes.',
  );
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Page sections' }).getByRole('link')).toHaveText(
    SECTIONS.map((s) => s.en),
  );
  await expect(header.getByRole('group', { name: 'Language' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Start free trial' })).toBeVisible();

  // Problem and solution: three items each, then the sample proposal.
  const problem = page.getByRole('region', { name: 'Sound familiar?' });
  await expect(problem.getByRole('heading', { level: 3 })).toHaveCount(3);
  const features = page.locator('#features');
  await expect(features.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveCount(3);
  const proposal = features.getByRole('article', { name: 'White oak hardwood installation' });
  await expect(proposal).toContainText('Sample proposal');
  await expect(proposal.getByRole('definition')).toHaveText(['$12,450', '5-7 days', '4.9']);

  // Social proof: the counters, then three testimonials.
  const proof = page.locator('#testimonials');
  await expect(proof.getByRole('definition')).toHaveText(['500+', '95%', '$2M+']);
  await expect(proof.getByRole('term')).toHaveText([
    'flooring contractors',
    'customer satisfaction',
    'in revenue managed',
  ]);
  await expect(proof.locator('figure blockquote')).toHaveCount(3);

  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['Basic', 'Premium']);
  await expect(pricing.getByText('14-day free trial', { exact: true })).toHaveCount(2);
  await expect(pricing.getByText('No credit card', { exact: true })).toHaveCount(2);

  // The FAQ answers the copy promises of section 1.
  const faq = page.locator('#faq');
  for (const [question, answer] of [
    ['How long does it take to set up?', 'Under 5 minutes.'],
    ['How fast does support answer?', 'We reply within 2 hours, Mon-Fri 8AM-6PM EST'],
    [
      'Do I need a credit card for the free trial?',
      'The trial is free for 14 days and we do not ask for a credit card.',
    ],
  ]) {
    await expect(faq.getByText(answer!)).toBeHidden();
    await faq.getByText(question!).click();
    await expect(faq.getByText(answer!)).toBeVisible();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Ready to spend less time on paperwork?' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'support@floorpro.app' })).toHaveAttribute(
    'href',
    'mailto:support@floorpro.app',
  );
  await expect(footer).toContainText('Support replies within 2 hours, Mon-Fri 8AM-6PM EST.');
  await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();

  // One h1, and no heading level skipped.
  const levels = await page.locator('h1, h2, h3, h4').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  expect(errors).toEqual([]);
});

test('the language switcher changes the texts and <html lang>, and the choice is kept', async ({ page }) => {
  await openLanding(page);
  const languages = page.getByRole('banner').getByRole('group', { name: 'Language' });
  await languages.getByRole('button', { name: 'PT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Feche mais obras de piso. Perca menos tempo com papelada.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.locator('#features').getByRole('definition').nth(1)).toHaveText('5-7 dias');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Parece familiar?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.getByRole('banner').getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sound familiar?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('each header anchor scrolls its section into view below the sticky header', async ({ page }) => {
  await openLanding(page);
  const header = page.getByRole('banner');
  for (const { anchor, en, heading } of SECTIONS) {
    await header.getByRole('navigation').getByRole('link', { name: en, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/landing#${anchor}$`));
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
    // The section starts below the sticky header, not under it.
    const headerBox = (await header.boundingBox())!;
    await expect
      .poll(async () => (await page.locator(`#${anchor}`).boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  }
});

test('sign in goes to /login and start trial to the create-account form', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await openLanding(page);
  await page.getByRole('banner').getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
});

test('an invalid newsletter address shows the message and sends nothing', async ({ page }) => {
  const sent = newsletterRequests(page);
  await openLanding(page);
  const email = page.getByRole('textbox', { name: 'E-mail address' });
  await email.fill('joe@flooring');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  await email.fill('joe@flooring.com');
  await expect(page.getByText('Please enter a valid email')).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test('a valid address is subscribed and thanked; the same address again is thanked in Portuguese', async ({ page }) => {
  const sent = newsletterRequests(page);
  const address = `crew-${Date.now()}-${test.info().project.name}@example.com`;
  await openLanding(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`  ${address} `);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('Thanks for subscribing! Look for our next issue in your inbox.');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveCount(0);
  expect(sent.map((body) => JSON.parse(body))).toEqual([{ email: address, language: 'en' }]);

  // Already subscribed (200): the same thanks, so the form never tells whether an address is listed.
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'PT' }).click();
  await page.getByRole('textbox', { name: 'Endereço de e-mail' }).fill(address);
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Obrigado pela inscrição! Procure a próxima edição na sua caixa de entrada.',
  );
  expect(JSON.parse(sent[1]!)).toEqual({ email: address, language: 'pt' });
});

test("the server's refusals are shown in the visitor's language", async ({ page }) => {
  // Answers as the server does, so the test neither depends on nor spends the real rate limit.
  const answers = [{ status: 429, code: 'RATE_LIMITED', message: 'Too many attempts.' }];
  await page.route('**/api/v1/newsletter', (route) => {
    const body = answers.shift()!;
    return route.fulfill({ status: body.status, contentType: 'application/problem+json', body: JSON.stringify(body) });
  });
  await openLanding(page);
  await page.getByRole('banner').getByRole('button', { name: 'PT' }).click();
  const email = page.getByRole('textbox', { name: 'Endereço de e-mail' });
  await email.fill('owner@oakfloors.c'); // refused in the browser: no request
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(email).toHaveAccessibleDescription('Informe um e-mail válido');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(answers).toHaveLength(1);

  await email.fill('owner@oakfloors.com');
  await page.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  await expect(email).toHaveValue('owner@oakfloors.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  expect(answers).toEqual([]);
});
