import { describe, expect, it } from 'vitest';
import {
  freePartnerSlot,
  invitationBatchProblem,
  invitationsLeft,
  replyRefusal,
  REPLY_REFUSAL_STATUS,
  statusAfterReply,
} from './invitation-rules.ts';

const NY = 'America/New_York';

describe('invitation replies (SPEC §8 410/411/406)', () => {
  // 2026-07-10 08:00 EDT = 12:00 UTC.
  const before = new Date('2026-07-10T11:59:00Z');
  const at = new Date('2026-07-10T12:00:00Z');

  it('lets a pending invitation be answered before the tee time in the facility zone', () => {
    expect(replyRefusal('pending', '2026-07-10T08:00', NY, before)).toBeNull();
    expect(replyRefusal('pending', '2026-07-10T08:00', NY, at)).toBe('INVITATION_IN_PAST');
    expect(replyRefusal('pending', '2026-07-10T08:00', 'Europe/Paris', before)).toBe('INVITATION_IN_PAST');
  });

  it('refuses a second reply (410) and a revoked invitation (411), revocation first', () => {
    expect(replyRefusal('accepted', '2026-07-10T08:00', NY, before)).toBe('INVITATION_ALREADY_RESPONDED');
    expect(replyRefusal('declined', '2026-07-10T08:00', NY, before)).toBe('INVITATION_ALREADY_RESPONDED');
    expect(replyRefusal('revoked', '2026-07-10T08:00', NY, at)).toBe('INVITATION_REVOKED');
    expect(REPLY_REFUSAL_STATUS).toEqual({
      INVITATION_ALREADY_RESPONDED: 410,
      INVITATION_REVOKED: 411,
      INVITATION_IN_PAST: 406,
    });
  });

  it('maps a reply type to its status', () => {
    expect(statusAfterReply('accept')).toBe('accepted');
    expect(statusAfterReply('decline')).toBe('declined');
  });
});

describe('sending invitations (SPEC §1 up to players − 1)', () => {
  it('counts pending and accepted invitations against players − 1', () => {
    expect(invitationsLeft(4, [])).toBe(3);
    expect(
      invitationsLeft(4, [
        { status: 'pending' },
        { status: 'accepted' },
        { status: 'declined' },
        { status: 'revoked' },
      ]),
    ).toBe(1);
    expect(invitationsLeft(1, [])).toBe(0);
  });

  it('counts only the players still booked: a cancelled player frees no place for a friend', () => {
    // 3 booked, 1 cancelled: 2 players left, so 1 friend — not 2.
    expect(invitationsLeft(3, [], [3])).toBe(1);
    expect(invitationBatchProblem(3, 'lead@x.test', [], [{ email: 'a@x.test' }, { email: 'b@x.test' }], [3])).toBe(
      'INVITATION_LIMIT_EXCEEDED',
    );
    // An accepted friend whose slot was cancelled no longer holds a place.
    expect(invitationsLeft(4, [{ status: 'accepted', slot: 4 }], [4])).toBe(2);
    expect(invitationsLeft(4, [{ status: 'accepted', slot: 2 }], [4])).toBe(1);
    // A cancelled slot is never filled by an acceptance.
    expect(freePartnerSlot(3, [], [2])).toBe(3);
    expect(freePartnerSlot(3, [2], [3])).toBeNull();
  });

  it('refuses too many friends, the lead, and the same address twice (case-insensitive)', () => {
    const existing = [
      { email: 'Ann@x.test', status: 'pending' as const },
      { email: 'gone@x.test', status: 'revoked' as const },
    ];
    expect(
      invitationBatchProblem(4, 'lead@x.test', existing, [{ email: 'b@x.test' }, { email: 'gone@x.test' }]),
    ).toBeNull();
    expect(
      invitationBatchProblem(4, 'lead@x.test', existing, [
        { email: 'b@x.test' },
        { email: 'c@x.test' },
        { email: 'd@x.test' },
      ]),
    ).toBe('INVITATION_LIMIT_EXCEEDED');
    expect(invitationBatchProblem(4, 'lead@x.test', existing, [{ email: ' LEAD@x.test ' }])).toBe('INVITATION_SELF');
    expect(invitationBatchProblem(4, 'lead@x.test', existing, [{ email: 'ann@x.test' }])).toBe('INVITATION_DUPLICATE');
    expect(invitationBatchProblem(4, 'lead@x.test', [], [{ email: 'b@x.test' }, { email: 'B@x.test' }])).toBe(
      'INVITATION_DUPLICATE',
    );
  });

  it('fills the lowest unnamed partner slot, never the lead slot', () => {
    expect(freePartnerSlot(4, [])).toBe(2);
    expect(freePartnerSlot(4, [2, 4])).toBe(3);
    expect(freePartnerSlot(2, [2])).toBeNull();
    expect(freePartnerSlot(1, [])).toBeNull();
  });
});
