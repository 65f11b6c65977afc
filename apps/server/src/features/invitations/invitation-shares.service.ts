import type { SharePayment } from '@fairway/contract/invitations.contract';
import type { CardTokenResponse } from '@fairway/contract/wallet.contract';
import { isSharePayable } from '@fairway/domain/invitations/split-shares';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';
import { requireKey } from '../../shared/idempotency-key.ts';
import { isEngineOrigin } from '../facilities/facilities.public.ts';
import { cardTokenAnswer } from '../payments/payments.public.ts';
import { linkedInvitation, type InvitationCaller } from './invitations.service.ts';
import { payShare, shareForInvitee, shareReference } from './split-payment.service.ts';

// An invited friend paying their share through their invitation link.

/** The friend's invitation and share, when the friend accepted and the share can be paid now. */
async function payableInvitation(app: FastifyInstance, caller: InvitationCaller, inviteId: string, hash: string) {
  const invitation = await linkedInvitation(app.db, caller, inviteId, hash);
  const share =
    invitation.status === 'accepted' ? await shareForInvitee(app.db, invitation.reservationId, invitation.slot) : null;
  if (!share || !isSharePayable(share.status, new Date(share.deadline), caller.now))
    throw new DomainError('SHARE_NOT_PAYABLE');
  return invitation;
}

/** POST /invitation/{inviteId}/{hash}/share/payment-token: hosted card entry whose card only this invitation's share accepts. */
export async function shareCardToken(
  app: FastifyInstance,
  caller: InvitationCaller,
  inviteId: string,
  hash: string,
  originUrl: string,
): Promise<CardTokenResponse> {
  const invitation = await payableInvitation(app, caller, inviteId, hash);
  if (!isEngineOrigin(originUrl, caller.origin, caller.engine.allowedOrigins))
    throw new DomainError('BAD_REQUEST', 'originUrl must be on this application or an allowed host page');
  const checkout = await app.payments.createCardCheckout(shareReference(invitation.id), originUrl);
  return cardTokenAnswer(checkout);
}

/** POST /invitation/{inviteId}/{hash}/share (Idempotency-Key required): the friend pays their share; a replay of a paid key answers the paid share. */
export async function payInvitationShare(
  app: FastifyInstance,
  caller: InvitationCaller,
  inviteId: string,
  hash: string,
  rawKey: unknown,
  paymentToken: string,
): Promise<SharePayment> {
  const key = requireKey(rawKey);
  const invitation = await linkedInvitation(app.db, caller, inviteId, hash);
  return payShare(
    app,
    {
      id: invitation.id,
      reservationId: invitation.reservationId,
      slot: invitation.slot,
      name: invitation.name,
      status: invitation.status,
    },
    key,
    paymentToken,
    caller.now,
  );
}
