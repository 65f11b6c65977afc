import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { proCustomerFixture } from '../../features/pro-profile/testing/pro-fixtures.ts';
import { customerSession, userFixture } from '../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { type Handler, errorAnswer, mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The account area of SPEC §2: three tabs, the golfer's alerts and member profile beside them.

const signedIn = { body: { ...customerSession(), sessionToken: undefined } };
const engine = (stored: Parameters<typeof bookingEngineFixture>[0] = {}) => ({ body: bookingEngineFixture(stored) });

function openAccount(path: string, routes: Record<string, Handler> = {}) {
  const fetchMock = mockApi({
    session: signedIn,
    profile: { body: userFixture() },
    'v2/profile/memberships': { body: [] },
    wallet: { body: [] },
    ...routes,
  });
  return { fetchMock, ...renderApp({ path }) };
}

const accountNav = () => screen.getByRole('navigation', { name: 'Account sections' });

describe('/account tabs', () => {
  it('links the three tabs of SPEC §2 and marks the current one with aria-current', async () => {
    openAccount('/account/account');
    await waitForShell();
    const nav = await screen.findByRole('navigation', { name: 'Account sections' });
    const tabs = within(nav).getAllByRole('link').slice(0, 3);
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Account', '/account/account'],
      ['Memberships', '/account/memberships'],
      ['Payment methods', '/account/payments'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Memberships' })).not.toHaveAttribute('aria-current');
  });

  it('moves between the tabs by keyboard, the current mark following', async () => {
    const { user, router } = openAccount('/account/account');
    await waitForShell();
    await screen.findByTestId('profile-form');
    within(accountNav()).getByRole('link', { name: 'Memberships' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/memberships'));
    expect(await screen.findByTestId('memberships-page')).toBeInTheDocument();
    expect(within(accountNav()).getByRole('link', { name: 'Memberships' })).toHaveAttribute('aria-current', 'page');
    expect(within(accountNav()).getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');

    await user.click(within(accountNav()).getByRole('link', { name: 'Payment methods' }));
    expect(await screen.findByTestId('payments-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account');
    expect(within(accountNav()).getByRole('link', { name: 'Payment methods' })).toHaveAttribute('aria-current', 'page');
  });

  it('links tee-time alerts where the engine offers them, and not where it does not', async () => {
    openAccount('/account/account', { 'booking-engine': engine({ featureFlags: { enableTeeTimeAlerts: true } }) });
    await waitForShell();
    expect(
      within(await screen.findByRole('navigation', { name: 'Account sections' })).getByRole('link', {
        name: 'Tee time alerts',
      }),
    ).toHaveAttribute('href', '/alerts');
  });

  it('has no alerts link where alerts are off', async () => {
    openAccount('/account/account');
    await waitForShell();
    expect(
      within(await screen.findByRole('navigation', { name: 'Account sections' })).queryByRole('link', {
        name: 'Tee time alerts',
      }),
    ).not.toBeInTheDocument();
  });

  it('links the member profile for a golfer with a pro account', async () => {
    openAccount('/account/memberships', {
      'booking-engine': engine({ proProfile: { enabled: true } }),
      'profile/pro/customer': { body: proCustomerFixture() },
    });
    await waitForShell();
    expect(
      await within(await screen.findByRole('navigation', { name: 'Account sections' })).findByRole('link', {
        name: 'Member profile',
      }),
    ).toHaveAttribute('href', '/profile');
  });

  it('has no member-profile link for a golfer without a member record, nor where the profile is off', async () => {
    const first = openAccount('/account/account', {
      'booking-engine': engine({ proProfile: { enabled: true } }),
      'profile/pro/customer': errorAnswer(404, 'NOT_FOUND'),
    });
    await waitForShell();
    await waitFor(() => expect(requestsTo(first.fetchMock, 'profile/pro/customer')).toHaveLength(1));
    await screen.findByTestId('profile-form');
    expect(within(accountNav()).queryByRole('link', { name: 'Member profile' })).not.toBeInTheDocument();
    first.unmount();

    const second = openAccount('/account/account', { 'profile/pro/customer': { body: proCustomerFixture() } });
    await waitForShell();
    await screen.findByTestId('profile-form');
    expect(within(accountNav()).queryByRole('link', { name: 'Member profile' })).not.toBeInTheDocument();
    expect(requestsTo(second.fetchMock, 'profile/pro/customer')).toHaveLength(0);
  });

  it.each(['/account/account', '/account/memberships', '/account/payments'])(
    'sends a visitor from %s?alias=demo to sign in and back, the alias kept',
    async (path) => {
      mockApi({
        'profile/authenticate': { body: customerSession() },
        profile: { body: userFixture() },
        'v2/profile/memberships': { body: [] },
        wallet: { body: [] },
      });
      const { user, router } = renderApp({ path: `${path}?alias=demo` });
      await waitForShell();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?alias=demo');
      await user.type(await screen.findByLabelText('E-mail address'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'Fairway2026');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(
        () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${path}?alias=demo`),
        { timeout: 5000 },
      );
    },
  );
});
