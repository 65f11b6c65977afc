import { and, asc, desc, eq, gt, gte, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LapsedHold } from '../../shared/inventory/openings.repository.ts';
import { cartItems, cartItemTrail, carts, productItems, teeTimeCapacity } from '../../db/schema/cart.ts';
import { rates, rateSets, teeTimeBookings, teeTimeLocks } from '../../db/schema/tee-times.ts';

/** A transaction or the database: what each function below runs on. */
type Db = Database;

/** Creates a cart. */
export async function insertCart(db: Db, values: { bookingEngineId: number; customerId: number | null; expiresAt: Date | null }) {
  const [row] = await db.insert(carts).values(values).returning();
  return row!;
}

/** A cart of the engine by id, optionally locked FOR UPDATE (inside a transaction). */
export async function findCart(db: Db, bookingEngineId: number, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.bookingEngineId, bookingEngineId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The customer's latest cart on the engine. */
export async function findCustomerCart(db: Db, bookingEngineId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.bookingEngineId, bookingEngineId), eq(carts.customerId, customerId)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row;
}

/** Sets a cart's owner and expiry (a claim by a signed-in golfer, or an anonymous refresh). */
export async function updateCart(db: Db, id: string, values: { customerId?: number | null; expiresAt: Date | null }) {
  await db.update(carts).set(values).where(eq(carts.id, id));
}

/** Deletes a cart with its items (cascade). */
export async function deleteCart(db: Db, id: string) {
  await db.delete(carts).where(eq(carts.id, id));
}

/** The items of a cart in the order they were added. */
export async function listItems(db: Db, cartId: string) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.position));
}

/** The trail of a cart's items, oldest first. */
export async function listTrail(db: Db, cartId: string) {
  return db
    .select({ cartItemId: cartItemTrail.cartItemId, eventType: cartItemTrail.eventType, errors: cartItemTrail.errors, createdAt: cartItemTrail.createdAt })
    .from(cartItemTrail)
    .innerJoin(cartItems, eq(cartItems.id, cartItemTrail.cartItemId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItemTrail.id));
}

