import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Parquet-Plank-2026!';
let counter = 0;

/** An address no other test uses. */
export function uniqueEmail(who: string): string {
  return `${who}-${Date.now().toString(36)}-${++counter}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest e-mail the server kept for `to` (development outbox), waiting for it to arrive. */
export async function latestEmail(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await res.json()) as OutboxMessage[];
      found = messages.find((m) => m.to === to && (!subject || subject.test(m.subject)));
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

/** Signs up through the API and confirms through the e-mailed link: the page's context is signed in. */
export async function signUpConfirmed(
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
  const email = await latestEmail(page.request, fields.email);
  await page.goto(appLink(email, /verify-email/));
}
