import { describe, expect, it } from 'vitest';
import {
  parseSearchFilters,
  rateMatchesFilters,
  serializeSearchFilters,
  timeMatchesFilters,
} from './search-filters.ts';

const TODAY = '2026-07-10';
const parse = (query: string) => parseSearchFilters(new URLSearchParams(query), TODAY);

describe('search filters in the URL', () => {
  it('defaults: today, Any golfers, 9 and 18 holes, Any transportation and rate type', () => {
    const filters = parse('');
    expect(filters).toMatchObject({ date: TODAY, golfers: [], holes: [9, 18], transportation: 'Any', rateType: [] });
    expect(serializeSearchFilters(filters).toString()).toBe('date=2026-07-10');
  });

  it('falls back to today for a past or malformed date', () => {
    expect(parse('date=2026-07-01').date).toBe(TODAY);
    expect(parse('date=2026-13-01').date).toBe(TODAY);
    expect(parse('date=2026-07-12').date).toBe('2026-07-12');
  });

  it('round-trips every filter', () => {
    const query =
      'course=1%2C2&date=2026-07-12&minPrice=20&maxPrice=80&startHour=7&endHour=12&golfers=2%2C3&holes=9&transportation=Walking&rateType=Twilight&campaign=spring&medium=email&customerId=c-1&promotionCode=SPRING10&teetime=2026-07-12T08%3A00';
    const filters = parse(query);
    expect(filters).toMatchObject({
      course: [1, 2],
      minPrice: 20,
      maxPrice: 80,
      startHour: 7,
      endHour: 12,
      golfers: [2, 3],
      holes: [9],
      transportation: 'Walking',
      rateType: ['Twilight'],
      promotionCode: 'SPRING10',
      teetime: '2026-07-12T08:00',
    });
    expect(serializeSearchFilters(filters).toString()).toBe(query);
  });

  it('ignores unknown values', () => {
    expect(parse('holes=7&transportation=Horse&golfers=0,9&rateType=Any&startHour=25&minPrice=-3')).toMatchObject({
      holes: [9, 18],
      transportation: 'Any',
      golfers: [],
      rateType: [],
      startHour: null,
      minPrice: null,
    });
  });
});

describe('rateMatchesFilters', () => {
  const rate = {
    name: 'Prime',
    holes: 18,
    greenFeeCart: 8900,
    greenFeeWalking: 6900,
    allowedPlayers: [2, 3, 4],
    transportation: 'Both' as const,
  };
  const filters = parse('');
  it('passes by default and checks holes, rate type and golfers', () => {
    expect(rateMatchesFilters(rate, filters)).toBe(true);
    expect(rateMatchesFilters(rate, { ...filters, holes: [9] })).toBe(false);
    expect(rateMatchesFilters(rate, { ...filters, rateType: ['Twilight'] })).toBe(false);
    expect(rateMatchesFilters(rate, { ...filters, golfers: [1] })).toBe(false);
    expect(rateMatchesFilters(rate, { ...filters, golfers: [1, 2] })).toBe(true);
    expect(rateMatchesFilters({ ...rate, allowedPlayers: [] }, filters)).toBe(false);
  });
  it('checks the price of the chosen transportation in whole currency units', () => {
    expect(rateMatchesFilters(rate, { ...filters, maxPrice: 70 })).toBe(true); // walking 69
    expect(rateMatchesFilters(rate, { ...filters, maxPrice: 70, transportation: 'Riding' })).toBe(false);
    expect(rateMatchesFilters(rate, { ...filters, minPrice: 80, transportation: 'Walking' })).toBe(false);
    expect(rateMatchesFilters({ ...rate, transportation: 'Cart' }, { ...filters, transportation: 'Walking' })).toBe(
      false,
    );
  });
});

describe('timeMatchesFilters', () => {
  it('keeps start hour inclusive and end hour exclusive', () => {
    expect(timeMatchesFilters('2026-07-10T07:00', { startHour: 7, endHour: 12 })).toBe(true);
    expect(timeMatchesFilters('2026-07-10T12:00', { startHour: 7, endHour: 12 })).toBe(false);
    expect(timeMatchesFilters('2026-07-10T06:45', { startHour: 7, endHour: null })).toBe(false);
  });
});
