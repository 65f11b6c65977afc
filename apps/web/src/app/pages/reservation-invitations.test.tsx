import type { Invitation } from '@fairway/contract/invitations.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { errorAnswer, requestsTo, type Handler } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';
import {
  IDS,
  detailFixture,
  inviteeDetailFixture,
  signedInApi,
} from '../../features/reservations/testing/reservation-fixtures.ts';

// The party lead's invitation panel on a reservation's detail (SPEC §2, §8).
const detailPath = `reservation/${IDS.upcoming}/history`;
const invitationsPath = `reservation/${IDS.upcoming}/friend-invitations`;
const ANN: Invitation = {
  _id: '0b7c1a52-5f44-4d1e-9a55-1c2d3e4f5a61',
  name: 'Ann',
  email: 'ann@friends.test',
  status: 'pending',
};
const BOB: Invitation = {
  _id: '0b7c1a52-5f44-4d1e-9a55-1c2d3e4f5a62',
  name: 'Bob',
  email: 'bob@friends.test',
  status: 'accepted',
};
const invitesOn = { 'booking-engine': { body: bookingEngineFixture({ user: { inviteAFriend: true } }) } };

/** GET answers `listed`; POST answers `onPost` (the list after sending by default). */
function invitationsHandler(listed: Invitation[], onPost?: Handler): Handler {
  return (request) => {
    if (request.method === 'POST' && onPost) return typeof onPost === 'function' ? onPost(request) : onPost;
    return { body: { invitations: listed } };
  };
}

async function openPanel() {
  const rendered = renderApp({ path: `/reservation/history/${IDS.upcoming}` });
  await waitForShell();
  const panel = await screen.findByTestId('invitations-panel');
  await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
  return { ...rendered, panel };
}

