import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { facilityFixture } from '../../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { CART_ID_KEY } from '../slices/cart-slice.ts';
import { teeTimeItemFixture } from '../testing/cart-item-fixture.ts';
import { invoicePreviewOf } from '../testing/invoice-preview-fixture.ts';

// The golfer's whole journey: the cart names store items by what they are and shows
// each one's parts as the invoice will (from the server), offers only party sizes the tee time can
// take, never marks a valid item "Failed" for a refused change, names zones where they differ, and
// is in view on the store.
const NOW = new Date('2026-07-10T12:00:00Z');
const CART_ID = '11111111-1111-4111-8111-111111111111';
const TEE_ID = '22222222-2222-4222-8222-222222222222';
const PLAN_ID = '33333333-3333-4333-8333-333333333333';
const GIFT_ID = '44444444-4444-4444-8444-444444444444';

const membership: CartItem = {
  id: PLAN_ID,
  type: 'membership',
  parentId: null,
  facilityId: 1,
  invoiceId: null,
  promotionCode: null,
  trail: [],
  extra: {
    membershipId: 2,
    name: 'Full Season',
    paymentPlan: { price: 189_000, initiationFee: 50_000, frequencyType: 'annually' },
  },
};
const gift: CartItem = {
  id: GIFT_ID,
  type: 'gift-certificate',
  parentId: null,
  facilityId: 1,
  invoiceId: null,
  promotionCode: null,
  trail: [],
  extra: {
    value: 19_900,
    deliveryDate: '2026-07-20',
    recipientName: 'Sam Friend',
    recipientEmail: 'sam@example.com',
    giftMessage: '',
  },
};
const teeTime = (players = 2, facilityId = 1): CartItem =>
  teeTimeItemFixture({ id: TEE_ID, facilityId, extra: { teetime: '2026-07-12T15:30', players } });
const cart = (items: CartItem[]): Cart => ({ cartId: CART_ID, items, expiresAt: '2026-07-10T12:30:00.000Z' });

function withCart(items: CartItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem(CART_ID_KEY, CART_ID);
  return mockApi({
    [`shopping-cart/${CART_ID}`]: { body: cart(items) },
    [`shopping-cart/${CART_ID}/invoice-preview`]: { body: invoicePreviewOf(items, NOW.getTime()) },
    'product-line-items': { body: [] },
    ...routes,
  });
}

const original = window.innerWidth;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = original;
  window.dispatchEvent(new Event('resize'));
});

describe('store items in the cart', () => {
  it('names a gift certificate and a membership by what they are, with the initiation fee as a line of its own and no "Changed"', async () => {
    withCart([membership, gift]);
    renderApp({ path: '/cart' });
    await waitForShell();
    const items = await screen.findAllByTestId('cart-item');
    const plan = items.find((item) => item.getAttribute('data-item-id') === PLAN_ID)!;
    const certificate = items.find((item) => item.getAttribute('data-item-id') === GIFT_ID)!;
    expect(within(plan).getByTestId('cart-item-name')).toHaveTextContent('Full Season');
    await waitFor(() => expect(within(plan).getAllByTestId('item-part')).toHaveLength(2));
    expect(
      within(plan)
        .getAllByTestId('item-part')
        .map((line) => line.textContent),
    ).toEqual(['Full Season$1,890.00', 'One Time Initiation Fee$500.00']);
    expect(within(plan).getByTestId('cart-item-amount')).toHaveTextContent('$2,390.00');
    expect(within(certificate).getByTestId('cart-item-name')).toHaveTextContent('Gift Certificate');
    expect(certificate).toHaveTextContent('For Sam Friend');
    expect(screen.getByTestId('cart-page')).not.toHaveTextContent('gift-certificate');
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
  });

  it('sums a store cart by what it holds, with no $0.00 green-fee line', async () => {
    withCart([membership, gift]);
    renderApp({ path: '/cart' });
    await waitForShell();
    const summary = await screen.findByTestId('cart-summary');
    await within(summary).findByTestId('cart-total');
    expect(
      within(summary)
        .getAllByTestId('summary-group')
        .map((line) => line.textContent),
    ).toEqual(['Memberships$1,890.00', 'Initiation fees$500.00', 'Gift certificates$199.00']);
    expect(summary).not.toHaveTextContent('Green');
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('$2,589.00');
  });

  it('leads a store cart back to the store, not to another tee time', async () => {
    withCart([membership, gift]);
    renderApp({ path: '/cart' });
    await waitForShell();
    await screen.findAllByTestId('cart-item');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/store');
    expect(screen.queryByRole('link', { name: 'Select Another Tee Time' })).not.toBeInTheDocument();
  });

  it("speaks the golfer's language: line labels and the summary in French", async () => {
    withCart([membership, gift]);
    renderApp({ path: '/cart', language: 'fr' });
    await waitForShell();
    const items = await screen.findAllByTestId('cart-item');
    const plan = items.find((item) => item.getAttribute('data-item-id') === PLAN_ID)!;
    await waitFor(() => expect(plan).toHaveTextContent('Frais d’adhésion uniques'));
    expect(items.find((item) => item.getAttribute('data-item-id') === GIFT_ID)).toHaveTextContent('Chèque-cadeau');
    expect(screen.getByTestId('cart-summary')).toHaveTextContent('Abonnements');
  });
});

