import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@fairway/contract/admin.contract';
import type { StaffAccount } from '@fairway/contract/admin-staff.contract';
import { permissionsOf } from '@fairway/domain/admin/staff-roles';
import { ConsoleApp } from '../../app/console-app.tsx';
import { json, renderConsole } from '../../test/render-console.tsx';
import { StaffView } from './staff-view.tsx';

const OWNER = 'owner@harborpines.example';
const account = (
  id: number,
  username: string,
  name: string,
  role: StaffAccount['role'],
  extra: Partial<StaffAccount> = {},
): StaffAccount => ({
  id,
  username,
  name,
  role,
  active: true,
  disabledAt: null,
  lockedUntil: null,
  lastSignInAt: null,
  createdAt: '2026-07-01T12:00:00.000Z',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

/** A fake /api/admin/staff keeping its accounts; `refuse` answers the next write with that error. */
function serve(refuse?: { status: number; code: string; details?: unknown }) {
  const staff = [
    account(1, OWNER, 'Morgan Hale', 'owner', { lastSignInAt: '2026-07-10T12:00:00.000Z' }),
    account(2, 'manager@harborpines.example', 'Riley Chen', 'manager'),
    account(3, 'proshop@harborpines.example', 'Sam Ortiz', 'pro-shop', { lockedUntil: '2026-07-10T12:20:00.000Z' }),
  ];
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method !== 'GET' && refuse)
        return json(refuse.status, { error: { code: refuse.code, message: 'x', details: refuse.details } });
      if (url === '/api/admin/staff' && method === 'GET') return json(200, { staff, timeZone: 'America/New_York' });
      if (url === '/api/admin/staff' && method === 'POST') {
        const made = account(staff.length + 1, body.username, body.name, body.role);
        staff.push(made);
        return json(201, made);
      }
      const id = Number(url.split('/').at(-1));
      const index = staff.findIndex((row) => row.id === id);
      staff[index] = {
        ...staff[index]!,
        ...(body.role ? { role: body.role } : {}),
        ...(body.active === undefined
          ? {}
          : { active: body.active, disabledAt: body.active ? null : '2026-07-10T12:00:00.000Z' }),
      };
      return json(200, staff[index]);
    }),
  );
  return calls;
}

const view = (language: 'en' | 'fr' = 'en') => renderConsole(<StaffView self={OWNER} />, { language });
/** The last write the fake API received. */
const lastWrite = (calls: { method: string; url: string; body?: unknown }[]) =>
  calls.filter((call) => call.method !== 'GET').at(-1);

