import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry, WaitlistResponse } from '@fairway/contract/admin-waitlist.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { facilityFixture } from '../../test/facility.ts';
import { WaitlistView } from './waitlist-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  alertId: '5f0c1d2e-0000-4000-8000-000000000001',
  position: 1,
  golfer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: '+1 207 555 0101' },
  players: 2,
  fromTime: '08:00',
  toTime: '11:00',
  holes: [],
  createdAt: '2026-07-09T18:30:00.000-04:00',
  offer: null,
  ...overrides,
});

const DANA = entry({});
const LEE = entry({
  alertId: '5f0c1d2e-0000-4000-8000-000000000002',
  position: 2,
  golfer: { name: 'Lee Park', email: 'lee@example.com', phone: null },
  players: 3,
  offer: {
    facilityId: 1,
    teetime: '2026-07-14T09:10',
    players: 3,
    expiresAt: '2026-07-14T08:10:00.000-04:00',
    forThisAlert: true,
  },
});

const waitlist = (overrides: Partial<WaitlistResponse> = {}): WaitlistResponse => ({
  date: '2026-07-14',
  facilityId: 1,
  timeZone: 'America/New_York',
  alertsEnabled: true,
  total: 2,
  offset: 0,
  entries: [DANA, LEE],
  // 07:50 is before Dana's window, 08:30 has no room for two: neither is offered to her.
  freeTeeTimes: [
    { teetime: '2026-07-14T07:50', freeSlots: 4 },
    { teetime: '2026-07-14T08:30', freeSlots: 1 },
    { teetime: '2026-07-14T09:00', freeSlots: 4 },
    { teetime: '2026-07-14T10:20', freeSlots: 2 },
  ],
  ...overrides,
});

/** The fake API: the courses, the waitlist, and an offer that succeeds or is refused with `refuse`. */
function serve(refuse?: { status: number; code: string; details?: unknown }) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/facilities')
        return json(200, [
          facilityFixture(),
          facilityFixture({ id: 2, courseId: 'south', name: 'Harbor Pines South' }),
        ]);
      if (method === 'POST') {
        if (refuse)
          return json(refuse.status, { error: { code: refuse.code, message: 'refused', details: refuse.details } });
        const body = JSON.parse(String(init!.body)) as { facilityId: number; teetime: string };
        return json(200, {
          alertId: DANA.alertId,
          offer: { ...body, players: 2, expiresAt: '2026-07-14T08:10:00.000-04:00', forThisAlert: true },
        });
      }
      return json(200, waitlist());
    }),
  );
  return calls;
}

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('the Waitlist screen', () => {
  it('lists who waits in line order with their window and live offer, and offers a fitting free time from the keyboard', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const { container } = renderConsole(<WaitlistView />);
    const table = await screen.findByRole('table', { name: /2 golfers waiting · Harbor Pines North/ });
    // The server picks the course's today: the first call names no date.
    expect(calls.find((call) => call.url.startsWith('/api/admin/waitlist'))?.url).toBe(
      '/api/admin/waitlist?limit=25&offset=0',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dana Whitfield');
    expect(rows[0]).toHaveTextContent('dana@example.com');
    expect(rows[0]).toHaveTextContent('+1 207 555 0101');
    expect(rows[0]).toHaveTextContent('2 players');
    expect(rows[0]).toHaveTextContent('From 8:00 AM to 11:00 AM');
    expect(rows[0]).toHaveTextContent('None');
    expect(rows[1]).toHaveTextContent('9:10 AM, held until 8:10 AM');
    // One live offer per golfer: no second one for Lee while it lasts.
    expect(within(rows[1]!).getByRole('button', { name: 'Offer a time to Lee Park' })).toBeDisabled();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-14');

    const open = within(rows[0]!).getByRole('button', { name: 'Offer a time to Dana Whitfield' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Offer a tee time to Dana Whitfield' });
    const select = within(dialog).getByRole('combobox', { name: 'Tee time' });
    expect(select).toHaveFocus();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => spaced(option.textContent)),
    ).toEqual(['9:00 AM (4 spots free)', '10:20 AM (2 spots free)']);
    expect((await axe.run(container)).violations).toEqual([]);

    await user.selectOptions(select, '2026-07-14T10:20');
    await user.click(within(dialog).getByRole('button', { name: 'Offer this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '10:20 AM offered to Dana Whitfield: held until 8:10 AM, the e-mail is on its way.',
    );
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/admin/waitlist/${DANA.alertId}/offer`,
      body: { facilityId: 1, teetime: '2026-07-14T10:20' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is asked again after the offer.
    await vi.waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/admin/waitlist?'))).toHaveLength(2));
  });

  it('asks for the chosen course and day', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<WaitlistView />);
    await screen.findByRole('table');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-07-20');
    await user.selectOptions(screen.getByLabelText('Course'), 'Harbor Pines South');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/api/admin/waitlist?limit=25&offset=0&date=2026-07-20&facilityId=2',
      ),
    );
  });

  it('says why an offer was refused, in the console’s words', async () => {
    serve({ status: 409, code: 'TEE_TIME_NOT_ENOUGH_SLOTS', details: { availableSlots: 1, players: 2 } });
    const user = userEvent.setup();
    renderConsole(<WaitlistView />);
    await user.click(await screen.findByRole('button', { name: 'Offer a time to Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Offer this time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This tee time no longer has room for 2 players.',
    );
  });

  it('names the reason of a conflict', async () => {
    serve({ status: 409, code: 'CONFLICT', details: { reason: 'offer-live', expiresAt: '2026-07-14T12:10:00.000Z' } });
    const user = userEvent.setup();
    renderConsole(<WaitlistView />);
    await user.click(await screen.findByRole('button', { name: 'Offer a time to Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Offer this time' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This golfer already has a tee time held for them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/facilities'
          ? json(200, [facilityFixture()])
          : json(200, waitlist({ entries: [], total: 0, freeTeeTimes: [] })),
      ),
    );
    renderConsole(<WaitlistView />, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Liste d’attente' })).toBeInTheDocument();
    expect(await screen.findByText(/Personne n’attend de départ sur Harbor Pines North/)).toBeInTheDocument();
  });
});
