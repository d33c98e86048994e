import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, uniqueEmail } from './helpers.ts';

// The browser's day is the company's (default America/New_York), so "today" means one thing here.
test.use({ timezoneId: 'America/New_York' });

let companies = 0;

async function ownerWithCompany(page: Page): Promise<void> {
  await signUpConfirmed(page, {
    name: 'Carla Calendar',
    email: uniqueEmail('calendar-owner'),
    role: 'service_provider',
    companyName: `Calendar Floors ${Date.now().toString(36)} ${++companies}`,
  });
  const res = await page.request.patch('/api/v1/company', { data: { setupCompleted: true } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The browser's (New York) calendar day and time of an instant. */
function newYork(date: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('a new task opens prefilled (Quick Actions on a phone, the New task button on a desktop) and lands on the calendar', async ({
  page,
}, testInfo) => {
  // FullCalendar injects its CSS and zod probes `new Function` unless told not to: the strict CSP
  // refuses both. Every refusal fires this event, printed to the console or not.
  await page.addInitScript(`
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  `);
  await ownerWithCompany(page);
  const before = newYork(new Date());
  if (testInfo.project.name === 'phone') {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Quick Actions' }).click();
    await page.getByRole('button', { name: 'New Task' }).click();
    await expect(page).toHaveURL(/\/dashboard\/calendar\?newTask=1/);
  } else {
    await page.goto('/dashboard/calendar');
    await page.getByTestId('new-task').click();
  }
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Title')).toBeVisible();
  // Prefilled: today, starting now (the minute may turn while the page opens), ending an hour later.
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(before.day);
  const start = await form.getByLabel('Start', { exact: true }).inputValue();
  const end = await form.getByLabel('End', { exact: true }).inputValue();
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  if (testInfo.project.name === 'phone') expect(Math.abs(minutes(start) - minutes(before.time))).toBeLessThanOrEqual(2);
  expect((minutes(end) - minutes(start) + 24 * 60) % (24 * 60)).toBe(60);

  await form.getByLabel('Title').fill('Measure the Lopez kitchen');
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(form).toBeHidden();
  // The quick-action parameters leave the URL; the task shows on its day.
  await expect(page).not.toHaveURL(/newTask=1/);
  await expect(page.locator('.fp-task', { hasText: 'Measure the Lopez kitchen' })).toBeVisible();

  const { tasks } = await (
    await page.request.get(
      `/api/v1/calendar?${new URLSearchParams({
        from: new Date(Date.now() - 86_400_000).toISOString(),
        to: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })}`,
    )
  ).json();
  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(tasks).toHaveLength(1);
  expect(newYork(new Date(tasks[0].startsAt)).day).toBe(before.day);
  expect(new Date(tasks[0].endsAt).getTime() - new Date(tasks[0].startsAt).getTime()).toBe(60 * 60_000);
});

test('drag a task to another day in the month view', async ({ page }) => {
  await ownerWithCompany(page);
  // A task on the 10th at 09:00–10:00 New York time, moved to the 17th (same month, one week later).
  const month = newYork(new Date()).day.slice(0, 7);
  // The browser runs in New York: its Date reads local times there, whatever the season's offset.
  const at = (local: string) => page.evaluate((text) => new Date(text).toISOString(), local);
  const created = await page.request.post('/api/v1/calendar/tasks', {
    data: {
      title: 'Deliver oak planks',
      startsAt: await at(`${month}-10T09:00`),
      endsAt: await at(`${month}-10T10:00`),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: string; startsAt: string };

  await page.goto(`/dashboard/calendar?view=month&date=${month}-10`);
  const event = page.locator('.fp-task', { hasText: 'Deliver oak planks' });
  await expect(page.locator(`td[data-date="${month}-10"]`).locator('.fp-task')).toBeVisible();
  const target = page.locator(`td[data-date="${month}-17"]`);

  const from = (await event.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();

  await expect(target.locator('.fp-task', { hasText: 'Deliver oak planks' })).toBeVisible();
  await expect
    .poll(async () => {
      const saved = (await (await page.request.get(`/api/v1/calendar/tasks/${task.id}`)).json()) as {
        startsAt: string;
        endsAt: string;
      };
      return [newYork(new Date(saved.startsAt)), newYork(new Date(saved.endsAt))].map((d) => `${d.day} ${d.time}`);
    })
    .toEqual([`${month}-17 09:00`, `${month}-17 10:00`]);
});
