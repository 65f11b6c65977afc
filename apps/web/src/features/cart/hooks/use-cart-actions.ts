import type { AddCartItemBody, Cart, UpdateCartItemBody } from '@fairway/contract/cart.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { partySizeToAdd } from '@fairway/domain/cart/party-size';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCountedLoading } from './use-counted-loading.ts';
import { addFailureMessage, readCartError, releaseRefusalMessage, type CartError } from '../api/cart-error.ts';
import {
  useAddCartItemMutation,
  useCreateCartMutation,
  useDeleteCartItemMutation,
  useUpdateCartItemMutation,
} from '../api/cart-api.ts';
import {
  cartChanged,
  cartIdSet,
  changeRefused,
  itemFailed,
  markerSet,
  selectCartId,
  toastShown,
  type CartMessage,
  type CartMessageKey,
  type CartState,
} from '../slices/cart-slice.ts';

/** What an add answered: the cart, or the error code (the related-times modal opens on unavailability). */
export type AddResult = { ok: true; cart: Cart } | { ok: false; code: string };

/** The party a Select starts with: two players when the rate allows it, else its first choice (SPEC §5's rule already shaped `allowed`). */
export function defaultPlayers(allowed: readonly number[]): number {
  return partySizeToAdd(allowed);
}

/** Update refusals that leave the item as it was, still valid: a note under it, never "Failed". */
const REFUSED_CHANGES = new Set(['TEE_TIME_CAPACITY', 'PLAYERS_NOT_ALLOWED', 'NO_CHANGES', 'MEMBERS_ONLY_RATE']);

/** Cart actions with markers, counted loading, the change counter and the toasts of SPEC §8. */
export function useCartActions() {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const [createCart] = useCreateCartMutation();
  const [addItem] = useAddCartItemMutation();
  const [updateItem] = useUpdateCartItemMutation();
  const [deleteItem] = useDeleteCartItemMutation();

  const counted = useCountedLoading();

  const ensureCart = useCallback(async (): Promise<string> => {
    if (cartId) return cartId;
    const cart = await createCart({}).unwrap();
    dispatch(cartIdSet(cart.cartId));
    return cart.cartId;
  }, [cartId, createCart, dispatch]);

  /** Adds one item (starting a cart when needed) with the toasts it was given. */
  const addBody = useCallback(
    async (
      body: AddCartItemBody,
      toasts: { added: CartMessageKey; failed: (error: CartError) => CartMessage },
    ): Promise<AddResult> => {
      let id = await ensureCart().catch(() => null);
      let result = id ? await addItem({ cartId: id, body }) : null;
      // A remembered cart that expired or belongs to someone else: start a new one once.
      if (id && result && 'error' in result && readCartError(result.error).code === 'NOT_FOUND') {
        dispatch(cartIdSet(null));
        const fresh = await createCart({})
          .unwrap()
          .catch(() => null);
        id = fresh?.cartId ?? null;
        if (id) dispatch(cartIdSet(id));
        result = id ? await addItem({ cartId: id, body }) : null;
      }
      if (!result || 'error' in result) {
        const error = result ? readCartError(result.error) : { code: 'SERVICE_UNAVAILABLE' as const, remaining: null };
        dispatch(toastShown({ tone: 'error', ...toasts.failed(error) }));
        return { ok: false, code: error.code };
      }
      // A new item is not a changed one: it gets no "Changed" marker, the toast says it was added.
      dispatch(cartChanged());
      dispatch(toastShown({ tone: 'success', key: toasts.added }));
      return { ok: true, cart: result.data };
    },
    [addItem, createCart, dispatch, ensureCart],
  );

  /** Adds a tee time's first rate for the party the golfers filter asked for when the rate allows it (SPEC §5). */
  const addTeeTime = useCallback(
    (teeTime: TeeTime, wanted: readonly number[] = []): Promise<AddResult> =>
      counted(async () => {
        const rate = teeTime.rates[0];
        if (!rate) return { ok: false, code: 'TEE_TIME_NOT_AVAILABLE' };
        const body = {
          item: {
            type: 'tee-time' as const,
            facilityId: teeTime.facilityId,
            extra: {
              teetime: teeTime.teetime,
              rateId: rate.rateId,
              players: partySizeToAdd(rate.allowedPlayers, wanted),
              transportation: rate.transportation === 'Walking' ? ('Walking' as const) : ('Cart' as const),
            },
          },
        };
        return addBody(body, { added: 'added', failed: addFailureMessage });
      }),
    [addBody, counted],
  );

  /** A store item (a membership plan or a gift certificate): the body names a catalogue entry, never a price. */
  const addStoreItem = useCallback(
    (item: Extract<AddCartItemBody['item'], { type: 'membership' | 'gift-certificate' }>): Promise<AddResult> =>
      counted(() =>
        item.type === 'membership'
          ? addBody(
              { item },
              {
                added: 'membershipAdded',
                failed: (error) => ({
                  key: error.code === 'MEMBERSHIP_ALREADY_ACTIVE' ? 'membershipActive' : 'membershipAddFailed',
                }),
              },
            )
          : addBody({ item }, { added: 'giftAdded', failed: () => ({ key: 'giftAddFailed' }) }),
      ),
    [addBody, counted],
  );

  const updateTeeTime = useCallback(
    (itemId: string, item: UpdateCartItemBody['item']) =>
      counted(async () => {
        if (!cartId) return false;
        dispatch(markerSet({ itemId, marker: 'processing' }));
        const result = await updateItem({ cartId, itemId, body: { item, eventType: 'updated' } });
        if ('error' in result) {
          const error = readCartError(result.error);
          const refusal = releaseRefusalMessage(error, 'updateFailed');
          const failure: CartMessage =
            refusal ??
            (error.code === 'NO_CHANGES'
              ? { key: 'noChanges' }
              : error.code === 'TEE_TIME_CAPACITY' || error.code === 'MEMBERS_ONLY_RATE'
                ? addFailureMessage(error)
                : error.code === 'PLAYERS_NOT_ALLOWED'
                  ? { key: 'sizeNotAllowed' }
                  : { key: 'updateFailed' });
          // The item is as it was: a refused change is said under it, and only a failure marks it "Failed".
          if (refusal || REFUSED_CHANGES.has(error.code)) dispatch(changeRefused({ itemId, ...failure }));
          else dispatch(itemFailed({ itemId, ...failure }));
          dispatch(toastShown({ tone: 'error', ...failure }));
          return false;
        }
        dispatch(markerSet({ itemId, marker: 'processed_success' }));
        dispatch(cartChanged());
        dispatch(toastShown({ tone: 'success', key: 'updated' }));
        return true;
      }),
    [cartId, counted, dispatch, updateItem],
  );

  const removeItem = useCallback(
    (itemId: string) =>
      counted(async () => {
        if (!cartId) return false;
        const result = await deleteItem({ cartId, itemId });
        if ('error' in result) {
          dispatch(itemFailed({ itemId }));
          return false;
        }
        dispatch(cartChanged());
        return true;
      }),
    [cartId, counted, deleteItem, dispatch],
  );

  return { cartId, addTeeTime, addStoreItem, updateTeeTime, removeItem };
}
