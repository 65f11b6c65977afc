import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Each viewport books on its own day (3 or 4 days out, New York time), so that the two projects
// running side by side never compete for the same tee times.
const localDate = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
};
const dayFor = (testInfo: TestInfo) => localDate(testInfo.project.name === 'phone' ? 4 : 3);

async function openSearch(page: Page, date: string) {
  await page.goto(`/search?alias=demo&date=${date}`);
  await waitForShell(page);
  await expect(page.getByTestId('tee-time').first()).toBeVisible();
}

test('cart: add a tee time, edit players and add-ons on /cart, remove it; axe clean', async ({ page }, testInfo) => {
  await openSearch(page, dayFor(testInfo));
  const card = page.getByTestId('tee-time').first();
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByTestId('cart-item')).toContainText('Players: 2');
  await saveScreenshot(page, testInfo, 'cart-panel');
  await expectNoSeriousAxeViolations(page);

  await panel.getByRole('link', { name: 'Edit Cart' }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const editor = page.getByTestId('cart-item-editor');
  await editor.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time updated in cart');
  await expect(page.getByTestId('cart-item')).toContainText('Players: 3');

  const clubs = page.getByTestId('add-on-3');
  await clubs.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await clubs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('cart-item-editor').getByTestId('add-on-3').getByRole('spinbutton')).toHaveValue('2');
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time updated in cart');
  // Saving the same line again changes nothing.
  await clubs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('cart-toast')).toHaveText('No changes detected...');
  await saveScreenshot(page, testInfo, 'cart-page');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('cart-empty')).toHaveText('Shopping cart is empty');
});

test('cart: a tee time taken by a group of 4 leaves the list after the refresh', async ({ page }, testInfo) => {
  await openSearch(page, dayFor(testInfo));
  const card = page.getByTestId('tee-time').nth(3);
  const teetime = await card.getAttribute('data-teetime');
  // Both courses can share a start time: tell the cards apart by course too.
  const course = (await card.locator('.tee-time__course').textContent()) ?? '';
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await page.getByTestId('cart-panel').getByRole('link', { name: 'Edit Cart' }).click();
  await page.getByTestId('cart-item-editor').getByRole('combobox', { name: 'Players' }).selectOption('4');
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time updated in cart');
  await openSearch(page, dayFor(testInfo));
  await expect(page.locator(`[data-testid="tee-time"][data-teetime="${teetime}"]`).filter({ hasText: course })).toHaveCount(0);
});

test('cart: a tee time taken meanwhile says so and offers nearby times in "Select Another Tee Time"', async ({ page }, testInfo) => {
  const date = dayFor(testInfo);
  await openSearch(page, date);
  const card = page.getByTestId('tee-time').nth(6);
  const teetime = (await card.getAttribute('data-teetime'))!;
  const course = (await card.locator('.tee-time__course').textContent()) ?? '';
  // Another golfer takes the whole tee time while this list is on screen.
  const headers = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };
  const search = await (await page.request.get(`/api/v2/tee-times?date=${date}`, { headers })).json();
  const facilities = await (await page.request.get('/api/facilities', { headers })).json();
  const facilityId = facilities.find((facility: { id: number; name: string }) => facility.name === course).id;
  const target = search.teeTimes.find((entry: { teetime: string; facilityId: number }) => entry.teetime === teetime && entry.facilityId === facilityId);
  const cart = await (await page.request.post('/api/shopping-cart', { headers, data: {} })).json();
  const taken = await page.request.post(`/api/shopping-cart/${cart.cartId}/cart-item`, {
    headers,
    data: { item: { type: 'tee-time', facilityId, extra: { teetime, rateId: target.rates[0].rateId, players: 4, transportation: 'Cart' } } },
  });
  expect(taken.status()).toBe(201);

  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time is locked');
  const modal = page.getByRole('dialog', { name: 'Select Another Tee Time' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('This tee time is not available. Please select another one.');
  await saveScreenshot(page, testInfo, 'cart-related-times');
  await expectNoSeriousAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});
