import { and, asc, count, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alertOffers, teeTimeAlerts, type AlertOfferRow, type TeeTimeAlertRow } from '../../db/schema/alerts.ts';
import { customerEmailOf, customerNameOf, customerPhoneOf } from '../session/session.public.ts';
import { claimedOn, offerBooked } from './alerts.repository.ts';

// The console's waitlist: an alias's alerts that ask for a course on a day, in the order the
// offers job serves them (oldest first), with each golfer's name and contact.

/** A waiting alert with its golfer. */
interface WaitingAlertRow {
  alert: TeeTimeAlertRow;
  name: string;
  email: string;
  phone: string | null;
}

/** Which alerts wait for a course on a day: the alias's, asking for both, not yet claimed that day. */
const waitingOn = (bookingEngineId: number, facilityId: number, date: string) =>
  and(
    eq(teeTimeAlerts.bookingEngineId, bookingEngineId),
    sql`${facilityId} = any(${teeTimeAlerts.facilityIds})`,
    sql`${date} = any(${teeTimeAlerts.dates})`,
    claimedOn(date),
  );

/** One page of the day's waiting alerts, oldest first (first come, first served), and how many there are. */
export async function waitingForDay(
  db: Database,
  where: { bookingEngineId: number; facilityId: number; date: string },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: WaitingAlertRow[] }> {
  const condition = waitingOn(where.bookingEngineId, where.facilityId, where.date);
  const [counted] = await db.select({ total: count() }).from(teeTimeAlerts).where(condition);
  const rows = await db
    .select({
      alert: teeTimeAlerts,
      name: customerNameOf(teeTimeAlerts.customerId),
      email: customerEmailOf(teeTimeAlerts.customerId),
      phone: customerPhoneOf(teeTimeAlerts.customerId),
    })
    .from(teeTimeAlerts)
    .where(condition)
    .orderBy(asc(teeTimeAlerts.createdAt), asc(teeTimeAlerts.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: Number(counted?.total ?? 0), rows };
}

/** One alert of the alias with its golfer, or undefined (another alias's alert is nobody's here). */
export async function waitingAlert(
  db: Database,
  bookingEngineId: number,
  alertId: string,
): Promise<WaitingAlertRow | undefined> {
  const [row] = await db
    .select({
      alert: teeTimeAlerts,
      name: customerNameOf(teeTimeAlerts.customerId),
      email: customerEmailOf(teeTimeAlerts.customerId),
      phone: customerPhoneOf(teeTimeAlerts.customerId),
    })
    .from(teeTimeAlerts)
    .where(and(eq(teeTimeAlerts.id, alertId), eq(teeTimeAlerts.bookingEngineId, bookingEngineId)));
  return row;
}

/** The golfers' live offers (held, not lapsed, not yet booked), by golfer: each has at most one. */
export async function liveOffersOfCustomers(
  db: Database,
  customerIds: readonly number[],
  now: Date,
): Promise<Map<number, AlertOfferRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(alertOffers)
    .where(
      and(
        inArray(alertOffers.customerId, [...customerIds]),
        eq(alertOffers.status, 'offered'),
        gt(alertOffers.expiresAt, now),
        not(offerBooked()),
      ),
    );
  return new Map(rows.map((row) => [row.customerId, row]));
}

/** A golfer's open offer, lapsed or not (the offers job closes a lapsed one within a second): one at a time. */
export async function openOfferOf(db: Database, customerId: number): Promise<AlertOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(alertOffers)
    .where(and(eq(alertOffers.customerId, customerId), eq(alertOffers.status, 'offered')));
  return row;
}
