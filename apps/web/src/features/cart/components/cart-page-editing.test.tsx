import type { Cart, CartItem } from '@fairway/contract/cart.contract';
import type { Rate } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../../test/account-fixtures.ts';
import { mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { CART_ID_KEY } from '../slices/cart-slice.ts';
import { teeTimeItemFixture } from '../testing/cart-item-fixture.ts';
import { invoicePreviewOf } from '../testing/invoice-preview-fixture.ts';

// 08:00 in New York: the 09:00 tee time starts within 2 hours, so it can be held.
const NOW = new Date('2026-07-10T12:00:00Z');
const CART_ID = '11111111-1111-4111-8111-111111111111';
const ITEM_ID = '22222222-2222-4222-8222-222222222222';
const PARTNER_ID = '33333333-3333-4333-8333-333333333333';

const rate = (rateId: number, name: string, greenFeeCart: number): Rate => ({
  rateId,
  rateSetId: 1,
  name,
  greenFeeCart,
  greenFeeWalking: greenFeeCart - 2000,
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
});
const slot = (id: string, name: string | null, isPrimary: boolean) => ({
  id,
  name,
  rateIndex: 0,
  customerId: null,
  isPrimary,
});
function item(extra: Record<string, unknown> = {}, promotionCode: string | null = null): CartItem {
  const players = (extra.players as number | undefined) ?? 3;
  const slots = [slot('p1', null, true), slot(PARTNER_ID, 'Sam', false), slot('p3', null, false)].slice(0, players);
  return teeTimeItemFixture({ id: ITEM_ID, promotionCode, extra: { players, slots, ...extra } });
}
const cart = (items: CartItem[]): Cart => ({ cartId: CART_ID, items, expiresAt: '2026-07-10T12:30:00.000Z' });
const itemPath = `shopping-cart/${CART_ID}/cart-item/${ITEM_ID}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('/cart editing', () => {
  it('changes the rate among the rates that can price the item, and shows a promotion', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const fetchMock = mockApi({
      [`shopping-cart/${CART_ID}`]: { body: cart([item({ price: 8010 }, 'SPRING10')]) },
      [`${itemPath}/rates`]: {
        body: [rate(11, 'Prime', 8900), rate(12, 'Twilight', 5900)].map(
          ({ rateId, name, holes, greenFeeCart, greenFeeWalking, transactionFees, transportation }) => ({
            rateId,
            name,
            holes,
            greenFeeCart,
            greenFeeWalking,
            transactionFees,
            transportation,
          }),
        ),
      },
      'product-line-items': { body: [] },
      [itemPath]: {
        body: cart([
          item({
            rate: {
              rateId: 12,
              name: 'Twilight',
              allowedPlayers: [1, 2, 3, 4],
              isSimulator: false,
              transactionFees: 250,
            },
          }),
        ]),
      },
    });
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const card = await screen.findByTestId('cart-item');
    expect(card).toHaveTextContent('Promo SPRING10 applied');
    expect(card).toHaveTextContent('Regular price $89.00');
    const rateSelect = within(card).getByRole('combobox', { name: 'Rate' });
    await waitFor(() => expect(within(rateSelect).getAllByRole('option')).toHaveLength(2));
    expect(
      within(rateSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prime · $89.00', 'Twilight · $59.00']);
    await user.selectOptions(rateSelect, '12');
    expect(await screen.findByText('Tee Time updated in cart')).toBeInTheDocument();
    const [patch] = requestsTo(fetchMock, itemPath);
    expect(await patch!.json()).toEqual({ item: { rateId: 12 }, eventType: 'updated' });
  });

  it('holds part of the party with a countdown and the held/not-held split, says when it lapsed, and releases it', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const expiresAt = new Date(NOW.getTime() + 600_000).toISOString();
    let current = cart([item()]);
    const fetchMock = mockApi({
      [`shopping-cart/${CART_ID}`]: () => ({ body: current }),
      'product-line-items': { body: [] },
      'course/1/tee-time/lock': (request) => {
        if (request.method === 'PUT') {
          current = cart([
            item({
              lockedSlots: 2,
              lockExpiresAt: expiresAt,
              rates: [
                { index: 0, price: 17800, transactionFees: 250, isPrimary: true, players: 2 },
                { index: 1, price: 8900, transactionFees: 250, isPrimary: false, players: 1 },
              ],
            }),
          ]);
          return { body: { teetime: '2026-07-10T09:00', playerQty: 3, slots: 2, expiresAt, lockedPrice: 17800 } };
        }
        current = cart([item()]);
        return { body: null }; // the server answers 204; a mocked Response cannot carry a body with it
      },
    });
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const hold = await screen.findByTestId('hold-control');
    expect(hold).toHaveTextContent('This tee time starts within 2 hours');
    await user.selectOptions(within(hold).getByRole('combobox', { name: 'Players to hold' }), '2');
    await user.click(within(hold).getByRole('button', { name: 'Hold this time' }));
    expect(await screen.findByText('Tee time held for 10 minutes')).toBeInTheDocument();
    const [put] = requestsTo(fetchMock, 'course/1/tee-time/lock');
    expect(await put!.json()).toEqual({ teetime: '2026-07-10T09:00', slots: 2, cartId: CART_ID });

    const active = await screen.findByTestId('hold-active');
    expect(within(active).getByRole('timer')).toHaveTextContent('10:00 left');
    expect(active).toHaveTextContent('Held players: 2$178.00');
    expect(active).toHaveTextContent('Not held: 1$89.00');
    vi.setSystemTime(new Date(NOW.getTime() + 125_000));
    await waitFor(() => expect(within(active).getByRole('timer')).toHaveTextContent('7:55 left'), { timeout: 4000 });

    await user.click(within(active).getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText('Hold released')).toBeInTheDocument();
    const release = requestsTo(fetchMock, 'course/1/tee-time/lock').find((request) => request.method === 'DELETE');
    expect(await release!.json()).toEqual({ teetime: '2026-07-10T09:00', cartId: CART_ID });
    await waitFor(() => expect(screen.queryByTestId('hold-active')).not.toBeInTheDocument());
  }, 15_000);

  it('says a hold lapsed by itself', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    mockApi({
      [`shopping-cart/${CART_ID}`]: {
        body: cart([item({ lockedSlots: 2, lockExpiresAt: new Date(NOW.getTime() + 1_000).toISOString() })]),
      },
      'product-line-items': { body: [] },
    });
    renderApp({ path: '/cart' });
    await waitForShell();
    expect(await screen.findByTestId('hold-active')).toBeInTheDocument();
    vi.setSystemTime(new Date(NOW.getTime() + 2_000));
    expect(await screen.findByTestId('hold-lapsed', {}, { timeout: 4000 })).toHaveTextContent(
      'Your hold expired and its slots were released.',
    );
  }, 15_000);

  it('shows a tee time whose hold lapsed (an unclaimed alert offer) as lapsed, leaves it out of the total, and holds it again', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const OTHER_ID = '44444444-4444-4444-8444-444444444444';
    // The offer's lock carried the whole party and lapsed a minute ago; the other tee time is held.
    const offer = item({
      teetime: '2026-07-12T09:00',
      lockedSlots: 3,
      lockExpiresAt: new Date(NOW.getTime() - 60_000).toISOString(),
      holdExpiresAt: new Date(NOW.getTime() + 20 * 60_000).toISOString(),
    });
    const held = {
      ...item({
        teetime: '2026-07-12T14:00',
        players: 2,
        holdExpiresAt: new Date(NOW.getTime() + 20 * 60_000).toISOString(),
      }),
      id: OTHER_ID,
    };
    const fetchMock = mockApi({
      [`shopping-cart/${CART_ID}`]: { body: cart([offer, held]) },
      [`shopping-cart/${CART_ID}/invoice-preview`]: () => ({ body: invoicePreviewOf([offer, held], Date.now()) }),
      'product-line-items': { body: [] },
      [itemPath]: { body: cart([offer, held]) },
    });
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const cards = await screen.findAllByTestId('cart-item');
    const lapsedCard = cards.find((card) => card.getAttribute('data-item-id') === ITEM_ID)!;
    expect(within(lapsedCard).getByTestId('item-lapsed')).toHaveTextContent(
      'Hold lapsed. Its slots were released, so this tee time is not part of your payment.',
    );
    expect(within(cards.find((card) => card !== lapsedCard)!).queryByTestId('item-lapsed')).not.toBeInTheDocument();
    // Only the held tee time is counted: 2 × $89.00 + 2 × $2.50.
    const summary = screen.getByTestId('cart-summary');
    expect(await within(summary).findByTestId('cart-total')).toHaveTextContent('$183.00');
    expect(within(summary).getByTestId('summary-lapsed')).toHaveTextContent(
      'A tee time whose hold lapsed is not included.',
    );

    await user.click(within(lapsedCard).getByRole('button', { name: 'Hold again' }));
    expect(await screen.findByText('Tee Time updated in cart')).toBeInTheDocument();
    const [patch] = requestsTo(fetchMock, itemPath);
    expect(await patch!.json()).toEqual({ item: { players: 3 }, eventType: 'updated' });
  }, 15_000);

  it('does not offer a hold for a tee time more than 2 hours away', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    mockApi({
      [`shopping-cart/${CART_ID}`]: { body: cart([item({ teetime: '2026-07-10T10:30' })]) },
      'product-line-items': { body: [] },
    });
    renderApp({ path: '/cart' });
    await waitForShell();
    expect(await screen.findByTestId('cart-item')).toBeInTheDocument();
    expect(screen.queryByTestId('hold-control')).not.toBeInTheDocument();
  });

  it('adds a named partner and removes one (partner slots)', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const fetchMock = mockApi({
      [`shopping-cart/${CART_ID}`]: { body: cart([item()]) },
      'product-line-items': { body: [] },
      [`${itemPath}/slot`]: { body: cart([item({ players: 4 })]) },
      [`${itemPath}/slot/${PARTNER_ID}`]: { body: cart([item({ players: 2 })]) },
    });
    const { user } = renderApp({ path: '/cart' });
    await waitForShell();
    const group = await screen.findByTestId('player-slots');
    expect(
      within(group)
        .getAllByTestId('player-slot')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringContaining('You (lead golfer)'),
      expect.stringContaining('Sam'),
      expect.stringContaining('Guest player'),
    ]);
    await user.type(within(group).getByRole('textbox', { name: "Partner's name (optional)" }), 'Alex');
    await user.click(within(group).getByRole('button', { name: 'Add player' }));
    expect(await screen.findByText('Player added')).toBeInTheDocument();
    const [added] = requestsTo(fetchMock, `${itemPath}/slot`);
    expect(await added!.json()).toEqual({ name: 'Alex' });
    await user.click(within(group).getByRole('button', { name: 'Remove Sam' }));
    expect(await screen.findByText('Player removed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `${itemPath}/slot/${PARTNER_ID}`)[0]!.method).toBe('DELETE');
  });

  it("has a Check out button to /checkout with the server's totals", async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const items = [item({ players: 2 })];
    mockApi({
      [`shopping-cart/${CART_ID}`]: { body: cart(items) },
      [`shopping-cart/${CART_ID}/invoice-preview`]: { body: invoicePreviewOf(items, NOW.getTime()) },
      'product-line-items': { body: [] },
    });
    renderApp({ path: '/cart' });
    await waitForShell();
    const summary = await screen.findByTestId('cart-summary');
    await within(summary).findByTestId('cart-total');
    expect(summary).toHaveTextContent('Green fees$178.00');
    expect(summary).toHaveTextContent('Convenience fees$5.00');
    expect(summary).toHaveTextContent('Total$183.00');
    expect(within(summary).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  });
});

describe('the cart and the session', () => {
  it("shows a signed-in golfer's cart from another device once the session is restored", async () => {
    const fetchMock = mockApi({
      session: { body: customerSession() },
      'shopping-cart': { status: 201, body: cart([item({ players: 2 })]) },
      [`shopping-cart/${CART_ID}`]: { body: cart([item({ players: 2 })]) },
    });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    const panel = await screen.findByTestId('cart-panel');
    expect(within(panel).getByTestId('cart-item')).toHaveTextContent('Players: 2');
    expect(within(panel).getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
    expect(window.localStorage.getItem(CART_ID_KEY)).toBe(CART_ID);
    expect(requestsTo(fetchMock, 'shopping-cart').filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keeps a remembered cart with items on sign-in (it is claimed), without asking for another', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    const fetchMock = mockApi({
      session: { body: customerSession() },
      'shopping-cart': { status: 201, body: cart([]) },
      [`shopping-cart/${CART_ID}`]: { body: cart([item({ players: 2 })]) },
    });
    renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(await screen.findByTestId('cart-panel')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}`).length).toBeGreaterThan(0));
    expect(requestsTo(fetchMock, 'shopping-cart')).toHaveLength(0);
  });

  it('forgets the cart on sign-out, in the page and in local storage', async () => {
    window.localStorage.setItem(CART_ID_KEY, CART_ID);
    mockApi({
      session: { body: customerSession() },
      [`shopping-cart/${CART_ID}`]: { body: cart([item({ players: 2 })]) },
      'profile/deauthenticate': { body: { ok: true } },
      'v2/profile': { body: customerSession().customer },
    });
    const { user, router } = renderApp({ path: '/account/account' });
    await waitForShell();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
  });
});
