import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByShape, preparedQuery, preparedSql } from '../../db/statements.ts';
import { answerLater, finishTransaction, together } from '../../db/transaction.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import {
  cartMetadata,
  checkoutAttempts,
  invoices,
  orderItems,
  orders,
  type CheckoutAttemptRow,
  type InvoiceRow,
} from '../../db/schema/checkout.ts';
import { paymentSteps } from '../../db/schema/payments.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import { type FacilityRow, allowedOriginsOfEngine, selectFacilitiesWithIdIn } from '../facilities/facilities.public.ts';
import { type CartItem, toCartItems } from '../cart/cart.public.ts';

/** The items of a cart in the order they were added, their details parsed (an unreadable tee-time item is left out). */
async function listCartItems(db: Database, cartId: string): Promise<CartItem[]> {
  return toCartItems(await listCartItemsStatement(db, { cartId }));
}
const listCartItemsStatement = preparedQuery('checkout_cart_items', ['cartId'], (db, p) =>
  db.select().from(cartItems).where(eq(cartItems.cartId, p.cartId)).orderBy(asc(cartItems.position)),
);

/** A cart item row. */
export type CheckoutItemRow = Awaited<ReturnType<typeof listCartItems>>[number];

/** Locks a cart row for the rest of the transaction (the cart's changes and checkouts queue on it). */
async function lockCart(tx: Database, cartId: string): Promise<boolean> {
  const rows = await lockCartStatement(tx, { cartId });
  return rows.length > 0;
}
const lockCartStatement = preparedQuery('checkout_lock_cart', ['cartId'], (tx, p) =>
  tx.select({ id: carts.id }).from(carts).where(eq(carts.id, p.cartId)).for('update'),
);

/**
 * The booking transaction's first round trip: the cart row locked (as lockCart) with the visit's
 * Google reserve-with token (null when the cart is gone), then its items and their courses, read
 * once the lock is held.
 */
export async function lockCartForBooking(tx: Database, cartId: string) {
  const [locked, items, facilities] = await together(
    tx,
    () => lockCartForBookingStatement(tx, { cartId }),
    () => listCartItems(tx, cartId),
    () => facilitiesOfCart(tx, cartId),
  );
  const [row] = locked;
  return { cart: row ? { rwgToken: row.rwgToken ?? null } : null, items, facilities };
}
const lockCartForBookingStatement = preparedQuery('checkout_lock_cart_for_booking', ['cartId'], (tx, p) =>
  tx
    .select({ id: carts.id, rwgToken: cartMetadata.googleRwgToken })
    .from(carts)
    .leftJoin(cartMetadata, eq(cartMetadata.cartId, carts.id))
    .where(eq(carts.id, p.cartId))
    .for('update', { of: carts }),
);

/**
 * The booking's last writes, one statement (data-modifying CTEs): the order's lines
 * written, the cart's Open invoices deleted, the holds of its items and the items themselves
 * removed, its Closed invoices inserted and the attempt completed. No row is touched twice and
 * no key links these rows, so doing them together is the same as one after another. It is the
 * transaction's last statement, sent with its COMMIT and with what `alongside` writes (the
 * confirmation e-mail): the caller returns right after it.
 */
