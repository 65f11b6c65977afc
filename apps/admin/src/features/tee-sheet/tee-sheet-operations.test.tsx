import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoveTargets, StaffRates, TeeSheet, WalkInResult } from '@fairway/contract/admin.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// The tee sheet's operations in the console: dialogs and toggles,
// against a stubbed API.

const RESERVATION = {
  reservationId: '11111111-1111-4111-8111-111111111111',
  bookedThrough: null,
  confirmationNumber: 'HP1234',
  orderNumber: 'FW-1',
  status: 'booked' as const,
  booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
  players: [
    {
      slot: 1,
      name: 'Ada Lovelace',
      status: 'checked-in' as const,
      attendance: 'checked-in' as const,
      paid: true,
      dueAtCourse: 0,
      refundable: 4500,
    },
    {
      slot: 2,
      name: null,
      status: 'booked' as const,
      attendance: 'expected' as const,
      paid: true,
      dueAtCourse: 0,
      refundable: 4500,
    },
  ],
  totalPlayers: 2,
  checkedInPlayers: 0,
  rateName: 'Prime',
  holes: 18,
  transportation: 'Cart' as const,
  notes: '',
  currencyCode: 'USD',
  paidNow: 9000,
  paidAtCheckIn: 0,
  dueAtCourse: 0,
  refunded: 0,
  money: {
    currencyCode: 'USD',
    paid: [
      {
        tender: 'card' as const,
        amountCents: 9000,
        at: '2026-07-10T12:00:00.000Z',
        card: { brand: 'visa', lastFour: '4242' },
        slot: null,
        source: 'booking' as const,
        state: 'settled' as const,
      },
    ],
    refunded: [],
    paidCents: 9000,
    refundedCents: 0,
    netCents: 9000,
    dueAtCourseCents: 0,
    dueFromFriends: [],
    dueFromFriendsCents: 0,
  },
};

const SHEET: TeeSheet = {
  date: '2026-07-13',
  courses: [
    {
      facilityId: 1,
      courseId: 'harbor-pines-north',
      name: 'North',
      timeZone: 'America/New_York',
      currencyCode: 'USD',
      blocks: [],
      teeTimes: [
        {
          teetime: '2026-07-13T08:00',
          bookedPlayers: 2,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 2,
          started: false,
          blockIds: [],
          holds: [],
          reservations: [RESERVATION],
        },
        {
          teetime: '2026-07-13T08:10',
          bookedPlayers: 0,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 4,
          started: false,
          blockIds: [],
          holds: [],
          reservations: [],
        },
        {
          teetime: '2026-07-13T08:20',
          bookedPlayers: 3,
          otherEnginePlayers: 3,
          heldSlots: 0,
          availableSlots: 1,
          started: false,
          blockIds: [],
          holds: [],
          reservations: [],
        },
      ],
    },
  ],
};

/** Where the party of RESERVATION may move that day, as the server answers it. */
const MOVE_TARGETS: MoveTargets = {
  reservationId: RESERVATION.reservationId,
  players: 2,
  from: { facilityId: 1, teetime: '2026-07-13T08:00' },
  date: '2026-07-13',
  courses: [
    {
      facilityId: 1,
      name: 'North',
      timeZone: 'America/New_York',
      teeTimes: [
        {
          teetime: '2026-07-13T07:50',
          freeSlots: 4,
          refusal: { code: 'TEE_TIME_STARTED', message: 'That tee time has already started', details: {} },
        },
        { teetime: '2026-07-13T08:10', freeSlots: 4, refusal: null },
        {
          teetime: '2026-07-13T08:20',
          freeSlots: 1,
          refusal: {
            code: 'TEE_TIME_NOT_ENOUGH_SLOTS',
            message: 'Only 1 spot is free at that time',
            details: { availableSlots: 1, players: 2 },
          },
        },
        {
          teetime: '2026-07-13T08:30',
          freeSlots: 4,
          refusal: {
            code: 'TEE_TIME_BLOCKED',
            message: 'That time is blocked: Greens aeration',
            details: { blockId: 3, kind: 'maintenance', blockReason: 'Greens aeration' },
          },
        },
      ],
    },
  ],
};

