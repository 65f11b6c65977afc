import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { plansOf } from '../../test/plans-of.ts';
import { pendingRefunds } from './reservations.repository.ts';

// The refund sweep runs every minute in every process. A refund the processor has not confirmed is
// rare among every cancellation and refund ever recorded: the sweep must find those without reading
// every event (it read the scale bench's 1.19 M reservations' events, 12–25 ms a pass, before
// reservation_events_refund_pending_idx).

const EVENTS = 3000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // The events only: their reservation's foreign key is not what this plan is about.
  await database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into reservation_events (reservation_id, kind, slots, amount_cents, payment_status)
        select gen_random_uuid(), case when n % 2 = 0 then 'cancelled' else 'refunded' end, '{1}', 2500,
          case when n % 1000 = 0 then 'refund_pending' else 'refunded' end
        from generate_series(1, ${EVENTS}) as n`);
  });
  await database.handle.db.execute(sql`analyze reservation_events`);
});
afterAll(() => database.close());

it('finds the unconfirmed refunds by their index, not by reading every event', async () => {
  const plans = await plansOf(database.handle, () => pendingRefunds(database.handle.db));
  expect(plans).toHaveLength(1);
  expect(plans[0]).toContain('reservation_events_refund_pending_idx');
  expect(plans[0]).not.toMatch(/Seq Scan on reservation_events/);
});
