import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  gatewayCards,
  gatewayCheckoutSessions,
  gatewayIdempotencyKeys,
  gatewayLedger,
  gatewayPayments,
} from '../../../db/schema/payments.ts';
import type { GatewayCardRow, GatewayPaymentRow } from '../sandbox-gateway.repository.ts';

// The Stripe adapter's record of what Stripe holds, in the gateway tables the sandbox uses for its
// own processor: a card-entry session per SetupIntent, a card per PaymentMethod, a payment per
// PaymentIntent and the ledger of what happened to it. The money views, the reliability
// invariants and referenceOf read them whichever processor is configured. Every write is a
// merge of a Stripe snapshot into the row under its lock: the ledger gets only the difference,
// so a replayed call, a late webhook or the same event twice adds nothing twice.

/** A PaymentIntent as the mirror keeps it (the sandbox's status words: requires_action, staged, authorized, captured, voided, declined, expired). */
export interface PaymentSnapshot {
  id: string;
  cardToken: string;
  amountCents: number;
  currency: string;
  status: string;
  declineCode: string | null;
  capturedCents: number;
  refundedCents: number;
  returnUrl: string | null;
  expiresAt: Date;
}

/** Statuses a payment never leaves. */
const FINAL = new Set(['captured', 'voided', 'declined', 'expired']);
/** Statuses before an authorisation holds money. */
const BEFORE_HOLD = new Set(['none', 'requires_action', 'staged']);

/** The ledger entries that take a mirrored payment from `before` to `after` (only what changed). */
function ledgerDelta(
  before: Pick<PaymentSnapshot, 'status' | 'capturedCents' | 'refundedCents'> | undefined,
  after: PaymentSnapshot,
): { kind: string; amountCents: number }[] {
  const from = before?.status ?? 'none';
  const entries: { kind: string; amountCents: number }[] = [];
  if (BEFORE_HOLD.has(from) && ['authorized', 'captured', 'voided', 'expired'].includes(after.status))
    entries.push({ kind: 'authorization', amountCents: after.amountCents });
  if (BEFORE_HOLD.has(from) && after.status === 'declined')
    entries.push({ kind: 'decline', amountCents: after.amountCents });
  const captured = after.capturedCents - (before?.capturedCents ?? 0);
  if (captured > 0) entries.push({ kind: 'capture', amountCents: captured });
  if (after.status === 'voided' && from !== 'voided') entries.push({ kind: 'void', amountCents: after.amountCents });
  if (after.status === 'expired' && from !== 'expired')
    entries.push({ kind: 'expiry', amountCents: after.amountCents });
  const refunded = after.refundedCents - (before?.refundedCents ?? 0);
  if (refunded > 0) entries.push({ kind: 'refund', amountCents: refunded });
  return entries;
}

/** What a row becomes when a snapshot is merged in: a final status stays, amounts only grow. */
function merged(before: GatewayPaymentRow | undefined, snapshot: PaymentSnapshot): PaymentSnapshot {
  if (!before) return snapshot;
  const keepStatus = FINAL.has(before.status) && before.status !== snapshot.status && !FINAL.has(snapshot.status);
  return {
    ...snapshot,
    status: keepStatus ? before.status : snapshot.status,
    declineCode: snapshot.declineCode ?? before.declineCode,
    capturedCents: Math.max(before.capturedCents, snapshot.capturedCents),
    refundedCents: Math.max(before.refundedCents, snapshot.refundedCents),
    returnUrl: before.returnUrl ?? snapshot.returnUrl,
  };
}

