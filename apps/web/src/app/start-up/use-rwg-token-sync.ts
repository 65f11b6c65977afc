import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCartId, type CartState } from '../../features/cart/slices/cart-slice.ts';
import { usePutCartMetadataMutation } from '../../features/checkout/api/checkout-api.ts';
import { captureRwgToken, markRwgTokenSent, readRwgToken, rwgTokenSentFor } from '../../shared/checkout/rwg-token.ts';

/**
 * The visit's Google rwg_token (passed into the iframe URL by embed.js): kept in session storage
 * at start, and stored with the cart on the server once a cart exists (once per cart).
 */
export function useRwgTokenSync(): void {
  useState(() => captureRwgToken(window.location.search));
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const [putMetadata] = usePutCartMetadataMutation();
  useEffect(() => {
    const token = readRwgToken();
    if (!cartId || !token || rwgTokenSentFor(cartId)) return;
    void putMetadata({ cartId, googleRWGToken: token }).then((answer) => {
      if (!('error' in answer)) markRwgTokenSent(cartId);
    });
  }, [cartId, putMetadata]);
}
