import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo, type Handler } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

// 2026-07-10 08:00 in New York (the fixtures' time zone).
const NOW = new Date('2026-07-10T12:00:00Z');

const rate = (overrides: Partial<Rate> = {}): Rate => ({
  rateId: 11,
  rateSetId: 1,
  name: 'Prime',
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFees: 250,
  promotion: null,
  allowedPlayers: [2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
  ...overrides,
});

const teeTime = (teetime: string, overrides: Partial<TeeTime> = {}): TeeTime => ({
  teetime,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers: 0,
  lockedSlots: 0,
  availableSlots: 4,
  rates: [rate()],
  ...overrides,
});

function searchAnswer(overrides: Partial<TeeTimesResponse> = {}): TeeTimesResponse {
  const teeTimes = overrides.teeTimes ?? [
    teeTime('2026-07-10T09:00'),
    teeTime('2026-07-10T09:15', {
      facilityId: 2,
      courseId: 'pv-short',
      bookedPlayers: 2,
      availableSlots: 2,
      rates: [rate({ rateId: 21, allowedPlayers: [1, 2] })],
    }),
    teeTime('2026-07-10T15:00', {
      rates: [
        rate({ rateId: 12, name: 'Twilight', greenFeeCart: 5900, greenFeeWalking: 4500, showAsHotDeal: true }),
        rate({ rateId: 13, name: '9-Hole Twilight', holes: 9, greenFeeCart: 3500, greenFeeWalking: 2700, trade: true }),
      ],
    }),
  ];
  return {
    date: '2026-07-10',
    dateMax: '2026-07-10',
    bookingWindow: { firstDate: '2026-07-10', lastDate: '2026-07-24' },
    teeTimes,
    totalAvailableTeeTimes: teeTimes.length,
    rateTypes: ['Prime', 'Twilight', '9-Hole Twilight'],
    priceRanges: [],
    notices: [
      { id: 1, facilityId: 2, kind: 'cart-path-only', message: null, startsOn: '2026-07-10', endsOn: '2026-07-12' },
    ],
    promotion: null,
    ...overrides,
  };
}

const weatherAnswer: Handler = (request) => {
  const ids = (new URL(request.url).searchParams.get('gnFacilityIds') ?? '').split(',').map(Number);
  return {
    body: ids.map((gnFacilityId) =>
      gnFacilityId === 101
        ? {
            gnFacilityId,
            date: '2026-07-10',
            status: 'available',
            daily: {
              weatherCode: 0,
              temperatureMaxC: 30,
              temperatureMinC: 20,
              precipitationProbability: 10,
              windSpeedMaxKmh: 9,
            },
          }
        : { gnFacilityId, date: '2026-07-10', status: 'unavailable', daily: null },
    ),
  };
};

async function openSearch(path = '/search', search: Handler = { body: searchAnswer() }) {
  const fetchMock = mockApi({ 'v2/tee-times': search, weather: weatherAnswer });
  const rendered = renderApp({ path });
  await waitForShell();
  return { ...rendered, fetchMock };
}

describe('tee-time search', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('shows a skeleton, then tee times with prices in the facility currency, badges and open spots', async () => {
    await openSearch();
    const cards = await screen.findAllByTestId('tee-time');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('9:00 AM');
    expect(cards[0]).toHaveTextContent('Championship Course');
    expect(cards[0]).toHaveTextContent('$89.00');
    expect(cards[0]).toHaveTextContent('$69.00');
    expect(cards[0]).toHaveTextContent('+ $2.50 fee per player');
    expect(cards[1]).toHaveTextContent('2 spots open');
    expect(within(cards[2]!).getByText('Hot deal')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Trade')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('3 tee times');
  });

  it('asks the server once for the date and shows weather and course notices', async () => {
    const { fetchMock } = await openSearch();
    await screen.findAllByTestId('tee-time');
    const [request] = requestsTo(fetchMock, 'v2/tee-times');
    expect(new URL(request!.url).searchParams.get('date')).toBe('2026-07-10');
    expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(1);
    const weather = await screen.findByTestId('weather');
    await waitFor(() => expect(weather).toHaveTextContent('High 86°'));
    expect(weather).toHaveTextContent('Weather unavailable');
    expect(screen.getByTestId('course-notices')).toHaveTextContent('Cart Path Only');
  });

  it('falls back to today for a past date and keeps filters in the URL, leaving defaults out', async () => {
    const { router, user } = await openSearch('/search?date=2026-07-01');
    await screen.findAllByTestId('tee-time');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-10');
    await user.click(screen.getByRole('checkbox', { name: '18 holes' }));
    await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(1)); // only 15:00 has a 9-hole rate
    await user.selectOptions(screen.getByLabelText('Transportation'), 'Walking');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('holes')).toBe('9');
    expect(query.get('transportation')).toBe('Walking');
    expect(query.has('golfers')).toBe(false);
    expect(query.has('rateType')).toBe(false);
  });

  it('filters by golfers, time, price and rate type and bumps the refresh counter (refetch) on each change', async () => {
    const { user, fetchMock } = await openSearch();
    await screen.findAllByTestId('tee-time');
    await user.click(screen.getByRole('checkbox', { name: '1' }));
    await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Any', checked: false }));
    await user.selectOptions(screen.getByLabelText('From'), '14');
    await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(1));
    await user.type(screen.getByLabelText('Maximum price'), '40');
    await waitFor(() => expect(screen.getAllByTestId('tee-time')[0]).toHaveTextContent('9-Hole Twilight'));
    expect(requestsTo(fetchMock, 'v2/tee-times').length).toBeGreaterThanOrEqual(4);
  });

  it('keeps the list while a filter change asks the server again, instead of a skeleton', async () => {
    const fetchMock = mockApi({ 'v2/tee-times': { body: searchAnswer() }, weather: weatherAnswer });
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (
        String(input instanceof Request ? input.url : input).includes('/v2/tee-times') &&
        requestsTo(fetchMock, 'v2/tee-times').length > 1
      )
        await held;
      return answer(input, init);
    });
    const { user } = renderApp({ path: '/search' });
    await waitForShell();
    await screen.findAllByTestId('tee-time');
    await user.click(screen.getByRole('checkbox', { name: '1' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(2));
    expect(screen.queryByTestId('search-skeleton')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('tee-time')).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(1));
  });

  it('renders from the cached answer at once when the golfer comes back from another screen', async () => {
    const { router, fetchMock } = await openSearch();
    await screen.findAllByTestId('tee-time');
    const searches = requestsTo(fetchMock, 'v2/tee-times').length;
    await act(() => router.navigate('/course/info'));
    await waitFor(() => expect(screen.queryByTestId('tee-time-search')).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    // No skeleton and no wait: the list is there on the first render back, without a new call.
    expect(screen.getAllByTestId('tee-time')).toHaveLength(3);
    expect(screen.queryByTestId('search-skeleton')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'v2/tee-times')).toHaveLength(searches);
  });

  it('shows the no-results state in the no-results colour', async () => {
    await openSearch('/search', { body: searchAnswer({ teeTimes: [] }) });
    const empty = await screen.findByTestId('no-results');
    expect(empty).toHaveClass('no-results');
    expect(empty).toHaveTextContent('No tee times match your search');
  });

  it('says "Failed to load Tee Time" when the search fails', async () => {
    await openSearch('/search', { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Tee Time');
  });

  it('preselects the tee time named in the URL with its course and promotion code', async () => {
    await openSearch('/search?course=1&teetime=2026-07-10T15%3A00&promotionCode=SPRING10', {
      body: searchAnswer({ promotion: { code: 'SPRING10', applied: true } }),
    });
    const cards = await screen.findAllByTestId('tee-time');
    const selected = cards.find((card) => card.getAttribute('aria-current') === 'true');
    expect(selected).toHaveAttribute('data-teetime', '2026-07-10T15:00');
    expect(within(selected!).getByRole('button', { pressed: true })).toHaveTextContent('Selected');
  });

  it('selecting a tee time keeps every course in the list and in the search it asks for', async () => {
    const { fetchMock, router, user } = await openSearch();
    await screen.findAllByTestId('tee-time');
    const shortCourseCard = screen
      .getAllByTestId('tee-time')
      .find((card) => card.getAttribute('data-teetime') === '2026-07-10T09:15')!;
    await user.click(within(shortCourseCard).getByRole('button', { name: /Select/ }));
    // The URL names the selection's course first among the courses searched (every one here).
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('course')).toBe('2,1'));
    expect(await screen.findAllByTestId('tee-time')).toHaveLength(3);
    // Every search, the refresh after the hold included, still asks for every course.
    const narrowed = requestsTo(fetchMock, 'v2/tee-times').map((request) =>
      new URL(request.url).searchParams.get('facilityIds'),
    );
    expect(narrowed.filter((ids) => ids !== null)).toEqual([]);
  });

  describe('promotion code', () => {
    const promoHandler: Handler = (request) => {
      const code = new URL(request.url).searchParams.get('promotionCode');
      if (!code) return { body: searchAnswer() };
      const applied = code === 'SPRING10';
      const teeTimes = applied
        ? [
            teeTime('2026-07-10T09:00', {
              rates: [
                rate({
                  promotion: {
                    code,
                    discount: 890,
                    greenFeeCart: 8010,
                    greenFeeWalking: 6210,
                    allowedPlayers: [2, 3, 4],
                    promotionTemplateId: 101,
                  },
                }),
              ],
            }),
          ]
        : undefined;
      return { body: searchAnswer({ promotion: { code, applied }, ...(teeTimes ? { teeTimes } : {}) }) };
    };

    it('applies a valid code: promoted prices and the toaster for 4 seconds', async () => {
      const { user } = await openSearch('/search', promoHandler);
      await screen.findAllByTestId('tee-time');
      await user.type(screen.getByLabelText('Promotion code'), 'spring10');
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW, shouldAdvanceTime: true });
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByTestId('promo-toaster')).toHaveTextContent('Promotion has been applied');
      expect(screen.getByTestId('tee-time')).toHaveTextContent('$80.10');
      expect(sessionStorage.getItem('fairway.search.promotionCode')).toBe('SPRING10');
      act(() => vi.advanceTimersByTime(3900));
      expect(screen.getByTestId('promo-toaster')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByTestId('promo-toaster')).not.toBeInTheDocument();
    });

    it('reports an unknown or expired code and drops it from the search', async () => {
      const { user, router } = await openSearch('/search', promoHandler);
      await screen.findAllByTestId('tee-time');
      await user.type(screen.getByLabelText('Promotion code'), 'SUMMER25');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Promotion could not be applied')).toBeInTheDocument();
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('promotionCode')).toBe(false));
      expect(screen.queryByTestId('promo-toaster')).not.toBeInTheDocument();
    });
  });

  it('says once that no forecast is available when no course has one', async () => {
    mockApi({
      'v2/tee-times': { body: searchAnswer() },
      weather: { body: [{ gnFacilityId: 101, date: '2026-07-10', status: 'unavailable', daily: null }] },
    });
    renderApp({ path: '/search' });
    await waitForShell();
    await screen.findAllByTestId('tee-time');
    await waitFor(() => expect(screen.getByTestId('weather')).toHaveTextContent(/^Weather unavailable$/));
    expect(screen.queryByRole('heading', { name: 'Weather' })).not.toBeInTheDocument();
  });

  it('folds the promotion code away on a phone until a code is in play', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    try {
      const { user } = await openSearch();
      await screen.findAllByTestId('tee-time');
      const disclosure = screen.getByText('Have a promotion code?').closest('details')!;
      expect(disclosure).not.toHaveAttribute('open');
      await user.click(screen.getByText('Have a promotion code?'));
      expect(disclosure).toHaveAttribute('open');
      expect(within(disclosure).getByLabelText('Promotion code')).toBeVisible();
    } finally {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    }
  });

  it('keeps campaign and medium in session storage', async () => {
    await openSearch('/search?campaign=spring&medium=email');
    await screen.findAllByTestId('tee-time');
    expect(sessionStorage.getItem('fairway.search.campaign')).toBe('spring');
    expect(sessionStorage.getItem('fairway.search.medium')).toBe('email');
  });
});

