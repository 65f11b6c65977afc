import type Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import * as mirror from './stripe-mirror.repository.ts';
import type { StripeProvider } from './stripe-provider.ts';

// What the webhook does with a verified event: the PaymentIntent it is about is read again from
// Stripe (so an event that arrives late or out of order reconciles with what Stripe holds now, not
// with what it held when the event was made) and merged into the mirror, whose ledger gets only
// the difference. The event id is claimed in the same transaction, so the same event delivered
// twice is acknowledged the second time without a second look; a dispute is entered once by its id.

/** The events that can change what a payment holds, and where each names its PaymentIntent. */
const PAYMENT_INTENT_OF: Readonly<Record<string, (object: Record<string, unknown>) => unknown>> = {
  'payment_intent.succeeded': (object) => object.id,
  'payment_intent.canceled': (object) => object.id,
  'payment_intent.amount_capturable_updated': (object) => object.id,
  'payment_intent.payment_failed': (object) => object.id,
  'charge.captured': (object) => object.payment_intent,
  'charge.refunded': (object) => object.payment_intent,
  'charge.dispute.created': (object) => object.payment_intent,
};

/** What the webhook answered: whether the event changed anything, or had been reconciled before. */
export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
}

/** Reconciles one verified event with the mirror and its ledger (at most once per event id). */
export async function reconcileEvent(
  db: Database,
  provider: StripeProvider,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const paymentIntentOf = PAYMENT_INTENT_OF[event.type];
  const paymentIntentId = paymentIntentOf?.(object);
  if (typeof paymentIntentId !== 'string') {
    // Not an event about a payment's money: acknowledged (Stripe stops resending it), nothing to do.
    return { received: true, duplicate: false };
  }
  const known = await mirror.findMirroredPayment(db, paymentIntentId);
  // Read before the transaction: no database connection waits on Stripe.
  const intent = await provider.retrieve(paymentIntentId);
  if (!known && !intent.metadata?.fairway_reference) return { received: true, duplicate: false };
  const fresh = await db.transaction(async (tx) => {
    if (!(await mirror.claimOnce(tx, 'event', event.id))) return false;
    await provider.mirrorInto(tx, intent);
    if (event.type === 'charge.dispute.created' && (await mirror.claimOnce(tx, 'dispute', String(object.id))))
      await mirror.appendLedgerEntry(tx, paymentIntentId, 'dispute', Number(object.amount) || 0);
    return true;
  });
  return { received: true, duplicate: !fresh };
}
