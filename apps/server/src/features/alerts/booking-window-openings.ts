import { alertMatchesSlot } from '@fairway/domain/alerts/alert-matching';
import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import { lastBookableDate } from '@fairway/domain/tee-times/local-date';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { recordOpenings, recordWindowScan, searchTeeTimes } from '../tee-times/tee-times.public.ts';
import {
  type BookingEngineRow,
  courseSettings,
  listBookingEngines,
  listFacilitiesOfBookingEngine,
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
 * booked hear first, and are held their tee time for the offer's window.
 */
export function bookingWindowJob(everyMs = 10_000): PeriodicJob {
  return {
    name: BOOKING_WINDOW_JOB,
    everyMs,
    async run(tx, now) {
      let recorded = 0;
      for (const engine of await listBookingEngines(tx)) {
        const settings = resolveFacilitySettings(engine.settings);
        if (!settings.featureFlags.enableTeeTimeAlerts) continue;
        for (const facility of await listFacilitiesOfBookingEngine(tx, engine.id)) {
          const date = lastBookableDate(now, facility.timeZone, courseSettings(settings, facility).inventory);
          if (!(await recordWindowScan(tx, { bookingEngineId: engine.id, facilityId: facility.id, date }))) continue;
          const alerts = await alertsForDay(tx, engine.id, facility.id, date);
          if (alerts.length === 0) continue;
          const suiting = (await dayTeeTimes(tx, engine, facility.id, date, now)).filter((teeTime) => {
            const slot = {
              facilityId: facility.id,
              startsAt: new Date(teeTimeInstant(teeTime.teetime, facility.timeZone)),
              timeZone: facility.timeZone,
              openPlayers: teeTime.availableSlots,
              holes: teeTime.holes,
            };
            return alerts.some((alert) => alertMatchesSlot(alertCriteriaOf(alert), slot));
          });
          recorded += await recordOpenings(
            tx,
            suiting.map((teeTime) => ({
              bookingEngineId: engine.id,
              facilityId: facility.id,
              teetime: teeTime.teetime.slice(0, 16),
              timeZone: facility.timeZone,
              holes: null,
              slots: teeTime.availableSlots,
              source: 'booking-window' as const,
              sourceKey: `window:${engine.id}:${facility.id}:${teeTime.teetime.slice(0, 16)}`,
              now,
            })),
          );
        }
      }
      return recorded;
    },
  };
}
