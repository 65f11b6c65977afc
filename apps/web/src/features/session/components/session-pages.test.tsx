import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { customerSession, userFixture } from '../../../test/account-fixtures.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { GOLF_ID_STATE_KEY } from './golf-id-button.tsx';

describe('/login', () => {
  it('signs in, sends the CSRF header and cookies, shows the customer tabs and goes to /', async () => {
    const fetchMock = mockApi({ 'profile/authenticate': { body: customerSession() } });
    const { user, router } = renderApp({ path: '/login' });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reservations' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Fairway2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [request] = requestsTo(fetchMock, 'profile/authenticate');
    expect(request!.headers.get('x-fairway-csrf')).toBe('1');
    expect(request!.credentials).toBe('include');
    expect(await request!.json()).toEqual({ username: 'ann@example.com', credentials: 'Fairway2026', type: 'basic' });
    expect(await screen.findByRole('link', { name: 'Reservations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the §8 locked-account message on 423, and checks the fields first', async () => {
    mockApi({ 'profile/authenticate': errorAnswer(423, 'ACCOUNT_LOCKED') });
    const { user } = renderApp({ path: '/login' });
    await waitForShell();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Wrong12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
    );
  });

  it('keeps the engine alias on its link to create an account', async () => {
    mockApi();
    renderApp({ path: '/login?alias=demo' });
    await waitForShell();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?alias=demo');
  });

  it('offers golf ID only when the engine enables it', async () => {
    mockApi();
    renderApp({ path: '/login' });
    await waitForShell();
    expect(screen.queryByTestId('golf-id-button')).not.toBeInTheDocument();
  });
});

describe('session restore', () => {
  it('restores a customer from the cookie at start-up (customer tabs), and a 401 leaves an anonymous visitor', async () => {
    mockApi({ session: { body: { ...customerSession(), sessionToken: undefined } } });
    renderApp({ path: '/' });
    await waitForShell();
    expect(screen.getByRole('link', { name: 'Reservations' })).toBeInTheDocument();
  });

  it('treats a 401 on restore as anonymous', async () => {
    mockApi({ session: errorAnswer(401, 'SESSION_EXPIRED', 'Session expired') });
    renderApp({ path: '/' });
    await waitForShell();
    expect(screen.getByTestId('sign-in-link')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reservations' })).not.toBeInTheDocument();
  });
});

describe('/signup', () => {
  it('validates, then shows the 409 message of §8', async () => {
    const fetchMock = mockApi({ profile: errorAnswer(409, 'PROFILE_EXISTS') });
    const { user } = renderApp({ path: '/signup' });
    await waitForShell();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Minimum of 8 characters in length; Minimum of 2 numeric characters; Minimum of 1 alpha [A-Z] character.',
      ).length,
    ).toBeGreaterThan(1);
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Golfer');
    await user.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Birdie2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A profile already exists for this e-mail address.');
    const [request] = requestsTo(fetchMock, 'profile');
    expect(await request!.json()).toMatchObject({ emailAddress: 'ann@example.com', firstName: 'Ann', language: 'en' });
  });

  it("shows the look-alike message for an address that reads like another account's", async () => {
    mockApi({ profile: errorAnswer(409, 'EMAIL_LOOKALIKE') });
    const { user } = renderApp({ path: '/signup' });
    await waitForShell();
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.type(screen.getByLabelText('Last name'), 'Golfer');
    await user.type(screen.getByLabelText('E-mail address'), '\uff41nn@example.com');
    await user.type(screen.getByLabelText('Password'), 'Birdie2024');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This e-mail address looks like another account's address. Please check it or sign in.",
    );
  });
});

describe('/profile/reset-password', () => {
  it('says there is no profile on 404, and that the link was sent on success', async () => {
    let status = 404;
    mockApi({
      'profile/password-reset': () =>
        status === 404 ? errorAnswer(404, 'PROFILE_NOT_FOUND') : { status: 202, body: { ok: true } },
    });
    const { user } = renderApp({ path: '/profile/reset-password' });
    await waitForShell();
    await user.type(screen.getByLabelText('E-mail address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no profile for this e-mail address.');
    status = 202;
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(
      'We sent a password reset link to nobody@example.com.',
    );
  });

  it('sets a new password with a valid link, and sends an invalid link back to ask again', async () => {
    mockApi({ 'profile/password-reset/good-token-123456': { body: { ok: true } } });
    const { user } = renderApp({ path: '/profile/reset-password?token=good-token-123456' });
    await waitForShell();
    await user.type(await screen.findByLabelText('New password'), 'Eagle2025x');
    await user.type(screen.getByLabelText('Confirm new password'), 'Eagle2025y');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Eagle2025x');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed.');
  });

  it('shows an expired link as invalid', async () => {
    mockApi({ 'profile/password-reset/old-token-1234567': errorAnswer(410, 'RESET_TOKEN_INVALID') });
    renderApp({ path: '/profile/reset-password?token=old-token-1234567' });
    await waitForShell();
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});

describe('/profile/verify-email', () => {
  it('verifies with the key of the link', async () => {
    const fetchMock = mockApi({ 'profile/email-verification': { body: { ok: true } } });
    renderApp({ path: '/profile/verify-email?key=abcdefghijklmnopqrstuvwxyz' });
    await waitForShell();
    expect(await screen.findByTestId('verify-success')).toHaveTextContent('Your e-mail address is verified.');
    expect(await requestsTo(fetchMock, 'profile/email-verification')[0]!.json()).toEqual({
      verificationKey: 'abcdefghijklmnopqrstuvwxyz',
    });
  });
});

describe('/login-with-golfid', () => {
  it('signs in with the returned token when the state key is the one issued', async () => {
    window.sessionStorage.setItem(GOLF_ID_STATE_KEY, 'state-1');
    const fetchMock = mockApi({
      'profile/authenticate': { body: { ...customerSession(), authenticationType: 'golfid' } },
    });
    const { router } = renderApp({
      path: '/login-with-golfid?beUsername=ann%40example.com&beGolfIdToken=tok&beStateKey=state-1',
    });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await requestsTo(fetchMock, 'profile/authenticate')[0]!.json()).toEqual({
      username: 'ann@example.com',
      credentials: 'tok',
      type: 'golfid',
      stateKey: 'state-1',
    });
  });

  it('refuses a state key other than the one issued', async () => {
    window.sessionStorage.setItem(GOLF_ID_STATE_KEY, 'state-1');
    const fetchMock = mockApi();
    renderApp({ path: '/login-with-golfid?beUsername=ann%40example.com&beGolfIdToken=tok&beStateKey=forged' });
    await waitForShell();
    expect(await screen.findByTestId('golf-id-error')).toHaveTextContent('Failed to login with GolfId.');
    expect(requestsTo(fetchMock, 'profile/authenticate')).toHaveLength(0);
  });
});

describe('/account/account', () => {
  it('sends an anonymous visitor to sign in, then back to the account', async () => {
    mockApi({ 'profile/authenticate': { body: customerSession() }, profile: { body: userFixture() } });
    const { user, router } = renderApp({ path: '/account/account' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The router's location changes a render before the new page commits.
    await user.type(await screen.findByLabelText('E-mail address'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Fairway2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Sign-in, then the profile load: two calls, give them time on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/account'), { timeout: 5000 });
    expect(await screen.findByTestId('profile-form', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('account-page')).getByText('Signed in as ann@example.com')).toBeInTheDocument();
  });
});

describe('an expired session', () => {
  it('sends the golfer to sign in with the §8 session-expired message', async () => {
    mockApi({
      session: { body: { ...customerSession(), sessionToken: undefined } },
      profile: errorAnswer(401, 'SESSION_EXPIRED', 'Session expired'),
    });
    const { router } = renderApp({ path: '/account/account' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    );
    expect(screen.queryByRole('link', { name: 'Reservations' })).not.toBeInTheDocument();
  });
});
