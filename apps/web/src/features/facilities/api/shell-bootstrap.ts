import type { ShellBootstrap } from '@fairway/contract/facilities.contract';
import { SHELL_BOOTSTRAP_ID } from '@fairway/contract/wire-names';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectAliasResolution, type TenancyState } from '../../../shared/api/tenancy-slice.ts';
import { isShellBootstrap } from './answer-shapes.ts';
import { facilitiesApi } from './facilities-api.ts';

/** The part of the app's store the seeding needs. */
interface SeedableStore {
  getState: () => { tenancy: TenancyState };
  dispatch: ThunkDispatch<never, unknown, UnknownAction>;
}

/**
 * Puts the booking engine and facilities the server wrote into the HTML shell into the API cache,
 * so the first screen searches at once instead of asking for them first. Ignored when missing,
 * malformed, or for another alias than this page's (an alias kept in the session after a reload
 * without `?alias=`): the app then asks the server as before. Answers what it seeded.
 * The server wrote the block through the contract's schema (spa-shell.ts); a shape check
 * (answer-shapes.ts) suffices here, so the first screen does not load zod.
 */
export function seedFacilitiesFromShell(store: SeedableStore, doc: Document = document): ShellBootstrap | null {
  const text = doc.getElementById(SHELL_BOOTSTRAP_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isShellBootstrap(json)) return null;
  const resolution = selectAliasResolution(store.getState());
  const forThisPage =
    resolution.kind === 'alias' ? resolution.alias === json.bookingEngine.alias : resolution.kind === 'none';
  if (!forThisPage) return null;
  store.dispatch(
    facilitiesApi.util.upsertQueryEntries([
      { endpointName: 'getBookingEngine', arg: undefined, value: json.bookingEngine },
      { endpointName: 'getFacilities', arg: undefined, value: json.facilities },
    ]),
  );
  return json;
}
