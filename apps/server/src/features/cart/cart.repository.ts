import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  like,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeNamed, preparedQuery, preparedSql } from '../../db/statements.ts';
import { answerLater, finishTransaction, together } from '../../db/transaction.ts';
import { RETENTION_BATCH } from '../../shared/retention.ts';
import type { LapsedHold } from '../tee-times/tee-times.public.ts';
import {
  type CartItemRow,
  cartItems,
  cartItemTrail,
  carts,
  productItems,
  teeTimeCapacity,
} from '../../db/schema/cart.ts';
import { type CartItem, toCartItem, toCartItems } from './cart-item.ts';
import { rates, rateSets, teeTimeBookings, teeTimeLocks } from '../../db/schema/tee-times.ts';
import { required } from '@fairway/domain/shared/required';
import { CART_ITEM_TRAIL_MAX } from '@fairway/domain/cart/cart-limits';

/** A transaction or the database: what each function below runs on. */
type Db = Database;

/** An event on an item's trail. */
interface TrailEntry {
  cartItemId: string;
  eventType: string;
  errors: unknown;
  createdAt: Date;
}

/** A cart's items in order and their trail, oldest event first. */
export interface CartContents {
  items: CartItem[];
  trail: TrailEntry[];
}

const insertCartStatement = preparedQuery('cart_insert', ['bookingEngineId', 'customerId', 'expiresAt'], (db, p) =>
  db
    .insert(carts)
    .values({ bookingEngineId: p.bookingEngineId, customerId: p.customerId, expiresAt: p.expiresAt })
    .returning(),
);

/** Creates a cart. */
export async function insertCart(
  db: Db,
  values: { bookingEngineId: number; customerId: number | null; expiresAt: Date | null },
) {
  const [row] = await insertCartStatement(db, values);
  return required(row, 'the row insertCart returned');
}

/** A cart of the engine by id, optionally locked FOR UPDATE (inside a transaction). */
export async function findCart(db: Db, bookingEngineId: number, id: string, forUpdate = false) {
  const [row] = await (forUpdate ? findCartForUpdateStatement : findCartStatement)(db, { id, bookingEngineId });
  return row;
}

const cartById = (db: Db, p: { id: Placeholder; bookingEngineId: Placeholder }) =>
  db
    .select()
    .from(carts)
    .where(and(eq(carts.id, p.id), eq(carts.bookingEngineId, p.bookingEngineId)))
    .limit(1);
const findCartStatement = preparedQuery('cart_find', ['id', 'bookingEngineId'], cartById);
const findCartForUpdateStatement = preparedQuery('cart_find_for_update', ['id', 'bookingEngineId'], (db, p) =>
  cartById(db, p).for('update'),
);

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

/** The items of a cart in the order they were added (an item whose details do not parse is left out: see toCartItem). */
export async function listItems(db: Db, cartId: string): Promise<CartItem[]> {
  return toCartItems(
    await db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.position)),
  );
}

/** A cart's items in the order they were added, and their trail (oldest first), in one statement. */
export async function listItemsWithTrail(db: Db, cartId: string): Promise<CartContents> {
  const rows = await listItemsWithTrailStatement(db, { cartId });
  const itemRows: CartItemRow[] = [];
  const trail: TrailEntry[] = [];
  for (const row of rows) {
    // One row per trail event: the item's columns repeat, and are parsed once.
    if (itemRows.at(-1)?.id !== row.item.id) itemRows.push(row.item);
    if (row.trail) trail.push(row.trail);
  }
  const items = toCartItems(itemRows);
  if (items.length === itemRows.length) return { items, trail };
  const readable = new Set(items.map((item) => item.id));
  return { items, trail: trail.filter((entry) => readable.has(entry.cartItemId)) };
}

const listItemsWithTrailStatement = preparedQuery('cart_items_with_trail', ['cartId'], (db, p) =>
  db
    .select({
      item: cartItems,
      trail: {
        cartItemId: cartItemTrail.cartItemId,
        eventType: cartItemTrail.eventType,
        errors: cartItemTrail.errors,
        createdAt: cartItemTrail.createdAt,
      },
    })
    .from(cartItems)
    .leftJoin(cartItemTrail, eq(cartItemTrail.cartItemId, cartItems.id))
    .where(eq(cartItems.cartId, p.cartId))
    .orderBy(asc(cartItems.position), asc(cartItemTrail.id)),
);

