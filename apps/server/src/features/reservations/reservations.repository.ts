import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orderItems, orders, reservations } from '../../db/schema/checkout.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { customers } from '../../db/schema/profile.ts';
import {
  checkInInvoices,
  reservationEvents,
  reservationMetadata,
  reservationPlayers,
  reservationRequests,
} from '../../db/schema/reservations.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';
import { returnProductStock } from '../cart/cart.public.ts';
import { required } from '@fairway/domain/shared/required';

/** A reservation with its order, facility and booking invoice. */
export interface ReservationRecord {
  reservation: typeof reservations.$inferSelect;
  order: typeof orders.$inferSelect;
  facility: typeof facilities.$inferSelect;
  invoice: typeof invoices.$inferSelect | null;
}

const recordColumns = { reservation: reservations, order: orders, facility: facilities };

/** Records with their booking invoice (the Closed invoice of the order's cart item). */
async function withInvoices(db: Database, rows: Omit<ReservationRecord, 'invoice'>[]): Promise<ReservationRecord[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.sourceOrderId, [...new Set(rows.map((row) => row.order.id))]));
  return rows.map((row) => ({
    ...row,
    invoice:
      found.find(
        (invoice) => invoice.sourceOrderId === row.order.id && invoice.cartItemId === row.reservation.cartItemId,
      ) ?? null,
  }));
}

