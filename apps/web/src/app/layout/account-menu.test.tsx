import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proCustomerFixture } from '../../features/pro-profile/testing/pro-fixtures.ts';
import { customerSession, userFixture } from '../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { type Handler, errorAnswer, mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The header's signed-in menu: the account tabs, tee-time alerts and the member profile.

const proEngine = {
  body: bookingEngineFixture({ proProfile: { enabled: true }, featureFlags: { enableTeeTimeAlerts: true } }),
};

function signedIn(routes: Record<string, Handler> = {}) {
  return mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    profile: { body: userFixture() },
    ...routes,
  });
}

const menuButton = () => screen.getByRole('button', { name: 'My account' });

describe('account menu', () => {
  it('opens on the My account button with the account tabs, alerts and (for a pro) the member profile', async () => {
    const fetchMock = signedIn({ 'booking-engine': proEngine, 'profile/pro/customer': { body: proCustomerFixture() } });
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Tee time alerts' })).not.toBeInTheDocument();
    // Nothing asked about a pro account before the menu opens.
    expect(requestsTo(fetchMock, 'profile/pro/customer')).toHaveLength(0);

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(await within(list).findByRole('link', { name: 'Member profile' })).toHaveAttribute('href', '/profile');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Account', '/account/account'],
      ['Memberships', '/account/memberships'],
      ['Payment methods', '/account/payments'],
      ['Tee time alerts', '/alerts'],
      ['Member profile', '/profile'],
    ]);
  });

  it('leaves the member profile out for a golfer without a pro account', async () => {
    const fetchMock = signedIn({ 'booking-engine': proEngine, 'profile/pro/customer': errorAnswer(404, 'NOT_FOUND') });
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    await user.click(menuButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'profile/pro/customer')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Tee time alerts' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Member profile' })).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on its button, and when a link is followed', async () => {
    signedIn();
    const { user, router } = renderApp({ path: '/teetimes' });
    await waitForShell();
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Payment methods' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('payments-page')).toBeInTheDocument();
  });

  it('closes when the golfer clicks elsewhere', async () => {
    signedIn();
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
