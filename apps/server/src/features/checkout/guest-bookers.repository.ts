import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMatches } from '../../db/contact-search.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';

// Guests who booked a tee time through an engine without a golfer account: their name, e-mail and
// phone live only on their orders. The console's golfer lookup finds them by the accounts' rule.

/** A guest's contact details as one of their bookings gave them, and when they last booked so. */
export interface GuestBookerRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lastBookedAt: Date;
}

/**
 * Up to `limit` guests of the engine (orders with a tee time and no account) whose name, e-mail or
 * phone digits match the term: each distinct set of contact details once, latest booking first.
 */
export async function searchGuestBookers(
  db: Database,
  engineId: number,
  term: string,
  limit: number,
): Promise<GuestBookerRow[]> {
  const lastBookedAt = max(orders.createdAt);
  const rows = await db
    .select({
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      phone: orders.phone,
      lastBookedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.bookingEngineId, engineId),
        isNull(orders.customerId),
        sql`exists (select 1 from ${reservations} where ${reservations.orderId} = ${orders.id})`,
        contactMatches(orders, term),
      ),
    )
    .groupBy(orders.firstName, orders.lastName, orders.email, orders.phone)
    .orderBy(desc(lastBookedAt), orders.email)
    .limit(limit);
  return rows.map((row) => ({ ...row, lastBookedAt: row.lastBookedAt ?? new Date(0) }));
}
