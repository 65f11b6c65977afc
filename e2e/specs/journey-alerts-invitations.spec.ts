import { expect, test, type Page } from '@playwright/test';
import {
  bookingCheckout,
  expectConfirmation,
  localDate,
  NORTH,
  payTeeTimeWithNewCard,
  signUpGolfer,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The golfer's journey: a tee time booked up on a day with other times still offers a
// tee-time alert ("Tell me if this frees up"), which the golfer then finds on /alerts; and a
// withdrawn invitation says so, without Accept or Decline. Each project its own day and hour.

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

/** Fills a free North Course tee time `daysOut` days out from `fromHour` with four players held in another visitor's cart: the search no longer lists it. */
async function bookUp(page: Page, daysOut: number, fromHour: number) {
  const date = localDate(daysOut);
  const facilities = (await (await page.request.get('/api/facilities', { headers: HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  const facilityId = facilities.find((facility) => facility.name === NORTH)!.id;
  const search = (await (
    await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { headers: HEADERS })
  ).json()) as {
    teeTimes: {
      teetime: string;
      availableSlots: number;
      rates: { rateId: number; trade: boolean; allowedPlayers: number[] }[];
    }[];
  };
  const from = `${String(fromHour).padStart(2, '0')}:00`;
  const target = search.teeTimes.find(
    (entry) =>
      entry.availableSlots === 4 &&
      entry.teetime.slice(11) >= from &&
      entry.rates.some((rate) => !rate.trade && rate.allowedPlayers.includes(4)),
  )!;
  expect(target, `a free North tee time from ${from} on ${date}`).toBeTruthy();
  const rate = target.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(4))!;
  const other = await page.context().browser()!.newContext();
  const cart = await other.request.post('/api/shopping-cart', { headers: HEADERS, data: {} });
  expect(cart.status()).toBe(201);
  const { cartId } = (await cart.json()) as { cartId: string };
  const held = await other.request.post(`/api/shopping-cart/${cartId}/cart-item`, {
    headers: HEADERS,
    data: {
      item: {
        type: 'tee-time',
        facilityId,
        extra: { teetime: target.teetime, rateId: rate.rateId, players: 4, transportation: 'Cart' },
      },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  return { date, facilityId, teetime: target.teetime, release: () => other.close() };
}

test('a booked-up tee time on a day with other times offers an alert; the golfer finds it on /alerts; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await signUpGolfer(page, uniqueEmail('freed-up', testInfo));
  const full = await bookUp(page, phone ? 7 : 6, phone ? 14 : 11);

  // The golfer opens the search on that tee time (a link naming it), for a party of two.
  await page.goto(`/teetimes?alias=demo&date=${full.date}&course=${full.facilityId}&teetime=${full.teetime}&golfers=2`);
  await waitForShell(page);
  const row = page.getByTestId('tee-time-full');
  await expect(row).toContainText('Full');
  await expect(row).toContainText('This tee time is booked up.');
  // Other times of the day are listed around it.
  await expect(page.getByTestId('tee-time').first()).toBeVisible();
  const action = row.getByRole('button', { name: /^Tell me if .+ at Harbor Pines – North Course frees up$/ });
  await action.scrollIntoViewIfNeeded();
  await expect(action).toBeVisible();
  await saveScreenshot(page, testInfo, 'journey-full-tee-time-alert');
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, testInfo, 'journey-full-tee-time-alert-view', { fullPage: false });
  await expectNoSeriousAxeViolations(page);

  // By keyboard: focus the action and press Enter.
  await action.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).toContainText(
    'Done: we will e-mail you if a tee time for 2 players opens between',
  );
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, testInfo, 'journey-full-tee-time-alert-set', { fullPage: false });
  await row.getByRole('link', { name: 'See your alerts' }).click();
  await expect(page).toHaveURL(/\/alerts\?alias=demo/);
  const listed = page
    .getByTestId('alerts-active')
    .getByTestId('alert-item')
    .filter({ has: page.locator(`time[datetime="${full.date}"]`) });
  await expect(listed).toContainText('2 players');
  await expect(listed).toContainText('Harbor Pines – North Course');
  await expectNoSeriousAxeViolations(page);
  await full.release();
});

test('a withdrawn invitation says so and offers no Accept or Decline; axe clean', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const friend = uniqueEmail('withdrawn', testInfo);
  await signUpGolfer(page, uniqueEmail('lead-withdraws', testInfo));
  await bookingCheckout(page, testInfo.project.name === 'phone' ? 15 : 13, 2, 6);
  await payTeeTimeWithNewCard(page, 'Maybe a friend');
  await expectConfirmation(page);
  const number = (await page.getByTestId('confirmation-number').first().innerText()).trim();
  await page.getByRole('link', { name: 'Reservations' }).first().click();
  await page.getByTestId('reservation-card').filter({ hasText: number }).getByRole('link').click();
  const panel = page.getByTestId('invitations-panel');
  await panel.getByLabel('Name').fill('Cy Friend');
  await panel.getByLabel('E-mail').fill(friend);
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('Invitation sent.');
  await page.getByRole('button', { name: 'Cancel the invitation for Cy Friend' }).click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('The invitation for Cy Friend is cancelled.');
  // A withdrawn invitation offers the lead nothing more to do with it.
  const item = panel.getByTestId('invitation-item').filter({ hasText: 'Cy Friend' });
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button')).toHaveCount(0);

  await page.goto(`/dev/outbox?to=${encodeURIComponent(friend)}`);
  const link = page.locator('a[href*="/invite"][href*="type=accept"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const friendContext = await browser.newContext({ viewport: page.viewportSize() });
  const invitee = await friendContext.newPage();
  await invitee.goto(href);
  await waitForShell(invitee);
  await expect(invitee.getByTestId('invitation-closed')).toHaveText(
    'Ada withdrew this invitation, so there is nothing to answer.',
  );
  await expect(invitee.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(invitee.getByRole('link', { name: 'Find a tee time' })).toBeVisible();
  await saveScreenshot(invitee, testInfo, 'journey-invitation-withdrawn');
  await expectNoSeriousAxeViolations(invitee);
  await friendContext.close();
});
