import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { InvitationsPanel } from '../../features/invitations/components/invitations-panel.tsx';
import { ManageBookingPage } from '../../features/reservations/components/manage-booking-page.tsx';
import { ReservationDetailPage } from '../../features/reservations/components/reservation-detail-page.tsx';
import type { InvitationsSlot } from '../../features/reservations/components/reservation-detail.tsx';
import { ReservationsPage } from '../../features/reservations/components/reservations-page.tsx';
import { selectCustomer } from '../../features/session/slices/session-slice.ts';
import { useGetWalletQuery } from '../../features/wallet/api/wallet-api.ts';
import { SignedInOnly } from './signed-in-only.tsx';

// The reservation screens, loaded lazily with their route: the history and a
// booking's detail for signed-in golfers (not guests, SPEC §6), the manage page for guests.

/** /reservation/history. */
export function ReservationsRoutePage() {
  return (
    <SignedInOnly>
      <ReservationsPage />
    </SignedInOnly>
  );
}

const invitationsPanel: InvitationsSlot = (reservation, notify) => (
  <InvitationsPanel reservation={reservation} notify={notify} />
);

function DetailWithCards() {
  const customer = useSelector(selectCustomer);
  const wallet = useGetWalletQuery(customer ? undefined : skipToken);
  const inviteAFriend = useBookingEngine().data?.settings.user.inviteAFriend ?? false;
  return (
    <ReservationDetailPage savedCards={wallet.data ?? []} invitations={inviteAFriend ? invitationsPanel : undefined} />
  );
}

/** /reservation/history/:id, with the golfer's saved cards for pay-and-check-in and, where the course allows it, the lead's invitations. */
export function ReservationDetailRoutePage() {
  return (
    <SignedInOnly>
      <DetailWithCards />
    </SignedInOnly>
  );
}

/** /reservation/manage. */
export function ManageBookingRoutePage() {
  return <ManageBookingPage />;
}
