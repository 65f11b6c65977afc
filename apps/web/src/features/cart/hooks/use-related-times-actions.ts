import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCountedLoading } from './use-counted-loading.ts';
import { addFailureMessage, readCartError } from '../api/cart-error.ts';
import { useAddCartItemMutation, useCreateCartMutation, useDeleteCartItemMutation } from '../api/cart-api.ts';
import type { LostTeeTime, RelatedChoice } from '../components/related-time-choices.ts';
import {
  cartChanged,
  cartIdSet,
  selectCartId,
  toastShown,
  type CartMessage,
  type CartState,
} from '../slices/cart-slice.ts';

/** What a pick came to: the chosen time is in the cart, or why the cart refused it. */
export type PickResult = { ok: true } | { ok: false; message: CartMessage };

/**
 * The cart side of "Select Another Tee Time": a pick puts the nearby time in the cart with the lost
 * item's party, rate name, transportation and promotion code, then takes the lost item out; moving
 * on without a pick takes the lost item out too, so it never stays in the cart beside another.
 */
export function useRelatedTimesActions() {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const [createCart] = useCreateCartMutation();
  const [addItem] = useAddCartItemMutation();
  const [deleteItem] = useDeleteCartItemMutation();

  const counted = useCountedLoading();

  const pick = useCallback(
    (lost: LostTeeTime, choice: RelatedChoice): Promise<PickResult> =>
      counted(async () => {
        let id = cartId;
        if (!id) {
          const created = await createCart({});
          if ('error' in created || !created.data) return { ok: false, message: { key: 'addFailed' } };
          id = created.data.cartId;
          dispatch(cartIdSet(id));
        }
        const added = await addItem({
          cartId: id,
          body: {
            item: {
              type: 'tee-time',
              facilityId: choice.teeTime.facilityId,
              ...(lost.promotionCode ? { promotionCode: lost.promotionCode } : {}),
              extra: {
                teetime: choice.teeTime.teetime,
                rateId: choice.rate.rateId,
                players: lost.players,
                transportation: choice.transportation,
              },
            },
          },
        });
        if ('error' in added || !added.data)
          return { ok: false, message: addFailureMessage(readCartError('error' in added ? added.error : undefined)) };
        if (lost.itemId) await deleteItem({ cartId: id, itemId: lost.itemId });
        dispatch(cartChanged());
        // A Select the cart refused (nothing lost from the cart): the toast a Select gives.
        if (!lost.itemId) dispatch(toastShown({ tone: 'success', key: 'added' }));
        return { ok: true };
      }),
    [addItem, cartId, counted, createCart, deleteItem, dispatch],
  );

  const dropLost = useCallback(
    (lost: LostTeeTime): Promise<void> =>
      counted(async () => {
        if (!lost.itemId || !cartId) return;
        const removed = await deleteItem({ cartId, itemId: lost.itemId });
        if (!('error' in removed)) dispatch(cartChanged());
      }),
    [cartId, counted, deleteItem, dispatch],
  );

  return { pick, dropLost };
}
