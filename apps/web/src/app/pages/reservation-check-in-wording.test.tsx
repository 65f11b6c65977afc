import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';
import {
  IDS,
  detailFixture,
  historyFixture,
  signedInApi,
  summaryFixture,
} from '../../features/reservations/testing/reservation-fixtures.ts';

// A round with some players checked in reads "1 of 2 checked in" on the list and the
// detail (the domain's status and count), and a fully checked-in round offers no "Invite friends".
const detailPath = `reservation/${IDS.upcoming}/history`;
const invitationsPath = `reservation/${IDS.upcoming}/friend-invitations`;
const invitesOn = { 'booking-engine': { body: bookingEngineFixture({ user: { inviteAFriend: true } }) } };
const slot = (number: number, status: 'booked' | 'checked-in') => ({
  slot: number,
  status,
  paid: true,
  dueAtCourse: 0,
  refundable: 0,
  name: null,
  shareDueBy: null,
});
const partlyIn = {
  status: 'partially-checked-in' as const,
  totalPlayers: 2,
  BookingSlots: [slot(1, 'checked-in'), slot(2, 'booked')],
};
const allIn = {
  status: 'checked-in' as const,
  totalPlayers: 2,
  BookingSlots: [slot(1, 'checked-in'), slot(2, 'checked-in')],
};

describe('a round partly checked in', () => {
  it('reads "1 of 2 checked in" in the list, never "Booked"', async () => {
    signedInApi({ 'reservation/history': { body: historyFixture([summaryFixture(partlyIn)]) } });
    renderApp({ path: '/reservation/history' });
    await waitForShell();
    const card = within(await screen.findByTestId('reservations-upcoming')).getByTestId('reservation-card');
    expect(within(card).getByTestId('reservation-status')).toHaveTextContent(/^1 of 2 checked in$/);
  });

  it('reads the partial state on the detail, in French too, and still lets the lead invite', async () => {
    signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture(partlyIn) },
      [invitationsPath]: { body: { invitations: [], shares: [] } },
    });
    renderApp({ path: `/reservation/history/${IDS.upcoming}`, language: 'fr' });
    await waitForShell();
    await screen.findByTestId('reservation-detail');
    expect(screen.getByTestId('reservation-status').textContent).toBe('Enregistrés\u00a0: 1 sur 2');
    expect(await screen.findByTestId('invitations-panel')).toBeInTheDocument();
  });

  it('reads "Checked in" once every player has, and offers no invitations', async () => {
    signedInApi({
      ...invitesOn,
      [detailPath]: { body: detailFixture(allIn) },
      [invitationsPath]: { body: { invitations: [], shares: [] } },
    });
    renderApp({ path: `/reservation/history/${IDS.upcoming}` });
    await waitForShell();
    await screen.findByTestId('reservation-detail');
    expect(screen.getByTestId('reservation-status')).toHaveTextContent(/^Checked in$/);
    await waitFor(() => expect(screen.getByTestId('reservation-slots')).toBeInTheDocument());
    expect(screen.queryByTestId('invitations-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});
