import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSheet, TeeSheetReservation, TeeSheetTime } from '@fairway/contract/admin.contract';
import type { ConsoleLanguage } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// The starter sheet: opened from the tee sheet, the same day's answer printed a course to a page,
// each playing player's name beside a check-in box, the party's cart, holes, rate, money and notes;
// the day's CSV downloaded with the staff token; back to the sheet with the focus where it was.

const NOW = () => new Date('2026-07-13T11:30:00Z');
const DATE = '2026-07-13';

const time = (clock: string, extra: Partial<TeeSheetTime> = {}): TeeSheetTime => ({
  teetime: `${DATE}T${clock}`,
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

function party(
  confirmationNumber: string,
  names: (string | null)[],
  extra: Partial<TeeSheetReservation> = {},
): TeeSheetReservation {
  return {
    reservationId: `00000000-0000-4000-8000-${confirmationNumber.padStart(12, '0')}`,
    bookedThrough: null,
    confirmationNumber,
    orderNumber: `FW-${confirmationNumber}`,
    status: 'booked',
    booker: { firstName: names[0]!.split(' ')[0]!, lastName: names[0]!.split(' ')[1] ?? '', email: '', phone: '' },
    players: names.map((name, index) => ({
      slot: index + 1,
      name,
      status: 'booked' as const,
      attendance: 'expected' as const,
      paid: true,
      dueAtCourse: 0,
      refundable: 0,
    })),
    totalPlayers: names.length,
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
    ...extra,
  };
}

const ADA = party('AB1234', ['Ada Lovelace', null, 'Alan Turing'], {
  notes: 'Birthday: cake at the turn',
  players: [
    {
      slot: 1,
      name: 'Ada Lovelace',
      status: 'checked-in',
      attendance: 'checked-in',
      paid: true,
      dueAtCourse: 0,
      refundable: 0,
    },
    { slot: 2, name: null, status: 'booked', attendance: 'expected', paid: true, dueAtCourse: 0, refundable: 0 },
    {
      slot: 3,
      name: 'Alan Turing',
      status: 'booked',
      attendance: 'expected',
      paid: true,
      dueAtCourse: 0,
      refundable: 0,
    },
  ],
  checkedInPlayers: 1,
});
const WALKER = party('CD5678', ['Walt Walker', 'Wilma Walker'], {
  transportation: 'Walking',
  holes: 9,
  rateName: 'Twilight',
  paidNow: 0,
  dueAtCourse: 6000,
  players: [
    {
      slot: 1,
      name: 'Walt Walker',
      status: 'booked',
      attendance: 'expected',
      paid: false,
      dueAtCourse: 3000,
      refundable: 0,
    },
    {
      slot: 2,
      name: 'Wilma Walker',
      status: 'cancelled',
      attendance: null,
      paid: false,
      dueAtCourse: 0,
      refundable: 0,
    },
  ],
  totalPlayers: 1,
});
const GONE = party('EF9012', ['Gone Home'], { status: 'cancelled' });

function sheetOf(date: string): TeeSheet {
  const course = (facilityId: number, name: string, teeTimes: TeeSheetTime[]) => ({
    facilityId,
    courseId: name.toLowerCase(),
    name,
    timeZone: 'America/New_York',
    currencyCode: 'USD',
    teeTimes,
    blocks: [],
  });
  return {
    date,
    courses: [
      course(1, 'North', [
        time('07:00'),
        time('08:00', { bookedPlayers: 3, availableSlots: 1, reservations: [ADA] }),
        time('08:10', { bookedPlayers: 0, reservations: [GONE] }),
        time('08:20', { bookedPlayers: 3, otherEnginePlayers: 2, availableSlots: 1, reservations: [WALKER] }),
      ]),
      course(2, 'South', [time('07:30')]),
    ],
  };
}

/** A fake API: the tee sheet of the day asked, and its CSV. Returns the URLs and headers asked. */
function serve() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, headers: (init.headers ?? {}) as Record<string, string> });
      if (url.startsWith('/api/admin/tee-sheet.csv'))
        return new Response('course,tee_time\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="fairway-tee-sheet-demo-${DATE}.csv"`,
          },
        });
      return json(200, sheetOf(new URL(url, 'http://console.test').searchParams.get('date')!));
    }),
  );
  return calls;
}

async function openStarterSheet(language: ConsoleLanguage = 'en') {
  const user = userEvent.setup();
  const rendered = renderConsole(<TeeSheetView permissions={['tee-sheet:read']} now={NOW} />, { language });
  const button = await screen.findByRole('button', {
    name: language === 'fr' ? 'Imprimer la feuille du starter' : 'Print starter sheet',
  });
  await user.click(button);
  await screen.findByRole('article', { name: 'North' });
  return { ...rendered, user, button };
}

