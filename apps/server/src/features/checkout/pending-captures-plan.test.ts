import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { plansOf } from '../../test/plans-of.ts';
import { CHECKOUT_CAPTURE_JOB } from './pending-captures.job.ts';
import { lockPendingCaptures } from './orders.repository.ts';

// The pending-captures sweep runs every 15 s in every process. An order is captured within seconds
// of its booking, so the authorised ones are a handful among every order ever: the sweep must find
// them without reading the rest (it read all 1.19 M orders of the scale bench's database, 190 ms a
// pass, before orders_authorized_created_idx), and each one's checkout attempt without reading every
// attempt (575 ms with three authorised orders, before checkout_attempts_order_idx).

const CAPTURED = 3000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.db.execute(sql`
    insert into orders (booking_engine_id, order_number, status, cart_id, currency_code, sub_total, total_taxes,
        grand_total, paid_now, due_at_course, email, first_name, last_name, phone, payment_id, payment_status, created_at)
      select (select min(id) from booking_engines), 'PLAN-' || n, 'fulfilled', gen_random_uuid(), 'USD', 5000, 0, 5000,
        5000, 0, 'plan' || n || '@example.com', 'Plan', 'Order', '555 0100', 'pay_plan_' || n,
        case when n % 1000 = 0 then 'authorized' else 'captured' end, now() - interval '1 day'
      from generate_series(1, ${CAPTURED}) as n`);
  await database.handle.db.execute(sql`
    insert into checkout_attempts (booking_engine_id, idempotency_key, request_hash, cart_id, state, form, amount_cents,
        currency_code, payment_id, order_id)
      select booking_engine_id, 'plan-' || order_number, 'hash', cart_id, 'completed', '{}', paid_now, currency_code,
        payment_id, id
      from orders where order_number like 'PLAN-%'`);
  await database.handle.db.execute(sql`analyze orders`);
  await database.handle.db.execute(sql`analyze checkout_attempts`);
});
afterAll(() => database.close());

it('finds the authorised orders and their attempts by their indexes, not by reading every order', async () => {
  const plans = await plansOf(database.handle, () =>
    database.handle.db.transaction((tx) => lockPendingCaptures(tx, 30, CHECKOUT_CAPTURE_JOB)),
  );
  expect(plans).toHaveLength(1);
  expect(plans[0]).toContain('orders_authorized_created_idx');
  expect(plans[0]).not.toMatch(/Seq Scan on (orders|checkout_attempts)/);
});
