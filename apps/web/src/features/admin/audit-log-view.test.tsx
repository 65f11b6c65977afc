import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogResponse } from '@fairway/contract/admin-settings.contract';
import { translator } from './admin-i18n.ts';
import { AuditLogView, describeDetails } from './audit-log-view.tsx';

const entry = (id: number, action: string, details: unknown = {}) => ({
  id,
  createdAt: '2026-07-10T12:00:00.000Z',
  username: 'manager@harborpines.example',
  action,
  target: action === 'settings.update' ? 'booking-engine:demo' : null,
  details,
  clientAddress: '127.0.0.1',
});

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
afterEach(() => vi.unstubAllGlobals());

function serve(total = 2) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const log: AuditLogResponse = {
        entries: [
          entry(page * 10 + 2, 'settings.update', {
            groups: ['appearance'],
            changes: [{ path: 'appearance.primaryColor', before: '#4fb488', after: '#1d4e89' }],
          }),
          entry(page * 10 + 1, 'session.sign-in'),
        ],
        page,
        pageSize: 50,
        total,
        timeZone: 'America/New_York',
        actions: ['session.sign-in', 'settings.update'],
      };
      return json(200, log);
    }),
  );
  return urls;
}

describe('the Activity screen', () => {
  it('lists who did what, newest first, with the changed settings, and filters by days and action', async () => {
    const urls = serve();
    const user = userEvent.setup();
    render(
      <AuditLogView t={translator('en')} target={{ alias: 'demo', token: 'fws_x' }} locale="en" onExpired={vi.fn()} />,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('settings.update');
    expect(rows[1]).toHaveTextContent('appearance.primaryColor: "#4fb488" → "#1d4e89"');
    expect(rows[1]).toHaveTextContent('Jul 10, 2026, 8:00 AM');
    expect(rows[2]).toHaveTextContent('session.sign-in');
    expect(urls[0]).toBe('/api/admin/audit-log?page=1');

    await user.type(screen.getByLabelText('From'), '2026-07-01');
    await user.type(screen.getByLabelText('To'), '2026-07-10');
    await user.selectOptions(screen.getByLabelText('Action'), 'settings.update');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(urls.at(-1)).toBe('/api/admin/audit-log?from=2026-07-01&to=2026-07-10&action=settings.update&page=1'),
    );
  });

  it('pages through older entries', async () => {
    const urls = serve(120);
    const user = userEvent.setup();
    render(
      <AuditLogView t={translator('en')} target={{ alias: 'demo', token: 'fws_x' }} locale="en" onExpired={vi.fn()} />,
    );
    expect(await screen.findByText('Entries: 120 · page 1 of 3 (times in America/New_York)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Entries: 120 · page 2 of 3 (times in America/New_York)')).toBeInTheDocument();
    expect(urls.at(-1)).toBe('/api/admin/audit-log?page=2');
  });

  it('describes details without changes as JSON, and empty details as nothing', () => {
    expect(describeDetails(entry(1, 'block.create', { reason: 'Aeration' }))).toBe('{"reason":"Aeration"}');
    expect(describeDetails(entry(1, 'session.sign-in'))).toBe('');
  });
});
