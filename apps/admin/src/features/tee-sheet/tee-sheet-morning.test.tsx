import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheet, TeeSheetReservation, TeeSheetTime } from '@fairway/contract/admin.contract';
import type { ConsoleLanguage } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// A busy morning at the counter: stepping through days, a course at a time on a tablet, the times
// a block closes or that have started, and the players a partner site sold.

const ALL = ['tee-sheet:read', 'tee-sheet:book', 'tee-sheet:check-in', 'reservations:cancel'];
/** 11:30 UTC on 13 July: 07:30 at the courses (New York). */
const NOW = () => new Date('2026-07-13T11:30:00Z');

const time = (teetime: string, extra: Partial<TeeSheetTime> = {}): TeeSheetTime => ({
  teetime,
  bookedPlayers: 0,
  otherEnginePlayers: 0,
  heldSlots: 0,
  availableSlots: 4,
  started: false,
  blockIds: [],
  reservations: [],
  holds: [],
  ...extra,
});

const PARTNER_SALE: TeeSheetReservation = {
  reservationId: '22222222-2222-4222-8222-222222222222',
  bookedThrough: { alias: 'teetime-deals', name: 'TeeTime Deals' },
  confirmationNumber: 'TD5678',
  orderNumber: 'FW-TD5678',
  status: 'booked',
  booker: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '' },
  players: [1, 2].map((slot) => ({
    slot,
    name: slot === 1 ? 'Grace Hopper' : 'Edsger Dijkstra',
    status: 'booked' as const,
    attendance: 'expected' as const,
    paid: true,
    dueAtCourse: 0,
    refundable: 0,
  })),
  totalPlayers: 2,
  checkedInPlayers: 0,
  rateName: 'Prime',
  holes: 18,
  transportation: 'Cart',
  notes: '',
  currencyCode: 'USD',
  paidNow: 9000,
  paidAtCheckIn: 0,
  dueAtCourse: 0,
  refunded: 0,
  money: null,
};

/** A day of two courses; North has a started time, two blocked ones (one block the day data does not list) and a partner's sale. */
function sheetOf(date: string): TeeSheet {
  const course = (facilityId: number, name: string, teeTimes: TeeSheetTime[]) => ({
    facilityId,
    courseId: name.toLowerCase(),
    name,
    timeZone: 'America/New_York',
    currencyCode: 'USD',
    teeTimes,
    blocks: [
      {
        id: 5,
        kind: 'event' as const,
        restriction: null,
        reason: 'Club championship',
        fromTime: '09:00',
        toTime: '10:00',
      },
    ],
  });
  return {
    date,
    courses: [
      course(1, 'North', [
        time(`${date}T07:00`, { started: true }),
        // The server says which blocks close a time: its blockIds, whatever the block's hours.
        time(`${date}T08:00`, { blockIds: [5] }),
        time(`${date}T08:10`, { blockIds: [9] }),
        time(`${date}T08:20`, {
          bookedPlayers: 2,
          otherEnginePlayers: 3,
          availableSlots: 2,
          reservations: [PARTNER_SALE],
        }),
      ]),
      course(2, 'South', [time(`${date}T07:30`)]),
    ],
  };
}

/** A fake /api/admin/tee-sheet answering each day asked; returns the days asked. */
function serve(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const date = new URL(url, 'http://console.test').searchParams.get('date')!;
      asked.push(date);
      return json(200, sheetOf(date));
    }),
  );
  return asked;
}

