import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCreateCartMutation, useLazyGetCartQuery } from '../api/cart-api.ts';
import { cartIdSet, selectCartId, type CartState } from '../slices/cart-slice.ts';

/**
 * When a golfer signs in or their session is restored, shows their cart: a remembered cart
 * with items is kept (opening it signed in claims it for them); otherwise POST /shopping-cart
 * answers the golfer's existing cart from any device (or a new one). Runs once per golfer.
 */
export function useCustomerCart(customerId: string | null): void {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const [createCart] = useCreateCartMutation();
  const [getCart] = useLazyGetCartQuery();
  const synced = useRef<string | null>(null);
  const cartIdRef = useRef(cartId);
  cartIdRef.current = cartId;

  useEffect(() => {
    if (customerId === null) {
      synced.current = null;
      return;
    }
    if (synced.current === customerId) return;
    synced.current = customerId;
    void (async () => {
      const remembered = cartIdRef.current;
      if (remembered) {
        const local = await getCart(remembered);
        if (local.data && local.data.items.length > 0) return;
      }
      const own = await createCart({});
      if ('data' in own && own.data) dispatch(cartIdSet(own.data.cartId));
    })();
  }, [createCart, customerId, dispatch, getCart]);
}
