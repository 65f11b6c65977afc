import type { PromotionDefinition } from '@fairway/domain/tee-times/promotion';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { promotions, type PromotionRow } from '../../db/schema/tee-times.ts';
import { DomainError } from '../../shared/domain-error.ts';

// A promotion's uses: the bookings made with its code through its engine that are not cancelled
// (a cancelled booking gives its use back). An operator may cap them in all and per golfer
// (booker e-mail, case-insensitive); null is no cap.

/** The promotion row's uses, as a correlated subquery of `promotions`. */
const usesOfPromotionRow = sql<number>`(select count(*)::int from ${reservations} r join ${orders} o on o.id = r.order_id
  where o.booking_engine_id = ${promotions.bookingEngineId} and r.promotion_code = ${promotions.code} and r.status <> 'cancelled')`;

/** True for a promotion whose total cap is not reached: search and cart price only with such a code. */
const promotionHasUsesLeft = sql<boolean>`(${promotions.maxUses} is null or ${usesOfPromotionRow} < ${promotions.maxUses})`;

/** The engine's active promotion with this (normalised) code, if any: a switched-off or used-up code applies nowhere. */
export async function findPromotion(
  db: Database,
  bookingEngineId: number,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.bookingEngineId, bookingEngineId),
        eq(promotions.code, code),
        eq(promotions.active, true),
        promotionHasUsesLeft,
      ),
    )
    .limit(1);
  return row;
}

/** A stored promotion as the domain prices with it, limits included. */
export function promotionDefinitionOf(row: PromotionRow): PromotionDefinition {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    allowedPlayers: row.allowedPlayers,
    promotionTemplateId: row.promotionTemplateId,
    limits: {
      facilityIds: row.facilityIds,
      rateIds: row.rateIds,
      weekdays: row.weekdays,
      window:
        row.startMinute !== null && row.endMinute !== null
          ? { startMinute: row.startMinute, endMinute: row.endMinute }
          : null,
    },
  };
}

/** Uses of each of the engine's codes (codes never used are absent). */
export async function promotionUsesByCode(db: Database, bookingEngineId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: reservations.promotionCode, uses: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(orders.bookingEngineId, bookingEngineId),
        sql`${reservations.promotionCode} is not null`,
        sql`${reservations.status} <> 'cancelled'`,
      ),
    )
    .groupBy(reservations.promotionCode);
  const usesByCode = new Map<string, number>();
  for (const row of rows) if (row.code !== null) usesByCode.set(row.code, row.uses);
  return usesByCode;
}

/**
 * Inside the booking transaction: the codes this checkout books with (code → bookings) still fit
 * their caps, counting this checkout, else 409 PROMOTION_USED_UP (nothing is written; the card's
 * authorisation is voided by the caller). Each capped code's row is locked first, in code order,
 * so two checkouts taking a code's last use cannot both pass.
 */
export async function assertPromotionUsesLeft(
  tx: Database,
  bookingEngineId: number,
  wanted: ReadonlyMap<string, number>,
  bookerEmail: string,
): Promise<void> {
  if (wanted.size === 0) return;
  const capped: PromotionRow[] = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.bookingEngineId, bookingEngineId),
        inArray(promotions.code, [...wanted.keys()]),
        sql`(${promotions.maxUses} is not null or ${promotions.maxUsesPerGolfer} is not null)`,
      ),
    )
    .orderBy(asc(promotions.code))
    .for('update');
  for (const promotion of capped) {
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        golfer: sql<number>`(count(*) filter (where lower(${reservations.bookerEmail}) = lower(${bookerEmail})))::int`,
      })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(
        and(
          eq(orders.bookingEngineId, bookingEngineId),
          eq(reservations.promotionCode, promotion.code),
          sql`${reservations.status} <> 'cancelled'`,
        ),
      );
    const adding = wanted.get(promotion.code) ?? 0;
    const overTotal = promotion.maxUses !== null && (counts?.total ?? 0) + adding > promotion.maxUses;
    const overGolfer =
      promotion.maxUsesPerGolfer !== null && (counts?.golfer ?? 0) + adding > promotion.maxUsesPerGolfer;
    if (overTotal || overGolfer)
      throw new DomainError('PROMOTION_USED_UP', undefined, { promotionCode: promotion.code });
  }
}
