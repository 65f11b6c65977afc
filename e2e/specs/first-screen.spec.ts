import { expect, test, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The first screen: a bookable tee time with its price and Select above the fold on
// 1280×800 and 390×844, and a booking made with the keyboard alone, the hosted card frame
// included. It is often late evening in New York when this runs: tomorrow always has tee times
// (the desktop project books tomorrow, the phone project the day after).

const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
const dayFor = (testInfo: TestInfo) => localDate(testInfo.project.name === 'phone' ? 2 : 1);

/** Whether `locator` has the keyboard focus of its own document, and that document has focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => document.hasFocus() && document.activeElement === element).catch(() => false);

/** Presses Tab until `locator` has the focus; returns how many presses it took (fails past `max`). */
async function tabTo(page: Page, locator: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(locator)) return presses;
  }
  throw new Error(`${locator} never got the focus in ${max} Tab presses`);
}

/** The element is fully inside the viewport (no scrolling needed to see it). */
async function expectAboveTheFold(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, String(locator)).not.toBeNull();
  expect(box!.y, String(locator)).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, String(locator)).toBeLessThanOrEqual(viewport.height);
}

test('a bookable tee time with its price and Select is on the first screen, the welcome message and filters too', async ({
  page,
}, testInfo) => {
  await page.goto(`/search?alias=demo&date=${dayFor(testInfo)}`);
  await waitForShell(page);
  const first = page.getByTestId('tee-time').first();
  await expect(first).toBeVisible();
  await expect(page.getByTestId('welcome-message')).toBeVisible();
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  await expectAboveTheFold(page, first.locator('.tee-time__time'));
  await expectAboveTheFold(page, first.locator('.rate__price').first());
  await expectAboveTheFold(page, first.getByRole('button', { name: /^Select/ }));
  await expectAboveTheFold(page, page.getByTestId('welcome-message'));
  await expectAboveTheFold(
    page,
    testInfo.project.name === 'phone' ? page.getByText('Filters', { exact: true }).first() : page.getByLabel('Date'),
  );
  await saveScreenshot(page, testInfo, 'search-first-screen-viewport', { fullPage: false });
  await saveScreenshot(page, testInfo, 'search-first-screen');
  await expectNoSeriousAxeViolations(page);
});

test('a golfer books with the keyboard alone: skip link, Select, Check out, the hosted card frame, Pay', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(`/search?alias=demo&date=${dayFor(testInfo)}`);
  await waitForShell(page);
  await expect(page.getByTestId('tee-time').first()).toBeVisible();

  // Skip links first; "Skip to tee times" puts the first Select one Tab away.
  const skip = page.getByRole('link', { name: 'Skip to tee times' });
  const select = page
    .getByTestId('tee-time')
    .first()
    .getByRole('button', { name: /^Select/ });
  const toSkip = await tabTo(page, skip, 3);
  await page.keyboard.press('Enter');
  const toSelect = toSkip + (await tabTo(page, select, 10 - toSkip));
  expect(toSelect).toBeLessThanOrEqual(10);

  // Select: the addition is announced and the focus lands on Check out, not on the page body.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  const checkOut = page.getByTestId('cart-panel').getByTestId('check-out');
  await expect(checkOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-form')).toBeVisible();

  // The guest's details, each field reached with Tab and typed.
  const fields: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['E-mail', `keyboard-${testInfo.project.name}-${Date.now()}@example.com`],
    ['Phone', '(919) 555-0101'],
    ['Booking note', 'Booked with the keyboard'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('I have read and accept the tee time policy'));
  await page.keyboard.press('Space');

  // Into the gateway's frame: card number, name, expiry year, CVV, billing address, Save card.
  const frame: FrameLocator = page.frameLocator('iframe[title="Secure card entry"]');
  await tabTo(page, frame.getByLabel('Card number'), 60);
  await page.keyboard.type('4242424242424242');
  await tabTo(page, frame.getByLabel('Name on card'));
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, frame.getByLabel('Expiry year'));
  await page.keyboard.type(String(new Date().getFullYear() + 3));
  await tabTo(page, frame.getByLabel('Security code'));
  await page.keyboard.type('123');
  await tabTo(page, frame.getByLabel('Billing address'));
  await page.keyboard.type('1 Fairway Drive');
  await tabTo(page, frame.getByLabel('Postal code'));
  await page.keyboard.type('10001');
  await tabTo(page, frame.getByRole('button', { name: 'Save card' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('checkout-card-ready')).toContainText('Visa ending in 4242 is ready to pay.');

  await tabTo(page, page.getByTestId('checkout-pay'), 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/confirmation\?orderId=/, { timeout: 20_000 });
  await expect(page.getByTestId('confirmation-order-number')).not.toBeEmpty();
  await saveScreenshot(page, testInfo, 'keyboard-booking-confirmation');
});
