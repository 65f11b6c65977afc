import { SHELL_BOOTSTRAP_ID, shellBootstrapSchema, type ShellBootstrap } from '@fairway/contract/facilities.contract';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectAliasResolution, type TenancyState } from '../../../shared/api/tenancy-slice.ts';
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
  const parsed = shellBootstrapSchema.safeParse(json);
  if (!parsed.success) return null;
  const resolution = selectAliasResolution(store.getState());
  const forThisPage = resolution.kind === 'alias' ? resolution.alias === parsed.data.bookingEngine.alias : resolution.kind === 'none';
  if (!forThisPage) return null;
  store.dispatch(
    facilitiesApi.util.upsertQueryEntries([
      { endpointName: 'getBookingEngine', arg: undefined, value: parsed.data.bookingEngine },
      { endpointName: 'getFacilities', arg: undefined, value: parsed.data.facilities },
    ]),
  );
  return parsed.data;
}