/** A window as wide as `narrow` says (the console's tablet width is 1100 px and under). */
function screenWidth(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function view(language: ConsoleLanguage = 'en') {
  return renderConsole(<TeeSheetView permissions={ALL} now={NOW} />, { language });
}

async function row(course: string, clock: string) {
  const table = await screen.findByRole('table', { name: new RegExp(course) });
  return within(table).getByRole('row', { name: new RegExp(`^${clock}`) });
}

afterEach(() => vi.unstubAllGlobals());

describe('the tee sheet on a busy morning', () => {
  it('steps to the next and the previous day beside the date field', async () => {
    const asked = serve();
    view();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'North, 2026-07-13' });
    expect(screen.getByText('Monday, July 13, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('table', { name: 'North, 2026-07-14' });
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-14');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByRole('table', { name: 'North, 2026-07-12' });
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-12');
    expect(asked).toContain('2026-07-14');
    expect(asked.at(-1)).toBe('2026-07-12');
  });

  it('shows the courses side by side on a wide screen, with no course switch', async () => {
    serve();
    screenWidth(false);
    view();
    await screen.findByRole('table', { name: /North/ });
    expect(screen.getByRole('table', { name: /South/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Course shown' })).toBeNull();
  });

  it('shows one course at a time on a tablet, chosen with the course switch', async () => {
    serve();
    screenWidth(true);
    view();
    const user = userEvent.setup();
    const courses = await screen.findByRole('group', { name: 'Course shown' });
    expect(within(courses).getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: /North/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /South/ })).toBeNull();
    await user.click(within(courses).getByRole('button', { name: 'South' }));
    expect(within(courses).getByRole('button', { name: 'South' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(courses).getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('table', { name: /South/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /North/ })).toBeNull();
    // The course stays chosen on the next day.
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('table', { name: 'South, 2026-07-14' });
  });

  it("marks the times the server's blockIds close, with the block's reason when the day lists it", async () => {
    serve();
    view();
    const named = await row('North', '08:00');
    expect(named).toHaveClass('admin-blocked');
    expect(named).toHaveTextContent('Blocked: Club championship');
    const unnamed = await row('North', '08:10');
    expect(unnamed).toHaveClass('admin-blocked');
    expect(unnamed).toHaveTextContent('Blocked');
    expect(unnamed).not.toHaveTextContent('Open');
    // The block's hours (09:00–10:00) mark nothing by themselves.
    expect(await row('North', '08:20')).not.toHaveClass('admin-blocked');
  });

  it('marks a started time and offers no Book on it', async () => {
    serve();
    view();
    const started = await row('North', '07:00');
    expect(started).toHaveClass('admin-started');
    expect(started).toHaveTextContent('Started');
    expect(within(started).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(await row('South', '07:30')).getByRole('button', { name: 'Book South 07:30' })).toBeEnabled();
  });

  it("names the players a partner site booked, and the partner's name", async () => {
    serve();
    view();
    const sale = await row('North', '08:20');
    expect(
      within(sale)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Grace Hopper/), expect.stringMatching(/^Edsger Dijkstra/)]);
    expect(sale).toHaveTextContent('Booked through TeeTime Deals');
  });

  it('reads in French: the day buttons, the block, the partner and the plural of players booked elsewhere', async () => {
    serve();
    view('fr');
    await screen.findByRole('table', { name: /North/ });
    expect(screen.getByRole('button', { name: 'Jour précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jour suivant' })).toBeInTheDocument();
    expect(screen.getByText('lundi 13 juillet 2026')).toBeInTheDocument();
    // A no-break space before the colon (toHaveTextContent would fold it into a space).
    expect((await row('North', '08:00')).textContent).toContain('Bloqué\u00a0: Club championship');
    expect(await row('North', '07:00')).toHaveTextContent('Commencé');
    const sale = await row('North', '08:20');
    expect(sale).toHaveTextContent('Réservé via TeeTime Deals');
    expect(sale).toHaveTextContent('3 réservés ailleurs');
  });

  it('has no axe violations, on a tablet too (colour contrast is checked in the browser)', async () => {
    serve();
    screenWidth(true);
    const { container } = view();
    await screen.findByRole('table', { name: /North/ });
    await waitFor(() => expect(screen.queryByText('Loading the tee sheet…')).toBeNull());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
