import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../../shared/session/session-ended.ts';
import {
  cartChanged,
  cartIdSet,
  changeRefused,
  cartSlice,
  CART_ID_KEY,
  itemFailed,
  loadingFinished,
  loadingStarted,
  markerSet,
  openedSet,
  selectCartLoading,
  toastDismissed,
  toastShown,
} from './cart-slice.ts';

const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, cartSlice.getInitialState());

describe('cart slice', () => {
  it('remembers the cart id in local storage', () => {
    const state = reduce([cartIdSet('abc')]);
    expect(state.cartId).toBe('abc');
    expect(window.localStorage.getItem(CART_ID_KEY)).toBe('abc');
    expect(cartSlice.getInitialState().cartId).toBe('abc');
  });

  it('a refused change leaves the item without a "Failed" marker and keeps the reason as a note', () => {
    const state = reduce([
      markerSet({ itemId: 'a', marker: 'processing' }),
      changeRefused({ itemId: 'a', key: 'slotsLeftOther', count: 2 }),
    ]);
    expect(state.markers).toEqual({});
    expect(state.errors).toEqual({ a: { key: 'slotsLeftOther', count: 2, refused: true } });
  });

  it('moves markers and stores failures under the parent item with the default text', () => {
    let state = reduce([markerSet({ itemId: 'a', marker: 'processing' })]);
    expect(state.markers).toEqual({ a: 'processing' });
    state = cartSlice.reducer(state, itemFailed({ itemId: 'child', parentId: 'a' }));
    expect(state.markers.child).toBe('processed_failure');
    expect(state.errors).toEqual({ a: { key: 'itemFailed' } });
    state = cartSlice.reducer(state, openedSet(false));
    expect(state.markers).toEqual({});
    expect(state.errors).toEqual({});
  });

  it('counts loading and changes', () => {
    const state = reduce([loadingStarted(), loadingStarted(), loadingFinished(), cartChanged()]);
    expect(selectCartLoading({ cart: state })).toBe(true);
    expect(selectCartLoading({ cart: cartSlice.reducer(state, loadingFinished()) })).toBe(false);
    expect(state.changeCount).toBe(1);
  });

  it('shows and dismisses a toast', () => {
    const state = reduce([toastShown({ tone: 'success', key: 'added' })]);
    expect(state.toast).toMatchObject({ tone: 'success', key: 'added' });
    expect(cartSlice.reducer(state, toastDismissed(state.toast!.id)).toast).toBeNull();
  });

  it('forgets the cart, its id in local storage, markers and toasts when the session ends (sign-out)', () => {
    const state = reduce([
      cartIdSet('abc'),
      markerSet({ itemId: 'a', marker: 'changed' }),
      toastShown({ tone: 'success', key: 'added' }),
      sessionEnded(),
    ]);
    expect(state).toMatchObject({ cartId: null, markers: {}, errors: {}, toast: null });
    expect(window.localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cartSlice.getInitialState().cartId).toBeNull();
  });

  it('forgets the cart when a signed-in call answers SESSION_EXPIRED, and keeps it on other failures', () => {
    const rejected = (status: number, code: string) => ({
      type: 'api/executeQuery/rejected',
      payload: { status, data: { error: { code } } },
    });
    const kept = reduce([cartIdSet('abc'), rejected(401, 'UNAUTHORIZED'), rejected(409, 'TEE_TIME_CAPACITY')]);
    expect(kept.cartId).toBe('abc');
    const state = cartSlice.reducer(kept, rejected(401, 'SESSION_EXPIRED'));
    expect(state.cartId).toBeNull();
    expect(window.localStorage.getItem(CART_ID_KEY)).toBeNull();
  });
});