/** Merges a snapshot of a PaymentIntent into its mirror row and ledger, in one transaction; the merged row. */
export function mirrorPayment(db: Database, snapshot: PaymentSnapshot): Promise<PaymentSnapshot> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(gatewayPayments).where(eq(gatewayPayments.id, snapshot.id)).for('update');
    const after = merged(before, snapshot);
    const entries = ledgerDelta(before, after);
    const values = {
      status: after.status,
      declineCode: after.declineCode,
      capturedCents: after.capturedCents,
      refundedCents: after.refundedCents,
    };
    if (before) {
      if (entries.length > 0 || before.status !== after.status || before.declineCode !== after.declineCode)
        await tx.update(gatewayPayments).set(values).where(eq(gatewayPayments.id, snapshot.id));
    } else {
      await tx.insert(gatewayPayments).values({
        ...values,
        id: after.id,
        cardToken: after.cardToken,
        amountCents: after.amountCents,
        currency: after.currency,
        returnUrl: after.returnUrl,
        expiresAt: after.expiresAt,
      });
    }
    if (entries.length > 0)
      await tx.insert(gatewayLedger).values(entries.map((entry) => ({ ...entry, paymentId: snapshot.id })));
    return after;
  });
}

/** A mirrored payment, if the adapter has seen it. */
export async function findMirroredPayment(db: Database, id: string): Promise<GatewayPaymentRow | undefined> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id));
  return row;
}

/** Records a PaymentMethod a SetupIntent produced as the session's card (a session's card is written once). */
export async function saveCardOfSession(db: Database, sessionToken: string, card: GatewayCardRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(gatewayCards).values(card).onConflictDoNothing();
    await tx
      .update(gatewayCheckoutSessions)
      .set({ cardToken: card.token })
      .where(eq(gatewayCheckoutSessions.token, sessionToken));
  });
}

/** Updates a mirrored card's public details (the wallet's edit form, after Stripe took them). */
export async function updateMirroredCard(
  db: Database,
  token: string,
  values: Partial<
    Pick<GatewayCardRow, 'expirationMonth' | 'expirationYear' | 'name' | 'address' | 'postalCode' | 'countryCode'>
  >,
): Promise<void> {
  await db.update(gatewayCards).set(values).where(eq(gatewayCards.token, token));
}

// Small facts the adapter keeps once: a reference's Stripe Customer, the events and disputes already
// reconciled. They live in the gateway's key table (primary key: operation and key), so the first
// writer wins and a second one learns it in the same statement.
const CUSTOMER = 'stripe:customer';
const EVENT = 'stripe:event';
const DISPUTE = 'stripe:dispute';

/** The Stripe Customer id of a merchant reference, if one was made. */
export async function customerOfReference(db: Database, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ response: gatewayIdempotencyKeys.response })
    .from(gatewayIdempotencyKeys)
    .where(and(eq(gatewayIdempotencyKeys.operation, CUSTOMER), eq(gatewayIdempotencyKeys.key, reference)));
  return (row?.response as { id?: string } | null)?.id ?? null;
}

/** Records a reference's Customer; the one recorded first is the answer (two racing creations keep one). */
export async function rememberCustomer(db: Database, reference: string, customerId: string): Promise<string> {
  await db
    .insert(gatewayIdempotencyKeys)
    .values({ operation: CUSTOMER, key: reference, requestHash: '', response: { id: customerId } })
    .onConflictDoNothing();
  return (await customerOfReference(db, reference)) ?? customerId;
}

/** Claims an event id or a dispute id inside the caller's transaction: false when it was reconciled before. */
export async function claimOnce(tx: Database, kind: 'event' | 'dispute', id: string): Promise<boolean> {
  const rows = await tx
    .insert(gatewayIdempotencyKeys)
    .values({ operation: kind === 'event' ? EVENT : DISPUTE, key: id, requestHash: '', response: { at: Date.now() } })
    .onConflictDoNothing()
    .returning({ key: gatewayIdempotencyKeys.key });
  return rows.length > 0;
}

/** Appends a ledger entry that is not a balance change of the mirror (a dispute). */
export async function appendLedgerEntry(
  tx: Database,
  paymentId: string,
  kind: string,
  amountCents: number,
): Promise<void> {
  await tx.insert(gatewayLedger).values({ paymentId, kind, amountCents });
}
