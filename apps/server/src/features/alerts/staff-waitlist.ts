import { randomUUID } from 'node:crypto';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { teeTimeRefusal, teeTimeRefusalMessage, teeTimeStarted } from '@fairway/domain/admin/tee-time-refusal';
import { remainingSlots } from '@fairway/domain/tee-times/allowed-players';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AlertOfferRow, TeeTimeAlertRow } from '../../db/schema/alerts.ts';
import { advisoryKey } from '../../plugins/periodic-jobs.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { bookedOn, heldOn, lockTeeTimeCapacity } from '../cart/cart.public.ts';
import { type BookingEngineRow, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import {
  blocksCovering,
  findOpeningBySourceKey,
  markOpeningScanned,
  recordOpenings,
} from '../tee-times/tee-times.public.ts';
import { candidateAlerts } from './alerts.repository.ts';
import { OPENING_OFFERS_JOB, type OfferDelivery, offerOpeningToAlert } from './opening-offers.ts';
import { liveOffersOfCustomers, openOfferOf, waitingAlert, waitingForDay } from './waitlist.repository.ts';

// The console's waitlist: who waits for a course's day, who holds a live offer, and staff offering
// a free tee time to a chosen golfer through the offers job's own path (offerOpeningToAlert).

/** A waiting golfer as the console lists them. */
interface WaitingGolfer {
  alert: TeeTimeAlertRow;
  name: string;
  email: string;
  phone: string | null;
  /** The golfer's live offer (for this alert or another of theirs), if any. */
  offer: AlertOfferRow | null;
}

/** One page of the golfers whose alerts ask for the course on the day, oldest first (the offers job's order). */
export async function waitlistOfDay(
  db: Database,
  where: { bookingEngineId: number; facilityId: number; date: string },
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ total: number; golfers: WaitingGolfer[] }> {
  const { total, rows } = await waitingForDay(db, where, page);
  const offers = await liveOffersOfCustomers(db, [...new Set(rows.map((row) => row.alert.customerId))], now);
  return { total, golfers: rows.map((row) => ({ ...row, offer: offers.get(row.alert.customerId) ?? null })) };
}

/** What staff offer: an alert of their alias and a tee time of one of its courses. */
interface StaffOfferRequest {
  engine: BookingEngineRow;
  alertId: string;
  facilityId: number;
  teetime: string;
  now: Date;
}

const refused = (reason: string, message: string, details: Record<string, unknown> = {}) =>
  new DomainError('CONFLICT', message, { reason, ...details });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Offers a free tee time to one waiting golfer, in the caller's transaction: under the offers
 * job's lock (offers are made one at a time across processes), the tee time is recorded as an
 * opening the operator made (already looked at, so the sweep does not also give it to the oldest
 * alert) and offered through offerOpeningToAlert: the same cart hold, expiry, e-mail and text as
 * the job's. When the hold lapses unbooked, the job passes the opening to the next matching alert.
 * Refusals change nothing: another alias's alert 404; alerts off, a golfer not waiting for that
 * course and day, a time outside their window, a golfer already holding an offer 409 `CONFLICT`
 * (`details.reason`); a started, blocked or too full tee time its own 409.
 */
export async function offerTeeTimeToAlert(
  tx: Database,
  delivery: OfferDelivery,
  { engine, alertId, facilityId, teetime, now }: StaffOfferRequest,
): Promise<{ offer: AlertOfferRow; golfer: string; timeZone: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey(OPENING_OFFERS_JOB)})`);
  const waiting = await waitingAlert(tx, engine.id, alertId);
  if (!waiting) throw new DomainError('NOT_FOUND', 'Tee time alert not found');
  const facility = await findFacilityOfBookingEngine(tx, engine.id, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Course not found');
  if (!resolveFacilitySettings(engine.settings).featureFlags.enableTeeTimeAlerts)
    throw refused('alerts-off', 'Tee-time alerts are turned off for this site');
  const { alert } = waiting;
  const date = teetime.slice(0, 10);
  const [candidate] = await candidateAlerts(tx, { bookingEngineId: engine.id, facilityId, teetime }, 1, alertId);
  if (!candidate)
    throw refused('not-waiting', `This golfer is not waiting for a tee time at ${facility.name} on ${date}`);
  const minutes = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16));
  if (minutes < alert.startMinute || minutes > alert.endMinute) {
    const window = `${hhmm(alert.startMinute)}–${hhmm(alert.endMinute)}`;
    throw refused('outside-window', `This tee time is outside the times the golfer asked for (${window})`, {
      fromTime: hhmm(alert.startMinute),
      toTime: hhmm(alert.endMinute),
    });
  }
  const open = await openOfferOf(tx, alert.customerId);
  if (open)
    throw refused('offer-live', 'This golfer already has a tee time held for them; wait until it is booked or lapses', {
      expiresAt: open.expiresAt.toISOString(),
    });

  // The party must fit now, under the tee time's capacity lock (the hold below takes it again).
  await lockTeeTimeCapacity(tx, facilityId, teetime);
  const refusal = teeTimeRefusal(
    {
      started: teeTimeStarted(teetime, facility.timeZone, now),
      blocks: await blocksCovering(tx, facilityId, teetime),
      freeSlots: remainingSlots(await bookedOn(tx, facilityId, teetime), await heldOn(tx, facilityId, teetime, now)),
    },
    alert.players,
  );
  if (refusal) {
    const { code, ...facts } = refusal;
    throw new DomainError(code, teeTimeRefusalMessage(refusal), facts);
  }

  const sourceKey = `staff-offer:${randomUUID()}`;
  await recordOpenings(tx, [
    {
      bookingEngineId: engine.id,
      facilityId,
      teetime,
      timeZone: facility.timeZone,
      holes: null,
      slots: alert.players,
      source: 'operator',
      sourceKey,
      now,
    },
  ]);
  const opening = await findOpeningBySourceKey(tx, sourceKey);
  if (!opening) throw new DomainError('TEE_TIME_STARTED', teeTimeRefusalMessage({ code: 'TEE_TIME_STARTED' }));
  await markOpeningScanned(tx, opening.id, now);
  const offer = await offerOpeningToAlert(tx, delivery, opening, candidate, now);
  if (!offer)
    throw refused(
      'not-offerable',
      `This tee time cannot be held for this golfer: no rate sells it to a party of ${alert.players}, or it is already in their cart`,
    );
  return { offer, golfer: waiting.name, timeZone: facility.timeZone };
}
