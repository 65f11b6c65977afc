import { expect, test } from '@playwright/test';
import {
  expectConfirmation,
  localDate,
  payTeeTimeWithNewCard,
  signIn,
  signUpGolfer,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Tee-time alerts: a signed-in golfer creates an alert from the alerts screen, sees
// it under Active alerts, and deletes it. It asks for a day of its own so the shared golfer's other
// alerts never make a duplicate (409).

test('create an alert, see it listed as active, delete it; axe clean', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const date = localDate(4);
  await signIn(page);
  await page.goto(`/alerts?alias=demo&date=${date}&start=420&end=600&players=2`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tee Time Alerts' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await page.getByLabel('From').fill('07:30');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alerts-message')).toHaveText('Tee time alert created.');
  const item = page
    .getByTestId('alerts-active')
    .getByTestId('alert-item')
    .filter({ has: page.locator(`time[datetime="${date}"]`) });
  await expect(item).toContainText('07:30–10:00 · 3 players');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'alerts-list');

  // The same alert again is the duplicate state.
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('From').fill('07:30');
  await page.getByLabel('To').fill('10:00');
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alert-form-message')).toHaveText(
    'You already have a tee time alert for these dates, times and courses.',
  );

  await item.getByTestId('alert-delete').click();
  await item.getByTestId('alert-delete-confirm').click();
  await expect(page.getByTestId('alerts-message')).toHaveText('Tee time alert deleted.');
  await expect(
    page
      .getByTestId('alerts-active')
      .getByTestId('alert-item')
      .filter({ has: page.locator(`time[datetime="${date}"]`) }),
  ).toHaveCount(0);
});

test('a cancelled tee time waits in the first alerted golfer’s cart; the e-mail’s Book it opens checkout with it', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const headers = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };
  const date = localDate(2);
  // North at 10:00: other specs book the South course's other hours that day.
  const course = 'North';
  const facilities = (await (await page.request.get('/api/facilities', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const facilityId = facilities.find((facility) => facility.name.endsWith(`${course} Course`))!.id;
  const search = (await (
    await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { headers })
  ).json()) as {
    teeTimes: { teetime: string; availableSlots: number }[];
  };
  const target = search.teeTimes.find((entry) => entry.availableSlots === 4 && entry.teetime.slice(11) >= '10:00');
  expect(target, `a free ${course} tee time from 10:00 on ${date}`).toBeTruthy();
  const teetime = target!.teetime;

  // Another golfer books two players on it.
  const booker = await browser.newContext();
  const bookerPage = await booker.newPage();
  await signUpGolfer(bookerPage, uniqueEmail('offer-booker', testInfo));
  await bookerPage.goto(`/search?alias=demo&date=${date}&course=${facilityId}`);
  await waitForShell(bookerPage);
  await bookerPage
    .locator(`[data-testid="tee-time"][data-teetime="${teetime}"][data-facility-id="${facilityId}"] .tee-time__select`)
    .click();
  await expect(bookerPage.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await bookerPage.getByTestId('cart-panel').getByRole('link', { name: 'Edit Cart' }).click();
  await bookerPage.getByTestId('cart-item-editor').getByRole('combobox', { name: 'Players' }).selectOption('2');
  await expect(bookerPage.getByTestId('cart-item')).toContainText('Players: 2');
  await bookerPage.getByTestId('cart-summary').getByRole('link', { name: 'Check out' }).click();
  await expect(bookerPage.getByTestId('checkout-form')).toBeVisible();
  await payTeeTimeWithNewCard(bookerPage, 'Two of us');
  await expectConfirmation(bookerPage);

  // The alerted golfer asks for that time.
  const email = uniqueEmail('offer-golfer', testInfo);
  await signUpGolfer(page, email);
  const minute = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16));
  const alert = await page.request.post('/api/profile/teetime-alerts', {
    headers,
    data: {
      dates: [date],
      timezone: 'America/New_York',
      teetimeStartTime: minute - 30,
      teetimeEndTime: minute + 30,
      players: 2,
      facilityIds: [facilityId],
      lzCurrentLanguage: 'en',
    },
  });
  expect(alert.status()).toBe(201);

  // The booker cancels; the offer e-mail arrives within seconds.
  const history = (await (await bookerPage.request.get('/api/reservation/history', { headers })).json()) as {
    items: { ReservationID: string; teetime: string }[];
  };
  const reservation = history.items.find((item) => item.teetime.startsWith(teetime))!;
  expect(
    (
      await bookerPage.request.put(`/api/reservations/${reservation.ReservationID}/cancel`, {
        headers,
        data: { reason: 'Rain' },
      })
    ).status(),
  ).toBe(200);
  await booker.close();
  const outbox = `/dev/outbox?to=${encodeURIComponent(email)}`;
  await expect
    .poll(
      async () => (await (await page.request.get(outbox)).text()).includes('A tee time you asked for just opened'),
      { timeout: 20_000 },
    )
    .toBe(true);
  // Held for the golfer alone: the public search still shows only the two slots that were free.
  const after = (await (
    await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { headers })
  ).json()) as { teeTimes: { teetime: string; availableSlots: number }[] };
  expect(after.teeTimes.find((entry) => entry.teetime === teetime)?.availableSlots).toBe(2);
  // The alerts screen shows what the alert found, held until the hold lapses.
  await page.goto('/alerts?alias=demo');
  await waitForShell(page);
  await expect(page.getByTestId('alert-offer')).toContainText(`Held for you until`);
  await expect(page.getByTestId('alert-offer')).toContainText(course);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'alert-offer-held');
  await page.goto(outbox);
  const message = page
    .getByTestId('outbox-message')
    .filter({ hasText: 'A tee time you asked for just opened' })
    .first();
  await expect(message).toContainText('held for you alone until');
  const link = (await message.locator('a[href*="book=1"]').getAttribute('href'))!;

  await page.goto(link);
  await expect(page.getByTestId('checkout-form')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('checkout-summary')).toContainText(course);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'alert-offer-checkout');
  await payTeeTimeWithNewCard(page, 'From my alert');
  await expectConfirmation(page);
});
