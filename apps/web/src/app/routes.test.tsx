import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSession } from '../test/account-fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderApp, waitForShell } from '../test/render-app.tsx';
import { ACCOUNT_TABS } from './pages/account-page.tsx';
import { SECTION_TITLES } from '../features/pro-profile/components/pro-profile-screen.tsx';
import {
  ACCOUNT_ROUTES,
  CART_ROUTES,
  CHECKOUT_ROUTES,
  INVITATION_ROUTES,
  RESERVATION_ROUTES,
  STORE_ROUTES,
} from './routes.tsx';

describe('routes', () => {
  it('covers every route of SPEC §2', () => {
    const specRoutes = [
      '/reservation/history',
      '/orders',
      '/orders/:orderId',
      '/store',
      '/login',
      '/login-with-golfid',
      '/signup',
      '/profile/reset-password',
      '/profile/verify-email',
      '/cart',
      '/checkout',
      '/confirmation',
      '/payment-authorization',
      '/invite',
      '/invite/declined',
    ];
    const built = [
      ...ACCOUNT_ROUTES,
      ...CART_ROUTES,
      ...CHECKOUT_ROUTES,
      ...RESERVATION_ROUTES,
      ...STORE_ROUTES,
      ...INVITATION_ROUTES,
    ]
      .map((route) => `/${route.path}`)
      // Beyond SPEC §2: a booking's detail and the guest's manage-booking link.
      .filter(
        (path) => path !== '/reservation/history/:id' && path !== '/reservation/manage' && path !== '/invite/confirmed',
      );
    expect(built.sort()).toEqual(specRoutes.sort());
    expect(Object.keys(ACCOUNT_TABS)).toEqual(['account', 'memberships', 'payments']);
    expect(Object.keys(SECTION_TITLES).sort()).toEqual(
      ['locations', 'profile', 'memberships', 'loyalty', 'credit-books', 'billing', 'orders', 'statements'].sort(),
    );
  });

  it.each([
    ['/signup', 'Create your account'],
    ['/cart', 'Shopping Cart'],
    ['/login', 'Sign in'],
  ])('%s is headed %s', async (path, heading) => {
    mockApi();
    renderApp({ path });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it.each(['/', '/search', '/teetimes'])('%s shows the tee-time page with the search', async (path) => {
    mockApi();
    renderApp({ path });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Tee Times' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('tee-time-search')).getByRole('heading', { level: 2, name: 'Find a tee time' }),
    ).toBeInTheDocument();
  });

  it('/invite/confirmed sends the golfer to / when no reservation is being viewed', async () => {
    mockApi();
    const { router } = renderApp({ path: '/invite/confirmed' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The router's location changes a render before the new page commits.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee Times' })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/account/settings', '/profile/nothing', '/course'])(
    '%s is a translated not-found page',
    async (path) => {
      mockApi();
      renderApp({ path });
      await waitForShell();
      // /profile/… is a lazy route: its not-found page shows once its chunk loaded.
      const notFound = await screen.findByTestId('not-found');
      expect(within(notFound).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(within(notFound).getByRole('link', { name: 'Back to tee times' })).toBeInTheDocument();
    },
  );

  it('shows the not-found page in French', async () => {
    mockApi();
    renderApp({ path: '/nope', language: 'fr' });
    await waitForShell();
    expect(within(screen.getByTestId('not-found')).getByRole('heading')).toHaveTextContent('Page introuvable');
  });
});

describe('page titles', () => {
  it.each([
    ['/', 'Tee Times'],
    ['/teetimes', 'Tee Times'],
    ['/search', 'Tee Times'],
    ['/login', 'Tee Times'],
    ['/signup', 'Sign Up'],
    ['/profile/reset-password', 'Reset Password'],
    ['/profile/verify-email', 'Verify Email'],
    ['/course/info', 'Course Info'],
    ['/invite', 'Invitation Reply'],
    ['/invite/declined', 'Invitation Replied'],
    ['/store', 'Store'],
    ['/cart', 'Shopping Cart'],
  ])(
    '%s is titled "%s"',
    async (path, title) => {
      mockApi();
      renderApp({ path });
      await waitForShell();
      // Lazy routes load their module first: generous under a full parallel run.
      await waitFor(() => expect(document.title).toBe(title), { timeout: 10_000 });
    },
    20_000,
  );

  // A signed-out visitor is sent to sign in once the session check settles, so the account tab's title is asserted signed in.
  it('/account/memberships is titled "Account" for a signed-in golfer and sends a visitor to sign in', async () => {
    mockApi({
      session: { body: { ...customerSession(), sessionToken: undefined } },
      'v2/profile/memberships': { body: [] },
    });
    const signedIn = renderApp({ path: '/account/memberships' });
    await waitForShell();
    expect(await screen.findByTestId('memberships-page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account'), { timeout: 10_000 });
    signedIn.unmount();
    mockApi();
    const visitor = renderApp({ path: '/account/memberships' });
    await waitForShell();
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
  }, 20_000);

  it('follows navigation and language', async () => {
    mockApi();
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    await user.click(screen.getByRole('link', { name: 'Course info' }));
    await waitFor(() => expect(document.title).toBe('Course Info'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(document.title).toBe('Platzinformationen'));
  });
});
