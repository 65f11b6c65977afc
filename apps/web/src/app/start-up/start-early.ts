import { seedFacilitiesFromShell } from '../../features/facilities/api/shell-bootstrap.ts';
import { startSessionRestore } from '../../features/session/hooks/use-session-restore.ts';
import { startFirstSearch } from '../../features/tee-times/api/first-search.ts';
import { nextTask } from '../../shared/browser/next-task.ts';
import type { AppStore } from '../store.ts';

/**
 * The calls the first screen waits for, started before React mounts: the booking engine and
 * facilities come from the HTML shell, and the search and the session restore go out at once.
 * Two tasks, not one: the search's date in the course's time zone loads the browser's time-zone
 * data (tens of milliseconds on a phone) and the first fetch sets up the page's networking.
 */
export async function startEarlyCalls(store: AppStore, location: { pathname: string; search: string }, between = nextTask): Promise<void> {
  const shell = seedFacilitiesFromShell(store);
  startSessionRestore(store);
  await between();
  startFirstSearch(store.dispatch, location, shell);
}
