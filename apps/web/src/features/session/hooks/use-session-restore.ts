import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectAliasResolution, type TenancyState } from '../../../shared/api/tenancy-slice.ts';
import { sessionApi, useRestoreSessionQuery } from '../api/session-api.ts';

/**
 * Restores the session from its cookie once at start-up (SPEC §4); true once it settled,
 * whatever the answer (a 401 clears the cookies on the server and leaves an anonymous visitor).
 */
export function useSessionRestore(skip: boolean): boolean {
  const restore = useRestoreSessionQuery(skip ? skipToken : undefined, { refetchOnMountOrArgChange: false });
  return skip || restore.isSuccess || restore.isError;
}

/**
 * Starts the session restore before React mounts (the first screen waits for it to settle), for
 * a page whose alias is not invalid. The hook above then reads the same cache entry.
 */
export function startSessionRestore(store: {
  getState: () => { tenancy: TenancyState };
  dispatch: ThunkDispatch<never, unknown, UnknownAction>;
}): void {
  if (selectAliasResolution(store.getState()).kind === 'invalid') return;
  void store.dispatch(sessionApi.endpoints.restoreSession.initiate(undefined));
}