export async function closeBookedCartAndCommit(
  tx: Database,
  input: {
    cartId: string;
    orderLines: (typeof orderItems.$inferInsert)[];
    holders: string[];
    invoices: (typeof invoices.$inferInsert)[];
    /** The attempt's last change (its state and answer), written with the rest. */
    attempt: { id: string; values: Partial<typeof checkoutAttempts.$inferInsert> };
  },
  alongside?: () => Promise<unknown>,
): Promise<void> {
  const { cartId, orderLines, holders, invoices: closed, attempt } = input;
  await finishTransaction(tx, () =>
    Promise.all([
      closeBookedCartStatement(tx, {
        cartId,
        orderLines,
        holders,
        invoices: closed,
        attemptId: attempt.id,
        attemptValues: { ...attempt.values, updatedAt: new Date() },
      }),
      alongside?.(),
    ]),
  );
}
// Its shape follows the cart (how many lines, holds and invoices): built once per shape.
const closeBookedCartStatement = preparedByShape(
  'checkout_close_booked_cart',
  (
    tx,
    p: {
      cartId: string;
      orderLines: (typeof orderItems.$inferInsert)[];
      holders: string[];
      invoices: (typeof invoices.$inferInsert)[];
      attemptId: string;
      attemptValues: Partial<typeof checkoutAttempts.$inferInsert>;
    },
  ) => {
    const ctes = [
      tx.$with('open_invoices').as(
        tx
          .delete(invoices)
          .where(and(eq(invoices.shoppingCartId, p.cartId), eq(invoices.status, 'Open')))
          .returning({ id: invoices.id }),
      ),
      tx.$with('items').as(tx.delete(cartItems).where(eq(cartItems.cartId, p.cartId)).returning({ id: cartItems.id })),
      ...(p.orderLines.length > 0
        ? [tx.$with('lines').as(tx.insert(orderItems).values(p.orderLines).returning({ id: orderItems.id }))]
        : []),
      ...(p.holders.length > 0
        ? [
            tx
              .$with('holds')
              .as(
                tx
                  .delete(teeTimeLocks)
                  .where(inArray(teeTimeLocks.holder, p.holders))
                  .returning({ id: teeTimeLocks.id }),
              ),
          ]
        : []),
      ...(p.invoices.length > 0
        ? [tx.$with('closed').as(tx.insert(invoices).values(p.invoices).returning({ id: invoices.id }))]
        : []),
    ];
    return tx
      .with(...ctes)
      .update(checkoutAttempts)
      .set(p.attemptValues)
      .where(eq(checkoutAttempts.id, p.attemptId));
  },
);

/** The courses of a cart's items (the booking reads them with the cart's lock and items, in one write). */
async function facilitiesOfCart(db: Database, cartId: string): Promise<Map<number, FacilityRow>> {
  const rows = await facilitiesOfCartStatement(db, { cartId });
  return new Map(rows.map((row) => [row.id, row]));
}
const facilitiesOfCartStatement = preparedQuery('checkout_facilities_of_cart', ['cartId'], (db, p) =>
  selectFacilitiesWithIdIn(
    db,
    db.select({ id: cartItems.facilityId }).from(cartItems).where(eq(cartItems.cartId, p.cartId)),
  ),
);

/** Stores invoices. */
export async function insertInvoices(tx: Database, rows: (typeof invoices.$inferInsert)[]): Promise<InvoiceRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(invoices).values(rows).returning();
}

/** An invoice of the engine. */
export async function findInvoice(db: Database, engineId: number, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.bookingEngineId, engineId)));
  return row;
}

/** The Closed invoices of orders. */
export function invoicesOfOrders(db: Database, orderIds: string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(invoices).where(inArray(invoices.sourceOrderId, orderIds)).orderBy(asc(invoices.createdAt));
}

/** A checkout attempt by (engine, key). */
export async function findAttempt(
  db: Database,
  engineId: number,
  key: string,
): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await findAttemptStatement(db, { engineId, key });
  return row;
}
const findAttemptStatement = preparedQuery('checkout_find_attempt', ['engineId', 'key'], (db, p) =>
  db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.bookingEngineId, p.engineId), eq(checkoutAttempts.idempotencyKey, p.key))),
);

/** A checkout attempt by its payment. */
export async function findAttemptByPayment(
  db: Database,
  engineId: number,
  paymentId: string,
): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.bookingEngineId, engineId), eq(checkoutAttempts.paymentId, paymentId)));
  return row;
}

/** The columns process-payment writes when it starts an attempt (the rest keep their defaults). */
const NEW_ATTEMPT_COLUMNS = [
  'bookingEngineId',
  'idempotencyKey',
  'requestHash',
  'cartId',
  'customerId',
  'guestSessionId',
  'form',
  'language',
  'amountCents',
  'currencyCode',
  'giftCertificateId',
  'giftAmountCents',
  'creditBookId',
  'creditBookCents',
  'splitCents',
  'cardToken',
  'cardBrand',
  'cardLastFour',
  'cardFingerprint',
  'saveCard',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof checkoutAttempts.$inferInsert)[];

