import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../apps/server/src/test/test-database.ts';
import { checkInvariants, lastBookingId, runFigures, type RunScope, type SqlRunner } from './invariants.ts';

// The reliability run's checks against a real migrated database: a clean checkout passes, and
// each way of breaking a rule is caught by that rule.
const TEE_TIME = '2030-01-01T08:00';
let database: TestDatabase;
let db: SqlRunner & { release?: () => void };
let scope: RunScope;
let engineId: number;
let facilityId: number;
let sequence = 0;

async function exec(sql: string, params: unknown[] = []) {
  return (
    db as unknown as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  ).query(sql, params);
}

async function booking(players: number): Promise<number> {
  const { rows } = await exec(
    `insert into tee_time_bookings (facility_id, tee_time, players) values ($1, $2, $3) returning id`,
    [facilityId, TEE_TIME, players],
  );
  return Number(rows[0]!.id);
}

async function payment(status: string, ledger: string[], amount = 5000): Promise<string> {
  const id = `pay_test_${++sequence}`;
  await exec(
    `insert into gateway_payments (id, card_token, amount_cents, currency, status, captured_cents, expires_at) values ($1, 'card_test', $2, 'USD', $3, $4, now() + interval '7 days')`,
    [id, amount, status, status === 'captured' ? amount : 0],
  );
  for (const kind of ledger)
    await exec(`insert into gateway_ledger (payment_id, kind, amount_cents) values ($1, $2, $3)`, [id, kind, amount]);
  return id;
}

async function order(
  paymentId: string | null,
  bookingId: number | null,
  cartId = crypto.randomUUID(),
  paidNow = 5000,
): Promise<string> {
  const { rows } = await exec(
    `insert into orders (booking_engine_id, order_number, status, cart_id, currency_code, sub_total, total_taxes, grand_total, paid_now, due_at_course, email, first_name, last_name, phone, payment_id)
     values ($1, $2, 'fulfilled', $3, 'USD', $4, 0, $4, $4, 0, 'a@example.com', 'A', 'B', '', $5) returning id`,
    [engineId, `T-${++sequence}`, cartId, paidNow, paymentId],
  );
  const orderId = String(rows[0]!.id);
  const cartItemId = crypto.randomUUID();
  await exec(
    `insert into order_items (order_id, cart_item_id, type, description, quantity, amount, order_date) values ($1, $2, $3, 'line', 1, $4, now())`,
    [orderId, cartItemId, bookingId === null ? 'product' : 'tee-time', paidNow],
  );
  if (bookingId !== null) {
    await exec(
      `insert into reservations (order_id, facility_id, booking_id, cart_item_id, confirmation_number, teetime, starts_at, players, rate_name, holes, transportation, booker_email)
       values ($1, $2, $3, $4, $5, $6, now(), 1, 'Prime', 18, 'Cart', 'a@example.com')`,
      [orderId, facilityId, bookingId, cartItemId, `C-${++sequence}`, TEE_TIME],
    );
  }
  return orderId;
}

async function violations(runScope = scope): Promise<Record<string, number>> {
  const results = await checkInvariants(db, runScope);
  return Object.fromEntries(
    results.filter((result) => result.violations > 0).map((result) => [result.rule, result.violations]),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const handle = database.handle;
  db = handle.kind === 'pglite' ? handle.client : await handle.pool.connect();
  engineId = Number((await exec(`select id from booking_engines where alias = 'demo'`)).rows[0]!.id);
  facilityId = Number((await exec(`select id from facilities order by id limit 1`)).rows[0]!.id);
  scope = { teeTimes: [{ facilityId, teetime: TEE_TIME }], lastBookingIdBefore: await lastBookingId(db) };
}, 60_000); // migrating a fresh database takes over 10 s on a loaded CI machine
afterAll(async () => {
  db?.release?.();
  await database.close();
});
beforeEach(async () => {
  await exec('begin');
  // A clean run: a full tee time booked and captured once, and a voided authorisation.
  await order(await payment('captured', ['authorization', 'capture']), await booking(4));
  await payment('voided', ['authorization', 'void']);
  return async () => {
    await exec('rollback');
  };
});

