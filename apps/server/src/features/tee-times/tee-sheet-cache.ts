import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { generateTeeSheet } from '@fairway/domain/tee-times/tee-sheet';
import { courseSettings, type FacilityRow } from '../facilities/facilities.public.ts';

// A tee sheet depends only on the date, the place and the inventory settings: keep recent
// ones (the sun computation and zone lookups are most of a search's CPU time).
const teeSheetCache = new Map<string, string[]>();

/** The local tee times of a course's day (the engine's settings with the course's own over them), from a per-process cache. */
export function cachedTeeSheet(date: string, facility: FacilityRow, settings: FacilitySettings): string[] {
  const inventory = courseSettings(settings, facility).inventory;
  const key = JSON.stringify([date, facility.latitude, facility.longitude, facility.timeZone, inventory]);
  let sheet = teeSheetCache.get(key);
  if (!sheet) {
    if (teeSheetCache.size >= 5000) teeSheetCache.clear();
    sheet = generateTeeSheet(date, facility, inventory);
    teeSheetCache.set(key, sheet);
  }
  return sheet;
}
