import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSession, userFixture } from '../../../test/account-fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

function signedIn(answer: NonNullable<Parameters<typeof mockApi>[0]>[string]) {
  return mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    profile: { body: userFixture() },
    'profile/sign-out-everywhere': answer,
  });
}

describe('sign out everywhere (account screen)', () => {
  it('ends every session of the account, then signs the golfer out here', async () => {
    const fetchMock = signedIn({ body: { ok: true, sessionsEnded: 3 } });
    const { user, router } = renderApp({ path: '/account/account' });
    await waitForShell();
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(screen.getByRole('heading', { name: 'Signed in on other devices?' })).toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [request] = requestsTo(fetchMock, 'profile/sign-out-everywhere');
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('x-fairway-csrf')).toBe('1');
    await router.navigate('/account/account');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('says so and keeps the golfer signed in when the call fails', async () => {
    signedIn(errorAnswer(503, 'SERVICE_UNAVAILABLE'));
    const { user, router } = renderApp({ path: '/account/account' });
    await waitForShell();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByTestId('sign-out-everywhere-error')).toHaveTextContent(
      'We could not sign you out everywhere. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/account/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
