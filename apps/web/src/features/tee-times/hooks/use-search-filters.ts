import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import {
  parseSearchFilters,
  serializeSearchFilters,
  type SearchFilters,
} from '@fairway/domain/tee-times/search-filters';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../../shared/browser/safe-storage.ts';

const TRACKING_KEYS = ['campaign', 'medium', 'promotionCode'] as const;
const storageKey = (key: string) => `fairway.search.${key}`;
const FILTER_KEYS = [
  'course',
  'date',
  'minPrice',
  'maxPrice',
  'startHour',
  'endHour',
  'golfers',
  'holes',
  'transportation',
  'rateType',
  'campaign',
  'medium',
  'customerId',
  'promotionCode',
  'teetime',
] as const;

/**
 * The search filters kept in the URL query (SPEC §2): read with the domain rule, written back
 * with defaults left out. Campaign, medium and the promotion code are also kept in session
 * storage so they survive navigation. Every change bumps `refresh`, which refetches.
 */
export function useSearchFilters(
  timeZone: string,
  maxDaysOut: number,
  courseLastDate?: (course: number[]) => string | undefined,
) {
  const [params, setParams] = useSearchParams();
  const [refresh, setRefresh] = useState(0);
  const today = localToday(new Date(), timeZone);
  const engineLastDate = lastBookableDate(new Date(), timeZone, { maxDaysOut });
  // The searched courses' own window once the server said it, else the engine's (a window that
  // ended before today is not one the server gives).
  const lastDateOf = useCallback(
    (course: number[]) => {
      const own = courseLastDate?.(course);
      return own !== undefined && own >= today ? own : engineLastDate;
    },
    [courseLastDate, engineLastDate, today],
  );

  const filters = useMemo(() => readSearchFilters(params, today, lastDateOf), [params, today, lastDateOf]);
  const lastDate = lastDateOf(filters.course);

  useEffect(() => {
    for (const key of TRACKING_KEYS) {
      const value = params.get(key);
      if (value) writeStored('sessionStorage', storageKey(key), value);
    }
  }, [params]);

  // A date the search does not show (past, malformed, or beyond the booking window) is rewritten
  // in place to the day shown, so the URL and the screen agree and Back does not return to it.
  // A later date waits for the searched courses' own window, which may reach it.
  const typedDate = params.get('date');
  const windowKnown = courseLastDate === undefined || courseLastDate(filters.course) !== undefined;
  useEffect(() => {
    if (typedDate === null || typedDate === filters.date) return;
    if (!windowKnown && /^\d{4}-\d{2}-\d{2}$/.test(typedDate) && typedDate > filters.date) return;
    const query = new URLSearchParams(params);
    query.set('date', filters.date);
    setParams(query, { replace: true });
  }, [typedDate, filters.date, windowKnown, params, setParams]);

  const update = useCallback(
    (change: Partial<SearchFilters>) => {
      const next = { ...filters, ...change };
      if (change.promotionCode !== undefined)
        writeStored('sessionStorage', storageKey('promotionCode'), change.promotionCode ?? '');
      // Keep parameters that are not filters (the embed's alias, for one) where they were.
      const query = new URLSearchParams(params);
      for (const key of FILTER_KEYS) query.delete(key);
      for (const [key, value] of serializeSearchFilters(next)) query.set(key, value);
      setParams(query, { replace: true });
      setRefresh((count) => count + 1);
    },
    [filters, params, setParams],
  );

  return { filters, update, refresh, today, lastDate };
}

/**
 * The filters of a URL query: the domain rule, the date kept inside the booking window (its last
 * day, or the last day of the courses the query searches), tracking from session storage.
 */
export function readSearchFilters(
  params: URLSearchParams,
  today: string,
  lastDate: string | ((course: number[]) => string),
): SearchFilters {
  const parsed = parseSearchFilters(params, today);
  const last = typeof lastDate === 'string' ? lastDate : lastDate(parsed.course);
  const date = parsed.date > last ? last : parsed.date;
  const stored = Object.fromEntries(
    TRACKING_KEYS.map((key) => [key, parsed[key] ?? (readStored('sessionStorage', storageKey(key)) || null)]),
  );
  return { ...parsed, ...stored, date } as SearchFilters;
}