/**
 * The cart as `lockOwnedCart` locks it, then (read once the lock is held) its items with their
 * trail and what `alongside` reads (a tee time's course and rate; null: nothing), in one round
 * trip. `alongside`'s failure is thrown only when `read()` is called, after the cart's own checks.
 */
export async function lockedCartWithContents<Cart, Read>(
  tx: Database,
  cartId: string,
  lockOwnedCart: () => Promise<Cart>,
  alongside: (() => Promise<Read>) | null,
) {
  const [cart, contents, read] = await together(
    tx,
    lockOwnedCart,
    () => listItemsWithTrail(tx, cartId),
    () => (alongside ? answerLater(alongside()) : null),
  );
  return { cart, contents, read };
}

/**
 * Inserts an item with its trail's first event and (anonymous cart) refreshes the cart's expiry,
 * in one statement (data-modifying CTEs; the trail's key to the item is checked at its end), as
 * the transaction's last statement: sent with its COMMIT, so the caller returns right after it.
 * The item as stored (its extra read back from jsonb and parsed) and the event's time.
 */
export function insertItemWithTrailAndCommit(
  ...args: Parameters<typeof insertItemWithTrail>
): ReturnType<typeof insertItemWithTrail> {
  return finishTransaction(args[0], () => insertItemWithTrail(...args));
}

async function insertItemWithTrail(
  db: Db,
  values: {
    id: string;
    cartId: string;
    parentId?: string | null;
    type: CartItemRow['type'];
    facilityId: number | null;
    promotionCode?: string | null;
    extra: unknown;
  },
  eventType: string,
  cartExpiresAt: Date | null,
  /** More data-modifying CTEs to run with it (the item's hold on its tee time, written after the capacity check). */
  moreCtes?: SQL,
): Promise<{ item: CartItem; event: TrailEntry }> {
  const now = new Date().toISOString();
  const touch = cartExpiresAt
    ? sql`, touched as (update ${carts} set expires_at = ${cartExpiresAt.toISOString()}::timestamptz, updated_at = ${now}::timestamptz where id = ${values.cartId})`
    : sql``;
  const also = moreCtes ? sql`, ${moreCtes}` : sql``;
  const result = await executeNamed(
    db,
    'cart_insert_item',
    sql`with item as (
      insert into ${cartItems} (id, cart_id, parent_id, type, facility_id, promotion_code, extra)
      values (${values.id}, ${values.cartId}, ${values.parentId ?? null}, ${values.type}::cart_item_type, ${values.facilityId}, ${values.promotionCode ?? null}, ${JSON.stringify(values.extra)}::jsonb)
      returning extra, position, floor(extract(epoch from created_at) * 1000)::float8 as created_ms
    ), trail as (
      insert into ${cartItemTrail} (cart_item_id, event_type, errors) select ${values.id}, ${eventType}, '[]'::jsonb from item
      returning floor(extract(epoch from created_at) * 1000)::float8 as created_ms
    )${touch}${also}
    select item.extra, item.position, item.created_ms, trail.created_ms as event_ms from item, trail`,
  );
  const [row] = (
    result as unknown as { rows: { extra: unknown; position: number; created_ms: number; event_ms: number }[] }
  ).rows;
  if (!row) throw new Error(`Cart item ${values.id}: its insert returned no row`);
  const createdAt = new Date(Number(row.created_ms));
  const item = toCartItem({
    id: values.id,
    cartId: values.cartId,
    parentId: values.parentId ?? null,
    type: values.type,
    facilityId: values.facilityId,
    invoiceId: null,
    promotionCode: values.promotionCode ?? null,
    extra: typeof row.extra === 'string' ? JSON.parse(row.extra) : row.extra,
    position: Number(row.position),
    createdAt,
    updatedAt: createdAt,
  });
  // The details were built by this server a moment ago: not parsing them is a bug, not bad data.
  if (!item) throw new Error(`Cart item ${values.id} was stored with details its schema refuses`);
  return { item, event: { cartItemId: values.id, eventType, errors: [], createdAt: new Date(Number(row.event_ms)) } };
}

