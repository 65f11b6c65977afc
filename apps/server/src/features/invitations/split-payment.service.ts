import type { SharePayment } from '@fairway/contract/invitations.contract';
import type { PaymentResult } from '@fairway/contract/payments.contract';
import { isSharePayable } from '@fairway/domain/invitations/split-shares';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PaymentShareRow, SplitPaymentRow } from '../../db/schema/invitations.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { findSplit, insertSplit, lockShare, sharesOf, updateShare, updateSplit } from './split-payment.repository.ts';
import { required } from '@fairway/domain/shared/required';

// Split payment per player: the shares a checkout opened, paid by invited friends
// through their links; what the deadline does with the rest lives in split-deadline.job.ts.

/** The merchant reference a friend's card is vaulted under. */
export const shareReference = (inviteId: string) => `share:${inviteId}`;

/** Records a split reservation's shares (the checkout port; in the booking transaction). */
export async function openSplit(
  tx: Database,
  input: {
    reservationId: string;
    bookingEngineId: number;
    deadline: Date;
    unpaidShares: SplitPaymentRow['unpaidShares'];
    currencyCode: string;
    leadCardToken: string | null;
    guaranteePaymentId: string | null;
    shares: { slot: number; amountCents: number }[];
  },
): Promise<void> {
  const guaranteeCents = input.guaranteePaymentId ? input.shares.reduce((sum, share) => sum + share.amountCents, 0) : 0;
  await insertSplit(
    tx,
    {
      reservationId: input.reservationId,
      bookingEngineId: input.bookingEngineId,
      deadline: input.deadline,
      unpaidShares: input.unpaidShares,
      currencyCode: input.currencyCode,
      leadCardToken: input.leadCardToken,
      guaranteePaymentId: input.guaranteePaymentId,
      guaranteeCents,
    },
    input.shares.map((share) => ({
      reservationId: input.reservationId,
      slot: share.slot,
      amountCents: share.amountCents,
    })),
  );
}

/** A share as the invite page and the lead's panel show it. */
export function toSharePayment(split: SplitPaymentRow, share: PaymentShareRow): SharePayment {
  return {
    slot: share.slot,
    amountCents: share.amountCents,
    currencyCode: split.currencyCode,
    status: share.status,
    paidBy: share.paidBy,
    deadline: split.deadline.toISOString(),
    unpaidShares: split.unpaidShares,
  };
}

/** The split of a reservation with its shares, or null when it was paid in one. */
export async function splitOf(
  db: Database,
  reservationId: string,
): Promise<{ split: SplitPaymentRow; shares: PaymentShareRow[] } | null> {
  const split = await findSplit(db, reservationId);
  return split ? { split, shares: await sharesOf(db, reservationId) } : null;
}

/** What an invitee's link can pay: the share of their slot once accepted, else the share a slot would cost. */
export async function shareForInvitee(
  db: Database,
  reservationId: string,
  slot: number | null,
): Promise<SharePayment | null> {
  const found = await splitOf(db, reservationId);
  if (!found) return null;
  const share =
    slot === null
      ? found.shares.find((entry) => entry.status === 'open')
      : found.shares.find((entry) => entry.slot === slot);
  return share ? toSharePayment(found.split, share) : null;
}

/** The share a friend who accepted pays, locked with its split; SHARE_NOT_PAYABLE when it is not theirs to pay now. */
async function claimableShare(tx: Database, reservationId: string, slot: number | null, now: Date) {
  const split = await findSplit(tx, reservationId, true);
  const share = split && slot !== null ? await lockShare(tx, reservationId, slot) : undefined;
  if (!split || !share) throw new DomainError('SHARE_NOT_PAYABLE');
  return { split, share, payable: isSharePayable(share.status, split.deadline, now) };
}

export interface ShareInvitation {
  id: string;
  reservationId: string;
  slot: number | null;
  name: string;
  status: string;
}

/** Answers a payment: the share paid, or the processor's refusal as the golfer reads it. */
function refusal(payment: PaymentResult): DomainError {
  if (payment.status === 'redirect_required')
    return new DomainError(
      'PAYMENT_DECLINED',
      'The card payment needs an authentication this form cannot do. Please use another card.',
      { declineCode: 'authentication_required' },
    );
  return new DomainError('PAYMENT_DECLINED', undefined, { declineCode: payment.declineCode });
}

/**
 * Pays an accepted friend's share with the card they entered in the hosted frame. The share is
 * claimed under its row lock first (a second request, whatever its key, finds it taken), then
 * authorised and captured with keys of the share and the request, so a retry charges once. A
 * replay of a paid request's key answers the paid share. Afterwards, when no share is left to
 * pay, the guarantee on the lead's card is voided.
 */
export async function payShare(
  app: FastifyInstance,
  invitation: ShareInvitation,
  key: string,
  paymentToken: string,
  now: Date,
): Promise<SharePayment> {
  if (invitation.status !== 'accepted') throw new DomainError('SHARE_NOT_PAYABLE');
  const card = await app.payments.cardOfCheckout(paymentToken, shareReference(invitation.id));
  if (!card)
    throw new DomainError(
      'PAYMENT_TOKEN_INVALID',
      'The card entry has expired or was not completed; please enter the card again',
    );
  const claimed = await app.db.transaction(async (tx) => {
    const { split, share, payable } = await claimableShare(tx, invitation.reservationId, invitation.slot, now);
    if (share.payKey === key && share.status === 'paid') return { split, share, replay: true };
    if (!payable) throw new DomainError('SHARE_NOT_PAYABLE');
    const claimedShare = await updateShare(tx, share.id, {
      status: 'paying',
      payKey: key,
      claimedAt: now,
      invitationId: invitation.id,
      paidBy: invitation.name,
      cardToken: card.token,
      cardBrand: card.brand,
      cardLastFour: card.lastFour,
    });
    return { split, share: claimedShare, replay: false };
  });
  if (claimed.replay) return toSharePayment(claimed.split, claimed.share);
  const paid = await chargeShare(app, claimed.share, now);
  await voidGuaranteeWhenAllPaid(app, invitation.reservationId);
  return toSharePayment(claimed.split, paid);
}

