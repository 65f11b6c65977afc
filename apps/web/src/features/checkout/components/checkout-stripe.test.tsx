import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmedSetup, fakeStripe } from '../../../test/fake-stripe.ts';
import { requestsTo } from '../../../test/mock-api.ts';
import { CART_ID, ORDER_ID, PAYMENT_ID, checkoutResultFixture, orderFixture } from '../testing/checkout-fixtures.ts';
import { fillGuestDetails, renderCheckout } from '../testing/render-checkout.ts';

// A guest's checkout when the engine pays through Stripe: the card-token answer carries
// PaymentElement, the payment step shows Stripe's Payment Element (Stripe.js's fake here), and
// from the confirmed SetupIntent on the flow is the sandbox's: its id is the payment token, and a
// 3-D Secure answer sends the browser to Stripe's page and back to /payment-authorization.

vi.mock('../utils/browser-location.ts', () => ({ leaveForPage: vi.fn() }));
const { leaveForPage } = await import('../utils/browser-location.ts');

const PAY_PATH = `shopping-cart/${CART_ID}/process-payment`;
const STRIPE_TOKEN = {
  ResponseResult: { IsSuccessful: true, Errors: [] },
  CheckoutUrl: '/payment-element?setup_intent=seti_9#client_secret=seti_9_secret_x&publishable_key=pk_test_x',
  Token: 'seti_9',
  TokenTypeId: 5,
  PaymentElement: { PublishableKey: 'pk_test_x', ClientSecret: 'seti_9_secret_x' },
};
const STRIPE_CHALLENGE =
  'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_y';

async function readyToPay(payAnswer: ReturnType<typeof checkoutResultFixture>) {
  fakeStripe({ confirm: confirmedSetup('seti_9') });
  const rendered = await renderCheckout({
    routes: { [`shopping-cart/${CART_ID}/payment-token`]: { body: STRIPE_TOKEN }, [PAY_PATH]: { body: payAnswer } },
  });
  await fillGuestDetails(rendered.user);
  const useCard = await screen.findByRole('button', { name: 'Use this card' });
  await waitFor(() => expect(useCard).toBeEnabled());
  await rendered.user.click(useCard);
  await screen.findByTestId('checkout-card-ready');
  return rendered;
}

afterEach(() => vi.mocked(leaveForPage).mockClear());

describe('checkout on Stripe', { timeout: 20_000 }, () => {
  it('pays with the SetupIntent the Payment Element confirmed', async () => {
    const { user, fetchMock } = await readyToPay(checkoutResultFixture());
    expect(screen.queryByTitle('Secure card entry')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(requestsTo(fetchMock, PAY_PATH)).toHaveLength(1));
    expect(await requestsTo(fetchMock, PAY_PATH)[0]!.json()).toMatchObject({ paymentToken: 'seti_9' });
  });

  it('sends the browser to Stripe’s 3-D Secure page as given, and remembers the payment for the return', async () => {
    const { user } = await readyToPay(
      checkoutResultFixture({
        status: 'redirect_required',
        paymentStatus: 'redirect_required',
        order: null,
        items: [],
        redirectUrl: STRIPE_CHALLENGE,
      }),
    );
    await user.click(screen.getByTestId('checkout-pay'));
    await waitFor(() => expect(leaveForPage).toHaveBeenCalledTimes(1));
    expect(vi.mocked(leaveForPage).mock.calls[0]![0]).toBe(STRIPE_CHALLENGE);
    expect(JSON.parse(sessionStorage.getItem('fairway.pendingPayment') ?? '{}')).toMatchObject({
      cartId: CART_ID,
      paymentId: PAYMENT_ID,
    });
  });

  it('finalises the payment when Stripe sends the browser back to /payment-authorization', async () => {
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
    const finalize = `shopping-cart/${CART_ID}/process-payment/finalize`;
    const { fetchMock, router } = await renderCheckout({
      // Stripe adds the PaymentIntent's id, its client secret and the redirect status to the return_url.
      path: `/payment-authorization?payment_intent=${PAYMENT_ID}&payment_intent_client_secret=${PAYMENT_ID}_secret_y&redirect_status=succeeded`,
      routes: { [finalize]: { body: checkoutResultFixture() }, [`orders/${ORDER_ID}`]: { body: orderFixture() } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation'), { timeout: 5000 });
    expect(await requestsTo(fetchMock, finalize)[0]!.json()).toEqual({ paymentId: PAYMENT_ID });
  });
});