const RATES: StaffRates = {
  currencyCode: 'USD',
  taxRateBps: 1000,
  rates: [
    {
      rateId: 7,
      name: 'Prime',
      holes: 18,
      transportation: 'Both',
      greenFeeCart: 5000,
      greenFeeWalking: 4000,
      allowedPlayers: [1, 2, 3, 4],
    },
  ],
};

/** The walk-in as the server books it (the sheet says its confirmation and total). */
const WALK_IN: WalkInResult = {
  reservationId: '33333333-3333-4333-8333-333333333333',
  confirmationNumber: 'WALK0001',
  orderNumber: 'FW-2',
  facilityId: 1,
  teetime: '2026-07-13T08:10',
  players: 2,
  rateName: 'Prime',
  transportation: 'Cart',
  paymentMethod: 'pay-at-course',
  currencyCode: 'USD',
  grandTotal: 11000,
  paidNow: 0,
  dueAtCourse: 11000,
  linkedToGolferAccount: false,
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubApi(answers: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const custom = answers(call);
      if (custom) return custom;
      if (url.startsWith('/api/admin/tee-sheet')) return json(200, SHEET);
      if (url.includes('/move-targets?')) return json(200, MOVE_TARGETS);
      if (url.startsWith('/api/admin/rates')) return json(200, RATES);
      if (url === '/api/admin/reservations') return json(201, WALK_IN);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const ALL = ['tee-sheet:read', 'tee-sheet:book', 'tee-sheet:check-in', 'reservations:cancel'];

/** The sheet's day at the course (its players can be checked in), or another day. */
const ON_THE_DAY = () => new Date('2026-07-13T11:00:00Z');

function renderSheet(permissions = ALL, now = ON_THE_DAY) {
  renderConsole(<TeeSheetView permissions={permissions} now={now} />, { token: 'fws_token' });
}

afterEach(() => vi.unstubAllGlobals());

describe('tee-sheet operations in the console', () => {
  it('states Paid as what the course keeps after refunds, with Refunded and Due beside it', async () => {
    const refunded = {
      ...RESERVATION,
      status: 'partially-cancelled' as const,
      money: {
        ...RESERVATION.money,
        refunded: [
          {
            tender: 'card' as const,
            amountCents: 4500,
            at: '2026-07-11T12:00:00.000Z',
            card: { brand: 'visa', lastFour: '4242' },
            slot: 2,
            source: 'cancellation' as const,
            state: 'settled' as const,
          },
        ],
        refundedCents: 4500,
        netCents: 4500,
        dueAtCourseCents: 1000,
      },
    };
    const sheet = {
      ...SHEET,
      courses: [{ ...SHEET.courses[0]!, teeTimes: [{ ...SHEET.courses[0]!.teeTimes[0]!, reservations: [refunded] }] }],
    };
    stubApi((call) => (call.url.startsWith('/api/admin/tee-sheet') ? json(200, sheet) : undefined));
    renderSheet();
    const table = await screen.findByRole('table', { name: /North/ });
    const cells = [...within(table).getByRole('row', { name: /08:00/ }).querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
    // Paid, Refunded, Due follow the rate column.
    const rate = cells.indexOf('Prime, 18');
    expect(cells.slice(rate + 1, rate + 4)).toEqual(['$45.00', '$45.00', '$10.00']);
  });

  it('books a walk-in from the keyboard: the server prices it, the dialog sends an Idempotency-Key, the sheet reloads', async () => {
    const calls = stubApi();
    renderSheet();
    const user = userEvent.setup();
    const book = await screen.findByRole('button', { name: 'Book North 08:10' });
    book.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveFocus());
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    // Four players at $50 with 10 % tax: an estimate; the server decides.
    expect(dialog).toHaveTextContent('Price: $220.00 (including tax)');
    await user.selectOptions(within(dialog).getByLabelText('Players'), '2');
    expect(dialog).toHaveTextContent('Price: $110.00 (including tax)');
    await user.type(within(dialog).getByLabelText('First name'), 'Walt');
    await user.type(within(dialog).getByLabelText('E-mail (optional)'), 'walt@example.com');
    await user.click(within(dialog).getByLabelText('Pay at the course'));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Booked: confirmation WALK0001, $110.00.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      facilityId: 1,
      teetime: '2026-07-13T08:10',
      players: 2,
      rateId: 7,
      transportation: 'Cart',
      golfer: { firstName: 'Walt', lastName: '', email: 'walt@example.com' },
      paymentMethod: 'pay-at-course',
    });
    expect(post.headers).toMatchObject({
      'x-fairway-csrf': '1',
      'x-fairway-staff-token': 'fws_token',
      'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(calls.filter((call) => call.url.startsWith('/api/admin/tee-sheet'))).toHaveLength(2);
  });

  it("sends the golfer's e-mail language staff choose with a phone booking", async () => {
    const calls = stubApi();
    renderSheet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book North 08:10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    await user.selectOptions(within(dialog).getByLabelText('Players'), '2');
    await user.type(within(dialog).getByLabelText('First name'), 'Amélie');
    await user.type(within(dialog).getByLabelText('E-mail (optional)'), 'amelie@example.com');
    expect(within(dialog).getByLabelText("Golfer's e-mail language")).toHaveDisplayValue(
      "Their account's, else English",
    );
    await user.selectOptions(within(dialog).getByLabelText("Golfer's e-mail language"), 'Français');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booked: confirmation WALK0001, $110.00.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      golfer: { firstName: 'Amélie', email: 'amelie@example.com' },
      language: 'fr',
    });
  });

  it('books into a league block only when staff tick it, and not into a maintenance block', async () => {
    const course = SHEET.courses[0]!;
    const blocked: TeeSheet = {
      ...SHEET,
      courses: [
        {
          ...course,
          // The server names the blocks closing each time in its blockIds.
          teeTimes: course.teeTimes.map((time) => ({
            ...time,
            blockIds: time.teetime.endsWith('08:10') ? [3] : time.teetime.endsWith('08:20') ? [4] : [],
          })),
          blocks: [
            { id: 3, kind: 'league', restriction: null, reason: "Men's league", fromTime: '08:10', toTime: '08:20' },
            { id: 4, kind: 'maintenance', restriction: null, reason: 'Aeration', fromTime: '08:20', toTime: '08:30' },
          ],
        },
      ],
    };
    const calls = stubApi((call) => (call.url.startsWith('/api/admin/tee-sheet') ? json(200, blocked) : undefined));
    renderSheet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book North 08:20' }));
    let dialog = await screen.findByRole('dialog', { name: 'Book North at 08:20' });
    expect(dialog).toHaveTextContent('Closed for maintenance (Aeration): delete the block to book this time.');
    expect(within(dialog).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Book North 08:10' }));
    dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    const into = within(dialog).getByRole('checkbox', {
      name: "Book into the block (Men's league): the time stays closed to golfers",
    });
    expect(into).toBeRequired();
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    await user.type(within(dialog).getByLabelText('First name'), 'Walt');
    await user.click(into);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booked: confirmation WALK0001, $110.00.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      teetime: '2026-07-13T08:10',
      intoBlock: true,
    });
  });

  it('closes a dialog with Escape and gives focus back to its button; keeps Tab inside the dialog', async () => {
    stubApi();
    renderSheet();
    const user = userEvent.setup();
    const book = await screen.findByRole('button', { name: 'Book North 08:10' });
    await user.click(book);
    const dialog = await screen.findByRole('dialog');
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Rate')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();
  });

  it('cancels with a refund and a required reason, and says where the money went', async () => {
    const calls = stubApi((call) =>
      call.url.endsWith('/cancellation')
        ? json(200, {
            cancelledSlots: [2],
            refund: { amountCents: 4500, currencyCode: 'USD', method: 'processor', paymentStatus: 'refunded' },
          })
        : undefined,
    );
    renderSheet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel HP1234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel HP1234' });
    // The checked-in lead cannot be cancelled; the guest can.
    expect(within(dialog).getAllByRole('checkbox', { name: /Player 2/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('checkbox', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    // It offers what cancelling the chosen player refunds (their share, not everything paid), and where it goes.
    expect(
      within(dialog).getByRole('checkbox', { name: /Refund the green fees of the chosen players \(\$45\.00\)/ }),
    ).toBeChecked();
    expect(within(dialog).getByTestId('refund-destinations')).toHaveTextContent(
      '$45.00 back to the card ending in 4242',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a reason.');
    expect(calls.some((call) => call.url.endsWith('/cancellation'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Rain-out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('HP1234 cancelled; $45.00 refunded to the card.')).toBeInTheDocument();
    const post = calls.find((call) => call.url.endsWith('/cancellation'))!;
    expect(post.url).toBe(`/api/admin/reservations/${RESERVATION.reservationId}/cancellation`);
    expect(post.body).toEqual({ players: [2], refund: true, reason: 'Rain-out' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("offers pro-shop staff no cancel; moves a party to a time with room for it, and shows the server's refusal", async () => {
    let refuse = true;
    const calls = stubApi((call) => {
      if (!call.url.endsWith('/tee-time')) return undefined;
      if (refuse) {
        refuse = false;
        return json(409, { error: { code: 'TEE_TIME_NOT_AVAILABLE', message: 'full' } });
      }
      return json(200, {
        reservationId: RESERVATION.reservationId,
        players: 2,
        from: { facilityId: 1, teetime: '2026-07-13T08:00' },
        to: { facilityId: 1, teetime: '2026-07-13T08:10' },
      });
    });
    renderSheet(['tee-sheet:read', 'tee-sheet:book', 'tee-sheet:check-in']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move HP1234' }));
    expect(screen.queryByRole('button', { name: 'Cancel HP1234' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Move HP1234 (2 players)' });
    const times = within(dialog).getByLabelText('New time');
    // The server's answer: only 08:10 takes the party; the others stay listed, disabled, with the reason.
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('option')
          .map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
      ).toEqual([
        ['07:50: That tee time has already started', true],
        ['08:10 (4 free)', false],
        ['08:20: Only 1 spot is free at that time', true],
        ['08:30: That time is blocked: Greens aeration', true],
      ]),
    );
    expect(times).toHaveValue('2026-07-13T08:10');
    expect(
      calls.some(
        (call) => call.url === `/api/admin/reservations/${RESERVATION.reservationId}/move-targets?date=2026-07-13`,
      ),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough free slots at that time');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('HP1234 moved to 2026-07-13 08:10.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/tee-time')).at(-1)!.body).toEqual({
      facilityId: 1,
      teetime: '2026-07-13T08:10',
    });
  });

  it('toggles check-in and no-show per player; pressing a pressed toggle undoes it', async () => {
    const calls = stubApi((call) =>
      call.url.endsWith('/attendance')
        ? json(200, {
            reservationId: RESERVATION.reservationId,
            slot: Number(call.url.split('/players/')[1]!.split('/')[0]),
            state: (call.body as { state: string }).state,
          })
        : undefined,
    );
    renderSheet();
    const user = userEvent.setup();
    const leadCheckIn = await screen.findByRole('button', { name: 'Check in Ada Lovelace, HP1234' });
    expect(leadCheckIn).toHaveAttribute('aria-pressed', 'true');
    const guestNoShow = screen.getByRole('button', { name: 'No-show: Player 2, HP1234' });
    expect(guestNoShow).toHaveAttribute('aria-pressed', 'false');
    await user.click(guestNoShow);
    expect(await screen.findByText('HP1234: player 2 marked no-show.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check in Ada Lovelace, HP1234' }));
    expect(await screen.findByText('HP1234: player 1 back to booked.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.url.endsWith('/attendance'));
    expect(puts.map((call) => [call.url.split('/players/')[1], call.body])).toEqual([
      ['2/attendance', { state: 'no-show' }],
      ['1/attendance', { state: 'booked' }],
    ]);
  });

  it('offers check-in and no-show only on the day of the tee time at the course', async () => {
    const calls = stubApi();
    // 2026-07-14 01:00 UTC is still the 13th in New York; the 12th is too early. The sheet first asks
    // for the browser's today, then moves once to the day at the course: the buttons are those of that sheet.
    renderSheet(ALL, () => new Date('2026-07-14T01:00:00Z'));
    await waitFor(() => expect(calls.some((call) => call.url.includes('date=2026-07-13'))).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check in Ada Lovelace, HP1234' })).toBeInTheDocument(),
    );
  });

  it('hides the toggles before the day of the tee time', async () => {
    stubApi();
    renderSheet(ALL, () => new Date('2026-07-12T15:00:00Z'));
    expect(await screen.findByRole('button', { name: 'Move HP1234' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
  });
});