/** Authorises and captures a claimed share (keys of the share and its claim, so a recovery repeats the same calls); reopens it when refused. */
export async function chargeShare(app: FastifyInstance, share: PaymentShareRow, now: Date): Promise<PaymentShareRow> {
  const split = required(await findSplit(app.db, share.reservationId), "a share's split payment");
  // The claim's payment operation: a refusal or failure releases what it holds (a
  // void the processor refuses now is retried by the payment-compensation job).
  const operation = paymentOperation(app, operationId('share', `${share.id}:${share.payKey}`), {
    engineId: split.bookingEngineId,
  });
  const reopen = () =>
    updateShare(app.db, share.id, { status: 'open', payKey: null, claimedAt: null, paidBy: null, invitationId: null });
  let payment: PaymentResult;
  try {
    payment = await operation.authorize('authorize', {
      cardToken: required(share.cardToken, "a claimed share's card token"),
      amountCents: share.amountCents,
      currency: split.currencyCode,
      returnUrl: 'about:blank',
    });
    if (payment.status === 'authorized') payment = await operation.capture('capture', payment.paymentId);
  } catch (error) {
    await operation.compensate();
    await reopen();
    throw error;
  }
  if (payment.status !== 'captured') {
    await operation.compensate();
    await reopen();
    throw refusal(payment);
  }
  return updateShare(app.db, share.id, { status: 'paid', paymentId: payment.paymentId, paidAt: now });
}

/** The split's own operation (the guarantee's void, the deadline's charge): keys `split:<reservation>:<step>`. */
export function splitOperation(
  app: FastifyInstance,
  split: Pick<SplitPaymentRow, 'reservationId' | 'bookingEngineId'>,
) {
  return paymentOperation(app, operationId('split', split.reservationId), { engineId: split.bookingEngineId });
}

/**
 * Voids the lead's guarantee once every share is paid or gone (nothing left for it to cover); a
 * void the processor fails is the payment-compensation job's to finish, so the split no longer
 * counts on the guarantee either way.
 */
async function voidGuaranteeWhenAllPaid(app: FastifyInstance, reservationId: string): Promise<void> {
  const found = await splitOf(app.db, reservationId);
  if (!found?.split.guaranteePaymentId || found.split.guaranteeCents === 0) return;
  if (found.shares.some((share) => share.status === 'open' || share.status === 'paying')) return;
  await splitOperation(app, found.split).giveBack({
    step: 'guarantee.void',
    action: 'void',
    paymentId: found.split.guaranteePaymentId,
  });
  await updateSplit(app.db, reservationId, { guaranteeCents: 0 });
}

/** A refund owed to whoever paid a cancelled player's share. */
export interface ShareRefund {
  shareId: string;
  paymentId: string;
  amountCents: number;
}

/**
 * Cancelling players of a split reservation (in the cancellation's transaction): an open share is
 * no longer due; a share a friend paid, or the lead was charged for at the deadline, is refunded
 * its player's refundable part to that payment. A share being paid at this very moment refuses
 * the cancellation (try again in a moment). Returns the slots the lead paid for, or null.
 */
export async function cancelShares(
  tx: Database,
  input: { reservationId: string; slots: number[]; refundable: ReadonlyMap<number, number>; now: Date },
): Promise<{ bookerSlots: number[]; refunds: ShareRefund[] } | null> {
  const split = await findSplit(tx, input.reservationId, true);
  if (!split) return null;
  const shares = new Map((await sharesOf(tx, input.reservationId)).map((share) => [share.slot, share]));
  const bookerSlots: number[] = [];
  const refunds: ShareRefund[] = [];
  for (const slot of input.slots) {
    const share = shares.get(slot);
    if (!share) {
      bookerSlots.push(slot);
      continue;
    }
    if (share.status === 'paying') throw new DomainError('CHECKOUT_IN_PROGRESS');
    if (share.status === 'paid' || share.status === 'lead-charged') {
      const amountCents = Math.min(input.refundable.get(slot) ?? 0, share.amountCents - share.refundedCents);
      if (amountCents > 0 && share.paymentId)
        refunds.push({ shareId: share.id, paymentId: share.paymentId, amountCents });
      await updateShare(tx, share.id, { status: 'cancelled', refundedCents: share.refundedCents + amountCents });
    } else if (share.status === 'open') await updateShare(tx, share.id, { status: 'cancelled' });
  }
  return { bookerSlots, refunds };
}

/** After a cancellation committed: each share's refund (keyed by share and cancellation), then the guarantee voided when nothing is left for it. */
export async function refundCancelledShares(
  app: FastifyInstance,
  reservationId: string,
  eventId: number,
  refunds: ShareRefund[],
): Promise<void> {
  const split = await findSplit(app.db, reservationId);
  for (const refund of refunds) {
    // One operation per share and cancellation; a refund the processor fails is retried by the payment-compensation job.
    const operation = paymentOperation(app, operationId('share-refund', `${refund.shareId}:${eventId}`), {
      engineId: split?.bookingEngineId ?? null,
    });
    await operation.giveBack({
      step: 'refund',
      action: 'refund',
      paymentId: refund.paymentId,
      amountCents: refund.amountCents,
    });
  }
  await voidGuaranteeWhenAllPaid(app, reservationId);
}
