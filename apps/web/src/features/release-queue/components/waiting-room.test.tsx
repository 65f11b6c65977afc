import { RELEASE_TICKET_HEADER } from '@fairway/contract/wire-names';
import { type ReleaseInfo, type ReleaseTicketState } from '@fairway/contract/release-queue-state.contract';
import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo, type Answer, type Handler } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { ticketKey } from '../hooks/use-release-ticket.ts';

// 2026-07-10 06:59:58 in New York; the released day is 14 days out.
const NOW = new Date('2026-07-10T10:59:58Z');
const DAY = '2026-07-24';
const TICKET = 'T'.repeat(43);
const CART_ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/search?date=${DAY}&course=1`;

const info = (overrides: Partial<ReleaseInfo> = {}): ReleaseInfo => ({
  mode: 'fair-queue',
  releaseTime: '07:00',
  releasedDay: DAY,
  releaseAt: '2026-07-10T11:00:00.000Z',
  opensAt: '2026-07-10T10:30:00.000Z',
  closesAt: '2026-07-10T13:00:00.000Z',
  serverTime: NOW.toISOString(),
  secondsToRelease: 2,
  waitingRoomOpen: true,
  signInRequired: false,
  roomFacilityId: 1,
  ...overrides,
});
const state = (overrides: Partial<ReleaseTicketState> = {}): ReleaseTicketState => ({
  status: 'waiting',
  releasedDay: DAY,
  releaseAt: '2026-07-10T11:00:00.000Z',
  serverTime: NOW.toISOString(),
  secondsToRelease: 1,
  place: null,
  turnEndsAt: null,
  soldOut: false,
  pollAfterSeconds: 1,
  ...overrides,
});
const admitted = state({
  status: 'admitted',
  secondsToRelease: 0,
  serverTime: '2026-07-10T11:00:02.000Z',
  turnEndsAt: '2026-07-10T11:03:02.000Z',
});

const rate: Rate = {
  rateId: 11,
  rateSetId: 1,
  name: 'Prime',
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFees: 0,
  promotion: null,
  allowedPlayers: [2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
};
const teeTime: TeeTime = {
  teetime: `${DAY}T08:00`,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers: 0,
  lockedSlots: 0,
  availableSlots: 4,
  rates: [rate],
};
const search: TeeTimesResponse = {
  date: DAY,
  dateMax: DAY,
  bookingWindow: { firstDate: '2026-07-10', lastDate: DAY },
  teeTimes: [teeTime],
  totalAvailableTeeTimes: 1,
  rateTypes: ['Prime'],
  priceRanges: [],
  notices: [],
  promotion: null,
};

/** Answers one after another, the last one repeated. */
const inTurn = (...answers: Answer[]): ((request: Request) => Answer) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
};

function openRoom(routes: Record<string, Handler>, engine = bookingEngineFixture({ release: { mode: 'fair-queue' } })) {
  const fetchMock = mockApi({
    'booking-engine': { body: engine },
    'v2/tee-times': { body: search },
    'release-queue/1': { body: info() },
    'release-queue/1/tickets': { status: 201, body: { ...state(), ticket: TICKET } },
    ...routes,
  });
  return { fetchMock, ...renderApp({ path: PATH }) };
}

const room = () => screen.findByTestId('release-room');
const announced = () => screen.getByTestId('release-announcement');

describe('the waiting room of a released day', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('joins, counts down on the server clock, announces the place, then the turn, and holds with the ticket', async () => {
    const polls = inTurn({ body: state({ secondsToRelease: 0, place: 3 }) }, { body: admitted });
    const { fetchMock, user } = openRoom({
      'release-queue/1/tickets/current': (request) => (request.method === 'DELETE' ? { body: null } : polls(request)),
      'shopping-cart': { status: 201, body: { cartId: CART_ID, items: [], expiresAt: '2026-07-10T11:30:00.000Z' } },
    });
    await waitForShell();
    const shown = await room();
    expect(shown).toHaveTextContent('Waiting room');
    expect(shown).toHaveTextContent('Tee times for Friday, July 24 open at 07:00.');
    expect(within(shown).getByTestId('release-countdown')).toHaveTextContent('Opening in 0:01');
    expect(announced()).toHaveTextContent('You are in the waiting room.');
    expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
    expect(sessionStorage.getItem(ticketKey(1, DAY))).toBe(TICKET);

    await waitFor(() => expect(announced()).toHaveTextContent('Your place in line: 3'), { timeout: 4000 });
    expect(screen.getByTestId('release-place')).toHaveTextContent('Your place in line: 3');
    await waitFor(() => expect(screen.getByTestId('release-room')).toHaveAttribute('data-phase', 'admitted'), {
      timeout: 4000,
    });
    expect(screen.getByRole('heading', { name: "It's your turn" })).toBeInTheDocument();
    expect(announced()).toHaveTextContent("It's your turn. You can now select a tee time.");
    expect(screen.getByTestId('release-turn-time')).toHaveTextContent('3:00');
    const sent = requestsTo(fetchMock, 'release-queue/1/tickets/current');
    expect(sent.every((request) => request.headers.get(RELEASE_TICKET_HEADER) === TICKET)).toBe(true);

    await user.click(await screen.findByRole('button', { name: /Select/ }));
    await waitFor(() => expect(requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`).length).toBeGreaterThan(0));
    expect(
      requestsTo(fetchMock, `shopping-cart/${CART_ID}/cart-item`).map((request) =>
        request.headers.get(RELEASE_TICKET_HEADER),
      ),
    ).toContain(TICKET);

    await user.click(screen.getByTestId('release-leave'));
    await waitFor(() => expect(screen.getByTestId('release-room')).toHaveAttribute('data-phase', 'left'));
    const left = requestsTo(fetchMock, 'release-queue/1/tickets/current').find(
      (request) => request.method === 'DELETE',
    )!;
    expect(left.headers.get(RELEASE_TICKET_HEADER)).toBe(TICKET);
    expect(sessionStorage.getItem(ticketKey(1, DAY))).toBeNull();
    expect(screen.getByTestId('release-rejoin')).toBeInTheDocument();
  }, 15_000);

  it("waits in the room of every course released at this instant: a ticket taken on the room's other course keeps its place", async () => {
    sessionStorage.setItem(ticketKey(7, DAY), TICKET);
    const { fetchMock } = openRoom({
      'release-queue/1': { body: info({ roomFacilityId: 7 }) },
      'release-queue/7/tickets/current': { body: state({ secondsToRelease: 0, place: 4 }) },
    });
    await waitForShell();
    await waitFor(() => expect(screen.getByTestId('release-place')).toHaveTextContent('Your place in line: 4'), {
      timeout: 4000,
    });
    expect(requestsTo(fetchMock, 'release-queue/7/tickets/current')[0]!.headers.get(RELEASE_TICKET_HEADER)).toBe(
      TICKET,
    );
    expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(0);
  });

  it('keeps the place across a reload (the tab keeps the ticket) and waits as a 429 says', async () => {
    sessionStorage.setItem(ticketKey(1, DAY), TICKET);
    const { fetchMock } = openRoom({
      'release-queue/1/tickets/current': inTurn(
        { ...errorAnswer(429, 'RATE_LIMITED'), headers: { 'retry-after': '1' } },
        { body: state({ secondsToRelease: 0, place: 7 }) },
      ),
    });
    await waitForShell();
    await waitFor(() => expect(announced()).toHaveTextContent('Your place in line: 7'), { timeout: 4000 });
    expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'release-queue/1/tickets/current')).toHaveLength(2);
  }, 10_000);

  it('tells a golfer in line that every tee time is taken for now, keeping the place and the way out', async () => {
    sessionStorage.setItem(ticketKey(1, DAY), TICKET);
    openRoom({ 'release-queue/1/tickets/current': { body: state({ secondsToRelease: 0, place: 12, soldOut: true }) } });
    await waitForShell();
    const soldOut = await screen.findByTestId('release-sold-out', {}, { timeout: 4000 });
    expect(soldOut).toHaveAttribute('role', 'status');
    expect(soldOut).toHaveTextContent('Every tee time of this day is taken for now. You keep your place in line');
    expect(announced()).toHaveTextContent('Your place in line: 12');
    expect(screen.getByTestId('release-leave')).toBeInTheDocument();
    expect(screen.queryByText('We will let you in when it is your turn. Keep this page open.')).toBeNull();
  });

  it('joins again after the wait a paced join answers (someone on this connection just joined)', async () => {
    const { fetchMock } = openRoom({
      'release-queue/1/tickets': inTurn(
        { ...errorAnswer(429, 'RATE_LIMITED'), headers: { 'retry-after': '1' } },
        { status: 201, body: { ...state({ secondsToRelease: 0, place: 4 }), ticket: TICKET } },
      ),
      'release-queue/1/tickets/current': { body: state({ secondsToRelease: 0, place: 4 }) },
    });
    await waitForShell();
    await waitFor(() => expect(announced()).toHaveTextContent('Your place in line: 4'), { timeout: 4000 });
    expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(2);
    expect(screen.getByTestId('release-room')).not.toHaveAttribute('data-phase', 'failed');
  }, 10_000);

  it('says when the turn ran out and lets the golfer join again', async () => {
    sessionStorage.setItem(ticketKey(1, DAY), TICKET);
    const { fetchMock, user } = openRoom({
      'release-queue/1/tickets/current': { body: state({ status: 'expired', secondsToRelease: 0 }) },
    });
    await waitForShell();
    await waitFor(() => expect(screen.getByTestId('release-room')).toHaveAttribute('data-phase', 'expired'));
    expect(screen.getByRole('heading', { name: 'Your turn has ended' })).toBeInTheDocument();
    expect(sessionStorage.getItem(ticketKey(1, DAY))).toBeNull();
    await user.click(screen.getByTestId('release-rejoin'));
    await waitFor(() => expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('release-room')).toHaveAttribute('data-phase', 'waiting'));
  });

  it('shows a refused hold in clear words, with a sign-in link when the day needs one', async () => {
    const { user } = openRoom({
      'release-queue/1': {
        body: info({
          waitingRoomOpen: false,
          serverTime: '2026-07-10T13:30:00.000Z',
          secondsToRelease: 0,
          signInRequired: true,
        }),
      },
      'shopping-cart': { status: 201, body: { cartId: CART_ID, items: [], expiresAt: '2026-07-10T11:30:00.000Z' } },
      [`shopping-cart/${CART_ID}/cart-item`]: errorAnswer(403, 'RELEASE_SIGN_IN_REQUIRED'),
    });
    await waitForShell();
    expect(await screen.findByTestId('release-refusal')).toHaveTextContent(
      'Booking tee times on this day needs a signed-in golfer.',
    );
    await user.click(await screen.findByRole('button', { name: /Select/ }));
    const note = screen.getByTestId('release-refusal');
    await waitFor(() => expect(note).toHaveTextContent('Please sign in to book tee times on the day being released.'));
    expect(within(note).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('cart-toast')).toHaveTextContent(
      'Please sign in to book tee times on the day being released.',
    );
    expect(screen.queryByTestId('release-room')).toBeNull();
  });

  it('on a first-come engine that binds the released day (sign-in, a per-golfer limit), says why a hold was refused', async () => {
    const firstCome = info({
      mode: 'first-come',
      waitingRoomOpen: false,
      serverTime: '2026-07-10T11:30:00.000Z',
      secondsToRelease: 0,
      signInRequired: true,
    });
    const { user } = openRoom(
      {
        'release-queue/1': { body: firstCome },
        'shopping-cart': { status: 201, body: { cartId: CART_ID, items: [], expiresAt: '2026-07-10T11:30:00.000Z' } },
        [`shopping-cart/${CART_ID}/cart-item`]: errorAnswer(403, 'RELEASE_SIGN_IN_REQUIRED'),
      },
      bookingEngineFixture({ release: { mode: 'first-come', signInRequired: true } }),
    );
    await waitForShell();
    const note = await screen.findByTestId('release-refusal');
    expect(note).toHaveTextContent('Booking tee times on this day needs a signed-in golfer.');
    await user.click(await screen.findByRole('button', { name: /Select/ }));
    await waitFor(() =>
      expect(screen.getByTestId('cart-toast')).toHaveTextContent(
        'Please sign in to book tee times on the day being released.',
      ),
    );
    expect(within(note).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('release-room')).toBeNull();
  });

  it('asks an anonymous golfer to sign in instead of joining when the operator requires sign-in', async () => {
    const { fetchMock } = openRoom({ 'release-queue/1': { body: info({ signInRequired: true }) } });
    await waitForShell();
    const shown = await room();
    expect(shown).toHaveAttribute('data-phase', 'sign-in');
    expect(shown).toHaveTextContent(
      'Tee times for Friday, July 24 open at 07:00. The waiting room is for signed-in golfers: sign in to take your place in line.',
    );
    expect(within(shown).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Select/ })).toBeNull();
    expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(0);
  });

  it('before the room opens, shows the day with a hint of when it opens, and no Select to be refused', async () => {
    const { fetchMock } = openRoom({
      'release-queue/1': {
        body: info({ waitingRoomOpen: false, serverTime: '2026-07-10T10:00:00.000Z', secondsToRelease: 3600 }),
      },
    });
    await waitForShell();
    expect(await screen.findByTestId('release-hint')).toHaveTextContent(
      'Tee times for Friday, July 24 open for booking at 07:00. A waiting room opens here 30 minutes before.',
    );
    const preview = screen.getByTestId('release-preview');
    expect(within(preview).getAllByTestId('tee-time')).toHaveLength(1);
    // The stylesheet hides the preview's Select buttons (jsdom applies no stylesheet): the class is what the rule keys on.
    expect(within(preview).getByRole('button', { name: /Select/, hidden: true })).toHaveClass('tee-time__select');
    expect(requestsTo(fetchMock, 'release-queue/1/tickets')).toHaveLength(0);
  });

  it('never loads the room on a first-come engine without release rules', async () => {
    const { fetchMock } = openRoom({}, bookingEngineFixture());
    await waitForShell();
    await screen.findByRole('button', { name: /Select/ });
    expect(requestsTo(fetchMock, 'release-queue/1')).toHaveLength(0);
    expect(screen.queryByTestId('release-room')).toBeNull();
  });
});
