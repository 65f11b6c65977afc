import { seedFacilitiesFromShell } from '../../features/facilities/api/shell-bootstrap.ts';
import { startSessionRestore } from '../../features/session/hooks/use-session-restore.ts';
import { loadFirstSearchZone, startFirstSearch } from '../../features/tee-times/api/first-search.ts';
import { nextTask } from '../../shared/browser/next-task.ts';
import type { AppStore } from '../store.ts';

/**
 * The calls the first screen waits for, started before React mounts: the booking engine and
 * facilities come from the HTML shell, and the session restore and the search go out at once.
 * Three tasks, so that none blocks a phone for long: the first date in the course's time zone
 * loads the browser's time-zone data (about 55 ms on Lighthouse's phone, as long as the rest of
 * this together) and runs alone, between the shell's seeding and the search it lets start.
 */
export async function startEarlyCalls(store: AppStore, location: { pathname: string; search: string }): Promise<void> {
  const shell = seedFacilitiesFromShell(store);
  startSessionRestore(store);
  await nextTask();
  loadFirstSearchZone(shell);
  await nextTask();
  startFirstSearch(store.dispatch, location, shell);
}
