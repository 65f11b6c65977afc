import { expect, test, type Page } from '@playwright/test';
import {
  SOUTH,
  bookingCheckout,
  chooseNewCard,
  expectConfirmation,
  fillGuest,
  payTeeTimeWithNewCard,
  signIn,
  signUpGolfer,
  typeCard,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Reservations: book, find it under Reservations, cancel 1 of 3 players and see the
// refund; check in on the seeded reservation inside today's window by paying with a card; a guest
// opens the manage link from /dev/outbox and cancels; the screens in French. Bookings are two
// days out (past the demo alias's 24 h cancellation window), on the South course, each test and
// project from its own hour so parallel runs never compete for the same tee time.

async function confirmationNumber(page: Page) {
  await expectConfirmation(page);
  return (await page.getByTestId('confirmation-number').first().innerText()).trim();
}

test('book 3 players, find the booking under Reservations, cancel 1 of 3 and see the refund; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpGolfer(page, uniqueEmail('reservations', testInfo));
  await bookingCheckout(page, testInfo.project.name === 'phone' ? 11 : 8, 3);
  await payTeeTimeWithNewCard(page, 'Three of us, one cart');
  const number = await confirmationNumber(page);

  await page.getByRole('link', { name: 'Reservations' }).first().click();
  await expect(page).toHaveURL(/\/reservation\/history/);
  await expect(page).toHaveTitle('Reservations');
  const card = page.getByTestId('reservations-upcoming').getByTestId('reservation-card').filter({ hasText: number });
  await expect(card).toContainText(SOUTH);
  await expect(card.getByTestId('reservation-players')).toHaveText('3');
  await expect(card.getByTestId('reservation-status')).toHaveText('Booked');
  await expect(card.getByTestId('reservation-paid')).not.toHaveText('$0.00');
  // A new golfer has played no round yet: the past list says so and leads back to tee times.
  await expect(page.getByTestId('reservations-past-empty')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reservations-list');
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/reservation\/history\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('detail-confirmation')).toHaveText(number);
  await expect(page.getByTestId('reservation-invoice')).toContainText('Green Fees');
  await expect(page.getByTestId('reservation-notes')).toContainText('Three of us, one cart');
  await expect(page.getByTestId('calendar-download')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('calendar-download').click();
  expect((await download).suggestedFilename()).toBe(`tee-time-${number}.ics`);
  await saveScreenshot(page, testInfo, 'reservation-detail');
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('cancel-open').click();
  const form = page.getByTestId('cancel-form');
  await form.getByRole('checkbox', { name: 'Player 3' }).check();
  await form.getByLabel('Reason (optional)').fill('One of us is injured');
  await saveScreenshot(page, testInfo, 'reservation-cancel-form');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Cancel 1 player' }).click();
  await expect(page.getByTestId('reservation-toast')).toContainText(
    /Your cancellation is confirmed\. \$\d+\.\d\d will be refunded to your card\./,
  );
  await expect(page.getByTestId('reservation-status')).toHaveText('Partially cancelled');
  await expect(page.getByTestId('detail-players')).toHaveText('2');
  await expect(page.getByTestId('detail-refunded')).not.toHaveText('$0.00');
  await expect(page.getByTestId('reservation-slot').nth(2)).toContainText('Cancelled');
  await saveScreenshot(page, testInfo, 'reservation-partially-cancelled');

  await page.getByRole('link', { name: 'All reservations' }).click();
  await expect(
    page.getByTestId('reservation-card').filter({ hasText: number }).getByTestId('reservation-status'),
  ).toHaveText('Partially cancelled');
});

test('pay and check in on the seeded reservation inside today’s check-in window, with a card', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/reservation/history?alias=demo');
  await waitForShell(page);
  // Upcoming is oldest first: the seeded tee time about an hour from the seed is first.
  const today = page.getByTestId('reservations-upcoming').getByTestId('reservation-card').first();
  await expect(today.getByTestId('reservation-due')).not.toHaveText('$0.00');
  await today.getByRole('link').click();
  const panel = page.getByTestId('check-in-panel');
  await expect(panel.getByTestId('check-in-summary')).toBeVisible();
  await saveScreenshot(page, testInfo, 'check-in-panel');
  await expectNoSeriousAxeViolations(page);

  // The two projects pay for one player each, whichever comes first (the server pays the first unpaid).
  await panel.getByTestId('pay-check-in-open').click();
  const form = page.getByTestId('pay-check-in-form');
  await form.getByLabel('Players to pay for').selectOption('1');
  await chooseNewCard(form, 'pay-check-in');
  // SPEC §5: with no card entered the first failure is toasted and the form stays open.
  await form.getByTestId('pay-check-in-submit').click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('Please enter a valid credit card number');
  await expect(form).toBeVisible();
  await typeCard(page, '5555 5555 5555 4444', undefined, 'pay-check-in-card-ready');
  await saveScreenshot(page, testInfo, 'pay-check-in-form');
  await expectNoSeriousAxeViolations(page);
  await form.getByTestId('pay-check-in-submit').click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('Your Check-In was successful');
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('reservation-slot').filter({ hasText: 'Checked in' }).first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'checked-in');
});

