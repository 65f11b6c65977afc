import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';
import { customerSession } from '../../test/account-fixtures.ts';
import { CART_ID_KEY } from '../../features/cart/slices/cart-slice.ts';
import { teeTimeItemFixture } from '../../features/cart/testing/cart-item-fixture.ts';

// The search lists only tee times with places (SPEC §4), but the one the golfer came
// for is shown in its place as full, with "Tell me if this frees up" (a tee-time alert around it).
const NOW = new Date('2026-07-10T12:00:00Z'); // 08:00 in New York

const rate: Rate = {
  rateId: 11,
  rateSetId: 1,
  name: 'Prime',
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFees: 0,
  promotion: null,
  allowedPlayers: [1, 2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
};
const teeTime = (teetime: string): TeeTime => ({
  teetime,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers: 0,
  lockedSlots: 0,
  availableSlots: 4,
  rates: [rate],
});
const day: TeeTimesResponse = {
  date: '2026-07-12',
  dateMax: '2026-07-12',
  bookingWindow: { firstDate: '2026-07-10', lastDate: '2026-07-24' },
  // 09:10 is booked up: the answer leaves it out.
  teeTimes: [teeTime('2026-07-12T09:00'), teeTime('2026-07-12T09:20')],
  totalAvailableTeeTimes: 2,
  rateTypes: ['Prime'],
  priceRanges: [],
  notices: [],
  promotion: null,
};
const alertsOn = { body: bookingEngineFixture({ featureFlags: { enableTeeTimeAlerts: true } }) };
const createdAlert = {
  id: '00000000-0000-4000-8000-000000000009',
  dates: ['2026-07-12'],
  timezone: 'America/New_York',
  teetimeStartTime: 520,
  teetimeEndTime: 580,
  players: 3,
  facilityIds: [1],
  holes: [],
  language: 'en',
  status: 'active',
  createdAt: '2026-07-10T12:00:00.000Z',
  offer: null,
  claims: [],
  claimed: false,
};
const fullLink = '/teetimes?alias=demo&date=2026-07-12&course=1&teetime=2026-07-12T09:10&golfers=3';

describe('a booked-up tee time in the search', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());

  it('shows the tee time the golfer came for as full, between the times around it, and sets an alert for a signed-in golfer', async () => {
    const fetchMock = mockApi({
      'booking-engine': alertsOn,
      session: { body: { ...customerSession(), sessionToken: undefined } },
      'v2/tee-times': { body: day },
      'profile/teetime-alerts': (request) =>
        request.method === 'POST' ? { status: 201, body: createdAlert } : { body: { alerts: [] } },
    });
    const { user } = renderApp({ path: fullLink });
    await waitForShell();
    const full = await screen.findByTestId('tee-time-full');
    expect(full).toHaveTextContent('9:10 AM');
    expect(full).toHaveTextContent('Full');
    expect(full).toHaveTextContent('This tee time is booked up.');
    const rows = [...full.parentElement!.children].map((row) => row.getAttribute('data-teetime'));
    expect(rows).toEqual(['2026-07-12T09:00', '2026-07-12T09:10', '2026-07-12T09:20']);

    await user.click(await within(full).findByRole('button', { name: /^Tell me if 9:10 AM at .+ frees up$/ }));
    await waitFor(() =>
      expect(within(full).getByRole('status')).toHaveTextContent(
        'Done: we will e-mail you if a tee time for 3 players opens between 8:40 AM and 9:40 AM. See your alerts',
      ),
    );
    expect(within(full).getByRole('link', { name: 'See your alerts' })).toHaveAttribute('href', '/alerts?alias=demo');
    const [posted] = requestsTo(fetchMock, 'profile/teetime-alerts').filter((request) => request.method === 'POST');
    expect(await posted!.json()).toEqual({
      dates: ['2026-07-12'],
      timezone: 'America/New_York',
      teetimeStartTime: 520,
      teetimeEndTime: 580,
      players: 3,
      facilityIds: [1],
      holes: [],
      lzCurrentLanguage: 'en',
    });
  });

  it('sends a guest to the alert form, prefilled, through sign-in (the alias kept)', async () => {
    mockApi({ 'booking-engine': alertsOn, 'v2/tee-times': { body: day } });
    renderApp({ path: fullLink });
    await waitForShell();
    const link = await within(await screen.findByTestId('tee-time-full')).findByRole('link', {
      name: /^Tell me if 9:10 AM at .+ frees up$/,
    });
    const href = new URL(link.getAttribute('href')!, 'https://x.example');
    expect(href.pathname).toBe('/alerts');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      new: '1',
      date: '2026-07-12',
      course: '1',
      players: '3',
      start: '520',
      end: '580',
      alias: 'demo',
    });
  });

  it('shows no full row for a listed tee time, and none where alerts are off', async () => {
    mockApi({ 'booking-engine': alertsOn, 'v2/tee-times': { body: day } });
    renderApp({ path: '/teetimes?date=2026-07-12&course=1&teetime=2026-07-12T09:20' });
    await waitForShell();
    await screen.findAllByTestId('tee-time');
    expect(screen.queryByTestId('tee-time-full')).not.toBeInTheDocument();
  });

  it("shows no full row for the golfer's own Select, which took the tee time's last places", async () => {
    localStorage.setItem(CART_ID_KEY, 'cart-1');
    mockApi({
      'booking-engine': alertsOn,
      'v2/tee-times': { body: day },
      'shopping-cart/cart-1': {
        body: {
          cartId: 'cart-1',
          expiresAt: null,
          items: [
            teeTimeItemFixture({
              extra: {
                teetime: '2026-07-12T09:10',
                players: 3,
                lockedSlots: 3,
                lockExpiresAt: '2026-07-10T12:10:00.000Z',
              },
            }),
          ],
        },
      },
    });
    try {
      renderApp({ path: fullLink });
      await waitForShell();
      await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(2));
      await waitFor(() => expect(screen.getByTestId('cart-panel')).toBeInTheDocument());
      expect(screen.queryByTestId('tee-time-full')).not.toBeInTheDocument();
    } finally {
      localStorage.removeItem(CART_ID_KEY);
    }
  });

  it('offers no alert where the alias has alerts off', async () => {
    mockApi({
      'booking-engine': { body: bookingEngineFixture({ featureFlags: { enableTeeTimeAlerts: false } }) },
      'v2/tee-times': { body: day },
    });
    renderApp({ path: fullLink });
    await waitForShell();
    await waitFor(() => expect(screen.getAllByTestId('tee-time')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /frees up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /frees up/ })).not.toBeInTheDocument();
  });
});