/** A reservation of the engine (locked for update inside a transaction when asked). */
export async function findReservation(
  db: Database,
  engineId: number,
  id: string,
  forUpdate = false,
): Promise<ReservationRecord | undefined> {
  const query = db
    .select(recordColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .where(and(eq(reservations.id, id), eq(orders.bookingEngineId, engineId)));
  const [row] = forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row ? (await withInvoices(db, [row]))[0] : undefined;
}

/** The engine's reservations on some facilities and a local date (cancelled ones too), by tee time. */
export async function dayRecords(
  db: Database,
  engineId: number,
  facilityIds: number[],
  date: string,
): Promise<ReservationRecord[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select(recordColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .where(
      and(
        eq(orders.bookingEngineId, engineId),
        inArray(reservations.facilityId, facilityIds),
        gte(reservations.teetime, `${date}T00:00`),
        lte(reservations.teetime, `${date}T23:59`),
      ),
    )
    .orderBy(asc(reservations.teetime), asc(reservations.createdAt), asc(reservations.id));
  return withInvoices(db, rows);
}

/** History filters, as the contract parses them. */
export interface HistoryFilter {
  engineId: number;
  customerId: number;
  /** The golfer's verified e-mail: rounds they accepted an invitation to are theirs to see too. */
  inviteeEmail: string | null;
  facilityIds?: number[];
  playDateMin?: string;
  playDateMax?: string;
}

/** The reservation is one of the engine's whose invitation to this e-mail was accepted (invitation e-mails are kept in lower case). */
function acceptedBy(engineId: number, email: string): SQL {
  return sql`${reservations.id} in (select ${invitations.reservationId} from ${invitations} where ${invitations.bookingEngineId} = ${engineId} and ${invitations.email} = ${email.toLowerCase()} and ${invitations.status} = 'accepted')`;
}

function historyWhere(filter: HistoryFilter): SQL {
  const own = eq(orders.customerId, filter.customerId);
  const conditions: SQL[] = [
    eq(orders.bookingEngineId, filter.engineId),
    filter.inviteeEmail ? (or(own, acceptedBy(filter.engineId, filter.inviteeEmail)) ?? own) : own,
  ];
  if (filter.facilityIds?.length) conditions.push(inArray(reservations.facilityId, filter.facilityIds));
  if (filter.playDateMin) conditions.push(gte(reservations.teetime, filter.playDateMin));
  if (filter.playDateMax) conditions.push(lte(reservations.teetime, filter.playDateMax));
  return and(...conditions) ?? sql`true`;
}

/** A page of a customer's reservations: upcoming oldest first, then past newest first; and the counts. */
export async function historyPage(db: Database, filter: HistoryFilter, now: Date, skip: number, take: number) {
  const where = historyWhere(filter);
  const isPast = sql`(${reservations.startsAt} < ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select(recordColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .where(where)
    .orderBy(
      asc(isPast),
      sql`case when ${isPast} then null else ${reservations.startsAt} end asc`,
      desc(reservations.startsAt),
      asc(reservations.id),
    )
    .offset(skip)
    .limit(take);
  const [counts] = await db
    .select({ total: count(), past: sql<number>`cast(count(*) filter (where ${isPast}) as integer)` })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(where);
  return { records: await withInvoices(db, rows), total: Number(counts?.total ?? 0), past: Number(counts?.past ?? 0) };
}

/** The invitation to the reservation this e-mail accepted, if any (its id). */
export async function acceptedInvitationFor(
  db: Database,
  engineId: number,
  reservationId: string,
  email: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.reservationId, reservationId),
        eq(invitations.bookingEngineId, engineId),
        eq(invitations.status, 'accepted'),
        eq(invitations.email, email.toLowerCase()),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The player slots with something recorded, of some reservations. */
export function playersOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db.select().from(reservationPlayers).where(inArray(reservationPlayers.reservationId, reservationIds));
}

/** The friends who accepted an invitation to some reservations, with the partner slot each fills. */
export function acceptedInviteesOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ reservationId: invitations.reservationId, slot: invitations.slot, name: invitations.name })
    .from(invitations)
    .where(and(inArray(invitations.reservationId, reservationIds), eq(invitations.status, 'accepted')));
}

/**
 * The friends who accepted an invitation to a reservation, to be told of a change to it: their
 * partner slot, and the language to write in (their golfer account's now, else the one their
 * invitation was written in; null when neither is known).
 */
export async function acceptedFriendsToTell(db: Database, engineId: number, reservationId: string) {
  const rows = await db
    .select({
      invitationId: invitations.id,
      name: invitations.name,
      email: invitations.email,
      slot: invitations.slot,
      invited: invitations.language,
      account: customers.language,
    })
    .from(invitations)
    .leftJoin(
      customers,
      and(eq(customers.bookingEngineId, invitations.bookingEngineId), eq(customers.email, invitations.email)),
    )
    .where(
      and(
        eq(invitations.reservationId, reservationId),
        eq(invitations.bookingEngineId, engineId),
        eq(invitations.status, 'accepted'),
      ),
    )
    .orderBy(asc(invitations.slot), asc(invitations.createdAt));
  return rows.map(({ invited, account, ...row }) => ({ ...row, language: account ?? invited }));
}

/** The events of some reservations, oldest first. */
export function eventsOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reservationEvents)
    .where(inArray(reservationEvents.reservationId, reservationIds))
    .orderBy(asc(reservationEvents.id));
}

/** The featured products bought with some reservations' tee times (by order and parent cart item). */
export function featuredProductsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      parentCartItemId: orderItems.parentCartItemId,
      description: orderItems.description,
      quantity: orderItems.quantity,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.type, 'featured-product')))
    .orderBy(asc(orderItems.id));
}

/** Records what happened to some slots (inserting their rows on first use). */
export async function updateSlots(
  tx: Database,
  reservationId: string,
  slots: number[],
  values: { cancelledAt?: Date; checkedInAt?: Date; paidAtCourseAt?: Date },
): Promise<void> {
  if (slots.length === 0) return;
  await tx
    .insert(reservationPlayers)
    .values(slots.map((slot) => ({ reservationId, slot, ...values })))
    .onConflictDoUpdate({
      target: [reservationPlayers.reservationId, reservationPlayers.slot],
      set: { ...values, updatedAt: new Date() },
    });
}

/** Appends an event; its id. */
export async function insertEvent(tx: Database, values: typeof reservationEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(reservationEvents).values(values).returning({ id: reservationEvents.id });
  return required(row, 'the row insertEvent returned').id;
}

/** Records the processor's answer on an event. */
export async function updateEventPayment(
  db: Database,
  id: number,
  values: { paymentId?: string | null; paymentStatus: string },
): Promise<void> {
  await db.update(reservationEvents).set(values).where(eq(reservationEvents.id, id));
}

/** Cancellation events whose refund has not been confirmed by the processor. */
export function pendingRefunds(db: Database) {
  return db
    .select({ event: reservationEvents, paymentId: orders.paymentId })
    .from(reservationEvents)
    .innerJoin(reservations, eq(reservations.id, reservationEvents.reservationId))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(and(eq(reservationEvents.kind, 'cancelled'), eq(reservationEvents.paymentStatus, 'refund_pending')))
    .limit(50);
}

/** Sets the players still booked on the reservation's tee-time booking (cancelled when none). */
export async function updateTeeTimeBooking(tx: Database, bookingId: number, players: number): Promise<void> {
  await tx
    .update(teeTimeBookings)
    .set(players > 0 ? { players } : { status: 'cancelled' })
    .where(eq(teeTimeBookings.id, bookingId));
}

/**
 * Marks a reservation cancelled (every player gone) and gives what its add-ons and featured
 * products took back to stock, once: a reservation already cancelled gives nothing.
 */
export async function markReservationCancelled(tx: Database, id: string): Promise<void> {
  const [row] = await tx
    .update(reservations)
    .set({ status: 'cancelled' })
    .where(and(eq(reservations.id, id), sql`${reservations.status} <> 'cancelled'`))
    .returning({ productStock: reservations.productStock });
  if (row && row.productStock.length > 0) await returnProductStock(tx, row.productStock);
}

/** Inserts a check-in invoice. */
export async function insertCheckInInvoice(tx: Database, values: typeof checkInInvoices.$inferInsert) {
  const [row] = await tx.insert(checkInInvoices).values(values).returning();
  return required(row, 'the row insertCheckInInvoice returned');
}

/** Claims an idempotency key (false when it exists). */
export async function claimRequest(tx: Database, values: typeof reservationRequests.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(reservationRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: reservationRequests.idempotencyKey });
  return rows.length > 0;
}

/** An idempotent request by key. */
export async function findRequest(db: Database, engineId: number, operation: string, key: string) {
  const [row] = await db
    .select()
    .from(reservationRequests)
    .where(
      and(
        eq(reservationRequests.bookingEngineId, engineId),
        eq(reservationRequests.operation, operation),
        eq(reservationRequests.idempotencyKey, key),
      ),
    );
  return row;
}

/** Stores a request's answer. */
export async function answerRequest(
  db: Database,
  engineId: number,
  operation: string,
  key: string,
  answer: unknown,
): Promise<void> {
  await db
    .update(reservationRequests)
    .set({ answer: answer as object })
    .where(
      and(
        eq(reservationRequests.bookingEngineId, engineId),
        eq(reservationRequests.operation, operation),
        eq(reservationRequests.idempotencyKey, key),
      ),
    );
}

/** Whether another request of the operation for the reservation is still running (started after `since`). */
export async function otherRunningRequest(
  tx: Database,
  reservationId: string,
  operation: string,
  key: string,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ value: count() })
    .from(reservationRequests)
    .where(
      and(
        eq(reservationRequests.reservationId, reservationId),
        eq(reservationRequests.operation, operation),
        isNull(reservationRequests.answer),
        gte(reservationRequests.createdAt, since),
        sql`${reservationRequests.idempotencyKey} <> ${key}`,
      ),
    );
  return Number(row?.value ?? 0) > 0;
}

/** The reservation's metadata. */
export async function findMetadata(db: Database, reservationId: string) {
  const [row] = await db.select().from(reservationMetadata).where(eq(reservationMetadata.reservationId, reservationId));
  return row;
}

/** Writes the given metadata fields. */
export async function upsertMetadata(
  db: Database,
  reservationId: string,
  values: { googleRwgToken?: string; merchantChanged?: number; externalReservationId?: string },
) {
  const [row] = await db
    .insert(reservationMetadata)
    .values({ reservationId, ...values })
    .onConflictDoUpdate({ target: reservationMetadata.reservationId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return required(row, 'the row upsertMetadata returned');
}

/** Reservations of the engine by id (any order), with their booking invoice. */
export async function recordsByIds(db: Database, engineId: number, ids: string[]): Promise<ReservationRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(recordColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .where(and(eq(orders.bookingEngineId, engineId), inArray(reservations.id, ids)));
  return withInvoices(db, rows);
}

/** The reservations of some orders, with their booking invoice. */
export async function recordsOfOrders(db: Database, orderIds: string[]): Promise<ReservationRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select(recordColumns)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .where(inArray(reservations.orderId, orderIds))
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
  return withInvoices(db, rows);
}
