import { emailLookupKey } from '../session/email-identity.ts';
import { inviteeRefusal, roundStateOf } from './invitation-actions.ts';

/** SPEC §3 Invitation status. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The two replies an invitee can send through the mailed links (SPEC §7 PATCH /invitation/{inviteId}/{type}/{hash}/). */
export const INVITATION_REPLY_TYPES = ['accept', 'decline'] as const;
export type InvitationReplyType = (typeof INVITATION_REPLY_TYPES)[number];

/**
 * Why a reply is refused, mapped by the server to the SPEC §8 statuses:
 * 410 already responded, 411 revoked, 406 the round is in the past.
 */
export type ReplyRefusal = 'INVITATION_ALREADY_RESPONDED' | 'INVITATION_REVOKED' | 'INVITATION_IN_PAST';

/** SPEC §8 status for each refusal. */
export const REPLY_REFUSAL_STATUS: Readonly<Record<ReplyRefusal, number>> = {
  INVITATION_ALREADY_RESPONDED: 410,
  INVITATION_REVOKED: 411,
  INVITATION_IN_PAST: 406,
};

/**
 * Whether an invitee may reply now. Revocation wins over a past round (the lead took it back,
 * whatever the clock says); a second reply is refused whatever it says, so a link cannot flip an answer.
 */
export function replyRefusal(
  status: InvitationStatus,
  teetime: string,
  timeZone: string,
  now: Date,
): ReplyRefusal | null {
  return inviteeRefusal({ status, round: roundStateOf({ cancelled: false, teetime, timeZone }, now) });
}

/** The status an invitation takes after an accepted reply of the given type. */
export function statusAfterReply(type: InvitationReplyType): InvitationStatus {
  return type === 'accept' ? 'accepted' : 'declined';
}

/** Invitations that still hold or may take a partner slot. */
function isOpenInvitation(status: InvitationStatus): boolean {
  return status === 'pending' || status === 'accepted';
}

/**
 * SPEC §1: the lead invites up to (players still booked) − 1 friends; revoked and declined ones
 * free their place. A cancelled player frees nothing: their slot is gone, so it is not counted
 * among the players, and an invitation that held it no longer takes a place either.
 */
export function invitationsLeft(
  players: number,
  existing: readonly { status: InvitationStatus; slot?: number | null }[],
  cancelledSlots: readonly number[] = [],
): number {
  const cancelled = new Set(cancelledSlots.filter((slot) => slot >= 1 && slot <= players));
  const open = existing.filter(
    (invitation) => isOpenInvitation(invitation.status) && !(invitation.slot != null && cancelled.has(invitation.slot)),
  ).length;
  return Math.max(0, players - cancelled.size - 1 - open);
}

/**
 * Why a batch of new invitations is refused, or null: more friends than places left, the lead's
 * own address, or the same address twice (in the batch or among open invitations).
 */
export function invitationBatchProblem(
  players: number,
  leadEmail: string,
  existing: readonly { email: string; status: InvitationStatus; slot?: number | null }[],
  batch: readonly { email: string }[],
  cancelledSlots: readonly number[] = [],
): 'INVITATION_LIMIT_EXCEEDED' | 'INVITATION_SELF' | 'INVITATION_DUPLICATE' | null {
  if (batch.length > invitationsLeft(players, existing, cancelledSlots)) return 'INVITATION_LIMIT_EXCEEDED';
  const lead = emailLookupKey(leadEmail);
  const taken = new Set(
    existing
      .filter((invitation) => isOpenInvitation(invitation.status))
      .map((invitation) => emailLookupKey(invitation.email)),
  );
  for (const { email } of batch) {
    const address = emailLookupKey(email);
    if (address === lead) return 'INVITATION_SELF';
    if (taken.has(address)) return 'INVITATION_DUPLICATE';
    taken.add(address);
  }
  return null;
}

/** The partner slot (2..players) an accepted invitee fills: the lowest one neither named nor cancelled. */
export function freePartnerSlot(
  players: number,
  namedSlots: readonly number[],
  cancelledSlots: readonly number[] = [],
): number | null {
  const taken = new Set([...namedSlots, ...cancelledSlots]);
  for (let slot = 2; slot <= players; slot += 1) if (!taken.has(slot)) return slot;
  return null;
}
