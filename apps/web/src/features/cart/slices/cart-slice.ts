import type { ErrorCode } from '@fairway/contract/error-codes';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored, removeStored, writeStored } from '../../../shared/browser/safe-storage.ts';
import { checkoutCompleted } from '../../../shared/checkout/checkout-completed.ts';
import { sessionEnded } from '../../../shared/session/session-ended.ts';
import { isSessionExpiredAnswer } from '../../../shared/session/session-expired.ts';

/** Where the cart id is remembered (SPEC §9: cart id in local storage). */
export const CART_ID_KEY = 'fairway.cartId';

/** Item markers (SPEC §4). */
export type CartItemMarker = 'changed' | 'processing' | 'processed_success' | 'processed_failure';

/** The `cart.` texts that toasts and item alerts show. */
export type CartMessageKey =
  | 'added'
  | 'updated'
  | 'addFailed'
  | 'updateFailed'
  | 'itemFailed'
  | 'locked'
  | 'slotsLeftOne'
  | 'slotsLeftOther'
  | 'alreadyInCart'
  | 'limitExceeded'
  | 'notAvailable'
  | 'noChanges'
  | 'sizeNotAllowed'
  | 'membershipAdded'
  | 'giftAdded'
  | 'membershipAddFailed'
  | 'giftAddFailed'
  | 'membershipActive'
  | 'holdPlaced'
  | 'holdReleased'
  | 'holdFailed'
  | 'holdNotEligible'
  | 'slotAdded'
  | 'slotRemoved';

/** What a toast or an item alert says: a translation key under `cart.` (with a count for plural texts). */
export interface CartMessage {
  key: CartMessageKey;
  count?: number;
  /** A refusal the API explained (the release rules): its own words show instead of the key's. */
  reason?: ErrorCode;
  /** A change the server refused: the item is as it was and still valid, so this is a note, not a failure. */
  refused?: boolean;
}

/** A toast of SPEC §8: its message and tone. */
export interface CartToast extends CartMessage {
  id: number;
  tone: 'success' | 'error';
}

/** Cart state (SPEC §3 Cart): id, markers, errors, loading count, opened, change counter. */
export interface CartState {
  cartId: string | null;
  markers: Record<string, CartItemMarker>;
  /** Red alert text per item: a `cart.` translation key (default itemFailed, "Failed to process cart item"). */
  errors: Record<string, CartMessage>;
  loadingCount: number;
  opened: boolean;
  /** Bumped after every successful change; the search refreshes 600 ms later. */
  changeCount: number;
  toast: CartToast | null;
}

/** The initial state, with the remembered cart id. */
function initialCartState(): CartState {
  return {
    cartId: readStored('localStorage', CART_ID_KEY) || null,
    markers: {},
    errors: {},
    loadingCount: 0,
    opened: false,
    changeCount: 0,
    toast: null,
  };
}

let toastId = 0;

/** Cart markers, errors, loading count and toasts. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartIdSet(state, action: PayloadAction<string | null>) {
      state.cartId = action.payload;
      if (action.payload) writeStored('localStorage', CART_ID_KEY, action.payload);
      else removeStored('localStorage', CART_ID_KEY);
    },
    markerSet(state, action: PayloadAction<{ itemId: string; marker: CartItemMarker }>) {
      state.markers[action.payload.itemId] = action.payload.marker;
      if (action.payload.marker !== 'processed_failure')
        state.errors = Object.fromEntries(Object.entries(state.errors).filter(([id]) => id !== action.payload.itemId));
    },
    /** A failure: processed_failure and the error under the parent item, or the item (SPEC §4). */
    itemFailed(state, action: PayloadAction<{ itemId: string; parentId?: string | null } & Partial<CartMessage>>) {
      const { itemId, parentId, key, count, reason } = action.payload;
      state.markers[itemId] = 'processed_failure';
      state.errors[parentId ?? itemId] = {
        key: key ?? 'itemFailed',
        ...(count === undefined ? {} : { count }),
        ...(reason === undefined ? {} : { reason }),
      };
    },
    /**
     * A change the server refused (a size that does not fit, no changes, a release rule): the item
     * is unchanged and still valid, so it loses its marker (never "Failed") and the reason shows under it.
     */
    changeRefused(state, action: PayloadAction<{ itemId: string } & Omit<CartMessage, 'refused'>>) {
      const { itemId, ...message } = action.payload;
      state.markers = Object.fromEntries(Object.entries(state.markers).filter(([id]) => id !== itemId));
      state.errors[itemId] = { ...message, refused: true };
    },
    openedSet(state, action: PayloadAction<boolean>) {
      state.opened = action.payload;
      if (!action.payload) {
        state.markers = {};
        state.errors = {};
      }
    },
    loadingStarted(state) {
      state.loadingCount += 1;
    },
    loadingFinished(state) {
      state.loadingCount = Math.max(0, state.loadingCount - 1);
    },
    cartChanged(state) {
      state.changeCount += 1;
    },
    toastShown(state, action: PayloadAction<Omit<CartToast, 'id'>>) {
      toastId += 1;
      state.toast = { ...action.payload, id: toastId };
    },
    toastDismissed(state, action: PayloadAction<number>) {
      if (state.toast?.id === action.payload) state.toast = null;
    },
  },
  extraReducers: (builder) => {
    // Sign-out, or a signed-in session that expired: the cart belongs to that golfer (it comes back
    // from the server when they sign in again); forget it here and in local storage.
    const forgetCart = (state: CartState) => {
      removeStored('localStorage', CART_ID_KEY);
      Object.assign(state, {
        cartId: null,
        markers: {},
        errors: {},
        opened: false,
        toast: null,
        changeCount: state.changeCount + 1,
      });
    };
    builder.addCase(sessionEnded, forgetCart);
    builder.addCase(checkoutCompleted, (state) => Object.assign(state, { markers: {}, errors: {} }));
    builder.addMatcher(isSessionExpiredAnswer, forgetCart);
  },
});

/** Cart loading is true while the count is above zero (SPEC §4). */
export const selectCartLoading = (state: { cart: CartState }) => state.cart.loadingCount > 0;
export const selectCartId = (state: { cart: CartState }) => state.cart.cartId;
export const selectCartChangeCount = (state: { cart: CartState }) => state.cart.changeCount;

export const {
  cartIdSet,
  markerSet,
  itemFailed,
  changeRefused,
  openedSet,
  loadingStarted,
  loadingFinished,
  cartChanged,
  toastShown,
  toastDismissed,
} = cartSlice.actions;
