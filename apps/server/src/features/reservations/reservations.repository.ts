import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import {
  checkInInvoices,
  reservationEvents,
  reservationMetadata,
  reservationPlayers,
  reservationRequests,
} from '../../db/schema/reservations.ts';
import {
  findReservationWithOrder,
  type InvoiceRow,
  invoicesOfOrders,
  type OrderRow,
  paymentIdOfReservation,
  reservationHistoryPage,
  reservationsOfDay,
  reservationsOfEngineByIds,
  reservationsOfOrders,
  reservationsOnCoursesOfDay,
  type ReservationRow,
  type ReservationWithOrder,
} from '../checkout/checkout.public.ts';
import { type FacilityRow, facilitiesByIds } from '../facilities/facilities.public.ts';
import { reservationIdsAcceptedBy } from '../invitations/invitations.public.ts';
import { required } from '@fairway/domain/shared/required';

// A reservation's own rows (players, events, check-in invoices, idempotent requests, metadata)
// are this area's; the reservation row and its order are checkout's, its course facilities', its
// invitations and its tee-time booking their areas': this file asks them through their public files.

/** A reservation with its order, facility and booking invoice. */
export interface ReservationRecord {
  reservation: ReservationRow;
  order: OrderRow;
  facility: FacilityRow;
  invoice: InvoiceRow | null;
}

/**
 * Reservations with their orders (checkout's rows), completed with their course and their booking
 * invoice (the Closed invoice of the order's cart item), both read at once.
 */
async function toRecords(db: Database, rows: ReservationWithOrder[]): Promise<ReservationRecord[]> {
  if (rows.length === 0) return [];
  const [found, courses] = await Promise.all([
    invoicesOfOrders(db, [...new Set(rows.map((row) => row.order.id))]),
    facilitiesByIds(db, [...new Set(rows.map((row) => row.reservation.facilityId))]),
  ]);
  return rows.flatMap(({ reservation, order }) => {
    const facility = courses.get(reservation.facilityId);
    if (!facility) return [];
    const invoice =
      found.find((row) => row.sourceOrderId === order.id && row.cartItemId === reservation.cartItemId) ?? null;
    return [{ reservation, order, facility, invoice }];
  });
}

/** A reservation of the engine (locked for update inside a transaction when asked). */
export async function findReservation(
  db: Database,
  engineId: number,
  id: string,
  forUpdate = false,
): Promise<ReservationRecord | undefined> {
  const row = await findReservationWithOrder(db, id, { engineId, forUpdate });
  return row ? (await toRecords(db, [row]))[0] : undefined;
}

/**
 * A reservation on a course the engine shows, whichever engine sold it (locked for update inside a
 * transaction when asked): the course's own staff check in the players a partner site sold.
 */
export async function findReservationOnEngineCourses(
  db: Database,
  engineId: number,
  id: string,
  forUpdate = false,
): Promise<ReservationRecord | undefined> {
  const row = await findReservationWithOrder(db, id, { onCoursesOf: engineId, forUpdate });
  return row ? (await toRecords(db, [row]))[0] : undefined;
}

/** Every engine's reservations on some facilities the engine shows, on a local date (cancelled ones too), by tee time. */
export async function courseDayRecords(
  db: Database,
  engineId: number,
  facilityIds: number[],
  date: string,
): Promise<ReservationRecord[]> {
  return toRecords(db, await reservationsOnCoursesOfDay(db, engineId, facilityIds, date));
}

/** The engine's reservations on some facilities and a local date (cancelled ones too), by tee time. */
export async function dayRecords(
  db: Database,
  engineId: number,
  facilityIds: number[],
  date: string,
): Promise<ReservationRecord[]> {
  return toRecords(db, await reservationsOfDay(db, engineId, facilityIds, date));
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

/** A page of a customer's reservations: upcoming oldest first, then past newest first; and the counts. */
export async function historyPage(db: Database, filter: HistoryFilter, now: Date, skip: number, take: number) {
  const { inviteeEmail, ...rest } = filter;
  const alsoReservationIds = inviteeEmail ? reservationIdsAcceptedBy(filter.engineId, inviteeEmail) : undefined;
  const page = await reservationHistoryPage(db, { ...rest, alsoReservationIds }, now, skip, take);
  return { records: await toRecords(db, page.rows), total: page.total, past: page.past };
}

/** Who accepted an invitation to a reservation: the invitations' answers. */
export { acceptedFriendsToTell, acceptedInvitationFor, acceptedInviteesOf } from '../invitations/invitations.public.ts';

/** The player slots with something recorded, of some reservations. */
export function playersOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db.select().from(reservationPlayers).where(inList(reservationPlayers.reservationId, reservationIds));
}

/** Each recorded player slot of a reservation: whether it was cancelled and whether it checked in. */
export async function playerSlotsOf(
  db: Database,
  reservationId: string,
): Promise<{ slot: number; cancelled: boolean; checkedIn: boolean }[]> {
  const rows = await db
    .select({
      slot: reservationPlayers.slot,
      cancelledAt: reservationPlayers.cancelledAt,
      checkedInAt: reservationPlayers.checkedInAt,
    })
    .from(reservationPlayers)
    .where(eq(reservationPlayers.reservationId, reservationId));
  return rows.map((row) => ({
    slot: row.slot,
    cancelled: row.cancelledAt !== null,
    checkedIn: row.checkedInAt !== null,
  }));
}

/** The player slots of a reservation that were cancelled (they take no friend, and are not released twice). */
export async function cancelledSlotsOf(db: Database, reservationId: string): Promise<number[]> {
  const rows = await db
    .select({ slot: reservationPlayers.slot })
    .from(reservationPlayers)
    .where(and(eq(reservationPlayers.reservationId, reservationId), isNotNull(reservationPlayers.cancelledAt)));
  return rows.map((row) => row.slot);
}

/** The events of some reservations, oldest first. */
export function eventsOf(db: Database, reservationIds: string[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reservationEvents)
    .where(inList(reservationEvents.reservationId, reservationIds))
    .orderBy(asc(reservationEvents.id));
}

/** The featured products bought with some reservations' tee times (by order and parent cart item). */
export { featuredProductsOfOrders as featuredProductsOf } from '../checkout/checkout.public.ts';

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

/** Cancellation and custom-refund events whose card refund the processor has not confirmed, with their order's payment. */
export function pendingRefunds(db: Database) {
  return db
    .select({ event: reservationEvents, paymentId: paymentIdOfReservation(reservationEvents.reservationId) })
    .from(reservationEvents)
    .where(
      and(
        inArray(reservationEvents.kind, ['cancelled', 'refunded']),
        eq(reservationEvents.paymentStatus, 'refund_pending'),
      ),
    )
    .limit(50);
}

/** Sets the players still booked on the reservation's tee-time booking (cancelled when none). */
export { setBookedPlayers as updateTeeTimeBooking } from '../tee-times/tee-times.public.ts';

/**
 * Marks a reservation cancelled (every player gone) and gives what its add-ons and featured
 * products took back to stock, once: a reservation already cancelled gives nothing.
 */
export { markReservationCancelled } from '../checkout/checkout.public.ts';

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
  return toRecords(db, await reservationsOfEngineByIds(db, engineId, ids));
}

/** The reservations of some orders, with their booking invoice. */
export async function recordsOfOrders(db: Database, orderIds: string[]): Promise<ReservationRecord[]> {
  return toRecords(db, await reservationsOfOrders(db, orderIds));
}
