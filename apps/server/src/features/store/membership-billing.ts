import { instalmentCount, instalmentDueAt } from '@fairway/domain/store/payment-frequency';
import { INSTALMENT_RETRY_HOURS, statusAfterFailedCharge } from '@fairway/domain/store/membership-status';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { customerMemberships, membershipCharges, type CustomerMembershipRow } from '../../db/schema/store.ts';
import { cardTokenOfOrder } from '../checkout/checkout.public.ts';
import { findCustomerById } from '../session/session.public.ts';
import { membershipBillingCardToken } from '../wallet/wallet.public.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { facilityLabelsOf, firstEngineOfFacility } from '../facilities/facilities.public.ts';
import { pastDueMail } from './past-due-mail.ts';
import { required } from '@fairway/domain/shared/required';

/** The billing job's name (tests run it with app.periodicJobs.runNow). */
export const MEMBERSHIP_BILLING_JOB = 'store.membership-billing';

/** While a pass charges an instalment after committing, no other pass picks the membership up. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 50;

/** One instalment's charge: an item of the membership-instalment job (its payload, so plain values). */
interface Claim {
  membershipId: string;
  instalment: number;
  /** The charge row's attempt this item makes (the golfer-facing retries of statusAfterFailedCharge). */
  attempt: number;
  cardToken: string | null;
  email: string | null;
  /** The member's language: the past-due e-mail speaks it. */
  language: string;
  timeZone: string;
}

/** The job kind charging one claimed instalment (one item each, its tries recorded). */
export const MEMBERSHIP_INSTALMENT_JOB = 'membership-instalment';

/** The item key of an instalment: one live item per membership's instalment. */
const itemKey = (membershipId: string, instalment: number) => `${membershipId}:${instalment}`;

/** The card an instalment charges: the wallet card marked for membership billing, else the default card, else the purchase's card. */
async function billingCard(tx: Database, membership: CustomerMembershipRow): Promise<string | null> {
  const saved = await membershipBillingCardToken(tx, membership.customerId);
  if (saved !== null) return saved;
  return membership.orderId ? cardTokenOfOrder(tx, membership.orderId) : null;
}

/**
 * Bills the instalments that fell due: the pass claims each membership (its next attempt moves a
 * lease ahead), records the period's charge row and queues the instalment's item of the
 * membership-instalment job, under the sweep's advisory lock; the items run after the pass
 * committed, each on its own (one failing does not hold up the others), retried with back-off and
 * dead-lettered for staff after their last try. A membership whose item is still queued, running
 * or dead is not claimed again. A paid period's row is never charged again, so each period bills
 * once even with several server processes; a refused charge retries a day later, then the
 * membership is past due and the golfer gets an e-mail.
 */
