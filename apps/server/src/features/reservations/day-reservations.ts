import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ReservationSummary } from '@fairway/contract/reservations.contract';
import type { Database } from '../../db/client.ts';
import { statesOf } from './reservations-access.ts';
import { toSummary } from './reservation-view.ts';
import { courseDayRecords, dayRecords } from './reservations.repository.ts';
import { type BookingEngineRow, findBookingEngineById } from '../facilities/facilities.public.ts';

/**
 * The summaries of some reservations with the settings of the engine that sold each. Staff decide
 * a cancellation's refund themselves (the golfer-side refundGreenFees setting does not bind them),
 * so each player's refundable share is what a staff refund would give back.
 */
async function staffSummaries(
  db: Database,
  records: Awaited<ReturnType<typeof dayRecords>>,
  engines: ReadonlyMap<number, BookingEngineRow>,
  now: Date,
): Promise<{ summary: ReservationSummary; engine: BookingEngineRow }[]> {
  const settingsOf = new Map(
    [...engines.values()].map((engine) => {
      const settings = resolveFacilitySettings(engine.settings ?? {});
      return [engine.id, { ...settings, reservations: { ...settings.reservations, refundGreenFees: true } }];
    }),
  );
  return (await statesOf(db, records)).flatMap((state) => {
    const engine = engines.get(state.record.order.bookingEngineId);
    const settings = settingsOf.get(state.record.order.bookingEngineId);
    return engine && settings ? [{ summary: toSummary(state, settings, now), engine }] : [];
  });
}

/**
 * Reservations on some courses (ones the engine shows) and a local date, cancelled ones too, as
 * history items show them to their booker, each with the engine that sold it: the operator's tee
 * sheet reads them with names, slots, paid, due and what a staff refund of each player would give
 * back. Those booked through this engine only, or with `partners` every engine's (the alias that
 * runs a course lists the golfers partner sites sold too; the caller decides who may see them).
 */
export async function reservationsOfDay(
  db: Database,
  engine: BookingEngineRow,
  query: { facilityIds: number[]; date: string; partners: boolean },
  now: Date,
): Promise<{ summary: ReservationSummary; engine: BookingEngineRow }[]> {
  const { facilityIds, date } = query;
  const records = query.partners
    ? await courseDayRecords(db, engine.id, facilityIds, date)
    : await dayRecords(db, engine.id, facilityIds, date);
  if (records.length === 0) return [];
  const engines = new Map([[engine.id, engine]]);
  for (const id of new Set(records.map((record) => record.order.bookingEngineId))) {
    if (engines.has(id)) continue;
    const seller = await findBookingEngineById(db, id);
    if (seller) engines.set(id, seller);
  }
  return staffSummaries(db, records, engines, now);
}
