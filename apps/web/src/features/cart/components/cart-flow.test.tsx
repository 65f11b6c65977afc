import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { CART_ID_KEY } from '../slices/cart-slice.ts';

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
const teeTime = (teetime: string, availableSlots = 4): TeeTime => ({
  teetime,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers: 4 - availableSlots,
  lockedSlots: 0,
  availableSlots,
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
const item = (players = 2): CartItem => ({
  id: ITEM_ID,
  type: 'tee-time',
  parentId: null,
  facilityId: 1,
  invoiceId: null,
  promotionCode: null,
  trail: [],
  extra: {
    teetime: '2026-07-10T09:00',
    players,
    price: 8900,
    transportation: 'Cart',
    rate: { name: 'Prime', allowedPlayers: [1, 2, 3, 4], isSimulator: false, transactionFees: 250 },
    productLineups: [],
  },
});
const cart = (items: CartItem[]): Cart => ({ cartId: CART_ID, items, expiresAt: '2026-07-10T12:30:00.000Z' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('cart flow', () => {
  it('adds a selected tee time, toasts, shows it in the cart panel and refreshes the search after 600 ms', async () => {
    let current = cart([]);
    const fetchMock = mockApi({
      'v2/tee-times': { body: search([teeTime('2026-07-10T09:00'), teeTime('2026-07-10T09:10')]) },
      'shopping-cart': { status: 201, body: cart([]) },
      [`shopping-cart/${CART_ID}`]: () => ({ body: current }),
      [`shopping-cart/${CART_ID}/cart-item`]: () => {
        current = cart([item()]);
        return { status: 201, body: current };
      },
    });
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    const cards = await screen.findAllByTestId('tee-time');
    // Counted before the click: on a loaded machine the refresh may come before the panel is read.
    const searches = requestsTo(fetchMock, 'v2/tee-times').length;
    await user.click(within(cards[0]!).getByRole('button'));
    expect(await screen.findByText('Tee Time added to cart')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_ID_KEY)).toBe(CART_ID);
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('Selected');
    const [added] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`);
    expect(await added!.json()).toEqual({
      item: {
        type: 'tee-time',
        facilityId: 1,
        extra: { teetime: '2026-07-10T09:00', rateId: 11, players: 2, transportation: 'Cart' },
      },
    });
    const panel = await screen.findByTestId('cart-panel');
    expect(within(panel).getByRole('heading', { name: 'Championship Course' })).toBeInTheDocument();
    expect(within(panel).getByTestId('cart-item')).toHaveTextContent('Players: 2');
    // A new item is not a changed one.
    expect(within(panel).queryByText('Changed')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Edit Cart' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(requestsTo(fetchMock, 'v2/tee-times').length).toBeGreaterThan(searches), {
      timeout: 2000,
    });
  });

  it('marks the tee time held at the course it is on when the search names several courses', async () => {
    const onTheShortCourse = { ...teeTime('2026-07-10T09:00'), facilityId: 2, courseId: 'pv-short' };
    let current = cart([]);
    mockApi({
      'v2/tee-times': { body: search([teeTime('2026-07-10T09:00'), onTheShortCourse]) },
      'shopping-cart': { status: 201, body: cart([]) },
      [`shopping-cart/${CART_ID}`]: () => ({ body: current }),
      [`shopping-cart/${CART_ID}/cart-item`]: () => {
        current = cart([{ ...item(), facilityId: 2 }]);
        return { status: 201, body: current };
      },
    });
    const { user, router } = renderApp({ path: '/teetimes?course=1,2' });
    await waitForShell();
    const cards = await screen.findAllByTestId('tee-time');
    await user.click(within(cards[1]!).getByRole('button'));
    expect(await screen.findByText('Tee Time added to cart')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('course')).toBe('2,1');
    const marked = screen.getAllByTestId('tee-time').filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('Short Course');
  });

  it('says how many slots are left and opens the related-times modal when the tee time is gone', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    mockApi({
      'v2/tee-times': {
        body: search([teeTime('2026-07-10T09:00', 1), teeTime('2026-07-10T09:10'), teeTime('2026-07-10T11:00')]),
      },
      [`shopping-cart/${CART_ID}`]: { body: cart([]) },
      [`shopping-cart/${CART_ID}/cart-item`]: {
        status: 409,
        body: {
          error: {
            code: 'TEE_TIME_CAPACITY',
            message: 'Only 1 slot is available for this Tee Time',
            details: { remaining: 1 },
          },
        },
      },
    });
    const { user, router } = renderApp({ path: '/teetimes' });
    await waitForShell();
    const cards = await screen.findAllByTestId('tee-time');
    await user.click(within(cards[0]!).getByRole('button'));
    expect(await screen.findByText('Only 1 slot is available for this Tee Time')).toBeInTheDocument();
    const modal = await screen.findByRole('dialog', { name: 'Select Another Tee Time' });
    // 09:10 is within 30 minutes with room for two; 11:00 is too far (the day is read afresh when the modal opens).
    await within(modal).findByRole('list', { name: 'Nearby times' });
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('9:10'), 'Close']);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The refused tee time is not left marked "Selected": nothing is, and the URL names none.
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('teetime');
  });

  it('edits players on /cart, toasts the update, shows "No changes detected..." and removes the item', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    let current = cart([item()]);
    let conflict = false;
    const fetchMock = mockApi({
      [`shopping-cart/${CART_ID}`]: () => ({ body: current }),
      'product-line-items': { body: [] },
      [`shopping-cart/${CART_ID}/cart-item/${ITEM_ID}/party-sizes`]: { body: { players: [1, 2, 3, 4] } },
      [`shopping-cart/${CART_ID}/cart-item/${ITEM_ID}`]: (request) => {
        if (request.method === 'DELETE') {
          current = cart([]);
          return { body: current };
        }
        if (conflict) return errorAnswer(409, 'NO_CHANGES', 'No changes detected...');
        current = cart([item(3)]);
        return { body: current };
      },
    });
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const editor = await screen.findByTestId('cart-item-editor');
    const players = within(editor).getByRole('combobox', { name: 'Players' });
    await waitFor(() => expect(within(players).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(players, '3');
    expect(await screen.findByText('Tee Time updated in cart')).toBeInTheDocument();
    const [patch] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item/${ITEM_ID}`);
    expect(await patch!.json()).toEqual({ item: { players: 3 }, eventType: 'updated' });
    conflict = true;
    await user.selectOptions(
      within(await screen.findByTestId('cart-item-editor')).getByRole('combobox', { name: 'Transportation' }),
      'Walking',
    );
    expect(await screen.findAllByText('No changes detected...')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove tee time' }));
    expect(await screen.findByText('Shopping cart is empty')).toBeInTheDocument();
  });
});
