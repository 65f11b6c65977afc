import type { FastifyInstance } from 'fastify';
import type { SplitPaymentRow } from '../../db/schema/invitations.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { findRound } from './invitations.repository.ts';
import { splitDeadlineMail } from './split-deadline-mail.ts';
import { chargeShare, type SplitPaymentPorts } from './split-payment.service.ts';
import { claimDueSplits, findSplit, sharesOf, updateShares, updateSplit } from './split-payment.repository.ts';

export const SPLIT_DEADLINE_JOB = 'invitations.split-deadline';
const EVERY_MS = 30_000;
// A claim older than this belongs to a process that died: another pass takes the split over.
const STALE_CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Charges the lead for the shares still unpaid at the deadline: what is left is captured from the
 * guarantee authorised at checkout, or, when that authorisation has lapsed (the processor keeps
 * one for 7 days), authorised again on the lead's card as a merchant-initiated charge. The paymentId, or null when the card refused.
 */
async function chargeLead(app: FastifyInstance, split: SplitPaymentRow, cents: number): Promise<string | null> {
  const key = (step: string) => `split-deadline-${step}:${split.reservationId}`;
  if (split.guaranteePaymentId && split.guaranteeCents >= cents) {
    const status = await app.payments.status(split.guaranteePaymentId);
    if (status.status === 'authorized') {
      const captured = await app.payments.capture({ paymentId: split.guaranteePaymentId, amountCents: cents, idempotencyKey: key('capture') });
      return captured.paymentId;
    }
    if (status.status === 'captured') return status.paymentId;
  }
  if (!split.leadCardToken) return null;
  const payment = await app.payments.authorize({ cardToken: split.leadCardToken, amountCents: cents, currency: split.currencyCode, returnUrl: 'about:blank', idempotencyKey: key('authorize'), merchantInitiated: true });
  if (payment.status !== 'authorized') return null;
  return (await app.payments.capture({ paymentId: payment.paymentId, idempotencyKey: key('recapture') })).paymentId;
}

/** One split at its deadline: stale share payments finished, then the unpaid shares charged to the lead or their slots released. */
async function settleSplit(app: FastifyInstance, ports: SplitPaymentPorts, split: SplitPaymentRow, now: Date): Promise<void> {
  for (const share of (await sharesOf(app.db, split.reservationId)).filter((entry) => entry.status === 'paying')) {
    await chargeShare(app, share, now).catch((error: unknown) => app.log.warn({ err: error, shareId: share.id }, 'split payment: a stale share payment was refused'));
  }
  const unpaid = (await sharesOf(app.db, split.reservationId)).filter((share) => share.status === 'open');
  const unpaidCents = unpaid.reduce((sum, share) => sum + share.amountCents, 0);
  let chargedPaymentId: string | null = null;
  if (split.unpaidShares === 'charge-lead' && unpaidCents > 0) chargedPaymentId = await chargeLead(app, split, unpaidCents);
  else if (split.guaranteePaymentId && split.guaranteeCents > 0) {
    await app.payments.void({ paymentId: split.guaranteePaymentId, idempotencyKey: `split-guarantee-void:${split.reservationId}` }).catch(() => undefined);
  }
  const settled = await app.db.transaction(async (tx) => {
    const locked = await findSplit(tx, split.reservationId, true);
    if (!locked || locked.settledAt) return null;
    const ids = unpaid.map((share) => share.id);
    if (chargedPaymentId) await updateShares(tx, ids, { status: 'lead-charged', paymentId: chargedPaymentId, paidAt: now });
    else {
      await updateShares(tx, ids, { status: 'released' });
      await ports.releaseSlots(tx, split.reservationId, unpaid.map((share) => share.slot), 'Share not paid by the deadline', now);
    }
    await updateSplit(tx, split.reservationId, { settledAt: now, guaranteeCents: 0 });
    return { released: !chargedPaymentId && unpaid.length > 0 };
  });
  if (!settled || unpaid.length === 0) return;
  if (settled.released) app.teeTimeSearchCache.invalidate();
  await mailLead(app, ports, split, unpaid.length, chargedPaymentId ? unpaidCents : null).catch((error: unknown) => app.log.error({ err: error, reservationId: split.reservationId }, 'split payment: the deadline e-mail to the lead failed'));
}

/** Tells the lead what the deadline did: the amount charged to their card, or the places released. */
async function mailLead(app: FastifyInstance, ports: SplitPaymentPorts, split: SplitPaymentRow, unpaid: number, chargedCents: number | null): Promise<void> {
  const round = await findRound(app.db, split.bookingEngineId, split.reservationId);
  if (!round) return;
  await ports.mailer.send(
    splitDeadlineMail({
      to: round.leadEmail,
      name: round.leadFirstName,
      language: round.leadLanguage,
      leadFirstName: round.leadFirstName,
      courseName: round.courseName,
      teetime: round.teetime,
      timeZone: round.timeZone,
      bookingEngineId: split.bookingEngineId,
      unpaid,
      chargedCents,
      currencyCode: split.currencyCode,
    }),
  );
}

/**
 * The split-payment deadline job: claims due splits (one process each, SKIP LOCKED, re-claimed
 * when a claim goes stale) and settles them after the claim committed, every call to the
 * processor keyed by the split, so a settlement repeated after a crash charges once.
 */
export function splitDeadlineJob(app: FastifyInstance, ports: SplitPaymentPorts): PeriodicJob {
  return {
    name: SPLIT_DEADLINE_JOB,
    everyMs: EVERY_MS,
    async run(tx, now) {
      const claimed = await claimDueSplits(tx, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
      return {
        changed: claimed.length,
        afterCommit: async () => {
          for (const split of claimed) {
            await settleSplit(app, ports, split, now).catch((error: unknown) => app.log.error({ err: error, reservationId: split.reservationId }, 'split payment: settling at the deadline failed; a later pass retries'));
          }
        },
      };
    },
  };
}
