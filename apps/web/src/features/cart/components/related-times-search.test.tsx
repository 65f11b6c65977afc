import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { CART_ID_KEY } from '../slices/cart-slice.ts';
import { teeTimeItemFixture } from '../testing/cart-item-fixture.ts';

// "Select Another Tee Time" on the search (a Select the cart refused: nothing lost from the cart),
// and SPEC §8's product-lineup failure where the add-ons of a tee time are listed.

const NOW = new Date('2026-07-10T12:00:00Z');
const CART_ID = '11111111-1111-4111-8111-111111111111';
const ITEM_ID = '22222222-2222-4222-8222-222222222222';

const rate: Rate = {
  rateId: 11,
  rateSetId: 1,
  name: 'Prime',
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFees: 250,
  promotion: null,
  allowedPlayers: [1, 2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
};
const teeTime = (teetime: string, bookedPlayers = 0): TeeTime => ({
  teetime,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers,
  lockedSlots: 0,
  availableSlots: 4 - bookedPlayers,
  rates: [rate],
});
const search = (teeTimes: TeeTime[]): TeeTimesResponse => ({
  date: '2026-07-10',
  dateMax: '2026-07-10',
  bookingWindow: { firstDate: '2026-07-10', lastDate: '2026-07-24' },
  teeTimes,
  totalAvailableTeeTimes: teeTimes.length,
  rateTypes: ['Prime'],
  priceRanges: [],
  notices: [],
  promotion: null,
});
const item = (teetime: string): CartItem => teeTimeItemFixture({ id: ITEM_ID, extra: { teetime } });
const cart = (items: CartItem[]): Cart => ({ cartId: CART_ID, items, expiresAt: '2026-07-10T12:30:00.000Z' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  window.localStorage.clear();
  window.localStorage.setItem(CART_ID_KEY, CART_ID);
});
afterEach(() => vi.useRealTimers());

describe('"Select Another Tee Time" on the search', () => {
  it('reads the day afresh when it opens (the list on screen may be stale) and a pick adds the nearby time', async () => {
    let current = cart([]);
    let reads = 0;
    let adds = 0;
    // The list on screen says 09:10 is full; the day read when the modal opens says it has room.
    const fetchMock = mockApi({
      'v2/tee-times': () => {
        reads += 1;
        return {
          body: search(
            reads === 1
              ? [teeTime('2026-07-10T09:00'), teeTime('2026-07-10T09:10', 4)]
              : [teeTime('2026-07-10T09:00', 4), teeTime('2026-07-10T09:10')],
          ),
        };
      },
      [`shopping-cart/${CART_ID}`]: () => ({ body: current }),
      [`shopping-cart/${CART_ID}/cart-item`]: () => {
        adds += 1;
        if (adds === 1) return errorAnswer(409, 'TEE_TIME_NOT_AVAILABLE');
        current = cart([item('2026-07-10T09:10')]);
        return { status: 201, body: current };
      },
    });
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    const [first] = await screen.findAllByTestId('tee-time');
    await user.click(within(first!).getByRole('button', { name: /^Select 9:00/ }));
    const modal = await screen.findByRole('dialog', { name: 'Select Another Tee Time' });
    expect(modal).toHaveAccessibleDescription(
      'The selected inventory is no longer available, please select another time to complete your booking.',
    );
    const list = await within(modal).findByRole('list', { name: 'Nearby times' });
    await user.click(within(list).getByRole('button', { name: /9:10 AM/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, added] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`);
    expect(await added!.json()).toEqual({
      item: {
        type: 'tee-time',
        facilityId: 1,
        extra: { teetime: '2026-07-10T09:10', rateId: 11, players: 2, transportation: 'Cart' },
      },
    });
    // Nothing was lost from the cart, so nothing is taken out of it.
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => (input instanceof Request ? input.method : init?.method) === 'DELETE',
      ),
    ).toBe(false);
    expect(await screen.findByText('Tee Time added to cart')).toBeInTheDocument();
  });
});

describe('the add-ons of a tee time (SPEC §8 product lineups)', () => {
  it('says "Something went wrong when fetching product lineups." when the lineup cannot be read', async () => {
    mockApi({
      'booking-engine': { body: bookingEngineFixture({ smartPlay: { productLineups: true } }) },
      [`shopping-cart/${CART_ID}`]: { body: cart([item('2026-07-10T15:00')]) },
      'product-line-items': errorAnswer(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp({ path: '/cart' });
    await waitForShell();
    const card = await screen.findByTestId('cart-item');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Something went wrong when fetching product lineups.',
    );
  });

  it('says nothing of the kind when the lineup is read', async () => {
    const fetchMock = mockApi({
      'booking-engine': { body: bookingEngineFixture({ smartPlay: { productLineups: true } }) },
      [`shopping-cart/${CART_ID}`]: { body: cart([item('2026-07-10T15:00')]) },
      'product-line-items': { body: [] },
    });
    renderApp({ path: '/cart' });
    await waitForShell();
    await screen.findByTestId('cart-item');
    await waitFor(() => expect(requestsTo(fetchMock, 'product-line-items')).toHaveLength(1));
    expect(screen.queryByText('Something went wrong when fetching product lineups.')).not.toBeInTheDocument();
  });
});
