import type { BookingEngineResponse, Facility } from '@fairway/contract/facilities.contract';
import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { readSearchFilters } from '../hooks/use-search-filters.ts';
import { teeTimesApi, teeTimesArgs } from './tee-times-api.ts';

/** The paths that open on the tee-time search (see app/routes.tsx). */
export const SEARCH_PATHS: ReadonlySet<string> = new Set(['/', '/search', '/teetimes']);

/**
 * Starts the search a page opening on the search screen will make, before React mounts, with the
 * arguments the screen computes from the same URL (so the screen joins the same cache entry).
 * Needs the booking engine and facilities already known (the HTML shell's start-up answers).
 */
export function startFirstSearch(
  dispatch: ThunkDispatch<never, unknown, UnknownAction>,
  location: { pathname: string; search: string },
  start: { bookingEngine: BookingEngineResponse; facilities: Facility[] } | null,
  now = new Date(),
): boolean {
  if (!start || !SEARCH_PATHS.has(location.pathname) || start.bookingEngine.affiliate) return false;
  const timeZone = start.facilities[0]?.timeZone ?? 'UTC';
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
