import { isIsoDate, isLocalDateTime } from './local-date.ts';

/** Transportation filter values (SPEC §3); Any is the default and stays out of the URL. */
const TRANSPORTATION_FILTERS = ['Any', 'Walking', 'Riding'] as const;
export type TransportationFilter = (typeof TRANSPORTATION_FILTERS)[number];

/** The search filters of SPEC §3, as kept in the URL query of the search screen. */
export interface SearchFilters {
  course: number[];
  date: string;
  minPrice: number | null;
  maxPrice: number | null;
  startHour: number | null;
  endHour: number | null;
  /** Player counts; empty means Any (the default). */
  golfers: number[];
  holes: number[];
  transportation: TransportationFilter;
  /** Rate names; empty means Any (the default). */
  rateType: string[];
  campaign: string | null;
  medium: string | null;
  customerId: string | null;
  promotionCode: string | null;
  /** A local tee time `YYYY-MM-DDTHH:mm` to preselect. */
  teetime: string | null;
}

/** Holes offered by default: both 9 and 18. */
export const DEFAULT_HOLES: readonly number[] = [9, 18];

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const numbers = (value: string | null) => list(value).map(Number).filter(Number.isInteger);
const numberOrNull = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};
const hourOrNull = (value: string | null) => {
  const hour = numberOrNull(value);
  return hour !== null && Number.isInteger(hour) && hour <= 24 ? hour : null;
};

/**
 * Reads the filters from a URL query. A missing, malformed or past date falls back to `today`
 * (SPEC §2); unknown values fall back to their defaults.
 */
export function parseSearchFilters(query: URLSearchParams, today: string): SearchFilters {
  const date = query.get('date');
  const golfers = numbers(query.get('golfers')).filter((count) => count >= 1 && count <= 6);
  const holes = numbers(query.get('holes')).filter((count) => count === 9 || count === 18);
  const transportation = query.get('transportation');
  const rateType = list(query.get('rateType')).filter((name) => name !== 'Any');
  const text = (key: string) => query.get(key)?.trim() || null;
  const teetime = query.get('teetime');
  return {
    course: numbers(query.get('course')),
    date: date && isIsoDate(date) && date >= today ? date : today,
    minPrice: numberOrNull(query.get('minPrice')),
    maxPrice: numberOrNull(query.get('maxPrice')),
    startHour: hourOrNull(query.get('startHour')),
    endHour: hourOrNull(query.get('endHour')),
    golfers,
    holes: holes.length ? [...new Set(holes)].sort((a, b) => a - b) : [...DEFAULT_HOLES],
    transportation: (TRANSPORTATION_FILTERS as readonly string[]).includes(transportation ?? '')
      ? (transportation as TransportationFilter)
      : 'Any',
    rateType,
    campaign: text('campaign'),
    medium: text('medium'),
    customerId: text('customerId'),
    promotionCode: text('promotionCode'),
    teetime: teetime && isLocalDateTime(teetime) ? teetime : null,
  };
}

/** Writes the filters to a URL query, leaving golfers, holes, transportation and rateType out at their defaults. */
export function serializeSearchFilters(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.course.length) query.set('course', filters.course.join(','));
  query.set('date', filters.date);
  if (filters.minPrice !== null) query.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) query.set('maxPrice', String(filters.maxPrice));
  if (filters.startHour !== null) query.set('startHour', String(filters.startHour));
  if (filters.endHour !== null) query.set('endHour', String(filters.endHour));
  if (filters.golfers.length) query.set('golfers', filters.golfers.join(','));
  const holes = [...filters.holes].sort((a, b) => a - b);
  if (holes.join(',') !== DEFAULT_HOLES.join(',') && holes.length) query.set('holes', holes.join(','));
  if (filters.transportation !== 'Any') query.set('transportation', filters.transportation);
  if (filters.rateType.length) query.set('rateType', filters.rateType.join(','));
  for (const key of ['campaign', 'medium', 'customerId', 'promotionCode', 'teetime'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return query;
}

/** The rate fields the client-side filters read. */
export interface FilterableRate {
  name: string;
  holes: number;
  greenFeeCart: number;
  greenFeeWalking: number;
  allowedPlayers: number[];
  transportation: 'Cart' | 'Walking' | 'Both';
}

/** Whether a rate passes the price (whole currency units), golfers, holes, transportation and rate-type filters. */
export function rateMatchesFilters(rate: FilterableRate, filters: SearchFilters): boolean {
  if (!filters.holes.includes(rate.holes)) return false;
  if (filters.rateType.length && !filters.rateType.includes(rate.name)) return false;
  if (filters.golfers.length && !filters.golfers.some((count) => rate.allowedPlayers.includes(count))) return false;
  if (rate.allowedPlayers.length === 0) return false;
  const prices: number[] = [];
  if (filters.transportation !== 'Walking' && rate.transportation !== 'Walking') prices.push(rate.greenFeeCart);
  if (filters.transportation !== 'Riding' && rate.transportation !== 'Cart') prices.push(rate.greenFeeWalking);
  return prices.some(
    (cents) =>
      (filters.minPrice === null || cents >= filters.minPrice * 100) &&
      (filters.maxPrice === null || cents <= filters.maxPrice * 100),
  );
}

/** Whether a local tee time `…THH:mm` lies in the start/end hour filter (end hour exclusive). */
export function timeMatchesFilters(
  localTeeTime: string,
  filters: Pick<SearchFilters, 'startHour' | 'endHour'>,
): boolean {
  const hour = Number(localTeeTime.slice(11, 13));
  return (
    (filters.startHour === null || hour >= filters.startHour) && (filters.endHour === null || hour < filters.endHour)
  );
}