describe('the reliability checks', () => {
  it('pass a clean run and count what it left', async () => {
    expect(await violations()).toEqual({});
    expect(await runFigures(db, scope)).toMatchObject({
      orders: 1,
      bookings: 1,
      bookedPlayers: 4,
      authorizations: 2,
      captures: 1,
      voids: 1,
      fullTeeTimes: 1,
    });
  });

  it('catch an oversold tee time', async () => {
    await order(await payment('captured', ['authorization', 'capture']), await booking(1));
    expect(await violations()).toEqual({ 'no tee time oversold (booked players ≤ 4)': 1 });
  });

  it('catch a payment captured twice', async () => {
    const paymentId = await payment('captured', ['authorization', 'capture', 'capture']);
    await order(paymentId, null);
    expect(await violations()).toMatchObject({
      'no payment captured twice': 1,
      'every order paid now has exactly one capture of its amount': 1,
    });
  });

  it('catch two orders for one cart', async () => {
    const cartId = crypto.randomUUID();
    await order(null, null, cartId, 0);
    await order(null, null, cartId, 0);
    expect(await violations()).toEqual({ 'one order per cart': 1 });
  });

  it('catch a capture without a booking, and an authorisation left neither booked nor voided', async () => {
    await payment('captured', ['authorization', 'capture']);
    await payment('authorized', ['authorization']);
    expect(await violations()).toEqual({
      'every capture matched by a booking (or a store purchase)': 1,
      'every authorisation without a booking voided': 2,
    });
  });

  it('catch a booking no order accounts for', async () => {
    await exec(`insert into tee_time_bookings (facility_id, tee_time, players) values ($1, '2030-01-02T09:00', 2)`, [
      facilityId,
    ]);
    expect(await violations()).toEqual({ 'every booking belongs to an order': 1 });
  });

  it('catch an order left without its lines or a tee-time line without its reservation', async () => {
    const orderId = await order(await payment('captured', ['authorization', 'capture']), await booking(1));
    await exec(`delete from reservations where order_id = $1`, [orderId]);
    await exec(`delete from tee_time_bookings where id = (select max(id) from tee_time_bookings)`);
    expect(await violations()).toMatchObject({
      'no half-written order (every order has its lines, every tee-time line its reservation)': 1,
    });
  });

  it('catch a hold left two sweeps after its expiry, not one still running', async () => {
    const hold = `insert into tee_time_locks (facility_id, tee_time, slots, holder, expires_at) values ($1, '2030-01-03T10:00', 2, 'cart', now() - $2::interval)`;
    await exec(hold, [facilityId, '30 seconds']);
    expect(await violations()).toEqual({});
    await exec(hold, [facilityId, '5 minutes']);
    expect(await violations()).toEqual({ 'holds released after expiry (none left two sweeps after it)': 1 });
  });

  it('catch a product sold past its stock, and units of the run’s products not accounted for', async () => {
    const { rows } = await exec(`select id, inventory from product_items where not is_unlimited order by id limit 1`);
    const productId = Number(rows[0]!.id);
    const initial = Number(rows[0]!.inventory);
    const productRun = { ...scope, products: [{ productId, initial }] };
    expect(await violations(productRun)).toEqual({});
    // Two sold with a booking, and the stock lowered by them: accounted for.
    await exec(`update reservations set product_stock = $1::jsonb where teetime = $2`, [
      JSON.stringify([{ productId, quantity: 2 }]),
      TEE_TIME,
    ]);
    await exec(`update product_items set inventory = inventory - 2 where id = $1`, [productId]);
    expect(await violations(productRun)).toEqual({});
    // Stock given back while the sale stands: not accounted for; the stock below zero: sold past it.
    await exec(`update product_items set inventory = inventory + 1 where id = $1`, [productId]);
    expect(await violations(productRun)).toEqual({
      "every unit of the run's products accounted for (sold + left = stock before)": 1,
    });
    await exec(`update product_items set inventory = -1 where id = $1`, [productId]);
    expect(await violations()).toEqual({ 'no product sold past its stock (inventory never below 0)': 1 });
  });

  it('accept, in a crash run, an authorisation left to expire, but not one past its expiry', async () => {
    await payment('authorized', ['authorization']);
    await payment('expired', ['authorization', 'expiry']);
    const crashRun = { ...scope, acceptExpiring: true };
    expect(await violations(crashRun)).toEqual({});
    await exec(`update gateway_payments set expires_at = now() - interval '1 minute' where status = 'authorized'`);
    expect(await violations(crashRun)).toEqual({ 'every authorisation without a booking voided or expiring': 1 });
  });
});