/** Inserts an item. */
export async function insertItem(db: Db, values: typeof cartItems.$inferInsert): Promise<void> {
  await db.insert(cartItems).values(values);
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

/**
 * Records an event (with errors) on an item's trail and drops what falls beyond its newest
 * CART_ITEM_TRAIL_MAX events, in one statement (the delete sees the trail before the insert).
 */
export async function insertTrail(db: Db, cartItemId: string, eventType: string, errors: string[]) {
  await db.execute(sql`with dropped as (
      delete from ${cartItemTrail} where ${cartItemTrail.cartItemId} = ${cartItemId} and ${cartItemTrail.id} in (
        select ${cartItemTrail.id} from ${cartItemTrail} where ${cartItemTrail.cartItemId} = ${cartItemId}
        order by ${cartItemTrail.id} desc offset ${CART_ITEM_TRAIL_MAX - 1}
      )
    )
    insert into ${cartItemTrail} (cart_item_id, event_type, errors)
    values (${cartItemId}, ${eventType}, ${JSON.stringify(errors)}::jsonb)`);
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

/** The CTEs `created` and `locked`: the tee time's capacity row inserted, or else locked FOR UPDATE. */
export const capacityRowCtes = (p: { facilityId: Placeholder; teeTime: Placeholder }) => sql`created as (
      insert into ${teeTimeCapacity} (facility_id, tee_time) values (${p.facilityId}, ${p.teeTime}) on conflict do nothing returning facility_id
    ), locked as (
      select facility_id from ${teeTimeCapacity} where facility_id = ${p.facilityId} and tee_time = ${p.teeTime} for update
    )`;

/**
 * Locks the tee time's capacity row (creating it when missing), so that concurrent capacity checks
 * of one tee time run one after another inside their transactions.
 *
 * One statement: a data-modifying CTE inserts the row when it is missing (ON CONFLICT
 * DO NOTHING) beside a SELECT … FOR UPDATE of it. Either the row was committed before the
 * statement (the SELECT locks it), or this statement inserted it (it is this transaction's own
 * until commit: a concurrent insert of the key waits for that commit), or another transaction
 * inserted it meanwhile: the insert waited for that one to commit, but the SELECT's snapshot is
 * older and saw nothing, so a second statement locks the now committed row (rare).
 */
export async function lockTeeTimeCapacity(tx: Db, facilityId: number, teeTime: string) {
  const { rows } = await insertOrLockCapacityStatement(tx, { facilityId, teeTime });
  const [row] = rows;
  if (Number(row?.created ?? 0) + Number(row?.locked ?? 0) > 0) return;
  await lockCapacityStatement(tx, { facilityId, teeTime });
}
const insertOrLockCapacityStatement = preparedSql<'facilityId' | 'teeTime', { created: number; locked: number }>(
  'capacity_insert_or_lock',
  ['facilityId', 'teeTime'],
  (p) => sql`with ${capacityRowCtes(p)}
    select cast((select count(*) from created) as integer) as created, cast((select count(*) from locked) as integer) as locked`,
);

const lockCapacityStatement = preparedQuery('capacity_lock', ['facilityId', 'teeTime'], (tx, p) =>
  tx
    .select({ facilityId: teeTimeCapacity.facilityId })
    .from(teeTimeCapacity)
    .where(and(eq(teeTimeCapacity.facilityId, p.facilityId), eq(teeTimeCapacity.teeTime, p.teeTime)))
    .for('update'),
);

/** Players booked on a tee time (cancelled bookings do not count). */
export async function bookedOn(db: Db, facilityId: number, teeTime: string): Promise<number> {
  const [row] = await db
    .select({ players: sql<number>`cast(coalesce(sum(${teeTimeBookings.players}), 0) as integer)` })
    .from(teeTimeBookings)
    .where(
      and(
        eq(teeTimeBookings.facilityId, facilityId),
        eq(teeTimeBookings.teeTime, teeTime),
        eq(teeTimeBookings.status, 'booked'),
      ),
    );
  return Number(row?.players ?? 0);
}

/** Slots held on a tee time by unexpired locks and cart holds other than the given holders. */
export async function heldOn(
  db: Db,
  facilityId: number,
  teeTime: string,
  now: Date,
  exceptHolders: string[] = [],
): Promise<number> {
  const conditions = [
    eq(teeTimeLocks.facilityId, facilityId),
    eq(teeTimeLocks.teeTime, teeTime),
    gt(teeTimeLocks.expiresAt, now),
  ];
  for (const holder of exceptHolders) conditions.push(sql`${teeTimeLocks.holder} is distinct from ${holder}`);
  const [row] = await db
    .select({ slots: sql<number>`cast(coalesce(sum(${teeTimeLocks.slots}), 0) as integer)` })
    .from(teeTimeLocks)
    .where(and(...conditions));
  return Number(row?.slots ?? 0);
}

/** Players booked plus slots held (as bookedOn + heldOn) on a tee time, in one statement. */
export async function takenOn(
  db: Db,
  facilityId: number,
  teeTime: string,
  now: Date,
  exceptHolders: string[] = [],
): Promise<number> {
  const values: Record<string, unknown> = { facilityId, teeTime, now: now.toISOString() };
  exceptHolders.forEach((holder, index) => (values[`holder${index}`] = holder));
  const [row] = await takenOnStatement(exceptHolders.length)(db, values);
  return Number(row?.players ?? 0);
}

// One statement per number of excepted holders (a checkout's item has one or two).
const takenOnStatements: ReturnType<typeof takenOnStatementOf>[] = [];
const takenOnStatement = (holders: number) => (takenOnStatements[holders] ??= takenOnStatementOf(holders));
function takenOnStatementOf(holders: number) {
  const holderKeys = Array.from({ length: holders }, (_, index) => `holder${index}`);
  return preparedQuery(
    `capacity_taken_${holders}`,
    ['facilityId', 'teeTime', 'now', ...holderKeys],
    (db, placeholders) => {
      const p = placeholders as Record<'facilityId' | 'teeTime' | 'now', Placeholder>;
      const conditions = [
        eq(teeTimeLocks.facilityId, p.facilityId),
        eq(teeTimeLocks.teeTime, p.teeTime),
        gt(teeTimeLocks.expiresAt, p.now),
      ];
      for (const key of holderKeys)
        conditions.push(
          sql`${teeTimeLocks.holder} is distinct from ${required(placeholders[key], `the ${key} placeholder`)}`,
        );
      const held = db
        .select({ slots: sql`coalesce(sum(${teeTimeLocks.slots}), 0)` })
        .from(teeTimeLocks)
        .where(and(...conditions));
      return db
        .select({ players: sql<number>`cast(coalesce(sum(${teeTimeBookings.players}), 0) + (${held}) as integer)` })
        .from(teeTimeBookings)
        .where(
          and(
            eq(teeTimeBookings.facilityId, p.facilityId),
            eq(teeTimeBookings.teeTime, p.teeTime),
            eq(teeTimeBookings.status, 'booked'),
          ),
        );
    },
  );
}

/** Replaces a holder's hold on a tee time (slots 0 removes it). */
export async function replaceHold(
  db: Db,
  hold: { holder: string; facilityId: number; teeTime: string; slots: number; expiresAt: Date },
) {
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

/** Unexpired explicit locks (not cart holds) of a facility between two local tee times inclusive. */
export async function listLocks(db: Db, facilityId: number, from: string, to: string, now: Date) {
  return db
    .select({
      teeTime: teeTimeLocks.teeTime,
      slots: teeTimeLocks.slots,
      expiresAt: teeTimeLocks.expiresAt,
      holder: teeTimeLocks.holder,
    })
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

const freedColumns = {
  id: teeTimeLocks.id,
  facilityId: teeTimeLocks.facilityId,
  teeTime: teeTimeLocks.teeTime,
  slots: teeTimeLocks.slots,
};

/** Deletes tee-time locks and cart holds that expired at `now`; the rows that went. */
export async function deleteExpiredHolds(db: Db, now: Date): Promise<LapsedHold[]> {
  return db.delete(teeTimeLocks).where(lte(teeTimeLocks.expiresAt, now)).returning(freedColumns);
}

/**
 * Deletes anonymous carts that expired at `now` (items and trail cascade) with every hold of theirs,
 * RETENTION_BATCH carts a pass (the sweep runs every minute); the carts and the holds that went.
 */
export async function deleteExpiredAnonymousCarts(db: Db, now: Date): Promise<{ carts: number; holds: LapsedHold[] }> {
  const expired = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNull(carts.customerId), lte(carts.expiresAt, now)))
    .limit(RETENTION_BATCH)
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
