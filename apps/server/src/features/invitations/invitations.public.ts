// What other areas and the composition root (app.ts) may use of invitations: the only file of
// features/invitations/ they import (scripts/eslint/feature-boundaries.js).

export { invitationsArea } from './invitations.area.ts';
export {
  acceptedFriendsToTell,
  acceptedInvitationFor,
  acceptedInviteesOf,
  reservationIdsAcceptedBy,
} from './invitations.repository.ts';
export { cancelShares, openSplit, refundCancelledShares } from './split-payment.service.ts';
export { splitsOfReservations } from './split-payment.repository.ts';
export { reservationIdsWithSharesPaidBetween } from './shares-paid-between.repository.ts';
export { acceptedInviteeContactsOf } from './invitee-contacts.repository.ts';
