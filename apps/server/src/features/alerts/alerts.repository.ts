import { ALERTS_MAX } from '@fairway/domain/alerts/alert-limits';
import type { AlertCriteria } from '@fairway/domain/alerts/alert-matching';
import { and, asc, count, desc, eq, gt, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import { alertOffers, teeTimeAlerts, type AlertOfferRow, type TeeTimeAlertRow } from '../../db/schema/alerts.ts';
import { type BookingEngineRow, findBookingEngineById } from '../facilities/facilities.public.ts';
import { customerEmailOf, customerPhoneOf, transactionalSmsOptInOf } from '../session/session.public.ts';
import type { Opening } from '../tee-times/tee-times.public.ts';
import { cartItemInCart } from '../cart/cart.public.ts';
import { cartItemBooked, firstReservationIdOfCartItem, isCartItemBooked } from '../checkout/checkout.public.ts';
import { required } from '@fairway/domain/shared/required';

export type AlertValues = Omit<typeof teeTimeAlerts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** What an alert row asks for, as the domain's matching reads it. */
export function alertCriteriaOf(alert: TeeTimeAlertRow): AlertCriteria {
  return {
    dates: alert.dates,
    teetimeStartTime: alert.startMinute,
    teetimeEndTime: alert.endMinute,
    players: alert.players,
    facilityIds: alert.facilityIds,
    holes: alert.holes,
  };
}

/** A golfer's alerts on an alias, newest first (at most ALERTS_MAX: `insertAlert` keeps it so). */
export function alertsOfCustomer(
  db: Database,
  bookingEngineId: number,
  customerId: number,
): Promise<TeeTimeAlertRow[]> {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(and(eq(teeTimeAlerts.bookingEngineId, bookingEngineId), eq(teeTimeAlerts.customerId, customerId)))
    .orderBy(desc(teeTimeAlerts.createdAt), desc(teeTimeAlerts.id))
    .limit(ALERTS_MAX);
}

/** One alert, only if it is this golfer's on this alias. */
export async function findOwnAlert(
  db: Database,
  bookingEngineId: number,
  customerId: number,
  id: string,
): Promise<TeeTimeAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(teeTimeAlerts)
    .where(
      and(
        eq(teeTimeAlerts.id, id),
        eq(teeTimeAlerts.bookingEngineId, bookingEngineId),
        eq(teeTimeAlerts.customerId, customerId),
      ),
    );
  return row;
}

/**
 * Inserts an alert; undefined when the golfer already has one with the same criteria, 'full' when
 * they keep ALERTS_MAX already (counted under a lock on the golfer's alerts, so two creates at once
 * cannot both take the last place).
 */
export async function insertAlert(db: Database, values: AlertValues): Promise<TeeTimeAlertRow | undefined | 'full'> {
  return db.transaction(async (tx) => {
    await lockByName(tx, `tee-time-alerts:${values.customerId}`);
    const [kept] = await tx
      .select({ alerts: count() })
      .from(teeTimeAlerts)
      .where(
        and(eq(teeTimeAlerts.bookingEngineId, values.bookingEngineId), eq(teeTimeAlerts.customerId, values.customerId)),
      );
    if (Number(kept?.alerts ?? 0) >= ALERTS_MAX) return 'full';
    const [row] = await tx.insert(teeTimeAlerts).values(values).onConflictDoNothing().returning();
    return row;
  });
}

