import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_ID, cartFixture } from '../../features/checkout/testing/checkout-fixtures.ts';
import { customerSession } from '../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The "Book it" link of a tee-time alert offer: /alerts?book=1.
describe('/alerts?book=1', () => {
  it("shows the golfer's own cart, where the offer waits, in checkout (over a cart this device remembered)", async () => {
    window.localStorage.setItem('fairway.cartId', '11111111-2222-4333-8444-555555555555');
    const fetchMock = mockApi({
      'booking-engine': { body: bookingEngineFixture({ featureFlags: { enableTeeTimeAlerts: true } }) },
      session: { body: { ...customerSession(), sessionToken: undefined } },
      'shopping-cart': { status: 201, body: cartFixture() },
      [`shopping-cart/${CART_ID}`]: { body: cartFixture() },
    });
    const { router, store } = renderApp({ path: '/alerts?book=1' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(store.getState().cart.cartId).toBe(CART_ID);
    expect(requestsTo(fetchMock, 'shopping-cart').some((request) => request.method === 'POST')).toBe(true);
    expect(await screen.findByTestId('checkout-form')).toBeVisible();
  });

  it('asks a signed-out golfer to sign in first, and comes back to the link', async () => {
    mockApi({ 'booking-engine': { body: bookingEngineFixture({ featureFlags: { enableTeeTimeAlerts: true } }) } });
    const { router } = renderApp({ path: '/alerts?book=1' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/alerts?book=1' });
  });
});
