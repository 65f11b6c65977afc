import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { giftCertificates } from '../../db/schema/store.ts';
import { engineIdOfOrder } from './order-reads.repository.ts';
import { engineIdOfReservation, paymentIdOfReservation } from './reservation-rows.repository.ts';

// In the fields of a one-table select Drizzle writes top-level columns without their table; inside
// these subqueries a bare `id` would be ambiguous (reservations and orders both have one).
describe("checkout's SQL fragments", () => {
  const query = new QueryBuilder();

  it("name a reservation's order by qualified columns inside a one-table select", () => {
    const { sql } = query
      .select({
        engineId: engineIdOfReservation(reservationEvents.reservationId),
        paymentId: paymentIdOfReservation(reservationEvents.reservationId),
      })
      .from(reservationEvents)
      .toSQL();
    expect(sql).toContain('"orders"."id" = "reservations"."order_id"');
    expect(sql).toContain('"reservations"."id" = "reservation_events"."reservation_id"');
    expect(sql).not.toMatch(/where "id"/);
  });

  it("name an order by the outer row's column", () => {
    const { sql } = query
      .select({ engineId: engineIdOfOrder(giftCertificates.orderId) })
      .from(giftCertificates)
      .toSQL();
    expect(sql).toContain('"orders"."id" = "gift_certificates"."order_id"');
  });
});
