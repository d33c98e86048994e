import { expect, test } from './fixtures.ts';
import { appLink, latestEmail, PASSWORD, signUpConfirmed, uniqueEmail } from './helpers.ts';

// Accounts through the real server and browser: sign-up with e-mail confirmation, sign-in errors,
// the sign-up rules in the spec's order, password reset, invitations and permissions, theme.

test('a Business Owner signs up, confirms through the e-mailed link, sets up the company and reaches the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  const suffix = email.split('@')[0]!.slice(6); // one company name per run and project: slugs are unique
  await page.goto('/login?mode=signup');
  await page.getByLabel('Full name').fill('Olivia Owner');
  await page.getByLabel('User type').selectOption('service_provider');
  await page.getByLabel('Company name').fill(`Oak & Tile ${suffix}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('+1 555 010 2030');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const message = await latestEmail(email);
  await page.goto(appLink(message, /verify-email/));
  await expect(page).toHaveURL(/\/dashboard\/company-setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue(`Oak & Tile ${suffix}`);
  await expect(page.getByLabel('Public address')).toHaveValue(`oak-tile-${suffix}`);
  await page.getByLabel('Website').fill('https://oak-and-tile.example.com');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), owner-/ })).toBeVisible();
  await expect(page.getByTestId('plan-badge')).toHaveText('BASIC');
});

test('a wrong password shows the credentials message', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await signUpConfirmed(page, { name: 'Wendy Wrong', email, role: 'client' });
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Check your email and password.');
});

test("sign-up rule messages appear in the spec's order", async ({ page }) => {
  await page.goto('/login?mode=signup');
  const submit = page.getByRole('button', { name: 'Create account' });
  const alert = page.getByRole('alert');

  // Rule 4 first, as the checklist: submit stays disabled while a password rule fails.
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await expect(page.locator('[data-rule="length8"]')).toHaveAttribute('data-met', 'false');
  await expect(page.locator('[data-rule="lower"]')).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(alert).toHaveText('Full name is required');
  await page.getByLabel('Full name').fill('Rita Rules');
  await submit.click();
  await expect(alert).toHaveText('Please select a user type');
  await page.getByLabel('User type').selectOption('field_team');
  await page.getByLabel('Confirm password').fill(PASSWORD + 'x');
  await expect(page.getByText('Passwords do not match')).toBeVisible(); // live, before submitting
  await submit.click();
  await expect(alert).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await submit.click();
  await expect(alert).toHaveText('You must accept the terms of use and privacy policy');
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await submit.click();
  await expect(alert).toHaveText('This field is required'); // the e-mail
});

test('forgot password → e-mailed link → new password → sign in with it', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUpConfirmed(page, { name: 'Fred Forgot', email, role: 'partner' });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Enter your e-mail first.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('We sent you a link to reset your password.')).toBeVisible();

  const message = await latestEmail(email, /password/i);
  await page.goto(appLink(message, /reset-password/));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = 'Walnut-Stain-2027?';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Check your email and password.');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an owner invites a field_team member, who joins and sees only what the permission table allows', async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail('inviter');
  await signUpConfirmed(page, {
    name: 'Ivan Inviter',
    email: ownerEmail,
    role: 'service_provider',
    companyName: `Invite Floors ${ownerEmail.split('@')[0]!.slice(8)}`,
  });
  await expect(page).toHaveURL(/company-setup/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const crewEmail = uniqueEmail('crew');
  await page.goto('/dashboard/users');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  await page.getByLabel('E-mail').fill(crewEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('field_team');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitation-row').filter({ hasText: crewEmail })).toBeVisible();

  // The invitee, in a browser of their own.
  const crewContext = await browser.newContext();
  const crew = await crewContext.newPage();
  const invitation = await latestEmail(crewEmail);
  await crew.goto(appLink(invitation, /\/invite\//));
  await expect(crew.getByRole('heading', { name: /^Join Invite Floors .+ on Floor Pro$/ })).toBeVisible();
  await crew.getByRole('link', { name: 'Create my account' }).click();
  await expect(crew.getByLabel('E-mail')).toHaveValue(crewEmail);
  await crew.getByLabel('Full name').fill('Carl Crew');
  await crew.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await crew.getByLabel('Confirm password').fill(PASSWORD);
  await crew.getByLabel('I accept the terms of use and privacy policy').check();
  await crew.getByRole('button', { name: 'Create account' }).click();
  await expect(crew.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  const confirmation = await latestEmail(crewEmail, /confirm|verify/i);
  await crew.goto(appLink(confirmation, /verify-email/));
  await expect(crew).toHaveURL(/\/invite\//);
  await crew.getByRole('button', { name: /^Join Invite Floors/ }).click();
  await expect(crew).toHaveURL(/\/dashboard$/);

  await crew.goto('/dashboard/financials');
  await expect(crew.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(crew.getByText('/dashboard/financials')).toBeVisible();
  await crewContext.close();

  // The owner sees the new member, and a notification.
  await page.reload();
  await expect(page.getByTestId('member-row').filter({ hasText: crewEmail })).toContainText('Field Team');
  await expect(page.getByTestId('unread-count')).toHaveText('1');
});

test('the theme chosen in settings survives a reload, without a flash', async ({ page }) => {
  await signUpConfirmed(page, { name: 'Theo Theme', email: uniqueEmail('theme'), role: 'client' });
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test("the owner's brand colour and font apply to the whole app", async ({ page }) => {
  const email = uniqueEmail('brand');
  await signUpConfirmed(page, {
    name: 'Bea Brand',
    email,
    role: 'service_provider',
    companyName: `Brand Floors ${email.split('@')[0]!.slice(6)}`,
  });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/settings');
  await page.getByLabel('Main colour').fill('#16a34a');
  await page.getByLabel('Font').selectOption('Lato');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('style', /--primary: #16a34a/);
  await expect(html).toHaveAttribute('style', /--font-sans: "Lato"/);
  // Buttons follow the brand colour.
  await expect(page.getByRole('button', { name: 'Save branding' })).toHaveCSS('background-color', 'rgb(22, 163, 74)');
});

test('a Business Owner without a company is sent to company setup and creates one there', async ({ page }) => {
  // Signing up "from an invitation" creates no company; without accepting one, the owner has none.
  const email = uniqueEmail('nocompany');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Nora Nocompany',
      email,
      phone: '',
      companyName: 'Unused',
      role: 'service_provider',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      language: 'en',
      invitationToken: 'x'.repeat(43),
    },
  });
  expect(res.status()).toBe(200);
  await page.goto(appLink(await latestEmail(email), /verify-email/));
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard\/company-setup$/);
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Company name').fill(`Fresh Floors ${email.split('@')[0]!.slice(10)}`);
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByLabel('Public address')).toHaveValue(/^fresh-floors-/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
