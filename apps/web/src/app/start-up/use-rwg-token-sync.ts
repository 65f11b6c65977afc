import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCartId, type CartState } from '../../features/cart/slices/cart-slice.ts';
import type { AppDispatch } from '../store.ts';
import { captureRwgToken, markRwgTokenSent, readRwgToken, rwgTokenSentFor } from '../../shared/checkout/rwg-token.ts';

/**
 * The visit's Google rwg_token (passed into the iframe URL by embed.js): kept in session storage
 * at start, and stored with the cart on the server once a cart exists (once per cart). The
 * checkout API is loaded only then: it and its contracts stay out of the first screen's load.
 */
export function useRwgTokenSync(): void {
  useState(() => captureRwgToken(window.location.search));
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const token = readRwgToken();
    if (!cartId || !token || rwgTokenSentFor(cartId)) return;
    void import('../../features/checkout/api/checkout-api.ts').then(async ({ checkoutApi }) => {
      const answer = await dispatch(checkoutApi.endpoints.putCartMetadata.initiate({ cartId, googleRWGToken: token }));
      if (!('error' in answer)) markRwgTokenSent(cartId);
    });
  }, [cartId, dispatch]);
}
