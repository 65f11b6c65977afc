import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { alertOffers, alertOpeningScans, teeTimeAlerts, type AlertOfferRow, type TeeTimeAlertRow } from '../../db/schema/alerts.ts';
import { customers } from '../../db/schema/profile.ts';

export type AlertValues = Omit<typeof teeTimeAlerts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every alert of a golfer on an alias. */
export function alertsOfCustomer(db: Database, bookingEngineId: number, customerId: number): Promise<TeeTimeAlertRow[]> {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(and(eq(teeTimeAlerts.bookingEngineId, bookingEngineId), eq(teeTimeAlerts.customerId, customerId)));
}

/** One alert, only if it is this golfer's on this alias. */
export async function findOwnAlert(db: Database, bookingEngineId: number, customerId: number, id: string): Promise<TeeTimeAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(teeTimeAlerts)
    .where(and(eq(teeTimeAlerts.id, id), eq(teeTimeAlerts.bookingEngineId, bookingEngineId), eq(teeTimeAlerts.customerId, customerId)));
  return row;
}

/** Inserts an alert; undefined when the golfer already has one with the same criteria. */
export async function insertAlert(db: Database, values: AlertValues): Promise<TeeTimeAlertRow | undefined> {
  const [row] = await db.insert(teeTimeAlerts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Replaces an alert's criteria; 'duplicate' when the golfer already has another alert with the new ones. */
export async function updateAlert(db: Database, id: string, values: Partial<AlertValues>): Promise<TeeTimeAlertRow | 'duplicate' | undefined> {
  try {
    const [row] = await db.update(teeTimeAlerts).set(values).where(eq(teeTimeAlerts.id, id)).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

// Drizzle wraps the driver's error (node-postgres and PGlite both carry SQLSTATE in `code`).
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function deleteAlert(db: Database, id: string): Promise<void> {
  await db.delete(teeTimeAlerts).where(eq(teeTimeAlerts.id, id));
}

/** A cancellation the alerts job has not looked at yet, with the tee time it freed. */
export interface UnscannedOpening {
  eventId: number;
  slots: number;
  facilityId: number;
  facilityName: string;
  timeZone: string;
  teetime: string;
  startsAt: Date;
  holes: number;
  bookingEngineId: number;
  alias: string;
  cancelledBy: number | null;
}

const OPENING_COLUMNS = sql`
    select e.id as "eventId", cardinality(e.slots) as "slots", r.facility_id as "facilityId", f.name as "facilityName",
           f.time_zone as "timeZone", r.teetime, r.starts_at as "startsAt", r.holes, o.booking_engine_id as "bookingEngineId",
           o.customer_id as "cancelledBy", b.alias
      from reservation_events e
      join reservations r on r.id = e.reservation_id
      join orders o on o.id = r.order_id
      join facilities f on f.id = r.facility_id
      join booking_engines b on b.id = o.booking_engine_id`;

function openingRows(result: unknown): UnscannedOpening[] {
  return (result as { rows: (UnscannedOpening & { startsAt: Date | string })[] }).rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
}

/** Cancellations since `since` that no pass has scanned yet, oldest first (SKIP LOCKED: a second process takes others). */
export async function unscannedOpenings(db: Database, since: Date, limit: number): Promise<UnscannedOpening[]> {
  const result = await db.execute(sql`${OPENING_COLUMNS}
     where e.kind = 'cancelled' and e.created_at >= ${since.toISOString()}
       and not exists (select 1 from alert_opening_scans s where s.reservation_event_id = e.id)
     order by e.id
     limit ${limit}
       for update of e skip locked`);
  return openingRows(result);
}

/** The opening a cancellation event made (to pass a lapsed offer of it on). */
export async function openingOfEvent(db: Database, eventId: number): Promise<UnscannedOpening | undefined> {
  return openingRows(await db.execute(sql`${OPENING_COLUMNS} where e.id = ${eventId}`))[0];
}

/** Live offers whose hold has lapsed, oldest first, locked for this pass (SKIP LOCKED). */
export async function lapsedOffers(db: Database, now: Date, limit: number): Promise<AlertOfferRow[]> {
  return db
    .select()
    .from(alertOffers)
    .where(and(eq(alertOffers.status, 'offered'), lte(alertOffers.expiresAt, now)))
    .orderBy(asc(alertOffers.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether the offer's cart item became a booking (checkout keeps the cart item's id on the reservation). */
export async function offerWasBooked(db: Database, cartItemId: string | null): Promise<boolean> {
  if (!cartItemId) return false;
  const result = await db.execute(sql`select 1 from reservations where cart_item_id = ${cartItemId} and status = 'booked' limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Closes an offer: booked in time, or passed on. */
export async function closeOffer(db: Database, id: string, status: 'booked' | 'passed', now: Date): Promise<void> {
  await db.update(alertOffers).set({ status, updatedAt: now }).where(eq(alertOffers.id, id));
}

/** Alerts an opening was already offered to, and golfers who hold a live offer now (each gets one at a time). */
export async function offerExclusions(db: Database, eventId: number): Promise<{ alertIds: Set<string>; busyCustomers: Set<number> }> {
  const offered = await db.select({ alertId: alertOffers.alertId }).from(alertOffers).where(eq(alertOffers.reservationEventId, eventId));
  const live = await db.select({ customerId: alertOffers.customerId }).from(alertOffers).where(eq(alertOffers.status, 'offered'));
  return { alertIds: new Set(offered.map((row) => row.alertId)), busyCustomers: new Set(live.map((row) => row.customerId)) };
}

/** Records an offer. */
export async function insertOffer(db: Database, values: typeof alertOffers.$inferInsert): Promise<AlertOfferRow> {
  const [row] = await db.insert(alertOffers).values(values).returning();
  return row!;
}

/** Alerts of an alias that could suit an opening: its course and date; oldest first (first come, first served). */
export function candidateAlerts(db: Database, bookingEngineId: number, facilityId: number, date: string) {
  return db
    .select({ alert: teeTimeAlerts, email: customers.email, firstName: customers.firstName })
    .from(teeTimeAlerts)
    .innerJoin(customers, eq(customers.id, teeTimeAlerts.customerId))
    .where(
      and(
        eq(teeTimeAlerts.bookingEngineId, bookingEngineId),
        sql`${facilityId} = any(${teeTimeAlerts.facilityIds})`,
        sql`${date} = any(${teeTimeAlerts.dates})`,
      ),
    )
    .orderBy(asc(teeTimeAlerts.createdAt), asc(teeTimeAlerts.id));
}

/** Records that an opening was scanned and which alert (if any) it went to; false if another pass already did. */
export async function recordScan(db: Database, values: typeof alertOpeningScans.$inferInsert): Promise<boolean> {
  const rows = await db.insert(alertOpeningScans).values(values).onConflictDoNothing().returning({ id: alertOpeningScans.reservationEventId });
  return rows.length === 1;
}

/**
 * An alert that led to a booking is done for that day: the date leaves the alert, and an alert
 * left without dates (or the same as another of the golfer's) is removed.
 */
export async function fulfilAlertDate(db: Database, alertId: string, date: string): Promise<void> {
  const [alert] = await db.select().from(teeTimeAlerts).where(eq(teeTimeAlerts.id, alertId)).for('update');
  if (!alert) return;
  const dates = alert.dates.filter((entry) => entry !== date);
  if (dates.length === 0) return deleteAlert(db, alertId);
  const criteria = JSON.parse(alert.criteria) as unknown[];
  const updated = await updateAlert(db, alertId, { dates, criteria: JSON.stringify([dates, ...criteria.slice(1)]) });
  if (updated === 'duplicate') await deleteAlert(db, alertId);
}
