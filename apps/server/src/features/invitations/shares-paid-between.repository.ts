import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentShares, splitPayments } from '../../db/schema/invitations.ts';

/**
 * The reservations of an engine whose friends' shares were paid (or charged to the lead) in
 * [from, to): the end-of-day report looks their money up, since a share is paid on any day
 * before the tee time.
 */
export async function reservationIdsWithSharesPaidBetween(
  db: Database,
  engineId: number,
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reservationId: paymentShares.reservationId })
    .from(paymentShares)
    .innerJoin(splitPayments, eq(splitPayments.reservationId, paymentShares.reservationId))
    .where(
      and(eq(splitPayments.bookingEngineId, engineId), gte(paymentShares.paidAt, from), lt(paymentShares.paidAt, to)),
    );
  return rows.map((row) => row.reservationId);
}
