import { describe, expect, it } from 'vitest';
import { INVITATION_STATUSES } from './invitation-rules.ts';
import {
  invitationsClosedReason,
  inviteeActions,
  inviteeRefusal,
  leadInvitationActions,
  leadRefusal,
  roundStateOf,
} from './invitation-actions.ts';

// An invitation's state decides the buttons on both sides and the server's refusals.
describe('roundStateOf', () => {
  const round = { cancelled: false, teetime: '2026-07-14T09:00', timeZone: 'America/New_York' };
  it('is open before the tee time in the course zone, past from it, cancelled whatever the clock', () => {
    expect(roundStateOf(round, new Date('2026-07-14T12:59:00Z'))).toBe('open');
    expect(roundStateOf(round, new Date('2026-07-14T13:00:00Z'))).toBe('past');
    expect(roundStateOf({ ...round, cancelled: true }, new Date('2026-07-01T00:00:00Z'))).toBe('cancelled');
  });
});

describe('what the invitee may do', () => {
  it('accepts or declines only a pending invitation of an open round', () => {
    expect(inviteeActions({ status: 'pending', round: 'open' })).toEqual(['accept', 'decline']);
    for (const status of INVITATION_STATUSES.filter((entry) => entry !== 'pending'))
      expect(inviteeActions({ status, round: 'open' })).toEqual([]);
    expect(inviteeActions({ status: 'pending', round: 'past' })).toEqual([]);
    expect(inviteeActions({ status: 'pending', round: 'cancelled' })).toEqual([]);
  });

  it('says why: withdrawn wins over answered and past; a cancelled round reads as withdrawn', () => {
    expect(inviteeRefusal({ status: 'revoked', round: 'past' })).toBe('INVITATION_REVOKED');
    expect(inviteeRefusal({ status: 'accepted', round: 'cancelled' })).toBe('INVITATION_REVOKED');
    expect(inviteeRefusal({ status: 'declined', round: 'open' })).toBe('INVITATION_ALREADY_RESPONDED');
    expect(inviteeRefusal({ status: 'pending', round: 'past' })).toBe('INVITATION_IN_PAST');
    expect(inviteeRefusal({ status: 'pending', round: 'open' })).toBeNull();
  });
});

describe('what the party lead may do', () => {
  it('resends a pending invitation and cancels a pending or accepted one', () => {
    expect(leadInvitationActions({ status: 'pending', round: 'open' })).toEqual(['resend', 'cancel']);
    expect(leadInvitationActions({ status: 'accepted', round: 'open' })).toEqual(['cancel']);
    expect(leadInvitationActions({ status: 'accepted', round: 'open', shareStatus: 'open' })).toEqual(['cancel']);
    expect(leadInvitationActions({ status: 'accepted', round: 'open', shareStatus: 'lead-charged' })).toEqual([
      'cancel',
    ]);
    expect(leadInvitationActions({ status: 'declined', round: 'open' })).toEqual([]);
    expect(leadInvitationActions({ status: 'revoked', round: 'open' })).toEqual([]);
  });

  it('does not cancel a friend who paid or is paying their share', () => {
    expect(leadInvitationActions({ status: 'accepted', round: 'open', shareStatus: 'paid' })).toEqual([]);
    expect(leadRefusal('cancel', { status: 'accepted', round: 'open', shareStatus: 'paying' })).toBe('SHARE_PAID');
  });

  it('changes nothing on a cancelled or started round', () => {
    expect(leadInvitationActions({ status: 'pending', round: 'past' })).toEqual([]);
    expect(leadRefusal('cancel', { status: 'pending', round: 'past' })).toBe('INVITATION_IN_PAST');
    expect(leadRefusal('resend', { status: 'pending', round: 'cancelled' })).toBe('RESERVATION_CANCELLED');
    expect(leadRefusal('resend', { status: 'declined', round: 'open' })).toBe('INVITATION_ALREADY_RESPONDED');
    expect(leadRefusal('cancel', { status: 'declined', round: 'open' })).toBe('INVITATION_ALREADY_RESPONDED');
  });
});

describe('whether the lead may still invite friends to a round', () => {
  const slot = (state: Partial<{ cancelled: boolean; checkedIn: boolean }> = {}) => ({
    cancelled: false,
    checkedIn: false,
    ...state,
  });

  it('stays open for an upcoming round with someone still to check in', () => {
    expect(invitationsClosedReason({ past: false, slots: [slot(), slot()] })).toBeNull();
    expect(invitationsClosedReason({ past: false, slots: [slot({ checkedIn: true }), slot()] })).toBeNull();
  });

  it('closes once every player still booked has checked in', () => {
    expect(
      invitationsClosedReason({ past: false, slots: [slot({ checkedIn: true }), slot({ checkedIn: true })] }),
    ).toBe('INVITATION_ROUND_CHECKED_IN');
    expect(
      invitationsClosedReason({ past: false, slots: [slot({ checkedIn: true }), slot({ cancelled: true })] }),
    ).toBe('INVITATION_ROUND_CHECKED_IN');
  });

  it('closes for a cancelled round and for one started or played', () => {
    expect(
      invitationsClosedReason({ past: false, slots: [slot({ cancelled: true }), slot({ cancelled: true })] }),
    ).toBe('RESERVATION_CANCELLED');
    expect(invitationsClosedReason({ past: true, slots: [slot(), slot()] })).toBe('INVITATION_IN_PAST');
  });
});
