import { expect, type Page, test } from '@playwright/test';
import { localDate } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// A frost delay: a golfer is booked (by phone, through the console's API) early on a day of its
// own; the manager opens Messages, previews whom the range reaches, writes "Frost delay" and
// sends it; the golfer's e-mail is in the outbox (/dev/outbox), and the Activity says who sent
// what. The range is the booked tee time alone, so no other spec's golfers are written to.

const ALIAS = { 'x-be-alias': 'demo' };

interface SearchTime {
  teetime: string;
  availableSlots: number;
  rates: unknown[];
}

/** A time of the day open to four, early in the morning (other specs take the ends and the middle). */
async function openMorningTime(page: Page, date: string, facilityId: number): Promise<string> {
  const answer = await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { headers: ALIAS });
  const open = ((await answer.json()) as { teeTimes: SearchTime[] }).teeTimes.filter(
    (time) => time.availableSlots === 4 && time.rates.length > 0,
  );
  return open[Math.floor(open.length * 0.2)]!.teetime;
}

/** HH:mm a minute later: the end of a range holding one tee time. */
function minuteAfter(clock: string): string {
  const minutes = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + 1;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

test('a manager sends a frost-delay message to the golfers of a range, and it is in the outbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tablet = testInfo.project.name === 'tablet';
  const date = localDate(tablet ? 10 : 8);
  const email = `frost-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const facilities = (await (await page.request.get('/api/facilities', { headers: ALIAS })).json()) as {
    id: number;
    name: string;
    courseId: string;
  }[];
  const north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!;
  const teetime = await openMorningTime(page, date, north.id);
  const clock = teetime.slice(11, 16);

  const manager = (await (
    await page.request.post('/api/admin/session', {
      headers: { ...ALIAS, 'x-fairway-csrf': '1' },
      data: { username: 'manager@harborpines.example', password: 'Fairway2026' },
    })
  ).json()) as { sessionToken: string };
  const headers = { ...ALIAS, 'x-fairway-staff-token': manager.sessionToken };
  const rates = (await (
    await page.request.get(`/api/admin/rates?facilityId=${north.id}&teetime=${teetime}`, { headers })
  ).json()) as { rates: { rateId: number; allowedPlayers: number[] }[] };
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await page.request.post('/api/admin/reservations', {
    headers: { ...headers, 'x-fairway-csrf': '1', 'idempotency-key': `frost-${email}` },
    data: {
      facilityId: north.id,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Fern', lastName: 'Frost', email },
      paymentMethod: 'pay-at-course',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/admin?alias=demo');
  await page.getByLabel('Username').fill('manager@harborpines.example');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed in as Riley Chen (Manager)')).toBeVisible();
  await page.getByRole('navigation').getByRole('button', { name: 'Messages', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Messages to golfers' })).toBeVisible();

  await page.getByLabel('Course', { exact: true }).selectOption({ label: north.name });
  await page.getByLabel('Day', { exact: true }).fill(date);
  await page.getByLabel('From', { exact: true }).fill(clock);
  await page.getByLabel('Until', { exact: true }).fill(minuteAfter(clock));
  await page.getByRole('button', { name: 'Preview recipients' }).click();
  const table = page.getByRole('table', { name: new RegExp(`Golfers booked at ${north.name}`) });
  await expect(table.getByRole('row', { name: /Fern Frost/ })).toContainText(email);

  await page.getByLabel('Subject', { exact: true }).fill('Frost delay');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Frost on the greens: the first tee times move back by one hour. We will see you soon!');
  const send = page.getByRole('button', { name: /^Send to \d+ golfers?$/ });
  await expect(send).toBeEnabled();
  if (tablet) {
    for (const control of [send, page.getByRole('button', { name: 'Preview recipients' })])
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-messages-preview');

  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Sent to \d+ golfers? \(\d+ by text message\)\.$/ }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-messages-sent');

  // The Activity says who sent what.
  await page.getByRole('navigation').getByRole('button', { name: 'Activity', exact: true }).click();
  await expect(page.getByText(/Riley Chen sent ‘Frost delay’ to \d+ golfers? of /).first()).toBeVisible();

  // The golfer's e-mail, in the outbox: the subject, and the message as written.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const message = page.getByTestId('outbox-message').filter({ hasText: 'Frost delay' });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('Hello Fern Frost,');
  await expect(message).toContainText('the first tee times move back by one hour. We will see you soon!');
  await saveScreenshot(page, testInfo, 'admin-messages-outbox');
});
