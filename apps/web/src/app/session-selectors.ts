// The one place the shell asks "is a customer signed in?": backed by the session slice.
import { selectCustomer, selectIsCustomer } from '../features/session/slices/session-slice.ts';
import type { RootState } from './store.ts';

/** Whether a signed-in customer (not a guest, not anonymous) is using the app (SPEC §6). */
export function selectSignedInCustomer(state: RootState): boolean {
  return selectIsCustomer(state);
}

/** The signed-in customer's id, or null (anonymous visitors and guests). */
export function selectSignedInCustomerId(state: RootState): string | null {
  return selectCustomer(state)?.id ?? null;
}
