import { describe, expect, it } from 'vitest';
import { invitationReplyParamsSchema, sendInvitationsBodySchema } from './invitations.contract.ts';

describe('invitations contract', () => {
  it('reads friends with a trimmed name and a normalised e-mail, and refuses bad lists', () => {
    expect(sendInvitationsBodySchema.parse({ invitations: [{ name: ' Ann ', email: 'Ann@Example.test' }] })).toEqual({
      invitations: [{ name: 'Ann', email: 'ann@example.test' }],
    });
    for (const bad of [
      { invitations: [] },
      { invitations: [{ name: '', email: 'a@b.test' }] },
      { invitations: [{ name: 'A', email: 'nope' }] },
      {},
    ]) {
      expect(sendInvitationsBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts only accept/decline replies with a full-length hash', () => {
    const inviteId = '7d9f0c2e-5b1a-4c3d-9e8f-0a1b2c3d4e5f';
    const hash = 'A'.repeat(43);
    expect(invitationReplyParamsSchema.safeParse({ inviteId, type: 'accept', hash }).success).toBe(true);
    expect(invitationReplyParamsSchema.safeParse({ inviteId, type: 'decline', hash }).success).toBe(true);
    expect(invitationReplyParamsSchema.safeParse({ inviteId, type: 'maybe', hash }).success).toBe(false);
    expect(invitationReplyParamsSchema.safeParse({ inviteId, type: 'accept', hash: 'short' }).success).toBe(false);
    expect(invitationReplyParamsSchema.safeParse({ inviteId: 'x', type: 'accept', hash }).success).toBe(false);
  });
});
