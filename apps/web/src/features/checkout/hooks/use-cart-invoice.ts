import type { Cart } from '@fairway/contract/cart.contract';
import type { CartInvoice } from '@fairway/contract/checkout.contract';
import { useCallback, useEffect, useState } from 'react';
import { useCreateInvoiceMutation } from '../api/checkout-api.ts';

/** The cart's invoice (POST …/invoice), asked again when the items or the member flow change. */
export function useCartInvoice(cartId: string, cart: Cart, memberFlow: boolean) {
  const [createInvoice, state] = useCreateInvoiceMutation();
  const [invoice, setInvoice] = useState<CartInvoice | null>(null);
  const [round, setRound] = useState(0);
  const itemsKey = JSON.stringify(cart.items.map((item) => [item.id, item.extra]));
  useEffect(() => {
    let live = true;
    void createInvoice({ cartId, memberFlow }).then((answer) => {
      if (live) setInvoice('data' in answer ? (answer.data ?? null) : null);
    });
    return () => {
      live = false;
    };
  }, [createInvoice, cartId, itemsKey, memberFlow, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { invoice, loading: state.isLoading, refresh };
}
