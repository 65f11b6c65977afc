import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerSession } from '../../../test/account-fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const ID = '44444444-4444-4444-8444-444444444444';
const membership = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  membershipId: 3,
  facilityId: 1,
  name: 'Weekday Player',
  status: 'active',
  startDate: '2026-07-01',
  nextBillingDate: '2026-08-01',
  endDate: null,
  currencyCode: 'USD',
  paymentPlan: { price: 4900, initiationFee: 0, frequencyType: 'monthly', termMonths: null, renews: true },
  canCancel: true,
  cancellation: { accessEndsOn: '2026-12-02', refundCents: 0 },
  ...overrides,
});
const signedIn = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    'v2/profile/memberships': { body: [membership()] },
    ...routes,
  });

describe('/account/memberships', () => {
  it('lists status, price, next billing, and cancels after a confirmation', async () => {
    const fetchMock = signedIn({
      [`memberships/${ID}/cancel`]: {
        body: membership({ status: 'cancelled', nextBillingDate: null, canCancel: false }),
      },
    });
    renderApp({ path: '/account/memberships' });
    await waitForShell();
    const card = await screen.findByTestId('profile-membership');
    expect(card).toHaveTextContent('Weekday Player');
    expect(within(card).getByTestId('membership-status')).toHaveTextContent('Active');
    expect(card).toHaveTextContent('$49.00 per month');
    expect(card).toHaveTextContent('Next billing: Aug 1, 2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    const [cancel] = requestsTo(fetchMock, `memberships/${ID}/cancel`);
    expect(await cancel!.json()).toEqual({ gnFacilityId: 1 });
  });

  it('states when access ends and that nothing is refunded, before and after cancelling, and is keyboard usable', async () => {
    signedIn({
      [`memberships/${ID}/cancel`]: {
        body: membership({ status: 'cancelled', nextBillingDate: null, canCancel: false }),
      },
    });
    renderApp({ path: '/account/memberships' });
    await waitForShell();
    const card = await screen.findByTestId('profile-membership');
    const open = within(card).getByRole('button', { name: 'Cancel membership' });
    await userEvent.click(open);
    const confirm = within(card).getByRole('group', { name: 'Cancel Weekday Player?' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('Member access ends on Dec 2, 2026.');
    expect(confirm).toHaveTextContent('Nothing already paid is refunded, and no further payments are taken.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cancel membership' })).toHaveFocus());
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByTestId('membership-cancel-result')).toHaveTextContent(
      'Weekday Player is cancelled. Member access ended on Dec 2, 2026. Nothing was refunded.',
    );
  });

  it('says a refund the server makes, in the golfer’s language', async () => {
    signedIn({
      'v2/profile/memberships': {
        body: [membership({ cancellation: { accessEndsOn: '2026-12-02', refundCents: 1250 } })],
      },
    });
    renderApp({ path: '/account/memberships', language: 'fr' });
    await waitForShell();
    const card = await screen.findByTestId('profile-membership');
    await userEvent.click(within(card).getByRole('button', { name: 'Résilier l’abonnement' }));
    expect(within(card).getByTestId('membership-cancel-access')).toHaveTextContent(
      'Votre accès d’abonné prend fin le 2 déc. 2026.',
    );
    expect(within(card).getByTestId('membership-cancel-refund').textContent).toBe(
      '12,50\u00a0$US vous seront remboursés.',
    );
  });

  it('hides cancel when the settings do not allow it and shows the refusal text', async () => {
    signedIn({ 'v2/profile/memberships': { body: [membership({ canCancel: false })] } });
    renderApp({ path: '/account/memberships' });
    await waitForShell();
    const card = await screen.findByTestId('profile-membership');
    expect(within(card).queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it('says "Error when fetching memberships." on failure', async () => {
    signedIn({ 'v2/profile/memberships': errorAnswer(500, 'INTERNAL') });
    renderApp({ path: '/account/memberships' });
    await waitForShell();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error when fetching memberships.');
  });

  it('sends a visitor who is not signed in to sign in', async () => {
    mockApi();
    const { router } = renderApp({ path: '/account/memberships' });
    await waitForShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
