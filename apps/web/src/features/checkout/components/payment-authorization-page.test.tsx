import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, requestsTo, type Answer } from '../../../test/mock-api.ts';
import { CART_ID, ORDER_ID, PAYMENT_ID, checkoutResultFixture, orderFixture } from '../testing/checkout-fixtures.ts';
import { renderCheckout } from '../testing/render-checkout.ts';
import { FINALIZE_MAX_WAIT_MS } from './payment-authorization-page.tsx';

const FINALIZE_PATH = `shopping-cart/${CART_ID}/process-payment/finalize`;
const staged = checkoutResultFixture({ status: 'staged', paymentStatus: 'staged', order: null, items: [] });

function rememberPayment() {
  sessionStorage.setItem(
    'fairway.pendingPayment',
    JSON.stringify({
      cartId: CART_ID,
      idempotencyKey: 'k-1',
      paymentId: PAYMENT_ID,
      invoiceTotalAmount: 5992,
      coupon: null,
    }),
  );
}

function sequence(...list: Answer[]) {
  let call = 0;
  return () => list[Math.min(call++, list.length - 1)]!;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

// Typing-heavy journeys: generous under a full parallel run.
describe('/payment-authorization (SPEC §4 staged payment)', { timeout: 20_000 }, () => {
  it('says it is authorizing, polls a staged payment every second, then shows the confirmation', async () => {
    rememberPayment();
    const { fetchMock, router } = await renderCheckout({
      path: `/payment-authorization?paymentId=${PAYMENT_ID}`,
      routes: {
        [FINALIZE_PATH]: sequence({ body: staged }, { body: staged }, { body: checkoutResultFixture() }),
        [`orders/${ORDER_ID}`]: { body: orderFixture() },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Authorizing your payment…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'), { timeout: 5000 });
    const calls = requestsTo(fetchMock, FINALIZE_PATH);
    expect(calls).toHaveLength(3);
    expect(await calls[0]!.json()).toEqual({ paymentId: PAYMENT_ID });
    expect(sessionStorage.getItem('fairway.pendingPayment')).toBeFalsy();
    expect(
      (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === 'purchase'),
    ).toBe(true);
  });

  it('goes back to /checkout with the decline message when the payment is declined', async () => {
    rememberPayment();
    const { router } = await renderCheckout({
      path: `/payment-authorization?paymentId=${PAYMENT_ID}`,
      routes: { [FINALIZE_PATH]: errorAnswer(402, 'PAYMENT_DECLINED') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Please try again. Something went wrong and we were unable to authorize your payment',
    );
  });

  it('gives up with a clear failure and a way back to checkout after about 30 s of staged answers', async () => {
    rememberPayment();
    const realNow = Date.now.bind(Date);
    let skipped = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skipped);
    const { fetchMock } = await renderCheckout({
      path: `/payment-authorization?paymentId=${PAYMENT_ID}`,
      routes: {
        [FINALIZE_PATH]: () => {
          skipped += FINALIZE_MAX_WAIT_MS / 2;
          return { body: staged };
        },
      },
    });
    const failure = await screen.findByTestId('payment-authorization-failed', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('Your payment could not be confirmed in time.');
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(requestsTo(fetchMock, FINALIZE_PATH).length).toBeLessThanOrEqual(3);
  });

  it('refuses a payment this tab did not start', async () => {
    const { fetchMock } = await renderCheckout({ path: '/payment-authorization?paymentId=pay_other' });
    expect(await screen.findByTestId('payment-authorization-failed')).toHaveTextContent(
      'We could not find the payment to authorize.',
    );
    expect(requestsTo(fetchMock, FINALIZE_PATH)).toHaveLength(0);
  });
});

describe('/confirmation', { timeout: 20_000 }, () => {
  it('shows the order number, each confirmation number, the tee time in the facility’s zone, what was paid and the card', async () => {
    await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: { body: orderFixture() } },
    });
    const page = await screen.findByTestId('confirmation-page');
    expect(screen.getByTestId('confirmation-order-number')).toHaveTextContent('HP-10042');
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('CNF-7781');
    expect(page).toHaveTextContent('Sat, Jul 11, 2026, 8:00 AM EDT');
    expect(page).toHaveTextContent('Championship Course');
    expect(screen.getByTestId('confirmation-paid')).toHaveTextContent('$59.92');
    expect(screen.getByTestId('confirmation-due-at-course')).toHaveTextContent('$47.94');
    expect(screen.getByTestId('confirmation-card')).toHaveTextContent('Visa Ending in 4242');
    expect(screen.getByTestId('confirmation-email')).toHaveTextContent(
      'A confirmation e-mail was sent to ann@example.com.',
    );
  });

  it('sends the golfer to / without an order', async () => {
    const { router } = await renderCheckout({ path: '/confirmation' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the golfer to / for an order that is not theirs', async () => {
    const { router } = await renderCheckout({
      path: `/confirmation?orderId=${ORDER_ID}`,
      routes: { [`orders/${ORDER_ID}`]: errorAnswer(404, 'NOT_FOUND') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
