import { expect, test, type Page } from '@playwright/test';
import { NORTH, expectConfirmation, fillGuest, freeTeeTime, typeCard, uniqueEmail } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The golfer's whole journey: the tee time in the cart is taken before the golfer pays.
// At checkout "Select Another Tee Time" (SPEC §2/§8) lists SPEC §5's nearby times; the golfer picks
// one in place of the lost time and books it. Keyboard focus stays in the modal; axe clean.
//
// While the golfer's cart holds the time, nobody can book over that hold (checkout, walk-ins and
// other carts all count it). So the course takes the time, as it does for a club match: a manager
// blocks that one tee time for an event and books the match's group into it, through the console
// API. Each project uses its own day on North, in the afternoon, away from the other specs.

const HEADERS = { 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

/** HH:mm one minute later (the block's end, exclusive). */
const minuteAfter = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes + 1;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The course gives the tee time to a club match: a one-minute event block, and the match's group booked into it. */
async function courseTakesTheTime(
  page: Page,
  facilityId: number,
  teetime: string,
  rateId: number,
): Promise<() => Promise<void>> {
  const session = await page.request.post('/api/admin/session', {
    headers: HEADERS,
    data: { username: 'manager@harborpines.example', password: 'Fairway2026' },
  });
  expect(session.status()).toBe(200);
  const staff = {
    ...HEADERS,
    'x-fairway-staff-token': ((await session.json()) as { sessionToken: string }).sessionToken,
  };
  const time = teetime.slice(11);
  const block = await page.request.post('/api/admin/blocks', {
    headers: staff,
    data: {
      block: {
        facilityId,
        kind: 'event',
        reason: 'Club match',
        startsOn: teetime.slice(0, 10),
        fromTime: time,
        toTime: minuteAfter(time),
      },
    },
  });
  expect(block.status(), await block.text()).toBe(200);
  const blockId = ((await block.json()) as { block: { id: number } }).block.id;
  const walkIn = await page.request.post('/api/admin/reservations', {
    headers: { ...staff, 'idempotency-key': `related-times-${teetime}-${Date.now()}` },
    data: {
      facilityId,
      teetime,
      players: 2,
      rateId,
      golfer: { firstName: 'Club', lastName: 'Match' },
      paymentMethod: 'pay-at-course',
      intoBlock: true,
    },
  });
  expect(walkIn.status(), await walkIn.text()).toBe(201);
  return async () => {
    await page.request.delete(`/api/admin/blocks/${blockId}`, { headers: staff });
  };
}

test('a tee time taken before payment: the modal lists nearby times, the golfer picks one and books it; focus stays in it; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const { date, teetime } = await freeTeeTime(page, phone ? 14 : 13, phone ? 8 : 6, NORTH);
  const facilities = (await (await page.request.get('/api/facilities', { headers: HEADERS })).json()) as {
    id: number;
    name: string;
  }[];
  const north = facilities.find((facility) => facility.name === NORTH)!;
  const day = (await (
    await page.request.get(`/api/v2/tee-times?date=${date}&facilityIds=${north.id}`, { headers: HEADERS })
  ).json()) as {
    teeTimes: { teetime: string; rates: { rateId: number; name: string }[] }[];
  };
  const rate = day.teeTimes.find((entry) => entry.teetime === teetime)!.rates[0]!;

  // The golfer puts the tee time in the cart and goes to checkout.
  await page.goto(`/search?alias=demo&date=${date}&course=${north.id}`);
  await waitForShell(page);
  const card = page.locator(`[data-testid="tee-time"][data-teetime="${teetime}"]`).first();
  await card.scrollIntoViewIfNeeded();
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Tee Time added to cart');
  await page.goto('/checkout?alias=demo');
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await fillGuest(page, uniqueEmail('related-times', testInfo));
  await typeCard(page, '4242 4242 4242 4242');

  // Meanwhile the course gives the time to a club match.
  const reopen = await courseTakesTheTime(page, north.id, teetime, rate.rateId);
  try {
    await page.getByTestId('checkout-pay').click();
    const dialog = page.getByRole('dialog', { name: 'Select Another Tee Time' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'The selected inventory is no longer available, please select another time to complete your booking.',
    );
    await expect(page.getByTestId('checkout-error')).toHaveText(
      'This tee time is not available. Please select another one.',
    );
    const choices = dialog.getByRole('list', { name: 'Nearby times' }).getByRole('button');
    await expect(choices.first()).toBeVisible();
    await expect(choices.first()).toContainText(rate.name);
    await expect(dialog.getByRole('link', { name: /^Choose another time on / })).toHaveAttribute(
      'href',
      `/?course=${north.id}&date=${date}`,
    );

    // Tab and Shift+Tab stay inside the modal.
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    const controls = (await choices.count()) + 2;
    for (let step = 0; step < controls + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(), `Shift+Tab ${step + 1}`).toBe(true);
    }
    await saveScreenshot(page, testInfo, 'related-times-modal');
    // The modal as the golfer sees it (the full-page shot shows the page beneath at its whole length).
    await saveScreenshot(page, testInfo, 'related-times-modal-viewport', { fullPage: false });
    await expectNoSeriousAxeViolations(page);

    // The golfer picks the first nearby time: it takes the lost one's place, and checkout goes on.
    const picked = ((await choices.first().locator('.related-times__time').textContent()) ?? '').trim();
    await choices.first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    await expect(page.getByTestId('checkout-item')).toHaveCount(1);
    await expect(page.getByTestId('checkout-item')).toContainText(picked);
    // The card entered before may not be charged again after the voided attempt: enter it again when asked.
    const cardReady = page.getByTestId('checkout-card-ready');
    if (!(await cardReady.isVisible())) await typeCard(page, '4242 4242 4242 4242');
    await page.getByTestId('checkout-pay').click();
    await expectConfirmation(page);
    await expect(page.locator('main')).toContainText(picked);
  } finally {
    await reopen();
  }
});
