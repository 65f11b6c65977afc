import { instalmentCount, instalmentDueAt } from '@fairway/domain/store/payment-frequency';
import { INSTALMENT_RETRY_HOURS, statusAfterFailedCharge } from '@fairway/domain/store/membership-status';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/checkout.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { customers } from '../../db/schema/profile.ts';
import { customerMemberships, membershipCharges, type CustomerMembershipRow } from '../../db/schema/store.ts';
import { walletCards } from '../../db/schema/wallet.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import type { StoreMailer } from './store-jobs.ts';
import { pastDueMail } from './past-due-mail.ts';

/** The billing job's name (tests run it with app.periodicJobs.runNow). */
export const MEMBERSHIP_BILLING_JOB = 'store.membership-billing';

/** While a pass charges an instalment after committing, no other pass picks the membership up. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 50;

interface Claim {
  membership: CustomerMembershipRow;
  instalment: number;
  attempt: number;
  cardToken: string | null;
  email: string | null;
  /** The member's language: the past-due e-mail speaks it. */
  language: string;
  timeZone: string;
}

/** The card an instalment charges: the wallet card marked for membership billing, else the default card, else the purchase's card. */
async function billingCard(tx: Database, membership: CustomerMembershipRow): Promise<string | null> {
  const [wallet] = await tx
    .select({ token: walletCards.token })
    .from(walletCards)
    .where(eq(walletCards.customerId, membership.customerId))
    .orderBy(desc(walletCards.overrideMembershipBilling), desc(walletCards.isDefault), desc(walletCards.createdAt))
    .limit(1);
  if (wallet) return wallet.token;
  if (!membership.orderId) return null;
  const [order] = await tx.select({ token: orders.cardToken }).from(orders).where(eq(orders.id, membership.orderId));
  return order?.token ?? null;
}

/**
 * Bills the instalments that fell due: the pass claims each membership (its next attempt moves a
 * lease ahead) and records the period's charge row under the job's advisory lock, then charges
 * after committing. A paid period's row is never charged again, so each period bills once even
 * with several server processes; a failed charge retries, then the membership is past due and the
 * golfer gets an e-mail.
 */
export function membershipBillingJob(app: FastifyInstance, mailer: StoreMailer): PeriodicJob {
  return {
    name: MEMBERSHIP_BILLING_JOB,
    everyMs: 60_000,
    async run(tx, now) {
      const due = await tx
        .select()
        .from(customerMemberships)
        .where(and(eq(customerMemberships.status, 'active'), lte(customerMemberships.nextBillingAt, now)))
        .orderBy(asc(customerMemberships.nextBillingAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const claims: Claim[] = [];
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
        await tx.update(customerMemberships).set({ nextBillingAt: new Date(now.getTime() + CLAIM_MS) }).where(eq(customerMemberships.id, membership.id));
        const [facility] = await tx.select({ timeZone: facilities.timeZone }).from(facilities).where(eq(facilities.id, membership.facilityId));
        const [customer] = await tx.select({ email: customers.email, language: customers.language }).from(customers).where(eq(customers.id, membership.customerId));
        claims.push({ membership, instalment, attempt: charge.attempts, cardToken: await billingCard(tx, membership), email: customer?.email ?? null, language: customer?.language ?? 'en', timeZone: facility?.timeZone ?? 'UTC' });
      }
      return { changed: claims.length, afterCommit: () => chargeAll(app, mailer, claims, now) };
    },
  };
}

async function chargeAll(app: FastifyInstance, mailer: StoreMailer, claims: Claim[], now: Date): Promise<void> {
  for (const claim of claims) {
    const { membership, instalment } = claim;
    let paymentId: string | null = null;
    let error: string | null = 'no card to charge';
    if (claim.cardToken) {
      try {
        const key = `membership:${membership.id}:${instalment}:${claim.attempt}`;
        const authorized = await app.payments.authorize({ cardToken: claim.cardToken, amountCents: membership.price, currency: membership.currencyCode, returnUrl: 'https://fairway.invalid/membership-billing', idempotencyKey: key });
        paymentId = authorized.paymentId;
        const captured = authorized.status === 'authorized' ? await app.payments.capture({ paymentId: authorized.paymentId, idempotencyKey: `${key}:capture` }) : authorized;
        error = captured.status === 'captured' ? null : `payment ${captured.status}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : 'payment failed';
      }
    }
    await app.db.transaction(async (tx) => {
      if (error === null) {
        const count = instalmentCount(membership.frequencyType, membership.renews ? null : membership.termMonths);
        const next = count === null || instalment + 1 < count ? instalment + 1 : null;
        await tx.update(membershipCharges).set({ status: 'paid', paymentId, error: null, updatedAt: now }).where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.instalment, instalment)));
        await tx
          .update(customerMemberships)
          .set({ nextInstalment: next, nextBillingAt: next === null ? null : instalmentDueAt(membership.startDate, membership.frequencyType, next, claim.timeZone), failedAttempts: 0, updatedAt: now })
          .where(eq(customerMemberships.id, membership.id));
        return;
      }
      const outcome = statusAfterFailedCharge(claim.attempt);
      await tx.update(membershipCharges).set({ status: 'failed', paymentId, error, updatedAt: now }).where(and(eq(membershipCharges.membershipId, membership.id), eq(membershipCharges.instalment, instalment)));
      await tx
        .update(customerMemberships)
        .set({ status: outcome.status, failedAttempts: claim.attempt, nextBillingAt: outcome.retry ? new Date(now.getTime() + INSTALMENT_RETRY_HOURS * 3_600_000) : null, updatedAt: now })
        .where(eq(customerMemberships.id, membership.id));
    });
    if (error !== null && !statusAfterFailedCharge(claim.attempt).retry && claim.email) {
      const mail = pastDueMail({ plan: membership.name, priceCents: membership.price, currencyCode: membership.currencyCode, attempts: claim.attempt, language: claim.language });
      await mailer
        .send({ to: claim.email, subject: mail.subject, text: mail.text, html: mail.html, template: 'membership-past-due', language: mail.language, bookingEngineId: null })
        .catch((failure: unknown) => app.log.error({ err: failure, membershipId: membership.id }, 'past-due mail failed'));
    }
  }
}