describe('party sizes (SPEC §5 allowed players)', () => {
  it('offers on /cart only the sizes the server says fit, and a refused change is a note, never "Failed"', async () => {
    withCart([teeTime(1)], {
      [`shopping-cart/${CART_ID}/cart-item/${TEE_ID}/party-sizes`]: { body: { players: [1, 2] } },
      [`shopping-cart/${CART_ID}/cart-item/${TEE_ID}/rates`]: { body: [] },
      [`shopping-cart/${CART_ID}/cart-item/${TEE_ID}`]: {
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
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const editor = await screen.findByTestId('cart-item-editor');
    const players = within(editor).getByRole('combobox', { name: 'Players' });
    await waitFor(() =>
      expect(
        within(players)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1', '2']),
    );

    // The tee time filled up meanwhile: the refusal says why under the item, which stays valid.
    await user.selectOptions(players, '2');
    const card = screen.getByTestId('cart-item');
    expect(await within(card).findByTestId('item-notice')).toHaveTextContent(
      'Only 1 slot is available for this Tee Time',
    );
    expect(within(card).queryByText('Failed')).not.toBeInTheDocument();
  });
});

describe("the search's Select", () => {
  const rate = (allowedPlayers: number[]): Rate => ({
    rateId: 11,
    rateSetId: 1,
    name: 'Prime',
    greenFeeCart: 8900,
    greenFeeWalking: 6900,
    transactionFees: 250,
    promotion: null,
    allowedPlayers,
    holes: 18,
    duration: null,
    groupSize: null,
    isSimulator: false,
    showAsHotDeal: false,
    trade: false,
    transportation: 'Both',
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
  const offered = (teetime: string, allowedPlayers: number[]): TeeTime => ({
    teetime,
    facilityId: 1,
    courseId: 'pv-championship',
    timeZone: 'America/New_York',
    bookedPlayers: 4 - allowedPlayers.length,
    lockedSlots: 0,
    availableSlots: allowedPlayers.length,
    rates: [rate(allowedPlayers)],
  });

  it("asks for the golfers filter's party when the tee time allows it, never one it cannot take", async () => {
    const fetchMock = mockApi({
      'v2/tee-times': {
        body: search([offered('2026-07-10T09:00', [1, 2, 3, 4]), offered('2026-07-10T09:10', [1, 2, 3])]),
      },
      'shopping-cart': { status: 201, body: cart([]) },
      [`shopping-cart/${CART_ID}`]: { body: cart([]) },
      [`shopping-cart/${CART_ID}/cart-item`]: { status: 201, body: cart([teeTime(3)]) },
    });
    const { user } = renderApp({ path: '/teetimes?golfers=3,4' });
    await waitForShell();
    const cards = await screen.findAllByTestId('tee-time');
    await user.click(within(cards[1]!).getByRole('button'));
    await screen.findByText('Tee Time added to cart');
    const [added] = requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`);
    expect(((await added!.json()) as { item: { extra: { players: number } } }).item.extra.players).toBe(3);
  });
});

describe('time zones', () => {
  it('names the zone beside a tee time when the engine spans two zones', async () => {
    const desert = [
      facilityFixture({ id: 1, name: 'Saguaro Canyon', timeZone: 'America/Phoenix' }),
      facilityFixture({ id: 2, courseId: 'red-mesa', name: 'Red Mesa', timeZone: 'America/Denver' }),
    ];
    withCart([teeTime(2)], { facilities: { body: desert } });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    const panel = await screen.findByTestId('cart-panel');
    expect(within(panel).getByTestId('cart-item-name')).toHaveTextContent(/Sun, Jul 12, 3:30\sPM MST/);
  });

  it('leaves the zone out when every course is in one zone', async () => {
    withCart([teeTime(2)]);
    renderApp({ path: '/teetimes' });
    await waitForShell();
    const panel = await screen.findByTestId('cart-panel');
    expect(within(panel).getByTestId('cart-item-name')).toHaveTextContent(/^Sun, Jul 12, 3:30\sPM$/);
  });
});

describe('the cart on the store', () => {
  const storeRoutes = {
    memberships: { body: [] },
    'gift-certificates': { body: { options: [], certificates: [] } },
    'store/products': { body: [] },
  };

  it('shows the cart panel with its total and Check out beside the store on a wide screen', async () => {
    withCart([membership, gift], storeRoutes);
    renderApp({ path: '/store' });
    await waitForShell();
    const panel = await screen.findByTestId('cart-panel');
    expect(await within(panel).findByTestId('cart-panel-total')).toHaveTextContent('$2,589.00');
    expect(within(panel).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the cart bar with the item count, total and Check out on a phone', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    withCart([membership, gift], storeRoutes);
    renderApp({ path: '/store' });
    await waitForShell();
    const bar = await screen.findByTestId('cart-bar');
    expect(within(bar).getByTestId('cart-bar-count')).toHaveTextContent('2 items');
    expect(await within(bar).findByTestId('cart-bar-total')).toHaveTextContent('$2,589.00');
    expect(within(bar).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
  });
});
