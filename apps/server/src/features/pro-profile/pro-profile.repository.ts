import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  proAccountEntries,
  proAccountPayments,
  proCreditBooks,
  proCreditBookUses,
  proMembers,
  type ProAccountPaymentRow,
  type ProMemberRow,
} from '../../db/schema/pro-profile.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';

// Drizzle only: the member records, ledger, payments and credit books. What the pro profile shows
// of the store's and checkout's rows (memberships, instalments, orders, gift certificates) it asks
// of those areas' public files.

/** A member record with its facility. */
export interface MemberWithFacility {
  member: ProMemberRow;
  facility: FacilityRow;
}

/** The golfer's member records at the given facilities (rows the caller holds), home first. */
export async function listMemberRecords(
  db: Database,
  customerId: number,
  facilities: FacilityRow[],
): Promise<MemberWithFacility[]> {
  const facilityById = new Map(facilities.map((facility) => [facility.id, facility]));
  if (facilityById.size === 0) return [];
  const members = await db
    .select()
    .from(proMembers)
    .where(and(eq(proMembers.customerId, customerId), inArray(proMembers.facilityId, [...facilityById.keys()])))
    .orderBy(desc(proMembers.isHome), asc(proMembers.facilityId));
  return members.flatMap((member) => {
    const facility = facilityById.get(member.facilityId);
    return facility ? [{ member, facility }] : [];
  });
}

/** Locks a member record (payments of one member are serialised on it). */
export async function lockMember(db: Database, memberId: string): Promise<void> {
  await db.select({ id: proMembers.id }).from(proMembers).where(eq(proMembers.id, memberId)).for('update');
}

/**
 * What a statement from `from` up to `before` needs of the member's ledger: the balance of every
 * entry before `from` (summed in SQL), and the entries in between, oldest first. A statement of a
 * month never reads the years before it.
 */
export async function entriesBetween(db: Database, memberId: string, from: Date, before: Date) {
  const [opening] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${proAccountEntries.kind} = 'charge' then ${proAccountEntries.amount} else -${proAccountEntries.amount} end), 0)`,
    })
    .from(proAccountEntries)
    .where(and(eq(proAccountEntries.memberId, memberId), lt(proAccountEntries.occurredAt, from)));
  const entries = await db
    .select()
    .from(proAccountEntries)
    .where(
      and(
        eq(proAccountEntries.memberId, memberId),
        gte(proAccountEntries.occurredAt, from),
        lt(proAccountEntries.occurredAt, before),
      ),
    )
    .orderBy(asc(proAccountEntries.occurredAt), asc(proAccountEntries.id));
  return { openingBalance: Number(opening?.balance ?? 0), entries };
}

/** The charges of a member's account that earn loyalty points: green fees (bookings), pro-shop and food and beverage (purchases). */
const EARNING = ['green-fee', 'pro-shop', 'food-beverage'] as const;

/**
 * What a member's account earns in loyalty, in SQL: the whole currency units of its earning charges
 * (never below 0), how many are green fees (bookings), and the latest `limit` of them.
 */
export async function loyaltyEntriesOf(db: Database, memberId: string, limit: number) {
  const where = and(
    eq(proAccountEntries.memberId, memberId),
    eq(proAccountEntries.kind, 'charge'),
    inArray(proAccountEntries.category, [...EARNING]),
  );
  const [totals] = await db
    .select({
      units: sql<string>`coalesce(sum(greatest(0, ${proAccountEntries.amount}) / 100), 0)`,
      bookings: sql<string>`count(*) filter (where ${proAccountEntries.category} = 'green-fee')`,
    })
    .from(proAccountEntries)
    .where(where);
  const latest = await db
    .select()
    .from(proAccountEntries)
    .where(where)
    .orderBy(desc(proAccountEntries.occurredAt), desc(proAccountEntries.id))
    .limit(limit);
  return { units: Number(totals?.units ?? 0), bookings: Number(totals?.bookings ?? 0), latest };
}

/** The member's ledger, oldest first. */
export function listEntries(db: Database, memberId: string) {
  return db
    .select()
    .from(proAccountEntries)
    .where(eq(proAccountEntries.memberId, memberId))
    .orderBy(asc(proAccountEntries.occurredAt), asc(proAccountEntries.id));
}

/** Balance per member (charges − payments). */
export async function balancesOf(db: Database, memberIds: string[]): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: proAccountEntries.memberId,
      balance: sql<string>`coalesce(sum(case when ${proAccountEntries.kind} = 'charge' then ${proAccountEntries.amount} else -${proAccountEntries.amount} end), 0)`,
    })
    .from(proAccountEntries)
    .where(inArray(proAccountEntries.memberId, memberIds))
    .groupBy(proAccountEntries.memberId);
  return new Map(rows.map((row) => [row.memberId, Number(row.balance)]));
}

/** Sum of the member's payments still running (they hold part of the balance). */
export async function runningPaymentsOf(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${proAccountPayments.amount}), 0)` })
    .from(proAccountPayments)
    .where(and(eq(proAccountPayments.memberId, memberId), eq(proAccountPayments.status, 'running')));
  return Number(row?.total ?? 0);
}

export async function findPayment(
  db: Database,
  memberId: string,
  key: string,
): Promise<ProAccountPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(proAccountPayments)
    .where(and(eq(proAccountPayments.memberId, memberId), eq(proAccountPayments.idempotencyKey, key)));
  return row;
}

/** Claims an Idempotency-Key for a payment; null when the key was already claimed. */
export async function claimPayment(
  db: Database,
  values: typeof proAccountPayments.$inferInsert,
): Promise<ProAccountPaymentRow | null> {
  const [row] = await db.insert(proAccountPayments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function settlePayment(
  db: Database,
  id: string,
  values: Partial<typeof proAccountPayments.$inferInsert>,
): Promise<void> {
  await db.update(proAccountPayments).set(values).where(eq(proAccountPayments.id, id));
}

export async function insertEntry(db: Database, values: typeof proAccountEntries.$inferInsert): Promise<void> {
  await db.insert(proAccountEntries).values(values).onConflictDoNothing();
}

/** The member's credit books with their uses. */
export async function listCreditBooks(db: Database, memberId: string) {
  const books = await db
    .select()
    .from(proCreditBooks)
    .where(eq(proCreditBooks.memberId, memberId))
    .orderBy(desc(proCreditBooks.purchasedOn));
  const uses = books.length
    ? await db
        .select()
        .from(proCreditBookUses)
        .where(
          inArray(
            proCreditBookUses.bookId,
            books.map((book) => book.id),
          ),
        )
        .orderBy(desc(proCreditBookUses.usedAt))
    : [];
  return books.map((book) => ({ book, uses: uses.filter((use) => use.bookId === book.id) }));
}