describe('invitation management for the party lead', () => {
  it('lists each invitation with its answer and invites a friend for the places left (players − 1)', async () => {
    const fetchMock = signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([BOB], { body: { invitations: [BOB, { ...ANN }] } }),
    });
    const { user, panel } = await openPanel();
    const [bob] = within(panel).getAllByTestId('invitation-item');
    expect(bob).toHaveTextContent('Bob');
    expect(bob).toHaveTextContent('Accepted');
    expect(within(bob!).queryByRole('button', { name: 'Resend the invitation to Bob' })).not.toBeInTheDocument();
    expect(
      within(panel).getByText('You can invite 1 more friend. Each gets an e-mail to accept or decline.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add another friend' })).not.toBeInTheDocument();

    await user.type(within(panel).getByLabelText('Name'), 'Ann');
    await user.type(within(panel).getByLabelText('E-mail'), 'ann@friends.test');
    await user.click(within(panel).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Invitation sent.');
    const [sent] = requestsTo(fetchMock, invitationsPath).filter((request) => request.method === 'POST');
    expect(await sent!.json()).toEqual({ invitations: [{ name: 'Ann', email: 'ann@friends.test' }] });
  });

  it('checks names and e-mails before sending, and focuses the first wrong field', async () => {
    const fetchMock = signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([]),
    });
    const { user, panel } = await openPanel();
    expect(within(panel).getByText('No friends invited yet.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add another friend' }));
    expect(
      within(panel)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Friend 1', 'Friend 2']);
    expect(within(panel).queryByRole('button', { name: 'Add another friend' })).not.toBeInTheDocument();
    await user.type(within(panel).getAllByLabelText('E-mail')[0]!, 'not-an-address');
    await user.click(within(panel).getByRole('button', { name: 'Send 2 invitations' }));
    expect(within(panel).getAllByText("Enter your friend's name.")).toHaveLength(2);
    expect(within(panel).getAllByText('Enter a valid e-mail address.')).toHaveLength(2);
    await waitFor(() => expect(within(panel).getAllByLabelText('Name')[0]).toHaveFocus());
    expect(requestsTo(fetchMock, invitationsPath).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says "Failed to send invitations." with the reason, and marks the fields a 400 names', async () => {
    signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([], {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            details: { issues: [{ path: ['invitations', '0', 'email'] }] },
          },
        },
      }),
    });
    const { user, panel } = await openPanel();
    await user.type(within(panel).getByLabelText('Name'), 'Ann');
    await user.type(within(panel).getByLabelText('E-mail'), 'ann@friends.test');
    await user.click(within(panel).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(panel).findByTestId('invitations-send-error');
    expect(alert.textContent).toMatch(/^Failed to send invitations\. /);
    expect(within(panel).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(panel).queryByText("Enter your friend's name.")).not.toBeInTheDocument();
  });

  it('refuses a friend twice in one batch before asking the server', async () => {
    const fetchMock = signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([]),
    });
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Add another friend' }));
    for (const [index, name] of ['Ann', 'Annie'].entries()) {
      await user.type(within(panel).getAllByLabelText('Name')[index]!, name);
      await user.type(within(panel).getAllByLabelText('E-mail')[index]!, 'Ann@Friends.test');
    }
    await user.click(within(panel).getByRole('button', { name: 'Send 2 invitations' }));
    expect(await within(panel).findByTestId('invitations-send-error')).toHaveTextContent(
      'Failed to send invitations. This friend has already been invited.',
    );
    expect(requestsTo(fetchMock, invitationsPath).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('resends a pending invitation, and says "Failed to cancel the invitation for …" when cancelling fails', async () => {
    const fetchMock = signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([ANN, BOB]),
      [`${invitationsPath}/${ANN._id}/resend`]: { body: ANN },
      [`${invitationsPath}/${ANN._id}`]: errorAnswer(409, 'CONFLICT'),
    });
    const { user, panel } = await openPanel();
    expect(within(panel).getByTestId('invitations-full')).toHaveTextContent(
      "Every other player's place has an invitation.",
    );
    await user.click(within(panel).getByRole('button', { name: 'Resend the invitation to Ann' }));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('Invitation sent again to Ann.');
    expect(requestsTo(fetchMock, `${invitationsPath}/${ANN._id}/resend`)[0]!.method).toBe('POST');
    await user.click(within(panel).getByRole('button', { name: 'Cancel the invitation for Ann' }));
    await waitFor(() =>
      expect(screen.getByTestId('reservation-toast')).toHaveTextContent(/^Failed to cancel the invitation for Ann\./),
    );
    expect(requestsTo(fetchMock, `${invitationsPath}/${ANN._id}`)[0]!.method).toBe('DELETE');
  });

  it('offers only what each invitation allows: no Cancel for a friend who paid their share, nothing for a declined one', async () => {
    const paid: Invitation = {
      ...BOB,
      _id: '0b7c1a52-5f44-4d1e-9a55-1c2d3e4f5a63',
      name: 'Cy',
      email: 'cy@friends.test',
      shareStatus: 'paid',
    };
    const declined: Invitation = {
      ...ANN,
      _id: '0b7c1a52-5f44-4d1e-9a55-1c2d3e4f5a64',
      name: 'Di',
      email: 'di@friends.test',
      status: 'declined',
    };
    signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: invitationsHandler([ANN, { ...BOB, shareStatus: 'open' }, paid, declined]),
    });
    const { panel } = await openPanel();
    const [ann, bob, cy, di] = within(panel).getAllByTestId('invitation-item');
    expect(
      within(ann!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resend', 'Cancel invitation']);
    expect(
      within(bob!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel invitation']);
    expect(within(cy!).queryAllByRole('button')).toEqual([]);
    expect(within(di!).queryAllByRole('button')).toEqual([]);
  });

  it('says "Failed to load invitations." when the list cannot be read', async () => {
    signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture() },
      [invitationsPath]: errorAnswer(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    expect(await screen.findByTestId('invitations-load-error')).toHaveTextContent('Failed to load invitations.');
  });

  it('names an accepted friend in their player slot', async () => {
    const detail = detailFixture();
    signedInApi({
      ...invitesOn,
      [detailPath]: {
        body: {
          ...detail,
          BookingSlots: detail.BookingSlots.map((slot) => (slot.slot === 2 ? { ...slot, name: 'Bob' } : slot)),
        },
      },
      [invitationsPath]: invitationsHandler([BOB]),
    });
    await openPanel();
    expect(screen.getAllByTestId('reservation-slot').map((slot) => slot.firstChild?.textContent)).toEqual([
      'Ann Golfer',
      'Bob',
      'Player 3',
    ]);
  });

  it.each([
    ['the course has invitations off', {}, detailFixture()],
    ['the round is past', invitesOn, detailFixture({ list: 'past' })],
    ['the golfer is an invited friend, not the booker', invitesOn, inviteeDetailFixture()],
  ])('is not offered when %s', async (_case, settings, detail) => {
    signedInApi({ ...settings, [detailPath]: { body: detail } });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    await screen.findByTestId('reservation-detail');
    expect(screen.queryByTestId('invitations-panel')).not.toBeInTheDocument();
  });
});
