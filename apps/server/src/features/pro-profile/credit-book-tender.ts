import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { creditBookBalance } from '@fairway/domain/pro-profile/credit-books';
import { creditBookRestoration, isCreditBookUsable } from '@fairway/domain/pro-profile/credit-book-tender';
import { proSectionEnabled } from '@fairway/domain/pro-profile/pro-sections';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proCreditBooks, proCreditBookUses, proMembers } from '../../db/schema/pro-profile.ts';
import { localDate } from './pro-access.ts';
import { listCreditBooks, listMemberRecords } from './pro-profile.repository.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  facilityTimeZoneOf,
  findBookingEngineById,
} from '../facilities/facilities.public.ts';

// Credit books as a way to pay at checkout, and given back by cancellations. The
// rules are the domain's (credit-book-tender.ts); checkout calls this through pro-profile.public.ts.

/** A book the golfer can pay with now. */
export interface UsableCreditBook {
  id: string;
  name: string;
  kind: 'rounds' | 'amount';
  remaining: number;
  expiresOn: string | null;
  facilityId: number;
}

/** What a booking takes from a book for one reservation. */
export interface CreditBookUseInput {
  reservationId: string;
  orderId: string;
  quantity: number;
  cents: number;
  slots: number[];
  description: string;
}

/** The golfer's books with something left and not expired at these facilities, while the engine shows credit books. */
export async function usableCreditBooks(
  db: Database,
  engine: BookingEngineRow,
  customerId: number,
  facilities: FacilityRow[],
  now: Date,
): Promise<UsableCreditBook[]> {
  if (!proSectionEnabled(resolveFacilitySettings(engine.settings ?? {}).proProfile, 'credit-books')) return [];
  const usable: UsableCreditBook[] = [];
  for (const { member, facility } of await listMemberRecords(db, customerId, facilities)) {
    const today = localDate(now, facility.timeZone);
    for (const { book, uses } of await listCreditBooks(db, member.id)) {
      const { remaining } = creditBookBalance({ kind: book.kind, total: book.total, uses: uses.map(netUse) });
      if (isCreditBookUsable({ expiresOn: book.expiresOn, remaining }, today)) {
        usable.push({
          id: book.id,
          name: book.name,
          kind: book.kind,
          remaining,
          expiresOn: book.expiresOn,
          facilityId: facility.id,
        });
      }
    }
  }
  return usable.sort(
    (a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999') || a.name.localeCompare(b.name),
  );
}

/** What a use still takes from its book once cancellations gave some back. */
export const netUse = (use: { quantity: number; restoredQuantity: number }) => ({
  quantity: use.quantity - use.restoredQuantity,
});

/**
 * Locks a golfer's book for a booking (uses of one book are serialised on its row) and says what
 * it has left; null when it is not theirs, the engine no longer shows books, or it cannot pay today.
 */
export async function lockCreditBook(
  tx: Database,
  bookingEngineId: number,
  bookId: string,
  customerId: number,
  now: Date,
): Promise<UsableCreditBook | null> {
  const engine = await findBookingEngineById(tx, bookingEngineId);
  if (!engine || !proSectionEnabled(resolveFacilitySettings(engine.settings ?? {}).proProfile, 'credit-books'))
    return null;
  const [row] = await tx
    .select({
      book: proCreditBooks,
      facilityId: proMembers.facilityId,
      timeZone: facilityTimeZoneOf(proMembers.facilityId),
    })
    .from(proCreditBooks)
    .innerJoin(proMembers, eq(proMembers.id, proCreditBooks.memberId))
    .where(and(eq(proCreditBooks.id, bookId), eq(proMembers.customerId, customerId)))
    .for('update', { of: proCreditBooks });
  if (!row) return null;
  const [used] = await tx
    .select({
      quantity: sql<string>`coalesce(sum(${proCreditBookUses.quantity} - ${proCreditBookUses.restoredQuantity}), 0)`,
    })
    .from(proCreditBookUses)
    .where(eq(proCreditBookUses.bookId, bookId));
  const remaining = Math.max(0, row.book.total - Number(used?.quantity ?? 0));
  if (!isCreditBookUsable({ expiresOn: row.book.expiresOn, remaining }, localDate(now, row.timeZone))) return null;
  return {
    id: row.book.id,
    name: row.book.name,
    kind: row.book.kind,
    remaining,
    expiresOn: row.book.expiresOn,
    facilityId: row.facilityId,
  };
}

/** Records what a booking took from a book (in the booking transaction, under the book's lock). */
export async function useCreditBook(
  tx: Database,
  bookId: string,
  uses: CreditBookUseInput[],
  now: Date,
): Promise<void> {
  if (uses.length === 0) return;
  await tx.insert(proCreditBookUses).values(uses.map((use) => ({ bookId, ...use, usedAt: now })));
}

/**
 * Gives back to the books what a reservation's cancelled players took (rounds of the players a
 * book paid for, or an amount), up to `amount` of the refund; says how many cents went back.
 */
export async function restoreCreditBooks(
  tx: Database,
  input: {
    orderId: string;
    reservationId: string;
    slots: number[];
    refundBySlot: ReadonlyMap<number, number>;
    amount: number;
  },
): Promise<number> {
  const uses = await tx
    .select({ use: proCreditBookUses, kind: proCreditBooks.kind })
    .from(proCreditBookUses)
    .innerJoin(proCreditBooks, eq(proCreditBooks.id, proCreditBookUses.bookId))
    .where(and(eq(proCreditBookUses.orderId, input.orderId), eq(proCreditBookUses.reservationId, input.reservationId)))
    .orderBy(asc(proCreditBookUses.id))
    .for('update', { of: proCreditBookUses });
  let restored = 0;
  for (const { use, kind } of uses) {
    const back = creditBookRestoration(
      { kind, slots: use.slots, restoredSlots: use.restoredSlots, cents: use.cents, restoredCents: use.restoredCents },
      { slots: input.slots, refundBySlot: input.refundBySlot, refundLeft: input.amount - restored },
    );
    if (back.quantity === 0) continue;
    await tx
      .update(proCreditBookUses)
      .set({
        restoredQuantity: use.restoredQuantity + back.quantity,
        restoredCents: use.restoredCents + back.cents,
        restoredSlots: [...use.restoredSlots, ...back.slots].sort((a, b) => a - b),
      })
      .where(eq(proCreditBookUses.id, use.id));
    restored += back.cents;
  }
  return restored;
}
