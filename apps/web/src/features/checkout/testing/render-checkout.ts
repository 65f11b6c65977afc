import type { StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { screen } from '@testing-library/react';
import { tokeniseInHostedFrame } from '../../../test/hosted-card.ts';
import { customerSession } from '../../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { type Handler, mockApi } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { CART_ID, cartFixture, cartInvoiceFixture, paymentTokenFixture } from './checkout-fixtures.ts';

/** Options of a checkout test: the engine's stored settings, a signed-in golfer, extra API routes. */
export interface CheckoutTestOptions {
  settings?: StoredFacilitySettings;
  signedIn?: boolean;
  routes?: Record<string, Handler>;
  path?: string;
  cartId?: string | null;
}

/** The API of a checkout: the remembered cart, its invoice and a hosted-card token. */
function mockCheckoutApi({ settings = {}, signedIn = false, routes = {}, cartId = CART_ID }: CheckoutTestOptions = {}) {
  if (cartId) localStorage.setItem('fairway.cartId', cartId);
  return mockApi({
    'booking-engine': { body: bookingEngineFixture(settings) },
    ...(signedIn ? { session: { body: { ...customerSession(), sessionToken: undefined } }, wallet: { body: [] } } : {}),
    [`shopping-cart/${CART_ID}`]: { body: cartFixture() },
    [`shopping-cart/${CART_ID}/invoice`]: { body: cartInvoiceFixture() },
    [`shopping-cart/${CART_ID}/payment-token`]: { body: paymentTokenFixture },
    ...routes,
  });
}

/** Mocks the API, renders the app at /checkout (or `path`) and waits for the shell. */
export async function renderCheckout(options: CheckoutTestOptions = {}) {
  const fetchMock = mockCheckoutApi(options);
  const rendered = renderApp({ path: options.path ?? '/checkout' });
  await waitForShell();
  return { ...rendered, fetchMock };
}

/** Plays the gateway's hosted page telling the app that the card was tokenised. */
export async function tokeniseCard(details: Record<string, unknown> = { brand: 'visa', lastFour: '4242' }) {
  await tokeniseInHostedFrame(paymentTokenFixture.Token, 'checkout-card-ready', details);
}

/** Settings where a guest's form passes the details checks once name, e-mail, phone, note and policy are filled. */
export async function fillGuestDetails(user: {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
}) {
  await user.type(await screen.findByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Golfer');
  await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
  await user.type(screen.getByLabelText('Phone'), '(919) 555-0100');
  await user.type(screen.getByLabelText('Booking note'), 'Walking with a push cart');
  await user.click(screen.getByLabelText('I have read and accept the tee time policy'));
}
