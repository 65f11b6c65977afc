import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { customers } from '../../db/schema/profile.ts';

/** One booked party on a day at one of a room's courses, with who booked it. */
export interface DayBooking {
  customerId: number | null;
  emails: string[];
  phone: string;
  cardFingerprint: string | null;
}

/** The booked (not cancelled) reservations of the courses on one local day, with their orders' golfer. */
export async function listDayBookings(db: Database, facilityIds: number[], day: string): Promise<DayBooking[]> {
  const rows = await db
    .select({
      customerId: orders.customerId,
      orderEmail: orders.email,
      bookerEmail: reservations.bookerEmail,
      phone: orders.phone,
      cardFingerprint: orders.cardFingerprint,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        inArray(reservations.facilityId, facilityIds),
        eq(reservations.status, 'booked'),
        like(reservations.teetime, `${day}T%`),
      ),
    );
  return rows.map((row) => ({
    customerId: row.customerId,
    emails: [row.orderEmail, row.bookerEmail],
    phone: row.phone,
    cardFingerprint: row.cardFingerprint,
  }));
}

const itemTeeTime = sql<string>`${cartItems.extra}->>'teetime'`;

/** Tee-time items on the courses' day in this cart or the customer's carts, other than `exceptItemId`. */
export async function countCartItemsOnDay(
  db: Database,
  facilityIds: number[],
  day: string,
  cartId: string,
  customerId: number | null,
  exceptItemId: string,
): Promise<number> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        eq(cartItems.type, 'tee-time'),
        inArray(cartItems.facilityId, facilityIds),
        ne(cartItems.id, exceptItemId),
        like(itemTeeTime, `${day}T%`),
        customerId === null ? eq(carts.id, cartId) : or(eq(carts.id, cartId), eq(carts.customerId, customerId)),
      ),
    );
  return rows.length;
}

/** Serialises the bookings of one room's released day until the transaction ends (the per-golfer count, then the booking). */
export async function lockReleasedDay(tx: Database, roomFacilityId: number, day: string): Promise<void> {
  await lockByName(tx, `release-limit:${roomFacilityId}:${day}`);
}

/** A signed-in golfer's e-mail and phone. */
export async function findCustomerContact(
  db: Database,
  customerId: number,
): Promise<{ email: string; phone: string | null } | undefined> {
  const [row] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}
