import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerSession, userFixture } from '../../../test/account-fixtures.ts';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

function signedIn(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    profile: { body: userFixture() },
    ...routes,
  });
}

async function openAccount() {
  const rendered = renderApp({ path: '/account/account' });
  await waitForShell();
  await screen.findByTestId('profile-form');
  return rendered;
}

describe('profile form (SPEC §5)', () => {
  it('shows each rule message, clears a field error on edit, and says "Some of the fields are invalid"', async () => {
    const fetchMock = signedIn();
    const { user } = await openAccount();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByTestId('profile-error')).toHaveTextContent('Some of the fields are invalid');
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last name'), 'Hopper');

    const facility = screen.getByTestId('opt-ins-101');
    await user.click(within(facility).getByTestId('sms-opt-in'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('If SMS is opted in, a valid phone number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '555-0142');
    expect(screen.queryByText('If SMS is opted in, a valid phone number is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('A valid phone number is required 555-0142')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'v2/profile')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 (910) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'v2/profile')).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'v2/profile')[0]!.json()).toEqual({
      emailAddress: 'ann@example.com',
      profileDetails: {
        firstName: 'Grace',
        lastName: 'Hopper',
        phoneNumber: '+1 (910) 555-0142',
        facilities: [
          { gnFacilityId: 101, marketing: { smsOptIn: true, emailOptIn: false }, transactional: { smsOptIn: false } },
          { gnFacilityId: 102, marketing: { smsOptIn: false, emailOptIn: false }, transactional: { smsOptIn: false } },
        ],
      },
    });
  });

  it('shows the §9 opt-in and privacy texts per facility, and the SMS terms dialog', async () => {
    signedIn();
    const { user } = await openAccount();
    const facility = screen.getByTestId('opt-ins-101');
    expect(
      within(facility).getByLabelText('I would like to receive e-mail news and offers from Championship Course.'),
    ).toBeInTheDocument();
    expect(
      within(facility).getByText('Please contact Championship Course for a copy of their privacy policy'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SMS terms' }));
    const dialog = screen.getByRole('dialog', { name: 'SMS terms and conditions' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SMS terms' })).toHaveFocus();
  });

  it('shows an update failure above the form, and Cancel restores the saved values', async () => {
    signedIn({ 'v2/profile': errorAnswer(500, 'INTERNAL') });
    const { user } = await openAccount();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('Failed to update profile.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
    expect(screen.queryByTestId('profile-error')).not.toBeInTheDocument();
  });

  it('saves and says so; signing out goes to / with the visitor tabs', async () => {
    signedIn({
      'v2/profile': { body: userFixture({ name: { given: 'Ann', family: 'Golfer', formatted: 'Ann Golfer' } }) },
      'profile/deauthenticate': { body: { ok: true } },
    });
    const { user, router } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByTestId('profile-saved')).toHaveTextContent('Your profile has been updated.');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('sign-in-link')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reservations' })).not.toBeInTheDocument();
  });

  it('loads no profile data for a guest (SPEC §6)', async () => {
    const fetchMock = mockApi({
      session: {
        body: {
          kind: 'guest',
          guestEmailAddress: 'g@example.com',
          guestName: { first: 'G', last: 'H' },
          guestPhone: null,
        },
      },
    });
    const { router } = renderApp({ path: '/account/account' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requestsTo(fetchMock, 'profile')).toHaveLength(0);
  });
});

describe('/unsubscribe', () => {
  it('turns e-mail news off with the signed link, or says it failed', async () => {
    const fetchMock = mockApi({ 'user/u-1/email/unsubscribe': { body: { ok: true } } });
    renderApp({ path: '/unsubscribe?userId=u-1&version=1&signature=sig-0123456789abcdef' });
    await waitForShell();
    expect(await screen.findByTestId('unsubscribe-success')).toHaveTextContent(
      'You will no longer receive e-mail news and offers.',
    );
    const [request] = requestsTo(fetchMock, 'user/u-1/email/unsubscribe');
    expect(request!.method).toBe('PUT');
    expect(new URL(request!.url).searchParams.get('signature')).toBe('sig-0123456789abcdef');
  });

  it('shows the §8 failure text', async () => {
    mockApi({ 'user/u-1/email/unsubscribe': errorAnswer(404, 'NOT_FOUND') });
    renderApp({ path: '/unsubscribe?userId=u-1&version=1&signature=forged-signature-00' });
    await waitForShell();
    expect(await screen.findByTestId('unsubscribe-failure')).toHaveTextContent('Failed to unsubscribe email');
  });
});

describe('rewards program', () => {
  it('enrols per facility when the engine offers it, and shows the §8 failure message', async () => {
    let fail = true;
    const enrolled = userFixture({
      facilityCustomers: {
        'pv-championship': {
          gnFacilityId: 101,
          emailOptIn: false,
          smsOptIn: false,
          transactionalSmsOptedIn: false,
          rewardsProgramEnrolled: true,
        },
      },
    });
    signedIn({
      'booking-engine': {
        body: bookingEngineFixture({
          checkout: { optIn: { rewardsProgram: { enabled: true, message: 'Earn points on every round.' } } },
        }),
      },
      'profile/rewards-program': () => (fail ? errorAnswer(409, 'REWARDS_ENROLLMENT_FAILED') : { body: enrolled }),
    });
    const { user } = await openAccount();
    const rewards = screen.getByTestId('rewards-program');
    expect(within(rewards).getByText('Earn points on every round.')).toBeInTheDocument();
    await user.click(within(rewards).getByRole('button', { name: 'Join the rewards program at Championship Course' }));
    expect(await screen.findByTestId('rewards-error')).toHaveTextContent(
      'Rewards program enrollment was unsuccessful.',
    );
    fail = false;
    await user.click(within(rewards).getByRole('button', { name: 'Join the rewards program at Championship Course' }));
    expect(await within(rewards).findByText('Enrolled')).toBeInTheDocument();
  });

  it('is hidden when the engine has no rewards program', async () => {
    signedIn();
    await openAccount();
    expect(screen.queryByTestId('rewards-program')).not.toBeInTheDocument();
  });
});