/** A new attempt: every column process-payment sets, each given (null where it has none). */
export type NewAttempt = {
  [K in (typeof NEW_ATTEMPT_COLUMNS)[number]]-?: Exclude<(typeof checkoutAttempts.$inferInsert)[K], undefined>;
};

const insertAttemptStatement = preparedQuery('checkout_insert_attempt', NEW_ATTEMPT_COLUMNS, (tx, p) =>
  tx.insert(checkoutAttempts).values(p).onConflictDoNothing().returning(),
);

/**
 * Inserts an attempt unless its key exists (then null): the insert-first idempotency guard. The
 * transaction's last statement, sent with its COMMIT: the caller returns right after it.
 */
export async function insertAttemptAndCommit(tx: Database, values: NewAttempt): Promise<CheckoutAttemptRow | null> {
  const [row] = await finishTransaction(tx, () => insertAttemptStatement(tx, values));
  return row ?? null;
}

/**
 * What process-payment reads before it checks anything, in one round trip: the attempt under the
 * key, the cart as `ownedCart` reads it (its failure is thrown only when `cart()` is called, so a
 * replay of the key answers first), the cart's items and their courses.
 */
export async function paymentStartOf<Cart>(
  tx: Database,
  engineId: number,
  key: string,
  cartId: string,
  ownedCart: () => Promise<Cart>,
) {
  const [existing, cart, items, facilities] = await together(
    tx,
    () => findAttempt(tx, engineId, key),
    () => answerLater(ownedCart()),
    () => listCartItems(tx, cartId),
    () => facilitiesOfCart(tx, cartId),
  );
  return { existing, cart, items, facilities };
}

/**
 * The cart row locked for a new attempt, then (read once the lock is held) whether another attempt
 * of the cart is still running (updated after `since`), and what `alongside` writes with them (a
 * guest's first session; null: nothing), in one round trip.
 */
export async function lockCartForAttempt<Written>(
  tx: Database,
  cartId: string,
  key: string,
  since: Date,
  alongside: (() => Promise<Written>) | null,
) {
  const [, running, written] = await together(
    tx,
    () => lockCart(tx, cartId),
    () => otherRunningAttempt(tx, cartId, key, since),
    () => (alongside ? alongside() : null),
  );
  return { running, written };
}

/** Another attempt of the cart still being processed (started after `since`). */
async function otherRunningAttempt(tx: Database, cartId: string, key: string, since: Date): Promise<boolean> {
  const rows = await otherRunningAttemptStatement(tx, { cartId, key, since: since.toISOString() });
  return rows.length > 0;
}
const otherRunningAttemptStatement = preparedQuery(
  'checkout_other_running_attempt',
  ['cartId', 'key', 'since'],
  (tx, p) =>
    tx
      .select({ id: checkoutAttempts.id })
      .from(checkoutAttempts)
      .where(
        and(
          eq(checkoutAttempts.cartId, p.cartId),
          eq(checkoutAttempts.state, 'running'),
          ne(checkoutAttempts.idempotencyKey, p.key),
          gt(checkoutAttempts.updatedAt, p.since),
        ),
      )
      .limit(1),
);

/** Records the payment an attempt's card authorisation made. */
export async function setAttemptPayment(db: Database, id: string, paymentId: string, updatedAt: Date): Promise<void> {
  await setAttemptPaymentStatement(db, { id, paymentId, updatedAt: updatedAt.toISOString() });
}
const setAttemptPaymentStatement = preparedQuery(
  'checkout_set_attempt_payment',
  ['id', 'paymentId', 'updatedAt'],
  (db, p) =>
    // updatedAt is set explicitly: drizzle's $onUpdate would run once, when the statement is built.
    db
      .update(checkoutAttempts)
      .set({ paymentId: sql`${p.paymentId}`, updatedAt: sql`${p.updatedAt}` })
      .where(eq(checkoutAttempts.id, p.id)),
);

