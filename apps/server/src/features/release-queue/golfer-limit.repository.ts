import type { Database } from '../../db/client.ts';
import { lockByNames } from '../../db/lock-by-name.ts';
import { bookedPartiesOfDay } from '../checkout/checkout.public.ts';
import { findCustomerById } from '../session/session.public.ts';

// The released day's per-golfer limit reads other areas' rows through their public files: the
// day's booked parties (checkout's) and the golfer's contact (session's); the tee times in carts
// are cart's `countTeeTimeItemsOnDay`. Each is the one statement it was.

/** One booked party on a day at one of a room's courses, with who booked it. */
export interface DayBooking {
  customerId: number | null;
  emails: string[];
  phone: string;
  cardFingerprint: string | null;
}

/** The booked (not cancelled) reservations of the courses on one local day, with their orders' golfer. */
export async function listDayBookings(db: Database, facilityIds: number[], day: string): Promise<DayBooking[]> {
  const rows = await bookedPartiesOfDay(db, facilityIds, day);
  return rows.map((row) => ({
    customerId: row.customerId,
    emails: [row.orderEmail, row.bookerEmail],
    phone: row.phone,
    cardFingerprint: row.cardFingerprint,
  }));
}

/**
 * Serialises, until the transaction ends, the count and the booking of the golfer the names
 * (golferLockNames) describe against every checkout sharing one of them; others pass.
 */
export async function lockGolferOnReleasedDays(tx: Database, names: string[]): Promise<void> {
  await lockByNames(tx, names);
}

/** A signed-in golfer's e-mail and phone. */
export async function findCustomerContact(
  db: Database,
  customerId: number,
): Promise<{ email: string; phone: string | null } | undefined> {
  const customer = await findCustomerById(db, customerId);
  return customer && { email: customer.email, phone: customer.phone };
}
