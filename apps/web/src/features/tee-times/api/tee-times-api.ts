import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import type { HourlyWeatherResponse, WeatherResponse } from '@fairway/contract/weather.contract';
import type { SearchFilters } from '@fairway/domain/tee-times/search-filters';
import { baseApi } from '../../../shared/api/base-api.ts';

/** Arguments of the tee-time search; `refresh` only changes the cache key (a bumped counter refetches). */
export interface TeeTimesArgs {
  date: string;
  facilityIds: number[];
  promotionCode: string | null;
  customerId: string | null;
  refresh: number;
}

/**
 * The courses a search asks for, whatever order the URL lists them in (its first is the selected
 * tee time's course): sorted, and none when they are every course of the engine, so selecting a
 * tee time neither narrows the list nor asks the server again.
 */
export function searchedCourses(course: number[], engineCourses: number[]): number[] {
  const sorted = [...new Set(course)].sort((a, b) => a - b);
  return engineCourses.length > 0 && engineCourses.every((id) => sorted.includes(id)) ? [] : sorted;
}

/** The search call for a set of filters, given the engine's courses. */
export function teeTimesArgs(filters: SearchFilters, refresh: number, engineCourses: number[]): TeeTimesArgs {
  return {
    date: filters.date,
    facilityIds: searchedCourses(filters.course, engineCourses),
    promotionCode: filters.promotionCode,
    customerId: filters.customerId,
    refresh,
  };
}

/** A search answer older than this (seconds) is refreshed when the screen comes back; it still shows meanwhile. */
export const SEARCH_REFETCH_AFTER_S = 20;

/** Tee-time search and weather; the server checks their answers against the contract (see base-api.ts). */
export const teeTimesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeeTimes: build.query<TeeTimesResponse, TeeTimesArgs>({
      query: ({ date, facilityIds, promotionCode, customerId }) => ({
        url: 'v2/tee-times',
        params: {
          date,
          ...(facilityIds.length ? { facilityIds: facilityIds.join(',') } : {}),
          ...(promotionCode ? { promotionCode } : {}),
          ...(customerId ? { customerId } : {}),
        },
      }),
      // Kept for a golfer who goes to the cart or checkout and comes back: the search renders
      // from it at once and refreshes in the background (SEARCH_REFETCH_AFTER_S).
      keepUnusedDataFor: 600,
    }),
    getWeather: build.query<WeatherResponse, { date: string; gnFacilityIds: number[] }>({
      query: ({ date, gnFacilityIds }) => ({
        url: 'weather',
        params: { date, gnFacilityIds: gnFacilityIds.join(',') },
      }),
      keepUnusedDataFor: 600,
    }),
    getHourlyWeather: build.query<HourlyWeatherResponse, { date: string; gnFacilityId: number }>({
      query: (params) => ({ url: 'weather/hourly', params }),
      keepUnusedDataFor: 600,
    }),
  }),
});

/** Hooks of the tee-time endpoints. */
export const { useGetTeeTimesQuery, useGetWeatherQuery, useLazyGetHourlyWeatherQuery } = teeTimesApi;
