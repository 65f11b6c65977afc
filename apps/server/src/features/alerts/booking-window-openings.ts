import { alertMatchesSlot } from '@fairway/domain/alerts/alert-matching';
import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import { lastBookableDate } from '@fairway/domain/tee-times/local-date';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { RETENTION_SWEEP_EVERY_MS } from '../../shared/retention.ts';
import {
  deleteOldWindowScans,
  recordOpenings,
  recordWindowScans,
  searchTeeTimes,
  type WindowScan,
} from '../tee-times/tee-times.public.ts';
import {
  type BookingEngineRow,
  courseSettings,
  facilitiesOfEveryBookingEngine,
  listBookingEngines,
} from '../facilities/facilities.public.ts';
import { alertCriteriaOf, alertsForDay } from './alerts.repository.ts';

/** A tee time of a day as search shows it: free slots and the holes its rates offer. */
interface DayTeeTime {
  teetime: string;
  availableSlots: number;
  holes: number[];
}

/** Search's tee times of one course on one day, as the booking-window openings need them. */
async function dayTeeTimes(
  tx: Database,
  engine: BookingEngineRow,
  facilityId: number,
  date: string,
  now: Date,
): Promise<DayTeeTime[]> {
  const day = await searchTeeTimes(tx, engine, { date, facilityIds: [facilityId] }, now);
  return day.teeTimes.map((teeTime) => ({
    teetime: teeTime.teetime,
    availableSlots: teeTime.availableSlots,
    holes: [...new Set(teeTime.rates.map((rate) => rate.holes))],
  }));
}

/** The job's name, for runNow. */
export const BOOKING_WINDOW_JOB = 'alert-booking-window';

/**
 * When a day enters an alias's booking window (today + maxDaysOut, in each course's zone), its
 * tee times that suit somebody's alert become openings, once per alias, course and day (a row in
 * booking_window_scans, across processes and restarts). The offers job then gives each to the
 * oldest matching alert, as for a cancellation: golfers who asked for a day before it could be
 * booked hear first, and are held their tee time for the offer's window. A pass reads the engines,
 * their courses and the days already scanned in three statements whatever their number (one per
 * course every 10 s cost 18–55 ms a pass with the scale bench's 15 engines and 30 courses).
 */
export function bookingWindowJob(everyMs = 10_000): PeriodicJob {
  return {
    name: BOOKING_WINDOW_JOB,
    everyMs,
    async run(tx, now) {
      // Each alias's courses with alerts on, by "engine:facility": who sells it and its zone.
      const courses = new Map<string, { engine: BookingEngineRow; timeZone: string }>();
      const scans: WindowScan[] = [];
      const facilitiesOf = await facilitiesOfEveryBookingEngine(tx);
      for (const engine of await listBookingEngines(tx)) {
        const settings = resolveFacilitySettings(engine.settings);
        if (!settings.featureFlags.enableTeeTimeAlerts) continue;
        for (const facility of facilitiesOf.get(engine.id) ?? []) {
          courses.set(`${engine.id}:${facility.id}`, { engine, timeZone: facility.timeZone });
          const { inventory } = courseSettings(settings, facility);
          scans.push({
            bookingEngineId: engine.id,
            facilityId: facility.id,
            date: lastBookableDate(now, facility.timeZone, inventory),
          });
        }
      }
      let recorded = 0;
      for (const scan of await recordWindowScans(tx, scans)) {
        const course = courses.get(`${scan.bookingEngineId}:${scan.facilityId}`);
        if (course) recorded += await recordDayOpenings(tx, course.engine, { ...scan, timeZone: course.timeZone }, now);
      }
      return recorded;
    },
  };
}

/** The retention sweep of the scans' marks of past days (shared/retention.ts: RETENTION_DAYS.bookingWindowScans). */
export const bookingWindowScansRetention: PeriodicJob = {
  name: 'alert-booking-window.retention',
  everyMs: RETENTION_SWEEP_EVERY_MS,
  run: (tx, now) => deleteOldWindowScans(tx, now),
};

/** The tee times of a course's day just in the window that suit somebody's alert, recorded as openings. */
async function recordDayOpenings(
  tx: Database,
  engine: BookingEngineRow,
  day: WindowScan & { timeZone: string },
  now: Date,
): Promise<number> {
  const { facilityId, date, timeZone } = day;
  const alerts = await alertsForDay(tx, engine.id, facilityId, date);
  if (alerts.length === 0) return 0;
  const suiting = (await dayTeeTimes(tx, engine, facilityId, date, now)).filter((teeTime) => {
    const slot = {
      facilityId,
      startsAt: new Date(teeTimeInstant(teeTime.teetime, timeZone)),
      timeZone,
      openPlayers: teeTime.availableSlots,
      holes: teeTime.holes,
    };
    return alerts.some((alert) => alertMatchesSlot(alertCriteriaOf(alert), slot));
  });
  return recordOpenings(
    tx,
    suiting.map((teeTime) => ({
      bookingEngineId: engine.id,
      facilityId,
      teetime: teeTime.teetime.slice(0, 16),
      timeZone,
      holes: null,
      slots: teeTime.availableSlots,
      source: 'booking-window' as const,
      sourceKey: `window:${engine.id}:${facilityId}:${teeTime.teetime.slice(0, 16)}`,
      now,
    })),
  );
}
