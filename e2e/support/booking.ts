import { expect, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForShell } from './checks.ts';

// Booking steps several specs share: New York dates, signing in as the demo golfer, the guest's
// details, a card typed in the gateway's hosted page, and the confirmation page.

/** The New York date `offsetDays` from today (YYYY-MM-DD). */
export const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Signs in as the seeded demo golfer and waits for the home page. */
export async function signIn(page: Page) {
  await page.goto('/login?alias=demo');
  await waitForShell(page);
  await page.getByLabel('E-mail address').fill('golfer@example.com');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/**
 * Signs up a new golfer of the demo alias and waits for the home page. A test that books as a
 * signed-in golfer uses one of its own: a golfer's cart is kept server-side across sessions, so
 * two tests booking as the seeded golfer in parallel would see each other's items.
 */
export async function signUpGolfer(page: Page, email: string, password = 'Birdie2024') {
  await page.goto('/signup?alias=demo');
  await waitForShell(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Reservations' })).toBeVisible();
}

/**
 * Chooses "new card" in a payment form (`prefix` checkout or pay-check-in) once its saved cards
 * have loaded: a golfer with saved cards gets the default one preselected, one without sees the
 * hosted card page at once. Checking before the cards arrive would leave the saved card chosen.
 */
export async function chooseNewCard(
  scope: Page | Locator,
  prefix: 'checkout' | 'pay-check-in',
  frameTitle = CARD_LABELS.frame,
) {
  const option = scope.getByTestId(`${prefix}-new-card-option`);
  await expect(option.or(scope.locator(`iframe[title="${frameTitle}"]`)).first()).toBeVisible({ timeout: 20_000 });
  if (await option.count()) await option.check();
}

/** Fills the checkout's booker fields for a guest. */
export async function fillGuest(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('(919) 555-0100');
  await page.getByLabel('Booking note').fill('Two riders, one cart');
  await page.getByLabel('I have read and accept the tee time policy').check();
}

/** The hosted card page's labels in English; other languages pass theirs. */
export const CARD_LABELS = {
  frame: 'Secure card entry',
  number: 'Card number',
  name: 'Name on card',
  year: 'Expiry year',
  cvv: 'Security code',
  address: 'Billing address',
  postalCode: 'Postal code',
  save: 'Save card',
};

/** Types a card in the gateway's hosted page and saves it; `readyTestId` is the form's "card ready" note. */
export async function typeCard(page: Page, number: string, labels = CARD_LABELS, readyTestId = 'checkout-card-ready') {
  const frame: FrameLocator = page.frameLocator(`iframe[title="${labels.frame}"]`);
  await frame.getByLabel(labels.number).fill(number);
  await frame.getByLabel(labels.name).fill('Grace Hopper');
  await frame.getByLabel(labels.year).selectOption(String(new Date().getFullYear() + 3));
  await frame.getByLabel(labels.cvv).fill(number.replace(/\D/g, '').length === 15 ? '1234' : '123');
  await frame.getByLabel(labels.address).fill('1 Fairway Drive');
  await frame.getByLabel(labels.postalCode).fill('10001');
  await frame.getByRole('button', { name: labels.save }).click();
  await expect(page.getByTestId(readyTestId)).toBeVisible();
}

/** Waits for the confirmation page of a paid order. */
export async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/confirmation\?orderId=/, { timeout: 20_000 });
  await expect(page.getByTestId('confirmation-order-number')).not.toBeEmpty();
  await expect(page.getByTestId('confirmation-number').first()).not.toBeEmpty();
}

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };
export const SOUTH = 'Harbor Pines – South Course';
export const NORTH = 'Harbor Pines – North Course';
/** An address no other test or run uses. */
export const uniqueEmail = (label: string, testInfo: TestInfo) =>
  `${label}-${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A free tee time of a course (South by default) `daysOut` days out (default two), at or after `fromHour` (a different hour per test and project). */
export async function freeTeeTime(page: Page, fromHour: number, daysOut = 2, course = SOUTH) {
  const date = localDate(daysOut);
  const facilities = (await (await page.request.get('/api/facilities', { headers: HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  const facility = facilities.find((entry) => entry.name === course)!;
  const search = (await (await page.request.get(`/api/v2/tee-times?date=${date}`, { headers: HEADERS })).json()) as {
    teeTimes: { teetime: string; facilityId: number; availableSlots: number }[];
  };
  const from = `${String(fromHour).padStart(2, '0')}:00`;
  const target = search.teeTimes.find(
    (entry) => entry.facilityId === facility.id && entry.availableSlots === 4 && entry.teetime.slice(11) >= from,
  );
  expect(target, `a free ${course} tee time from ${from}`).toBeTruthy();
  return { date, teetime: target!.teetime };
}

/** Puts that tee time in the cart for `players`, then opens /checkout. */
export async function bookingCheckout(page: Page, fromHour: number, players: number, daysOut = 2, course = SOUTH) {
  const { date, teetime } = await freeTeeTime(page, fromHour, daysOut, course);
  await page.goto(`/search?alias=demo&date=${date}`);
  await waitForShell(page);
  const card = page
    .locator(`[data-testid="tee-time"][data-teetime="${teetime}"]`)
    .filter({ hasText: course.split(' – ')[1]! })
    .first();
  await card.scrollIntoViewIfNeeded();
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await page.getByTestId('cart-panel').getByRole('link', { name: 'Edit Cart' }).click();
  await page.getByTestId('cart-item-editor').getByRole('combobox', { name: 'Players' }).selectOption(String(players));
  await expect(page.getByTestId('cart-item')).toContainText(`Players: ${players}`);
  await page.getByTestId('cart-summary').getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
}

/** A signed-in golfer's tee-time checkout: a new card, the phone when the profile has none, the booking note and the policy; then Pay (the caller waits for the confirmation). */
export async function payTeeTimeWithNewCard(page: Page, note: string) {
  await chooseNewCard(page, 'checkout');
  if (!(await page.getByLabel('Phone').inputValue())) await page.getByLabel('Phone').fill('919 555 0100');
  await page.getByLabel('Booking note').fill(note);
  await page.getByLabel('I have read and accept the tee time policy').check();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByTestId('checkout-pay').click();
}
