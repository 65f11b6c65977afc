import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession, TeeSheet } from '@fairway/contract/admin.contract';
import { ConsoleApp } from './console-app.tsx';
import { consoleLanguage } from './i18n.ts';
import { consoleAlias } from './console-alias.ts';

const SESSION: StaffSession = {
  sessionToken: 'fws_token',
  expiresAt: '2026-07-10T20:00:00.000Z',
  staff: {
    username: 'manager@harborpines.example',
    name: 'Riley Chen',
    role: 'manager',
    permissions: ['tee-sheet:read'],
  },
};

const SHEET: TeeSheet = {
  date: '2026-07-13',
  courses: [
    {
      facilityId: 1,
      courseId: 'harbor-pines-north',
      name: 'Harbor Pines North',
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
          started: true,
          blockIds: [],
          holds: [],
          reservations: [
            {
              reservationId: 'r1',
              bookedThrough: null,
              confirmationNumber: 'HP-1234',
              orderNumber: 'O-1',
              status: 'booked',
              booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555' },
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
                {
                  slot: 2,
                  name: null,
                  status: 'booked',
                  attendance: 'expected',
                  paid: false,
                  dueAtCourse: 2500,
                  refundable: 0,
                },
              ],
              totalPlayers: 2,
              checkedInPlayers: 1,
              rateName: 'Prime',
              holes: 18,
              transportation: 'Cart',
              notes: 'Birthday round',
              currencyCode: 'USD',
              paidNow: 9000,
              paidAtCheckIn: 0,
              dueAtCourse: 2500,
              refunded: 0,
              money: null,
            },
          ],
        },
        {
          teetime: '2026-07-13T08:10',
          bookedPlayers: 0,
          otherEnginePlayers: 0,
          heldSlots: 2,
          availableSlots: 2,
          started: false,
          blockIds: [],
          holds: [{ kind: 'cart-hold', slots: 2, expiresAt: '2026-07-13T12:20:00.000Z' }],
          reservations: [],
        },
      ],
    },
  ],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('the operator console', () => {
  it('signs in with the keyboard and shows the day with names, rate, paid, due, check-in, notes and holds', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url === '/api/admin/session' && init.method === 'POST') return json(200, SESSION);
        if (url.startsWith('/api/admin/tee-sheet')) return json(200, SHEET);
        return json(404, { error: { code: 'NOT_FOUND' } });
      }),
    );
    const storage = memoryStorage();
    render(<ConsoleApp alias="demo" language="en" storage={storage} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('manager@harborpines.example');
    await user.tab();
    await user.keyboard('Fairway2026{Enter}');

    const table = await screen.findByRole('table', { name: /Harbor Pines North/ });
    expect(screen.getByText('Signed in as Riley Chen (Manager)')).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /08:00/ });
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(row).toHaveTextContent('Guest');
    expect(row).toHaveTextContent('Prime, 18');
    expect(row).toHaveTextContent('$90.00');
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('1 of 2 checked in');
    expect(row).toHaveTextContent('Birthday round');
    expect(within(table).getByRole('row', { name: /08:10/ })).toHaveTextContent(/Cart hold: 2 until/);

    const signIn = calls.find((call) => call.init.method === 'POST')!;
    expect(signIn.init.headers).toMatchObject({ 'x-be-alias': 'demo', 'x-fairway-csrf': '1' });
    const sheet = calls.find((call) => call.url.startsWith('/api/admin/tee-sheet'))!;
    expect(sheet.init.headers).toMatchObject({ 'x-fairway-staff-token': 'fws_token' });
    expect(sheet.init.headers).not.toHaveProperty('authorization');
    expect(storage.getItem('fairway.staff-token.demo')).toBe('fws_token');
  });

  it('announces a refused sign-in in the language of the console', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(423, { error: { code: 'ACCOUNT_LOCKED', message: 'locked' } })),
    );
    render(<ConsoleApp alias={null} language="fr" storage={memoryStorage()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nom d’utilisateur'), 'manager@harborpines.example');
    await user.type(screen.getByLabelText('Mot de passe'), 'WrongPass1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/bloqué pendant 20 minutes/);
  });

  it('finds its language and alias like the golfer app', () => {
    expect(consoleLanguage('?lang=de', ['fr-FR'])).toBe('de');
    expect(consoleLanguage('', ['es-MX', 'en'])).toBe('es');
    expect(consoleLanguage('', ['ja'])).toBe('en');
    expect(consoleAlias({ search: '?alias=maple-ridge', hostname: 'localhost' })).toBe('maple-ridge');
    expect(consoleAlias({ search: '', hostname: 'pine-valley.localhost' })).toBe('pine-valley');
    expect(consoleAlias({ search: '', hostname: '127.0.0.1' })).toBeNull();
    expect(consoleAlias({ search: '', hostname: 'localhost' })).toBeNull();
  });
});