/** Replaces an alert's criteria; 'duplicate' when the golfer already has another alert with the new ones. */
export async function updateAlert(
  db: Database,
  id: string,
  values: Partial<AlertValues>,
): Promise<TeeTimeAlertRow | 'duplicate' | undefined> {
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

/**
 * Live offers that are over, oldest first, locked for this pass (SKIP LOCKED): the hold lapsed, or
 * the tee time left the golfer's cart (removed: the next golfer need not wait; or booked).
 */
export async function lapsedOffers(db: Database, now: Date, limit: number): Promise<AlertOfferRow[]> {
  return db
    .select()
    .from(alertOffers)
    .where(
      and(
        eq(alertOffers.status, 'offered'),
        or(lte(alertOffers.expiresAt, now), not(cartItemInCart(alertOffers.cartItemId))),
      ),
    )
    .orderBy(asc(alertOffers.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether the offer's cart item became a booking (checkout keeps the cart item's id on the reservation). */
export async function offerWasBooked(db: Database, cartItemId: string | null): Promise<boolean> {
  if (!cartItemId) return false;
  return isCartItemBooked(db, cartItemId);
}

/** Closes an offer: booked in time, or passed on. */
export async function closeOffer(db: Database, id: string, status: 'booked' | 'passed', now: Date): Promise<void> {
  await db.update(alertOffers).set({ status, updatedAt: now }).where(eq(alertOffers.id, id));
}

/** Alerts an opening was already offered to, and golfers who hold a live offer now (each gets one at a time). */
export async function offerExclusions(
  db: Database,
  openingId: number,
): Promise<{ alertIds: Set<string>; busyCustomers: Set<number> }> {
  const offered = await db
    .select({ alertId: alertOffers.alertId })
    .from(alertOffers)
    .where(eq(alertOffers.openingId, openingId));
  const live = await db
    .select({ customerId: alertOffers.customerId })
    .from(alertOffers)
    .where(eq(alertOffers.status, 'offered'));
  return {
    alertIds: new Set(offered.map((row) => row.alertId)),
    busyCustomers: new Set(live.map((row) => row.customerId)),
  };
}

/** Records an offer. */
export async function insertOffer(db: Database, values: typeof alertOffers.$inferInsert): Promise<AlertOfferRow> {
  const [row] = await db.insert(alertOffers).values(values).returning();
  return required(row, 'the row insertOffer returned');
}

/** An alert that could suit an opening, with its golfer's contact and its booking engine. */
export interface CandidateAlert {
  alert: TeeTimeAlertRow;
  email: string;
  phone: string | null;
  /** Whether the golfer takes transactional SMS from the opening's course (null: they set nothing there). */
  smsOptIn: boolean | null;
  engine: BookingEngineRow;
}

/**
 * Alerts that could suit an opening: its course and date, on its alias (or on any alias showing
 * the course when the opening has none); oldest first (first come, first served), at most `limit`.
 * With each, the golfer's contact (and whether they take transactional SMS from the course) and
 * the alert's booking engine (the engines of the batch read once each).
 */
export async function candidateAlerts(
  db: Database,
  opening: Pick<Opening, 'bookingEngineId' | 'facilityId' | 'teetime'>,
  limit?: number,
  /** Only this alert (the one staff chose on the console's waitlist). */
  alertId?: string,
): Promise<CandidateAlert[]> {
  const query = db
    .select({
      alert: teeTimeAlerts,
      email: customerEmailOf(teeTimeAlerts.customerId),
      phone: customerPhoneOf(teeTimeAlerts.customerId),
      smsOptIn: transactionalSmsOptInOf(teeTimeAlerts.customerId, opening.facilityId),
    })
    .from(teeTimeAlerts)
    .where(
      and(
        opening.bookingEngineId === null ? undefined : eq(teeTimeAlerts.bookingEngineId, opening.bookingEngineId),
        alertId === undefined ? undefined : eq(teeTimeAlerts.id, alertId),
        sql`${opening.facilityId} = any(${teeTimeAlerts.facilityIds})`,
        sql`${opening.teetime.slice(0, 10)} = any(${teeTimeAlerts.dates})`,
        claimedOn(opening.teetime.slice(0, 10)),
      ),
    )
    .orderBy(asc(teeTimeAlerts.createdAt), asc(teeTimeAlerts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const engines = new Map<number, BookingEngineRow | undefined>();
  for (const { alert } of rows) {
    if (!engines.has(alert.bookingEngineId))
      engines.set(alert.bookingEngineId, await findBookingEngineById(db, alert.bookingEngineId));
  }
  return rows.flatMap((row) => {
    const engine = engines.get(row.alert.bookingEngineId);
    return engine ? [{ ...row, engine }] : [];
  });
}

/**
 * An alert that led to a booking is done for that day: the date leaves the alert (an alert then the
 * same as another of the golfer's is removed). Its last date stays: the alert is then
 * claimed, listed with its claim rather than gone, and no longer stands in the way of asking again.
 */
export async function fulfilAlertDate(db: Database, alertId: string, date: string): Promise<void> {
  const [alert] = await db.select().from(teeTimeAlerts).where(eq(teeTimeAlerts.id, alertId)).for('update');
  if (!alert) return;
  const dates = alert.dates.filter((entry) => entry !== date);
  if (dates.length === 0) {
    await db
      .update(teeTimeAlerts)
      .set({ criteria: JSON.stringify({ claimed: alertId }) })
      .where(eq(teeTimeAlerts.id, alertId));
    return;
  }
  const criteria = JSON.parse(alert.criteria) as unknown[];
  const updated = await updateAlert(db, alertId, { dates, criteria: JSON.stringify([dates, ...criteria.slice(1)]) });
  if (updated === 'duplicate') await deleteAlert(db, alertId);
}

/** The alerts of an alias that ask for a course on a day. */
export function alertsForDay(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
  date: string,
): Promise<TeeTimeAlertRow[]> {
  return db
    .select()
    .from(teeTimeAlerts)
    .where(
      and(
        eq(teeTimeAlerts.bookingEngineId, bookingEngineId),
        sql`${facilityId} = any(${teeTimeAlerts.facilityIds})`,
        sql`${date} = any(${teeTimeAlerts.dates})`,
        claimedOn(date),
      ),
    );
}

/** A golfer's live offers (held, not lapsed, not yet booked: a booked one is a claim), by alert. */
export async function liveOffersOf(db: Database, customerId: number, now: Date): Promise<Map<string, AlertOfferRow>> {
  const rows = await db
    .select()
    .from(alertOffers)
    .where(
      and(
        eq(alertOffers.customerId, customerId),
        eq(alertOffers.status, 'offered'),
        gt(alertOffers.expiresAt, now),
        not(offerBooked()),
      ),
    );
  return new Map(rows.map((row) => [row.alertId, row]));
}

/** Whether an offer's cart item became a booking: a condition (built per statement: checkout's module may load after this one). */
export const offerBooked = () => cartItemBooked(alertOffers.cartItemId);

export interface AlertClaimRow {
  alertId: string;
  facilityId: number;
  teetime: string;
  players: number;
  reservationId: string | null;
}

/**
 * A golfer's claims, by alert, oldest tee time first: offers closed as booked, and live
 * ones already booked (the offers job closes them when the hold lapses), with their reservation.
 */
export async function claimsOf(db: Database, customerId: number): Promise<Map<string, AlertClaimRow[]>> {
  const rows = await db
    .select({
      alertId: alertOffers.alertId,
      facilityId: alertOffers.facilityId,
      teetime: alertOffers.teetime,
      players: alertOffers.players,
      reservationId: firstReservationIdOfCartItem(alertOffers.cartItemId),
    })
    .from(alertOffers)
    .where(
      and(
        eq(alertOffers.customerId, customerId),
        or(eq(alertOffers.status, 'booked'), and(eq(alertOffers.status, 'offered'), offerBooked())),
      ),
    )
    .orderBy(asc(alertOffers.teetime));
  const claims = new Map<string, AlertClaimRow[]>();
  for (const row of rows) claims.set(row.alertId, [...(claims.get(row.alertId) ?? []), row]);
  return claims;
}

/** An alert's dates on which the golfer already claimed a tee time: no further offer for that day. */
export const claimedOn = (date: string) =>
  sql`not exists (select 1 from alert_offers o where o.alert_id = "tee_time_alerts"."id" and o.status = 'booked' and left(o.teetime, 10) = ${date})`;
