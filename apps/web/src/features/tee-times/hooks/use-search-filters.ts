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
export function useSearchFilters(timeZone: string, maxDaysOut: number) {
  const [params, setParams] = useSearchParams();
  const [refresh, setRefresh] = useState(0);
  const today = localToday(new Date(), timeZone);
  const lastDate = lastBookableDate(new Date(), timeZone, { maxDaysOut });

  const filters = useMemo(() => readSearchFilters(params, today, lastDate), [params, today, lastDate]);

  useEffect(() => {
    for (const key of TRACKING_KEYS) {
      const value = params.get(key);
      if (value) writeStored('sessionStorage', storageKey(key), value);
    }
  }, [params]);

  // A date the search does not show (past, malformed, or beyond the booking window) is rewritten
  // in place to the day shown, so the URL and the screen agree and Back does not return to it.
  const typedDate = params.get('date');
  useEffect(() => {
    if (typedDate === null || typedDate === filters.date) return;
    const query = new URLSearchParams(params);
    query.set('date', filters.date);
    setParams(query, { replace: true });
  }, [typedDate, filters.date, params, setParams]);

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

/** The filters of a URL query: the domain rule, the date kept inside the booking window, tracking from session storage. */
export function readSearchFilters(params: URLSearchParams, today: string, lastDate: string): SearchFilters {
  const parsed = parseSearchFilters(params, today);
  const date = parsed.date > lastDate ? lastDate : parsed.date;
  const stored = Object.fromEntries(
    TRACKING_KEYS.map((key) => [key, parsed[key] ?? (readStored('sessionStorage', storageKey(key)) || null)]),
  );
  return { ...parsed, ...stored, date } as SearchFilters;
}
