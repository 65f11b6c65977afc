import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import {
  paymentShares,
  splitPayments,
  type PaymentShareRow,
  type SplitPaymentRow,
} from '../../db/schema/invitations.ts';
import { required } from '@fairway/domain/shared/required';

export async function insertSplit(
  db: Database,
  split: typeof splitPayments.$inferInsert,
  shares: (typeof paymentShares.$inferInsert)[],
): Promise<void> {
  await db.insert(splitPayments).values(split);
  if (shares.length > 0) await db.insert(paymentShares).values(shares);
}

/** A reservation's split (row-locked with `forUpdate`), or undefined when it was paid in one. */
export async function findSplit(
  db: Database,
  reservationId: string,
  forUpdate = false,
): Promise<SplitPaymentRow | undefined> {
  const query = db.select().from(splitPayments).where(eq(splitPayments.reservationId, reservationId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function sharesOf(db: Database, reservationId: string): Promise<PaymentShareRow[]> {
  return db
    .select()
    .from(paymentShares)
    .where(eq(paymentShares.reservationId, reservationId))
    .orderBy(asc(paymentShares.slot));
}

/** One slot's share, row-locked. */
export async function lockShare(
  db: Database,
  reservationId: string,
  slot: number,
): Promise<PaymentShareRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentShares)
    .where(and(eq(paymentShares.reservationId, reservationId), eq(paymentShares.slot, slot)))
    .for('update');
  return row;
}

export async function updateShare(
  db: Database,
  id: string,
  values: Partial<typeof paymentShares.$inferInsert>,
): Promise<PaymentShareRow> {
  const [row] = await db
    .update(paymentShares)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentShares.id, id))
    .returning();
  return required(row, 'the row updateShare returned');
}

export async function updateShares(
  db: Database,
  ids: string[],
  values: Partial<typeof paymentShares.$inferInsert>,
): Promise<void> {
  if (ids.length > 0)
    await db
      .update(paymentShares)
      .set({ ...values, updatedAt: sql`now()` })
      .where(inArray(paymentShares.id, ids));
}

export async function updateSplit(
  db: Database,
  reservationId: string,
  values: Partial<typeof splitPayments.$inferInsert>,
): Promise<void> {
  await db
    .update(splitPayments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(splitPayments.reservationId, reservationId));
}

/**
 * Claims splits whose deadline has passed and that nobody settled (or whose claim went stale:
 * its process died), skipping rows another process holds, so each is settled by one process.
 */
export async function claimDueSplits(
  db: Database,
  now: Date,
  staleBefore: Date,
  limit: number,
): Promise<SplitPaymentRow[]> {
  const due = db
    .select({ id: splitPayments.reservationId })
    .from(splitPayments)
    .where(
      and(
        isNull(splitPayments.settledAt),
        lte(splitPayments.deadline, now),
        or(isNull(splitPayments.claimedAt), lt(splitPayments.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(splitPayments.deadline))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(splitPayments).set({ claimedAt: now }).where(inArray(splitPayments.reservationId, due)).returning();
}

/** The splits of some reservations and their shares, in two parallel reads whatever their number. */
export async function splitsOfReservations(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return { splits: [], shares: [] };
  const [splits, shares] = await Promise.all([
    db
      .select({ reservationId: splitPayments.reservationId, deadline: splitPayments.deadline })
      .from(splitPayments)
      .where(inList(splitPayments.reservationId, reservationIds)),
    db
      .select({
        reservationId: paymentShares.reservationId,
        slot: paymentShares.slot,
        amountCents: paymentShares.amountCents,
        status: paymentShares.status,
        paidAt: paymentShares.paidAt,
        paidBy: paymentShares.paidBy,
        cardBrand: paymentShares.cardBrand,
        cardLastFour: paymentShares.cardLastFour,
        paymentId: paymentShares.paymentId,
        refundedCents: paymentShares.refundedCents,
      })
      .from(paymentShares)
      .where(inList(paymentShares.reservationId, reservationIds)),
  ]);
  return { splits, shares };
}
