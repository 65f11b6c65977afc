import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../../test/fixtures.ts';
import { requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import {
  IDS,
  historyFixture,
  inviteeDetailFixture,
  inviteeSummaryFixture,
  signedInApi,
  summaryFixture,
} from '../testing/reservation-fixtures.ts';

// A friend who accepted the lead's invitation sees the round among their own reservations.
const detailPath = `reservation/${IDS.upcoming}/history`;
const invitesOn = { 'booking-engine': { body: bookingEngineFixture({ user: { inviteAFriend: true } }) } };

describe('a round the golfer was invited to', () => {
  it('is listed with who invited them and no money, next to their own bookings', async () => {
    const own = summaryFixture({
      ReservationID: IDS.today,
      confirmationNumber: 'HP-OWN01',
      teetime: '2026-11-29T08:00',
    });
    signedInApi({ 'reservation/history': { body: historyFixture([inviteeSummaryFixture(), own]) } });
    renderApp({ path: '/reservation/history' });
    await waitForShell();
    const upcoming = await screen.findByTestId('reservations-upcoming');
    const [invited, booked] = within(upcoming).getAllByTestId('reservation-card');
    expect(within(invited!).getByRole('link', { name: /Harbor Pines South/ })).toHaveAttribute(
      'href',
      `/reservation/history/${IDS.upcoming}`,
    );
    expect(within(invited!).getByTestId('reservation-invited-by')).toHaveTextContent('Invited by Ada');
    expect(within(invited!).getByTestId('reservation-players')).toHaveTextContent('3');
    expect(invited).toHaveTextContent('Weekend 18');
    expect(within(invited!).queryByTestId('reservation-paid')).not.toBeInTheDocument();
    expect(within(invited!).queryByTestId('reservation-due')).not.toBeInTheDocument();
    expect(invited).not.toHaveTextContent('$');
    expect(within(booked!).queryByTestId('reservation-invited-by')).not.toBeInTheDocument();
    expect(within(booked!).getByTestId('reservation-paid')).toHaveTextContent('$145.00');
  });

  it('opens read-only: the note, the round and its players, the calendar file; no money, notes, actions or invitations', async () => {
    const fetchMock = signedInApi({ ...invitesOn, [detailPath]: { body: inviteeDetailFixture() } });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    const detail = await screen.findByTestId('reservation-detail');
    expect(screen.getByRole('heading', { level: 1, name: 'Harbor Pines South' })).toBeInTheDocument();
    expect(screen.getByTestId('invitee-note')).toHaveTextContent(
      "You are playing in Ada's group. Only Ada can change or cancel this booking.",
    );
    expect(screen.getByTestId('detail-when')).toHaveTextContent('Sat, Nov 28, 2026, 9:00 AM EST');
    expect(screen.getByTestId('detail-players')).toHaveTextContent('3');
    expect(detail).toHaveTextContent('Weekend 18');
    expect(detail).toHaveTextContent('Riding');
    const players = within(screen.getByRole('region', { name: 'Players' }));
    expect(players.getAllByTestId('reservation-slot').map((slot) => slot.firstChild?.textContent)).toEqual([
      'Ada',
      'Grace Hopper',
      'Player 3',
    ]);
    expect(players.queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.getByTestId('calendar-download')).toBeInTheDocument();

    for (const hidden of [
      'reservation-invoice',
      'detail-paid',
      'detail-due',
      'reservation-notes',
      'reservation-add-ons',
      'cancel-panel',
      'cancel-closed',
      'check-in-panel',
      'check-in-closed',
    ]) {
      expect(screen.queryByTestId(hidden), hidden).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /check in/i })).not.toBeInTheDocument();
    expect(detail).not.toHaveTextContent('$');
    // The course allows invitations, yet only the booker manages them.
    expect(screen.queryByTestId('invitations-panel')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, `reservation/${IDS.upcoming}/friend-invitations`)).toHaveLength(0);
  });

  it('after the round, says who invited them and offers no calendar file', async () => {
    signedInApi({ [detailPath]: { body: inviteeDetailFixture({ list: 'past', status: 'checked-in' }) } });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    expect(await screen.findByTestId('invitee-note')).toHaveTextContent('Invited by Ada');
    expect(screen.queryByTestId('calendar-download')).not.toBeInTheDocument();
  });
});
