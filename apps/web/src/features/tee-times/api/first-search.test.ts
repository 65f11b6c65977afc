import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { bookingEngineFixture, facilitiesFixture } from '../../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../../test/mock-api.ts';
import { startFirstSearch } from './first-search.ts';

// 2026-07-10 08:00 in New York, the demo courses' time zone.
const NOW = new Date('2026-07-10T12:00:00Z');
const start = () => ({ bookingEngine: bookingEngineFixture(), facilities: facilitiesFixture() });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('startFirstSearch', () => {
  it("asks for the URL's search at once: date, courses and promotion code", async () => {
    const fetchMock = mockApi();
    const store = makeStore({ alias: { kind: 'none' } });
    expect(
      startFirstSearch(
        store.dispatch,
        { pathname: '/search', search: '?date=2026-07-12&course=2&promotionCode=SPRING' },
        start(),
        NOW,
      ),
    ).toBe(true);
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(1));
    const [request] = requestsTo(fetchMock, 'v2/tee-times');
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      date: '2026-07-12',
      facilityIds: '2',
      promotionCode: 'SPRING',
    });
  });

  it.each([
    ['another screen', '/cart', start()],
    [
      'partner (affiliate) mode, where the search is hidden',
      '/search',
      { ...start(), bookingEngine: bookingEngineFixture({}, { affiliate: true }) },
    ],
    ['no start-up answers in the shell', '/search', null],
  ])('asks nothing on %s', (_label, pathname, answers) => {
    const fetchMock = mockApi();
    const store = makeStore({ alias: { kind: 'none' } });
    expect(startFirstSearch(store.dispatch, { pathname, search: '' }, answers, NOW)).toBe(false);
    expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(0);
  });
});
