import type { Cart } from '@fairway/contract/cart.contract';
import type { CartInvoice } from '@fairway/contract/checkout.contract';
import { useCallback, useEffect, useState } from 'react';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useCreateInvoiceMutation } from '../api/checkout-api.ts';

/** The next moment (ms) a tee-time item's hold or lock lapses after `now`, if any. */
function nextLapseAt(cart: Cart, now: number): number | null {
  let next: number | null = null;
  for (const item of cart.items) {
    if (item.type !== 'tee-time') continue;
    const extra = item.extra as { lockExpiresAt?: string | null; holdExpiresAt?: string | null };
    for (const at of [extra.lockExpiresAt, extra.holdExpiresAt]) {
      const ms = at ? Date.parse(at) : Number.NaN;
      if (Number.isFinite(ms) && ms > now && (next === null || ms < next)) next = ms;
    }
  }
  return next;
}

/** Longest wait a timer can take (a setTimeout past 2^31 - 1 ms fires at once). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The cart's invoice (POST …/invoice), asked again when the items or the member flow change, and
 * when a tee time's hold lapses (the server then leaves it out of the invoice).
 * `nothingHeld`: the server answered CART_EMPTY for a cart that still lists items, i.e. every
 * item's hold lapsed and there is nothing left to pay for.
 */
export function useCartInvoice(cartId: string, cart: Cart, memberFlow: boolean) {
  const [createInvoice, state] = useCreateInvoiceMutation();
  const [invoice, setInvoice] = useState<CartInvoice | null>(null);
  const [nothingHeld, setNothingHeld] = useState(false);
  const [round, setRound] = useState(0);
  const itemsKey = JSON.stringify(cart.items.map((item) => [item.id, item.extra]));
  useEffect(() => {
    let live = true;
    void createInvoice({ cartId, memberFlow }).then((answer) => {
      if (!live) return;
      setInvoice('data' in answer ? (answer.data ?? null) : null);
      setNothingHeld('error' in answer && apiErrorCode(answer.error) === 'CART_EMPTY');
    });
    return () => {
      live = false;
    };
  }, [createInvoice, cartId, itemsKey, memberFlow, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  // A hold that lapses while the golfer is on the page: ask again just after, so the summary and the
  // amount to pay leave that tee time out before the golfer presses Pay.
  useEffect(() => {
    const now = Date.now();
    const next = nextLapseAt(cart, now);
    if (next === null) return;
    const timer = setTimeout(refresh, Math.min(next - now + 500, MAX_TIMER_MS));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- itemsKey stands for the cart's items
  }, [itemsKey, refresh, round]);
  return { invoice, loading: state.isLoading, refresh, nothingHeld };
}
