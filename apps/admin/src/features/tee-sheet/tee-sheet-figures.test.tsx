import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheet, TeeSheetReservation } from '@fairway/contract/admin.contract';
import { type ConsoleLanguage, createConsoleI18n } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';
import { TeeSheetView } from './tee-sheet-view.tsx';

// What the sheet's figures say: a player's attendance, a started time, a partner's sale.

function reservation(
  id: string,
  confirmationNumber: string,
  players: TeeSheetReservation['players'],
  bookedThrough: TeeSheetReservation['bookedThrough'] = null,
): TeeSheetReservation {
  return {
    reservationId: id,
    bookedThrough,
    confirmationNumber,
    orderNumber: `FW-${confirmationNumber}`,
    status: players.some((player) => player.attendance === 'checked-in') ? 'partially-checked-in' : 'booked',
    booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
    players,
    totalPlayers: players.length,
    checkedInPlayers: players.filter((player) => player.attendance === 'checked-in').length,
    rateName: 'Prime',
    holes: 18,
    transportation: 'Cart',
    notes: '',
    currencyCode: 'USD',
    paidNow: 4500 * players.length,
    paidAtCheckIn: 0,
    dueAtCourse: 0,
    refunded: 0,
    money: null,
  };
}

const player = (
  slot: number,
  name: string | null,
  attendance: 'expected' | 'checked-in' | 'no-show',
): TeeSheetReservation['players'][number] => ({
  slot,
  name,
  status: attendance === 'expected' ? 'booked' : attendance,
  attendance,
  paid: true,
  dueAtCourse: 0,
  refundable: 4500,
});

const OWN = reservation('11111111-1111-4111-8111-111111111111', 'HP1234', [
  player(1, 'Ada Lovelace', 'checked-in'),
  player(2, 'Alan Turing', 'no-show'),
]);
const PARTNER = reservation(
  '22222222-2222-4222-8222-222222222222',
  'TD5678',
  [player(1, 'Grace Hopper', 'expected'), player(2, 'Edsger Dijkstra', 'expected')],
  { alias: 'teetime-deals', name: 'TeeTime Deals' },
);

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
          teetime: '2026-07-13T07:00',
          bookedPlayers: 2,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 2,
          started: true,
          blockIds: [],
          holds: [],
          reservations: [OWN],
        },
        {
          teetime: '2026-07-13T07:10',
          bookedPlayers: 0,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 4,
          started: true,
          blockIds: [],
          holds: [],
          reservations: [],
        },
        {
          teetime: '2026-07-13T08:00',
          bookedPlayers: 2,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 2,
          started: false,
          blockIds: [],
          holds: [],
          reservations: [PARTNER],
        },
      ],
    },
  ],
};

const ALL = ['tee-sheet:read', 'tee-sheet:book', 'tee-sheet:check-in', 'reservations:cancel'];

function renderSheet(language: ConsoleLanguage = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, SHEET)),
  );
  renderConsole(<TeeSheetView permissions={ALL} now={() => new Date('2026-07-13T11:30:00Z')} />, { language });
}

async function row(time: string) {
  const table = await screen.findByRole('table', { name: /North/ });
  return within(table).getByRole('row', { name: new RegExp(`^${time}`) });
}

afterEach(() => vi.unstubAllGlobals());

describe("the tee sheet's figures", () => {
  it("prints each player's attendance as text", async () => {
    renderSheet();
    const party = within(await row('07:00')).getAllByRole('listitem');
    expect(party[0]).toHaveTextContent('Ada Lovelace (Checked in)');
    expect(party[1]).toHaveTextContent('Alan Turing (No-show)');
    expect(party[1]).not.toHaveTextContent('Checked in)');
    const partner = within(await row('08:00')).getAllByRole('listitem');
    expect(partner[0]).not.toHaveTextContent('(');
  });

  it.each([
    ['fr', '(Enregistré)', '(Absent)'],
    ['es', '(Registrado)', '(No se presentó)'],
    ['de', '(Eingecheckt)', '(Nicht erschienen)'],
  ] as const)('prints the attendance in %s', async (language, checkedIn, noShow) => {
    renderSheet(language);
    const party = within(await row('07:00')).getAllByRole('listitem');
    expect(party[0]).toHaveTextContent(checkedIn);
    expect(party[1]).toHaveTextContent(noShow);
  });

  it('offers no Book (nor Move) on a tee time that has started', async () => {
    renderSheet();
    expect(within(await row('07:00')).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(await row('07:10')).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(await row('07:00')).queryByRole('button', { name: 'Move HP1234' })).toBeNull();
    expect(within(await row('08:00')).getByRole('button', { name: /^Book/ })).toBeInTheDocument();
  });

  it("shows a partner's sale with its seller and players, with check-in and no-show but no Move or Cancel", async () => {
    renderSheet();
    const partner = await row('08:00');
    expect(partner).toHaveTextContent('Booked through TeeTime Deals');
    expect(partner).toHaveTextContent('Grace Hopper');
    expect(partner).toHaveTextContent('Edsger Dijkstra');
    expect(within(partner).getByRole('button', { name: 'Check in Grace Hopper, TD5678' })).toBeEnabled();
    expect(within(partner).getByRole('button', { name: 'No-show: Edsger Dijkstra, TD5678' })).toBeEnabled();
    expect(within(partner).queryByRole('button', { name: /Move/ })).toBeNull();
    expect(within(partner).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(await row('07:00')).not.toHaveTextContent('Booked through');
    // The own party still offers Cancel.
    expect(within(await row('07:00')).getByRole('button', { name: 'Cancel HP1234' })).toBeInTheDocument();
  });

  it("words a tee time's refusal with the server's details, plural by the free spots", () => {
    const refusal = (language: ConsoleLanguage, code: string, details: unknown) =>
      teeSheetRefusal(createConsoleI18n(language), { status: 409, code, details });
    expect(refusal('en', 'TEE_TIME_NOT_ENOUGH_SLOTS', { availableSlots: 1 })).toBe('Only 1 spot is free at that time');
    expect(refusal('fr', 'TEE_TIME_NOT_ENOUGH_SLOTS', { availableSlots: 2 })).toBe(
      'Seulement 2 places libres à cet horaire',
    );
    expect(refusal('de', 'TEE_TIME_BLOCKED', { blocked: true, blockId: 3, blockReason: 'Aerifizieren' })).toBe(
      'Diese Zeit ist gesperrt: Aerifizieren',
    );
    expect(refusal('es', 'TEE_TIME_STARTED', {})).toBe('Esa salida ya ha comenzado');
  });
});
