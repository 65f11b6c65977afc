import { seedFacilitiesFromShell } from '../../features/facilities/api/shell-bootstrap.ts';
import { startSessionRestore } from '../../features/session/hooks/use-session-restore.ts';
import { startFirstSearch } from '../../features/tee-times/api/first-search.ts';
import type { AppStore } from '../store.ts';

/**
 * The calls the first screen waits for, started before React mounts: the booking engine and
 * facilities come from the HTML shell, and the search and the session restore go out at once.
 */
export function startEarlyCalls(store: AppStore, location: { pathname: string; search: string }): void {
  startFirstSearch(store.dispatch, location, seedFacilitiesFromShell(store));
  startSessionRestore(store);
}
