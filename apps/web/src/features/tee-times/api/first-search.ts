import type { BookingEngineResponse, Facility } from '@fairway/contract/facilities.contract';
import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { readSearchFilters } from '../hooks/use-search-filters.ts';
import { teeTimesApi, teeTimesArgs } from './tee-times-api.ts';

/** The paths that open on the tee-time search (see app/routes.tsx). */
export const SEARCH_PATHS: ReadonlySet<string> = new Set(['/', '/search', '/teetimes']);

/** What the first search starts from: the HTML shell's booking engine and facilities (null: not there). */
type FirstSearchStart = { bookingEngine: BookingEngineResponse; facilities: Facility[] } | null;

/** The zone the first search's dates are computed in: its first course's. */
const zoneOf = (start: NonNullable<FirstSearchStart>) => start.facilities[0]?.timeZone ?? 'UTC';

/**
 * Computes today in the first search's zone once, ahead of the search: the first date in a time
 * zone loads the browser's zone data, the longest piece of start-up, and the formatter it leaves
 * in the cache (intl-cache.ts) makes the search's own dates cheap. The caller runs it in a task of
 * its own.
 */
export function loadFirstSearchZone(start: FirstSearchStart, now = new Date()): void {
  if (start) localToday(now, zoneOf(start));
}

/**
 * Starts the search a page opening on the search screen will make, before React mounts, with the
 * arguments the screen computes from the same URL (so the screen joins the same cache entry).
 * Needs the booking engine and facilities already known (the HTML shell's start-up answers).
 */
export function startFirstSearch(
  dispatch: ThunkDispatch<never, unknown, UnknownAction>,
  location: { pathname: string; search: string },
  start: FirstSearchStart,
  now = new Date(),
): boolean {
  if (!start || !SEARCH_PATHS.has(location.pathname) || start.bookingEngine.affiliate) return false;
  const timeZone = zoneOf(start);
  const today = localToday(now, timeZone);
  const lastDate = lastBookableDate(now, timeZone, { maxDaysOut: start.bookingEngine.settings.inventory.maxDaysOut });
  const filters = readSearchFilters(new URLSearchParams(location.search), today, lastDate);
  void dispatch(
    teeTimesApi.endpoints.getTeeTimes.initiate(
      teeTimesArgs(
        filters,
        0,
        start.facilities.map((facility) => facility.id),
      ),
      { subscribe: false },
    ),
  );
  return true;
}
