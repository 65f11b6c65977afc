import type { BookingEngineResponse, Facility, ShellBootstrap } from '@fairway/contract/facilities.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { isRecord } from '../../../shared/api/shape-check.ts';

// The shapes the first screen relies on, checked without zod (see shared/api/shape-check.ts).

/** Every settings group: the compiler keeps this list equal to the contract's groups. */
const SETTINGS_GROUPS: Record<keyof FacilitySettings, true> = {
  identity: true,
  inventory: true,
  appearance: true,
  user: true,
  smartPlay: true,
  reservations: true,
  checkout: true,
  proProfile: true,
  release: true,
  featureFlags: true,
};

/** A booking engine with its alias, name and every settings group. */
export function isBookingEngineAnswer(value: unknown): value is BookingEngineResponse {
  if (!isRecord(value) || typeof value['alias'] !== 'string' || typeof value['name'] !== 'string') return false;
  const settings = value['settings'];
  return isRecord(settings) && Object.keys(SETTINGS_GROUPS).every((group) => isRecord(settings[group]));
}

/** A list of facilities, each with its id, name, time zone and currency. */
export function isFacilitiesAnswer(value: unknown): value is Facility[] {
  return (
    Array.isArray(value) &&
    value.every(
      (facility) =>
        isRecord(facility) &&
        typeof facility['id'] === 'number' &&
        typeof facility['name'] === 'string' &&
        typeof facility['timeZone'] === 'string' &&
        typeof facility['currencyCode'] === 'string',
    )
  );
}

/** The start-up block of the HTML shell: a booking engine and its facilities. */
export function isShellBootstrap(value: unknown): value is ShellBootstrap {
  return isRecord(value) && isBookingEngineAnswer(value['bookingEngine']) && isFacilitiesAnswer(value['facilities']);
}
