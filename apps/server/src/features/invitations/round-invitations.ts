import { invitationsClosedReason } from '@fairway/domain/invitations/invitation-actions';
import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { InvitedRound } from './invitations.repository.ts';
import { playerSlotsOf } from '../reservations/reservations.public.ts';

// The lead's invitation actions (invite, resend, cancel) end once the round is
// cancelled, has started, or every player still booked has checked in: the domain's one rule,
// which also hides the detail page's "Invite friends".

/** The round's player slots: cancelled (the whole round, or that player) and checked in. */
async function slotsOf(db: Database, round: InvitedRound) {
  const rows = await playerSlotsOf(db, round.reservationId);
  return Array.from({ length: round.players }, (_, index) => {
    const row = rows.find((entry) => entry.slot === index + 1);
    return { cancelled: round.status === 'cancelled' || Boolean(row?.cancelled), checkedIn: Boolean(row?.checkedIn) };
  });
}

/** Refuses an invitation action on a round that takes no more friends, with the reason the web shows. */
export async function requireInvitationsOpen(db: Database, round: InvitedRound, now: Date): Promise<void> {
  const reason = invitationsClosedReason({
    past: teeTimeInstant(round.teetime, round.timeZone) <= now.getTime(),
    slots: await slotsOf(db, round),
  });
  if (reason) throw new DomainError(reason);
}