describe('the Staff screen', () => {
  it('lists the staff with role, status and last sign-in; the owner’s own row cannot be demoted or disabled', async () => {
    serve();
    view();
    const table = await screen.findByRole('table', { name: 'Staff accounts: 3' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Morgan Hale (you)');
    expect(rows[0]).toHaveTextContent('Jul 10, 2026, 8:00 AM');
    expect(within(table).getByRole('columnheader', { name: 'Last sign-in (America/New_York)' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('combobox', { name: 'Role of Morgan Hale' })).toBeDisabled();
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reset password']);
    expect(rows[1]).toHaveTextContent('Never');
    expect(rows[2]).toHaveTextContent('Locked until');
  });

  it('adds an account by keyboard and shows it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a staff account' }));
    expect(screen.getByLabelText('E-mail address (username)')).toHaveFocus();
    await user.keyboard('desk@harborpines.example{Tab}Jo Desk{Tab}');
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await user.type(screen.getByLabelText('First password'), 'Tee2Time9{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Jo Desk can now sign in.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      username: 'desk@harborpines.example',
      name: 'Jo Desk',
      role: 'manager',
      password: 'Tee2Time9',
    });
    expect(await screen.findByRole('table', { name: 'Staff accounts: 4' })).toHaveTextContent(
      'desk@harborpines.example',
    );
    expect(screen.queryByLabelText('First password')).toBeNull();
  });

  it('changes a role, and disables an account once confirmed (Escape keeps it)', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    await screen.findByRole('table');
    const save = screen.getByRole('button', { name: 'Save the role of Sam Ortiz' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Sam Ortiz' }), 'Manager');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Sam Ortiz is now Manager.');
    expect(lastWrite(calls)).toEqual({ method: 'PUT', url: '/api/admin/staff/3', body: { role: 'manager' } });

    const disable = screen.getByRole('button', { name: 'Disable Riley Chen' });
    await user.click(disable);
    const dialog = screen.getByRole('dialog', { name: 'Disable Riley Chen?' });
    expect(dialog).toHaveTextContent('Riley Chen is signed out at once');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(disable).toHaveFocus();
    expect(lastWrite(calls)?.url).toBe('/api/admin/staff/3');

    await user.click(disable);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Riley Chen is disabled and signed out.');
    expect(lastWrite(calls)).toEqual({ method: 'PUT', url: '/api/admin/staff/2', body: { active: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Enable Riley Chen' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Riley Chen/ })).toHaveTextContent('Disabled');
  });

  it('resets a password by keyboard (Escape closes the form)', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Reset the password of Sam Ortiz' }));
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset the password of Sam Ortiz' }));
    await user.keyboard('Fresh2Start7{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Sam Ortiz has a new password and was signed out.');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/staff/3',
      body: { password: 'Fresh2Start7' },
    });
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says in clear words why a change was refused', async () => {
    serve({ status: 409, code: 'CONFLICT', details: { reason: 'username-taken' } });
    const user = userEvent.setup();
    view();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a staff account' }));
    await user.keyboard('manager@harborpines.example{Tab}Riley{Tab}{Tab}Tee2Time9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A staff account with this e-mail address already exists.',
    );
    expect(screen.getByLabelText('First password')).toBeInTheDocument();
  });

  it('explains the last-owner refusal, in French too', async () => {
    serve({ status: 409, code: 'CONFLICT', details: { reason: 'last-owner' } });
    const user = userEvent.setup();
    view('fr');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Désactiver Riley Chen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le parcours doit garder au moins un propriétaire actif.',
    );
  });

  it('checks the new account with the contract before sending it, and says so under each field', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a staff account' }));
    await user.keyboard('not-an-address{Tab}{Tab}{Tab}short{Enter}');
    const username = screen.getByLabelText('E-mail address (username)');
    expect(username).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('First password')).toHaveAccessibleDescription(
      'At least 8 characters, with 2 digits and 1 letter. Give it to the person; they sign in with it. Check this field.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for the form in French', async () => {
    serve();
    const user = userEvent.setup();
    view('fr');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Ajouter un compte' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le compte' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Obligatoire.');
  });

  it('has no axe violations with the form open (colour contrast is checked in the browser)', async () => {
    serve();
    const user = userEvent.setup();
    const { container } = view();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a staff account' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('the console navigation (staff)', () => {
  it('offers the Staff screen to owners only', async () => {
    for (const role of ['owner', 'manager'] as const) {
      const session: StaffSession = {
        expiresAt: '2026-07-10T20:00:00.000Z',
        staff: { username: `${role}@harborpines.example`, name: role, role, permissions: permissionsOf(role) },
      };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url === '/api/admin/session' ? json(200, session) : json(200, { date: '2026-07-13', courses: [] }),
        ),
      );
      const storage = {
        getItem: () => 'fws_token',
        setItem: () => undefined,
        removeItem: () => undefined,
      } as unknown as Storage;
      const { unmount } = render(<ConsoleApp alias="demo" language="en" storage={storage} />);
      const nav = await screen.findByRole('navigation', { name: 'Console' });
      const labels = [...nav.querySelectorAll('button')].map((button) => button.textContent);
      expect(labels.includes('Staff'), role).toBe(role === 'owner');
      unmount();
    }
  });
});
