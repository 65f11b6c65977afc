import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const INVITE_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const HASH = 'A'.repeat(43);
const ROUND = {
  invitation: { _id: INVITE_ID, name: 'Sam Friend', email: 'sam@example.com', status: 'pending' },
  courseName: 'Harbor Pines – South Course',
  teetime: '2037-11-28T08:00', // A round still ahead: a past one can no longer be answered.
  timeZone: 'America/New_York',
  leadFirstName: 'Grace',
};
const roundPath = `invitation/${INVITE_ID}/${HASH}/`;
const replyPath = (type: string) => `invitation/${INVITE_ID}/${type}/${HASH}/`;
const link = (type: string) => `/invite?alias=demo&inviteId=${INVITE_ID}&type=${type}&hash=${HASH}`;

describe('/invite (the invitee’s reply page)', () => {
  it('shows the round and, on accept, sends PATCH accept and opens /invite/confirmed', async () => {
    const fetchMock = mockApi({
      [roundPath]: { body: ROUND },
      [replyPath('accept')]: { body: { ...ROUND.invitation, status: 'accepted' } },
    });
    const { user } = renderApp({ path: link('accept') });
    await waitForShell();
    expect(await screen.findByTestId('invitation-round')).toHaveTextContent(
      'Grace invited you to play at Harbor Pines – South Course on Sat, Nov 28, 2037, 8:00 AM EST.',
    );
    await user.click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByTestId('invitation-confirmed')).toHaveTextContent("You accepted Grace's invitation");
    expect(requestsTo(fetchMock, replyPath('accept'))[0]!.method).toBe('PATCH');
  });

  it('on decline opens /invite/declined', async () => {
    mockApi({
      [roundPath]: { body: ROUND },
      [replyPath('decline')]: { body: { ...ROUND.invitation, status: 'declined' } },
    });
    const { user } = renderApp({ path: link('decline') });
    await waitForShell();
    await user.click(await screen.findByTestId('invitation-decline'));
    expect(await screen.findByTestId('invitation-declined')).toHaveTextContent("You declined Grace's invitation.");
  });

  it.each([
    [410, 'INVITATION_ALREADY_RESPONDED', 'Failed to accept an invite. This invitation has already been answered.'],
    [411, 'INVITATION_REVOKED', 'Failed to accept an invite. This invitation was withdrawn by the party lead.'],
    [406, 'INVITATION_IN_PAST', 'Failed to accept an invite. This round has already started or been played.'],
    [500, 'INTERNAL', 'Failed to accept an invite. Please contact the party lead.'],
  ])('a %s reply (%s) is explained and the page stays', async (status, code, text) => {
    mockApi({ [roundPath]: { body: ROUND }, [replyPath('accept')]: errorAnswer(status, code) });
    const { user } = renderApp({ path: link('accept') });
    await waitForShell();
    await user.click(await screen.findByTestId('invitation-accept'));
    expect(await screen.findByTestId('invitation-reply-error')).toHaveTextContent(text);
    expect(screen.getByTestId('invitation-reply-page')).toBeInTheDocument();
  });

  it.each([
    [
      'withdrawn',
      { invitation: { ...ROUND.invitation, status: 'revoked' } },
      'Grace withdrew this invitation, so there is nothing to answer.',
    ],
    ['declined', { invitation: { ...ROUND.invitation, status: 'declined' } }, 'You declined this invitation.'],
    [
      'on a cancelled round',
      { roundCancelled: true },
      'Grace cancelled this round, so the invitation can no longer be answered.',
    ],
    [
      'for a round already played',
      { teetime: '2020-05-02T08:00' },
      'This round has already started or been played, so the invitation can no longer be answered.',
    ],
  ])('an invitation %s says so and offers no Accept or Decline', async (_state, change, text) => {
    const fetchMock = mockApi({ [roundPath]: { body: { ...ROUND, ...change } } });
    renderApp({ path: link('accept') });
    await waitForShell();
    expect(await screen.findByTestId('invitation-closed')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tee time' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, replyPath('accept'))).toHaveLength(0);
  });

  it('a wrong or incomplete link says it is not valid', async () => {
    mockApi({ [roundPath]: errorAnswer(404, 'NOT_FOUND') });
    renderApp({ path: link('accept') });
    await waitForShell();
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent('This invitation link is not valid.');
  });
});
