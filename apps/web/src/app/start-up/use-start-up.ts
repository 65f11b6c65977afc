import type { ErrorCode } from '@fairway/contract/errors.contract';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { useSessionRestore } from '../../features/session/hooks/use-session-restore.ts';
import { apiErrorCode } from '../../shared/api/api-error.ts';
import { selectAliasResolution } from '../../shared/api/tenancy-slice.ts';
import { appMounted, selectAppMounted } from '../app-slice.ts';
import type { RootState } from '../store.ts';

/** Where start-up is: loading, ready (app mounted), or failed with an API error code. */
export type StartUpState =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; code: ErrorCode; retry: () => void };

/**
 * Start-up (SPEC §4): loads the booking engine, its facilities and the session (restored from
 * its cookie), then sets the app-mounted flag. Once mounted the app stays up: a failed
 * background refetch never replaces the page with an error.
 */
export function useStartUp(): StartUpState {
  const dispatch = useDispatch();
  const invalidAlias = useSelector((state: RootState) => selectAliasResolution(state).kind === 'invalid');
  const mounted = useSelector((state: RootState) => selectAppMounted(state));
  const engine = useBookingEngine();
  const facilities = useFacilities();
  // The session restore only has to settle: a 401 (cleared cookies) or a failure means anonymous.
  const sessionSettled = useSessionRestore(invalidAlias);
  const loaded = engine.isSuccess && facilities.isSuccess && sessionSettled;

  useEffect(() => {
    if (loaded && !mounted) dispatch(appMounted());
  }, [loaded, mounted, dispatch]);

  const { refetch: refetchEngine } = engine;
  const { refetch: refetchFacilities } = facilities;
  const retry = useCallback(() => {
    if (engine.isError) void refetchEngine();
    if (facilities.isError) void refetchFacilities();
  }, [engine.isError, facilities.isError, refetchEngine, refetchFacilities]);

  if (mounted || loaded) return { status: 'ready' };
  if (invalidAlias) return { status: 'error', code: 'INVALID_ALIAS', retry };
  if (engine.isError) return { status: 'error', code: apiErrorCode(engine.error), retry };
  if (facilities.isError) return { status: 'error', code: apiErrorCode(facilities.error), retry };
  return { status: 'loading' };
}
