import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../../db/schema/jobs.ts';
import type { SplitPaymentRow } from '../../db/schema/invitations.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { findRound } from './invitations.repository.ts';
import { splitDeadlineMail } from './split-deadline-mail.ts';
import type { PaymentOperation } from '../payments/payments.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { releaseSlots } from '../reservations/reservations.public.ts';
import { chargeShare, splitOperation } from './split-payment.service.ts';
import { claimDueSplits, findSplit, sharesOf, updateShares, updateSplit } from './split-payment.repository.ts';

export const SPLIT_DEADLINE_JOB = 'invitations.split-deadline';
/** The job kind settling one split at its deadline. */
export const SPLIT_DEADLINE_ITEM_JOB = 'split-deadline';
const ITEM_ATTEMPTS = 8;
const EVERY_MS = 30_000;
// A claim older than this belongs to a process that died: another pass takes the split over.
const STALE_CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Charges the lead for the shares still unpaid at the deadline, as steps of the split's payment
 * operation: what is left is captured from the guarantee authorised at checkout, or, when that
 * authorisation has lapsed (the processor keeps one for 7 days), authorised again on the lead's
 * card as a merchant-initiated charge and captured. The paymentId, or null when the card refused.
 * A step that fails throws: the item is retried and every call is a replay of its key.
 */
async function chargeLead(
  app: FastifyInstance,
  operation: PaymentOperation,
  split: SplitPaymentRow,
  cents: number,
): Promise<string | null> {
  if (split.guaranteePaymentId && split.guaranteeCents >= cents) {
    const status = await app.payments.status(split.guaranteePaymentId);
    if (status.status === 'authorized')
      return (await operation.capture('deadline.capture', split.guaranteePaymentId, cents)).paymentId;
    if (status.status === 'captured') return status.paymentId;
  }
  if (!split.leadCardToken) return null;
  const payment = await operation.authorize('deadline.authorize', {
    cardToken: split.leadCardToken,
    amountCents: cents,
    currency: split.currencyCode,
    returnUrl: 'about:blank',
    merchantInitiated: true,
  });
  if (payment.status !== 'authorized') {
    await operation.compensate();
    return null;
  }
  return (await operation.capture('deadline.recapture', payment.paymentId)).paymentId;
}

/**
 * One split at its deadline: stale share payments finished, then the unpaid shares charged to the
 * lead or their slots released. On the item's last try a failure first gives back what the
 * operation holds (an authorisation on the lead's card that could not be captured).
 */
async function settleSplit(
  app: FastifyInstance,
  mailer: Mailer,
  reservationId: string,
  now: Date,
  lastTry: boolean,
): Promise<void> {
  const split = await findSplit(app.db, reservationId);
  if (!split || split.settledAt) return;
  for (const share of (await sharesOf(app.db, split.reservationId)).filter((entry) => entry.status === 'paying')) {
    // A refused card reopens the share (chargeShare): it is then one of the unpaid ones below.
    await chargeShare(app, share, now).catch((error: unknown) =>
      app.log.warn({ err: error, shareId: share.id }, 'split payment: a stale share payment was refused'),
    );
  }
  const unpaid = (await sharesOf(app.db, split.reservationId)).filter((share) => share.status === 'open');
  const unpaidCents = unpaid.reduce((sum, share) => sum + share.amountCents, 0);
  const operation = splitOperation(app, split);
  let chargedPaymentId: string | null = null;
  try {
    if (split.unpaidShares === 'charge-lead' && unpaidCents > 0)
      chargedPaymentId = await chargeLead(app, operation, split, unpaidCents);
    else if (split.guaranteePaymentId && split.guaranteeCents > 0)
      await operation.giveBack({ step: 'guarantee.void', action: 'void', paymentId: split.guaranteePaymentId });
  } catch (error) {
    if (lastTry) await operation.compensate();
    throw error;
  }
  const settled = await app.db.transaction(async (tx) => {
    const locked = await findSplit(tx, split.reservationId, true);
    if (!locked || locked.settledAt) return null;
    const ids = unpaid.map((share) => share.id);
    if (chargedPaymentId)
      await updateShares(tx, ids, { status: 'lead-charged', paymentId: chargedPaymentId, paidAt: now });
    else {
      await updateShares(tx, ids, { status: 'released' });
      await releaseSlots(
        tx,
        split.reservationId,
        unpaid.map((share) => share.slot),
        'Share not paid by the deadline',
        now,
      );
    }
    await updateSplit(tx, split.reservationId, { settledAt: now, guaranteeCents: 0 });
    return { released: !chargedPaymentId && unpaid.length > 0 };
  });
  if (!settled || unpaid.length === 0) return;
  if (settled.released) app.teeTimeSearchCache.invalidate();
  await mailLead(app, mailer, split, unpaid.length, chargedPaymentId ? unpaidCents : null).catch((error: unknown) =>
    app.log.error(
      { err: error, reservationId: split.reservationId },
      'split payment: the deadline e-mail to the lead failed',
    ),
  );
}

/** Tells the lead what the deadline did: the amount charged to their card, or the places released. */
async function mailLead(
  app: FastifyInstance,
  mailer: Mailer,
  split: SplitPaymentRow,
  unpaid: number,
  chargedCents: number | null,
): Promise<void> {
  const round = await findRound(app.db, split.bookingEngineId, split.reservationId);
  if (!round) return;
  await mailer.send(
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
 * The split-payment deadline sweep: claims due splits (SKIP LOCKED, re-claimed when a claim goes
 * stale) and hands each to the split-deadline job, one item per split: settled on its own (one
 * failing does not hold up the others), retried with back-off and dead-lettered for staff after
 * its last try (a dead one is not queued again). Every processor call is keyed by the split, so a
 * settlement repeated after a crash charges once.
 */
export function splitDeadlineJob(app: FastifyInstance, mailer: Mailer): PeriodicJob {
  app.jobs.define<{ reservationId: string }>({
    kind: SPLIT_DEADLINE_ITEM_JOB,
    maxAttempts: ITEM_ATTEMPTS,
    run: ({ reservationId }, ctx) => settleSplit(app, mailer, reservationId, ctx.now, ctx.attempt >= ITEM_ATTEMPTS),
  });
  return {
    name: SPLIT_DEADLINE_JOB,
    everyMs: EVERY_MS,
    async run(tx, now) {
      const claimed = await claimDueSplits(tx, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
      const keys = claimed.map((split) => split.reservationId);
      const dead =
        keys.length === 0
          ? []
          : await tx
              .select({ key: jobs.key })
              .from(jobs)
              .where(and(eq(jobs.kind, SPLIT_DEADLINE_ITEM_JOB), eq(jobs.state, 'dead'), inArray(jobs.key, keys)));
      const toQueue = claimed.filter((split) => !dead.some((row) => row.key === split.reservationId));
      for (const split of toQueue)
        await app.jobs.enqueue(
          tx,
          SPLIT_DEADLINE_ITEM_JOB,
          { reservationId: split.reservationId },
          { key: split.reservationId, engineId: split.bookingEngineId, runAt: now },
        );
      return {
        changed: toQueue.length,
        // The items just queued run now (the runtime's poller would take them within seconds).
        afterCommit: async () => {
          if (toQueue.length > 0) await app.jobs.runDue({ kind: SPLIT_DEADLINE_ITEM_JOB, now });
        },
      };
    },
  };
}
