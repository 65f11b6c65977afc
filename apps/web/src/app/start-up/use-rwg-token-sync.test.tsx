import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const CART_ID = '5d1c2f0e-2a7b-4a51-9a55-0d9f3c1b8a11';
const METADATA = `shopping-cart/${CART_ID}/metadata`;

function api() {
  return mockApi({
    [`shopping-cart/${CART_ID}`]: { body: { cartId: CART_ID, items: [], expiresAt: null } },
    [METADATA]: { body: null },
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('rwg_token (Google reserve-with conversion)', () => {
  it('keeps the token of the start URL for the visit and stores it with the cart once, when a cart exists', async () => {
    window.history.replaceState(null, '', '/?alias=demo&rwg_token=AJKvS9W');
    localStorage.setItem('fairway.cartId', CART_ID);
    const fetchMock = api();
    const first = renderApp();
    await waitForShell();
    await waitFor(() => expect(requestsTo(fetchMock, METADATA)).toHaveLength(1));
    const request = requestsTo(fetchMock, METADATA)[0]!;
    expect(request.method).toBe('PUT');
    expect(await request.json()).toEqual({ googleRWGToken: 'AJKvS9W' });
    expect(sessionStorage.getItem('fairway.rwgToken')).toBe('AJKvS9W');
    first.unmount();

    // A later page of the same visit (no token in its URL) does not send it again for this cart.
    window.history.replaceState(null, '', '/teetimes');
    const again = api();
    renderApp();
    await waitForShell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(again, METADATA)).toHaveLength(0);
  });

  it('sends nothing without a token', async () => {
    localStorage.setItem('fairway.cartId', CART_ID);
    const fetchMock = api();
    renderApp();
    await waitForShell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, METADATA)).toHaveLength(0);
  });

  it('waits for a cart before sending the token', async () => {
    window.history.replaceState(null, '', '/?rwg_token=AJKvS9W');
    const fetchMock = api();
    const { store } = renderApp();
    await waitForShell();
    expect(requestsTo(fetchMock, METADATA)).toHaveLength(0);
    store.dispatch({ type: 'cart/cartIdSet', payload: CART_ID });
    await waitFor(() => expect(requestsTo(fetchMock, METADATA)).toHaveLength(1));
  });
});