export function membershipBillingJob(app: FastifyInstance, mailer: Mailer): PeriodicJob {
  app.jobs.define<Claim>({
    kind: MEMBERSHIP_INSTALMENT_JOB,
    run: (claim, ctx) => chargeInstalment(app, mailer, claim, ctx.now, ctx.engineId),
  });
  return {
    name: MEMBERSHIP_BILLING_JOB,
    everyMs: 60_000,
    async run(tx, now) {
      const due = await tx
        .select()
        .from(customerMemberships)
        .where(
          and(
            eq(customerMemberships.status, 'active'),
            lte(customerMemberships.nextBillingAt, now),
            sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${MEMBERSHIP_INSTALMENT_JOB} and ${jobs.key} = ${customerMemberships.id}::text || ':' || ${customerMemberships.nextInstalment} and ${jobs.state} in ('queued', 'running', 'dead'))`,
          ),
        )
        .orderBy(asc(customerMemberships.nextBillingAt))
        .limit(BATCH)
        .for('update', { of: customerMemberships, skipLocked: true });
      let claimed = 0;
      for (const membership of due) {
        const instalment = membership.nextInstalment;
        if (instalment === null) continue;
        const [charge] = await tx
          .insert(membershipCharges)
          .values({ membershipId: membership.id, instalment, amount: membership.price, status: 'pending', attempts: 1 })
          .onConflictDoUpdate({
            target: [membershipCharges.membershipId, membershipCharges.instalment],
            set: { attempts: sql`${membershipCharges.attempts} + 1`, status: 'pending', updatedAt: now },
            setWhere: sql`${membershipCharges.status} <> 'paid'`,
          })
          .returning();
        if (!charge) continue; // already paid: never twice
        await tx
          .update(customerMemberships)
          .set({ nextBillingAt: new Date(now.getTime() + CLAIM_MS) })
          .where(eq(customerMemberships.id, membership.id));
        const facility = (await facilityLabelsOf(tx, [membership.facilityId])).get(membership.facilityId);
        const engineId = await firstEngineOfFacility(tx, membership.facilityId);
        const customer = await findCustomerById(tx, membership.customerId);
        const claim: Claim = {
          membershipId: membership.id,
          instalment,
          attempt: charge.attempts,
          cardToken: await billingCard(tx, membership),
          email: customer?.email ?? null,
          language: customer?.language ?? 'en',
          timeZone: facility?.timeZone ?? 'UTC',
        };
        await app.jobs.enqueue(tx, MEMBERSHIP_INSTALMENT_JOB, claim, {
          key: itemKey(membership.id, instalment),
          engineId: engineId ?? null,
          runAt: now,
        });
        claimed += 1;
      }
      return {
        changed: claimed,
        // The items just queued run now (the runtime's poller would take them within seconds).
        afterCommit: async () => {
          if (claimed > 0) await app.jobs.runDue({ kind: MEMBERSHIP_INSTALMENT_JOB, now });
        },
      };
    },
  };
}

/**
 * Charges one instalment as a payment operation: authorise, capture — a capture that
 * fails voids the authorisation (retried by the payment-compensation job when the void fails too)
 * — then the outcome recorded. The operation is the charge attempt's, so a retried item replays
 * its processor calls; a write that fails throws, and the runtime retries the item.
 */
async function chargeInstalment(
  app: FastifyInstance,
  mailer: Mailer,
  claim: Claim,
  now: Date,
  engineId: number | null,
): Promise<void> {
  const { instalment } = claim;
  const [membership] = await app.db
    .select()
    .from(customerMemberships)
    .where(eq(customerMemberships.id, claim.membershipId));
  const [charge] = await app.db
    .select({ status: membershipCharges.status, attempts: membershipCharges.attempts })
    .from(membershipCharges)
    .where(and(eq(membershipCharges.membershipId, claim.membershipId), eq(membershipCharges.instalment, instalment)));
  // Paid already, or a later claim owns the charge: nothing left for this item.
  if (!membership || !charge || charge.status === 'paid' || charge.attempts !== claim.attempt) return;
  const operation = paymentOperation(
    app,
    operationId('membership', `${membership.id}:${instalment}:${claim.attempt}`),
    { engineId },
  );
  let paymentId: string | null = null;
  let error: string | null = 'no card to charge';
  if (claim.cardToken) {
    try {
      const authorized = await operation.authorize('authorize', {
        cardToken: claim.cardToken,
        amountCents: membership.price,
        currency: membership.currencyCode,
        returnUrl: 'https://fairway.invalid/membership-billing',
      });
      paymentId = authorized.paymentId;
      error = authorized.status === 'authorized' ? null : `payment ${authorized.status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : 'payment failed';
    }
    if (error === null) {
      try {
        const captured = await operation.capture('capture', required(paymentId, 'the payment just authorised'));
        error = captured.status === 'captured' ? null : `payment ${captured.status}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : 'payment failed';
      }
    }
    // A charge that did not go through gives back what it holds (the authorisation).
    if (error !== null) await operation.compensate();
  }
  await app.db.transaction(async (tx) => {
    if (error === null) {
      const count = instalmentCount(membership.frequencyType, membership.renews ? null : membership.termMonths);
      const next = count === null || instalment + 1 < count ? instalment + 1 : null;
      await tx
        .update(membershipCharges)
        .set({ status: 'paid', paymentId, error: null, updatedAt: now })
        .where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.instalment, instalment)));
      await tx
        .update(customerMemberships)
        .set({
          nextInstalment: next,
          nextBillingAt:
            next === null
              ? null
              : instalmentDueAt(membership.startDate, membership.frequencyType, next, claim.timeZone),
          failedAttempts: 0,
          updatedAt: now,
        })
        .where(eq(customerMemberships.id, membership.id));
      return;
    }
    const outcome = statusAfterFailedCharge(claim.attempt);
    await tx
      .update(membershipCharges)
      .set({ status: 'failed', paymentId, error, updatedAt: now })
      .where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.instalment, instalment)));
    await tx
      .update(customerMemberships)
      .set({
        status: outcome.status,
        failedAttempts: claim.attempt,
        nextBillingAt: outcome.retry ? new Date(now.getTime() + INSTALMENT_RETRY_HOURS * 3_600_000) : null,
        updatedAt: now,
      })
      .where(eq(customerMemberships.id, membership.id));
  });
  if (error !== null && !statusAfterFailedCharge(claim.attempt).retry && claim.email) {
    const mail = pastDueMail({
      plan: membership.name,
      priceCents: membership.price,
      currencyCode: membership.currencyCode,
      attempts: claim.attempt,
      language: claim.language,
    });
    await mailer
      .send({
        to: claim.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: 'membership-past-due',
        language: mail.language,
        bookingEngineId: null,
      })
      .catch((failure: unknown) =>
        app.log.error({ err: failure, membershipId: membership.id }, 'past-due mail failed'),
      );
  }
}