afterEach(() => vi.unstubAllGlobals());

describe('the starter sheet', () => {
  it('prints each course on a section of its own with every playing player beside a check-in box', async () => {
    serve();
    await openStarterSheet();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Starter sheet, Monday, July 13, 2026' })).toHaveFocus(),
    );
    const pages = screen.getAllByRole('article');
    expect(pages.map((page) => page.getAttribute('data-page'))).toEqual(['starter-1', 'starter-2']);
    const north = screen.getByRole('article', { name: 'North' });
    expect(north).toHaveTextContent('Monday, July 13, 2026');
    expect(north).toHaveTextContent('Times at the course (America/New_York)');
    expect(north).toHaveTextContent('2 tee times · 6 players');

    // One box per player still playing: the cancelled player and the cancelled party are not on it.
    const boxes = within(north).getAllByRole('img');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace: checked in',
      'Check-in box for Guest of Ada Lovelace',
      'Check-in box for Alan Turing',
      'Check-in box for Walt Walker',
    ]);
    expect(boxes[0]).toHaveTextContent('✓');
    expect(boxes[1]).toBeEmptyDOMElement();
    expect(north).not.toHaveTextContent('Wilma Walker');
    expect(north).not.toHaveTextContent('EF9012');

    const table = within(north).getByRole('table', { name: 'Starter sheet of North, Monday, July 13, 2026' });
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => within(group).getByRole('rowheader').textContent)).toEqual(['08:00', '08:20']);
    const [adaParty, walkers] = groups;
    expect(adaParty).toHaveTextContent('AB1234');
    expect(adaParty).toHaveTextContent('3 players18 holesCartPrime');
    expect(adaParty).toHaveTextContent('Paid $90.00Nothing due');
    expect(adaParty).toHaveTextContent('Birthday: cake at the turn');
    expect(walkers).toHaveTextContent('1 player9 holesWalkingTwilight');
    expect(walkers).toHaveTextContent('Due $60.00');
    expect(walkers).toHaveTextContent('2 booked elsewhere');

    const south = screen.getByRole('article', { name: 'South' });
    expect(south).toHaveTextContent('No players are booked at this course on this day.');
    expect(south).toHaveTextContent('0 tee times · 0 players');
    expect(south).toHaveTextContent(/Printed Jul 13, 2026, 7:30\sAM \(course time\)/);
  });

  it('prints on the paper chosen, a named page per course with its name, day and page number in the footer', async () => {
    serve();
    const { container, user } = await openStarterSheet();
    const css = () => container.querySelector('.starter-sheet style')!.textContent!;
    expect(screen.getByLabelText('Paper size')).toHaveValue('Letter');
    expect(css()).toContain('@page { size: letter portrait;');
    await user.selectOptions(screen.getByLabelText('Paper size'), 'A4');
    expect(css()).toContain('@page { size: A4 portrait;');
    expect(css()).toContain('@page starter-1 { @bottom-left { content: "North · Monday, July 13, 2026";');
    expect(css()).toContain('@bottom-right { content: "Page " counter(page) " of " counter(pages);');
    expect(css()).toContain('.starter-page[data-page="starter-2"] { page: starter-2; }');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the day’s CSV with the staff token, and goes back to the sheet with the focus on its button', async () => {
    const calls = serve();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, button } = await openStarterSheet();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`fairway-tee-sheet-demo-${DATE}.csv`]));
    const csv = calls.find((call) => call.url.startsWith('/api/admin/tee-sheet.csv'))!;
    expect(csv.url).toBe(`/api/admin/tee-sheet.csv?date=${DATE}`);
    expect(csv.headers).toMatchObject({ 'x-fairway-staff-token': 'fws_x', 'x-be-alias': 'demo' });
    // The print view read the very day the sheet shows.
    expect(calls.filter((call) => call.url.startsWith('/api/admin/tee-sheet?')).map((call) => call.url)).toContain(
      `/api/admin/tee-sheet?date=${DATE}`,
    );

    await user.click(screen.getByRole('button', { name: 'Back to the tee sheet' }));
    expect(screen.queryByRole('article')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('is in French, and has no axe violations', async () => {
    serve();
    const { container } = await openStarterSheet('fr');
    expect(screen.getByRole('img', { name: 'Case d’enregistrement de Alan Turing' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'North' })).toHaveTextContent('2 départs · 6 joueurs');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
