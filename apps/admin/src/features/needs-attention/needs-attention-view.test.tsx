import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@fairway/contract/admin.contract';
import type { ActivityResponse } from '@fairway/contract/admin-activity.contract';
import type { NeedsAttentionItem } from '@fairway/contract/admin-needs-attention.contract';
import { permissionsOf } from '@fairway/domain/admin/staff-roles';
import { ConsoleApp } from '../../app/console-app.tsx';
import { createConsoleI18n, type ConsoleLanguage } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { describeKind, NeedsAttentionView } from './needs-attention-view.tsx';

const item = (id: number, kind: string, key: string | null, lastError: string): NeedsAttentionItem => ({
  id,
  kind,
  key,
  attempts: 8,
  lastError,
  failedAt: '2026-07-10T12:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

/** The API: the dead items; a retry takes one off the list (or is refused with `refuse`). */
function serve(refuse?: { status: number; code: string }) {
  let items = [
    item(7, 'gift-delivery', 'gift-certificate:3f2a', 'SMTP 451: try again later'),
    item(9, 'nightly-report', null, 'boom'),
  ];
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'POST') {
        if (refuse) return json(refuse.status, { error: { code: refuse.code, message: 'no' } });
        const id = Number(url.split('/').at(-2));
        items = items.filter((found) => found.id !== id);
        return json(200, { id, queued: true });
      }
      return json(200, { items, nextBefore: null, timeZone: 'America/New_York' });
    }),
  );
  return calls;
}

const view = (language: ConsoleLanguage = 'en') => renderConsole(<NeedsAttentionView />, { language });

describe('the Needs attention list', () => {
  it('lists the dead items with what they were, the last error and when, and retries one from the keyboard', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Send a gift certificate to its recipient');
    expect(rows[1]).toHaveTextContent('gift-certificate:3f2a');
    expect(rows[1]).toHaveTextContent('SMTP 451: try again later');
    expect(rows[1]).toHaveTextContent('Jul 10, 2026, 8:00 AM');
    // A kind the console has no words for is still named.
    expect(rows[2]).toHaveTextContent('Later work (nightly-report)');
    expect(screen.getByText('Items: 2 (times in America/New_York)')).toBeInTheDocument();

    const retry = screen.getByRole('button', {
      name: 'Retry: Send a gift certificate to its recipient (gift-certificate:3f2a)',
    });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Send a gift certificate to its recipient: queued again, it will be tried shortly.',
    );
    expect(calls).toContainEqual({ method: 'POST', url: '/api/admin/needs-attention/7/retry' });
    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  });

  it('shows older items a page at a time and goes back to the newer ones', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url === '/api/admin/needs-attention?before=7')
          return json(200, {
            items: [item(3, 'gift-delivery', 'gift-certificate:older', 'SMTP down')],
            nextBefore: null,
            timeZone: 'UTC',
          });
        return json(200, { items: [item(7, 'alert-offer', 'opening:12', 'boom')], nextBefore: 7, timeZone: 'UTC' });
      }),
    );
    const user = userEvent.setup();
    view();
    const pages = await screen.findByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('button', { name: 'Newer items' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older items' }));
    expect(await screen.findByText('gift-certificate:older')).toBeInTheDocument();
    expect(screen.queryByText('opening:12')).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Older items' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Newer items' }));
    expect(await screen.findByText('opening:12')).toBeInTheDocument();
    expect(urls).toContain('/api/admin/needs-attention?before=7');
  });

  it('says when nothing needs attention, in French too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { items: [], nextBefore: null, timeZone: 'UTC' })),
    );
    view('fr');
    expect(
      await screen.findByText('Rien à traiter\u00a0: toutes les tâches différées ont abouti.', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
  });

  it('explains a retry of an item that is no longer dead', async () => {
    serve({ status: 404, code: 'NOT_FOUND' });
    const user = userEvent.setup();
    view();
    await user.click(await screen.findByRole('button', { name: /Retry: Send a gift certificate/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is no longer waiting for a retry.');
  });

  it('signs out when the session ended, without an alert of its own', async () => {
    serve({ status: 401, code: 'SESSION_EXPIRED' });
    const user = userEvent.setup();
    const { store } = view('en');
    await user.click(await screen.findByRole('button', { name: /Retry: Send a gift certificate/ }));
    await vi.waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an answer that does not match the contract, instead of showing it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { items: [{ id: 'seven' }], timeZone: 'UTC' })),
    );
    view();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('describes every kind it knows in every language', () => {
    for (const language of ['en', 'fr', 'es', 'de'] as const) {
      const { t } = createConsoleI18n(language);
      for (const kind of ['gift-delivery', 'alert-offer', 'payment-compensation', 'cancellation-refund']) {
        expect(describeKind(t, kind), `${language} ${kind}`).not.toBe(t('needsAttention.kinds.other', { kind }));
      }
    }
  });

  it('has no axe violations (colour contrast is checked in the browser)', async () => {
    serve();
    const { container } = view();
    await screen.findByRole('table');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('the Activity screen', () => {
  it('shows what needs attention above the activity to managers', async () => {
    const session: StaffSession = {
      expiresAt: '2026-07-10T20:00:00.000Z',
      staff: {
        username: 'manager@harborpines.example',
        name: 'Manager',
        role: 'manager',
        permissions: permissionsOf('manager'),
      },
    };
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url === '/api/admin/session') return json(200, session);
        if (url === '/api/admin/needs-attention')
          return json(200, {
            items: [item(7, 'gift-delivery', 'gift-certificate:3f2a', 'SMTP down')],
            nextBefore: null,
            timeZone: 'UTC',
          });
        if (url.startsWith('/api/admin/activity'))
          return json(200, {
            timeZone: 'UTC',
            entries: [],
            nextBefore: null,
            actions: [],
            actors: [],
          } satisfies ActivityResponse);
        return json(200, { date: '2026-07-13', courses: [] });
      }),
    );
    const storage = {
      getItem: () => 'fws_token',
      setItem: () => undefined,
      removeItem: () => undefined,
    } as unknown as Storage;
    const user = userEvent.setup();
    render(<ConsoleApp alias="demo" language="en" storage={storage} />);
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await user.click(within(nav).getByRole('button', { name: 'Activity' }));
    const headings = await screen.findAllByRole('heading', { level: 2 });
    await vi.waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Needs attention',
        'Activity',
      ]),
    );
    expect(headings.length).toBeGreaterThan(0);
    expect(await screen.findByText('SMTP down')).toBeInTheDocument();
    expect(urls).toContain('/api/admin/activity');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
