import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { addFailureMessage, readCartError, releaseRefusalMessage } from '../api/cart-error.ts';
import {
  useAddCartSlotMutation,
  useDeleteTeeTimeLockMutation,
  usePutTeeTimeLockMutation,
  useRemoveCartSlotMutation,
} from '../api/cart-api.ts';
import {
  cartChanged,
  itemFailed,
  loadingFinished,
  loadingStarted,
  markerSet,
  selectCartId,
  toastShown,
  type CartMessageKey,
  type CartState,
} from '../slices/cart-slice.ts';

/** A call's outcome: the data, or the error the API answered. */
type Outcome = { data: unknown } | { error: Parameters<typeof readCartError>[0] };

/** Partner slots and holds of one tee-time item, with markers, counted loading, toasts and the change counter. */
export function useItemActions(itemId: string) {
  const dispatch = useDispatch();
  const cartId = useSelector((state: { cart: CartState }) => selectCartId(state));
  const [addSlot] = useAddCartSlotMutation();
  const [removeSlot] = useRemoveCartSlotMutation();
  const [putLock] = usePutTeeTimeLockMutation();
  const [deleteLock] = useDeleteTeeTimeLockMutation();

  const run = useCallback(
    async (
      call: (cartId: string) => Promise<Outcome>,
      success: CartMessageKey,
      failure: (code: string) => { key: CartMessageKey; count?: number },
    ) => {
      if (!cartId) return false;
      dispatch(loadingStarted());
      dispatch(markerSet({ itemId, marker: 'processing' }));
      try {
        const result = await call(cartId);
        if ('error' in result) {
          const error = readCartError(result.error);
          const message =
            error.code === 'TEE_TIME_CAPACITY'
              ? addFailureMessage(error)
              : (releaseRefusalMessage(error, 'itemFailed') ?? failure(error.code));
          dispatch(itemFailed({ itemId, ...message }));
          dispatch(toastShown({ tone: 'error', ...message }));
          return false;
        }
        dispatch(markerSet({ itemId, marker: 'processed_success' }));
        dispatch(cartChanged());
        dispatch(toastShown({ tone: 'success', key: success }));
        return true;
      } finally {
        dispatch(loadingFinished());
      }
    },
    [cartId, dispatch, itemId],
  );

  const slotFailure = (code: string) => ({
    key:
      code === 'PLAYERS_NOT_ALLOWED' || code === 'TEE_TIME_NOT_AVAILABLE'
        ? ('notAvailable' as const)
        : ('updateFailed' as const),
  });
  const holdFailure = (code: string) => ({
    key: code === 'LOCK_NOT_ELIGIBLE' ? ('holdNotEligible' as const) : ('holdFailed' as const),
  });

  return {
    addPartner: (name: string) =>
      run((id) => addSlot({ cartId: id, itemId, name: name.trim() }), 'slotAdded', slotFailure),
    removePartner: (slotId: string) =>
      run((id) => removeSlot({ cartId: id, itemId, slotId }), 'slotRemoved', slotFailure),
    hold: (facilityId: number, teetime: string, slots: number) =>
      run((id) => putLock({ cartId: id, facilityId, teetime, slots }), 'holdPlaced', holdFailure),
    release: (facilityId: number, teetime: string) =>
      run((id) => deleteLock({ cartId: id, facilityId, teetime }), 'holdReleased', holdFailure),
  };
}
