import type { ErrorCode } from '@fairway/contract/errors.contract';

/** SPEC §8: 410 already answered, 411 revoked, 406 in the past; any other failure → contact the party lead. */
export function replyFailureKey(code: ErrorCode) {
  if (code === 'INVITATION_ALREADY_RESPONDED' || code === 'INVITATION_REVOKED' || code === 'INVITATION_IN_PAST')
    return `errors.${code}` as const;
  return 'invitations.reply.contactLead' as const;
}
