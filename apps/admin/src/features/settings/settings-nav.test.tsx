import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@fairway/contract/admin.contract';
import { permissionsOf } from '@fairway/domain/admin/staff-roles';
import { ConsoleApp } from '../../app/console-app.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
afterEach(() => vi.unstubAllGlobals());

function signedInAs(role: 'manager' | 'pro-shop') {
  const session: StaffSession = {
    expiresAt: '2026-07-10T20:00:00.000Z',
    staff: { username: `${role}@harborpines.example`, name: 'Riley Chen', role, permissions: permissionsOf(role) },
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
  render(<ConsoleApp alias="demo" language="fr" storage={storage} />);
}

describe('the console navigation (reports, settings and activity)', () => {
  it('offers the store catalogue, Reports, Settings, Messages and Activity to a manager', async () => {
    signedInAs('manager');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect([...nav.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Feuille de départs',
      'Golfeurs',
      'Comptoir',
      'Liste d’attente',
      'Blocages',
      'Tarifs et promotions',
      'Tarification dynamique',
      'Catalogue de la boutique',
      'Rapports',
      'Paramètres',
      'Messagerie',
      'Activité',
    ]);
  });

  it('offers pro-shop staff the golfer lookup, the counter and the waitlist but neither settings, reports nor the store catalogue', async () => {
    signedInAs('pro-shop');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect([...nav.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Feuille de départs',
      'Golfeurs',
      'Comptoir',
      'Liste d’attente',
    ]);
    expect(screen.queryByText('Paramètres')).toBeNull();
    expect(screen.queryByText('Rapports')).toBeNull();
    expect(screen.queryByText('Catalogue de la boutique')).toBeNull();
  });
});
