import type {
  FreeTeeTime,
  WaitlistOffer,
  WaitlistOfferRequest,
  WaitlistOfferResponse,
  WaitlistQuery,
  WaitlistResponse,
} from '@fairway/contract/admin-waitlist.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { blockCovers, blockOccursOn } from '@fairway/domain/admin/tee-time-blocks';
import { teeTimeStarted } from '@fairway/domain/admin/tee-time-refusal';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type OfferDelivery, offerTeeTimeToAlert, waitlistOfDay } from '../alerts/alerts.public.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { blocksOfFacilities, inventoryOfDay } from '../tee-times/tee-times.public.ts';
import { consoleTime } from './console-time.ts';
import { type AuditActor, auditStaffAction } from './staff.repository.ts';

// The console's waitlist (waitlist:manage): the golfers whose tee-time alerts wait for a course's
// day, their live offers, the day's free tee times, and a staff offer of one of them (alerts area).

/** The audit log's action for a staff offer (see README.md). */
const WAITLIST_OFFER_ACTION = 'waitlist.offer';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An offer as the console shows it: times in the course's zone. */
function toOffer(
  offer: { alertId: string; facilityId: number; teetime: string; players: number; expiresAt: Date },
  timeZone: string,
  alertId: string,
): WaitlistOffer {
  return {
    facilityId: offer.facilityId,
    teetime: offer.teetime,
    players: offer.players,
    expiresAt: consoleTime(offer.expiresAt, timeZone),
    forThisAlert: offer.alertId === alertId,
  };
}

/** The day's tee times staff may offer: not started, not closed by a block, with a free slot. */
async function freeTeeTimesOf(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  date: string,
  now: Date,
): Promise<FreeTeeTime[]> {
  const [day] = await inventoryOfDay(db, engine, facilityId, date, now);
  if (!day) return [];
  const blocks = (await blocksOfFacilities(db, [facilityId], date, date)).filter((block) => blockOccursOn(block, date));
  return day.intervals
    .filter(
      (interval) =>
        interval.availableSlots > 0 &&
        !teeTimeStarted(interval.teetime, day.facility.timeZone, now) &&
        !blocks.some((block) => blockCovers(block, interval.teetime)),
    )
    .map((interval) => ({ teetime: interval.teetime, freeSlots: interval.availableSlots }));
}

/** GET /api/admin/waitlist: one page of the waiting golfers of a course's day (default: the first course, today there). */
export async function waitlistOf(
  db: Database,
  engine: BookingEngineRow,
  query: WaitlistQuery,
  now: Date,
): Promise<WaitlistResponse> {
  const courses = await listFacilitiesOfBookingEngine(db, engine.id);
  const facility = query.facilityId === undefined ? courses[0] : courses.find((row) => row.id === query.facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Course not found');
  const date = query.date ?? localToday(now, facility.timeZone);
  const { limit, offset } = query;
  const [{ total, golfers }, freeTeeTimes] = await Promise.all([
    waitlistOfDay(db, { bookingEngineId: engine.id, facilityId: facility.id, date }, { limit, offset }, now),
    freeTeeTimesOf(db, engine, facility.id, date, now),
  ]);
  return {
    date,
    facilityId: facility.id,
    timeZone: facility.timeZone,
    alertsEnabled: resolveFacilitySettings(engine.settings).featureFlags.enableTeeTimeAlerts,
    total,
    offset,
    entries: golfers.map(({ alert, name, email, phone, offer }, index) => ({
      alertId: alert.id,
      position: offset + index + 1,
      golfer: { name, email, phone },
      players: alert.players,
      fromTime: hhmm(alert.startMinute),
      toTime: hhmm(alert.endMinute),
      holes: alert.holes,
      createdAt: consoleTime(alert.createdAt, facility.timeZone),
      offer: offer ? toOffer(offer, facility.timeZone, alert.id) : null,
    })),
    freeTeeTimes,
  };
}

/**
 * POST /api/admin/waitlist/{alertId}/offer: the alerts area's offer (the offers job's hold, expiry,
 * e-mail and text) and its audit entry, in one transaction: a refused offer writes neither.
 */
export async function offerFromWaitlist(
  db: Database,
  actor: AuditActor & { engine: BookingEngineRow },
  delivery: OfferDelivery,
  alertId: string,
  request: WaitlistOfferRequest,
): Promise<WaitlistOfferResponse> {
  return db.transaction(async (tx) => {
    const { offer, golfer, timeZone } = await offerTeeTimeToAlert(tx, delivery, {
      engine: actor.engine,
      alertId,
      facilityId: request.facilityId,
      teetime: request.teetime,
      now: actor.now,
    });
    await auditStaffAction(tx, actor, {
      action: WAITLIST_OFFER_ACTION,
      target: `alert:${alertId}`,
      details: {
        alertId,
        offerId: offer.id,
        facilityId: offer.facilityId,
        teetime: offer.teetime,
        players: offer.players,
        golfer,
        heldUntil: DateTime.fromJSDate(offer.expiresAt, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm"),
        expiresAt: offer.expiresAt.toISOString(),
      },
    });
    return { alertId, offer: toOffer(offer, timeZone, alertId) };
  });
}