/** Updates an attempt. */
export async function updateAttempt(
  db: Database,
  id: string,
  values: Partial<typeof checkoutAttempts.$inferInsert>,
): Promise<void> {
  await db.update(checkoutAttempts).set(values).where(eq(checkoutAttempts.id, id));
}

/**
 * After the capture: the order's payment status and the attempt's stored answer, in one
 * statement (a data-modifying CTE): one round trip and one pooled connection instead of two.
 */
export async function recordCapture(
  db: Database,
  orderId: string,
  paymentStatus: string,
  attemptId: string,
  answer: unknown,
  step: { operationId: string; engineId: number; paymentId: string; amountCents: number },
): Promise<void> {
  await recordCaptureStatement(db, {
    paymentStatus,
    now: new Date().toISOString(),
    orderId,
    answer: JSON.stringify(answer),
    attemptId,
    ...step,
  });
}
// The operation's authorisation and capture steps (payment-workflow.ts) are written in the same
// statement: the workflow's record costs the checkout no round trip.
const recordCaptureStatement = preparedSql(
  'checkout_record_capture',
  ['paymentStatus', 'now', 'orderId', 'answer', 'attemptId', 'operationId', 'engineId', 'paymentId', 'amountCents'],
  (p) => sql`with paid as (
      update ${orders} set payment_status = ${p.paymentStatus}, updated_at = ${p.now}::timestamptz where id = ${p.orderId}
    ), steps as (
      insert into ${paymentSteps} (operation_id, step, action, state, payment_id, amount_cents, booking_engine_id)
      values (${p.operationId}, 'authorize', 'authorize', 'done', ${p.paymentId}, ${p.amountCents}::integer, ${p.engineId}::integer),
        (${p.operationId}, 'capture', 'capture', 'done', ${p.paymentId}, ${p.amountCents}::integer, ${p.engineId}::integer)
      on conflict (operation_id, step) do update set state = excluded.state, payment_id = excluded.payment_id, amount_cents = excluded.amount_cents, error = null, updated_at = excluded.updated_at
    )
    update ${checkoutAttempts} set answer = ${p.answer}::jsonb, updated_at = ${p.now}::timestamptz where id = ${p.attemptId}`,
);

/** Moves an attempt from one state to another; false when it was not in `from` (someone else moved it). */
export async function moveAttempt(
  db: Database,
  id: string,
  from: CheckoutAttemptRow['state'],
  to: CheckoutAttemptRow['state'],
): Promise<boolean> {
  const rows = await db
    .update(checkoutAttempts)
    .set({ state: to })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.state, from)))
    .returning({ id: checkoutAttempts.id });
  return rows.length > 0;
}

/** An attempt by id. */
export async function attemptById(db: Database, id: string): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
  return row;
}

/**
 * Attempts left mid-way since before `before` (waiting for the challenge, or stopped by a
 * process that died before booking: a booked attempt is never 'running'); locked, skipping those
 * another sweep holds. An abandoned attempt whose void failed is the payment-compensation job's.
 */
export function lockAbandonedAttempts(tx: Database, before: Date): Promise<CheckoutAttemptRow[]> {
  const { state, updatedAt } = checkoutAttempts;
  return tx
    .select()
    .from(checkoutAttempts)
    .where(sql`${state} in ('redirect_required', 'running') and ${updatedAt} < ${before}`)
    .limit(100)
    .for('update', { skipLocked: true });
}

/** Stores the visit's Google reserve-with token with the cart. */
export async function upsertCartMetadata(db: Database, cartId: string, googleRwgToken: string): Promise<void> {
  await db
    .insert(cartMetadata)
    .values({ cartId, googleRwgToken })
    .onConflictDoUpdate({ target: cartMetadata.cartId, set: { googleRwgToken, updatedAt: new Date() } });
}

/** The allowed host origins of the engine of a cart (the hosted card page of `cart:<id>` is framed by them). */
export async function allowedOriginsOfCart(db: Database, cartId: string): Promise<string[]> {
  if (!/^[0-9a-f-]{36}$/i.test(cartId)) return [];
  const [row] = await db
    .select({ allowedOrigins: allowedOriginsOfEngine(carts.bookingEngineId) })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row?.allowedOrigins ?? [];
}
