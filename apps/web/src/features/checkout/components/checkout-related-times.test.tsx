import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, type Handler } from '../../../test/mock-api.ts';
import { CART_ID, ITEM_ID, cartFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

// SPEC §2/§5/§8 "Select Another Tee Time" at checkout: the cart's 08:00 (Prime Time, 2 players,
// SPRING10) was taken meanwhile. The modal reads the course's day afresh and offers SPEC §5's
// nearby times; a pick replaces the lost item in the cart and checkout goes on.

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const ITEMS_PATH = `shopping-cart/${CART_ID}/cart-item`;
const LOST_PATH = `${ITEMS_PATH}/${ITEM_ID}`;
const NEW_ID = '8e2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a44';

const rate = (name: string, overrides: Partial<Rate> = {}): Rate => ({
  rateId: name === 'Prime Time' ? 31 : 32,
  rateSetId: 1,
  name,
  greenFeeCart: 4500,
  greenFeeWalking: 3500,
  transactionFees: 0,
  promotion: null,
  allowedPlayers: [1, 2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
  ...overrides,
});
const teeTime = (time: string, rates: Rate[], bookedPlayers = 0, facilityId = 1): TeeTime => ({
  teetime: `2026-07-11T${time}`,
  facilityId,
  courseId: facilityId === 1 ? 'pv-championship' : 'pv-short',
  timeZone: 'America/New_York',
  bookedPlayers,
  lockedSlots: 0,
  availableSlots: 4 - bookedPlayers,
  rates,
});
const day = (teeTimes: TeeTime[]): TeeTimesResponse => ({
  date: '2026-07-11',
  dateMax: '2026-07-11',
  bookingWindow: { firstDate: '2026-07-10', lastDate: '2026-07-24' },
  teeTimes,
  totalAvailableTeeTimes: teeTimes.length,
  rateTypes: [],
  priceRanges: [],
  notices: [],
  promotion: null,
});
const promoted = rate('Prime Time', {
  promotion: {
    code: 'SPRING10',
    discount: 450,
    greenFeeCart: 4050,
    greenFeeWalking: 3150,
    allowedPlayers: [1, 2, 3, 4],
    promotionTemplateId: 1,
  },
});
/** The day as it is now: 08:00 full; which nearby times qualify is said per line. */
const NEARBY_DAY = day([
  teeTime('07:20', [promoted]), // 40 minutes away: outside the 30-minute window
  teeTime('07:50', [promoted]), // qualifies
  teeTime('08:00', [promoted], 4), // the lost time itself
  teeTime('08:05', [promoted], 0, 2), // another course
  teeTime('08:10', [promoted]), // qualifies
  teeTime('08:20', [promoted], 3), // one slot left: no room for two
  teeTime('08:30', [rate('Twilight')]), // no rate of the same name
  teeTime('08:40', [rate('Prime Time', { allowedPlayers: [4] })]), // the rate does not allow two (and too far)
]);

const gone = {
  status: 410,
  body: {
    error: {
      code: 'INVENTORY_UNAVAILABLE',
      message: 'The selected inventory is no longer available',
      details: {
        items: [
          {
            cartItemId: ITEM_ID,
            marker: 'processed_failure',
            error:
              'The selected inventory is no longer available, please select another time to complete your booking.',
          },
        ],
      },
    },
  },
};

/** The remembered cart, changing as the modal adds the nearby time and takes the lost one out. */
function cartRoutes(others: CartItem[] = []): Record<string, Handler> {
  const lost = cartFixture().items[0]!;
  let cart: Cart = cartFixture({ items: [lost, ...others] });
  return {
    [`shopping-cart/${CART_ID}`]: () => ({ body: cart }),
    [ITEMS_PATH]: () => {
      const added: CartItem = { ...lost, id: NEW_ID, extra: { ...lost.extra, teetime: '2026-07-11T08:10' } };
      cart = { ...cart, items: [...cart.items, added] };
      return { status: 201, body: cart };
    },
    [LOST_PATH]: () => {
      cart = { ...cart, items: cart.items.filter((item) => item.id !== ITEM_ID) };
      return { body: cart };
    },
  };
}

async function payIntoGoneTeeTime(teeTimes: TeeTimesResponse = NEARBY_DAY, others: CartItem[] = []) {
  const rendered = await renderCheckout({
    routes: { [PAY_PATH]: gone, 'v2/tee-times': { body: teeTimes }, ...cartRoutes(others) },
  });
  await fillGuestDetails(rendered.user);
  await tokeniseCard();
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('$59.92'));
  await rendered.user.click(screen.getByTestId('checkout-pay'));
  const dialog = await screen.findByRole('dialog', { name: 'Select Another Tee Time' });
  return { ...rendered, dialog };
}

describe('"Select Another Tee Time" at checkout (SPEC §2, §5, §8)', { timeout: 30_000 }, () => {
  it('lists the nearby times the SPEC §5 rule allows, read afresh for the lost time’s course and day', async () => {
    const { dialog, fetchMock } = await payIntoGoneTeeTime();
    expect(dialog).toHaveAccessibleDescription(
      'The selected inventory is no longer available, please select another time to complete your booking.',
    );
    expect(dialog).toHaveTextContent(
      'You chose Sat, Jul 11, 8:00 AM at Championship Course, Prime Time, for 2 players.',
    );
    const list = await within(dialog).findByRole('list', { name: 'Nearby times' });
    // In time order; the promotion's price for the party's transportation.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['7:50 AM Prime Time · $40.50 per player', '8:10 AM Prime Time · $40.50 per player']);
    const [read] = requestsTo(fetchMock, 'v2/tee-times').slice(-1);
    expect(Object.fromEntries(new URL(read!.url).searchParams)).toEqual({
      date: '2026-07-11',
      facilityIds: '1',
      promotionCode: 'SPRING10',
    });
  });

  it('puts the picked time in the cart in place of the lost one, with the same party, rate and code, and checkout goes on', async () => {
    const { dialog, user, fetchMock } = await payIntoGoneTeeTime();
    const list = await within(dialog).findByRole('list', { name: 'Nearby times' });
    await user.click(within(list).getByRole('button', { name: /8:10 AM/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [added] = requestsTo(fetchMock, ITEMS_PATH);
    expect(await added!.json()).toEqual({
      item: {
        type: 'tee-time',
        facilityId: 1,
        promotionCode: 'SPRING10',
        extra: { teetime: '2026-07-11T08:10', rateId: 31, players: 2, transportation: 'Cart' },
      },
    });
    expect(requestsTo(fetchMock, LOST_PATH).map((request) => request.method)).toEqual(['DELETE']);
    // The lost time's failure no longer applies: no message, no marker; the summary shows the new time; Pay has the focus.
    await waitFor(() => expect(screen.getAllByTestId('checkout-item')).toHaveLength(1));
    expect(screen.getByTestId('checkout-item')).toHaveTextContent('8:10');
    expect(screen.queryByTestId('checkout-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-marker')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside; Escape closes it, takes the lost item out of the cart and gives focus back', async () => {
    // Another tee time stays in the cart, so checkout stays on screen once the lost one is out.
    const other = {
      ...cartFixture().items[0]!,
      id: NEW_ID,
      facilityId: 2,
      promotionCode: null,
      extra: { ...cartFixture().items[0]!.extra, teetime: '2026-07-11T09:30' },
    };
    const { dialog, user, fetchMock } = await payIntoGoneTeeTime(NEARBY_DAY, [other]);
    const list = await within(dialog).findByRole('list', { name: 'Nearby times' });
    expect(dialog).toHaveFocus();
    const [first] = within(list).getAllByRole('button');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, LOST_PATH).map((request) => request.method)).toEqual(['DELETE']));
    // Focus is back on what opened it (Pay), the message still says the time was not available.
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveFocus());
    expect(screen.getByTestId('checkout-error')).toHaveTextContent(
      'This tee time is not available. Please select another one.',
    );
    // The summary drops the lost time once the cart's answer to the DELETE has rendered.
    await waitFor(() => expect(screen.getAllByTestId('checkout-item')).toHaveLength(1));
  });

  it('says so when no nearby time qualifies and offers the search for that date and course', async () => {
    const { dialog } = await payIntoGoneTeeTime(day([teeTime('07:20', [promoted]), teeTime('08:20', [promoted], 3)]));
    expect(
      await within(dialog).findByText(
        'No nearby time has room for 2 players at this rate. Choose another time on that day instead.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Choose another time on Sat, Jul 11' })).toHaveAttribute(
      'href',
      '/?course=1&date=2026-07-11',
    );
  });
});