test('a declined card at pay-and-check-in is toasted and the form stays open', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one decline is enough; the phone project pays for the other player');
  await signIn(page);
  await page.goto('/reservation/history?alias=demo');
  await waitForShell(page);
  await page.getByTestId('reservations-upcoming').getByTestId('reservation-card').first().getByRole('link').click();
  const open = page.getByTestId('pay-check-in-open');
  await expect(page.getByTestId('check-in-summary')).toBeVisible();
  test.skip((await open.count()) === 0, 'both players already paid by the other tests');
  await open.click();
  const form = page.getByTestId('pay-check-in-form');
  // One player, as the paying tests do: they may pay for the other one meanwhile (same seeded reservation).
  await form.getByLabel('Players to pay for').selectOption('1');
  await chooseNewCard(form, 'pay-check-in');
  await typeCard(page, '4000 0000 0000 0002', undefined, 'pay-check-in-card-ready');
  await form.getByTestId('pay-check-in-submit').click();
  await expect(page.getByTestId('reservation-toast')).toContainText(/card|payment/i);
  await expect(form).toBeVisible();
  await saveScreenshot(page, testInfo, 'pay-check-in-declined');
});

test('a guest opens the manage link from the confirmation e-mail and cancels the booking', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('manage', testInfo);
  await page.goto('/?alias=demo');
  await waitForShell(page);
  await bookingCheckout(page, testInfo.project.name === 'phone' ? 15 : 13, 2);
  await fillGuest(page, email);
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByTestId('checkout-pay').click();
  const number = await confirmationNumber(page);

  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = page.locator('a[href*="/reservation/manage"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, page.url());
  await page.goto(`${url.pathname}${url.search}`);
  await waitForShell(page);
  await expect(page.getByTestId('manage-booking-page')).toBeVisible();
  await expect(page.getByTestId('detail-confirmation')).toHaveText(number);
  // A guest has no account: the Reservations tab stays hidden.
  await expect(page.getByRole('link', { name: 'Reservations' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'manage-booking');
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('cancel-open').click();
  await page.getByTestId('cancel-form').getByLabel('Reason (optional)').fill('Plans changed');
  await page.getByRole('button', { name: 'Cancel the whole booking' }).click();
  await expect(page.getByTestId('reservation-toast')).toContainText('Your cancellation is confirmed.');
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-panel')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'manage-booking-cancelled');

  // A forged token opens nothing.
  await page.goto(`/reservation/manage?alias=demo&token=${encodeURIComponent(`${url.searchParams.get('token')}x`)}`);
  await expect(page.getByTestId('manage-invalid')).toBeVisible();
});

test('in French: the lists, a booking and its check-in speak French; axe clean', async ({ page }, testInfo) => {
  await signIn(page);
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('link', { name: 'Réservations' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réservations');
  await expect(page.getByTestId('reservations-upcoming').getByRole('heading', { level: 2 })).toContainText('À venir');
  await expect(page.getByTestId('reservations-past').getByRole('heading', { level: 2 })).toContainText('Passées');
  await expect(page.getByTestId('reservations-past').getByTestId('reservation-status').first()).toHaveText(
    /Enregistrée|Réservée|Annulée|Partiellement annulée|Enregistrés\u00a0: \d sur \d/,
  );
  await saveScreenshot(page, testInfo, 'reservations-list-fr');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('reservations-upcoming').getByTestId('reservation-card').first().getByRole('link').click();
  await expect(page.getByTestId('check-in-panel').getByRole('heading', { level: 2 })).toHaveText('Enregistrement');
  await expect(page.getByTestId('reservation-invoice').getByRole('heading', { level: 2 })).toHaveText('Facture');
  await saveScreenshot(page, testInfo, 'reservation-detail-fr');
  await expectNoSeriousAxeViolations(page);
});
