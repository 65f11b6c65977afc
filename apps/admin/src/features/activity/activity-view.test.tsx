import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntryDto, ActivityResponse } from '@fairway/contract/admin-activity.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { ActivityView } from './activity-view.tsx';

const actor = { id: 2, name: 'Riley Chen', role: 'manager' as const };
const at = (id: number, entry: Pick<ActivityEntryDto, 'action' | 'summary' | 'changes'>): ActivityEntryDto => ({
  id,
  occurredAt: '2026-07-10T08:00:00.000-04:00',
  timeZone: 'America/New_York',
  actor,
  clientAddress: '127.0.0.1',
  ...entry,
});

const CANCEL = at(12, {
  action: 'reservation.cancel',
  summary: {
    key: 'activity.reservation.cancel',
    params: {
      actor: 'Riley Chen',
      cancelled: 1,
      count: 3,
      confirmation: 'DEMO0002',
      refund: { cents: 9630, currency: 'USD' },
      context: 'card',
    },
  },
  changes: [],
});
const SETTINGS = at(11, {
  action: 'settings.update',
  summary: {
    key: 'activity.settings.update',
    params: { actor: 'Riley Chen', count: 2, fields: ['appearance.welcomeMessage', 'booking.maxPlayers'] },
  },
  changes: [
    {
      field: 'appearance.welcomeMessage',
      before: { kind: 'text', text: '<p>Tee & tea</p>' },
      after: null,
    },
    {
      field: 'booking.maxPlayers',
      before: { kind: 'number', value: 4, text: '4' },
      after: { kind: 'number', value: 5, text: '5' },
    },
  ],
});
const BLOCK = at(10, {
  action: 'block.create',
  summary: {
    key: 'activity.block.create',
    params: {
      actor: 'Riley Chen',
      course: 'Harbor Pines',
      reason: 'Aeration',
      from: { date: '2026-07-14' },
      to: { date: '2026-07-14' },
      fromTime: '06:00',
      toTime: '10:00',
      context: 'one-day',
    },
  },
  changes: [
    {
      field: 'weekdays',
      before: null,
      after: { kind: 'weekdays', value: [1, 2], text: 'Mon, Tue' },
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

function serve(pages: Record<string, ActivityResponse>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const before = new URL(url, 'http://x').searchParams.get('before') ?? '';
      return json(200, pages[before] ?? pages['']);
    }),
  );
  return urls;
}

const page = (entries: ActivityEntryDto[], nextBefore: number | null): ActivityResponse => ({
  timeZone: 'America/New_York',
  entries,
  nextBefore,
  actions: ['block.create', 'reservation.cancel', 'settings.update'],
  actors: [actor],
});

describe('the Activity screen', () => {
  it('tells each entry in a sentence, with its readable changes and its time in the engine zone', async () => {
    serve({ '': page([CANCEL, SETTINGS, BLOCK], null) });
    const { container } = renderConsole(<ActivityView />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Riley Chen cancelled 1 of 3 players of DEMO0002 (refund $96.30 to card)');
    expect(rows[1]).toHaveTextContent('Jul 10, 2026, 8:00 AM EDT');
    expect(rows[2]).toHaveTextContent('Riley Chen changed 2 settings:');
    const changes = within(rows[2]!).getByRole('list', { name: 'What changed' });
    expect(changes).toHaveTextContent('Welcome message: Tee & tea → not set');
    expect(changes).toHaveTextContent('4 → 5');
    expect(rows[3]).toHaveTextContent('Riley Chen blocked Harbor Pines on Jul 14, 2026, 06:00–10:00: “Aeration”');
    expect(rows[3]).toHaveTextContent('not set → Monday and Tuesday');
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();

    // Words only: no action codes, dotted field paths, JSON or escaped markup.
    const text = container.textContent ?? '';
    expect(text).not.toContain('&lt;');
    expect(text).not.toContain('&amp;');
    expect(text).not.toMatch(/reservation\.cancel|settings\.update|appearance\.|booking\.maxPlayers/);
    expect(text).not.toMatch(/[{}"]/);
    expect(container.innerHTML).not.toContain('<p>Tee');
  });

  it('speaks the operator language', async () => {
    serve({ '': page([CANCEL], null) });
    renderConsole(<ActivityView />, { language: 'fr' });
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent(/Riley Chen a annulé 1 des 3 joueurs de DEMO0002 .*96,30\s\$US/);
    expect(table).not.toHaveTextContent('cancelled');
  });

  it('pages to older entries and back, and filters by action', async () => {
    const urls = serve({ '': page([CANCEL], 12), '12': page([SETTINGS], null) });
    const user = userEvent.setup();
    renderConsole(<ActivityView />);
    await screen.findByText(/DEMO0002/);
    expect(screen.getByRole('button', { name: 'Newer entries' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText(/changed 2 settings/)).toBeInTheDocument();
    expect(urls.at(-1)).toBe('/api/admin/activity?before=12');
    expect(screen.getByRole('button', { name: 'Older entries' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer entries' }));
    expect(await screen.findByText(/DEMO0002/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Booking cancelled');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(urls.at(-1)).toBe('/api/admin/activity?action=reservation.cancel'));
  });
});
