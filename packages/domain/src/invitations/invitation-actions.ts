import { teeTimeInstant } from '../reservations/reservation-lists.ts';
import { checkInProgressOf, type PlayerSlotState } from '../reservations/reservation-status.ts';
import type { InvitationStatus, ReplyRefusal } from './invitation-rules.ts';
import type { ShareStatus } from './share-statuses.ts';

// Which actions an invitation's state allows, for the invitee (accept, decline) and for
// the party lead (resend, cancel). The web shows only these buttons and the server refuses the
// rest with the same reasons, so a golfer never clicks a button that was bound to fail.

/** What the invitee can do through the mailed link. */
export type InviteeAction = 'accept' | 'decline';
/** What the party lead can do with one invitation on the reservation. */
export type LeadInvitationAction = 'resend' | 'cancel';

/** Whether the round still takes changes: open, cancelled, or already started or played. */
export type RoundState = 'open' | 'cancelled' | 'past';

export function roundStateOf(round: { cancelled: boolean; teetime: string; timeZone: string }, now: Date): RoundState {
  if (round.cancelled) return 'cancelled';
  return teeTimeInstant(round.teetime, round.timeZone) <= now.getTime() ? 'past' : 'open';
}

/** An invitation as the rules read it. */
export interface InvitationState {
  status: InvitationStatus;
  round: RoundState;
  /** The friend's share when the lead split the payment (null: the lead paid for everyone). */
  shareStatus?: ShareStatus | null;
}

/**
 * Why the invitee cannot reply, or null. A cancelled round reads as withdrawn (the friend's place
 * is gone with it); otherwise SPEC §8's order: withdrawn, already answered, in the past.
 */
export function inviteeRefusal(state: InvitationState): ReplyRefusal | null {
  if (state.round === 'cancelled') return 'INVITATION_REVOKED';
  if (state.status === 'revoked') return 'INVITATION_REVOKED';
  if (state.status !== 'pending') return 'INVITATION_ALREADY_RESPONDED';
  if (state.round === 'past') return 'INVITATION_IN_PAST';
  return null;
}

/** The replies the invitee's page offers: both while pending on an open round, else none. */
export function inviteeActions(state: InvitationState): readonly InviteeAction[] {
  return inviteeRefusal(state) ? [] : ['accept', 'decline'];
}

export type LeadRefusal =
  'RESERVATION_CANCELLED' | 'INVITATION_IN_PAST' | 'INVITATION_ALREADY_RESPONDED' | 'INVITATION_REVOKED' | 'SHARE_PAID';

/**
 * Why the lead cannot take an action on an invitation, or null.
 * - resend: only a pending invitation (an answered one has nothing to answer again).
 * - cancel: a pending or accepted one, unless the friend paid (or is paying) their share: that
 *   place is theirs, and cancelling their player (which refunds them) is the way to undo it.
 * Nothing changes on a cancelled round or once it has started.
 */
export function leadRefusal(action: LeadInvitationAction, state: InvitationState): LeadRefusal | null {
  if (state.round === 'cancelled') return 'RESERVATION_CANCELLED';
  if (state.round === 'past') return 'INVITATION_IN_PAST';
  if (state.status === 'revoked') return 'INVITATION_REVOKED';
  if (action === 'resend') return state.status === 'pending' ? null : 'INVITATION_ALREADY_RESPONDED';
  if (state.status === 'declined') return 'INVITATION_ALREADY_RESPONDED';
  if (state.shareStatus === 'paid' || state.shareStatus === 'paying') return 'SHARE_PAID';
  return null;
}

/** The buttons the lead's invitation list shows for one invitation. */
export function leadInvitationActions(state: InvitationState): readonly LeadInvitationAction[] {
  return (['resend', 'cancel'] as const).filter((action) => leadRefusal(action, state) === null);
}

// Whether the party lead may still invite friends to a round at all ("Invite friends" and
// resending an invitation), apart from what each invitation's own state allows.

/** Why the lead can no longer invite friends to a round (nor resend an invitation), in the API's error codes. */
export type InvitationsClosedReason = 'RESERVATION_CANCELLED' | 'INVITATION_IN_PAST' | 'INVITATION_ROUND_CHECKED_IN';

/** What the rule reads of a round: whether it has started or been played (on the server's clock), and its player slots. */
export interface InvitableRound {
  past: boolean;
  slots: readonly Pick<PlayerSlotState, 'cancelled' | 'checkedIn'>[];
}

/**
 * Why invitations are closed, or null while the lead may still invite: a cancelled round, one
 * that has started or been played, or one whose every player still booked has checked in (the
 * group is complete at the course). The detail page hides "Invite friends" by this rule and the
 * server refuses a send or a resend by it.
 */
export function invitationsClosedReason(round: InvitableRound): InvitationsClosedReason | null {
  const { checkedIn, players } = checkInProgressOf(round.slots);
  if (players === 0) return 'RESERVATION_CANCELLED';
  if (round.past) return 'INVITATION_IN_PAST';
  if (checkedIn === players) return 'INVITATION_ROUND_CHECKED_IN';
  return null;
}
