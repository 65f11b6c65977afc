import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ReservationSummary } from '@fairway/contract/reservations.contract';
import type { Database } from '../../db/client.ts';
import { statesOf } from './reservations-access.ts';
import { toSummary } from './reservation-view.ts';
import { dayRecords } from './reservations.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/**
 * The engine's reservations (booked through this alias, cancelled ones too) on some courses
 * and a local date, as history items show them to their booker: the operator's tee sheet
 * reads them with names, slots, paid, due and what a staff refund of each player would give back.
 */
export async function reservationsOfDay(
  db: Database,
  engine: BookingEngineRow,
  facilityIds: number[],
  date: string,
  now: Date,
): Promise<ReservationSummary[]> {
  const records = await dayRecords(db, engine.id, facilityIds, date);
  if (records.length === 0) return [];
  const settings = resolveFacilitySettings(engine.settings ?? {});
  // Staff decide a cancellation's refund themselves (the golfer-side refundGreenFees setting does
  // not bind them), so each player's refundable share is what a staff refund would give back.
  const staffSettings = { ...settings, reservations: { ...settings.reservations, refundGreenFees: true } };
  return (await statesOf(db, records)).map((state) => toSummary(state, staffSettings, now));
}
