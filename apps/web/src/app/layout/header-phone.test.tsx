import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { customerSession, userFixture } from '../../test/account-fixtures.ts';
import { bookingEngineFixture, simulatorFacilitiesFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The header on a 390 px phone, the sign-in round trip's ?alias=, a simulator venue's title.

const allTabs = {
  body: bookingEngineFixture({
    identity: { activeTabs: ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS', 'STORE'] },
  }),
};
const signedIn = { body: { ...customerSession(), sessionToken: undefined } };

describe('header on a phone', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
    window.dispatchEvent(new Event('resize'));
  });

  it('keeps every tab and the account menu in the narrow header, in German too', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    mockApi({ 'booking-engine': allTabs, session: signedIn, profile: { body: userFixture() } });
    renderApp({ path: '/teetimes', language: 'de' });
    const shell = await waitForShell();
    expect(shell).toHaveAttribute('data-layout', 'narrow');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Abschlagzeiten', 'Platzinfo', 'Reservierungen', 'Bestellungen', 'Shop']);
    for (const link of within(nav).getAllByRole('link')) expect(link).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toBeVisible();
  });
});

describe('sign-in round trip', () => {
  it('keeps ?alias= on the header sign-in link and on the way back', async () => {
    mockApi({ 'profile/authenticate': { body: customerSession() }, profile: { body: userFixture() } });
    const { user, router } = renderApp({ path: '/course/info?alias=demo' });
    await waitForShell();
    const signIn = screen.getByTestId('sign-in-link');
    expect(signIn).toHaveAttribute('href', '/login?alias=demo');
    await user.click(signIn);
    await user.type(await screen.findByLabelText('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Fairway2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/course/info?alias=demo'),
      { timeout: 5000 },
    );
  });

  it('keeps ?alias= when a signed-in-only page sends a visitor to sign in', async () => {
    mockApi();
    const { router } = renderApp({ path: '/reservation/history?alias=demo' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?alias=demo');
    expect(router.state.location.state).toEqual({ from: '/reservation/history?alias=demo' });
  });

  it('goes home with the alias after signing in on /login?alias=demo with nowhere to return to', async () => {
    mockApi({ 'profile/authenticate': { body: customerSession() }, profile: { body: userFixture() } });
    const { user, router } = renderApp({ path: '/login?alias=demo' });
    await waitForShell();
    await user.type(await screen.findByLabelText('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Fairway2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?alias=demo'),
      { timeout: 5000 },
    );
  });
});

describe('simulator venue title', () => {
  it('titles the page as its tabs read: Times, then Venue Info, and Zeiten in German', async () => {
    mockApi({ facilities: { body: simulatorFacilitiesFixture() } });
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    await waitFor(() => expect(document.title).toBe('Times'));
    await user.click(screen.getByRole('link', { name: 'Venue Info' }));
    await waitFor(() => expect(document.title).toBe('Venue Info'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(document.title).toBe('Anlageninfo'));
    await user.click(screen.getByRole('link', { name: 'Zeiten' }));
    await waitFor(() => expect(document.title).toBe('Zeiten'));
  });
});