describe('the booking window of the searched courses', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  /** The search as the server answers it for courses whose own settings end their window on `lastDate`. */
  const windowEndingOn =
    (lastDate: string): Handler =>
    (request) => {
      const date = new URL(request.url).searchParams.get('date') ?? '2026-07-10';
      if (date > lastDate)
        return {
          status: 400,
          body: {
            error: {
              code: 'BAD_REQUEST',
              message: `Tee times can be booked up to ${lastDate}`,
              details: { date, dateMax: date, firstDate: '2026-07-10', lastDate },
            },
          },
        };
      return {
        body: searchAnswer({
          date,
          dateMax: date,
          bookingWindow: { firstDate: '2026-07-10', lastDate },
          teeTimes: [teeTime(`${date}T09:00`)],
        }),
      };
    };
  const searchedDates = (fetchMock: ReturnType<typeof mockApi>) =>
    requestsTo(fetchMock, 'v2/tee-times').map((request) => new URL(request.url).searchParams.get('date'));

  it('lets the golfer go past the engine’s 14 days to the course’s own last day', async () => {
    const { user, fetchMock } = await openSearch('/search?date=2026-07-24', windowEndingOn('2026-08-09'));
    await screen.findAllByTestId('tee-time');
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-08-09'));
    const next = screen.getByRole('button', { name: 'Next day' });
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(searchedDates(fetchMock)).toContain('2026-07-25'));
  });

  it('keeps a later date of the URL until the courses’ window is known, then searches it', async () => {
    const { router, fetchMock } = await openSearch('/search?date=2026-07-30', windowEndingOn('2026-08-09'));
    await waitFor(() => expect(searchedDates(fetchMock)).toContain('2026-07-30'));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-07-30');
    expect(await screen.findByTestId('search-date')).toHaveTextContent('Jul 30');
  });

  it('stops at the course’s own last day when it comes before the engine’s', async () => {
    const { router, fetchMock } = await openSearch('/search?date=2026-07-20', windowEndingOn('2026-07-15'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-07-15'));
    await waitFor(() => expect(searchedDates(fetchMock)).toContain('2026-07-15'));
    await screen.findAllByTestId('tee-time');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2026-07-15');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });
});
