import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useGetCartQuery } from '../api/cart-api.ts';
import { cartIdSet, selectCartId, type CartState } from '../slices/cart-slice.ts';

/** The remembered cart, forgotten when the server no longer knows it (expired or another golfer's). */
export function useRememberedCart() {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const query = useGetCartQuery(cartId ?? '', { skip: !cartId });
  useEffect(() => {
    if (query.isError && apiErrorCode(query.error) === 'NOT_FOUND') dispatch(cartIdSet(null));
  }, [dispatch, query.error, query.isError]);
  return { cartId, cart: cartId ? query.currentData : undefined };
}
