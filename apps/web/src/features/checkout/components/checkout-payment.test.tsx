import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, requestsTo, type Answer } from '../../../test/mock-api.ts';
import {
  CART_ID,
  ITEM_ID,
  ORDER_ID,
  PAYMENT_ID,
  checkoutResultFixture,
  orderFixture,
} from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout, tokeniseCard } from '../testing/render-checkout.ts';

vi.mock('../utils/browser-location.ts', () => ({ leaveForPage: vi.fn() }));
const { leaveForPage } = await import('../utils/browser-location.ts');

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;

/** A process-payment handler answering from a list, one answer per call ('network' = the request fails). */
function answers(...list: (Answer | 'network')[]) {
  let call = 0;
  return () => {
    const next = list[Math.min(call, list.length - 1)]!;
    call += 1;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return next;
  };
}

async function readyToPay(routes: Parameters<typeof renderCheckout>[0] = {}) {
  const rendered = await renderCheckout(routes);
  await fillGuestDetails(rendered.user);
  await tokeniseCard();
  await waitFor(() => expect(screen.getByTestId('checkout-pay')).toHaveTextContent('$59.92'));
  return rendered;
}

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  vi.mocked(leaveForPage).mockClear();
});

// Typing-heavy journeys: generous under a full parallel run.
describe('paying (SPEC §4, §7)', { timeout: 20_000 }, () => {
  it('reuses the Idempotency-Key when resending after a network failure, and takes a new one for a new attempt', async () => {
    const { user, fetchMock } = await readyToPay({
      routes: {
        [PAY_PATH]: answers('network', errorAnswer(402, 'PAYMENT_DECLINED'), { body: checkoutResultFixture() }),
      },
    });
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Please try again. Something went wrong and we were unable to authorize your payment',
    );
    // A decline booked nothing and tried nothing: no item is marked.
    expect(screen.queryByTestId('checkout-marker')).not.toBeInTheDocument();
    const [first, resent] = requestsTo(fetchMock, PAY_PATH).map((request) => request.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(resent).toBe(first);
    // A declined card is not offered again: a fresh card entry opens.
    expect(screen.queryByTestId('checkout-card-ready')).not.toBeInTheDocument();
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(3));
    expect(requestsTo(fetchMock, PAY_PATH)[2]!.headers.get('idempotency-key')).not.toBe(first);
  });

  it('keeps the key of an attempt that never got an answer for the next press with the same details', async () => {
    const { user, fetchMock } = await readyToPay({
      routes: { [PAY_PATH]: answers('network', 'network', 'network', { body: checkoutResultFixture() }) },
    });
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error', {}, { timeout: 4000 })).toHaveTextContent(
      'We could not reach the booking engine',
    );
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(4));
    expect(new Set(requestsTo(fetchMock, PAY_PATH).map((request) => request.headers.get('idempotency-key'))).size).toBe(
      1,
    );
  });

  it('on success clears the cart, pushes the purchase event and shows the confirmation', async () => {
    const { user, fetchMock, router, store } = await readyToPay({
      routes: { [PAY_PATH]: { body: checkoutResultFixture() }, [`orders/${ORDER_ID}`]: { body: orderFixture() } },
    });
    const cartReads = requestsTo(fetchMock, `shopping-cart/${CART_ID}`).length;
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(await screen.findByTestId('confirmation-order-number')).toHaveTextContent('HP-10042');
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}`).length).toBeGreaterThan(cartReads));
    expect(store.getState().cart.markers).toEqual({});
    const dataLayer = (window as { dataLayer?: unknown[] }).dataLayer;
    expect(dataLayer).toContainEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'HP-10042',
        value: 107.86,
        tax: 6.86,
        currency: 'USD',
        coupon: 'SPRING10',
        items: [{ item_id: 'CNF-7781', item_name: 'Prime Time', item_variant: 'TeeTime', price: 50.5, quantity: 2 }],
      },
    });
    expect(requestsTo(fetchMock, PAY_PATH)[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends the browser to the gateway’s authentication page and remembers the payment', async () => {
    const { user } = await readyToPay({
      routes: {
        [PAY_PATH]: {
          body: checkoutResultFixture({
            status: 'redirect_required',
            paymentStatus: 'redirect_required',
            order: null,
            items: [],
            redirectUrl: `/sandbox/gateway/challenge/${PAYMENT_ID}`,
          }),
        },
      },
    });
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(leaveForPage).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveForPage).mock.calls[0]![0]).toBe(
      `${window.location.origin}/sandbox/gateway/challenge/${PAYMENT_ID}?lang=en`,
    );
    const pending = JSON.parse(sessionStorage.getItem('fairway.pendingPayment') ?? '{}');
    expect(pending).toMatchObject({
      cartId: CART_ID,
      paymentId: PAYMENT_ID,
      invoiceTotalAmount: 5992,
      coupon: 'SPRING10',
    });
    expect(pending.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks the items and shows the spec’s words when booking fails', async () => {
    const failure = {
      status: 409,
      body: {
        error: {
          code: 'RESERVATION_FAILED',
          message: 'x',
          details: {
            items: [
              {
                cartItemId: ITEM_ID,
                marker: 'processed_failure',
                error: 'There was an issue completing your reservation request. Please try again. (code 101)',
              },
            ],
          },
        },
      },
    };
    const { user } = await readyToPay({ routes: { [PAY_PATH]: failure } });
    await user.click(screen.getByTestId('checkout-pay'));
    // The reservation's error keeps its code (SPEC §8); the tee time's own request says it was not finished.
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'There was an issue completing your reservation request. Please try again. (code 101)',
    );
    const item = screen.getByTestId('checkout-item');
    expect(within(item).getByTestId('checkout-marker')).toHaveTextContent('Not booked');
    expect(within(item).getByTestId('checkout-item-error')).toHaveTextContent(
      'There was an issue finishing your request for this teetime. Please try again, or choose another time.',
    );
  });

  it('shows "Validation errors: …" for the server’s checkout validation', async () => {
    const invalid = {
      status: 422,
      body: {
        error: {
          code: 'CHECKOUT_INVALID',
          message: 'Validation errors: Email is invalid',
          details: { messageKey: 'emailInvalid', errors: ['Email is invalid'] },
        },
      },
    };
    const { user } = await readyToPay({ routes: { [PAY_PATH]: invalid } });
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Validation errors: Email is invalid');
  });

  it('opens "Select Another Tee Time" with the toast when the inventory is gone', async () => {
    const removePath = `shopping-cart/${CART_ID}/cart-item/${ITEM_ID}`;
    const { user, router, fetchMock } = await readyToPay({
      routes: { [PAY_PATH]: errorAnswer(410, 'INVENTORY_UNAVAILABLE'), [removePath]: { body: {} } },
    });
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'This tee time is not available. Please select another one.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Another Tee Time' });
    expect(within(screen.getByTestId('checkout-item')).getByTestId('checkout-marker')).toHaveTextContent('Not booked');
    expect(screen.getByTestId('checkout-item-error')).toHaveTextContent(
      'The selected inventory is no longer available, please select another time to complete your booking.',
    );
    expect(dialog).toHaveTextContent(
      'The selected inventory is no longer available, please select another time to complete your booking.',
    );
    expect(requestsTo(fetchMock, removePath)).toHaveLength(0);
    // The search for the lost time's date and course, not today's.
    const search = within(dialog).getByRole('link', { name: 'Choose another time on Sat, Jul 11' });
    expect(search).toHaveAttribute('href', '/?course=1&date=2026-07-11');
    await user.click(search);
    expect(router.state.location.pathname).toBe('/');
    // The lost item leaves the cart (SPEC §8, status 410).
    await waitFor(() => expect(requestsTo(fetchMock, removePath).map((request) => request.method)).toEqual(['DELETE']));
  });

  it('refuses to pay without a due-now total (SPEC §5 payment precondition)', async () => {
    const { user, fetchMock } = await renderCheckout({
      routes: { [`shopping-cart/${CART_ID}/invoice`]: errorAnswer(503, 'SERVICE_UNAVAILABLE') },
    });
    await fillGuestDetails(user);
    await tokeniseCard();
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Failed to process payment, please try again later',
    );
    expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(0);
  });
});
