import type { ErrorCode } from '@fairway/contract/error-codes';
import { useSelector } from 'react-redux';
import { apiErrorCode, isReleaseRefusal } from '../../../shared/api/api-error.ts';

/** The calls that hold a tee time (the cart's endpoints, by name: features do not import each other). */
const HOLD_ENDPOINTS = new Set(['addCartItem', 'updateCartItem', 'addCartSlot', 'putTeeTimeLock']);

interface MutationEntry {
  endpointName?: string;
  status: string;
  startedTimeStamp?: number;
  error?: unknown;
}

/** The release rule (RELEASE_…) that refused the latest hold, or null: read from the API's store, so the search screen carries no code for it. */
export function useHoldRefusal(): ErrorCode | null {
  return useSelector((state: { api: { mutations: Record<string, MutationEntry | undefined> } }) => {
    let latest: MutationEntry | undefined;
    for (const entry of Object.values(state.api.mutations)) {
      if (
        entry?.endpointName &&
        HOLD_ENDPOINTS.has(entry.endpointName) &&
        (entry.startedTimeStamp ?? 0) >= (latest?.startedTimeStamp ?? 0)
      )
        latest = entry;
    }
    if (latest?.status !== 'rejected') return null;
    const code = apiErrorCode(latest.error as Parameters<typeof apiErrorCode>[0]);
    return isReleaseRefusal(code) ? code : null;
  });
}