/** Inserts an item. */
export async function insertItem(db: Db, values: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

/** Replaces an item's extra (and promotion code). */
export async function updateItem(db: Db, id: string, values: { extra: unknown; promotionCode?: string | null }) {
  await db.update(cartItems).set(values).where(eq(cartItems.id, id));
}

/** Deletes items by id. */
export async function deleteItems(db: Db, ids: string[]) {
  if (ids.length) await db.delete(cartItems).where(inArray(cartItems.id, ids));
}

/** Detaches an item's children (they become top level) before the parent is deleted alone. */
export async function detachChildren(db: Db, parentId: string) {
  await db.update(cartItems).set({ parentId: null }).where(eq(cartItems.parentId, parentId));
}

/** Records an event (with errors) on an item's trail. */
export async function insertTrail(db: Db, cartItemId: string, eventType: string, errors: string[]) {
  await db.insert(cartItemTrail).values({ cartItemId, eventType, errors });
}

/** A rate of a facility, with its rate set. */
export async function findFacilityRate(db: Db, facilityId: number, rateId: number) {
  const [row] = await db
    .select({ rate: rates, rateSetName: rateSets.name })
    .from(rates)
    .innerJoin(rateSets, eq(rateSets.id, rates.rateSetId))
    .where(and(eq(rates.id, rateId), eq(rateSets.facilityId, facilityId)))
    .limit(1);
  return row && { ...row.rate, rateSetName: row.rateSetName };
}

/** Every rate of a facility, in its display order. */
export async function listFacilityRates(db: Db, facilityId: number) {
  return db
    .select({ rate: rates })
    .from(rates)
    .innerJoin(rateSets, eq(rateSets.id, rates.rateSetId))
    .where(eq(rateSets.facilityId, facilityId))
    .orderBy(asc(rates.sortOrder), asc(rates.id));
}

/**
 * Locks the tee time's capacity row (creating it when missing), so that concurrent capacity checks
 * of one tee time run one after another inside their transactions.
 */
export async function lockTeeTimeCapacity(tx: Db, facilityId: number, teeTime: string) {
  const lock = () =>
    tx
      .select({ facilityId: teeTimeCapacity.facilityId })
      .from(teeTimeCapacity)
      .where(and(eq(teeTimeCapacity.facilityId, facilityId), eq(teeTimeCapacity.teeTime, teeTime)))
      .for('update');
  // The row exists from the first hold of the tee time on: one statement then (issue #19).
  if ((await lock()).length > 0) return;
  // A row this transaction inserts is its own until it commits: a concurrent insert of the same
  // key waits for that commit, then finds the row and locks it below.
  const inserted = await tx.insert(teeTimeCapacity).values({ facilityId, teeTime }).onConflictDoNothing().returning({ facilityId: teeTimeCapacity.facilityId });
  if (inserted.length === 0) await lock();
}

/** Players booked on a tee time (cancelled bookings do not count). */
export async function bookedOn(db: Db, facilityId: number, teeTime: string): Promise<number> {
  const [row] = await db
    .select({ players: sql<number>`cast(coalesce(sum(${teeTimeBookings.players}), 0) as integer)` })
    .from(teeTimeBookings)
    .where(and(eq(teeTimeBookings.facilityId, facilityId), eq(teeTimeBookings.teeTime, teeTime), eq(teeTimeBookings.status, 'booked')));
  return Number(row?.players ?? 0);
}

/** Slots held on a tee time by unexpired locks and cart holds other than the given holders. */
export async function heldOn(db: Db, facilityId: number, teeTime: string, now: Date, exceptHolders: string[] = []): Promise<number> {
  const conditions = [eq(teeTimeLocks.facilityId, facilityId), eq(teeTimeLocks.teeTime, teeTime), gt(teeTimeLocks.expiresAt, now)];
  for (const holder of exceptHolders) conditions.push(sql`${teeTimeLocks.holder} is distinct from ${holder}`);
  const [row] = await db
    .select({ slots: sql<number>`cast(coalesce(sum(${teeTimeLocks.slots}), 0) as integer)` })
    .from(teeTimeLocks)
    .where(and(...conditions));
  return Number(row?.slots ?? 0);
}

/** Replaces a holder's hold on a tee time (slots 0 removes it). */
export async function replaceHold(db: Db, hold: { holder: string; facilityId: number; teeTime: string; slots: number; expiresAt: Date }) {
  await db.delete(teeTimeLocks).where(eq(teeTimeLocks.holder, hold.holder));
  if (hold.slots > 0) await db.insert(teeTimeLocks).values(hold);
}

/** Removes the holds of these holders. */
export async function deleteHolds(db: Db, holders: string[]) {
  if (holders.length) await db.delete(teeTimeLocks).where(inArray(teeTimeLocks.holder, holders));
}

/** Removes every explicit lock a cart holds (holders `cart-lock:<cartId>:…`). */
export async function deleteCartLocks(db: Db, cartId: string) {
  await db.delete(teeTimeLocks).where(sql`${teeTimeLocks.holder} like ${`cart-lock:${cartId}:%`}`);
}

/** A holder's hold, if unexpired. */
export async function findHold(db: Db, holder: string, now: Date) {
  const [row] = await db
    .select()
    .from(teeTimeLocks)
    .where(and(eq(teeTimeLocks.holder, holder), gt(teeTimeLocks.expiresAt, now)))
    .limit(1);
  return row;
}

/** Unexpired explicit locks (not cart holds) of a facility between two local tee times inclusive. */
export async function listLocks(db: Db, facilityId: number, from: string, to: string, now: Date) {
  return db
    .select({ teeTime: teeTimeLocks.teeTime, slots: teeTimeLocks.slots, expiresAt: teeTimeLocks.expiresAt, holder: teeTimeLocks.holder })
    .from(teeTimeLocks)
    .where(
      and(
        eq(teeTimeLocks.facilityId, facilityId),
        gte(teeTimeLocks.teeTime, from),
        lte(teeTimeLocks.teeTime, to),
        gt(teeTimeLocks.expiresAt, now),
        sql`${teeTimeLocks.holder} like 'cart-lock:%'`,
      ),
    )
    .orderBy(asc(teeTimeLocks.teeTime));
}

/** Product items on sale at these facilities, by category then name. */
export async function listProducts(db: Db, facilityIds: number[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(productItems)
    .where(and(inArray(productItems.facilityId, facilityIds), eq(productItems.isActive, true)))
    .orderBy(asc(productItems.facilityId), asc(productItems.categoryId), asc(productItems.name));
}

/** One product item on sale at a facility. */
export async function findProduct(db: Db, facilityId: number, id: number) {
  const [row] = await db
    .select()
    .from(productItems)
    .where(and(eq(productItems.id, id), eq(productItems.facilityId, facilityId), eq(productItems.isActive, true)))
    .limit(1);
  return row;
}

const freedColumns = { id: teeTimeLocks.id, facilityId: teeTimeLocks.facilityId, teeTime: teeTimeLocks.teeTime, slots: teeTimeLocks.slots };

/** Deletes tee-time locks and cart holds that expired at `now`; the rows that went. */
export async function deleteExpiredHolds(db: Db, now: Date): Promise<LapsedHold[]> {
  return db.delete(teeTimeLocks).where(lte(teeTimeLocks.expiresAt, now)).returning(freedColumns);
}

/** Deletes anonymous carts that expired at `now` (items and trail cascade) with every hold of theirs; the carts and the holds that went. */
export async function deleteExpiredAnonymousCarts(db: Db, now: Date): Promise<{ carts: number; holds: LapsedHold[] }> {
  const expired = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNull(carts.customerId), lte(carts.expiresAt, now)))
    .for('update', { skipLocked: true });
  if (expired.length === 0) return { carts: 0, holds: [] };
  const ids = expired.map((cart) => cart.id);
  const items = await db.select({ id: cartItems.id }).from(cartItems).where(inArray(cartItems.cartId, ids));
  const itemHolders = items.map((item) => `cart-item:${item.id}`);
  const cartLocks = or(...ids.map((id) => like(teeTimeLocks.holder, `cart-lock:${id}:%`)));
  const holds = await db
    .delete(teeTimeLocks)
    .where(itemHolders.length ? or(inArray(teeTimeLocks.holder, itemHolders), cartLocks) : cartLocks)
    .returning(freedColumns);
  await db.delete(carts).where(inArray(carts.id, ids));
  return { carts: ids.length, holds };
}
