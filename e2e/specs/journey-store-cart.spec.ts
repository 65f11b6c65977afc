import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localDate, NORTH, signUpGolfer, uniqueEmail } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The golfer's whole journey through the store and the cart: the cart is in view on
// /store (the panel beside the cards on a wide screen, the bar at the foot of a phone's), Check
// out goes on from there, store items are named by what they are with the initiation fee as its
// own line, and a tee time with 2 slots left offers only party sizes 1 and 2.

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

/** The cart as this screen shows it: the panel on a wide screen, the bar on a phone. */
const cartOnPage = (page: Page, phone: boolean) => page.getByTestId(phone ? 'cart-bar' : 'cart-panel');

/**
 * A North tee time `daysOut` days out at or after `fromHour` with 2 of its 4 slots held by
 * another (anonymous) cart, made through the API: what a golfer meets when a pair got there first.
 */
async function teeTimeWithTwoLeft(page: Page, stranger: APIRequestContext, fromHour: number, daysOut: number) {
  const date = localDate(daysOut);
  const facilities = (await (await page.request.get('/api/facilities', { headers: HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  const north = facilities.find((entry) => entry.name === NORTH)!;
  const search = (await (
    await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${north.id}`, { headers: HEADERS })
  ).json()) as {
    teeTimes: {
      teetime: string;
      facilityId: number;
      availableSlots: number;
      rates: { rateId: number; allowedPlayers: number[]; isSimulator: boolean }[];
    }[];
  };
  const from = `${String(fromHour).padStart(2, '0')}:00`;
  const target = search.teeTimes.find(
    (entry) =>
      entry.availableSlots === 4 &&
      entry.teetime.slice(11) >= from &&
      entry.rates.some((rate) => !rate.isSimulator && rate.allowedPlayers.includes(2)),
  );
  expect(target, `a free North tee time from ${from}`).toBeTruthy();
  const rate = target!.rates.find((candidate) => candidate.allowedPlayers.includes(2))!;
  // Another golfer's cart: a context without this page's session cookie (else it would be the golfer's own cart).
  const other = await stranger.post('/api/shopping-cart', { headers: HEADERS, data: {} });
  const { cartId } = (await other.json()) as { cartId: string };
  const held = await stranger.post(`/api/shopping-cart/${cartId}/cart-item`, {
    headers: HEADERS,
    data: {
      item: {
        type: 'tee-time',
        facilityId: north.id,
        extra: { teetime: target!.teetime, rateId: rate.rateId, players: 2, transportation: 'Cart' },
      },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  return { date, teetime: target!.teetime };
}

test('the store shows the cart and checks out from there; the cart names store items and the initiation fee; party sizes fit the tee time; axe clean', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const phone = testInfo.project.name === 'phone';
  await signUpGolfer(page, uniqueEmail('journey-store', testInfo));

  // The store: a membership and a gift certificate, and the cart in view with its total and Check out.
  await page.goto('/store');
  await waitForShell(page);
  await page
    .getByTestId('membership-plan')
    .filter({ hasText: 'Full Season' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Membership added to cart');
  const form = page.getByTestId('gift-certificate-form');
  await form.getByLabel('$50.00').check();
  await form.getByLabel('Recipient name').fill('Sam Friend');
  await form.getByLabel('Recipient e-mail').fill(uniqueEmail('journey-gift', testInfo));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Gift certificate added to cart');
  const cart = cartOnPage(page, phone);
  await expect(cart).toBeVisible();
  if (phone) {
    await expect(cart.getByTestId('cart-bar-count')).toHaveText('2 items');
    await expect(cart.getByTestId('cart-bar-total')).toContainText('$');
  } else {
    await expect(cart.getByTestId('cart-item-name')).toHaveText(['Full Season', 'Gift Certificate']);
    await expect(cart).toContainText('One Time Initiation Fee');
    await expect(cart.getByTestId('cart-panel-total')).toContainText('$');
  }
  await expect(page.getByText('gift-certificate')).toHaveCount(0);
  await expect(page.getByText('Changed', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'journey-store-with-cart');
  await expectNoSeriousAxeViolations(page);

  // Check out from the store: the invoice lists the plan, its initiation fee and the gift certificate as lines of their own.
  await cart.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByTestId('checkout-summary');
  await expect(summary).toContainText('Full Season');
  await expect(summary).toContainText('One Time Initiation Fee');
  await expect(summary).toContainText('Gift Certificate');

  // /cart: the same lines, named, and a summary of what the cart holds (no $0.00 green fees).
  await page.goto('/cart');
  await waitForShell(page);
  const items = page.getByTestId('cart-page').getByTestId('cart-item');
  await expect(items.getByTestId('cart-item-name')).toHaveText(['Full Season', 'Gift Certificate']);
  const plan = items.filter({ hasText: 'Full Season' });
  await expect(plan.getByTestId('item-part')).toHaveText([
    /^Full Season\$1,890\.00$/,
    /^One Time Initiation Fee\$500\.00$/,
  ]);
  await expect(items.filter({ hasText: 'Gift Certificate' })).toContainText('For Sam Friend');
  const totals = page.getByTestId('cart-summary');
  await expect(totals.getByTestId('summary-group')).toHaveText([
    /^Memberships/,
    /^Initiation fees/,
    /^Gift certificates/,
  ]);
  await expect(totals).not.toContainText('Green');
  await saveScreenshot(page, testInfo, 'journey-cart-store-items');
  await expectNoSeriousAxeViolations(page);

  // A tee time with 2 slots left: Select adds 2, and the cart offers 1 or 2 players, never 3 or 4.
  const stranger = await playwright.request.newContext({ baseURL });
  const { date, teetime } = await teeTimeWithTwoLeft(page, stranger, phone ? 14 : 12, 4);
  await page.goto(`/search?alias=demo&date=${date}`);
  await waitForShell(page);
  const card = page
    .locator(`[data-testid="tee-time"][data-teetime="${teetime}"]`)
    .filter({ hasText: 'North Course' })
    .first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText('2 spots open');
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await page.goto('/cart');
  await waitForShell(page);
  const round = page
    .getByTestId('cart-page')
    .getByTestId('cart-item')
    .filter({ has: page.getByTestId('cart-item-editor') });
  await expect(round).toContainText('Players: 2');
  await expect(round.getByRole('combobox', { name: 'Players' }).locator('option')).toHaveText(['1', '2']);
  await expect(round.getByTestId('item-parts')).toContainText('Green Fees');
  await expect(round.getByTestId('item-parts')).toContainText('Player Two to Four');
  await expect(round.getByText('Failed', { exact: true })).toHaveCount(0);
  const addOns = round.getByTestId('add-on-1');
  if (await addOns.count()) {
    await addOns.scrollIntoViewIfNeeded();
    // Every product's whole name is on screen (radios wrap; a closed select cut them on a phone).
    for (const choice of await addOns.locator('.cart-addon__choice').all()) await expect(choice).toBeInViewport();
  }
  await saveScreenshot(page, testInfo, 'journey-cart-tee-time-add-ons');
  await expectNoSeriousAxeViolations(page);
  await stranger.dispose();
});
