import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { loadingFinished, loadingStarted } from '../slices/cart-slice.ts';

/** Runs cart work counted in the cart's loading state, so the cart reads busy until every call is back. */
export function useCountedLoading() {
  const dispatch = useDispatch();
  return useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      dispatch(loadingStarted());
      try {
        return await work();
      } finally {
        dispatch(loadingFinished());
      }
    },
    [dispatch],
  );
}
